// Choosing a member and acting on them, for the directory and a member's children alike. A phone has
// one column with the chosen card first, so the card is never below a long list; a wide screen puts
// the card beside the list and keeps it in view while the list scrolls.
import { useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { Member } from '../../../providers/familyApi.ts';
import { ChosenMember } from './ChosenMember.tsx';
import { MemberPicker, type MemberPickerProps } from './MemberPicker.tsx';

export interface MemberBrowserProps extends Omit<MemberPickerProps, 'selectedId' | 'onSelect'> {
  search: ReactNode;
  onDeleted: (id: number) => void;
}

export function MemberBrowser({ search, onDeleted, ...picker }: MemberBrowserProps) {
  const [chosen, setChosen] = useState<Member | undefined>();
  const cardRef = useRef<HTMLDivElement>(null);
  const choose = (member: Member) => {
    setChosen(member);
    // On a phone the card is above the list: bring it up to the reader who chose far down the list.
    cardRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  };
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', tablet: 'minmax(0, 1fr) minmax(0, 1fr)' },
        gridTemplateAreas: { xs: '"search" "card" "list"', tablet: '"search card" "list card"' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ gridArea: 'search' }}>{search}</Box>
      <Box ref={cardRef} sx={{ gridArea: 'card', position: { tablet: 'sticky' }, top: { tablet: 16 }, scrollMarginTop: 16 }}>
        <ChosenMember
          member={chosen}
          onDeleted={(id) => {
            setChosen(undefined);
            onDeleted(id);
          }}
        />
      </Box>
      <Box sx={{ gridArea: 'list' }}>
        <MemberPicker {...picker} selectedId={chosen?.id} onSelect={choose} />
      </Box>
    </Box>
  );
}
