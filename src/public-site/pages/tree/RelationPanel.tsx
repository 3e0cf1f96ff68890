// "How are we related?": two people (the signed-in member, when their account is linked to one, and
// anyone chosen on the tree or with the search), the path between them drawn on the tree, and the
// relation named in the page's language.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useI18n } from '../../../ui/i18n/I18nProvider.tsx';
import { kinTerm, spouseTerm } from './kinship.ts';
import { isolate, personLabel } from './personLabel.ts';
import { kinPath, type Relation } from './relation.ts';
import type { TreeLayout } from './treeLayout.ts';

export type Slot = 'first' | 'second';

export interface RelationPanelProps {
  layout: TreeLayout;
  /** Members by index, -1 when not chosen. */
  first: number;
  second: number;
  /** The first person is the signed-in member (not chosen here). */
  firstIsYou: boolean;
  /** The signed-in member's account is linked to a member who is not in this tree. */
  youOutside: boolean;
  relation: Relation | undefined;
  choosing: Slot | null;
  onChoose: (slot: Slot | null) => void;
}

/** The relation between the two, in words, once both are chosen. */
export function RelationResult({
  layout,
  first,
  second,
  firstIsYou,
  youOutside,
  relation,
}: Pick<RelationPanelProps, 'layout' | 'first' | 'second' | 'firstIsYou' | 'youOutside' | 'relation'>) {
  const { t, lang } = useI18n();
  const name = (i: number) => isolate(layout.names[i]);
  if (youOutside) return <>{t('tree.kin.youOutside')}</>;
  if (first < 0 || second < 0) return null;
  // Cousins who married are husband and wife, and kin by blood as well: the sentence says both.
  const spouse = layout.spouses.get(first)?.includes(second) ? spouseTerm(layout.female[second] ? 'f' : 'm', lang) : '';
  const names = { other: name(second), first: name(first), spouse };
  if (!relation)
    return spouse ? (
      <>{t(firstIsYou ? 'tree.kin.isYour' : 'tree.kin.isOf', { ...names, term: spouse })}</>
    ) : (
      <>{t('tree.kin.none', names)}</>
    );
  const term = kinTerm(kinPath(layout, relation), lang);
  if (!term) return <>{t('tree.kin.same')}</>;
  const sentence = spouse
    ? firstIsYou
      ? 'tree.kin.spouseAlsoYour'
      : 'tree.kin.spouseAlsoOf'
    : firstIsYou
      ? 'tree.kin.isYour'
      : 'tree.kin.isOf';
  return (
    <>
      <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
        {t(sentence, { ...names, term })}
      </Typography>
      {t('tree.kin.ancestor', { name: personLabel(t, layout, relation.ancestor) })}
    </>
  );
}

function Person({ slot, props }: { slot: Slot; props: RelationPanelProps }) {
  const { t } = useI18n();
  const { layout, choosing, onChoose } = props;
  const chosen = props[slot];
  const you = slot === 'first' && props.firstIsYou;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
      <Typography sx={{ flex: '1 1 12rem', minWidth: 0 }}>
        <strong>{t(you ? 'tree.kin.you' : `tree.kin.${slot}`)}</strong>
        {': '}
        {chosen >= 0 ? personLabel(t, layout, chosen) : t('tree.kin.nobody')}
      </Typography>
      {!you &&
        (choosing === slot ? (
          <Button variant="contained" size="small" onClick={() => onChoose(null)}>
            {t('tree.kin.cancel')}
          </Button>
        ) : (
          <Button variant="outlined" size="small" onClick={() => onChoose(slot)}>
            {t(`tree.kin.choose.${slot}`)}
          </Button>
        ))}
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
    </Paper>
  );
}
