// The role ladder of spec section 6, shared by the server's checks and the browser's guards. The stored
// role names (ROLE_USER...) are spelt from it, so no other file writes them out.

export const ROLES = ['ANONYMOUS', 'USER', 'BISH', 'MODERATOR', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];
export type SignedInRole = Exclude<Role, 'ANONYMOUS'>;

export const SIGNED_IN_ROLES: readonly SignedInRole[] = ROLES.filter((role): role is SignedInRole => role !== 'ANONYMOUS');

/** A role as the accounts store it (spec section 6: ROLE_ADMIN gives ADMIN, and so on). */
export type RoleName = `ROLE_${SignedInRole}`;
export const roleName = (role: SignedInRole): RoleName => `ROLE_${role}`;

/** Every stored role name, lowest first. */
export const ROLE_NAMES: readonly RoleName[] = SIGNED_IN_ROLES.map(roleName);

/** The role list of an account that acts as `role`: every account holds ROLE_USER, plus the role's own name. */
export const roleNamesFor = (role: SignedInRole): RoleName[] => [...new Set([roleName('USER'), roleName(role)])];

/** The role a signed-in user acts with: the highest role whose name the list holds (USER when none does). */
export function deriveRole(roles: ReadonlyArray<string | { name: string }>): SignedInRole {
  // Asked at every request (the session's check): a walk over the list, with no set nor names spelt anew.
  let highest = 0;
  for (const r of roles) highest = Math.max(highest, ROLE_NAMES.indexOf((typeof r === 'string' ? r : r.name) as RoleName));
  return SIGNED_IN_ROLES[highest];
}

/** Whether `role` may do what `lowest` may: the ladder is ordered, higher roles inherit. */
export function atLeast(role: Role, lowest: Role): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(lowest);
}

/** Whether the role may see `x-private` properties. */
export const seesPrivate = (role: Role): boolean => atLeast(role, 'MODERATOR');
