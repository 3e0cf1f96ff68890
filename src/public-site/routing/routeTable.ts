// schema/routes.json read once: the public routes this router serves, and the roles of every route,
// the back office's too (react-admin serves those under /adminboard, but this router guards them).
// The guards, the navigation and the admin board all ask it who may open a path.
import { matchRoutes } from 'react-router';
import table from '../../../schema/routes.json';
import { atLeast, type Role } from '../../model/roles.ts';

export interface RouteEntry {
  path: string;
  screen: string;
  role: Role;
}

// A JSON import types `role` as any string; test/unit/access-table.test.ts checks each is a role.
const ROUTES = table.routes as RouteEntry[];
export const ADMIN_BASE = '/adminboard';

const isAdminPath = (path: string) => path === ADMIN_BASE || path.startsWith(`${ADMIN_BASE}/`);

export const PUBLIC_ROUTES: readonly RouteEntry[] = ROUTES.filter((r) => !isAdminPath(r.path));
const ADMIN_ROOT = ROUTES.find((r) => r.path === ADMIN_BASE)!;

const MATCHABLE = ROUTES.map((entry) => ({ path: entry.path, entry }));

type RouteMatch = { entry: RouteEntry; params: Readonly<Record<string, string | undefined>> };

/**
 * Matches by path, kept: the frame asks who may open the same few paths on every render, and each
 * match ranks and compiles the whole table anew (on a phone, tens of milliseconds of a first start).
 * Emptied when full, so a long visit through many records does not grow it without end.
 */
const matched = new Map<string, RouteMatch | undefined>();
const MATCHES_KEPT = 500;

/** The route that serves `pathname` and its parameters, ranked as the router ranks them (`/family-members/create` before `/family-members/:id`). */
export function matchRoute(pathname: string): RouteMatch | undefined {
  if (matched.has(pathname)) return matched.get(pathname);
  const match = matchRoutes(MATCHABLE, pathname)?.[0];
  if (matched.size >= MATCHES_KEPT) matched.clear();
  const found = match && { entry: match.route.entry, params: match.params };
  matched.set(pathname, found);
  return found;
}

const routeOf = (pathname: string): RouteEntry | undefined => matchRoute(pathname)?.entry;

/** The lowest role for a path under /adminboard: its own route's, else the board's (react-admin's pages of each record). */
export function adminRoleFor(pathname: string): Role {
  return routeOf(pathname)?.role ?? ADMIN_ROOT.role;
}

/** The lowest role that may open `pathname`; undefined for a path no route serves. */
export function roleFor(pathname: string): Role | undefined {
  return isAdminPath(pathname) ? adminRoleFor(pathname) : routeOf(pathname)?.role;
}

/** Whether `role` may open `pathname`: a link to it is worth showing. */
export function mayOpen(role: Role, pathname: string): boolean {
  const lowest = roleFor(pathname);
  return lowest !== undefined && atLeast(role, lowest);
}
