// A photo's square thumbnail filling its tile, loaded when it comes into sight; nothing for a photo without
// a file (the tile's colour stands for it).
import Box from '@mui/material/Box';
import { pictureAt } from '../../../providers/pictureLinks.ts';

/** `later`: after the page's main photo, which a phone's few connections would otherwise queue behind it. */
export function Thumbnail({ link, later = false }: { link: string | null | undefined; later?: boolean }) {
  if (!link) return null;
  return (
    <Box
      component="img"
      src={pictureAt(link, 'thumb')}
      alt=""
      loading="lazy"
      fetchPriority={later ? 'low' : undefined}
      sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
    />
  );
}
