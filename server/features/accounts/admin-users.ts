// What an admin does to accounts: enable and disable, the inactive list, the role switches, and
// setauthentication (the whole role list in one call). Every change of roles or of the allowed flag
// ends the user's sessions at once. Family permission granted is mailed to the member.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '../../../common/model/messages.ts';
import { ROLE_NAMES, type RoleName } from '../../../common/model/roles.ts';
import type { UserRecord } from '../../../common/generated/types.ts';
import type { Config } from '../../config.ts';
import { contract, withContracts } from '../../contracts.ts';
import { conflict } from '../../http-error.ts';
import { outgoingTextsIn } from '../../outgoing-texts.ts';
import { requireRole } from '../../plugins/app/authentication.ts';
import { accountOf } from './account-access.ts';
import { approvalMail } from './account-mail.ts';

const userWithMessage = { allOf: [{ $ref: 'user#' }, { type: 'object', properties: { message: { type: 'string' } } }] };

const roleNames = (user: UserRecord): RoleName[] => (user.roles ?? []).map((r) => r.name);

/** The role switches of the users list, as GET calls the way the spec's client makes them. */
const SWITCHES: Record<string, { role: RoleName; grant: boolean }> = {
  activatebish: { role: 'ROLE_BISH', grant: true },
  deactivatebish: { role: 'ROLE_BISH', grant: false },
  activatemoderator: { role: 'ROLE_MODERATOR', grant: true },
  deactivatemoderator: { role: 'ROLE_MODERATOR', grant: false },
};

export default async function adminUserRoutes(instance: FastifyInstance, { config }: { config: Config }): Promise<void> {
  const app = withContracts(instance);
  const users = app.repositories.users;
  const adminOnly = { onRequest: requireRole('ADMIN') };
  const byUsername = contract('accounts#/definitions/byUsername');

  /**
   * Sets the role list (ROLE_USER always kept). Granting BISH closes the request and links the member the
   * admin chose, else the one the identity check found.
   */
  async function setRoles(request: FastifyRequest, user: UserRecord, wanted: RoleName[]): Promise<UserRecord> {
    const roles = ROLE_NAMES.filter((r) => r === 'ROLE_USER' || wanted.includes(r));
    if (user.id === request.currentUser!.id && !roles.includes('ROLE_ADMIN')) throw conflict(MESSAGES.cannotTakeOwnAdmin);
    const id = user.id;
    await users.setRoles(id, roles);
    const granted = roles.includes('ROLE_BISH') && !roleNames(user).includes('ROLE_BISH');
    if (granted) await users.update(id, { requestPermission: false, memberId: user.memberId ?? user.matchedMemberId ?? null });
    // The member hears of it without having to come and look; a mail that cannot go is logged by the mailer.
    if (granted && user.email) {
      const t = outgoingTextsIn(user.language ?? 'ar');
      await app.mailer.send(approvalMail(t, user.email, user.name, user.username, `${config.publicUrl}/family-members`));
    }
    return (await users.findBy('id', id))!;
  }

  async function setAllowed(request: FastifyRequest, username: string, allowed: boolean): Promise<UserRecord> {
    const user = await accountOf(app, username);
    const id = user.id;
    if (!allowed && id === request.currentUser!.id) throw conflict(MESSAGES.cannotDisableSelf);
    // Enabling from the inactive list also counts as the activation the user never completed.
    await users.update(id, allowed ? { allowed, emailConfirmed: true } : { allowed });
    if (!allowed) {
      await users.bumpTokenVersion(id);
      await app.accountTokens.revokeAll(id);
    }
    return (await users.findBy('id', id))!;
  }

  app.get(
    '/api/auth/users/disabled',
    { ...adminOnly, schema: { tags: ['auth'], response: { 200: { type: 'array', items: { $ref: 'user#' } } } } },
    async () => users.where('allowed', false),
  );

  for (const [path, allowed] of [
    ['enable', true],
    ['disable', false],
  ] as const)
    app.post(
      `/api/auth/users/${path}/:username`,
      { ...adminOnly, schema: { tags: ['auth'], params: byUsername, response: { 200: userWithMessage } } },
      async (request) => ({
        ...(await setAllowed(request, request.params.username, allowed)),
        message: allowed ? MESSAGES.userEnabled : MESSAGES.userDisabled,
      }),
    );

  for (const [path, { role, grant }] of Object.entries(SWITCHES))
    app.get(
      `/api/auth/users/:username/${path}`,
      { ...adminOnly, schema: { tags: ['auth'], params: byUsername, response: { 200: userWithMessage } } },
      async (request) => {
        const user = await accountOf(app, request.params.username);
        const current = roleNames(user);
        const roles = grant ? [...current, role] : current.filter((r) => r !== role);
        return { ...(await setRoles(request, user, roles)), message: MESSAGES.rolesUpdated };
      },
    );

  app.post(
    '/api/auth/users/:username/setauthentication',
    {
      ...adminOnly,
      schema: {
        tags: ['auth'],
        description: 'Sets the whole role list of the user; ROLE_USER is always kept. Roles may be sent as names or as {id, name} objects.',
        params: byUsername,
        body: contract('accounts#/definitions/rolesBody'),
        response: { 200: userWithMessage },
      },
    },
    async (request) => {
      const user = await accountOf(app, request.params.username);
      const wanted = request.body.roles.map((r) => (typeof r === 'string' ? r : r.name));
      return { ...(await setRoles(request, user, wanted)), message: MESSAGES.rolesUpdated };
    },
  );
}
