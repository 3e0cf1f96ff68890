// The role ladder of spec section 6, shared by the server's checks and the browser's guards.

export const ROLES = ['ANONYMOUS', 'USER', 'BISH', 'MODERATOR', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

export type RoleName = 'ROLE_USER' | 'ROLE_BISH' | 'ROLE_MODERATOR' | 'ROLE_ADMIN';

/** The stored role names, highest first: the first one a user holds decides the role. */
const ROLE_PRIORITY: ReadonlyArray<[RoleName, Role]> = [
  ['ROLE_ADMIN', 'ADMIN'],
  ['ROLE_MODERATOR', 'MODERATOR'],
  ['ROLE_BISH', 'BISH'],
];

/** The role a signed-in user acts with, derived from the role list by priority (USER when none matches). */
export function deriveRole(roles: ReadonlyArray<string | { name: string }>): Exclude<Role, 'ANONYMOUS'> {
  const names = new Set(roles.map((r) => (typeof r === 'string' ? r : r.name)));
  for (const [name, role] of ROLE_PRIORITY) if (names.has(name)) return role as Exclude<Role, 'ANONYMOUS'>;
  return 'USER';
}

/** Whether `role` may do what `lowest` may: the ladder is ordered, higher roles inherit. */
export function atLeast(role: Role, lowest: Role): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(lowest);
}

/** Whether the role may see `x-private` properties. */
export const seesPrivate = (role: Role): boolean => atLeast(role, 'MODERATOR');
