// Renders its children once the page has painted: on a slow phone the part of the home page below the
// fold does not hold back the first paint. The placeholder keeps the footer below the fold meanwhile,
// so nothing visible moves when the content arrives.
import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';

export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // The frame callback runs just before the first paint; the timeout lands just after it.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted ? children : <Box sx={{ minHeight: '100vh' }} />;
}
