// Whose history a role reads (server/features/history): the server answers by it and the back office offers by it.
import { ENTITIES } from './entities.ts';
import { atLeast, type Role } from './roles.ts';

/**
 * The resources whose history a role reads: those it may write (create, update or delete). A MODERATOR
 * reads the family content's, an ADMIN the accounts' too; no one else reads any.
 */
export function historyResources(role: Role): string[] {
  return ENTITIES.filter((entity) => {
    const { history, permissions } = entity['x-resource'];
    const writers = [permissions.create, permissions.update, permissions.delete].filter((r): r is Role => r !== null);
    return history && writers.some((lowest) => atLeast(role, lowest));
  }).map((entity) => entity['x-resource'].name);
}
