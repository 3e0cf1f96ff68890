// Sessions open when the portal is upgraded keep their worth under REQUIRE_2FA: an account with the app on
// could sign in only with its code, so its sessions count as signed in with one; the others do not.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { describeOnDatabases } from './helpers/databases.ts';
import { emptyPlace, storedUser, type EmptyPlace } from './helpers/empty-place.ts';

describeOnDatabases('sessions signed in before it was kept how', (db) => {
  let handle: DatabaseHandle;
  let place: EmptyPlace;
  beforeAll(async () => {
    place = await emptyPlace(db);
    handle = openDatabase(place.place);
    await migrateToLatest(handle, '0036-passkeys');
    await handle.db
      .insertInto('users')
      .values([storedUser(1, 'rami', { totp_secret: 'JBSWY3DPEHPK3PXP' }), storedUser(2, 'dana', { totp_secret: null })])
      .execute();
    const session = (id: number, user_id: number) => ({ id, user_id, user_agent: null, created_at: 1, last_seen_at: 1 });
    await handle.db
      .insertInto('sessions')
      .values([session(1, 1), session(2, 2)])
      .execute();
    await migrateToLatest(handle);
  });
  afterAll(async () => {
    await handle?.db.destroy();
    await place?.dispose();
  });

  test('the sessions of an account with the app on were signed in with its code; the others with the password', async () => {
    const rows = await handle.db.selectFrom('sessions').select(['id', 'signed_in_with']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 1, signed_in_with: 'code' },
      { id: 2, signed_in_with: 'password' },
    ]);
  });
});
