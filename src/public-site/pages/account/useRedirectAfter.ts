// Leaves the page a few seconds after an outcome the user should read first (spec section 9: 10 s
// after a confirmed permission code, 5 s after a phone change). `before` runs just before leaving.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

export function useRedirectAfter(ms: number, to: string, before?: () => void) {
  const navigate = useNavigate();
  const [armed, setArmed] = useState(false);
  const beforeRef = useRef(before);
  useEffect(() => {
    beforeRef.current = before;
  });
  useEffect(() => {
    if (!armed) return;
    const timer = setTimeout(() => {
      beforeRef.current?.();
      navigate(to);
    }, ms);
    return () => clearTimeout(timer);
  }, [armed, ms, to, navigate]);
  return { start: () => setArmed(true), started: armed };
}
