// The member and partner calls of spec section 7 the family pages make, one function each: the only
// place the public site spells their paths. Records come as the server presents them to the caller's
// role (a BISH never receives the private fields, so no page can show them).
import type { PlaceList } from '../../common/generated/api.ts';
import type { MemberRecord, PartnerRecord } from '../../common/generated/types.ts';
import type { YearRange } from '../../common/model/properties.ts';
import { readEarlyOr } from './earlyAnswers.ts';
import { lineageUrl, MEMBERS, memberUrl, partnersUrl } from './memberAddresses.ts';
import memberSchema from '../../schema/member.json';
import { httpClient } from './httpClient.ts';
import { multipartBody } from './multipart.ts';
import { postWithProgress } from './uploadWithProgress.ts';

const PARTNERS = '/api/v1/partners';

/** A member as a role receives it: private fields may be absent; `grandfatherName` when the server computes it. */
export type Member = Partial<MemberRecord> & Pick<MemberRecord, 'id' | 'name'> & { grandfatherName?: string | null };
export type Partner = Partial<PartnerRecord> & Pick<PartnerRecord, 'id' | 'name'>;
/** What a form sends: the wire's texts, null for a value left empty. */
export type WireInput = Record<string, string | number | null>;
export interface Ancestor {
  id: number;
  name: string;
  gender?: 'male' | 'female';
}

const json = (body: unknown): RequestInit => ({ body: JSON.stringify(body) });
const get = async <T>(url: string, signal?: AbortSignal): Promise<T> => (await readEarlyOr<T>(url, signal)).json;

export interface MemberPage {
  members: Member[];
  total: number;
}

/** One page of the directory: `q` searches on the server (names as Arabic speakers type them), `first`..`last` inclusive. */
/** A page of the members whose names match `q` (and, given `born`, born in those years), rows `first` to `last`. */
export async function searchMembers(q: string, first: number, last: number, signal?: AbortSignal, born?: YearRange): Promise<MemberPage> {
  const filter = { ...(q && { q }), ...(born && { birthdate: born }) };
  const params = new URLSearchParams({ filter: JSON.stringify(filter), range: JSON.stringify([first, last]) });
  const { json: members, headers } = await httpClient<Member[]>(`${MEMBERS}?${params}`, { signal });
  // Content-Range: "family-members 0-24/1234"; without it the page is all there is.
  const total = Number(/\/(\d+)$/.exec(headers.get('Content-Range') ?? '')?.[1] ?? first + members.length);
  return { members, total };
}

export const getMember = (id: string | number, signal?: AbortSignal) => get<Member>(memberUrl(id), signal);
export const getChildren = (id: string | number, signal?: AbortSignal) => get<Member[]>(`${MEMBERS}/${id}/getchildren`, signal);
export const getPartners = (id: string | number, signal?: AbortSignal) => get<Partner[]>(partnersUrl(id), signal);
/** The member's ancestors from the parent up to the root. */
export const getLineage = (id: string | number, signal?: AbortSignal) => get<Ancestor[]>(lineageUrl(id), signal);
export const getPartner = (id: string | number, signal?: AbortSignal) => get<Partner>(`${PARTNERS}/${id}`, signal);
/** The places the family has written (birth, death, burial) that start with `q` or have a word that does, most written first. */
export const getPlaces = async (q: string, signal?: AbortSignal) =>
  (await httpClient<PlaceList>(`${MEMBERS}/places?${new URLSearchParams({ q })}`, { signal })).json;

/** The answers of a create carry the server's message (spec section 7: data.message). */
type Created = { id: number; message?: string };

export const createMember = async (input: WireInput) => (await httpClient<Created>(MEMBERS, { method: 'POST', ...json(input) })).json;
export const addChild = async (parentId: string | number, input: WireInput) =>
  (await httpClient<Created>(`${MEMBERS}/${parentId}/addchild`, { method: 'POST', ...json(input) })).json;
/** A partner who is a member of the family too is sent with her member id (partnerMemberId). */
export const addPartner = async (memberId: string | number, input: Record<string, string | number | null>) =>
  (await httpClient<Created>(`${MEMBERS}/${memberId}/addpartner`, { method: 'POST', ...json(input) })).json;
export const updateMember = async (id: string | number, input: WireInput) =>
  (await httpClient<Member>(`${MEMBERS}/${id}`, { method: 'PUT', ...json(input) })).json;
export const updatePartner = async (id: string | number, input: WireInput) =>
  (await httpClient<Partner>(`${PARTNERS}/${id}`, { method: 'PUT', ...json(input) })).json;
export const deleteMember = async (id: string | number) => void (await httpClient(`${MEMBERS}/${id}`, { method: 'DELETE' }));
export const deletePartner = async (id: string | number) => void (await httpClient(`${PARTNERS}/${id}`, { method: 'DELETE' }));

/** Sends a profile picture as multipart field `file`, reporting its progress (0 to 1). */
export function uploadMemberPicture(id: string | number, file: File, onProgress: (fraction: number) => void): Promise<Member> {
  return postWithProgress<Member>(`${MEMBERS}/${id}/upload`, multipartBody(memberSchema, {}, { file }), onProgress);
}
