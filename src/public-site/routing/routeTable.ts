// schema/routes.json read once: the public routes this router serves, and the roles of the back
// office's routes, which react-admin serves under /adminboard but this router guards.
import { matchPath } from 'react-router';
import table from '../../../schema/routes.json';
import type { Role } from '../../model/roles.ts';

export interface RouteEntry {
  path: string;
  screen: string;
  role: Role;
}

const ROUTES = table.routes as RouteEntry[];
export const ADMIN_BASE = '/adminboard';

const isAdminPath = (path: string) => path === ADMIN_BASE || path.startsWith(`${ADMIN_BASE}/`);

export const PUBLIC_ROUTES: readonly RouteEntry[] = ROUTES.filter((r) => !isAdminPath(r.path));
const ADMIN_ROUTES = ROUTES.filter((r) => isAdminPath(r.path));
const ADMIN_ROOT = ADMIN_ROUTES.find((r) => r.path === ADMIN_BASE)!;

/** The lowest role for a path under /adminboard: its own route's, else the board's. */
export function adminRoleFor(pathname: string): Role {
  const own = ADMIN_ROUTES.find((r) => r.path !== ADMIN_BASE && matchPath({ path: r.path, end: true }, pathname));
  return (own ?? ADMIN_ROOT).role;
}
