// The cards the tree page draws people with, in the family view and the pedigree: a member's card (the
// picture, the name in its own direction, the years and the mark, an accent of their gender on top) and
// the card of someone known by name only. A card is a button when a tap has somewhere to go.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { FamilyCard } from '../../../../common/generated/api.ts';
import { LifeLine } from '../family/LifeLine.tsx';
import type { Life } from '../family/lifeSpan.ts';
import { ProfilePicture } from '../family/ProfilePicture.tsx';
import { useTreePalette } from './treePalette.ts';

/** What a member's card shows: a family view's card has it all, a pedigree's place all but the picture. */
export type CardPerson = Life & Pick<FamilyCard, 'name'> & { id: number | null; userProfileImageLink?: string | null };

const CARD_WIDTH = { small: 148, large: 220, compact: 148 } as const;
export type CardSize = keyof typeof CARD_WIDTH;
export const cardWidth = (size: CardSize): number => CARD_WIDTH[size];

interface FrameProps {
  width: number;
  accent?: string;
  onOpen?: () => void;
  /** Below the card's button: a way elsewhere that cannot sit inside a button (a link). */
  after?: ReactNode;
  /** An item of a list of cards, or a card standing in a place of its own (the pedigree's). */
  as?: 'li' | 'div';
  children: ReactNode;
}

/** A card's frame: a button that opens the person's own family when there is one to open, with its accent on top. */
function CardFrame({ width, accent, onOpen, after, as = 'li', children }: FrameProps) {
  const sx = {
    width,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: 0.5,
    p: 1.5,
    textAlign: 'center',
    ...(accent && { borderTop: 4, borderTopColor: accent }),
  } as const;
  return (
    <Paper variant="outlined" component={as} sx={{ listStyle: 'none', borderRadius: 3, overflow: 'hidden' }}>
      {onOpen ? (
        <ButtonBase onClick={onOpen} sx={{ ...sx, '&:hover': { bgcolor: 'action.hover' } }}>
          {children}
        </ButtonBase>
      ) : (
        <Box sx={sx}>{children}</Box>
      )}
      {after}
    </Paper>
  );
}

/** A quieter line under a card's name: the years, a marriage. */
function CardLine({ children }: { children: ReactNode }) {
  return (
    <Typography component="span" variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}

/**
 * A member's card: the picture (or the silhouette; none on a compact card), the name in its own direction,
 * the years and the mark, and `detail` under them (a wife, her marriage's years). A tap centres the person
 * when `onCentre` is given and the person is a member.
 */
export function PersonCard({
  person,
  size = 'small',
  onCentre,
  detail,
  after,
  as,
}: {
  person: CardPerson;
  size?: CardSize;
  onCentre?: (id: number) => void;
  detail?: string;
} & Pick<FrameProps, 'after' | 'as'>) {
  const palette = useTreePalette();
  const { id } = person;
  return (
    <CardFrame
      width={CARD_WIDTH[size]}
      accent={person.gender === 'female' ? palette.female : palette.male}
      onOpen={onCentre && id !== null ? () => onCentre(id) : undefined}
      after={after}
      as={as}
    >
      {size !== 'compact' && <ProfilePicture link={person.userProfileImageLink} alt="" size={size === 'large' ? 96 : 56} thumb />}
      <Typography
        component="span"
        dir="auto"
        sx={{ fontWeight: 700, fontSize: size === 'large' ? '1.25rem' : '1rem', overflowWrap: 'anywhere' }}
      >
        {person.name}
      </Typography>
      <CardLine>
        <LifeLine life={person} centred />
      </CardLine>
      {detail && <CardLine>{detail}</CardLine>}
    </CardFrame>
  );
}

/** Someone known here by name alone (a mother, a partner from outside the family). */
export function NameCard({ name, detail }: { name: string; detail?: ReactNode }) {
  return (
    <CardFrame width={CARD_WIDTH.small}>
      <ProfilePicture alt="" size={56} />
      <Typography component="span" dir="auto" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      {detail && <CardLine>{detail}</CardLine>}
    </CardFrame>
  );
}
