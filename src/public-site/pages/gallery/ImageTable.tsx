// The management page's image table: the shown album's images, each with its thumbnail and a delete
// action.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { pictureAt } from '../../../providers/familyApi.ts';
import { NameAndDescription } from './NameAndDescription.tsx';
import { useTranslate } from '../../i18n/I18nProvider.tsx';
import type { Image } from './galleryApi.ts';

export function ImageTable({ images, label, onDelete }: { images: readonly Image[]; label: string; onDelete: (image: Image) => void }) {
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
                  sx={{ display: 'block', borderRadius: 1, bgcolor: 'grey.200' }}
                />
              )}
            </TableCell>
            <TableCell>
              <NameAndDescription name={image.name} description={image.description} />
            </TableCell>
            <TableCell>
              <Button
                size="small"
                color="error"
                variant="outlined"
                aria-label={`${t('gallery.manage.delete')}: ${image.name}`}
                onClick={() => onDelete(image)}
              >
                {t('gallery.manage.delete')}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
