// The directory's filter by the years a member may have been born in: two year inputs beside the name
// search, either may stay empty, typed in any digits. "About 1948" is found from 1947 and until 1950
// (the server compares the years a date as remembered may mean).
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { asciiDigits } from '../../../../common/model/asciiDigits.ts';
import type { YearRange } from '../../../../common/model/properties.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';

export interface TypedYears {
  from: string;
  to: string;
}

/** The years typed, as the filter the server takes; undefined while neither is a year. */
export function yearRange({ from, to }: TypedYears): YearRange | undefined {
  const year = (text: string) => (/^\d{1,4}$/.test(text) && Number(text) >= 1 ? Number(text) : undefined);
  const [low, high] = [year(from), year(to)];
  if (low === undefined && high === undefined) return undefined;
  // Typed the wrong way round, the two years still say which births are meant.
  return low !== undefined && high !== undefined && low > high ? { from: high, to: low } : { from: low, to: high };
}

export function BornBetweenFields({ value, onChange }: { value: TypedYears; onChange: (years: TypedYears) => void }) {
  const t = useTranslate();
  const input = (bound: keyof TypedYears, label: string) => (
    <TextField
      id={`born-${bound}`}
      label={t(label)}
      value={value[bound]}
      onChange={(event) => onChange({ ...value, [bound]: asciiDigits(event.target.value).replace(/\D/g, '').slice(0, 4) })}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      size="small"
      // Side by side even on a phone: two short numbers.
      sx={{ flex: '1 1 0', minWidth: 0 }}
    />
  );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 1.5 }}>
      {input('from', 'family.list.bornFrom')}
      {input('to', 'family.list.bornTo')}
    </Box>
  );
}
