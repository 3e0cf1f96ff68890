// A relative suggests a change on a person's page (members propose, moderators dispose): on a phone in
// Arabic the form fills the screen, a death is sent as a suggestion about that member with the values
// typed, the server's refusal of the date shows at the date field, and a correction sends only the field
// changed. Nothing on the page changes: the relative is thanked.
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import ar from '../../i18n/ar.json';
import type { Suggestion } from '../../common/generated/api.ts';
import type { Member } from '../../src/providers/familyApi.ts';
import { MemberDetailPage } from '../../src/public-site/pages/members/MemberDetailPage.tsx';
import { MySuggestionsPage } from '../../src/public-site/pages/suggest/MySuggestionsPage.tsx';
import { renderPortal, reply, signedIn, stubApi, type ApiCall, type ApiRoutes } from './render.tsx';
import { suggestion as waiting } from './suggestions.ts';

const fields = ar.resources['family-members'].fields;
const SALIM: Member = {
  id: 5,
  name: 'سليم',
  fatherName: 'حسن',
  familyName: 'حداد',
  gender: 'male',
  birthdate: '02-03-1914',
  birthPlace: 'عين الزيتون',
  lifeStatus: 'living',
};

async function memberPage(answer: unknown) {
  const user = signedIn('BISH');
  const routes: ApiRoutes = {
    'GET /api/auth/users/session': user,
    'GET /api/v1/members/5': SALIM,
    'GET /api/v1/members/5/getpartners': [],
    'GET /api/v1/members/5/getchildren': [],
    'GET /api/v1/members/5/lineage': [],
    'GET /api/v1/members/places': [],
    'POST /api/v1/suggestions': answer,
  };
  const api = stubApi(routes);
  const screen = await renderPortal(
    <Routes>
      <Route path="/family-members/:id" element={<MemberDetailPage />} />
    </Routes>,
    { lang: 'ar', path: '/family-members/5', user },
  );
  return { api, screen };
}

const sent = (api: ReturnType<typeof stubApi>) => api.calls.find((c) => c.method === 'POST' && c.path === '/api/v1/suggestions');

describe('suggesting a change on a phone in Arabic', () => {
  afterEach(() => page.viewport(1280, 900));

  test('a death typed is sent as a suggestion about the member, the dialog fills the screen, and the relative is thanked', async () => {
    await page.viewport(375, 700);
    const { api, screen } = await memberPage(reply(201, {}));
    await screen.getByRole('button', { name: ar.suggest.button }).click();
    const dialog = screen.getByRole('dialog');
    await expect.element(dialog.getByText(ar.suggest.choose)).toBeVisible();
    expect(dialog.element().getBoundingClientRect().width).toBe(375);

    await dialog.getByRole('button', { name: new RegExp(ar.suggest.kinds.death) }).click();
    await dialog.getByLabelText(fields.deathDate).fill('12-03-1990');
    await dialog.getByLabelText(fields.deathPlace).fill('صفد');
    await dialog.getByRole('button', { name: ar.suggest.form.send }).click();

    await expect.element(screen.getByRole('status')).toHaveTextContent(ar.suggest.thanks);
    expect(sent(api)?.body).toEqual({
      resource: 'family-members',
      recordId: 5,
      kind: 'death',
      changes: { deathDate: '12-03-1990', deathPlace: 'صفد' },
    });
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    // The suggestion is not the change: the page still shows no death.
    await expect.element(screen.getByText(fields.deathDate, { exact: true })).not.toBeInTheDocument();
  });

  test('a date the server refuses says why at the date field, and the dialog stays open', async () => {
    await page.viewport(375, 700);
    const { screen } = await memberPage(
      reply(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'deathDate: not a date as remembered',
        fields: [{ field: 'deathDate', rule: 'partialDate' }],
      }),
    );
    await screen.getByRole('button', { name: ar.suggest.button }).click();
    const dialog = screen.getByRole('dialog');
    await dialog.getByRole('button', { name: new RegExp(ar.suggest.kinds.death) }).click();
    const date = dialog.getByLabelText(fields.deathDate);
    await date.fill('1990');
    await dialog.getByRole('button', { name: ar.suggest.form.send }).click();

    await expect.element(date).toHaveAttribute('aria-invalid', 'true');
    await expect.element(dialog.getByText(ar.portal.validation.partialDate)).toBeVisible();
    await expect.element(screen.getByRole('status')).not.toBeInTheDocument();
  });

  test('a correction sends only the field the relative changed', async () => {
    await page.viewport(375, 700);
    const { api, screen } = await memberPage(reply(201, {}));
    await screen.getByRole('button', { name: ar.suggest.button }).click();
    const dialog = screen.getByRole('dialog');
    await dialog.getByRole('button', { name: new RegExp(ar.suggest.kinds.update) }).click();
    const send = dialog.getByRole('button', { name: ar.suggest.form.send });
    // The member's values are there to correct; nothing changed, nothing to send.
    await expect.element(dialog.getByLabelText(fields.birthPlace)).toHaveValue('عين الزيتون');
    await expect.element(send).toBeDisabled();

    await dialog.getByLabelText(fields.birthPlace).fill('صفد');
    await dialog.getByLabelText(ar.suggest.form.reason).fill('كما في شهادة الميلاد');
    await send.click();

    await expect.element(screen.getByRole('status')).toHaveTextContent(ar.suggest.thanks);
    expect(sent(api)?.body).toEqual({
      resource: 'family-members',
      recordId: 5,
      kind: 'update',
      changes: { birthPlace: 'صفد' },
      reason: 'كما في شهادة الميلاد',
    });
  });
});

/** One of salma's suggestions about سليم. */
const suggestion = (fields: Partial<Suggestion>): Suggestion =>
  waiting({
    suggestedBy: 'salma',
    recordId: 5,
    recordTitle: 'سليم حسن حداد',
    kind: 'death',
    changes: { deathDate: '1990' },
    createdAt: '2025-03-01T10:00:00.000Z',
    ...fields,
  });

test('My suggestions lists the member’s own, each with its state, the reason of a rejection and the way to the person', async () => {
  const user = signedIn('BISH');
  stubApi({
    'GET /api/auth/users/session': user,
    // The member's own when asked for them; every member's (a moderator's queue) otherwise.
    'GET /api/v1/suggestions': ({ query }: ApiCall) =>
      [
        suggestion({ id: 3, state: 'rejected', kind: 'update', changes: { birthPlace: 'صفد' }, decisionReason: 'السجل يذكر عين الزيتون' }),
        suggestion({ id: 2, suggestedBy: 'someone-else', recordTitle: 'أمل' }),
        suggestion({ id: 1 }),
      ].filter((s) => query.get('mine') !== 'yes' || s.suggestedBy === 'salma'),
  });
  const screen = await renderPortal(<MySuggestionsPage />, { lang: 'ar', path: '/my-suggestions', user });
  const cards = screen.getByRole('article');
  await expect.element(cards.first()).toHaveTextContent(ar.suggest.state.rejected);
  await expect.element(cards.first()).toHaveTextContent('السجل يذكر عين الزيتون');
  await expect.element(cards.nth(1)).toHaveTextContent(ar.suggest.state.pending);
  expect(cards.all()).toHaveLength(2);
  await expect.element(cards.first().getByRole('link', { name: 'سليم حسن حداد' })).toHaveAttribute('href', '/family-members/5');
});
