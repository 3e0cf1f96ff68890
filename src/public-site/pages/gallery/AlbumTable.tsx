// The management page's album table: each album with its description, a show-images action and a
// delete action.
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { NameAndDescription } from './NameAndDescription.tsx';
import { RowAction } from './RowAction.tsx';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { ButtonRow } from '../../ButtonRow.tsx';
import type { Album } from './galleryApi.ts';

export interface AlbumTableProps {
  albums: readonly Album[];
  shown: number | undefined;
  onShow: (album: Album) => void;
  onDelete: (album: Album) => void;
}

export function AlbumTable({ albums, shown, onShow, onDelete }: AlbumTableProps) {
  const t = useTranslate();
  return (
    <Table size="small" aria-label={t('gallery.manage.albums')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('resources.albums.fields.name')}</TableCell>
          <TableCell>{t('gallery.manage.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {albums.map((album) => (
          <TableRow key={album.id} selected={album.id === shown}>
            <TableCell>
              <NameAndDescription name={album.name} description={album.description} />
            </TableCell>
            <TableCell>
              <ButtonRow>
                <RowAction
                  label={t('gallery.manage.showImages')}
                  record={album.name}
                  pressed={album.id === shown}
                  onClick={() => onShow(album)}
                />
                <RowAction label={t('gallery.manage.delete')} record={album.name} danger onClick={() => onDelete(album)} />
              </ButtonRow>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
