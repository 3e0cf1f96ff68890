// A record's name over its description in one table cell: on a phone a separate description column
// leaves each too narrow to read.
import Typography from '@mui/material/Typography';
import { UserText } from '../../../ui/UserText.tsx';

export function NameAndDescription({ name, description }: { name: string; description: string }) {
  return (
    <>
      <Typography sx={{ fontWeight: 'bold', overflowWrap: 'break-word' }}>
        <UserText text={name} />
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'break-word' }}>
        <UserText text={description} />
      </Typography>
    </>
  );
}
