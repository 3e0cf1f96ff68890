// Whether the screen is as narrow as a phone held upright (MUI's `sm` breakpoint). Its own few lines
// rather than MUI's useMediaQuery, whose shared helpers would otherwise move into the home page's bundle.
import { useSyncExternalStore } from 'react';

const PHONE = '(max-width: 599.95px)';

const subscribe = (changed: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
};

export const usePhoneWidth = (): boolean => useSyncExternalStore(subscribe, () => window.matchMedia(PHONE).matches);
