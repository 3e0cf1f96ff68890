// The frame of the back office's own account lists: a title, an optional search, and the records.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { ListContextProvider, Pagination, ResourceContextProvider, Title, useTranslate, type ListControllerResult } from 'react-admin';

interface AccountListPageProps {
  title: string;
  context: ListControllerResult;
  search?: ReactNode;
  children: ReactNode;
}

export function AccountListPage({ title, context, search, children }: AccountListPageProps) {
  const translate = useTranslate();
  return (
    // Field labels are the users resource's (resources.users.fields.*).
    <ResourceContextProvider value="users">
      <ListContextProvider value={context}>
        <Title title={title} />
        <Typography variant="h5" component="h1" sx={{ mt: 2, mb: 1 }}>
          {translate(title)}
        </Typography>
        {search && <Box sx={{ mb: 1 }}>{search}</Box>}
        <Card>{children}</Card>
        <Pagination rowsPerPageOptions={[]} />
      </ListContextProvider>
    </ResourceContextProvider>
  );
}
