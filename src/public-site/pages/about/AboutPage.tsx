// About our village (spec section 2): an essay with the village's facts beside it.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { PageSection } from '../../PageSection.tsx';
import { PAGE_TEXTS } from '../pageTexts.ts';
import { withTexts } from '../../../ui/i18n/withTexts.tsx';

const SECTIONS = ['place', 'land', 'family', 'future'] as const;
// Spec section 2: about 12 km west of one city, about 30 km southwest of another, 270 m above sea level.
const FACTS = [
  { key: 'west', value: 12 },
  { key: 'southwest', value: 30 },
  { key: 'elevation', value: 270 },
] as const;

function About() {
  const t = useTranslate();
  return (
    <PageSection titleKey="pages.about.title" title={t('pages.about.title')}>
      <Typography sx={{ fontSize: '1.15rem', mb: 3 }}>{t('pages.about.lead')}</Typography>
      <Box
        component="aside"
        aria-labelledby="facts-title"
        sx={{ borderLeft: 4, borderColor: 'secondary.main', bgcolor: 'rgba(77,95,38,0.07)', borderRadius: 2, p: 2.5, mb: 4 }}
      >
        <Typography id="facts-title" variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
          {t('pages.about.factsTitle')}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {FACTS.map(({ key, value }) => (
            <Typography component="li" key={key}>
              {t(`pages.about.facts.${key}`, { value })}
            </Typography>
          ))}
        </Box>
      </Box>
      {SECTIONS.map((s) => (
        <Box component="section" key={s} sx={{ mb: 3 }}>
          <Typography variant="h2" sx={{ mb: 1 }}>
            {t(`pages.about.sections.${s}.title`)}
          </Typography>
          {t(`pages.about.sections.${s}.text`)
            .split('\n\n')
            .map((paragraph, i) => (
              <Typography key={i} sx={{ mb: 1.5 }}>
                {paragraph}
              </Typography>
            ))}
        </Box>
      ))}
    </PageSection>
  );
}

export const AboutPage = withTexts(PAGE_TEXTS, About);
