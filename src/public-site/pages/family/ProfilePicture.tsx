// A member's picture from its signed link, else the default silhouette; square, so lists line up.
import Avatar from '@mui/material/Avatar';
import PersonIcon from '@mui/icons-material/Person';
import { pictureAt } from '../../../providers/pictureLinks.ts';

export function ProfilePicture({ link, alt, size, thumb }: { link?: string | null; alt: string; size: number; thumb?: boolean }) {
  return (
    <Avatar
      variant="rounded"
      src={link ? pictureAt(link, thumb ? 'thumb' : 'full') : undefined}
      alt={link ? alt : undefined}
      sx={{ width: size, height: size, bgcolor: 'grey.300', color: 'grey.700' }}
    >
      <PersonIcon sx={{ fontSize: size * 0.7 }} aria-hidden />
    </Avatar>
  );
}
