// "How are we related?": two people (the signed-in member first, when their account is linked to one in
// this tree, and anyone chosen on the tree or with the search), the paths between them drawn on the tree
// and as cards, and the relation named in the page's language, once per path when a cousin marriage
// makes two ("through your father: your cousin; through your mother: your cousin").
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useI18n } from '../../../ui/i18n/I18nProvider.tsx';
import { kinTerm, spouseTerm, YOURS, type KinLanguage, type Whose } from './kinship.ts';
import { isolate, personLabel } from './personLabel.ts';
import { PathCards } from './PathCards.tsx';
import { kinPath, type Relation } from './relation.ts';
import type { TreeLayout } from './treeLayout.ts';

export type Slot = 'first' | 'second';

export interface RelationPanelProps {
  layout: TreeLayout;
  /** Members by index, -1 when not chosen. */
  first: number;
  second: number;
  /** The signed-in member by index, -1 when the account is not linked to a member of this tree. */
  you: number;
  /** The signed-in member's account is linked to a member who is not in this tree. */
  youOutside: boolean;
  /** The paths between the two, the shortest first; empty when they have no common ancestor. */
  relations: readonly Relation[];
  choosing: Slot | null;
  onChoose: (slot: Slot | null) => void;
  /** Makes the signed-in member the first person again. */
  onChooseYou: () => void;
}

type ResultProps = Pick<RelationPanelProps, 'layout' | 'first' | 'second' | 'you' | 'relations'>;

/** Whose relatives the words name: "you" when the first person is the signed-in member, else the first person by name. */
const whoseOf = (layout: TreeLayout, first: number, you: number): Whose =>
  first === you ? YOURS : { you: false, name: isolate(layout.names[first]) };

/**
 * What tells the paths apart, one per path: the first step up when they differ there ("your father",
 * "your mother"), else the common ancestor's name. Nothing for a single path.
 */
function pathNames(lang: KinLanguage, { layout, relations }: ResultProps, whose: Whose): string[] {
  if (relations.length < 2) return [];
  const steps = relations.map((r) => r.up[0] ?? -1);
  const byStep = steps.every((s, k) => s >= 0 && steps.indexOf(s) === k);
  return relations.map((r) =>
    byStep ? kinTerm(kinPath(layout, { ...r, up: r.up.slice(0, 1), down: [] }), lang, whose) : isolate(layout.names[r.ancestor]),
  );
}

/** The relation between the two in words, once both are chosen: a sentence per path, and the common ancestor. */
export function RelationResult(props: ResultProps) {
  const { t, lang } = useI18n();
  const { layout, first, second, you, relations } = props;
  if (first < 0 || second < 0) return null;
  const whose = whoseOf(layout, first, you);
  const gender = layout.female[second] ? 'f' : 'm';
  const other = isolate(layout.names[second]);
  // Cousins who married are husband and wife, and kin by blood as well: the sentence says both.
  const spouse = layout.spouses.get(first)?.includes(second) ? spouseTerm(gender, lang, whose) : '';
  if (relations.length === 0)
    return (
      <>
        {spouse ? t(`tree.kin.is.${gender}`, { other, term: spouse }) : t('tree.kin.none', { other, first: isolate(layout.names[first]) })}
      </>
    );
  if (first === second) return <>{t('tree.kin.same')}</>;
  const vias = pathNames(lang, props, whose);
  return (
    <>
      {relations.map((relation, k) => {
        const term = kinTerm(kinPath(layout, relation), lang, whose);
        return (
          <Box component="span" key={relation.ancestor} sx={{ display: 'block', '& + &': { mt: 1 } }}>
            <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
              {vias[k] && `${t('tree.kin.through', { via: vias[k] })} `}
              {spouse ? t(`tree.kin.spouseAlso.${gender}`, { other, spouse, term }) : t(`tree.kin.is.${gender}`, { other, term })}
            </Typography>
            {t('tree.kin.ancestor', { name: personLabel(t, layout, relation.ancestor) })}
          </Box>
        );
      })}
    </>
  );
}

/** Each path as cards, under the words. */
function RelationPaths(props: ResultProps) {
  const { t, lang } = useI18n();
  const { layout, first, second, you, relations } = props;
  if (first < 0 || second < 0 || first === second) return null;
  const whose = whoseOf(layout, first, you);
  const vias = pathNames(lang, props, whose);
  return relations.map((relation, k) => (
    <PathCards
      key={relation.ancestor}
      layout={layout}
      first={first}
      relation={relation}
      whose={whose}
      label={vias[k] ? t('tree.kin.pathThrough', { via: vias[k] }) : t('tree.kin.path')}
    />
  ));
}

function Person({ slot, props }: { slot: Slot; props: RelationPanelProps }) {
  const { t } = useI18n();
  const { layout, choosing, onChoose, you } = props;
  const chosen = props[slot];
  const isYou = slot === 'first' && chosen >= 0 && chosen === you;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
      <Typography sx={{ flex: '1 1 12rem', minWidth: 0 }}>
        <strong>{t(isYou ? 'tree.kin.you' : `tree.kin.${slot}`)}</strong>
        {': '}
        {chosen >= 0 ? personLabel(t, layout, chosen) : t('tree.kin.nobody')}
      </Typography>
      {slot === 'first' && you >= 0 && !isYou && (
        <Button variant="text" size="small" onClick={props.onChooseYou}>
          {t('tree.kin.chooseYou')}
        </Button>
      )}
      {choosing === slot ? (
        <Button variant="contained" size="small" onClick={() => onChoose(null)}>
          {t('tree.kin.cancel')}
        </Button>
      ) : (
        <Button variant="outlined" size="small" onClick={() => onChoose(slot)}>
          {t(isYou ? 'tree.kin.choose.other' : `tree.kin.choose.${slot}`)}
        </Button>
      )}
      {slot === 'first' && props.youOutside && chosen < 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
          {t('tree.kin.youOutside')}
        </Typography>
      )}
    </Box>
  );
}

export function RelationPanel(props: RelationPanelProps) {
  const { t } = useI18n();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="tree-kin-title" sx={{ p: 2, mt: 2 }}>
      <Typography variant="h2" id="tree-kin-title" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('tree.kin.title')}
      </Typography>
      <Person slot="first" props={props} />
      <Person slot="second" props={props} />
      <Typography role="status" data-testid="tree-kin">
        <RelationResult {...props} />
      </Typography>
      <RelationPaths {...props} />
    </Paper>
  );
}
