// The first admin: created at start whenever the portal has no admin (a fresh install, or a database
// that `npm run seed` filled with the demo users before the first start).
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { roleName, roleNamesFor } from '../../common/model/roles.ts';
import type { Config } from '../config.ts';
import { hashPassword } from '../plugins/app/passwords.ts';
import type { UsersRepository } from '../features/accounts/repository.ts';

export async function ensureAdmin(users: UsersRepository, config: Config, log: FastifyBaseLogger): Promise<void> {
  if (await users.anyWithRole(roleName('ADMIN'))) return;
  if (await users.findBy('username', config.adminUsername)) {
    // Someone else's account under that name is not made an admin: the installer chooses another name.
    log.error(`No admin exists and the username ${config.adminUsername} is taken: start with ADMIN_USERNAME set to a free name`);
    return;
  }
  const password = config.adminPassword ?? randomBytes(15).toString('base64url');
  await users.createUser({
    username: config.adminUsername,
    email: config.adminEmail,
    // Whoever installs the portal has no name here to give; the back office names the account by its role.
    name: null,
    passwordHash: await hashPassword(password),
    allowed: true,
    roles: roleNamesFor('ADMIN'),
  });
  if (config.adminPassword) log.info(`Admin login: ${config.adminUsername} / the password in ADMIN_PASSWORD`);
  // Shown once, on its own line, so that whoever installed the portal can sign in: a warning, so that
  // a log filtered to warnings still has it.
  else log.warn(`Admin login: ${config.adminUsername} / ${password}`);
}
