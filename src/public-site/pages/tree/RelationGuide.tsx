// While a person is being chosen for "How are we related?", what to do now, where the tree is: which
// step it is, tap that person in the drawing or find them with the search, and a way out. Once both
// are chosen it shows the answer there too, beside the drawn path, until closed.
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import TouchAppIcon from '@mui/icons-material/TouchApp';
import { useI18n } from '../../../ui/i18n/I18nProvider.tsx';
import { keyboardOnly } from './keyboardOnly.ts';
import type { Slot } from './RelationPanel.tsx';

export interface RelationGuideProps {
  /** The person being chosen now; null once both are there. */
  choosing: Slot | null;
  /** The first person is the signed-in member: while the second is chosen, one person to choose, no steps. */
  firstIsYou: boolean;
  /** The other person is already chosen: this is the second of two steps. */
  otherChosen: boolean;
  /** The relation found, shown when no one is being chosen. */
  result: ReactNode;
  onCancel: () => void;
  onClose: () => void;
}

export function RelationGuide({ choosing, firstIsYou, otherChosen, result, onCancel, onClose }: RelationGuideProps) {
  const { t } = useI18n();
  const toYou = firstIsYou && choosing === 'second';
  const what = toYou ? 'toYou' : choosing;
  return (
    <Alert
      severity="info"
      icon={<TouchAppIcon />}
      data-testid="tree-kin-guide"
      role="none"
      // Kept in sight while the page scrolls to the drawing or the search.
      sx={{ position: 'sticky', top: 8, zIndex: 2, mb: 1, boxShadow: 2 }}
    >
      {/* The steps are read out as they change; the answer is read out by the panel under the drawing. */}
      <Box component="span" role={choosing ? 'status' : undefined} sx={{ display: 'block' }}>
        <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
          {t('tree.kin.title')}
          {choosing && !toYou && (
            <Box component="span" sx={{ whiteSpace: 'nowrap', fontWeight: 400, marginInlineStart: 1 }}>
              {t('tree.kin.guide.step', { step: otherChosen ? 2 : 1, steps: 2 })}
            </Box>
          )}
        </Typography>
        {choosing ? (
          <>
            <Box component="span" sx={{ display: 'block' }}>
              {t(`tree.kin.guide.${what}`)}
            </Box>
            <Box component="span" sx={{ ...keyboardOnly, mt: 0.5 }}>
              {t('tree.kin.guide.keys')}
            </Box>
          </>
        ) : (
          <Box component="span" sx={{ display: 'block' }}>
            {result}
          </Box>
        )}
      </Box>
      {/* Under the words rather than beside them: on a phone, beside them squeezes both. */}
      <Button variant="outlined" color="inherit" size="small" onClick={choosing ? onCancel : onClose} sx={{ mt: 1, minHeight: 40 }}>
        {t(choosing ? 'tree.kin.cancel' : 'tree.kin.close')}
      </Button>
    </Alert>
  );
}
