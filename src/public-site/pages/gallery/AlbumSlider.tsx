// The chosen album's photos in a slider that loops at both ends (after the last comes the first),
// moved by swipe, the arrow keys or its buttons; the photo's name and description under it; a grid of
// thumbnails to jump. The full-screen view zooms, captions the photo with its name and description,
// says where it is in the album ("2 of 3") and downloads the photo at its full size. Under the photo, who is in it. The slider reads the page's direction: in
// Arabic and Hebrew the next photo comes from the left and the arrows point that way.
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import Lightbox from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Download from 'yet-another-react-lightbox/plugins/download';
import Inline from 'yet-another-react-lightbox/plugins/inline';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import { useI18n } from '../../../ui/i18n/I18nProvider.tsx';
import type { Album, Image } from './galleryApi.ts';
import { lightboxLabels } from './lightboxLabels.ts';
import { pictureAt } from '../../../providers/pictureLinks.ts';
import { saveFullPhoto, slideOf } from './photoSources.ts';
import { ThumbnailGrid } from './ThumbnailGrid.tsx';
import { UserText } from '../../../ui/UserText.tsx';
import { FaceBoxes } from '../photo-people/FaceBoxes.tsx';
import { PhotoPeopleList } from '../photo-people/PhotoPeopleList.tsx';
import { usePhotoPeople } from '../photo-people/usePhotoPeople.ts';

// While a photo loads, its place shows its dominant colour instead of black.
const LOADING_BACKGROUND = '#222';

export function AlbumSlider({ album, images }: { album: Album; images: readonly Image[] }) {
  const { t, lang } = useI18n();
  // The album opens at the photo the address names (a person's photo, ?photo=id), else at its cover.
  const opened = Number(new URLSearchParams(useLocation().search).get('photo')) || album.coverImageId;
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      images.findIndex((image) => image.id === opened),
    ),
  );
  const people = usePhotoPeople((images[index] ?? images[0])?.id);
  const [fullScreen, setFullScreen] = useState(false);
  const slides = useMemo(() => images.map(slideOf), [images]);
  // The caption at the foot of the full-screen photo: the top holds the position and the buttons.
  const captioned = useMemo(
    () =>
      images.map((image, i) => ({
        ...slides[i],
        description: (
          <Box component="span" sx={{ display: 'block' }}>
            <Box component="strong" sx={{ display: 'block' }}>
              <UserText text={image.name} />
            </Box>
            <UserText text={image.description} />
          </Box>
        ),
      })),
    [images, slides],
  );
  const labels = lightboxLabels(t, lang, album.name);
  if (images.length === 0) return <Alert severity="info">{t('gallery.emptyAlbum')}</Alert>;
  const current = images[index] ?? images[0];
  const position = t('gallery.position', { index: index + 1, count: images.length });
  const shared = {
    slides,
    index,
    labels,
    carousel: { finite: false },
    on: { view: ({ index: shownIndex }: { index: number }) => setIndex(shownIndex) },
  };
  return (
    <>
      <Lightbox
        {...shared}
        plugins={[Inline]}
        // Only the photos next to the shown one are fetched ahead, not the whole album.
        carousel={{ finite: false, padding: 0, spacing: 0, imageFit: 'contain', preload: 1, imageProps: { fetchPriority: 'high' } }}
        on={{ ...shared.on, click: () => setFullScreen(true) }}
        // A fixed frame: the page below does not move when the photo arrives.
        inline={{ style: { width: '100%', aspectRatio: '4 / 3', maxHeight: '70vh', borderRadius: 8, overflow: 'hidden' } }}
        styles={{ container: { backgroundColor: current.color ?? LOADING_BACKGROUND, transition: 'background-color 0.3s' } }}
        render={{
          slideFooter: ({ slide }) =>
            slide === slides[index] && current.width && current.height ? (
              <FaceBoxes people={people.boxed} width={current.width} height={current.height} />
            ) : null,
        }}
      />
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mt: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem', overflowWrap: 'anywhere' }}>
            <UserText text={current.name} />
          </Typography>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            <UserText text={current.description} />
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {position}
          </Typography>
        </Box>
        <Button variant="outlined" startIcon={<FullscreenIcon />} onClick={() => setFullScreen(true)} sx={{ flexShrink: 0 }}>
          {t('gallery.fullScreen')}
        </Button>
      </Box>
      <PhotoPeopleList
        state={people}
        photo={
          current.imageLink && current.width && current.height
            ? // A narrower copy is stored only for a photo wider than it.
              { src: pictureAt(current.imageLink, current.width > 1280 ? 'w1280' : 'full'), width: current.width, height: current.height }
            : undefined
        }
      />
      <Lightbox
        {...shared}
        slides={captioned}
        open={fullScreen}
        close={() => setFullScreen(false)}
        plugins={[Zoom, Captions, Download]}
        zoom={{ maxZoomPixelRatio: 3 }}
        captions={{ descriptionTextAlign: 'start', descriptionMaxLines: 4 }}
        download={{ download: (props) => void saveFullPhoto(props) }}
        render={{
          // The counter plugin's place and look, in the reader's words and digits, and heard by a screen reader.
          controls: () => (
            <div className="yarl__counter" role="status">
              {position}
            </div>
          ),
        }}
      />
      <ThumbnailGrid images={images} current={index} onChoose={setIndex} />
    </>
  );
}
