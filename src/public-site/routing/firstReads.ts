// The records a page shows first, asked for as soon as the page opened by its address starts. The build makes
// this module and what it imports a small file of its own, named in index.html before the portal's bundle
// (vite.config.ts), so its request leaves while the bundle is still downloading and compiling (on the phone
// profile, some 450 ms before the bundle could send it); in development main.tsx imports it before anything
// else. The answers wait in providers/earlyAnswers.ts for the page's first render. A screen not named here
// reads when it renders. Keep its imports few and small: whatever it imports comes in that first file.
import { askMemberEarly } from '../../providers/memberAddresses.ts';
import { askFirstNoticesEarly } from '../pages/news/firstNotices.ts';
import { askTreeEarly } from '../pages/tree/treeApi.ts';
import type { RouteParams } from './lazyPage.ts';
import type { PAGE_MODULES } from '../../../common/routing/pageModules.ts';
import { matchRoute } from '../../../common/routing/routeTable.ts';

const FIRST_READS: Partial<Record<keyof typeof PAGE_MODULES, (params: RouteParams, search: string) => void>> = {
  MemberDetail: ({ id }) => id && askMemberEarly(id),
  NotificationList: askFirstNoticesEarly,
  FamilyTree: ({ id }, search) => id && askTreeEarly(id, search),
};

const match = matchRoute(window.location.pathname);
if (match) FIRST_READS[match.entry.screen as keyof typeof PAGE_MODULES]?.(match.params, window.location.search);
