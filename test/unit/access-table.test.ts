// The roles the code reads from the schema files (x-resource.permissions, schema/routes.json) and the
// links it offers agree with spec section 6 as test/support/access-table.ts writes it out.
import { describe, expect, test } from 'vitest';
import routeTable from '../../schema/routes.json';
import routeSchema from '../../schema/routes.schema.json';
import { ENTITIES } from '../../common/model/entities.ts';
import { ROLES, seesPrivate } from '../../common/model/roles.ts';
import { isGroup, navEntries } from '../../src/public-site/layout/navItems.ts';
import { BOARD_LINKS, boardLinksFor } from '../../src/back-office/boardLinks.ts';
import { CAPABILITIES, rolesAllowed, ROUTE_ROLES, SPEC_PERMISSIONS, SPEC_PROPOSE } from '../support/access-table.ts';

describe('the access table', () => {
  test.each(CAPABILITIES)('%s climbs the ladder: a role may do what any lower role may', (capability) => {
    const allowed = rolesAllowed(capability);
    expect(allowed.length).toBeGreaterThan(0);
    expect(allowed).toEqual(ROLES.slice(ROLES.length - allowed.length));
  });
});

test("every schema file's permissions are the spec's", () => {
  const inSchemas = Object.fromEntries(ENTITIES.map((e) => [e['x-resource'].name, e['x-resource'].permissions]));
  expect(inSchemas).toEqual(SPEC_PERMISSIONS);
});

test('every schema file that lets a lower role propose a record names the role the table does', () => {
  const inSchemas = Object.fromEntries(
    ENTITIES.flatMap((e) => (e['x-resource'].propose ? [[e['x-resource'].name, e['x-resource'].propose]] : [])),
  );
  expect(inSchemas).toEqual(SPEC_PROPOSE);
});

test("every route of schema/routes.json has the spec's role", () => {
  expect(Object.fromEntries(routeTable.routes.map((r) => [r.path, r.role]))).toEqual(ROUTE_ROLES);
});

test('routes.schema.json names the roles of the ladder', () => {
  expect(routeSchema.definitions.role.enum).toEqual([...ROLES]);
});

test('private fields reach the roles of their row', () => {
  expect(ROLES.filter(seesPrivate)).toEqual(rolesAllowed('staffFields'));
});

describe('links by role (spec section 2)', () => {
  const PUBLIC_LINKS = ['/', '/family-tree-instruction', '/family-gallery', '/family-history', '/family-aboutus'];
  const FAMILY_PAGES = [
    '/family-members',
    '/family-tree/1',
    '/family-notification',
    '/family-activities',
    '/family-members/familystats',
    '/my-suggestions',
  ];
  const links = (role: (typeof ROLES)[number]) =>
    navEntries(role, '/family-tree/1').flatMap((entry) => (isGroup(entry) ? entry.links : [entry]));

  test.each([...ROLES])("the navigation bar of %s keeps the spec's links", (role) => {
    const admin = rolesAllowed('adminBoard').includes(role) ? ['/adminboard'] : [];
    const family = rolesAllowed('family').includes(role) ? FAMILY_PAGES : [];
    expect(
      links(role)
        .map((link) => link.to)
        .toSorted(),
    ).toEqual([...PUBLIC_LINKS, ...family, ...admin].toSorted());
  });

  test.each([...ROLES])('in the bar of %s, "Family tree" opens the tree where the role may see it, else its instructions', (role) => {
    const tree = links(role).find((link) => link.label === 'portal.nav.tree')!;
    expect(tree.to).toBe(rolesAllowed('family').includes(role) ? '/family-tree/1' : '/family-tree-instruction');
  });

  const BOARD: Record<string, string[]> = {
    ADMIN: [
      'members',
      'users',
      'permissionRequests',
      'addModerators',
      'createNotification',
      'createActivity',
      'galleryManagement',
      'suggestions',
      'changes',
      'gedcom',
      'reminders',
      'backups',
    ],
    MODERATOR: ['members', 'createNotification', 'createActivity', 'galleryManagement', 'suggestions', 'changes', 'gedcom'],
  };

  test.each([...ROLES])('the admin board of %s', (role) => {
    expect(boardLinksFor(role).map((link) => link.key)).toEqual(BOARD[role] ?? []);
  });

  test('every link of the admin board has a route of its own', () => {
    const paths = new Set(routeTable.routes.map((r) => r.path));
    expect(BOARD_LINKS.filter((link) => !paths.has(link.to))).toEqual([]);
  });
});
