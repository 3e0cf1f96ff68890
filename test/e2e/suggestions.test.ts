// A relative's newborn is missing: on his phone, in Arabic, he suggests her on his page; she is not in the
// family until a moderator, in the back office's queue, sees the new person's card and accepts her in one
// tap. Then she is his child, and he has a mail saying so.
import { describe, expect, test } from 'vitest';
import { outboxMail } from '../support/outbox.ts';
import { apiAs } from './fixtures/api.ts';
import { signInAs } from './fixtures/browser.ts';
import { usePortal } from './fixtures/suite.ts';
import { text } from './fixtures/texts.ts';

describe('members’ suggestions', () => {
  const portal = usePortal();

  test('a newborn suggested on a phone in Arabic joins the tree once a moderator accepts her', async () => {
    const father = `Karim${Math.random().toString(36).slice(2, 8)}`;
    const daughter = `Lina${Math.random().toString(36).slice(2, 8)}`;
    const moderatorApi = await apiAs(portal.url, 'MODERATOR');
    const created = await moderatorApi<{ id: number }>('POST', '/api/v1/members', { name: father, gender: 'male', birthdate: '1990' });
    expect(created.status).toBe(201);
    const children = async () =>
      (await moderatorApi<Array<{ name: string }>>('GET', `/api/v1/members/${created.json.id}/getchildren`)).json.map((c) => c.name);

    const phone = await portal.page('ar', { viewport: { width: 375, height: 740 } });
    await signInAs(phone, portal.url, 'BISH');
    await phone.goto(`${portal.url}/family-members/${created.json.id}`);
    await phone.getByRole('button', { name: text('ar', 'suggest.button') }).click();
    const dialog = phone.getByRole('dialog');
    await dialog.getByRole('button', { name: new RegExp(text('ar', 'suggest.kinds.add-child')) }).click();
    // A required field's label ends with its mark.
    const field = (name: string) =>
      dialog.getByRole('textbox', { name: new RegExp(`^${text('ar', `resources.family-members.fields.${name}`)}`) });
    await field('name').fill(daughter);
    await field('birthdate').fill('14-05-2026');
    await dialog
      .getByRole('combobox', { name: new RegExp(`^${text('ar', 'resources.family-members.fields.gender')}`) })
      .selectOption('female');
    await dialog.getByRole('button', { name: text('ar', 'suggest.form.send') }).click();
    await phone.getByRole('status').getByText(text('ar', 'suggest.thanks')).waitFor();
    // A suggestion, not a change.
    expect(await children()).toEqual([]);

    const board = await portal.page('en');
    await signInAs(board, portal.url, 'MODERATOR');
    await board.goto(`${portal.url}/adminboard/suggestions`);
    const card = board.getByRole('article').filter({ hasText: daughter });
    await card.getByText(text('en', 'admin.suggestions.kind.add-child')).waitFor();
    await card.getByRole('link', { name: father }).waitFor();
    await card.getByRole('button', { name: text('en', 'admin.suggestions.accept'), exact: true }).click();
    await board.getByText(text('en', 'admin.suggestions.accepted')).waitFor();

    expect(await children()).toEqual([daughter]);
    const mail = await outboxMail(portal.dataDir, 'familymember@demo.localhost');
    expect(mail.subject).toBe(text('ar', 'outgoing.suggestion.accepted.subject', { person: father }));
    await Promise.all([phone.context().close(), board.context().close()]);
  });
});
