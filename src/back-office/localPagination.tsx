// A list's pagination in the reader's digits ("٢", "٣" on an Arabic page), as the range beside it
// ("١-٢٥ من ٣٥٠") is written: the page buttons, and the rows-per-page choice, shown and offered. A button
// reads the same to the eye and to a screen reader. Set for every list through the theme (adminTheme.ts).
import { forwardRef, type ReactNode } from 'react';
import MenuItem, { type MenuItemProps } from '@mui/material/MenuItem';
import PaginationItem from '@mui/material/PaginationItem';
import type { PaginationRenderItemParams } from '@mui/material/Pagination';
import { useLocalNumber } from './useLocalNumber.ts';

/** A number in the reader's digits; anything else as it is. */
function useShown(): (value: unknown) => ReactNode {
  const local = useLocalNumber();
  return (value) => (typeof value === 'number' ? local(value) : (value as ReactNode));
}

function LocalPageItem(item: PaginationRenderItemParams) {
  const local = useShown();
  return <PaginationItem {...item} page={local(item.page)} />;
}

/** react-admin's page buttons (MUI Pagination's `renderItem`). */
export const renderLocalPageItem = (item: PaginationRenderItemParams) => <LocalPageItem {...item} />;

function LocalNumber({ value }: { value: unknown }) {
  return useShown()(value);
}

/** The rows-per-page choice as the select shows it once chosen. */
export const renderLocalRowsPerPage = (value: unknown) => <LocalNumber value={value} />;

/** An option of the rows-per-page menu (MUI TablePagination's `menuItem` slot). */
export const LocalMenuItem = forwardRef<HTMLLIElement, MenuItemProps>(function LocalMenuItem({ children, ...props }, ref) {
  const local = useShown();
  return (
    <MenuItem ref={ref} {...props}>
      {local(children)}
    </MenuItem>
  );
});
