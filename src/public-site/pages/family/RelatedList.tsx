// A member's partners or children on the edit page: each a link to its record and a delete button
// that asks first.
import { Link as RouterLink } from 'react-router';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { errorText } from '../../../ui/errors.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { useConfirm } from './ConfirmDialog.tsx';
import { useMessage } from './MessageDialog.tsx';
import { UserText } from '../../../ui/UserText.tsx';

export interface RelatedListProps<T extends { id: number }> {
  title: string;
  items: readonly T[];
  nameOf: (item: T) => string;
  linkOf: (item: T) => string;
  confirmText: string;
  remove: (item: T) => Promise<void>;
  onRemoved: () => void;
}

export function RelatedList<T extends { id: number }>({
  title,
  items,
  nameOf,
  linkOf,
  confirmText,
  remove,
  onRemoved,
}: RelatedListProps<T>) {
  const t = useTranslate();
  const { confirm, dialog: confirmDialog } = useConfirm();
  const { show, dialog: messageDialog } = useMessage();
  const ask = async (item: T) => {
    if (!(await confirm(confirmText, nameOf(item)))) return;
    try {
      await remove(item);
      onRemoved();
    } catch (error) {
      show(errorText(error, t));
    }
  };
  return (
    <section aria-label={title}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mt: 3, mb: 1 }}>
        {title}
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary">{t('family.common.none')}</Typography>
      ) : (
        <List dense disablePadding>
          {items.map((item) => (
            <ListItem
              key={item.id}
              disablePadding
              divider
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`${t('family.list.delete')} ${nameOf(item)}`}
                  onClick={() => void ask(item)}
                  sx={{ p: 1.5 }}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemButton component={RouterLink} to={linkOf(item)} sx={{ minHeight: 48 }}>
                <ListItemText primary={<UserText text={nameOf(item)} />} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      {confirmDialog}
      {messageDialog}
    </section>
  );
}
