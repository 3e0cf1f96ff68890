// How many wait (permission requests, suggestions) beside the name of the screen that lists them (the menu
// entry, the board's card): nothing when none waits. Its accessible text says what the number counts.
import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';

export function WaitingCount({ count }: { count: number | undefined }) {
  const translate = useTranslate();
  if (!count) return null;
  return (
    <Chip
      component="span"
      size="small"
      color="error"
      label={translate('admin.waiting', { smart_count: count, count })}
      sx={{ ml: 1, height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
    />
  );
}
