// Instances sharing one PostgreSQL database are started together (`systemctl enable --now` starts both): what a
// first start makes (the admin, the demo family) must be made by one of them, the others waiting for it and
// then finding it made. A PostgreSQL advisory lock, held on a connection of its own for the work's length,
// does that; an SQLite file has one server.
import { sql } from 'kysely';
import type { DatabaseHandle } from './database.ts';

export async function oneAtATime<T>({ db, dialect }: DatabaseHandle, name: string, work: () => Promise<T>): Promise<T> {
  if (dialect !== 'postgres') return work();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext(${name}))`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${name}))`.execute(connection);
    }
  });
}
