// Any resource's list, generated from its schema: the x-list columns, the `q` search and the filters
// of their kinds. Phones get one line per record instead of a table. No selection checkboxes: deleting
// many records at once is a slip a family's records should not allow (and react-admin's row checkboxes
// carry an aria-label screen readers are not given).
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  Datagrid,
  downloadCSV,
  List,
  SearchInput,
  SimpleList,
  useGetRecordRepresentation,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { recordsToCsv } from './csvExport.ts';
import { fieldsOf, filtersOf } from '../kinds/registry.tsx';
import { useEntityView } from './useEntityView.ts';

export function GenericList() {
  const view = useEntityView();
  const resource = useResourceContext();
  const represent = useGetRecordRepresentation(resource);
  const translate = useTranslate();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const filters = [
    ...(view.searchable ? [<SearchInput key="q" source="q" alwaysOn />] : []),
    ...filtersOf(view.fields.filter((field) => field.filterable)),
  ];

  return (
    <List
      filters={filters}
      sort={view.defaultSort}
      perPage={25}
      exporter={(records) => downloadCSV(recordsToCsv(view.fields, records, translate), view.resource)}
    >
      {isPhone ? (
        <SimpleList primaryText={(record) => represent(record)} rowClick="show" />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          {fieldsOf(view.columns, 'list')}
        </Datagrid>
      )}
    </List>
  );
}
