// Who is close kin, counted through the tree: a shared ancestor at most `degree` generations above each. Two
// lines from a great-grandfather make first and second cousins; a child of cousins who married is kin through
// both lines, once.
import { expect, test } from 'vitest';
import { kinDegrees, kinGraph, type KinGraph } from '../../server/features/reminders/kinship.ts';
import type { Couple, TreeRow } from '../../server/features/tree/compact-tree.ts';

// G's sons A and B; each line four generations down: A1, A2, A3 and B1, B2, B3.
const ID = { G: 1, A: 2, B: 3, A1: 4, B1: 5, A2: 6, B2: 7, A3: 8, B3: 9, C: 10 } as const;
type Name = keyof typeof ID;
const row = (id: Name, parent: Name | null, motherId: number | null = null): TreeRow => ({
  id: ID[id],
  name: id,
  gender: 'male',
  parentId: parent && ID[parent],
  birthdate: null,
  motherId,
});
const FAMILY = [
  row('G', null),
  row('A', 'G'),
  row('B', 'G'),
  row('A1', 'A'),
  row('B1', 'B'),
  row('A2', 'A1'),
  row('B2', 'B1'),
  row('A3', 'A2'),
  row('B3', 'B2'),
];
const kinWithin = (graph: KinGraph, id: number, degree: number) => new Set(kinDegrees(graph, id, degree).keys());
const names = (ids: Set<number>) => (Object.keys(ID) as Name[]).filter((name) => ids.has(ID[name]));

test('second cousins and closer are kin at degree 3; a second cousin once removed, and third cousins, are not', () => {
  const graph = kinGraph(FAMILY, []);
  expect(names(kinWithin(graph, ID.A2, 3))).toEqual(['G', 'A', 'B', 'A1', 'B1', 'B2', 'A3']);
  expect(kinWithin(graph, ID.A3, 3).has(ID.B3)).toBe(false);
  expect(names(kinWithin(graph, ID.A2, 1))).toEqual(['A1', 'A3']);
  // A first cousin once removed (B1) shares G, three generations above A2: not kin at degree 2.
  expect(names(kinWithin(graph, ID.A2, 2))).toEqual(['A', 'A1', 'A3']);
});

test('the child of second cousins who married is kin to both lines through both parents, each once', () => {
  // B2 is recorded as A2's wife (partner 50, herself member B2); their child C is recorded under A2.
  const couples: Couple[] = [[ID.A2, ID.B2, 50]];
  const graph = kinGraph([...FAMILY, { ...row('C', 'A2'), motherId: 50 }], couples);
  // Through the mother, B's line is near: B1 is C's grandfather, B3 C's brother by her.
  const kin = kinWithin(graph, ID.C, 2);
  expect(names(kin)).toEqual(['A1', 'B1', 'A2', 'B2', 'A3', 'B3']);
  expect(kinWithin(graph, ID.B1, 2).has(ID.C)).toBe(true);
});

test('each relative is as near as their nearest way: a brother 1, a first cousin 2, a second cousin 3, whatever the reach', () => {
  const graph = kinGraph(FAMILY, []);
  const degrees = kinDegrees(graph, ID.A2, 6);
  expect([ID.A1, ID.A3, ID.A, ID.B1, ID.B2, ID.B3, ID.G].map((id) => degrees.get(id))).toEqual([1, 1, 2, 3, 3, 4, 3]);
  // To the son of second cousins who married, B1 is his mother's father (2), not his father's kin four generations off.
  const couples: Couple[] = [[ID.A2, ID.B2, 50]];
  const married = kinDegrees(kinGraph([...FAMILY, { ...row('C', 'A2'), motherId: 50 }], couples), ID.C, 6);
  expect(married.get(ID.B1)).toBe(2);
});
