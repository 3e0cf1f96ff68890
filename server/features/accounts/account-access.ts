// Who may call an account route that names a user in its path: the user themself, or also an admin.
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { MESSAGES } from '../../../common/model/messages.ts';
import type { UserRecord } from '../../../common/generated/types.ts';
import { forbidden, notFound, unauthorized } from '../../http-error.ts';

const named = (request: FastifyRequest): string => (request.params as { username: string }).username;

function guard(adminToo: boolean): preHandlerAsyncHookHandler {
  return async (request) => {
    const me = request.currentUser;
    if (!me) throw unauthorized(request.authProblem ?? undefined);
    if (me.username !== named(request) && !(adminToo && me.role === 'ADMIN')) throw forbidden(MESSAGES.onlyOwnAccount);
  };
}

/** 401 signed out, 403 for anyone but the user named by the :username parameter. */
export const requireSelf = guard(false);
/** As requireSelf, and an admin may act for anyone. */
export const requireSelfOrAdmin = guard(true);

export async function accountOf(app: FastifyInstance, username: string): Promise<UserRecord> {
  const user = await app.repositories.users.findBy('username', username);
  if (!user) throw notFound(MESSAGES.userNotFound);
  return user;
}
