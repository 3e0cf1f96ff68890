// On the first start of an empty database: the admin account, and the demo family when DEMO is on.
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { ensureAdmin } from '../../seed/admin.ts';
import { seedDemo } from '../../seed/demo.ts';

export default fp<{ config: Config }>(
  async (app, { config }) => {
    await ensureAdmin(app.repositories.users, config, app.log);
    if (!config.demo || (await app.repositories.members.count()) > 0) return;
    const report = await seedDemo(app);
    app.log.info(
      report,
      'demo family added (DEMO=false turns this off); demo logins: moderator/moderator-demo, familymember/family-demo, visitor/visitor-demo',
    );
  },
  { name: 'first-start', dependencies: ['repositories', 'storage'] },
);
