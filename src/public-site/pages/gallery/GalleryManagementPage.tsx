// Gallery management (spec section 2, MODERATOR and up): the album table with show-images and delete,
// the shown album's image table with delete, a create-album form and an upload-image form. Deleting
// an album says first how many images go with it.
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { errorText } from '../../../ui/errors.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { PageSection } from '../../PageSection.tsx';
import { useConfirm } from '../family/ConfirmDialog.tsx';
import { useMessage } from '../family/MessageDialog.tsx';
import { RecordState } from '../family/RecordState.tsx';
import { useLoaded } from '../family/useLoaded.ts';
import { AlbumCreateForm } from './AlbumCreateForm.tsx';
import { AlbumTable } from './AlbumTable.tsx';
import { deleteAlbum, deleteImage, getAlbumImages, getAlbums, setAlbumCover, type Album, type Image } from './galleryApi.ts';
import { withGalleryTexts } from './galleryTexts.ts';
import { useChosenAlbum } from './useChosenAlbum.ts';
import { ImageTable } from './ImageTable.tsx';
import { ImageUploadForm } from './ImageUploadForm.tsx';
import { isolate } from '../../../../common/model/bidi.ts';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 4 }}>
      <Typography variant="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function GalleryManagement() {
  const t = useTranslate();
  const [chosenId, choose] = useChosenAlbum();
  const albums = useLoaded(getAlbums, 'albums');
  const shown = albums.data?.find((a) => String(a.id) === chosenId);
  const images = useLoaded((signal) => (shown ? getAlbumImages(shown.id, signal) : Promise.resolve([])), String(shown?.id));
  const { confirm, dialog: confirmDialog } = useConfirm();
  const { show, dialog: messageDialog } = useMessage();
  const showAlbum = (album: Album) => choose(album.id);

  // Spec section 8: a failed delete says why, then the tables are read again.
  const removeAlbum = async (album: Album) => {
    try {
      const count = (await getAlbumImages(album.id)).length;
      const goToo = count === 0 ? t('gallery.manage.albumEmpty') : t('gallery.manage.imagesGoToo', { smart_count: count });
      if (!(await confirm(`${t('gallery.manage.confirmDeleteAlbum', { name: isolate(album.name) })} ${goToo}`))) return;
      await deleteAlbum(album.id);
      show(t('gallery.manage.albumDeleted'));
    } catch (error) {
      show(errorText(error, t));
    }
    albums.reload();
  };
  const removeImage = async (image: Image) => {
    if (!(await confirm(t('gallery.manage.confirmDeleteImage', { name: isolate(image.name) })))) return;
    try {
      await deleteImage(image.id);
    } catch (error) {
      show(errorText(error, t));
    }
    images.reload();
  };

  const makeCover = async (image: Image) => {
    if (!shown) return;
    try {
      await setAlbumCover(shown.id, image.id);
    } catch (error) {
      show(errorText(error, t));
    }
    albums.reload();
  };

  return (
    <PageSection titleKey="portal.screens.GalleryManagement" title={t('portal.screens.GalleryManagement')}>
      <RecordState loaded={albums}>
        {(list) => (
          <>
            <Part title={t('gallery.manage.albums')}>
              {list.length === 0 ? (
                <Alert severity="info">{t('gallery.noAlbums')}</Alert>
              ) : (
                <AlbumTable albums={list} shown={shown?.id} onShow={showAlbum} onDelete={(a) => void removeAlbum(a)} />
              )}
            </Part>
            <Part title={shown ? t('gallery.manage.imagesOf', { album: isolate(shown.name) }) : t('gallery.manage.images')}>
              {shown ? (
                <RecordState loaded={images}>
                  {(rows) =>
                    rows.length === 0 ? (
                      <Alert severity="info">{t('gallery.emptyAlbum')}</Alert>
                    ) : (
                      <ImageTable
                        images={rows}
                        label={t('gallery.manage.imagesOf', { album: isolate(shown.name) })}
                        coverId={shown.coverImageId}
                        onMakeCover={(i) => void makeCover(i)}
                        onDelete={(i) => void removeImage(i)}
                      />
                    )
                  }
                </RecordState>
              ) : (
                <Typography color="text.secondary">{t('gallery.manage.pickAlbum')}</Typography>
              )}
            </Part>
            <Part title={t('gallery.manage.createAlbum')}>
              <AlbumCreateForm
                onCreated={() => {
                  albums.reload();
                }}
              />
            </Part>
            <Part title={t('gallery.manage.uploadImages')}>
              <ImageUploadForm albums={list} album={shown?.name} onUploaded={images.reload} />
            </Part>
          </>
        )}
      </RecordState>
      {confirmDialog}
      {messageDialog}
    </PageSection>
  );
}

export const GalleryManagementPage = withGalleryTexts(GalleryManagement);
