// A list's page buttons in the reader's digits ("٢", "٣" on an Arabic page), as their labels and the
// range beside them ("١-٢٥ من ٣٥٠") are written: a button reads the same to the eye and to a screen reader.
import PaginationItem from '@mui/material/PaginationItem';
import type { PaginationRenderItemParams } from '@mui/material/Pagination';
import { useLocaleState } from 'react-admin';
import { isLanguage } from '../model/languages.ts';
import { localDigits } from '../model/translate.ts';

function LocalPageItem(item: PaginationRenderItemParams) {
  const [locale] = useLocaleState();
  const page = typeof item.page === 'number' && isLanguage(locale) ? localDigits(locale)(item.page) : item.page;
  return <PaginationItem {...item} page={page} />;
}

/** react-admin's page buttons (MUI Pagination's `renderItem`), set for every list through the theme. */
export const renderLocalPageItem = (item: PaginationRenderItemParams) => <LocalPageItem {...item} />;
