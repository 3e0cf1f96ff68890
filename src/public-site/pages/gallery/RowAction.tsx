// An action button of a management table's row, named for screen readers with the row's record
// ("Delete: Weddings"), since every row shows the same word. `pressed` marks a choice the row holds.
import Button from '@mui/material/Button';

export interface RowActionProps {
  label: string;
  record: string;
  onClick: () => void;
  pressed?: boolean;
  danger?: boolean;
}

export function RowAction({ label, record, onClick, pressed, danger }: RowActionProps) {
  return (
    <Button
      size="small"
      color={danger ? 'error' : 'primary'}
      variant={pressed ? 'contained' : 'outlined'}
      aria-pressed={pressed}
      aria-label={`${label}: ${record}`}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}
