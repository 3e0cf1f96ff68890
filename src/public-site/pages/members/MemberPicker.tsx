// The rows to choose a member from: picture, name with father and grandfather (two cousins called
// Muhammad told apart), the family name; more rows on request rather than all at once.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Member } from '../../../providers/familyApi.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { rowName } from '../family/nameChain.ts';
import { ProfilePicture } from '../family/ProfilePicture.tsx';

export interface MemberPickerProps {
  members: readonly Member[];
  total: number;
  loading: boolean;
  selectedId: number | undefined;
  onSelect: (member: Member) => void;
  onMore?: () => void;
  label: string;
}

export function MemberPicker({ members, total, loading, selectedId, onSelect, onMore, label }: MemberPickerProps) {
  const t = useTranslate();
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
        {loading && members.length === 0
          ? t('portal.common.loading')
          : members.length === 0
            ? t('family.list.noResults')
            : t('family.list.count', { shown: members.length, total })}
      </Typography>
      <List aria-label={label} dense disablePadding sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {members.map((member) => (
          <ListItem key={member.id} disablePadding divider>
            <ListItemButton
              selected={member.id === selectedId}
              aria-current={member.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(member)}
              sx={{ minHeight: 56 }}
            >
              <ListItemAvatar sx={{ minWidth: 56 }}>
                <ProfilePicture link={member.userProfileImageLink} alt="" size={40} thumb />
              </ListItemAvatar>
              <ListItemText primary={rowName(member)} secondary={member.familyName ?? undefined} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {onMore && members.length < total && (
        <Button onClick={onMore} disabled={loading} fullWidth sx={{ mt: 1 }}>
          {t('family.list.more')}
        </Button>
      )}
    </Box>
  );
}
