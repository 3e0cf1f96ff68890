// Accounts under /api/auth/users: sign-in, registration and activation, the permission request, phone
// and password changes, the admin's account calls, and the generic user calls (key: username).
// Static paths such as /api/auth/users/disabled win over /api/auth/users/:username in the router.
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../../common/model/messages.ts';
import type { Config } from '../../config.ts';
import { conflict } from '../../http-error.ts';
import { registerEntity } from '../../entities/register.ts';
import activationRoutes from './activation.ts';
import adminUserRoutes from './admin-users.ts';
import passwordRoutes from './password.ts';
import permissionRequestRoutes from './permission-request.ts';
import phoneChangeRoutes from './phone-change.ts';
import { phoneNumbers } from './phone-numbers.ts';
import signinRoute from './signin.ts';
import signupRoutes from './signup.ts';
import twoFactorRoutes from './two-factor-routes.ts';
import sessionRoutes from './session-routes.ts';
import passkeyRoutes from './passkey-routes.ts';

const BASE = '/api/auth/users/';

export default async function authRoutes(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  // The first segments of the account calls (signin, disabled, ...): a user of that name would be
  // shadowed by the call, so signup refuses them.
  const reserved = new Set<string>();
  app.addHook('onRoute', ({ url }) => {
    const first = url.startsWith(BASE) ? url.slice(BASE.length).split('/')[0] : '';
    if (first && !first.startsWith(':')) reserved.add(first.toLowerCase());
  });

  app.decorate('phones', phoneNumbers(config.phoneRegions));
  await app.register(signinRoute);
  await app.register(signupRoutes, { config, reserved });
  await app.register(activationRoutes, { config });
  await app.register(permissionRequestRoutes, { config });
  await app.register(phoneChangeRoutes);
  await app.register(passwordRoutes, { config });
  await app.register(adminUserRoutes, { config });
  await app.register(twoFactorRoutes);
  await app.register(sessionRoutes);
  await app.register(passkeyRoutes);
  registerEntity(app, 'users', {
    async beforeDelete(record, request) {
      if (record.id === request.currentUser?.id) throw conflict(MESSAGES.cannotDeleteSelf);
    },
    // Roles and the allowed flag are checked on every request; an e-mail change needs no new token.
  });
}
