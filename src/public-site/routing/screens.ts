// The screens of schema/routes.json that exist, by name. The home page and the login screen ship
// with the first bundle (every visitor needs them, and the guard shows the login to signed-out
// visitors anywhere); every other page is its own chunk.
import type { ComponentType } from 'react';
import { HomePage } from '../pages/home/HomePage.tsx';
import { LoginPage } from '../pages/login/LoginPage.tsx';
import { lazyPage, type LazyPage } from './lazyPage.ts';
import { PAGE_MODULES, pageExport } from '../../../common/routing/pageModules.ts';
import { matchRoute } from '../../../common/routing/routeTable.ts';

/** Every lazily loaded page module, each its own chunk; those of the first bundle are imported above or by the frame. */
const PAGE_LOADERS = import.meta.glob<Record<string, ComponentType>>([
  '../pages/**/*Page.tsx',
  '!../pages/home/HomePage.tsx',
  '!../pages/login/LoginPage.tsx',
  '!../pages/NotFoundPage.tsx',
  '!../pages/account/AccountPage.tsx',
]);

const lazyScreens = Object.fromEntries(
  Object.entries(PAGE_MODULES).map(([screen, module]) => [screen, lazyPage(PAGE_LOADERS[`../${module}`], (m) => m[pageExport(module)])]),
);

export const SCREENS: Readonly<Record<string, ComponentType>> = { Home: HomePage, Login: LoginPage, ...lazyScreens };

/**
 * Starts loading the page at `pathname` (its chunk, its texts, its records) while the portal itself
 * starts; settles when the chunk is in and its records are asked for (at once for a page of the first
 * bundle), or could not be loaded.
 */
export async function preloadScreen(pathname: string, search = ''): Promise<void> {
  const match = matchRoute(pathname);
  const screen = match && SCREENS[match.entry.screen];
  if (screen && 'preload' in screen) await (screen as LazyPage).preload(match.params, search);
}
