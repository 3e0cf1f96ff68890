// One path of "How are we related?" as a row of small cards, from the first person to the second: each
// person's name, birth year and what they are to the first person (والدك, جدك, عمك, ابن عمك). A column
// on a phone, a row from the page's start side on a wider screen (mirrored in Arabic and Hebrew).
import { useId } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { localDigits } from '../../../../common/model/translate.ts';
import { useI18n } from '../../../ui/i18n/I18nProvider.tsx';
import { kinTerm, type Whose } from './kinship.ts';
import { kinPath, onPath, type Relation } from './relation.ts';
import type { TreeLayout } from './treeLayout.ts';

export interface PathCardsProps {
  layout: TreeLayout;
  first: number;
  relation: Relation;
  whose: Whose;
  /** What the list is called, shown above it: which path it is. */
  label: string;
}

/** What member `k` steps along the path is to the first person: up to the common ancestor, then down. */
function stepRelation({ up, down, ancestor }: Relation, k: number): Relation {
  return k <= up.length ? { ancestor, up: up.slice(0, k), down: [] } : { ancestor, up, down: down.slice(0, k - up.length) };
}

export function PathCards({ layout, first, relation, whose, label }: PathCardsProps) {
  const { t, lang, dir } = useI18n();
  const year = localDigits(lang);
  const labelId = useId();
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3" id={labelId}>
        {label}
      </Typography>
      <Box
        component="ol"
        aria-labelledby={labelId}
        data-testid="tree-kin-path"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          mt: 0.5,
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          flexWrap: 'wrap',
          alignItems: { xs: 'stretch', sm: 'center' },
          gap: 0.5,
        }}
      >
        {onPath(first, relation).map((member, k, all) => {
          const word = k === 0 ? (whose.you ? t('tree.kin.you') : '') : kinTerm(kinPath(layout, stepRelation(relation, k)), lang, whose);
          return (
            <Box
              component="li"
              key={member}
              sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: 'center', gap: 0.5 }}
            >
              <Paper
                variant="outlined"
                sx={{
                  px: 1.25,
                  py: 0.75,
                  width: { xs: '100%', sm: 'auto' },
                  maxWidth: { sm: '14rem' },
                  borderColor: member === relation.ancestor ? 'primary.main' : 'divider',
                }}
              >
                <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                  {/* Isolated, so a name in another script keeps its place before the year. */}
                  <bdi>{layout.names[member]}</bdi>
                  {layout.born[member] > 0 && (
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ marginInlineStart: 0.75 }}>
                      {year(layout.born[member])}
                    </Typography>
                  )}
                </Typography>
                {word && (
                  <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                    {word}
                  </Typography>
                )}
              </Paper>
              {/* The way on: down the column on a phone, towards the page's end side in a row. */}
              {k < all.length - 1 && (
                <Box
                  component="span"
                  aria-hidden
                  sx={{
                    color: 'text.secondary',
                    lineHeight: 1,
                    '&::before': { content: { xs: '"↓"', sm: dir === 'rtl' ? '"←"' : '"→"' } },
                  }}
                />
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
