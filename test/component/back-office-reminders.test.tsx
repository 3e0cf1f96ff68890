// The reminders and weekly digests sent, on the admin board, as an admin reads them in Arabic: a card and a menu entry
// lead to the last days of each, newest first, in Arabic digits, a day with mails given up standing out; a moderator
// has no such entry.
import { describe, expect, test } from 'vitest';
import ar from '../../i18n/ar.json';
import { localNumber } from '../../common/model/translate.ts';
import { signedIn, stubApi } from './render.tsx';
import { renderBackOffice } from './renderBackOffice.tsx';

const RUNS = [
  { day: '2026-12-08', sent: 41, pending: 2, failed: 1, cancelled: 0 },
  { day: '2026-12-01', sent: 38, pending: 0, failed: 0, cancelled: 3 },
];

function remindersApi() {
  return stubApi({
    'GET /api/v1/reminders/runs': RUNS,
    'GET /api/v1/reminders/digest/runs': [{ day: '2026-12-04', sent: 120, pending: 0, failed: 0, cancelled: 2 }],
    'GET /api/auth/users/getrequestjoinbisharat/count': { count: 0 },
    'GET /api/v1/suggestions/waiting': { count: 0 },
  });
}

describe('the reminders sent', () => {
  test('an admin opens them from the menu and reads each day, newest first, in Arabic digits', async () => {
    remindersApi();
    const screen = await renderBackOffice('/adminboard', { lang: 'ar' });
    await expect.element(screen.getByRole('heading', { name: ar.admin.board.reminders })).toBeVisible();
    await screen.getByRole('menuitem', { name: ar.admin.reminders.title }).click();
    await expect.element(screen.getByRole('heading', { level: 1, name: ar.admin.reminders.title })).toBeVisible();
    const rows = screen.getByRole('region', { name: ar.admin.reminders.reminders.title }).getByRole('row');
    await expect
      .element(rows.nth(1))
      .toHaveTextContent(
        [localNumber('ar', '08-12-2026'), localNumber('ar', 41), localNumber('ar', 2), localNumber('ar', 1), localNumber('ar', 0)].join(''),
      );
    await expect.element(rows.nth(2)).toHaveTextContent(localNumber('ar', '01-12-2026'));
    const givenUp = rows.nth(1).getByRole('cell').nth(3);
    expect(getComputedStyle(givenUp.element()).fontWeight).toBe('600');
    // The weekly digests below, each by the day it was sent for.
    const digests = screen.getByRole('region', { name: ar.admin.reminders.digest.title }).getByRole('row');
    await expect
      .element(digests.nth(1))
      .toHaveTextContent(
        [localNumber('ar', '04-12-2026'), localNumber('ar', 120), localNumber('ar', 0), localNumber('ar', 0), localNumber('ar', 2)].join(
          '',
        ),
      );
  });

  test('a moderator is offered no such entry', async () => {
    remindersApi();
    const screen = await renderBackOffice('/adminboard', { lang: 'ar', user: signedIn('MODERATOR') });
    await expect.element(screen.getByRole('menuitem', { name: ar.admin.backToPortal })).toBeVisible();
    expect(screen.getByRole('menuitem', { name: ar.admin.reminders.title }).elements()).toHaveLength(0);
    expect(screen.getByRole('heading', { name: ar.admin.board.reminders }).elements()).toHaveLength(0);
  });
});
