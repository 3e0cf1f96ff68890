// Spec section 6, "Roles and permissions", written out as the spec writes it, and what each of its rows
// governs here: the calls of every resource and the routes of schema/routes.json. The code reads its
// roles from the schema files; the tests read them from this table, so that a schema file that disagrees
// with the spec fails (test/unit/access-table.test.ts, test/api/role-matrix.test.ts).
import { ROLES, type Role } from '../../common/model/roles.ts';

type Cell = 'yes' | 'no' | 'no (no-access view)';
/** Capability, then one cell per column: Signed out, USER, BISH, MODERATOR, ADMIN. */
type Row = readonly [capability: string, Cell, Cell, Cell, Cell, Cell];

export const SPEC_SECTION_6 = {
  site: ['Home, register, login, static pages', 'yes', 'yes', 'yes', 'yes', 'yes'],
  account: ['Profile, request permission', 'no', 'yes', 'yes', 'yes', 'yes'],
  family: ['View members, tree, gallery, notifications, activities', 'no', 'no (no-access view)', 'yes', 'yes', 'yes'],
  familyContent: ['Create images, notifications, activities; manage albums and images', 'no', 'no', 'no', 'yes', 'yes'],
  adminBoard: ['Admin board (members, notification, activity, gallery management links)', 'no', 'no', 'no', 'yes', 'yes'],
  staffFields: [
    'Private member fields (ID, phone, identity, marital, alive); partner id and phone; member edit and partner edit buttons',
    'no',
    'no',
    'no',
    'yes',
    'yes',
  ],
  accounts: ['Moderator creation, users list, user details actions, inactive list, permission requests', 'no', 'no', 'no', 'no', 'yes'],
} as const satisfies Record<string, Row>;

/** What the portal offers beyond the spec, decided here: the contact messages the back office keeps, members' photos. */
const BEYOND_SPEC = {
  contactMessages: ['Contact messages in the back office', 'no', 'no', 'no', 'no', 'yes'],
  membersPhotos: [
    'Upload photos to an album: held for a moderator, or shown at once in an album open to members',
    'no',
    'no',
    'yes',
    'yes',
    'yes',
  ],
} as const satisfies Record<string, Row>;

const ROWS: Record<Capability, Row> = { ...SPEC_SECTION_6, ...BEYOND_SPEC };
export type Capability = keyof typeof SPEC_SECTION_6 | keyof typeof BEYOND_SPEC;
export const CAPABILITIES = Object.keys(ROWS) as Capability[];

/** The roles a row says yes to. */
export const rolesAllowed = (capability: Capability): Role[] => ROLES.filter((_, column) => ROWS[capability][column + 1] === 'yes');

/** The lowest role a row says yes to. */
export const lowestRole = (capability: Capability): Role => rolesAllowed(capability)[0]!;
const lowestOrNull = (capability: Capability | null): Role | null => (capability === null ? null : lowestRole(capability));

export type Action = 'read' | 'create' | 'update' | 'delete';
const EDITED_BY_STAFF = { read: 'family', create: 'staffFields', update: 'staffFields', delete: 'staffFields' } as const;
const FAMILY_CONTENT = { read: 'family', create: 'familyContent', update: 'familyContent', delete: 'familyContent' } as const;

/**
 * The row behind each generic call of each resource (by its x-resource name); null where the call is
 * not offered. Spec section 6 is silent on who creates and deletes members; members and partners
 * follow the edit buttons' row.
 */
export const RESOURCE_ACCESS: Record<string, Record<Action, Capability | null>> = {
  'family-members': EDITED_BY_STAFF,
  'family-partners': EDITED_BY_STAFF,
  albums: FAMILY_CONTENT,
  images: FAMILY_CONTENT,
  'family-notification': FAMILY_CONTENT,
  'family-activities': FAMILY_CONTENT,
  // Accounts are made by signing up or by the admin's moderator creation, never by the generic create.
  users: { read: 'accounts', create: null, update: 'accounts', delete: 'accounts' },
  // A contact message is sent through the contact form and never edited.
  mails: { read: 'contactMessages', create: 'contactMessages', update: null, delete: 'contactMessages' },
};

/**
 * The row of those who may send a create the resource's create row does not allow, held for a moderator
 * (x-resource.propose): a family member's photo.
 */
export const RESOURCE_PROPOSE: Record<string, Capability> = { images: 'membersPhotos' };

