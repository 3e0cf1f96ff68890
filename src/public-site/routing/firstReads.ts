// The records a page shows first, asked for as soon as the portal's code starts to run when the page is
// opened by its address. main.tsx imports this module before anything else, so its request leaves before
// React, MUI and the rest of the bundle are evaluated (on a phone, a few hundred milliseconds) instead of
// after the page's own chunk has loaded; the answers wait in providers/earlyAnswers.ts for the page's
// first render. A screen not named here reads when it renders.
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
