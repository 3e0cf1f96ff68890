// react-admin's AuthProvider over the portal's account API (spec sections 3, 4 and 6). The public site
// uses it too, so only react-admin *types* are imported here.
import type { AuthProvider } from 'react-admin';
import { mayAccess } from './access.ts';
import { ACCOUNT_API } from './accountApi.ts';
import { httpClient, HttpError } from './httpClient.ts';
import { clearStoredUser, currentRole, getStoredUser, isSessionExpired, storeUser, type SigninResponse } from './session.ts';

export { ACCOUNT_API };

export function createAuthProvider(apiUrl = ''): AuthProvider {
  return {
    /** `code`: the second factor's, for an account that has one (the server answers 401 codeNeeded without it). */
    async login({ username, password, code }: { username: string; password: string; code?: string }) {
      const { json } = await httpClient<SigninResponse>(`${apiUrl}${ACCOUNT_API}/signin`, {
        method: 'POST',
        body: JSON.stringify({ username, password, ...(code ? { code } : {}) }),
      });
      storeUser(json);
    },

    async logout() {
      if (getStoredUser()) {
        // Best effort: the token dies server-side when the call succeeds; the browser forgets it either way.
        await httpClient(`${apiUrl}${ACCOUNT_API}/logout`, { method: 'POST' }).catch(() => undefined);
      }
      clearStoredUser();
    },

    async checkAuth() {
      if (isSessionExpired()) {
        clearStoredUser();
        throw new Error('ra.auth.auth_check_error');
      }
    },

    async checkError(error: unknown) {
      const status = error instanceof HttpError ? error.status : (error as { status?: number } | null)?.status;
      if (status === 401) {
        clearStoredUser();
        throw new Error('ra.notification.logged_out');
      }
      // 403 keeps the session: the user is signed in, just not allowed there.
    },

    async getIdentity() {
      const user = getStoredUser();
      if (!user) throw new Error('ra.auth.auth_check_error');
      // No made-up name for an account without one: the back office names it by its role (back-office/identity.ts).
      return { id: user.id, fullName: user.name || undefined };
    },

    async getPermissions() {
      return currentRole();
    },

    async canAccess({ resource, action }: { resource: string; action: string }) {
      return mayAccess(currentRole(), resource, action);
    },
  };
}

export const authProvider = createAuthProvider();
