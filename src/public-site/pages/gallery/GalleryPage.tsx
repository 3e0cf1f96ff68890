// The family gallery (spec section 2, BISH and up): a button per album, the chosen album's photos in a
// looping slider, and a family member's "Add photos" to it. The chosen album is in the address (?album=id), so a reload or a shared link
// opens the same one.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { PageSection } from '../../PageSection.tsx';
import { RecordState } from '../family/RecordState.tsx';
import { useLoaded } from '../family/useLoaded.ts';
import { AddPhotos } from './AddPhotos.tsx';
import { AlbumSlider } from './AlbumSlider.tsx';
import { getAlbumImages, getAlbums, type Album } from './galleryApi.ts';
import { withGalleryTexts } from './galleryTexts.ts';
import { useChosenAlbum } from './useChosenAlbum.ts';
import { UserText } from '../../../ui/UserText.tsx';

/** `version` moves on when photos were added to the album, to show them. */
function AlbumPhotos({ album, version }: { album: Album; version: number }) {
  const images = useLoaded((signal) => getAlbumImages(album.id, signal), `${album.id}:${version}`);
  return <RecordState loaded={images}>{(list) => <AlbumSlider key={album.id} album={album} images={list} />}</RecordState>;
}

function Gallery() {
  const t = useTranslate();
  const [chosenId, choose] = useChosenAlbum();
  const albums = useLoaded(getAlbums, 'albums');
  const [added, setAdded] = useState(0);
  return (
    <PageSection titleKey="portal.screens.Gallery" title={t('portal.screens.Gallery')}>
      <RecordState loaded={albums}>
        {(list) => {
          if (list.length === 0) return <Alert severity="info">{t('gallery.noAlbums')}</Alert>;
          const chosen = list.find((a) => String(a.id) === chosenId) ?? list[0];
          return (
            <>
              <Box role="group" aria-label={t('gallery.albums')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
                {list.map((album) => (
                  <Button
                    key={album.id}
                    variant={album.id === chosen.id ? 'contained' : 'outlined'}
                    aria-pressed={album.id === chosen.id}
                    onClick={() => choose(album.id)}
                    sx={{ textTransform: 'none' }}
                  >
                    <UserText text={album.name} />
                  </Button>
                ))}
              </Box>
              <Box sx={{ mb: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <Box sx={{ flex: '1 1 12rem', color: 'text.secondary', overflowWrap: 'anywhere' }}>
                  <UserText text={chosen.description} />
                </Box>
                <AddPhotos albums={list} album={chosen} onAdded={() => setAdded((n) => n + 1)} />
              </Box>
              <AlbumPhotos key={chosen.id} album={chosen} version={added} />
            </>
          );
        }}
      </RecordState>
    </PageSection>
  );
}

export const GalleryPage = withGalleryTexts(Gallery);
