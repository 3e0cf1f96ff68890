// The two passkey ceremonies in the browser (@simplewebauthn/browser, loaded only when one starts): the
// server's options handed to the device, and the device's answer sent back.
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { accountApi } from './accountApi.ts';
import { storeUser } from './session.ts';

const library = () => import('@simplewebauthn/browser');

/** Whether this browser can make and use passkeys. */
export const passkeysSupported = (): boolean => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** Makes a passkey of this device for the signed-in account. */
export async function addPasskey(): Promise<void> {
  const { startRegistration } = await library();
  // The options are the WebAuthn JSON the contract outlines (schema/api/passkeys.json).
  const optionsJSON = (await accountApi.passkeyRegistrationOptions()) as unknown as PublicKeyCredentialCreationOptionsJSON;
  const made = await startRegistration({ optionsJSON });
  await accountApi.registerPasskey({ ...made, response: { ...made.response } });
}

/** Signs in with a passkey the device keeps for the portal, and keeps the session. */
export async function signInWithPasskey(): Promise<void> {
  const { startAuthentication } = await library();
  const optionsJSON = (await accountApi.passkeySigninOptions()) as unknown as PublicKeyCredentialRequestOptionsJSON;
  const signed = await startAuthentication({ optionsJSON });
  storeUser(await accountApi.passkeySignin({ ...signed, response: { ...signed.response } }));
}
