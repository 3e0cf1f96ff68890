// A labelled button of the account pages. react-admin's own Button keeps only its icon on phones, and
// these buttons have no icon: a family admin on a phone must still read what each one does.
import type { MouseEvent } from 'react';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';

interface ActionButtonProps {
  label: string;
  onClick: (event: MouseEvent) => void;
  disabled?: boolean;
  color?: 'primary' | 'error';
  variant?: 'text' | 'outlined' | 'contained';
}

export function ActionButton({ label, onClick, disabled, color = 'primary', variant = 'outlined' }: ActionButtonProps) {
  const translate = useTranslate();
  return (
    <Button size="small" color={color} variant={variant} onClick={onClick} disabled={disabled} sx={{ whiteSpace: 'nowrap' }}>
      {translate(label)}
    </Button>
  );
}
