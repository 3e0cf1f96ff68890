// "Photos of X" on a person's page: the photos they are named in, newest first, each a thumbnail that
// opens the photo in its album of the gallery.
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { getAlbums } from '../gallery/galleryApi.ts';
import { Thumbnail } from '../gallery/Thumbnail.tsx';
import { getMemberPhotos } from '../../../providers/photoPeopleApi.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { useLoaded } from '../family/useLoaded.ts';
import { galleryPhotoAddress } from '../../../../common/model/galleryAddress.ts';

export function MemberPhotos({ memberId, name }: { memberId: string; name: string }) {
  const t = useTranslate();
  // An image names its album by name; the gallery opens an album by its id.
  const photos = useLoaded(async (signal) => {
    const images = await getMemberPhotos(memberId, signal);
    const albums = images.length > 0 ? await getAlbums(signal) : [];
    return images.map((image) => ({ image, albumId: albums.find((a) => a.name === image.album)?.id }));
  }, memberId);
  if (!photos.data?.length) return null;
  return (
    <Box component="section" aria-labelledby="member-photos" sx={{ mt: 3 }}>
      <Typography id="member-photos" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('photoPeople.photosOf', { name })}
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))' }}
      >
        {photos.data.map(({ image, albumId }) => (
          <li key={image.id}>
            <ButtonBase
              component={RouterLink}
              to={galleryPhotoAddress(albumId, Number(image.id))}
              aria-label={t('photoPeople.openPhoto', { name: image.name })}
              sx={{
                display: 'block',
                width: '100%',
                aspectRatio: '1',
                borderRadius: 1,
                overflow: 'hidden',
                bgcolor: image.color ?? 'grey.200',
              }}
            >
              <Thumbnail link={image.imageLink} />
            </ButtonBase>
          </li>
        ))}
      </Box>
    </Box>
  );
}
