// How far a file's upload has gone (0 to 1): a bar with its own name for screen readers.
import LinearProgress from '@mui/material/LinearProgress';

export function UploadProgress({ fraction, label, mt = 2 }: { fraction: number; label: string; mt?: number }) {
  return (
    <LinearProgress variant="determinate" value={Math.round(fraction * 100)} aria-label={label} sx={{ mt, height: 8, borderRadius: 4 }} />
  );
}
