// The route table matches paths itself (the server shares it, without the router, and the browser's router is
// given only the route it picks: src/App.tsx). Its answers must be
// the router's: the same route and the same parameters for every path of the table, filled in, and for
// paths no route serves.
import { matchRoutes } from 'react-router';
import { expect, test } from 'vitest';
import table from '../../schema/routes.json';
import { matchRoute } from '../../common/routing/routeTable.ts';

const routerMatch = (pathname: string) => {
  const match = matchRoutes(
    table.routes.map((entry) => ({ path: entry.path, entry })),
    pathname,
  )?.[0];
  return match && { path: match.route.entry.path, params: match.params };
};

const ourMatch = (pathname: string) => {
  const match = matchRoute(pathname);
  return match && { path: match.entry.path, params: match.params };
};

const filledIn = table.routes.flatMap(({ path }) => [
  path.replace(/:\w+/g, '17'),
  path.replace(/:\w+/g, 'create'),
  path.replace(/:\w+/g, 'familystats'),
  path.replace(/:\w+/g, encodeURIComponent('عبد الله')),
  `${path.replace(/:\w+/g, 'x')}/`,
  path.toUpperCase().replace(/:\w+/g, '5'),
]);
const unknown = ['/nowhere', '/family-members/1/2/3', '/adminboard/users/a/b', '/family-tree'];

test.each([...filledIn, ...unknown])('%s is matched as the router matches it', (pathname) => {
  expect(ourMatch(pathname)).toEqual(routerMatch(pathname));
});

test('a parameter that is not valid percent-encoding is kept as written', () => {
  expect(matchRoute('/family-members/%E0%A4%A')?.params).toEqual({ id: '%E0%A4%A' });
});

test('a fixed word is preferred to a parameter', () => {
  expect(matchRoute('/family-members/create')?.entry.screen).toBe('MemberCreate');
  expect(matchRoute('/family-members/familystats')?.entry.screen).toBe('FamilyStats');
  expect(matchRoute('/family-members/12')?.entry.screen).toBe('MemberDetail');
});
