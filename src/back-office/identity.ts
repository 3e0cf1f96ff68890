// Who the back office's top bar says is signed in: the person's name, or, for an account that has none
// (the first admin, a moderator added by username and e-mail), its role in the reader's language, so that
// the Arabic and Hebrew top bars never show an English word the portal chose.
import type { AuthProvider, I18nProvider } from 'react-admin';

export function namedByRole(auth: AuthProvider, translate: I18nProvider['translate']): AuthProvider {
  return {
    ...auth,
    async getIdentity() {
      const identity = await auth.getIdentity!();
      if (identity.fullName) return identity;
      const role: unknown = await auth.getPermissions?.({});
      return { ...identity, fullName: translate(`account.roles.${String(role)}`) };
    },
  };
}
