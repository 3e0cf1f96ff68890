// Registration: POST signup (anyone; an inactive USER and an activation mail), GET signup (what the
// registration form accepts beyond its schema: NAME_MAX, PHONE_REGIONS) and POST signup/mod (ADMIN; an active MODERATOR).
import type { FastifyInstance } from 'fastify';
import type { Registration } from '../../../common/generated/types.ts';
import moderatorForm from '../../../schema/forms/moderator.json';
import registerForm from '../../../schema/forms/register.json';
import { MESSAGES } from '../../../common/model/messages.ts';
import type { Config } from '../../config.ts';
import type { Language } from '../../../common/model/languages.ts';
import { roleNamesFor, type RoleName } from '../../../common/model/roles.ts';
import { badRequest, conflict } from '../../http-error.ts';
import { contract, withContracts } from '../../contracts.ts';
import { phoneRegionsOf } from '../../form-schemas.ts';
import { outgoingTexts, requestLanguage } from '../../outgoing-texts.ts';
import { PER_ADDRESS } from '../../plugins/app/abuse-limits.ts';
import { requireRole } from '../../plugins/app/authentication.ts';
import { hashPassword } from '../../plugins/app/passwords.ts';
import { trimBody } from '../../validation.ts';
import { sendActivationMail } from './activation.ts';

const TAKEN = { username: MESSAGES.usernameTaken, email: MESSAGES.emailTaken, phoneNumber: MESSAGES.phoneUsed } as const;

const messageResponse = contract('accounts#/definitions/signedUp');

/** `reserved`: first path segments of the account calls, lower-case; a username equal to one would be shadowed. */
export default async function signupRoutes(
  instance: FastifyInstance,
  { config, reserved }: { config: Config; reserved: Set<string> },
): Promise<void> {
  const app = withContracts(instance);
  const users = app.repositories.users;

  async function create(
    input: Omit<Registration, 'name' | 'phoneNumber'> & { name?: string; phoneNumber?: string },
    roles: RoleName[],
    active: boolean,
    language: Language,
  ) {
    if (reserved.has(input.username.toLowerCase())) throw badRequest(MESSAGES.usernameNotAppropriate);
    const email = input.email.toLowerCase();
    const phoneNumber = input.phoneNumber === undefined ? null : app.phones.kept(input.phoneNumber);
    const taken = await users.takenField({ username: input.username, email, phoneNumber: phoneNumber ?? '' });
    if (taken) throw conflict(TAKEN[taken]);
    return users.createUser({
      username: input.username,
      email,
      name: input.name ?? null,
      phoneNumber,
      passwordHash: await hashPassword(input.password),
      allowed: active,
      language,
      roles,
    });
  }

  app.get(
    '/api/auth/users/signup',
    { schema: { tags: ['auth'], security: [], response: { 200: contract('accounts#/definitions/signupRules') } } },
    async () => {
      const phoneRegions = phoneRegionsOf(config);
      return { nameMax: config.nameMax, ...(phoneRegions && { phoneRegions }) };
    },
  );

  app.post(
    '/api/auth/users/signup',
    {
      config: { rateLimit: PER_ADDRESS.signup },
      preValidation: trimBody(registerForm),
      schema: {
        tags: ['auth'],
        security: [],
        body: contract('register#'),
        response: { 201: messageResponse },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const user = await create(b, roleNamesFor('USER'), false, requestLanguage(request));
      await sendActivationMail(app, config, user, outgoingTexts(request));
      return reply.code(201).send({ message: MESSAGES.userRegistered, username: b.username });
    },
  );

  app.post(
    '/api/auth/users/signup/mod',
    {
      onRequest: requireRole('ADMIN'),
      preValidation: trimBody(moderatorForm),
      schema: { tags: ['auth'], body: contract('moderator#'), response: { 201: messageResponse } },
    },
    async (request, reply) => {
      const b = request.body;
      await create(b, roleNamesFor('MODERATOR'), true, requestLanguage(request));
      return reply.code(201).send({ message: MESSAGES.moderatorRegistered, username: b.username });
    },
  );
}
