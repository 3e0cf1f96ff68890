// Permission requests on the admin board: the menu and the board's card say how many wait, and each
// request links the account to the member its phone or name matches, from the row itself.
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { localDigits } from '../../common/model/translate.ts';
import { roleNamesFor, ROLE_NAMES } from '../../common/model/roles.ts';
import { filled, signedIn, stubApi, type ApiCall } from './render.tsx';
import { renderBackOffice } from './renderBackOffice.tsx';

const byPhone = { id: 31, name: 'سلمى', fatherName: 'أحمد', familyName: 'آل ناصر' };
const byName = { id: 32, name: 'يوسف', fatherName: 'أحمد', familyName: 'النجار' };

const waiting = (id: number, username: string, fields: object) => ({
  id,
  username,
  name: username,
  email: `${username}@example.org`,
  phoneNumber: '0501234567',
  roles: roleNamesFor('USER').map((name) => ({ id: ROLE_NAMES.indexOf(name) + 1, name })),
  requestPermission: true,
  numberOfSendSMS: 0,
  allowed: true,
  matchedMember: null,
  nameMatches: [],
  linkedMember: null,
  memberId: null,
  ...fields,
});

/** The server's requests, with the link an admin sets kept for the list's next read. */
function requestsApi() {
  const requests = [
    waiting(7, 'salma.n', { matchedMember: byPhone }),
    waiting(8, 'yusuf.najjar', { nameMatches: [byName] }),
    waiting(9, 'stranger', {}),
  ];
  return stubApi({
    'GET /api/auth/users/getrequestjoinbisharat': () => requests,
    'GET /api/auth/users/getrequestjoinbisharat/count': () => ({ count: requests.length }),
    'PUT /api/auth/users/:username': (call: ApiCall) => {
      const request = requests.find((r) => r.username === call.params.username)!;
      const { memberId } = call.body as { memberId: number };
      Object.assign(request, { memberId, linkedMember: [byPhone, byName].find((m) => m.id === memberId) });
      return request;
    },
  });
}

const chain = (m: typeof byPhone) => `${m.name} ${m.fatherName} ${m.familyName}`;

describe('how many requests wait', () => {
  test('is on the menu entry and on the board’s card, in Arabic', async () => {
    requestsApi();
    const screen = await renderBackOffice('/adminboard', { lang: 'ar' });
    const three = filled(ar.admin.waiting.split(' |||| ')[3], { count: localDigits('ar')(3) });
    await expect.element(screen.getByRole('menuitem', { name: new RegExp(ar.admin.board.permissionRequests) })).toHaveTextContent(three);
    await expect.element(screen.getByRole('heading', { name: new RegExp(ar.admin.board.permissionRequests) })).toHaveTextContent(three);
  });

  test('is not asked for by a moderator, who has no such entry', async () => {
    const api = requestsApi();
    const screen = await renderBackOffice('/adminboard', { lang: 'ar', user: signedIn('MODERATOR') });
    await expect.element(screen.getByRole('menuitem', { name: ar.admin.backToPortal })).toBeVisible();
    expect(screen.getByRole('menuitem', { name: new RegExp(ar.admin.board.permissionRequests) }).elements()).toHaveLength(0);
    expect(api.calls.filter((call) => call.path.includes('getrequestjoinbisharat'))).toEqual([]);
  });
});

describe.each([1280, 375])('a request’s row at %i px', (width) => {
  test('offers the member of the same phone or the same name, and links it with one tap (English)', async () => {
    await page.viewport(width, 900);
    const api = requestsApi();
    const screen = await renderBackOffice('/adminboard/permissionRequestUsers', { lang: 'en' });
    await expect.element(screen.getByText(en.admin.requests.samePhone)).toBeVisible();
    await expect.element(screen.getByText(en.admin.requests.sameName)).toBeVisible();
    await expect.element(screen.getByText(en.admin.requests.noMatch)).toBeVisible();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);

    await screen.getByRole('button', { name: filled(en.admin.requests.linkTo, { name: chain(byName) }) }).click();
    await expect.element(screen.getByText(en.admin.requests.linked)).toBeVisible();
    expect(api.calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/api/auth/users/yusuf.najjar',
      body: { memberId: byName.id },
    });
    expect(screen.getByRole('button', { name: filled(en.admin.requests.linkTo, { name: chain(byName) }) }).elements()).toHaveLength(0);
    await page.viewport(1280, 900);
  });
});
