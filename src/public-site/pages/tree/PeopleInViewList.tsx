// The people the canvas shows, as links a screen reader can read and follow. Hidden from sight until a
// keyboard user tabs into it, then shown, so a focused link is never invisible. Plain router links: the
// list is rebuilt as the view moves, so it is kept light.
import { Link } from 'react-router';
import Box from '@mui/material/Box';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import type { PeopleInView } from './peopleInView.ts';
import { personLabel } from './personLabel.ts';
import type { TreeLayout } from './treeLayout.ts';
import { visuallyHidden } from './visuallyHidden.ts';
import type { Folding, TogglePlace } from './foldToggle.ts';

export interface PeopleInViewListProps {
  layout: TreeLayout;
  inView: PeopleInView;
  folding: Folding;
  /** Where a member's fold control is drawn at zoom k, when it has one. */
  place: (i: number, k: number) => TogglePlace | undefined;
}

/** Where the fold control of member `i` is on screen, for a test's finger: `data-toggle-x` and `-y`. */
function toggleData(place: PeopleInViewListProps['place'], i: number, { x, y, k }: PeopleInView['transform']) {
  const at = place(i, k);
  return at ? { 'data-toggle-x': Math.round(at.x * k + x), 'data-toggle-y': Math.round(at.y * k + y) } : {};
}

export function PeopleInViewList({ layout, inView, folding, place }: PeopleInViewListProps) {
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
          <li
            key={p.index}
            data-id={layout.ids[p.index]}
            data-screen-x={Math.round(p.screenX)}
            data-screen-y={Math.round(p.screenY)}
            {...toggleData(place, p.index, inView.transform)}
          >
            <Link to={`/family-members/${layout.ids[p.index]}`}>
              {folding.folded.has(p.index)
                ? t('tree.fold.folded', {
                    name: personLabel(t, layout, p.index),
                    count: folding.below[p.index],
                    smart_count: folding.below[p.index],
                  })
                : personLabel(t, layout, p.index)}
            </Link>
          </li>
        ))}
      </ul>
      {inView.more > 0 && <p>{t('tree.more', { count: inView.more, smart_count: inView.more })}</p>}
    </Box>
  );
}
