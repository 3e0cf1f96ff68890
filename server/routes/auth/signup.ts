// Registration: POST signup (anyone; an inactive USER and an activation mail) and POST signup/mod
// (ADMIN; an active MODERATOR).
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { roleNamesFor, type RoleName } from '../../../src/model/roles.ts';
import { badRequest, conflict } from '../../http-error.ts';
import { outgoingTexts } from '../../outgoing-texts.ts';
import { PER_ADDRESS } from '../../plugins/app/abuse-limits.ts';
import { requireRole } from '../../plugins/app/authentication.ts';
import { hashPassword } from '../../plugins/app/passwords.ts';
import { enforce, RULES, textBody } from './account-rules.ts';
import { sendActivationMail } from './activation.ts';

const TAKEN = {
  username: 'Error: Username is already taken!',
  email: 'Error: Email is already in use!',
  phoneNumber: 'PhoneNumber Already used',
} as const;

const messageResponse = { type: 'object', properties: { message: { type: 'string' }, username: { type: 'string' } } };

interface SignupBody {
  name: string;
  username: string;
  email: string;
  password: string;
  phoneNumber: string;
}

/** `reserved`: first path segments of the account calls, lower-case; a username equal to one would be shadowed. */
export default async function signupRoutes(
  app: FastifyInstance,
  { config, reserved }: { config: Config; reserved: Set<string> },
): Promise<void> {
  const users = app.repositories.users;

  async function create(
    input: Omit<SignupBody, 'name' | 'phoneNumber'> & { name?: string; phoneNumber?: string },
    roles: RoleName[],
    active: boolean,
  ) {
    if (reserved.has(input.username.toLowerCase())) throw badRequest('Username is not appropriate');
    const email = input.email.trim().toLowerCase();
    const taken = await users.takenField({ username: input.username, email, phoneNumber: input.phoneNumber ?? '' });
    if (taken) throw conflict(TAKEN[taken]);
    return users.createUser({
      username: input.username,
      email,
      name: input.name?.trim() ?? null,
      phoneNumber: input.phoneNumber ?? null,
      passwordHash: await hashPassword(input.password),
      allowed: active,
      roles,
    });
  }

  app.post<{ Body: SignupBody }>(
    '/api/auth/users/signup',
    {
      config: { rateLimit: PER_ADDRESS.signup },
      schema: {
        tags: ['auth'],
        security: [],
        body: textBody(['name', 'username', 'email', 'password', 'phoneNumber']),
        response: { 201: messageResponse },
      },
    },
    async (request, reply) => {
      const b = request.body;
      enforce([
        [b.name, RULES.name],
        [b.username, RULES.username],
        [b.email, RULES.email],
        [b.password, RULES.signupPassword],
        [b.phoneNumber, RULES.phone],
      ]);
      const user = await create(b, roleNamesFor('USER'), false);
      await sendActivationMail(app, config, user, outgoingTexts(request));
      return reply
        .code(201)
        .send({ message: 'User registered successfully! Check your e-mail to activate the account.', username: b.username });
    },
  );

  app.post<{ Body: Pick<SignupBody, 'username' | 'email' | 'password'> }>(
    '/api/auth/users/signup/mod',
    {
      onRequest: requireRole('ADMIN'),
      schema: { tags: ['auth'], body: textBody(['username', 'email', 'password']), response: { 201: messageResponse } },
    },
    async (request, reply) => {
      const b = request.body;
      enforce([
        [b.username, RULES.moderatorUsername],
        [b.email, RULES.email],
        [b.password, RULES.password],
      ]);
      await create(b, roleNamesFor('MODERATOR'), true);
      return reply.code(201).send({ message: 'Moderator registered successfully!', username: b.username });
    },
  );
}
