// Zoom in, zoom out and fit the whole family: for a mouse without a wheel, and for those who do not
// pinch; and fold or unfold the focused member's branch. A row at the canvas's top end corner, so they
// mirror with the page and stay above the tree's second generation, clear of the tree drawn from the top.
import Paper from '@mui/material/Paper';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import FitScreenIcon from '@mui/icons-material/FitScreen';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import type { ReactNode } from 'react';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { isolate } from './personLabel.ts';

function Control({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={onClick} size="large">
        {children}
      </IconButton>
    </Tooltip>
  );
}

export interface TreeControlsProps {
  onZoomIn: () => void;
  onZoomOut: () => void;
  onFit: () => void;
  /** The focused member's branch, when it has one to fold or unfold. */
  fold?: { folded: boolean; name: string; onToggle: () => void };
}

export function TreeControls({ onZoomIn, onZoomOut, onFit, fold }: TreeControlsProps) {
  const t = useTranslate();
  return (
    <Paper
      elevation={2}
      sx={{
        position: { xs: 'static', tablet: 'absolute' },
        top: 8,
        insetInlineEnd: 8,
        zIndex: 1,
        display: 'flex',
        flexDirection: 'row',
        justifyContent: 'flex-end',
        width: 'fit-content',
        mb: { xs: 1, tablet: 0 },
        marginInlineStart: 'auto',
      }}
    >
      <Control label={t('tree.zoomIn')} onClick={onZoomIn}>
        <AddIcon />
      </Control>
      <Control label={t('tree.zoomOut')} onClick={onZoomOut}>
        <RemoveIcon />
      </Control>
      <Control label={t('tree.fit')} onClick={onFit}>
        <FitScreenIcon />
      </Control>
      {fold && (
        <Control label={t(fold.folded ? 'tree.fold.unfold' : 'tree.fold.fold', { name: isolate(fold.name) })} onClick={fold.onToggle}>
          {fold.folded ? <UnfoldMoreIcon /> : <UnfoldLessIcon />}
        </Control>
      )}
    </Paper>
  );
}
