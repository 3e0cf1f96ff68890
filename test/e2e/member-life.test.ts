// A family member meets a deceased great-grandfather on his page, with the real server and the built app:
// his years and the mark under his name, where he was born, died and is buried, and his life story in
// paragraphs with its link; the moderators' notes written on him do not reach the family member.
import { describe, expect, test } from 'vitest';
import { apiAs } from './fixtures/api.ts';
import { signInAs } from './fixtures/browser.ts';
import { usePortal } from './fixtures/suite.ts';
import { text } from './fixtures/texts.ts';

const tr = (key: string) => text('en', key);

describe('a member’s life', () => {
  const portal = usePortal();

  test('a family member opens a deceased great-grandfather and reads his years, places and story', async () => {
    const name = `Hasan${Math.random().toString(36).slice(2, 8)}`;
    const moderator = await apiAs(portal.url, 'MODERATOR');
    const created = await moderator<{ id: number }>('POST', '/api/v1/members', {
      name,
      gender: 'male',
      birthdate: '02-03-1814',
      birthPlace: 'Ein al-Zeitun',
      deathDate: '11-09-1890',
      deathPlace: 'Safad',
      burialPlace: 'The village cemetery',
      biography: 'He planted the olive trees of the valley.\n\nHis letters are kept at https://example.org/letters.',
      notes: 'The death year is from the village register.',
    });
    expect(created.status).toBe(201);

    const page = await portal.page('en');
    await signInAs(page, portal.url, 'BISH');
    await page.goto(`${portal.url}/family-members/${created.json.id}`);
    await expect.poll(() => page.locator('main h1').textContent()).toContain(name);
    const main = page.locator('main');
    await main.getByText('1814–1890', { exact: true }).waitFor();
    await main.getByText(tr('family.life.deceased.male'), { exact: true }).waitFor();
    for (const place of ['Ein al-Zeitun', 'Safad', 'The village cemetery', '11-09-1890'])
      await main.getByText(place, { exact: true }).waitFor();

    const story = page.getByRole('region', { name: tr('resources.family-members.fields.biography') });
    expect(await story.locator('p').allTextContents()).toEqual([
      'He planted the olive trees of the valley.',
      'His letters are kept at https://example.org/letters.',
    ]);
    const link = story.getByRole('link', { name: 'https://example.org/letters' });
    expect(await link.getAttribute('href')).toBe('https://example.org/letters');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await main.textContent()).not.toContain('village register');
  });
});
