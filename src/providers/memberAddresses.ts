// Where a member's detail reads from, and those reads asked for as soon as the portal's code runs when the
// page is opened by its address (public-site/routing/firstReads.ts): a module of its own, so that the
// first download holds these few lines and not the rest of the member calls (familyApi.ts).
import type { Ancestor, Member, Partner } from './familyApi.ts';
import { arrivedEarly, askEarly } from './earlyAnswers.ts';

export const MEMBERS = '/api/v1/members';

export const memberUrl = (id: string | number) => `${MEMBERS}/${id}`;
export const partnersUrl = (id: string | number) => `${MEMBERS}/${id}/getpartners`;
export const lineageUrl = (id: string | number) => `${MEMBERS}/${id}/lineage`;

/** What the member detail reads, asked for before the page renders. */
export const askMemberEarly = (id: string | number) => [memberUrl, partnersUrl, lineageUrl].forEach((url) => askEarly(url(id)));
/** The member detail's reads when their early answers have already come. */
export const arrivedMember = (id: string | number) => arrivedEarly<Member>(memberUrl(id))?.json;
export const arrivedPartners = (id: string | number) => arrivedEarly<Partner[]>(partnersUrl(id))?.json;
export const arrivedLineage = (id: string | number) => arrivedEarly<Ancestor[]>(lineageUrl(id))?.json;
