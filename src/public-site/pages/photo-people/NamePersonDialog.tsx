// Choosing a member to name in a photo, with the directory's own search and rows (nine cousins called
// Jamil told apart by their fathers and years); full screen on a phone.
import { useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import type { Member } from '../../../providers/familyApi.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { MemberPicker } from '../members/MemberPicker.tsx';
import { NameSearchField } from '../members/NameSearchField.tsx';
import { useMemberSearch } from '../members/useMemberSearch.ts';

export function NamePersonDialog({ onChoose, onClose }: { onChoose: (member: Member) => void; onClose: () => void }) {
  const t = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [query, setQuery] = useState('');
  const search = useMemberSearch(query);
  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="name-person-title">
      <DialogTitle id="name-person-title">{t('photoPeople.nameTitle')}</DialogTitle>
      <DialogContent dividers>
        <NameSearchField id="name-person-search" value={query} onChange={setQuery} />
        {query.trim() !== '' && (
          <MemberPicker
            label={t('photoPeople.nameTitle')}
            members={search.members}
            total={search.total}
            loading={search.loading}
            onMore={search.more}
            selectedId={undefined}
            onSelect={onChoose}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('family.common.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
