// A member named with their father's name, linking to their page.
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';

export function PersonLink({ id, name, fatherName }: { id: number; name: string; fatherName: string | null }) {
  return (
    <Link component={RouterLink} to={`/family-members/${id}`}>
      {[name, fatherName].filter((part) => part && part.trim() !== '').join(' ')}
    </Link>
  );
}
