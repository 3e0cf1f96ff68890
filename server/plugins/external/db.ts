// The database: opened from the configuration, migrated to the latest schema, closed with the app.
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import { openDatabase, type Database, type Dialect } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dialect: Dialect;
  }
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const handle = openDatabase(config);
    await migrateToLatest(handle);
    handle.prepareReads();
    app.decorate('db', handle.db);
    app.decorate('dialect', handle.dialect);
    app.addHook('onClose', async () => handle.db.destroy());
    app.log.info(`database ready: ${handle.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'}`);
  },
  { name: 'db' },
);
