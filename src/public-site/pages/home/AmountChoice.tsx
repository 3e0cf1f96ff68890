// The donation amounts as native radio buttons drawn as chips: keyboard and screen-reader behaviour
// come from the browser, and the home page carries no radio component library.
import Box from '@mui/material/Box';

export interface AmountOption {
  value: string;
  label: string;
}

export function AmountChoice({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: AmountOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Box component="legend" sx={{ mb: 1, fontWeight: 600 }}>
        {legend}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {options.map((o) => (
          <Box
            component="label"
            key={o.value}
            sx={(theme) => ({
              position: 'relative',
              '& input': { position: 'absolute', opacity: 0, width: 1, height: 1, m: 0 },
              '& span': {
                display: 'inline-block',
                px: 2,
                py: 1,
                minWidth: 64,
                textAlign: 'center',
                borderRadius: 999,
                border: `1px solid ${theme.palette.divider}`,
                cursor: 'pointer',
                fontWeight: 600,
              },
              '& input:checked + span': { bgcolor: 'secondary.main', borderColor: 'secondary.main', color: 'secondary.contrastText' },
              '& input:focus-visible + span': { outline: `3px solid ${theme.palette.primary.light}`, outlineOffset: 2 },
            })}
          >
            <input type="radio" name={name} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} />
            <span>{o.label}</span>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
