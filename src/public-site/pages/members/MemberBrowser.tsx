// Choosing a member and acting on them, for the directory and a member's children alike. A wide screen
// puts the chosen member's card beside the list and keeps it in view while the list scrolls. A phone
// opens the card right under the tapped row and keeps that row where it was on screen, so the reader
// sees the person at once and does not lose their place in a long list; before anyone is chosen, the
// invitation to choose (and the actions, dimmed) stands above the list.
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { Member } from '../../../providers/familyApi.ts';
import { ChosenMember } from './ChosenMember.tsx';
import { MemberPicker, type MemberPickerProps } from './MemberPicker.tsx';

export interface MemberBrowserProps extends Omit<MemberPickerProps, 'selectedId' | 'onSelect' | 'chosenDetail'> {
  search: ReactNode;
  onDeleted: (id: number) => void;
}

/** The tapped row and where it was on screen before the card moved around it. */
interface Anchor {
  row: HTMLElement;
  top: number;
}

export function MemberBrowser({ search, onDeleted, ...picker }: MemberBrowserProps) {
  const [chosen, setChosen] = useState<Member | undefined>();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('tablet'));
  const anchor = useRef<Anchor | undefined>(undefined);

  // The card closing above the row (the invitation, or another member's card) would pull the row up:
  // the page scrolls by as much, before the reader sees a frame.
  useLayoutEffect(() => {
    const held = anchor.current;
    anchor.current = undefined;
    if (held?.row.isConnected) window.scrollBy(0, held.row.getBoundingClientRect().top - held.top);
  }, [chosen]);

  const choose = (member: Member, row: HTMLElement) => {
    if (!wide) anchor.current = { row, top: row.getBoundingClientRect().top };
    setChosen(member);
  };
  const card = (
    <ChosenMember
      member={chosen}
      onDeleted={(id) => {
        setChosen(undefined);
        onDeleted(id);
      }}
    />
  );
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', tablet: 'minmax(0, 1fr) minmax(0, 1fr)' },
        gridTemplateAreas: { xs: '"search" "card" "list"', tablet: '"search card" "list card"' },
        alignItems: 'start',
        // The page keeps the tapped row in place itself; the browser's own anchoring would move it twice.
        overflowAnchor: 'none',
      }}
    >
      <Box sx={{ gridArea: 'search' }}>{search}</Box>
      {(wide || !chosen) && <Box sx={{ gridArea: 'card', position: { tablet: 'sticky' }, top: { tablet: 16 } }}>{card}</Box>}
      <Box sx={{ gridArea: 'list' }}>
        <MemberPicker {...picker} selectedId={chosen?.id} onSelect={choose} chosenDetail={wide ? undefined : card} />
      </Box>
    </Box>
  );
}
