// The signed-in user read again from the server: an admin may have granted or withdrawn a role since
// the sign-in (tokens carry no role), and the open session goes on with the roles it has now.
import type { AccountUser } from './accountApi.ts';
import { httpClient } from './httpClient.ts';
import { getStoredUser, updateStoredUser } from './session.ts';

export async function reloadSessionUser(): Promise<void> {
  if (!getStoredUser()) return;
  updateStoredUser((await httpClient<AccountUser>('/api/auth/users/session')).json);
}
