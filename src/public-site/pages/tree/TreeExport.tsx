// Saving the tree: the part on screen as a PNG picture and as an SVG drawing (sharp at any size), the
// whole tree as shown as an SVG poster of cards, and a poster to print as a PDF; with what each one holds.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import PolylineOutlinedIcon from '@mui/icons-material/PolylineOutlined';
import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';

interface TreeExportProps {
  onPng: () => void;
  onSvg: () => void;
  onWhole: () => void;
  onPdf: () => void;
  /** The screen is too large for a full-size PNG. */
  capped: boolean;
}

export function TreeExport({ onPng, onSvg, onWhole, onPdf, capped }: TreeExportProps) {
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
      <Button variant="outlined" startIcon={<AccountTreeOutlinedIcon />} onClick={onWhole}>
        {t('tree.export.whole')}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 16rem' }}>
        {t('tree.export.wholeNote')}
      </Typography>
      <Button variant="outlined" startIcon={<PictureAsPdfOutlinedIcon />} onClick={onPdf}>
        {t('tree.export.pdf')}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 16rem' }}>
        {t('tree.export.pdfNote')}
      </Typography>
    </Box>
  );
}
