// Every photo of the album as a small square, to jump to one without swiping through the others.
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import type { Image } from './galleryApi.ts';
import { Thumbnail } from './Thumbnail.tsx';

export function ThumbnailGrid({
  images,
  current,
  onChoose,
}: {
  images: readonly Image[];
  current: number;
  onChoose: (index: number) => void;
}) {
  const t = useTranslate();
  return (
    <Box
      component="ul"
      aria-label={t('gallery.thumbnails')}
      sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(72px, 1fr))' }}
    >
      {images.map((image, index) => (
        <li key={image.id}>
          <ButtonBase
            onClick={() => onChoose(index)}
            aria-label={t('gallery.show', { index: index + 1, name: image.name })}
            aria-current={index === current ? 'true' : undefined}
            sx={{
              display: 'block',
              width: '100%',
              aspectRatio: '1',
              borderRadius: 1,
              overflow: 'hidden',
              // The photo's dominant colour holds its place until it arrives.
              bgcolor: image.color ?? 'grey.200',
              outline: index === current ? 3 : 0,
              outlineColor: 'primary.main',
              outlineOffset: 2,
            }}
          >
            {/* After the slider's photo: on a phone's few connections, forty thumbnails would queue before it. */}
            <Thumbnail link={image.imageLink} later />
          </ButtonBase>
        </li>
      ))}
    </Box>
  );
}
