// The member forms (spec section 2, "Member create" and "Child create"): a new member is asked for their
// parent in the family and joins the line under them; a child added to a daughter of the family has her
// as mother, and the form asks the father's name instead of the mother's; the gender is chosen, never
// assumed male; a place is offered from those the family has written, and a life's death and story are
// written with the rest.
import { Route, Routes } from 'react-router';
import { describe, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import en from '../../i18n/en.json';
import { ChildCreatePage } from '../../src/public-site/pages/members/ChildCreatePage.tsx';
import { MemberCreatePage } from '../../src/public-site/pages/members/MemberCreatePage.tsx';
import { TYPING_PAUSE_MS } from '../../src/public-site/pages/family/useSuggestions.ts';
import { filled, renderPortal, signedIn, stubApi, type ApiCall } from './render.tsx';

const label = (field: string) => (en.resources['family-members'].fields as Record<string, string>)[field];
/** A field's whole label, with the required mark or without ("Name" is also part of "Father's name"). */
const whole = (field: string) => new RegExp(`^${label(field)}\\s*\\*?$`);
/**
 * Types `text` a letter every 20 ms, as a quick reader does, in the page itself: the test's own key presses travel
 * to the browser one by one and may come slower than the pause on a busy machine.
 */
async function typeQuickly(input: HTMLInputElement, text: string): Promise<void> {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  input.focus();
  for (let end = 1; end <= text.length; end++) {
    setValue.call(input, text.slice(0, end));
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise((typed) => setTimeout(typed, 20));
  }
}

/** How long each text a field held as it was typed stood before the next key (Infinity for the last). */
function typedTexts(input: HTMLInputElement) {
  const seen: Array<{ text: string; at: number }> = [];
  input.addEventListener('input', () => seen.push({ text: input.value, at: performance.now() }));
  return {
    pausedAfter(text: string): number {
      const i = seen.findIndex((s) => s.text === text);
      return i < 0 ? -Infinity : i === seen.length - 1 ? Infinity : seen[i + 1].at - seen[i].at;
    },
  };
}

const AMINA = { id: 30, name: 'Amina', fatherName: 'Salim', familyName: 'Haddad', gender: 'female' };
const AHMAD = { id: 31, name: 'Ahmad', fatherName: 'Salim', familyName: 'Haddad', gender: 'male', birthdate: '01-01-1950' };

describe('member forms', () => {
  test('a child added to a daughter of the family has her as mother; the father is asked, the gender chosen', async () => {
    const user = signedIn('MODERATOR');
    const api = stubApi({
      'GET /api/auth/users/session': user,
      'GET /api/v1/members/30': AMINA,
      'POST /api/v1/members/30/addchild': { id: 40, message: 'Member created Successfully !' },
    });
    const screen = await renderPortal(
      <Routes>
        <Route path="/family-members/:id/childcreate" element={<ChildCreatePage />} />
      </Routes>,
      { lang: 'en', path: '/family-members/30/childcreate', user },
    );
    await screen.getByLabelText(whole('name')).fill('Yusuf');
    await expect.element(screen.getByLabelText(whole('motherName'))).not.toBeInTheDocument();
    await screen.getByLabelText(whole('fatherName')).fill('Khalil');
    await screen.getByLabelText(whole('familyName')).fill('Nasser');
    // Nobody is male until said so: the form waits for the choice.
    const gender = screen.getByLabelText(whole('gender'));
    await expect.element(gender).toHaveValue('');
    const send = screen.getByRole('button', { name: en.family.common.submit });
    await expect.element(send).toBeDisabled();
    await userEvent.selectOptions(gender.element() as HTMLSelectElement, 'male');
    await send.click();

    await expect
      .poll(() => api.calls.find((c) => c.method === 'POST')?.body)
      .toMatchObject({
        name: 'Yusuf',
        fatherName: 'Khalil',
        familyName: 'Nasser',
        motherName: 'Amina',
        gender: 'male',
      });
  });

  test('a new member is asked for their parent, whose names fill the form, and is added under them', async () => {
    const user = signedIn('MODERATOR');
    const api = stubApi({
      'GET /api/auth/users/session': user,
      'GET /api/v1/members': (call: { query: URLSearchParams }) => (call.query.get('filter')?.includes('Ahmad') ? [AHMAD] : []),
      'POST /api/v1/members/31/addchild': { id: 41, message: 'Member created Successfully !' },
    });
    const screen = await renderPortal(<MemberCreatePage />, { lang: 'en', path: '/family-members/create', user });
    await expect.element(screen.getByLabelText(whole('gender'))).toHaveValue('');
    await screen.getByRole('searchbox').fill('Ahmad');
    await screen.getByRole('button', { name: 'Ahmad Salim' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent(filled(en.family.create.childOf, { name: 'Ahmad Salim Haddad' }));
    await expect.element(screen.getByLabelText(whole('fatherName'))).toHaveValue('Ahmad');
    await expect.element(screen.getByLabelText(whole('familyName'))).toHaveValue('Haddad');

    await screen.getByLabelText(whole('name')).fill('Layla');
    await userEvent.selectOptions(screen.getByLabelText(whole('gender')).element() as HTMLSelectElement, 'female');
    await screen.getByRole('button', { name: en.family.common.submit }).click();
    await expect
      .poll(() => api.calls.find((c) => c.method === 'POST'))
      .toMatchObject({
        path: '/api/v1/members/31/addchild',
        body: { name: 'Layla', fatherName: 'Ahmad', familyName: 'Haddad', gender: 'female' },
      });
  });

  test('a place is offered from those the family wrote once the typing pauses; a typed death makes the member not alive; the life story goes with the rest', async () => {
    const user = signedIn('MODERATOR');
    const written = ['Safad', 'Saida', 'Ein al-Zeitun, Safad'];
    const api = stubApi({
      'GET /api/auth/users/session': user,
      'GET /api/v1/members/places': (call: ApiCall) => {
        const typed = (call.query.get('q') ?? '').toLowerCase();
        return written.filter((place) => place.split(/[\s,]+/).some((word) => word.toLowerCase().startsWith(typed)));
      },
      'POST /api/v1/members': { id: 42, message: 'Member created Successfully !' },
    });
    const screen = await renderPortal(<MemberCreatePage />, { lang: 'en', path: '/family-members/create', user });
    await screen.getByLabelText(whole('name')).fill('Hasan');
    await userEvent.selectOptions(screen.getByLabelText(whole('gender')).element() as HTMLSelectElement, 'male');

    const birthPlace = screen.getByLabelText(whole('birthPlace'));
    const typed = typedTexts(birthPlace.element() as HTMLInputElement);
    await typeQuickly(birthPlace.element() as HTMLInputElement, 'Saf');
    await expect.element(screen.getByRole('option', { name: 'Ein al-Zeitun, Safad' })).toBeVisible();
    await screen.getByRole('option', { name: 'Safad', exact: true }).click();
    await expect.element(birthPlace).toHaveValue('Safad');
    // Asked for what was typed when the typing paused, not once a letter. (A busy machine may hold a key back
    // longer than the pause and so rightly ask for the text before it, or hold the timer back with the key and
    // not: only a text typed on before the pause ran out is never asked for.)
    const asked = api.calls.filter((c) => c.path === '/api/v1/members/places').map((c) => c.query.get('q') ?? '');
    expect(asked.at(-1)).toBe('Saf');
    for (const text of asked) expect(typed.pausedAfter(text)).toBeGreaterThan(TYPING_PAUSE_MS - 50);

    // A place nobody wrote yet is written all the same.
    await screen.getByLabelText(whole('burialPlace')).fill('The old cemetery');
    await expect.element(screen.getByLabelText(whole('isAlive'))).toHaveValue('yes');
    await screen.getByLabelText(whole('deathDate')).fill('11-09-1890');
    // A typed death: the form says at once what the server will record.
    await expect.element(screen.getByLabelText(whole('isAlive'))).toHaveValue('no');
    await screen.getByLabelText(whole('biography')).fill('He planted the olive trees.\n\nAnd built the house.');
    await screen.getByRole('button', { name: en.family.common.submit }).click();
    await expect
      .poll(() => api.calls.find((c) => c.method === 'POST')?.body)
      .toMatchObject({
        name: 'Hasan',
        birthPlace: 'Safad',
        burialPlace: 'The old cemetery',
        deathDate: '11-09-1890',
        isAlive: 'no',
        biography: 'He planted the olive trees.\n\nAnd built the house.',
      });
  });
});
