// A list's filter by the years a date as remembered may fall in (`{ "from": 1947, "to": 1949 }` on the
// wire): two year inputs, either may be left empty. "About 1948" is found from 1947 and until 1950.
import type { ReactElement } from 'react';
import { NumberInput, useTranslate } from 'react-admin';

function YearLabel({ field, bound }: { field: string; bound: 'yearFrom' | 'yearTo' }) {
  const translate = useTranslate();
  return <>{translate(`portal.dateField.${bound}`, { field: translate(field) })}</>;
}

/** The two inputs, named `<source>.from` and `<source>.to`, which react-admin sends as one object. */
export const yearFilters = (source: string, label: string): ReactElement[] =>
  (['from', 'to'] as const).map((bound) => (
    <NumberInput
      key={`${source}.${bound}`}
      source={`${source}.${bound}`}
      label={<YearLabel field={label} bound={bound === 'from' ? 'yearFrom' : 'yearTo'} />}
      min={1}
      max={9999}
      step={1}
      // Wide enough for its label ("Birthdate: from the year"), which would otherwise be cut.
      sx={{ width: '15em' }}
    />
  ));
