// The tree page's calls: the root's descendants in columns, laid out on the server
// (server/features/tree/compact-tree.ts) for the overview, a member's close family for the branches
// (server/features/tree/close-family.ts), and a member among their family for the family view
// (server/features/tree/family-view.ts), and a member's ancestors for the pedigree and the fan chart
// (server/features/tree/ancestors.ts), and the members' pictures for the poster. The browser keeps the answers' ETag revalidation to fetch itself; the
// first look's answer is asked for while the page's module loads (providers/earlyAnswers.ts).
import type { CloseFamily } from '../../../../common/model/closeFamily.ts';
import { unpackTree, type CompactTree, type TreeColumns } from '../../../../common/model/compactTree.ts';
import type { Ancestors, FamilyView, TreePhotos } from '../../../../common/generated/api.ts';
import { arrivedEarly, askEarly, readEarlyOr } from '../../../providers/earlyAnswers.ts';
import { httpClient } from '../../../providers/httpClient.ts';

const treeUrl = (rootId: string) => `/api/v1/tree/${encodeURIComponent(rootId)}`;
const aroundUrl = (rootId: string, memberId: number) => `${treeUrl(rootId)}/around/${memberId}`;
const familyUrl = (memberId: number) => `/api/v1/tree/family/${memberId}`;
/** The generations the pedigree and the fan chart draw, the person's own counted: up to the great-great-grandparents. */
export const ANCESTOR_GENERATIONS = 5;
const ancestorsUrl = (memberId: number) => `/api/v1/tree/ancestors/${memberId}?generations=${ANCESTOR_GENERATIONS}`;

export async function getTree(rootId: string, signal?: AbortSignal): Promise<TreeColumns> {
  return unpackTree((await readEarlyOr<CompactTree>(treeUrl(rootId), signal)).json);
}

/** The root's tree when its early answer has already come. */
export function arrivedTree(rootId: string): TreeColumns | undefined {
  const answer = arrivedEarly<CompactTree>(treeUrl(rootId))?.json;
  return answer && unpackTree(answer);
}

export async function getCloseFamily(rootId: string, memberId: number): Promise<CloseFamily> {
  return (await readEarlyOr<CloseFamily>(aroundUrl(rootId, memberId))).json;
}

/** A member's close family when its early answer has already come. */
export const arrivedCloseFamily = (rootId: string, memberId: number): CloseFamily | undefined =>
  arrivedEarly<CloseFamily>(aroundUrl(rootId, memberId))?.json;

export async function getFamilyView(memberId: number): Promise<FamilyView> {
  return (await readEarlyOr<FamilyView>(familyUrl(memberId))).json;
}

/** A member among their family when its early answer has already come. */
export const arrivedFamilyView = (memberId: number): FamilyView | undefined => arrivedEarly<FamilyView>(familyUrl(memberId))?.json;

export async function getAncestors(memberId: number): Promise<Ancestors> {
  return (await readEarlyOr<Ancestors>(ancestorsUrl(memberId))).json;
}

/** A member's ancestors when their early answer has already come. */
export const arrivedAncestors = (memberId: number): Ancestors | undefined => arrivedEarly<Ancestors>(ancestorsUrl(memberId))?.json;

/** The members who have a picture, with a signed link to it: what the poster draws on their cards. */
export async function getTreePhotos(): Promise<TreePhotos['photos']> {
  return (await httpClient<TreePhotos>('/api/v1/tree/photos')).json.photos;
}

/**
 * The looks of the tree page: the family around a person (the first), the branches below them, the whole
 * tree, and a person's ancestors as a pedigree and as a fan.
 */
export const TREE_LOOKS = ['family', 'focus', 'all', 'ancestors', 'fan'] as const;
export type TreeLook = (typeof TREE_LOOKS)[number];

/** The look and the person in the centre an address asks for: `?view=` and `focus=`, the family of the root by default. */
export function lookOf(search: string, rootId: string): { look: TreeLook; centreId: number } {
  const params = new URLSearchParams(search);
  const view = params.get('view');
  const look = TREE_LOOKS.find((l) => l === view) ?? 'family';
  return { look, centreId: Number(params.get('focus')) || Number(rootId) };
}

/** What the tree at `search` shows first, asked for before the page renders. */
export function askTreeEarly(rootId: string, search: string): void {
  const { look, centreId } = lookOf(search, rootId);
  const ancestors = ancestorsUrl(centreId);
  askEarly({ family: familyUrl(centreId), focus: aroundUrl(rootId, centreId), all: treeUrl(rootId), ancestors, fan: ancestors }[look]);
}
