// axe-core on the public pages in all three languages: no serious or critical violation.
import { createRequire } from 'node:module';
import { describe, expect, test } from 'vitest';
import { LANGUAGES } from '../../src/model/languages.ts';
import { usePortal } from './fixtures/suite.ts';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const PATHS = ['/', '/login', '/register', '/contact-us', '/no-such-page'];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

describe('accessibility of the public pages', () => {
  const portal = usePortal();

  test.each(LANGUAGES)(
    '%s',
    async (lang) => {
      const page = await portal.page(lang, { bypassCSP: true });
      const found: string[] = [];
      for (const path of PATHS) {
        await page.goto(`${portal.url}${path}`, { waitUntil: 'networkidle' });
        await page.locator('main h1').waitFor();
        await page.locator('footer').waitFor();
        await page.addScriptTag({ path: AXE });
        const violations = await page.evaluate(async () => {
          const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: Violation[] }> } }).axe;
          return (await axe.run(document)).violations;
        });
        for (const v of violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
          found.push(`${path} ${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        }
      }
      await page.context().close();
      expect(found).toEqual([]);
    },
    90_000,
  );
});
