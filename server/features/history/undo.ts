// Undoing a change from the history: a deleted record comes back as it was, under its own id, with the
// records deleted with it (a member's partners, an album's images) and its picture (the file was kept);
// an edit is reverted to the values it replaced. The plan says what will change before the ADMIN agrees,
// and the same plan, read again in the undo's transaction, decides whether it may run.
import type { Kysely } from 'kysely';
// Why an undo cannot run now, and what it would do, as the API answers them: schema/api/history.json.
import type { UndoBlock, UndoPlan } from '../../../common/generated/api.ts';
import type { ResourceName } from '../../../common/generated/types.ts';
import { entityByResource, fileField } from '../../../common/model/entities.ts';
import type { Database } from '../../db/database.ts';
import { conflict } from '../../http-error.ts';
import type { Repositories } from '../../entities/repositories.ts';
import { currentChangeContext, withChangeContext } from './change-context.ts';
import { parseSnapshot, type ChangeLog, type StoredChange } from './repository.ts';
import type { Snapshot } from './recorder.ts';

const keeps = (resource: string): boolean => entityByResource(resource)['x-resource'].history === true;

/** An edit of the record's own properties, which writing the old values back reverts. */
const ownProperties = (change: StoredChange): boolean =>
  Object.keys(parseSnapshot(change.before)).every((name) => name in entityByResource(change.resource).properties);

