// A news card (NoticeCard) in English on a phone and a computer: a notice without a picture gives its text
// the card's whole width (no grey placeholder beside it), one with a picture keeps the text wide on a
// phone, and a long text ends at a word with one ellipsis.
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { NoticeCard } from '../../src/public-site/pages/news/NoticeCard.tsx';
import type { Notice } from '../../src/public-site/pages/news/newsApi.ts';
import { withNewsTexts } from '../../src/public-site/pages/news/newsTexts.ts';
import { renderPortal, signedIn, stubApi } from './render.tsx';

const Card = withNewsTexts(NoticeCard);

const LONG =
  'The whole family is invited to the annual gathering in the square of the village. Bring the children, the grandparents and your best dishes. ' +
  'There will be music, dabke and stories of the old days told by the elders... and more to come.';

const notice = (fields: Partial<Notice>): Notice =>
  ({
    id: 1,
    subject: 'Annual gathering',
    content: LONG,
    description: null,
    imageLink: null,
    createdDate: '2026-06-01T10:00:00Z',
    ...fields,
  }) as Notice;

async function showCard(width: number, fields: Partial<Notice> = {}) {
  await page.viewport(width, 800);
  const user = signedIn('BISH');
  stubApi({ 'GET /api/auth/users/session': user });
  const screen = await renderPortal(<Card notice={notice(fields)} eager />, { lang: 'en', user });
  const card = screen.getByRole('article', { name: 'Annual gathering' });
  await expect.element(card).toBeVisible();
  const text = card.getByText(/^The whole family/);
  const cardBox = card.element().getBoundingClientRect();
  const textBox = text.element().getBoundingClientRect();
  return { screen, card, text, share: textBox.width / cardBox.width };
}

describe('news card', () => {
  afterEach(async () => {
    await page.viewport(1280, 900);
  });

  for (const width of [375, 1280])
    test(`at ${width} px a notice without a picture gives its text the whole card, with no placeholder`, async () => {
      const { card, share } = await showCard(width);
      expect(share).toBeGreaterThan(0.85);
      await expect.element(card.getByRole('img')).not.toBeInTheDocument();
    });

  test("on a phone a picture stands above the text, which keeps the card's width", async () => {
    const { card, share } = await showCard(375, { imageLink: '/api/v1/notifications/1/download?v=a&sig=s' });
    expect(share).toBeGreaterThan(0.85);
    expect(card.element().querySelector('img')).not.toBeNull();
  });

  test('a long text ends at a whole word with one ellipsis', async () => {
    const { text } = await showCard(1280);
    const shown = text.element().textContent!;
    expect(shown.endsWith('…')).toBe(true);
    expect(shown).not.toMatch(/\.…|\.\.\.\.|\s…$/);
    expect(LONG.startsWith(shown.slice(0, -1))).toBe(true);
    expect(LONG[shown.length - 1]).toMatch(/[\s.,]/);
    await expect.element(text).toBeVisible();
  });
});
