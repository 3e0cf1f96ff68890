// The rows to choose a member from: picture, name with father and grandfather, the family name and the
// years of the life (nine cousins called Jamil told apart by the birth year), the mark of one no longer
// living; more rows on request rather than all at once.
import { Fragment, type MouseEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import type { Member } from '../../../providers/familyApi.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { LifeMark } from '../family/LifeLine.tsx';
import { lifeMark, lifeYears } from '../family/lifeSpan.ts';
import { rowName } from '../family/nameChain.ts';
import { ProfilePicture } from '../family/ProfilePicture.tsx';
import { UserText } from '../../../ui/UserText.tsx';

export interface MemberPickerProps {
  members: readonly Member[];
  total: number;
  loading: boolean;
  selectedId: number | undefined;
  /** `row` is the tapped row, for a page that keeps it in place on screen. */
  onSelect: (member: Member, row: HTMLElement) => void;
  onMore?: () => void;
  label: string;
  /** Shown right under the chosen row (a phone's detail card), so the reader's place in the list stays. */
  chosenDetail?: ReactNode;
  /** The heading of the member's group (a father's children under each wife), shown where a group starts. */
  groupOf?: (member: Member) => string;
}

export function MemberPicker({ members, total, loading, selectedId, onSelect, onMore, label, chosenDetail, groupOf }: MemberPickerProps) {
  const t = useTranslate();
  const secondary = (member: Member): ReactNode => {
    const family = member.familyName;
    const years = lifeYears(member, t);
    if (!family && !years && !lifeMark(member, t)) return undefined;
    // The family name in its own direction: years after an Arabic name on an English page stay in order.
    return (
      <>
        {family && <bdi>{family}</bdi>}
        {family && years && ' · '}
        {years} <LifeMark life={member} />
      </>
    );
  };
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
        {members.map((member, i) => (
          <Fragment key={member.id}>
            {groupOf && (i === 0 || groupOf(members[i - 1]) !== groupOf(member)) && (
              <ListSubheader disableSticky sx={{ lineHeight: 2.5, fontWeight: 600, bgcolor: 'action.hover' }}>
                <bdi>{groupOf(member)}</bdi>
              </ListSubheader>
            )}
            <ListItem disablePadding divider>
              <ListItemButton
                selected={member.id === selectedId}
                aria-current={member.id === selectedId ? 'true' : undefined}
                onClick={(event: MouseEvent<HTMLElement>) => onSelect(member, event.currentTarget)}
                sx={{ minHeight: 56 }}
              >
                <ListItemAvatar sx={{ minWidth: 56 }}>
                  <ProfilePicture link={member.userProfileImageLink} alt="" size={40} thumb />
                </ListItemAvatar>
                <ListItemText primary={<UserText text={rowName(member)} />} secondary={secondary(member)} />
              </ListItemButton>
            </ListItem>
            {member.id === selectedId && chosenDetail && (
              <ListItem divider sx={{ display: 'block', p: 1, bgcolor: 'action.hover' }}>
                {chosenDetail}
              </ListItem>
            )}
          </Fragment>
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