export class Undo {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: ChangeLog,
    private readonly repositories: Repositories,
  ) {}

  /**
   * What undoing the change would do; undefined for a change that cannot be undone (a creation, an account's
   * roles, the people named in a photo: values that are not the record's own properties).
   */
  async plan(change: StoredChange, db: Kysely<Database> = this.db): Promise<UndoPlan | undefined> {
    if (!keeps(change.resource) || change.cause_id !== null) return undefined;
    if (change.action === 'delete') return this.restorePlan(change, db);
    if (change.action === 'update' && ownProperties(change)) return this.revertPlan(change, db);
    return undefined;
  }

  /** Runs the undo in one transaction (as the signed-in ADMIN's change); the change that did it. */
  async run(change: StoredChange): Promise<StoredChange> {
    return this.db.transaction().execute(async (trx) => {
      const plan = await this.plan(change, trx);
      if (!plan) throw conflict('This change cannot be undone');
      if (plan.blocked) throw conflict(blockedMessage(plan.blocked));
      const context = currentChangeContext();
      const repo = this.repositories.ofResource(change.resource as ResourceName);
      await withChangeContext({ ...context, undoes: Number(change.id) }, () =>
        plan.kind === 'restore'
          ? repo.reinsert(parseSnapshot(change.before), trx)
          : repo.writeSnapshot(Number(change.record_id), parseSnapshot(change.before), trx),
      );
      const done = (await this.log.undoOf(Number(change.id), trx))!;
      if (plan.kind === 'restore')
        for (const follower of await this.log.followers(Number(change.id), trx))
          await withChangeContext({ ...context, undoes: Number(follower.id), cause: Number(done.id) }, () =>
            this.restoreFollower(follower, trx),
          );
      return done;
    });
  }

  /**
   * Brings back what a deletion did to another record: a record deleted with it comes back; a link the
   * deletion cleared (a child's mother) is set again, unless the record is gone or was linked anew since.
   */
  private async restoreFollower(follower: StoredChange, trx: Kysely<Database>): Promise<void> {
    const repo = this.repositories.ofResource(follower.resource as ResourceName);
    const before = parseSnapshot(follower.before);
    if (follower.action === 'delete') {
      await repo.reinsert(before, trx);
      return;
    }
    const now = await this.current(follower.resource, Number(follower.record_id), trx);
    if (now && Object.keys(before).every((name) => now[name] === null)) await repo.writeSnapshot(Number(follower.record_id), before, trx);
  }

  /**
   * Forgets a deleted record for good (a relative who asks to be removed): its values and name leave every
   * change of it and of the records deleted with it, and its kept pictures are removed; the changes stay,
   * saying only that a record was deleted. Returns the files to remove once the transaction is in.
   */
  async erase(change: StoredChange): Promise<string[]> {
    return this.db.transaction().execute(async (trx) => {
      const plan = await this.plan(change, trx);
      if (!plan?.erasable) throw conflict(plan?.blocked ? blockedMessage(plan.blocked) : 'Only a deletion can be erased');
      // The records deleted with it; a record that only lost its link to it stays, with its history.
      const deletedWith = (await this.log.followers(Number(change.id), trx)).filter((f) => f.action === 'delete');
      const records = [change, ...deletedWith];
      const files: string[] = [];
      for (const record of records) {
        const file = fileField(entityByResource(record.resource));
        for (const c of await this.log.ofRecord(record.resource, Number(record.record_id), trx))
          for (const values of [parseSnapshot(c.before), parseSnapshot(c.after)])
            if (file && typeof values[file] === 'string') files.push(values[file]);
        await this.log.forgetRecord(record.resource, Number(record.record_id), trx);
      }
      return [...new Set(files)];
    });
  }

  private async restorePlan(change: StoredChange, db: Kysely<Database>): Promise<UndoPlan> {
    const plan = await this.restoreOrWhyNot(change, db);
    // A record whose parent is gone too can still be forgotten.
    return { ...plan, erasable: !plan.blocked || plan.blocked.reason === 'needs' };
  }

  private async restoreOrWhyNot(change: StoredChange, db: Kysely<Database>): Promise<Omit<UndoPlan, 'erasable'>> {
    const snapshot = parseSnapshot(change.before);
    const followers = await this.log.followers(Number(change.id), db);
    const names = await this.log.referencedNames([change], db);
    const plan: Omit<UndoPlan, 'erasable'> = {
      kind: 'restore',
      fields: Object.entries(snapshot)
        .filter(([name]) => name !== 'id')
        .map(([name, value]) => ({ name, after: this.log.shownValue(change.resource, name, value, names) })),
      with: followers.map((f) => ({ resource: f.resource, title: f.title })),
    };
    if (change.before === null) return { ...plan, blocked: { reason: 'erased' } };
    const undoneBy = await this.log.undoneBy(Number(change.id), db);
    if (undoneBy !== null) return { ...plan, blocked: { reason: 'undone', by: undoneBy } };
    if (await this.current(change.resource, Number(change.record_id), db)) return { ...plan, blocked: { reason: 'exists' } };
    const missing = await this.missingReference(change.resource, snapshot, db);
    return missing ? { ...plan, blocked: missing } : plan;
  }

  private async revertPlan(change: StoredChange, db: Kysely<Database>): Promise<UndoPlan> {
    const before = parseSnapshot(change.before);
    const now = await this.current(change.resource, Number(change.record_id), db);
    const names = await this.log.referencedNames([change], db);
    const shown = (name: string, value: unknown) => this.log.shownValue(change.resource, name, value, names);
    const plan: UndoPlan = {
      kind: 'revert',
      fields: Object.keys(before).map((name) => ({ name, before: now && shown(name, now[name]), after: shown(name, before[name]) })),
      with: [],
      erasable: false,
    };
    const undoneBy = await this.log.undoneBy(Number(change.id), db);
    if (undoneBy !== null) return { ...plan, blocked: { reason: 'undone', by: undoneBy } };
    if (!now) return { ...plan, blocked: { reason: 'gone' } };
    if (Object.keys(before).every((name) => JSON.stringify(before[name]) === JSON.stringify(now[name])))
      return { ...plan, blocked: { reason: 'unchanged' } };
    // A member's line must not loop: the rule of every write of a parent (features/family/rules.ts).
    const parentId = before.parentId;
    if (change.resource === 'family-members' && typeof parentId === 'number')
      if (await this.repositories.members.lineageIncludes(parentId, Number(change.record_id), db))
        return { ...plan, blocked: { reason: 'ancestor' } };
    const missing = await this.missingReference(change.resource, before, db);
    return missing ? { ...plan, blocked: missing } : plan;
  }

  /** The record's kept values as stored now; undefined when it does not exist. */
  private async current(resource: string, id: number, db: Kysely<Database>): Promise<Snapshot | undefined> {
    const row = await this.log.storedRow(resource, id, db);
    return row && this.log.recorder(resource).snapshot(row);
  }

  /** A record the values point at that is no longer there (a restored member's parent, deleted since). */
  private async missingReference(resource: string, values: Snapshot, db: Kysely<Database>): Promise<UndoBlock | undefined> {
    const entity = entityByResource(resource);
    for (const [name, value] of Object.entries(values)) {
      const target = entity.properties[name]?.['x-reference']?.resource;
      if (!target || typeof value !== 'number') continue;
      if (!(await this.current(target, value, db))) return { reason: 'needs', resource: target, id: value };
    }
    return undefined;
  }
}

/** The API's words for a refused undo; the back office shows its own, translated, from the plan. */
export function blockedMessage(block: UndoBlock): string {
  switch (block.reason) {
    case 'undone':
      return `This change was undone already (change ${block.by})`;
    case 'erased':
      return 'The record was erased for good: nothing is left to restore';
    case 'exists':
      return 'The record exists: there is nothing to restore';
    case 'gone':
      return 'The record was deleted since: restore it first';
    case 'unchanged':
      return 'The record holds these values already';
    case 'needs':
      return `Restore ${block.resource} ${block.id} first: this record points at it`;
    case 'ancestor':
      return 'parentId: a member cannot be its own ancestor';
  }
}
