// A QR code drawn from its text in the browser (the `qrcode` package, loaded with the account pages only):
// dark on white whatever the theme, as phone cameras read it best, and never mirrored in right-to-left pages.
import Box from '@mui/material/Box';
import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';

export function QrCode({ text, label }: { text: string; label: string }) {
  const [svg, setSvg] = useState<string>();
  useEffect(() => {
    let current = true;
    void qrSvg(text, { type: 'svg', margin: 2, color: { dark: '#000000', light: '#ffffff' } }).then((drawn) => current && setSvg(drawn));
    return () => {
      current = false;
    };
  }, [text]);
  if (!svg) return null;
  return (
    <Box
      component="img"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={label}
      sx={{ display: 'block', width: 200, maxWidth: '100%', aspectRatio: '1', bgcolor: '#fff' }}
    />
  );
}
