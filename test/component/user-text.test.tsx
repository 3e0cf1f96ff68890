// Text people wrote keeps its own direction on a page of the other: in a notice mixing Arabic and English,
// the English sentence ends with its full stop on its right; each line of a notice takes its own direction.
import { Route, Routes } from 'react-router';
import { expect, test } from 'vitest';
import { NotificationDetailPage } from '../../src/public-site/pages/news/NotificationDetailPage.tsx';
import { renderPortal, signedIn, stubApi } from './render.tsx';

const NOTICE = {
  id: 5,
  subject: 'لقاء العائلة',
  content: 'مرحبًا بالجميع في لقاء العائلة. Everyone is welcome.\nWe meet at the square.\nنلتقي في الساحة.',
  description: '',
  imageLink: null,
  createdDate: '2026-11-20T10:00:00Z',
  createdBy: 1,
  createdByName: 'admin',
};

/** Where on screen a text's `index`-th character is. */
function charBox(within: Element, text: string, index: number): DOMRect {
  const walker = document.createTreeWalker(within, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.textContent!.indexOf(text);
    if (at < 0) continue;
    const range = document.createRange();
    range.setStart(node, at + index);
    range.setEnd(node, at + index + 1);
    return range.getBoundingClientRect();
  }
  throw new Error(`no text ${text}`);
}

test('an English sentence in an Arabic notice keeps its full stop at its end, and each line its own direction', async () => {
  stubApi({ 'GET /api/auth/users/session': signedIn('BISH'), 'GET /api/v1/notifications/5': NOTICE });
  const screen = await renderPortal(
    <Routes>
      <Route path="/family-notification/:id" element={<NotificationDetailPage />} />
    </Routes>,
    { lang: 'ar', path: '/family-notification/5', user: signedIn('BISH') },
  );
  const article = screen.getByRole('article');
  await expect.element(article).toHaveTextContent('Everyone is welcome.');
  const body = article.element();

  const english = 'Everyone is welcome.';
  // Read left to right: the E first, the full stop last, on its right.
  expect(charBox(body, english, english.length - 1).left).toBeGreaterThan(charBox(body, english, 0).left);
  // The Arabic sentence before it stays to its right, as the line reads right to left.
  expect(charBox(body, 'مرحبًا', 0).left).toBeGreaterThan(charBox(body, english, english.length - 1).left);

  // The English line starts at the left, the Arabic one at the right.
  const { left, right } = body.getBoundingClientRect();
  expect(charBox(body, 'We meet', 0).left - left).toBeLessThan(2);
  expect(right - charBox(body, 'نلتقي', 0).right).toBeLessThan(2);
  const period = 'We meet at the square.';
  expect(charBox(body, period, period.length - 1).left).toBeGreaterThan(charBox(body, period, 0).left);
});
