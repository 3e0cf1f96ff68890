// A record's fields as label and value pairs; a missing value says so in the reader's language.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export interface DetailRow {
  label: string;
  value: ReactNode;
}

const isMissing = (value: ReactNode) => value === null || value === undefined || value === '';

export function DetailRows({ rows, missing }: { rows: readonly DetailRow[]; missing: string }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(7rem, max-content) 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
      {rows.map(({ label, value }) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere', color: isMissing(value) ? 'text.secondary' : undefined }}>
            {isMissing(value) ? missing : value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
