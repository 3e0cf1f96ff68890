// Saving the part of the tree on screen: a PNG picture and an SVG drawing (sharp at any size, for
// print), with what each one holds.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import PolylineOutlinedIcon from '@mui/icons-material/PolylineOutlined';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';

export function TreeExport({ onPng, onSvg, capped }: { onPng: () => void; onSvg: () => void; capped: boolean }) {
  const t = useTranslate();
  return (
    <Box
      component="section"
      aria-label={t('tree.export.title')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}
    >
      <Button variant="outlined" startIcon={<ImageOutlinedIcon />} onClick={onPng}>
        {t('tree.export.png')}
      </Button>
      <Button variant="outlined" startIcon={<PolylineOutlinedIcon />} onClick={onSvg}>
        {t('tree.export.svg')}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 16rem' }}>
        {t(capped ? 'tree.export.capped' : 'tree.export.note')}
      </Typography>
    </Box>
  );
}
