// A father's page groups his children under each wife in the order of the marriages, then those whose
// mother is not recorded.
import { expect, test } from 'vitest';
import { childrenByMother } from '../../common/model/childrenByMother.ts';

const salma = { id: 7, name: 'سلمى' };
const hind = { id: 3, name: 'هند' };

test('the children of each wife under her, in the order of the marriages, then the mother not recorded', () => {
  const children = [
    { name: 'خالد', motherId: 3 },
    { name: 'عمر', motherId: null },
    { name: 'يوسف', motherId: 7 },
    { name: 'زيد', motherId: 99 },
    { name: 'مريم', motherId: 7 },
  ];
  const groups = childrenByMother([salma, hind], children).map((g) => [g.mother?.name, g.children.map((c) => c.name)]);
  expect(groups).toEqual([
    ['سلمى', ['يوسف', 'مريم']],
    ['هند', ['خالد']],
    [undefined, ['عمر', 'زيد']],
  ]);
});

test('a wife without children keeps her place; no group of unknown mothers when every mother is known', () => {
  const groups = childrenByMother([salma, hind], [{ motherId: 3 }]);
  expect(groups.map((g) => [g.mother?.id, g.children.length])).toEqual([
    [7, 0],
    [3, 1],
  ]);
});
