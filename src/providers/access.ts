// Who may do what in the back office, read from each schema's x-resource.permissions: the schema is the
// one source of these rules, shared with the server's checks.
import { entityByResource, ENTITIES, type Action } from '../../common/model/entities.ts';
import { atLeast, type Role } from '../../common/model/roles.ts';

/** react-admin's action names onto the schema's four actions. */
const ACTION_OF: Record<string, Action> = {
  list: 'read',
  show: 'read',
  read: 'read',
  export: 'read',
  create: 'create',
  clone: 'create',
  edit: 'update',
  update: 'update',
  delete: 'delete',
};

/** Whether `role` may perform the react-admin `action` on `resource`; unknown resources and actions are refused. */
export function mayAccess(role: Role, resource: string, action: string): boolean {
  const schemaAction = ACTION_OF[action];
  if (!schemaAction || !ENTITIES.some((e) => e['x-resource'].name === resource)) return false;
  const lowest = entityByResource(resource)['x-resource'].permissions[schemaAction];
  return lowest !== null && atLeast(role, lowest);
}

/** The resources `role` may open, in the back office's order. */
export const readableResources = (role: Role): string[] =>
  ENTITIES.map((e) => e['x-resource'].name).filter((name) => mayAccess(role, name, 'list'));
