// What an account list shows when it has nothing in it.
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

export function EmptyList({ message }: { message: string }) {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 3 }} color="text.secondary" role="status">
      {translate(message)}
    </Typography>
  );
}
