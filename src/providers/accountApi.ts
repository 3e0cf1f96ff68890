// The account calls of spec section 7, one function each: the only place the browser spells the
// account paths (sign-in and logout live with react-admin's authProvider). Every value that goes into
// a path is encoded, since usernames, numbers and e-mail addresses come from what a person typed.
import { httpClient } from './httpClient.ts';
import type { SigninResponse } from './session.ts';
import type {
  AccountPasskeys,
  AccountSessions,
  ActivationLinkAnswer,
  OtherSessionsEnded,
  PasskeyCredential,
  PasskeyOptions,
  MessageAnswer,
  PermissionRequestCount,
  PermissionRequestState,
  SessionFlags,
  SignupRules,
  TwoFactorRecoveryCodes,
  TwoFactorSetup,
} from '../../common/generated/api.ts';
import type {
  MemberSummary,
  ModeratorCreation,
  PasswordChange,
  PasswordReset,
  Registration,
  TwoFactorCode,
  TwoFactorOff,
  User,
} from '../../common/generated/types.ts';

export const ACCOUNT_API = '/api/auth/users';
/** The second factor's calls (schema/api/two-factor.json). */
const TWO_FACTOR_API = '/api/auth/2fa';

/** A server answer that carries only its message (schema/api/params.json). */
export type { MessageAnswer };

/** A user record as the account calls send it: the schema's user with the properties the server always fills. */
export type AccountUser = Required<
  Pick<User, 'id' | 'name' | 'username' | 'email' | 'phoneNumber' | 'roles' | 'requestPermission' | 'numberOfSendSMS' | 'allowed'>
> &
  Pick<User, 'matchedMemberId' | 'memberId' | 'twoFactor'> &
  SessionFlags;

/**
 * A user waiting for family permission, with the members the account may be: the identity check's (same
 * phone), those whose name chain holds the account's name, and the one it is linked to now.
 */
export interface PermissionRequest extends AccountUser {
  matchedMember: MemberSummary | null;
  nameMatches: MemberSummary[];
  linkedMember: MemberSummary | null;
}

/** Whether the phone is verified and the request waits, and whether a code can still be entered (schema/api/accounts.json). */
export type RequestState = PermissionRequestState;

export type RoleSwitch = 'activatebish' | 'deactivatebish' | 'activatemoderator' | 'deactivatemoderator';

const path = (...parts: string[]) => `${ACCOUNT_API}/${parts.map(encodeURIComponent).join('/')}`;

async function post<T = MessageAnswer>(url: string, body?: object, keepSessionOn401 = false): Promise<T> {
  const options = { method: 'POST', keepSessionOn401, ...(body ? { body: JSON.stringify(body) } : {}) };
  return (await httpClient<T>(url, options)).json;
}

const get = async <T>(url: string): Promise<T> => (await httpClient<T>(url)).json;

export const accountApi = {
  signup: (body: Registration) => post(`${ACCOUNT_API}/signup`, body),
  signupRules: () => get<SignupRules>(`${ACCOUNT_API}/signup`),
  signupModerator: (body: ModeratorCreation) => post(`${ACCOUNT_API}/signup/mod`, body),
  activate: (username: string, token: string) => post(path('active', username, token)),

  requestState: (username: string) => get<RequestState>(path(username, 'isrequestforbish')),
  requestPermission: (username: string) => post(path(username, 'requestnow')),
  confirmPermissionCode: (username: string, code: string) => post(path('activebisharat', username, code)),
  modifyNumber: (username: string, newNumber: string) => post(path('modifynumber', username, newNumber)),
  confirmNewNumber: (username: string, newNumber: string, code: string) =>
    post(path('modifynumberconfirmation', username, newNumber, code)),

  /** A 401 here means a wrong old password, not a dead session: the session is kept (spec section 8). */
  changePassword: (username: string, body: PasswordChange) =>
    post<MessageAnswer & Partial<SigninResponse>>(path('changepassword', username), body, true),
  resetByEmail: (email: string) => post(path('resetpasswordoruser', email)),
  resetPassword: (username: string, token: string, body: PasswordReset) => post(path('resetpassword', username, token), body),

  setUpTwoFactor: () => post<TwoFactorSetup>(`${TWO_FACTOR_API}/setup`),
  confirmTwoFactor: (body: TwoFactorCode) => post<TwoFactorRecoveryCodes>(`${TWO_FACTOR_API}/confirm`, body),
  turnTwoFactorOff: (body: TwoFactorOff) => post(`${TWO_FACTOR_API}/disable`, body),
  /** An admin turns off the second factor of a member who lost their phone. */
  resetTwoFactor: (username: string) => post(`${TWO_FACTOR_API}/reset/${encodeURIComponent(username)}`),

  /** Passkeys (schema/api/passkeys.json): the ceremonies' options and the device's answers. */
  passkeyRegistrationOptions: () => post<PasskeyOptions>('/api/auth/passkeys/register/options'),
  registerPasskey: (credential: PasskeyCredential) => post('/api/auth/passkeys/register', credential),
  passkeySigninOptions: () => post<PasskeyOptions>('/api/auth/passkeys/signin/options'),
  /** A refused passkey is a 401 of a signed-out visitor: there is no session to keep or lose. */
  passkeySignin: (credential: PasskeyCredential) => post<SigninResponse>('/api/auth/passkeys/signin', credential),
  passkeys: () => get<AccountPasskeys>('/api/auth/passkeys'),
  removePasskey: async (id: number) => (await httpClient<MessageAnswer>(`/api/auth/passkeys/${id}`, { method: 'DELETE' })).json,

  /** Where the signed-in user is signed in (schema/api/sessions.json). */
  sessions: () => get<AccountSessions>('/api/auth/sessions'),
  /** Ends every other session; this one goes on with the token answered. */
  endOtherSessions: () => post<OtherSessionsEnded>('/api/auth/sessions/end-others'),

  disabledUsers: () => get<AccountUser[]>(`${ACCOUNT_API}/disabled`),
  permissionRequests: () => get<PermissionRequest[]>(`${ACCOUNT_API}/getrequestjoinbisharat`),
  permissionRequestCount: () => get<PermissionRequestCount>(path('getrequestjoinbisharat', 'count')),
  setAllowed: (username: string, allowed: boolean) => post<AccountUser & MessageAnswer>(path(allowed ? 'enable' : 'disable', username)),
  switchRole: (username: string, change: RoleSwitch) => get<AccountUser & MessageAnswer>(path(username, change)),
  unlockSms: (username: string) => post(path('unlocksmsuser', username)),
  activationLink: (username: string) => get<string>(path('getactivationlink', username)),
  newActivationLink: (username: string) => post<Required<ActivationLinkAnswer>>(path('newactivationlink', username)),
  /** Links the account to its family member (null: no member), as an admin does in the user's details. */
  setMember: async (username: string, memberId: number | null) =>
    (await httpClient<AccountUser>(path(username), { method: 'PUT', body: JSON.stringify({ memberId }) })).json,
};