/** Each resource's x-resource.propose as the table has it. */
export const SPEC_PROPOSE: Record<string, Role> = Object.fromEntries(
  Object.entries(RESOURCE_PROPOSE).map(([resource, row]) => [resource, lowestRole(row)]),
);

/** The row behind each route: spec section 2's routes, its alias, and the back-office page the admin board links to. */
const ROUTES_BY_ROW: Record<Capability, readonly string[]> = {
  site: [
    '/',
    '/contact-us',
    '/login',
    '/register',
    '/donationsuccess',
    '/family-history',
    '/family-tree-instruction',
    '/family-aboutus',
    '/activate/{username}/{token}',
    '/activationerror',
    '/users/resetusernameorpassword',
    '/users/{username}/resetpassword/{token}',
  ],
  account: [
    '/profile',
    '/activateSMS/{username}',
    '/ModifyNumberSMSVerify/{username}/{newNumber}',
    '/users/{username}/modifyphone',
    '/users/{username}/changepassword',
  ],
  family: [
    '/family-gallery',
    '/family-members',
    '/family-members/familystats',
    '/family-members/{id}',
    '/family-members/{id}/children',
    '/family-partners/{id}',
    '/family-tree/{id}',
    '/family-notification',
    '/family-notification/{id}',
    '/family-activities',
    '/family-activities/{id}',
    // Beyond the spec: the changes a family member suggested (members propose, moderators dispose).
    '/my-suggestions',
  ],
  familyContent: [
    '/family-gallery/create',
    '/family-gallery/gallery-management',
    '/family-notification/create',
    '/family-activities/create',
  ],
  // With the back office's own screens beyond the spec: the members' suggestions, the recent changes and GEDCOM (moderators export).
  adminBoard: ['/adminboard', '/adminboard/family-members', '/adminboard/suggestions', '/adminboard/changes', '/adminboard/gedcom'],
  staffFields: [
    '/family-members/create',
    '/family-members/{id}/childcreate',
    '/family-members/{id}/edit',
    '/family-members/profile/{id}',
    '/family-partners/createpartner/{id}',
    '/family-members/createpartner/{id}',
    '/family-partners/{id}/edit',
  ],
  accounts: [
    '/adminboard/users/',
    '/adminboard/users/{username}',
    '/adminboard/addmoderators/',
    '/adminboard/disabledusers/',
    '/adminboard/permissionRequestUsers/',
    // The backups hold every account's private data: an ADMIN's, as the accounts are.
    '/adminboard/backups',
    // What became of the reminder mails to the accounts: an ADMIN's, as the accounts are.
    '/adminboard/reminders',
  ],
  contactMessages: [],
  // The album's page offers a family member the upload itself: no page of its own.
  membersPhotos: [],
};

/** Each route (react-router syntax) and the lowest role the spec lets open it. */
export const ROUTE_ROLES: Record<string, Role> = Object.fromEntries(
  CAPABILITIES.flatMap((capability) =>
    ROUTES_BY_ROW[capability].map((path) => [path.replace(/\{(\w+)\}/g, ':$1'), lowestRole(capability)] as const),
  ),
);

/** Each resource's x-resource.permissions as spec section 6 has them. */
export const SPEC_PERMISSIONS: Record<string, Record<Action, Role | null>> = Object.fromEntries(
  Object.entries(RESOURCE_ACCESS).map(([resource, rows]) => [
    resource,
    {
      read: lowestOrNull(rows.read),
      create: lowestOrNull(rows.create),
      update: lowestOrNull(rows.update),
      delete: lowestOrNull(rows.delete),
    },
  ]),
);

/** What an API call needs: a generic call of a resource, or a row of the table directly. */
export type Access = { resource: string; action: Action } | { capability: Capability };

/** The row behind a call; null when it is not offered. */
function rowOf(access: Access): Capability | null {
  const capability = 'capability' in access ? access.capability : RESOURCE_ACCESS[access.resource]?.[access.action];
  if (capability === undefined) throw new Error(`the access table has no row for ${JSON.stringify(access)}`);
  return capability;
}

/** The lowest role allowed to make a call; null when it is not offered. */
export const lowestRoleFor = (access: Access): Role | null => lowestOrNull(rowOf(access));

/** The roles allowed to make a call; none when it is not offered. */
export function rolesAllowedFor(access: Access): Role[] {
  const capability = rowOf(access);
  return capability === null ? [] : rolesAllowed(capability);
}
