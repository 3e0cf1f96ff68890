// The tree a relative opens from a person's page: the whole family's tree centred on that person, who is
// shown among the father, the brothers and sisters and the wife (the demo family's deepest married man),
// the same person's pedigree and fan chart name the father and the grandfather, and the line of fathers
// leads up to the first ancestor.
import { describe, test } from 'vitest';
import type { FamilyView } from '../../common/generated/api.ts';
import { signInAs } from './fixtures/browser.ts';
import { usePortal } from './fixtures/suite.ts';
import { text } from './fixtures/texts.ts';

describe('the family view from a person’s page', () => {
  const portal = usePortal();

  test('a deep member’s page → "Family tree": the father’s, a brother’s or sister’s and the wife’s names around them; their pedigree and fan name the fathers above', async () => {
    const page = await portal.page('en');
    await signInAs(page, portal.url, 'BISH');
    // The deepest member with a father, brothers or sisters and a wife, as the family view answers them.
    const family = await page.evaluate(async () => {
      const { accessToken } = JSON.parse(localStorage.getItem('user')!) as { accessToken: string };
      const get = async <T>(url: string) => (await (await fetch(url, { headers: { Authorization: `Bearer ${accessToken}` } })).json()) as T;
      const members = await get<Array<{ id: number; parentId: number | null; gender: string }>>('/api/v1/members?range=[0,999]');
      const byId = new Map(members.map((m) => [m.id, m]));
      const depth = (id: number): number => (byId.get(id)?.parentId ? 1 + depth(byId.get(id)!.parentId!) : 0);
      for (const man of members.filter((m) => m.gender === 'male').sort((a, b) => depth(b.id) - depth(a.id))) {
        const view = await get<FamilyView>(`/api/v1/tree/family/${man.id}`);
        if (view.line.length >= 3 && view.siblings.length > 0 && view.partners.length > 0) return view;
      }
      throw new Error('no deep married man with brothers or sisters in the demo family');
    });

    await page.goto(`${portal.url}/family-members/${family.member.id}`);
    await page.getByRole('link', { name: text('en', 'family.detail.tree') }).click();
    await page.waitForURL(new RegExp(`/family-tree/1\\?focus=${family.member.id}$`));
    const group = (key: string) => page.getByRole('region', { name: text('en', key), exact: true });
    await group('tree.family.person').getByText(family.member.name, { exact: true }).first().waitFor();
    await group('tree.family.parents').getByText(family.line.at(-1)!.name, { exact: true }).waitFor();
    await group('tree.family.siblings').getByText(family.siblings[0].name, { exact: true }).first().waitFor();
    await group('tree.family.person').getByText(family.partners[0].name, { exact: false }).first().waitFor();

    // The same person's ancestors: the father and his father in the pedigree, each a way to centre on them;
    // the fan names them in its drawing, and prints.
    const [father, grandfather] = [family.line.at(-1)!, family.line.at(-2)!];
    const pedigreeOf = text('en', 'tree.pedigree.of', { name: family.member.name });
    await page.getByRole('button', { name: text('en', 'tree.view.ancestors'), exact: true }).click();
    await page.waitForURL(new RegExp(`[?&]view=ancestors&focus=${family.member.id}$`));
    const pedigree = page.getByRole('region', { name: pedigreeOf });
    await pedigree.getByRole('button', { name: father.name }).first().waitFor();
    await pedigree.getByRole('button', { name: grandfather.name }).first().waitFor();
    await page.getByRole('button', { name: text('en', 'tree.view.fan'), exact: true }).click();
    const fan = page.getByRole('group', { name: pedigreeOf });
    await fan.getByRole('button', { name: father.name }).first().waitFor();
    await fan.getByRole('button', { name: grandfather.name }).first().waitFor();
    await page.getByRole('button', { name: text('en', 'tree.pedigree.print') }).waitFor();
    await page.getByRole('button', { name: text('en', 'tree.view.family'), exact: true }).click();
    // The line of fathers above reaches the family's first ancestor, one tap away.
    const line = page.getByRole('navigation', { name: text('en', 'tree.focus.line') });
    await line.getByRole('button', { name: family.line[0].name, exact: true }).click();
    await page.waitForURL(new RegExp(`/family-tree/1\\?focus=${family.line[0].id}$`));
    await group('tree.family.person').getByText(family.line[0].name, { exact: true }).first().waitFor();
    await page.context().close();
  });
});
