// The management page's image table: the shown album's images, each with its thumbnail and a delete
// action.
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { pictureAt } from '../../../providers/pictureLinks.ts';
import { NameAndDescription } from './NameAndDescription.tsx';
import { RowAction } from './RowAction.tsx';
import { ButtonRow } from '../../ButtonRow.tsx';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import type { Image } from './galleryApi.ts';

export interface ImageTableProps {
  images: readonly Image[];
  label: string;
  coverId: number | null;
  onMakeCover: (image: Image) => void;
  onDelete: (image: Image) => void;
}

export function ImageTable({ images, label, coverId, onMakeCover, onDelete }: ImageTableProps) {
  const t = useTranslate();
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>{t('resources.images.fields.imageLink')}</TableCell>
          <TableCell>{t('resources.images.fields.name')}</TableCell>
          <TableCell>{t('gallery.manage.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {images.map((image) => (
          <TableRow key={image.id}>
            <TableCell sx={{ width: 64 }}>
              {image.imageLink && (
                <Box
                  component="img"
                  src={pictureAt(image.imageLink, 'thumb')}
                  alt=""
                  loading="lazy"
                  width={56}
                  height={56}
                  sx={{ display: 'block', borderRadius: 1, bgcolor: image.color ?? 'grey.200' }}
                />
              )}
            </TableCell>
            <TableCell>
              <NameAndDescription name={image.name} description={image.description} />
            </TableCell>
            <TableCell>
              <ButtonRow>
                <RowAction
                  label={t(image.id === coverId ? 'gallery.manage.isCover' : 'gallery.manage.makeCover')}
                  record={image.name}
                  pressed={image.id === coverId}
                  onClick={() => onMakeCover(image)}
                />
                <RowAction label={t('gallery.manage.delete')} record={image.name} danger onClick={() => onDelete(image)} />
              </ButtonRow>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
