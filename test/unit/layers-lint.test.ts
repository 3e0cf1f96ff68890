// The layers of the README's layout table are kept by `npm run lint`: a wrong import is an error there,
// naming the rule, and the same import from a layer that may make it passes. So is SQL outside a repository.
import { ESLint } from 'eslint';
import { expect, test } from 'vitest';

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

const RULES = new Set(['no-restricted-imports', 'no-restricted-syntax']);

/** The messages of the layer and SQL rules for `code` written in the file at `path` (which need not exist). */
async function layerErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path });
  return result.messages.filter((m) => RULES.has(m.ruleId ?? '')).map((m) => m.message);
}

test.each([
  [
    'src/back-office/Fixture.tsx',
    "import { HomePage } from '../public-site/pages/home/HomePage.tsx';",
    'The back office does not import the public site',
  ],
  [
    'src/public-site/pages/Fixture.tsx',
    "import { AdminApp } from '../../back-office/AdminApp.tsx';",
    'The public site does not import the back office',
  ],
  ['src/ui/forms/Fixture.tsx', "import { NavBar } from '../../public-site/layout/NavBar.tsx';", 'src/ui/ serves both interfaces'],
  ['src/providers/fixture.ts', "import { formatError } from '../ui/errors.ts';", 'Providers sit below the interfaces'],
  ['server/fixture.ts', "import { theme } from '../src/ui/theme.ts';", 'Only common/ is shared with the browser'],
  [
    'common/model/fixture.ts',
    "import { getLanguage } from '../../src/providers/language.ts';",
    'common/ is shared by the server and the browser',
  ],
  ['src/public-site/fixture.ts', "import { buildApp } from '../../server/app.ts';", 'The browser never imports the server'],
  [
    'src/public-site/fixture.ts',
    "export const load = () => import('../back-office/AdminApp.tsx');",
    'The public site does not import the back office',
  ],
  ['server/features/news/fixture-routes.ts', "import { sql } from 'kysely';", 'SQL is written in repositories only'],
  [
    'server/features/news/fixture-routes.ts',
    "export const count = (db: any) => db.selectFrom('news_deliveries');",
    'SQL is written in repositories only',
  ],
])('%s may not import this: %s', async (path, code, message) => {
  expect(await layerErrors(path, code)).toEqual([expect.stringContaining(message)]);
});

test.each([
  ['src/back-office/Fixture.tsx', "import { Field } from '../ui/forms/Field.tsx';"],
  ['src/public-site/Fixture.tsx', "import { getLanguage } from '../providers/language.ts';"],
  ['server/fixture.ts', "import { ROLES } from '../common/model/roles.ts';"],
  ['src/App.tsx', "import { AdminApp } from './back-office/AdminApp.tsx';"],
  ['server/features/news/fixture-repository.ts', "import { sql } from 'kysely';"],
  ['server/features/news/repository.ts', "export const count = (db: any) => db.selectFrom('news_deliveries');"],
])('%s may import this: %s', async (path, code) => {
  expect(await layerErrors(path, code)).toEqual([]);
});
