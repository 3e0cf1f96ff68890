// Who makes the changes of the work running now, and why: read by the repositories when they write the
// history, so that no route has to pass it on (and none can forget to). A request runs in the context of
// its signed-in user (see the history plugin); work outside a request (the seed, a command) has none and
// is written as the portal's own.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface ChangeContext {
  /** The signed-in user making the change; null for the portal itself. */
  actor: { id: number; username: string } | null;
  /** The member whose suggestion this work applies (a moderator accepting it is the actor). */
  suggester?: string;
  /** The change this work undoes (a restore of a deleted record, a revert of an edit). */
  undoes?: number;
  /** The change this work follows from (a partner restored with their member). */
  cause?: number;
}

const storage = new AsyncLocalStorage<ChangeContext>();

export const currentChangeContext = (): ChangeContext => storage.getStore() ?? { actor: null };

/** Runs the work (and everything it awaits) as changes of `context`. */
export const withChangeContext = <T>(context: ChangeContext, work: () => T): T => storage.run(context, work);
