// A record's name over its description in one table cell: on a phone a separate description column
// leaves each too narrow to read.
import Typography from '@mui/material/Typography';

export function NameAndDescription({ name, description }: { name: string; description: string }) {
  return (
    <>
      <Typography dir="auto" sx={{ fontWeight: 'bold', overflowWrap: 'break-word' }}>
        {name}
      </Typography>
      <Typography dir="auto" variant="body2" color="text.secondary" sx={{ overflowWrap: 'break-word' }}>
        {description}
      </Typography>
    </>
  );
}
