// A member's page with the facts of a life (spec section 2, "Member detail", as the family knows people):
// a deceased great-grandfather's years and mark under his name, where he was born, died and is buried,
// his life story in paragraphs with its links; the moderators' notes only for the moderators, who are
// the only ones the server sends them to; facts nobody wrote are left out, not said missing.
import { Route, Routes } from 'react-router';
import { describe, expect, test } from 'vitest';
import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import type { SignedInRole } from '../../common/model/roles.ts';
import type { Member } from '../../src/providers/familyApi.ts';
import { MemberDetailPage } from '../../src/public-site/pages/members/MemberDetailPage.tsx';
import { renderPortal, signedIn, stubApi } from './render.tsx';

const fields = en.resources['family-members'].fields;
const GREAT_GRANDFATHER: Member = {
  id: 5,
  name: 'Hasan',
  familyName: 'Haddad',
  gender: 'male',
  birthdate: '02-03-1814',
  birthPlace: 'Ein al-Zeitun',
  deathDate: '11-09-1890',
  deathPlace: 'Safad',
  burialPlace: 'The village cemetery',
  lifeStatus: 'deceased',
  biography:
    'He planted the olive trees of the valley.\nAnd built the family house.\n\nHis letters are kept at https://example.org/letters.',
};
const NOTES = 'The death year is from the village register.';

async function showMember(member: Member, role: SignedInRole, lang: 'ar' | 'en' = 'en') {
  const user = signedIn(role);
  stubApi({
    'GET /api/auth/users/session': user,
    [`GET /api/v1/members/${member.id}`]: member,
    [`GET /api/v1/members/${member.id}/getpartners`]: [],
    [`GET /api/v1/members/${member.id}/lineage`]: [],
  });
  return renderPortal(
    <Routes>
      <Route path="/family-members/:id" element={<MemberDetailPage />} />
    </Routes>,
    { lang, path: `/family-members/${member.id}`, user },
  );
}

/** The value shown beside a label of the record's list of facts. */
const factOf = (label: string) => {
  const term = [...document.querySelectorAll('dt')].find((dt) => dt.textContent === label);
  return term?.nextElementSibling?.textContent;
};

describe('a member’s life on their page', () => {
  test('a family member sees the great-grandfather’s years and mark, his places, and his story in paragraphs with its link', async () => {
    const screen = await showMember(GREAT_GRANDFATHER, 'BISH');
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hasan');
    await expect.element(screen.getByText('1814–1890')).toBeVisible();
    await expect.element(screen.getByText(en.family.life.deceased.male, { exact: true })).toBeVisible();

    expect(factOf(fields.birthPlace)).toBe('Ein al-Zeitun');
    expect(factOf(fields.deathDate)).toBe('11-09-1890');
    expect(factOf(fields.deathPlace)).toBe('Safad');
    expect(factOf(fields.burialPlace)).toBe('The village cemetery');

    const story = screen.getByRole('region', { name: fields.biography });
    const paragraphs = story.element().querySelectorAll('p');
    expect([...paragraphs].map((p) => p.textContent)).toEqual([
      'He planted the olive trees of the valley.\nAnd built the family house.',
      'His letters are kept at https://example.org/letters.',
    ]);
    const link = story.getByRole('link', { name: 'https://example.org/letters' });
    await expect.element(link).toHaveAttribute('href', 'https://example.org/letters');
    await expect.element(link).toHaveAttribute('target', '_blank');
    await expect.element(link).toHaveAttribute('rel', 'noopener noreferrer');

    // A family member never receives the notes, and the page has no place for them.
    await expect.element(screen.getByRole('region', { name: fields.notes })).not.toBeInTheDocument();
  });

  test('a moderator also reads the notes kept for the moderators', async () => {
    const screen = await showMember({ ...GREAT_GRANDFATHER, notes: NOTES, isAlive: 'no' }, 'MODERATOR');
    await expect.element(screen.getByRole('region', { name: fields.notes })).toHaveTextContent(NOTES);
  });

  test('a story’s markup is shown as the text it is, never run', async () => {
    const screen = await showMember({ ...GREAT_GRANDFATHER, biography: '<img src=x onerror="alert(1)"> <b>bold</b>' }, 'BISH');
    const story = screen.getByRole('region', { name: fields.biography });
    await expect.element(story).toHaveTextContent('<img src=x onerror="alert(1)"> <b>bold</b>');
    expect(story.element().querySelector('img, b')).toBeNull();
  });

  test('in Arabic the years are in Arabic-Indic digits and the mark is the Arabic word', async () => {
    const screen = await showMember(GREAT_GRANDFATHER, 'BISH', 'ar');
    await expect.element(screen.getByText('١٨١٤–١٨٩٠')).toBeVisible();
    await expect.element(screen.getByText(ar.family.life.deceased.male, { exact: true })).toBeVisible();
  });

  test('the living: born and no mark; facts nobody wrote are left out, not said missing', async () => {
    const screen = await showMember({ id: 6, name: 'Salma', gender: 'female', birthdate: '01-01-1950', lifeStatus: 'living' }, 'BISH');
    await expect.element(screen.getByText('born 1950')).toBeVisible();
    await expect.element(screen.getByText(en.family.life.deceased.female, { exact: true })).not.toBeInTheDocument();
    for (const fact of [fields.birthPlace, fields.deathDate, fields.deathPlace, fields.burialPlace]) expect(factOf(fact)).toBeUndefined();
    await expect.element(screen.getByRole('region', { name: fields.biography })).not.toBeInTheDocument();
  });

  test('born over 110 years ago and no death recorded: probably deceased', async () => {
    const screen = await showMember(
      { id: 7, name: 'Salim', gender: 'male', birthdate: '01-01-1880', lifeStatus: 'probablyDeceased' },
      'BISH',
    );
    await expect.element(screen.getByText('born 1880')).toBeVisible();
    await expect.element(screen.getByText(en.family.life.probablyDeceased.male, { exact: true })).toBeVisible();
  });
});
