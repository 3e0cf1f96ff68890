// The records of a list context as a table on wide screens and as one card per record on phones,
// where a table of names, addresses and buttons does not fit. The same field elements serve both.
import type { ReactElement, ReactNode } from 'react';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Datagrid, SimpleShowLayout, useListContext } from 'react-admin';

export function RecordTable({ children, empty }: { children: ReactNode; empty: ReactElement }) {
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const { data, isPending } = useListContext();
  if (!isPhone)
    return (
      <Datagrid rowClick={false} bulkActionButtons={false} empty={empty}>
        {children}
      </Datagrid>
    );
  if (isPending) return null;
  if (!data?.length) return empty;
  return (
    <Stack spacing={1.5} sx={{ p: 1 }}>
      {data.map((record) => (
        <Card key={record.id} variant="outlined">
          <SimpleShowLayout record={record} sx={{ py: 1 }}>
            {children}
          </SimpleShowLayout>
        </Card>
      ))}
    </Stack>
  );
}
