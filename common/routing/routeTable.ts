// schema/routes.json read once: the public routes this router serves, and the roles of every route,
// the back office's too (react-admin serves those under /adminboard, but this router guards them).
// The guards, the navigation and the admin board all ask it who may open a path; the server asks it which
// screen an address shows. Shared by both, so it matches paths itself instead of through the router.
import table from '../../schema/routes.json';
import { atLeast, type Role } from '../model/roles.ts';

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

type RouteMatch = { entry: RouteEntry; params: Readonly<Record<string, string | undefined>> };

/** A path's segments, without the empty ones of a leading or trailing slash. */
const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);

interface Pattern {
  entry: RouteEntry;
  segments: string[];
}

/**
 * The table in the router's order of preference: at the first segment where two paths differ, a fixed
 * word wins over a parameter (`/family-members/create` before `/family-members/:id`). Every path of the
 * table is fixed words and whole-segment parameters, which is all this ranking needs to know.
 */
const PATTERNS: readonly Pattern[] = ROUTES.map((entry) => ({ entry, segments: segmentsOf(entry.path) })).sort((a, b) => {
  for (let i = 0; i < Math.min(a.segments.length, b.segments.length); i++) {
    const aParam = a.segments[i].startsWith(':');
    if (aParam !== b.segments[i].startsWith(':')) return aParam ? 1 : -1;
  }
  return 0;
});

/** A parameter as written in the address when it is not valid percent-encoding, as the router keeps it. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The parameters of `pattern` for `segments`, or undefined when it does not serve them (words match case-insensitively, as the router's do). */
function paramsOf(pattern: Pattern, segments: readonly string[]): Record<string, string> | undefined {
  if (pattern.segments.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, word] of pattern.segments.entries()) {
    if (word.startsWith(':')) params[word.slice(1)] = decoded(segments[i]);
    else if (word.toLowerCase() !== segments[i].toLowerCase()) return undefined;
  }
  return params;
}

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
  const segments = segmentsOf(pathname);
  let found: RouteMatch | undefined;
  for (const pattern of PATTERNS) {
    const params = paramsOf(pattern, segments);
    if (params) {
      found = { entry: pattern.entry, params };
      break;
    }
  }
  if (matched.size >= MATCHES_KEPT) matched.clear();
  matched.set(pathname, found);
  return found;
}

const routeOf = (pathname: string): RouteEntry | undefined => matchRoute(pathname)?.entry;

/** The public route that serves `pathname`; undefined for the back office's paths and for those no route serves. */
export const publicRouteOf = (pathname: string): RouteEntry | undefined => (isAdminPath(pathname) ? undefined : routeOf(pathname));

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
