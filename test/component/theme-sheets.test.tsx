// What every page draws at its first render (the language bar, the navigation bar, the footer) and the family's
// cards are styled by plain style sheets (*.module.css), which read the theme's values from the custom properties
// the theme frame sets (src/ui/theme.ts): they draw in the theme's colours, as the components the theme styles do.
// A property misnamed in a sheet would leave a bar without its colour or a card without its outline.
import { describe, expect, test } from 'vitest';
import { Route, Routes } from 'react-router';
import { hexToRgb } from '@mui/material/styles';
import en from '../../i18n/en.json';
import type { FamilyView } from '../../common/generated/api.ts';
import { PortalLayout } from '../../src/public-site/layout/PortalLayout.tsx';
import { FamilyTreePage } from '../../src/public-site/pages/tree/FamilyTreePage.tsx';
import { PRINT_PALETTE } from '../../src/public-site/pages/tree/treePalette.ts';
import { createPortalTheme } from '../../src/ui/theme.ts';
import { renderPortal, signedIn, stubApi, type PortalScreen } from './render.tsx';
import { familyCard } from './tree-page.tsx';

const { palette } = createPortalTheme('ltr');
const FAMILY: FamilyView = {
  line: [familyCard(1, 'Salim')],
  mother: null,
  grandparents: { fathersMother: null, mothersFather: null, mothersMother: null },
  member: familyCard(2, 'Huda', { gender: 'female' }),
  siblings: [],
  partners: [],
  children: [],
  cousins: [],
};

const row = (screen: PortalScreen, name: string) => screen.getByRole('region', { name, exact: true });

async function treeInFrame() {
  const user = signedIn('BISH');
  stubApi({ 'GET /api/auth/users/session': user, 'GET /api/v1/tree/family/:id': FAMILY });
  const screen = await renderPortal(
    <PortalLayout>
      <Routes>
        <Route path="/family-tree/:id" element={<FamilyTreePage />} />
      </Routes>
    </PortalLayout>,
    { lang: 'en', path: '/family-tree/1?focus=2', user },
  );
  await expect.element(row(screen, en.tree.family.parents).getByRole('button', { name: /Salim/ })).toBeVisible();
  return screen;
}

const style = (element: Element) => getComputedStyle(element);

describe("the plain style sheets draw in the theme's colours", () => {
  test('the language bar, the navigation bar and the footer', async () => {
    const screen = await treeInFrame();
    const languages = screen.getByRole('navigation', { name: en.portal.language.label }).element();
    expect(style(languages).backgroundColor).toBe(hexToRgb(palette.primary.dark));
    const siteName = screen.getByRole('link', { name: en.portal.siteName }).element();
    expect(style(siteName.parentElement!.parentElement!).backgroundColor).toBe(hexToRgb(palette.primary.main));
    expect(style(screen.getByRole('contentinfo').element()).backgroundColor).toBe(hexToRgb(palette.secondary.dark));
  });

  test("a card's outline, its gender's accent, the silhouette without a photo, the chosen look and the way to the person's page", async () => {
    const screen = await treeInFrame();
    const father = row(screen, en.tree.family.parents).getByRole('button', { name: /Salim/ }).element();
    expect(style(father).borderTopColor).toBe(hexToRgb(PRINT_PALETTE.male));
    expect(style(father.closest('li')!).borderColor).toBe(palette.divider.replace(/,(?! )/g, ', '));
    const centre = row(screen, en.tree.family.person).getByRole('listitem').element();
    expect(style(centre.firstElementChild!).borderTopColor).toBe(hexToRgb(PRINT_PALETTE.female));
    expect(style(centre.querySelector('span')!).backgroundImage).toContain('data:image/svg+xml');
    const chosen = screen.getByRole('button', { name: en.tree.view.family, exact: true }).element();
    expect(chosen.getAttribute('aria-pressed')).toBe('true');
    expect(style(chosen).color).toBe(hexToRgb(palette.primary.main));
    const profile = screen.getByRole('link', { name: en.tree.family.profile }).element();
    expect(style(profile).backgroundColor).toBe(hexToRgb(palette.primary.main));
    expect(style(profile).color).toBe(hexToRgb(palette.primary.contrastText));
  });
});
