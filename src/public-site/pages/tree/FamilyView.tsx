// The family view, the tree page's first look: one person's card in the middle, the father and mother
// above with the grandparents above them, the brothers and sisters and each partner beside, the children
// below, and the cousins under each uncle's or aunt's name; the line of fathers up to the family's first
// ancestor stays one tap away. A tap on a card moves the centre there (an address of its own, so Back
// returns). Cards are buttons in labelled groups, so a screen reader and the keyboard read the family as
// the eye does.
import { useDeferredValue, useEffect, useRef, type ReactNode, type Ref } from 'react';
import { Link as RouterLink } from 'react-router';
import type { FamilyCard, FamilyMother, FamilyView as Family } from '../../../../common/generated/api.ts';
import { childrenByMother } from '../../../../common/model/childrenByMother.ts';
import { useI18n } from '../../../ui/i18n/I18nProvider.tsx';
import { marriageYears } from '../family/lifeSpan.ts';
import { motherHeading } from '../members/ChildrenByMother.tsx';
import { nameWithFamily } from '../../../../common/model/personName.ts';
import { markFirstFrame } from './firstFrame.ts';
import { LineAbove } from './LineAbove.tsx';
import { NameCard, PersonCard } from './FamilyCards.tsx';
import { useInSight } from './useInSight.ts';
import classes from './FamilyView.module.css';

/** How a row of cousins is titled: Arabic names the father's brother (عم) and the mother's (خال) apart. */
const COUSINS_UNDER = {
  father: { male: 'tree.family.cousinsOfUncle', female: 'tree.family.cousinsOfAunt' },
  mother: { male: 'tree.family.cousinsOfMaternalUncle', female: 'tree.family.cousinsOfMaternalAunt' },
} as const;

/** One generation's row: a titled group of cards, centred; the line above joins it to the row before. */
function Row({ title, children, joined = true, ref }: { title: string; children: ReactNode; joined?: boolean; ref?: Ref<HTMLElement> }) {
  return (
    <section ref={ref} aria-label={title} className={classes.row}>
      {joined && <span aria-hidden className={classes.joint} />}
      <h2 className={classes.title}>{title}</h2>
      <ul className={classes.cards}>{children}</ul>
    </section>
  );
}

/** Someone the family knows by name, with their own card when they are a member of the family too. */
type Known = Pick<NonNullable<FamilyMother>, 'name' | 'person'>;

/** A relative as the record names them: their own card when there is one, else their name. */
function KnownCard({ known, onCentre, detail }: { known: Known; onCentre: (id: number) => void; detail?: string }) {
  return known.person ? (
    <PersonCard person={known.person} onCentre={onCentre} detail={detail} />
  ) : (
    <NameCard name={known.name} detail={detail} />
  );
}

const asKnown = (card: FamilyCard | undefined | null): Known | null => (card ? { name: card.name, person: card } : null);

type Grandparent = { key: string; known: Known };

/** The grandparents known, the father's parents first; each key names the side they are on. */
function grandparentsOf({ line, grandparents }: Family): Grandparent[] {
  const { fathersMother, mothersFather, mothersMother } = grandparents;
  const sides = { fathersFather: asKnown(line.at(-2)), fathersMother, mothersFather: asKnown(mothersFather), mothersMother };
  return Object.entries(sides).flatMap(([key, known]) => (known ? [{ key, known }] : []));
}

/** The grandparents' row is named for the one person in it, or for all of them. */
const grandparentsTitle = (known: Grandparent[]): string =>
  known.length > 1 ? 'tree.family.grandparents' : known[0].key.endsWith('Father') ? 'tree.family.grandfather' : 'tree.family.grandmother';

export function FamilyView({ family, onCentre }: { family: Family; onCentre: (id: number) => void }) {
  const { t } = useI18n();
  const { line, member, mother, siblings, partners, children, cousins } = family;
  const father = line.at(-1);
  const grandparents = grandparentsOf(family);
  useEffect(markFirstFrame, []);
  const centre = useRef<HTMLElement>(null);
  useInSight(centre, member.id);
  // The brothers and sisters and the cousins come below the first screen of a phone: they are drawn a moment
  // after the rest, so that the first frame does not wait for their cards (dozens in a large family).
  const withKin = useDeferredValue(true, false);
  const partnerRole = t(member.gender === 'female' ? 'tree.family.husband' : 'tree.family.wife');
  return (
    // Keyed by the person: a new centre comes in with a short fade, unless the reader asked for less motion.
    <div key={member.id} className={classes.family}>
      <LineAbove line={line} onCentre={onCentre} />
      {grandparents.length > 0 && (
        <Row title={t(grandparentsTitle(grandparents))} joined={false}>
          {grandparents.map(({ key, known }) => (
            <KnownCard key={key} known={known} onCentre={onCentre} detail={t(`tree.family.${key}`)} />
          ))}
        </Row>
      )}
      {(father || mother) && (
        <Row title={t('tree.family.parents')} joined={grandparents.length > 0}>
          {father && <PersonCard person={father} onCentre={onCentre} />}
          {mother && <KnownCard known={mother} onCentre={onCentre} />}
        </Row>
      )}
      <Row title={t('tree.family.person')} joined={!!(father || mother)} ref={centre}>
        <PersonCard person={member} size="large" />
        {partners.map((partner) => {
          const detail = [partnerRole, marriageYears(partner, t)].filter(Boolean).join(' · ');
          const known = { name: nameWithFamily(partner), person: partner.person };
          return <KnownCard key={partner.id} known={known} onCentre={onCentre} detail={detail} />;
        })}
      </Row>
      <div className={classes.profile}>
        <RouterLink to={`/family-members/${member.id}`} className={classes.open}>
          {t('tree.family.profile')}
        </RouterLink>
      </div>
      {children.length > 0 ? (
        // One group under each marriage that has children; a single group is simply the children.
        childrenByMother(partners, children)
          .filter((group) => group.children.length > 0)
          .map((group, _, groups) => (
            <Row
              key={group.mother?.id ?? 'unknown'}
              title={groups.length === 1 ? t('tree.family.children') : motherHeading(t, group.mother)}
            >
              {group.children.map((child) => (
                <PersonCard key={child.id} person={child} onCentre={onCentre} />
              ))}
            </Row>
          ))
      ) : (
        <p className={classes.none}>{t('tree.family.noChildren')}</p>
      )}
      {withKin && siblings.length > 0 && (
        <Row title={t('tree.family.siblings')} joined={false}>
          {siblings.map((sibling) => (
            <PersonCard key={sibling.id} person={sibling} onCentre={onCentre} />
          ))}
        </Row>
      )}
      {withKin &&
        cousins.map(({ side, parent, children: theirs }) => (
          <Row key={parent.id} title={t(COUSINS_UNDER[side][parent.gender], { name: parent.name })} joined={false}>
            {theirs.map((cousin) => (
              <PersonCard key={cousin.id} person={cousin} onCentre={onCentre} />
            ))}
          </Row>
        ))}
    </div>
  );
}
