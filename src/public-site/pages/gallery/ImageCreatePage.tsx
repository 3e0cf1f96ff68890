// Image create (spec section 2, MODERATOR and up): image name, description, album and the photos,
// and a back button; success says 'Uploaded Successfully !'.
import Alert from '@mui/material/Alert';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { PageSection } from '../../PageSection.tsx';
import { RecordState } from '../family/RecordState.tsx';
import { useLoaded } from '../family/useLoaded.ts';
import { getAlbums } from './galleryApi.ts';
import { withGalleryTexts } from './galleryTexts.ts';
import { ImageUploadForm } from './ImageUploadForm.tsx';

function ImageCreate() {
  const t = useTranslate();
  const albums = useLoaded(getAlbums, 'albums');
  return (
    <PageSection titleKey="portal.screens.ImageCreate" title={t('portal.screens.ImageCreate')} narrow>
      <RecordState loaded={albums}>
        {(list) => (
          <>
            {list.length === 0 && (
              <Alert severity="info" sx={{ mb: 1 }}>
                {t('gallery.noAlbums')}
              </Alert>
            )}
            <ImageUploadForm albums={list} backTo="/family-gallery" />
          </>
        )}
      </RecordState>
    </PageSection>
  );
}

export const ImageCreatePage = withGalleryTexts(ImageCreate);
