// The cards the tree page draws people with, in the family view and the pedigree: a member's card (the
// picture, the name in its own direction, the years and the mark, an accent of their gender on top) and
// the card of someone known by name only. A card is a button when a tap has somewhere to go.
import type { CSSProperties, ReactNode } from 'react';
import type { FamilyCard } from '../../../../common/generated/api.ts';
import { LifeLine } from '../family/LifeLine.tsx';
import type { Life } from '../family/lifeSpan.ts';
import { ProfilePicture } from '../family/ProfilePicture.tsx';
import { useTreePalette } from './treePalette.ts';
import classes from './FamilyCards.module.css';

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
  /** The person in the centre: a larger name. */
  large?: boolean;
  children: ReactNode;
}

/** A card's frame: a button that opens the person's own family when there is one to open, with its accent on top. */
function CardFrame({ width, accent, onOpen, after, as: Item = 'li', large = false, children }: FrameProps) {
  const style = { width, '--accent': accent } as CSSProperties;
  return (
    <Item className={large ? `${classes.card} ${classes.large}` : classes.card}>
      {onOpen ? (
        <button type="button" className={classes.body} style={style} onClick={onOpen}>
          {children}
        </button>
      ) : (
        <div className={classes.body} style={style}>
          {children}
        </div>
      )}
      {after}
    </Item>
  );
}

/** A quieter line under a card's name: the years, a marriage. */
function CardLine({ children }: { children: ReactNode }) {
  return <span className={classes.line}>{children}</span>;
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
      large={size === 'large'}
    >
      {size !== 'compact' && <ProfilePicture link={person.userProfileImageLink} alt="" size={size === 'large' ? 96 : 56} thumb />}
      <span dir="auto" className={classes.name}>
        {person.name}
      </span>
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
      <span dir="auto" className={classes.name}>
        {name}
      </span>
      {detail && <CardLine>{detail}</CardLine>}
    </CardFrame>
  );
}
