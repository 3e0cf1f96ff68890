import { expect, test } from 'vitest';
import routeTable from '../../schema/routes.json';

// The route table of spec section 2, as the spec writes it, so that a route dropped from
// schema/routes.json is noticed. The repository carries it, since a clone has no spec beside it.
const SPEC_ROUTES = [
  '/',
  '/contact-us',
  '/login',
  '/register',
  '/donationsuccess',
  '/family-gallery',
  '/family-gallery/create',
  '/family-gallery/gallery-management',
  '/family-members',
  '/family-members/create',
  '/family-members/familystats',
  '/family-members/{id}/childcreate',
  '/family-members/{id}',
  '/family-members/{id}/edit',
  '/family-members/profile/{id}',
  '/family-members/{id}/children',
  '/family-partners/createpartner/{id}',
  '/family-partners/{id}',
  '/family-partners/{id}/edit',
  '/family-history',
  '/family-tree/{id}',
  '/family-tree-instruction',
  '/family-aboutus',
  '/profile',
  '/family-notification',
  '/family-notification/create',
  '/family-notification/{id}',
  '/family-activities',
  '/family-activities/create',
  '/family-activities/{id}',
  '/adminboard',
  '/adminboard/users/',
  '/adminboard/users/{username}',
  '/adminboard/addmoderators/',
  '/adminboard/disabledusers/',
  '/adminboard/permissionRequestUsers/',
  '/activate/{username}/{token}',
  '/activateSMS/{username}',
  '/ModifyNumberSMSVerify/{username}/{newNumber}',
  '/activationerror',
  '/users/resetusernameorpassword',
  '/users/{username}/modifyphone',
  '/users/{username}/resetpassword/{token}',
  '/users/{username}/changepassword',
].map((path) => path.replace(/\{(\w+)\}/g, ':$1'));

test('every route of the spec has an entry with a role', () => {
  const ours = new Set(routeTable.routes.map((r) => r.path));
  const missing = SPEC_ROUTES.filter((p) => !ours.has(p));
  expect(missing).toEqual([]);
});

test('paths are unique', () => {
  const paths = routeTable.routes.map((r) => r.path);
  expect(new Set(paths).size).toBe(paths.length);
});
