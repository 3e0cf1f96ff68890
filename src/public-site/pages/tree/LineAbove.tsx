// The line of fathers above the person in the centre, the first ancestor first, as buttons that move the
// centre up: the branches and the family view both keep it at the top of the screen as the page scrolls
// (the family view scrolls to the person in the centre), so the way to the root is always one tap.
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import { useI18n } from '../../../ui/i18n/I18nProvider.tsx';
import { lineSeparator } from './lineSeparator.ts';

export function LineAbove({ line, onCentre }: { line: readonly { id: number; name: string }[]; onCentre: (id: number) => void }) {
  const { t, dir } = useI18n();
  if (line.length === 0) return null;
  return (
    <Breadcrumbs
      component="nav"
      aria-label={t('tree.focus.line')}
      separator={lineSeparator(dir)}
      maxItems={5}
      itemsBeforeCollapse={1}
      itemsAfterCollapse={3}
      expandText={t('tree.focus.showLine')}
      sx={{ mb: 1, position: 'sticky', top: 0, zIndex: 1, bgcolor: 'background.default', borderBottom: 1, borderColor: 'divider' }}
    >
      {line.map((person) => (
        <Button key={person.id} size="small" dir="auto" onClick={() => onCentre(person.id)} sx={{ minHeight: 40, px: 1 }}>
          {person.name}
        </Button>
      ))}
    </Breadcrumbs>
  );
}
