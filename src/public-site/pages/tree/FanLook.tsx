// The fan chart on the page, and printed: "Print" prints the fan alone, filling one landscape page. The
// printed copy is a second drawing placed beside the page's root and shown only in print, so the page's own
// layout (its bars, the toggle, the scroll) never reaches the paper and cannot spill onto a second sheet.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import type { Ancestor } from '../../../../common/generated/api.ts';
import { useI18n } from '../../../ui/i18n/I18nProvider.tsx';
import { FanChart } from './FanChart.tsx';
import { markFirstFrame } from './firstFrame.ts';

const PRINTED = 'fan-chart-printed';

const printStyles = {
  [`.${PRINTED}`]: { display: 'none' },
  '@media print': {
    [`body > :not(.${PRINTED})`]: { display: 'none !important' },
    [`.${PRINTED}`]: { display: 'flex', flexDirection: 'column', alignItems: 'center', height: '100vh', breakInside: 'avoid' },
    [`.${PRINTED} svg`]: { flex: 1, minHeight: 0, width: '100%' },
  },
  '@page': { size: 'landscape', margin: '1cm' },
} as const;

export function FanLook({ ancestors, onCentre, label }: { ancestors: readonly Ancestor[]; onCentre: (id: number) => void; label: string }) {
  const { t, dir } = useI18n();
  const mirrored = dir === 'rtl';
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(markFirstFrame, []);
  // On a phone the fan is wider than the screen: it opens on the person in the middle, both lines beside.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box) box.scrollLeft = ((mirrored ? -1 : 1) * (box.scrollWidth - box.clientWidth)) / 2;
  }, [mirrored]);
  return (
    <>
      <GlobalStyles styles={printStyles} />
      <Box>
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()} sx={{ minHeight: 44 }}>
          {t('tree.pedigree.print')}
        </Button>
      </Box>
      {/* Wider than a phone is tall: the fan keeps a readable size and scrolls sideways. */}
      <Box ref={scroller} sx={{ overflowX: 'auto' }}>
        <Box sx={{ minWidth: 640, maxWidth: 1100, mx: 'auto' }}>
          <FanChart ancestors={ancestors} mirrored={mirrored} onCentre={onCentre} label={label} />
        </Box>
      </Box>
      {createPortal(
        <div className={PRINTED} dir={dir} aria-hidden>
          <Typography variant="h5" component="p">
            {label}
          </Typography>
          <FanChart ancestors={ancestors} mirrored={mirrored} label={label} />
        </div>,
        document.body,
      )}
    </>
  );
}
