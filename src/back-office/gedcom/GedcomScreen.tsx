// /adminboard/gedcom/: the family tree out as GEDCOM (moderators and admins) and a branch in (admins).
import Stack from '@mui/material/Stack';
import { Title, usePermissions } from 'react-admin';
import type { Role } from '../../../common/model/roles.ts';
import { GedcomExport } from './GedcomExport.tsx';
import { GedcomImport } from './GedcomImport.tsx';

export function GedcomScreen() {
  const { permissions } = usePermissions<Role>();
  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 900 }}>
      <Title title="gedcom.title" />
      <GedcomExport />
      {permissions === 'ADMIN' && <GedcomImport />}
    </Stack>
  );
}
