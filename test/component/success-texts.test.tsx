// A success message says what happened: a notice published without a picture is not "Uploaded".
import { describe, expect, test, vi } from 'vitest';
import en from '../../i18n/en.json';
import { NotificationCreatePage } from '../../src/public-site/pages/news/NotificationCreatePage.tsx';
import { renderPortal, signedIn, stubApi } from './render.tsx';

const created = vi.hoisted(() => ({ notice: vi.fn() }));

// The notice travels by XMLHttpRequest (for its upload progress), which the fetch stub does not see.
vi.mock('../../src/public-site/pages/news/newsApi.ts', async (original) => ({
  ...(await original<object>()),
  createNotice: created.notice,
}));

describe('a new notice without a picture', () => {
  test('says it was published, not uploaded (English)', async () => {
    const moderator = signedIn('MODERATOR');
    stubApi({ 'GET /api/auth/users/session': moderator });
    created.notice.mockResolvedValue({ id: 9, subject: 'Family day', message: 'Uploaded Successfully !' });
    const screen = await renderPortal(<NotificationCreatePage />, { lang: 'en', path: '/family-notification/create', user: moderator });
    await screen.getByLabelText(en.resources['family-notification'].fields.subject).fill('Family day');
    await screen.getByLabelText(en.resources['family-notification'].fields.description).fill('Friday in the village square.');
    await screen.getByRole('button', { name: en.news.create.submit }).click();

    await expect.element(screen.getByRole('alertdialog')).toHaveTextContent(en.news.create.published);
    await expect.element(screen.getByText(en.news.create.uploaded)).not.toBeInTheDocument();
    expect(created.notice).toHaveBeenCalledWith(expect.objectContaining({ subject: 'Family day', file: null }), expect.any(Function));
  });
});
