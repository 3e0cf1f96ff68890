// The pedigree: a person and their ancestors on both lines, a generation a column, from the person on the
// side a reader starts from (left in English, right in Arabic and Hebrew: the grid and its lines follow the
// page's direction) to the great-great-grandparents; each couple of parents bracketed beside their child.
// The cards are the family view's, without pictures; a tap on a member's card centres the pedigree on
// them, and the link below it opens their page. Wider than a phone, the chart scrolls sideways, the names whole.
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { Ancestor } from '../../../../common/generated/api.ts';
import { useI18n } from '../../../ui/i18n/I18nProvider.tsx';
import { asCardPerson, generationOf, generationsReached, indexInGeneration } from './ahnentafel.ts';
import { cardWidth, PersonCard } from './FamilyCards.tsx';
import { markFirstFrame } from './firstFrame.ts';

/** The space between two generations, where the brackets join parents to their child. */
const GAP = 28;
const line = { content: '""', position: 'absolute', borderColor: 'divider', borderStyle: 'solid', borderWidth: 0 } as const;

function PageLink({ place }: { place: Ancestor }) {
  const { t } = useI18n();
  return (
    <Link
      component={RouterLink}
      to={`/family-members/${place.id}`}
      aria-label={t('tree.pedigree.pageOf', { name: place.name })}
      variant="body2"
      sx={{ display: 'block', textAlign: 'center', py: 1, borderTop: 1, borderColor: 'divider' }}
    >
      {t('tree.pedigree.page')}
    </Link>
  );
}

/** One place of the chart, in the rows of the places it stands for, with its half of the bracket to its child. */
function Place({
  place,
  generations,
  hasParents,
  onCentre,
}: {
  place: Ancestor;
  generations: number;
  hasParents: boolean;
  onCentre: (id: number) => void;
}) {
  const generation = generationOf(place.number);
  const span = 2 ** (generations - 1 - generation);
  const isFather = place.number % 2 === 0;
  return (
    <Box
      component="li"
      sx={{
        gridColumn: generation + 1,
        gridRow: `${indexInGeneration(place.number) * span + 1} / span ${span}`,
        display: 'flex',
        alignItems: 'center',
        position: 'relative',
        py: 0.5,
        ...(generation > 0 && {
          pl: `${GAP}px`,
          '&::before': { ...line, left: GAP / 2, width: GAP / 2, top: '50%', borderTopWidth: 2 },
          '&::after': { ...line, left: GAP / 2, borderLeftWidth: 2, ...(isFather ? { top: '50%', bottom: 0 } : { top: 0, bottom: '50%' }) },
        }),
      }}
    >
      <PersonCard
        as="div"
        size="compact"
        person={asCardPerson(place)}
        onCentre={place.number === 1 ? undefined : onCentre}
        after={place.id !== null && <PageLink place={place} />}
      />
      {/* The child's end of the bracket to their parents. */}
      {hasParents && <Box aria-hidden sx={{ ...line, left: '100%', width: GAP / 2, top: '50%', borderTopWidth: 2 }} />}
    </Box>
  );
}

export function PedigreeView({
  ancestors,
  onCentre,
  label,
}: {
  ancestors: readonly Ancestor[];
  onCentre: (id: number) => void;
  label: string;
}) {
  useEffect(markFirstFrame, []);
  const generations = generationsReached(ancestors);
  const numbers = new Set(ancestors.map((a) => a.number));
  const width = cardWidth('compact');
  return (
    // The chart scrolls on its own, and a keyboard can scroll it: focusable, named.
    <Box role="region" aria-label={label} tabIndex={0} sx={{ overflowX: 'auto', pb: 1 }}>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gridTemplateColumns: `${width}px repeat(${generations - 1}, ${width + GAP}px)`,
          width: 'max-content',
          p: 0,
          m: 0,
          listStyle: 'none',
        }}
      >
        {ancestors.map((place) => (
          <Place
            key={place.number}
            place={place}
            generations={generations}
            hasParents={numbers.has(2 * place.number) || numbers.has(2 * place.number + 1)}
            onCentre={onCentre}
          />
        ))}
      </Box>
    </Box>
  );
}
