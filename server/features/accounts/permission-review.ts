// What an admin needs to answer a permission request: who waits (a USER whose phone is verified), the
// family members the account may be (the identity check's phone match, the members whose name chain is
// the account's full name), and a mail to every admin, in their own language, when a request arrives.
import type { FastifyInstance } from 'fastify';
import type { MemberSummary, UserRecord } from '../../../common/generated/types.ts';
import { deriveRole, roleName } from '../../../common/model/roles.ts';
import { searchWords } from '../../../common/model/nameSearch.ts';
import type { Config } from '../../config.ts';
import { outgoingTextsIn } from '../../outgoing-texts.ts';
import { permissionRequestMail } from './account-mail.ts';

/** How many members a full name may suggest: enough for namesakes, few enough to read on a phone. */
const NAME_MATCHES = 5;

/** A user who verified their phone and waits for an admin: BISH or higher has nothing left to ask. */
export const waitsForPermission = (user: UserRecord): boolean => user.requestPermission === true && deriveRole(user.roles ?? []) === 'USER';

export async function waitingUsers(app: FastifyInstance): Promise<UserRecord[]> {
  return (await app.repositories.users.where('requestPermission', true)).filter(waitsForPermission);
}

/** How many members the directory's search is asked for, before those with another own name are left out. */
const SEARCHED = 50;

/**
 * The members whose name chain holds the account's full name (name, father's, family name, in order) and
 * whose own name is its first: the search alone would also find their sons ("Adel son of Jamal son of
 * Jamil" holds "Jamal Jamil"). A single word would match every namesake, so it suggests none.
 */
async function nameMatches(app: FastifyInstance, user: UserRecord): Promise<number[]> {
  const words = searchWords(user.name ?? '');
  if (words.length < 2) return [];
  const { records } = await app.repositories.members.list({
    sort: { field: 'id', order: 'ASC' },
    filter: {},
    q: words.join(' '),
    range: [0, SEARCHED - 1],
  });
  return records
    .filter((member) => searchWords(member.name)[0] === words[0])
    .slice(0, NAME_MATCHES)
    .map((member) => member.id);
}

export interface ReviewedRequest extends UserRecord {
  matchedMember: MemberSummary | null;
  nameMatches: MemberSummary[];
  linkedMember: MemberSummary | null;
}

/** The waiting users with the members the admin may link them to, and the one they are linked to. */
export async function reviewedRequests(app: FastifyInstance): Promise<ReviewedRequest[]> {
  const waiting = await waitingUsers(app);
  const byName = await Promise.all(waiting.map((user) => nameMatches(app, user)));
  const ids = [...waiting.flatMap((u) => [u.matchedMemberId, u.memberId]), ...byName.flat()].filter((id): id is number => id != null);
  const members = await app.repositories.members.summaries([...new Set(ids)]);
  const summary = (id: number | null | undefined) => (id == null ? null : (members.get(id) ?? null));
  return waiting.map((user, i) => ({
    ...user,
    matchedMember: summary(user.matchedMemberId),
    nameMatches: byName[i].filter((id) => id !== user.matchedMemberId).flatMap((id) => summary(id) ?? []),
    linkedMember: summary(user.memberId),
  }));
}

const chainOf = (member: MemberSummary): string => [member.name, member.fatherName, member.familyName].filter(Boolean).join(' ');

/** Tells every active admin, in the language they use the portal in, that `user`'s request waits. */
export async function mailAdminsOfRequest(app: FastifyInstance, config: Config, user: UserRecord): Promise<void> {
  const admins = (await app.repositories.users.withRole(roleName('ADMIN'))).filter((admin) => admin.allowed && admin.email);
  if (admins.length === 0) return;
  const matched =
    user.matchedMemberId == null ? undefined : (await app.repositories.members.summaries([user.matchedMemberId])).get(user.matchedMemberId);
  const link = `${config.publicUrl}/adminboard/permissionRequestUsers`;
  await Promise.all(
    admins.map((admin) =>
      app.mailer.send(permissionRequestMail(outgoingTextsIn(admin.language ?? 'ar'), admin, user, matched ? chainOf(matched) : null, link)),
    ),
  );
}
