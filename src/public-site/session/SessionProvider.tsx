// Who is signed in, as the public site sees it. The stored user and its role come from the shared
// session module; this context makes the pages re-render when they change. It reads them again on
// every navigation, because the HTTP client forgets a user the server refused (401) and a session
// can expire while a page is open: an expired session counts as signed out.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { Role } from '../../../common/model/roles.ts';
import { currentRole, getStoredUser, isSessionExpired, type StoredUser } from '../../providers/session.ts';

export interface SessionValue {
  role: Role;
  user: StoredUser | null;
  signIn: (credentials: { username: string; password: string; code?: string }) => Promise<void>;
  signOut: () => Promise<void>;
  /** Re-reads the stored user after a page changed it (a fresh token, a cleared session). */
  refresh: () => void;
}

const SessionContext = createContext<SessionValue | null>(null);

// Loaded on the first sign-in or sign-out: it brings the schema-driven access rules, which a visitor
// reading the home page does not need.
const loadAuth = () => import('../../providers/authProvider.ts').then((m) => m.authProvider);

type Session = { role: Role; user: StoredUser | null };

function readSession(): Session {
  return isSessionExpired() ? { role: 'ANONYMOUS', user: null } : { role: currentRole(), user: getStoredUser() };
}

/**
 * The session as stored now, or `current` itself when nothing changed: a new object would render
 * every page and the whole frame again (on a phone, hundreds of milliseconds after each check).
 */
function sessionAfter(current: Session): Session {
  const next = readSession();
  return next.role === current.role && JSON.stringify(next.user) === JSON.stringify(current.user) ? current : next;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState(readSession);
  const refresh = useCallback(() => setSession(sessionAfter), []);
  const { pathname } = useLocation();

  // Adjusted while rendering rather than in an effect, so a page never renders with the old session.
  const [readAt, setReadAt] = useState(pathname);
  if (readAt !== pathname) {
    setReadAt(pathname);
    setSession(sessionAfter);
  }

  // Another tab signing in or out changes local storage; follow it.
  useEffect(() => {
    window.addEventListener('storage', refresh);
    return () => window.removeEventListener('storage', refresh);
  }, [refresh]);

  // An admin may change the role of an open session (family permission granted): the portal asks for
  // the user as it is now when it opens and when its tab is shown again.
  useEffect(() => {
    const reload = () =>
      !isSessionExpired() &&
      document.visibilityState === 'visible' &&
      import('../../providers/sessionUser.ts').then((m) => m.reloadSessionUser()).then(refresh, refresh);
    reload();
    document.addEventListener('visibilitychange', reload);
    return () => document.removeEventListener('visibilitychange', reload);
  }, [refresh]);

  const signIn = useCallback<SessionValue['signIn']>(
    async (credentials) => {
      await (await loadAuth()).login(credentials);
      refresh();
    },
    [refresh],
  );
  const signOut = useCallback(async () => {
    await (await loadAuth()).logout({});
    refresh();
  }, [refresh]);

  const value = useMemo(() => ({ ...session, signIn, signOut, refresh }), [session, signIn, signOut, refresh]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
