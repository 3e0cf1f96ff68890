// A delete asks first, and the question names whom it deletes: a slip on the wrong row of a family's
// records is seen before it is made.
import { describe, expect, test, vi } from 'vitest';
import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { RelatedList } from '../../src/public-site/pages/family/RelatedList.tsx';
import { withFamilyTexts } from '../../src/public-site/pages/family/withFamilyTexts.tsx';
import { renderPortal, signedIn, stubApi } from './render.tsx';

type Child = { id: number; name: string; fatherName: string; familyName: string };

const Children = withFamilyTexts(RelatedList<Child>);

const CHILDREN: Child[] = [
  { id: 11, name: 'سلمى', fatherName: 'أحمد', familyName: 'آل ناصر' },
  { id: 12, name: 'Yusuf', fatherName: 'Ahmad', familyName: 'Nasser' },
];
const nameOf = (c: Child) => `${c.name} ${c.fatherName} ${c.familyName}`;

describe.each([
  ['ar', ar, CHILDREN[0]],
  ['en', en, CHILDREN[1]],
] as const)('deleting a child (%s)', (lang, texts, child) => {
  test('the confirmation names the child; cancelling deletes nothing, confirming deletes that one', async () => {
    stubApi({ 'GET /api/auth/users/session': signedIn('MODERATOR') });
    const remove = vi.fn(async () => undefined);
    const screen = await renderPortal(
      <Children
        title={texts.family.edit.children}
        items={CHILDREN}
        nameOf={nameOf}
        linkOf={(c) => `/family-members/${c.id}`}
        confirmText={texts.family.edit.confirmDeleteChild}
        remove={remove}
        onRemoved={() => {}}
      />,
      { lang, user: signedIn('MODERATOR') },
    );
    await screen.getByRole('button', { name: `${texts.family.list.delete} ${nameOf(child)}` }).click();
    const dialog = screen.getByRole('dialog');
    // Its accessible name is its title: the delete of this very child.
    await expect.element(dialog).toHaveAccessibleName(new RegExp(nameOf(child)));
    await expect.element(dialog.getByRole('heading')).toHaveTextContent(nameOf(child));
    await expect.element(dialog).toHaveTextContent(texts.family.edit.confirmDeleteChild);

    await dialog.getByRole('button', { name: texts.family.common.cancel }).click();
    expect(remove).not.toHaveBeenCalled();
    await screen.getByRole('button', { name: `${texts.family.list.delete} ${nameOf(child)}` }).click();
    await screen.getByRole('dialog').getByRole('button', { name: texts.family.common.confirmDelete }).click();
    expect(remove).toHaveBeenCalledExactlyOnceWith(child);
  });
});
