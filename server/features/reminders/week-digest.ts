// What a week's digest tells, the same for every reader: of the seven days before its day, the members recorded
// in the tree (each a baby when born within the year), the photos added per album, the notices, the members an
// accepted suggestion improved; of the seven days from it, the living's birthdays (the day known, not hidden by
// their own account) and the activities. Who reads it: the family accounts that have not turned it off.
import type { WeekDigest } from '../../../common/generated/api.ts';
import { dmyToIso } from '../../../common/model/dmyDate.ts';
import { directoryName } from '../../../common/model/personName.ts';
import { addDays, asUtc, birthdaysOn, DAY_MS, eachDay } from '../calendar/calendar-days.ts';
import { CalendarRepository } from '../calendar/repository.ts';
import type { PlanSource } from './day-plan.ts';
import { DigestRepository } from './digest-repository.ts';
import { RemindersRepository } from './repository.ts';

/** The most activities of a week a digest looks at: far more than a family holds. */
const ACTIVITIES_READ = 100;

/** The digest of the week `day` (ISO) ends; `isEmpty` tells whether there is anything to send. */
export async function weekDigest({ db, dialect, repositories }: PlanSource, day: string): Promise<WeekDigest> {
  const digests = new DigestRepository(db, dialect);
  const reminders = new RemindersRepository(db, dialect);
  const calendar = new CalendarRepository(db, dialect, repositories.ofResource('family-activities'));
  const span = { from: asUtc(day).getTime() - 7 * DAY_MS, to: asUtc(day).getTime() };
  const days = [...eachDay(day, addDays(day, 6))];
  const [recorded, photos, notices, improvedIds, births, activities] = await Promise.all([
    reminders.recordedBetween(span.from, span.to),
    digests.photosAdded(span),
    digests.noticesAdded(span),
    digests.improvedMembers(span),
    calendar.births([...new Set(days.flatMap(birthdaysOn))]),
    calendar.activitiesFrom(day, ACTIVITIES_READ),
  ]);
  const birthdays = days.flatMap((on) => {
    const monthDays = new Set(birthdaysOn(on));
    return births.filter((b) => monthDays.has(b.monthDay)).map((b) => ({ memberId: b.id, on }));
  });
  const hidden = await reminders.hiddenBirthdays(birthdays.map((b) => b.memberId));
  const told = birthdays.filter((b) => !hidden.has(b.memberId));
  const ids = [...new Set([...recorded.map((m) => m.id), ...improvedIds, ...told.map((b) => b.memberId)])];
  const { records } = ids.length
    ? await repositories.members.list({ sort: { field: 'id', order: 'ASC' }, filter: { id: ids } })
    : { records: [] };
  const names = new Map(records.map((m) => [m.id, directoryName(m)]));
  const yearAgo = addDays(day, -365);
  const last = days.at(-1)!;
  return {
    day,
    members: recorded.map((m) => ({ memberId: m.id, name: names.get(m.id) ?? m.name, baby: m.bornFrom !== null && m.bornFrom >= yearAgo })),
    photos,
    notices,
    // A member deleted since is no longer there to see.
    improved: improvedIds.flatMap((id) => (names.has(id) ? [{ memberId: id, name: names.get(id)! }] : [])),
    birthdays: told.map((b) => ({ ...b, name: names.get(b.memberId) ?? '' })),
    activities: activities
      .map((a) => ({ id: a.id, name: a.activityName, on: dmyToIso(a.dateOfActivity), place: a.place ?? null }))
      .filter((a) => a.on <= last),
  };
}

/** Whether the digest has nothing to tell: then none is sent. */
export const isEmpty = (digest: WeekDigest): boolean =>
  [digest.members, digest.photos, digest.notices, digest.improved, digest.birthdays, digest.activities].every((list) => list.length === 0);
