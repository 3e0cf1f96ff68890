// A member's picture from its signed link, else the default silhouette (also when the picture cannot be
// loaded); square, so lists line up. Plain elements: a page of cards draws dozens of them at its first render.
import { useState } from 'react';
import { pictureAt } from '../../../providers/pictureLinks.ts';
import classes from './ProfilePicture.module.css';

export function ProfilePicture({ link, alt, size, thumb }: { link?: string | null; alt: string; size: number; thumb?: boolean }) {
  const [failed, setFailed] = useState<string | null>(null);
  const dimensions = { width: size, height: size };
  if (!link || failed === link) return <span className={`${classes.picture} ${classes.silhouette}`} style={dimensions} />;
  return (
    <img
      className={classes.picture}
      style={dimensions}
      src={pictureAt(link, thumb ? 'thumb' : 'full')}
      alt={alt}
      onError={() => setFailed(link)}
    />
  );
}
