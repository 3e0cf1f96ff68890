// On the first start of an empty database: the admin account, and the demo family when DEMO is on.
// Each is announced as it is made, before the server listens, so a start that then fails (a port
// in use) has still shown the generated admin password, which no later start can show again.
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { oneAtATime } from '../../db/one-at-a-time.ts';
import { ensureAdmin } from '../../seed/admin.ts';
import { DEMO_USERS, seedDemo } from '../../seed/demo.ts';

const demoLogins = DEMO_USERS.map((user) => `${user.username} / ${user.password}`).join(', ');

export default fp<{ config: Config }>(
  async (app, { config }) => {
    // Instances started together on one database: one makes them, the others find them made.
    await oneAtATime(app, 'first-start', async () => {
      await ensureAdmin(app.repositories.users, config, app.log);
      if (!config.demo || (await app.repositories.members.count()) > 0) return;
      const report = await seedDemo(app);
      app.log.info(`Demo logins: ${demoLogins} (a demo family of ${report.members} members was added; DEMO=false turns this off)`);
    });
  },
  { name: 'first-start', dependencies: ['db', 'repositories', 'storage'] },
);
