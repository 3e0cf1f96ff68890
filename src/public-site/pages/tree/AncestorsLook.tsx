// The tree page's two looks at a person's ancestors (`?view=ancestors`, `?view=fan`): the pedigree and the
// fan chart of the same answer. A tap on an ancestor centres the look on them, in an address of its own.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useI18n } from '../../../ui/i18n/I18nProvider.tsx';
import { PageLoading } from '../../../ui/PageLoading.tsx';
import { useLoaded } from '../family/useLoaded.ts';
import { FanLook } from './FanLook.tsx';
import { PedigreeView } from './PedigreeView.tsx';
import { TreeFailure } from './TreeFailure.tsx';
import { arrivedAncestors, getAncestors } from './treeApi.ts';

export function AncestorsLook({
  look,
  centreId,
  onCentre,
}: {
  look: 'ancestors' | 'fan';
  centreId: number;
  onCentre: (id: number) => void;
}) {
  const { t } = useI18n();
  const answer = useLoaded(
    () => getAncestors(centreId),
    String(centreId),
    () => arrivedAncestors(centreId),
  );
  if (answer.error !== undefined) return <TreeFailure error={answer.error} />;
  if (!answer.data) return <PageLoading />;
  const { ancestors } = answer.data;
  const label = t('tree.pedigree.of', { name: ancestors[0]!.name });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        {label}
      </Typography>
      <Typography color="text.secondary">{t(ancestors.length > 1 ? 'tree.pedigree.hint' : 'tree.pedigree.none')}</Typography>
      {look === 'ancestors' ? (
        <PedigreeView ancestors={ancestors} onCentre={onCentre} label={label} />
      ) : (
        <FanLook ancestors={ancestors} onCentre={onCentre} label={label} />
      )}
    </Box>
  );
}
