// The recent imports, newest first: each file with who started it and when, and how it ended (its report or
// its error), or how far it has gone while it runs.
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import type { GedcomImportJob } from '../../providers/gedcomApi.ts';
import { isolate } from '../../../common/model/bidi.ts';
import { errorText } from '../../ui/errors.ts';
import { momentFormat } from '../kinds/LocalDateTimeField.tsx';
import { importReportText, importStepText } from './importReportText.ts';

export function GedcomImportList({ jobs }: { jobs: GedcomImportJob[] | null }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!jobs?.length) return null;
  const outcome = (job: GedcomImportJob): string => {
    if (job.report) return importReportText(translate, job.report);
    if (job.error) return translate('gedcom.failed', { message: errorText(job.error.message, translate) });
    return importStepText(translate, job).text;
  };
  return (
    <section aria-labelledby="gedcom-recent" style={{ width: '100%' }}>
      <Typography variant="subtitle1" component="h3" id="gedcom-recent">
        {translate('gedcom.recent')}
      </Typography>
      <List dense>
        {jobs.map((job) => (
          <ListItem key={job.id} disableGutters>
            <ListItemText
              primary={translate('gedcom.recentEntry', {
                file: isolate(job.fileName),
                by: isolate(job.startedBy ?? '—'),
                at: momentFormat(locale).format(new Date(job.startedAt)),
              })}
              secondary={outcome(job)}
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
