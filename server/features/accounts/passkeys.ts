// Passkeys (WebAuthn, @simplewebauthn/server): a phone or computer signs in without a password, by the key it
// keeps and the fingerprint, face or PIN that unlocks it. Registered from the profile by a signed-in user;
// a sign-in names its account by the passkey, which is why each passkey must be kept on its device
// (`residentKey: required`), and asks the device to check who holds it (`userVerification: required`):
// a passkey is then both factors at once, so it is asked for no code. Each challenge is taken once.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { PasskeysRepository } from './passkeys-repository.ts';

/** How long a ceremony may take, from its options to the device's answer. */
const CHALLENGE_TTL_MS = 5 * 60_000;

export interface Passkeys {
  registrationOptions(user: { id: number; username: string; name?: string | null }): Promise<PublicKeyCredentialCreationOptionsJSON>;
  /** Keeps the passkey the device made; false when its answer does not check out. */
  register(userId: number, response: RegistrationResponseJSON, userAgent: string | null): Promise<boolean>;
  signinOptions(): Promise<PublicKeyCredentialRequestOptionsJSON>;
  /** The account the passkey's signature signs in; undefined when it does not check out. */
  signin(response: AuthenticationResponseJSON): Promise<number | undefined>;
  /** The account's passkeys as its profile lists them. */
  listed: PasskeysRepository['listed'];
  /** Removes one of the account's passkeys; false when it has none of that id. */
  remove: PasskeysRepository['remove'];
}

declare module 'fastify' {
  interface FastifyInstance {
    passkeys: Passkeys;
  }
}

export function createPasskeys(store: PasskeysRepository, publicUrl: string): Passkeys {
  // A passkey belongs to the portal's address: the browser signs only for the site it was made on.
  const origin = new URL(publicUrl).origin;
  const rpID = new URL(publicUrl).hostname;
  const expires = () => Date.now() + CHALLENGE_TTL_MS;
  return {
    async registrationOptions(user) {
      const existing = await store.ofUser(user.id);
      const options = await generateRegistrationOptions({
        rpName: rpID,
        rpID,
        userName: user.username,
        userDisplayName: user.name ?? user.username,
        userID: new TextEncoder().encode(String(user.id)),
        attestationType: 'none',
        excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      await store.saveChallenge(options.challenge, user.id, expires());
      return options;
    },
    async register(userId, response, userAgent) {
      try {
        const result = await verifyRegistrationResponse({
          response,
          expectedChallenge: (challenge) => store.takeChallenge(challenge, userId, Date.now()),
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: true,
        });
        if (!result.verified) return false;
        const { credential } = result.registrationInfo;
        await store.add(
          {
            userId,
            credentialId: credential.id,
            publicKey: Buffer.from(credential.publicKey).toString('base64url'),
            counter: credential.counter,
            transports: credential.transports ?? [],
          },
          userAgent,
          Date.now(),
        );
        return true;
      } catch {
        // The library throws for an answer that is malformed or does not match: to the user, it did not work.
        return false;
      }
    },
    listed: (userId) => store.listed(userId),
    remove: (userId, id) => store.remove(userId, id),
    async signinOptions() {
      const options = await generateAuthenticationOptions({ rpID, userVerification: 'required' });
      await store.saveChallenge(options.challenge, null, expires());
      return options;
    },
    async signin(response) {
      const passkey = await store.byCredential(response.id);
      if (!passkey) return undefined;
      try {
        const result = await verifyAuthenticationResponse({
          response,
          expectedChallenge: (challenge) => store.takeChallenge(challenge, null, Date.now()),
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: true,
          credential: {
            id: passkey.credentialId,
            publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
            counter: passkey.counter,
            transports: passkey.transports,
          },
        });
        if (!result.verified) return undefined;
        await store.setCounter(passkey.credentialId, result.authenticationInfo.newCounter);
        return passkey.userId;
      } catch {
        return undefined;
      }
    },
  };
}

export default fp(
  async (app, { config }: { config: Config }) => {
    app.decorate('passkeys', createPasskeys(new PasskeysRepository(app.db), config.publicUrl));
  },
  { name: 'passkeys', dependencies: ['db'] },
);
