// The people the canvas shows, as links a screen reader can read and follow. Hidden from sight until a
// keyboard user tabs into it, then shown, so a focused link is never invisible. Plain router links: the
// list is rebuilt as the view moves, so it is kept light.
import { Link } from 'react-router';
import Box from '@mui/material/Box';
import { useTranslate } from '../../i18n/I18nProvider.tsx';
import type { PeopleInView } from './peopleInView.ts';
import { personLabel } from './personLabel.ts';
import type { TreeLayout } from './treeLayout.ts';
import { visuallyHidden } from './visuallyHidden.ts';

export function PeopleInViewList({ layout, inView }: { layout: TreeLayout; inView: PeopleInView }) {
  const t = useTranslate();
  return (
    <Box
      component="nav"
      aria-label={t('tree.inView')}
      data-testid="tree-people"
      sx={{ ...visuallyHidden, '&:focus-within': { position: 'static', width: 'auto', height: 'auto', clip: 'auto', mt: 2 } }}
    >
      <ul>
        {inView.people.map((p) => (
          <li key={p.index} data-id={layout.ids[p.index]} data-screen-x={Math.round(p.screenX)} data-screen-y={Math.round(p.screenY)}>
            <Link to={`/family-members/${layout.ids[p.index]}`}>{personLabel(t, layout, p.index)}</Link>
          </li>
        ))}
      </ul>
      {inView.more > 0 && <p>{t('tree.more', { count: inView.more })}</p>}
    </Box>
  );
}
