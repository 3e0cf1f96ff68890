// The walk up a member's ancestors (server/features/tree/ancestors.ts) on records as they may be: a person in
// two places of the pedigree is read once, and records that make someone their own ancestor end the walk.
import { expect, test } from 'vitest';
import type { MemberRecord, PartnerRecord } from '../../common/generated/types.ts';
import { ancestors, type AncestorsSource } from '../../server/features/tree/ancestors.ts';

const member = (id: number, parentId: number | null, motherId: number | null = null) =>
  ({
    id,
    name: `m${id}`,
    gender: 'male',
    parentId,
    motherId,
    motherName: null,
    birthdate: null,
    deathDate: null,
  }) as unknown as MemberRecord;
const marriage = (id: number, memberId: number, partnerMemberId: number) =>
  ({ id, memberId, partnerMemberId, name: `p${id}`, familyName: null, gender: 'female', birthdate: null }) as unknown as PartnerRecord;

function sourceOf(members: MemberRecord[], partners: PartnerRecord[] = []) {
  const read: number[] = [];
  const source: AncestorsSource = {
    members: async (ids) => (read.push(...ids), members.filter((m) => ids.includes(m.id))),
    partners: async (ids) => partners.filter((p) => ids.includes(p.id)),
  };
  return { source, read };
}

test('a member who is their own ancestor in the records: each is drawn once and the walk ends', async () => {
  const { source } = sourceOf([member(1, 2), member(2, 1)]);
  expect((await ancestors(source, 1, 7))!.map((a) => [a.number, a.id])).toEqual([
    [1, 1],
    [2, 2],
  ]);
});

test('cousins who married: the grandfather in two places, read once', async () => {
  // Both parents are children of 4 (in the records a half-brother and half-sister married): 4 is 4 and 6.
  const { source, read } = sourceOf([member(1, 2, 10), member(2, 4), member(3, 4), member(4, null)], [marriage(10, 2, 3)]);
  const found = await ancestors(source, 1, 5);
  expect(found!.map((a) => [a.number, a.id])).toEqual([
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 4],
    [6, 4],
  ]);
  expect(read.filter((id) => id === 4)).toHaveLength(1);
});
