// The calendar's reads: the activities of a span of days or from a day on, the birthdays of the
// family's living (name and day only), and the anniversaries of its deaths.
import { sql, type RawBuilder } from 'kysely';
import type { ActivityRecord } from '../../../common/generated/types.ts';
import type { Dialect } from '../../db/database.ts';
import type { EntityRepository, Executor } from '../../entities/entity-repository.ts';
import { lifeStatusOf } from '../family/repository.ts';

export interface Birth {
  id: number;
  name: string;
  /** MM-DD of the birthdate. */
  monthDay: string;
}

/** A death whose day is known: MM-DD of the day, and its year. */
export interface Death extends Birth {
  year: number;
}

/** An activity as the feed writes it. */
export interface FeedActivity {
  id: number;
  name: string;
  link: string | null;
  /** ISO date. */
  date: string;
  /** HH:MM when it begins at a time of day; null for the whole day. */
  time: string | null;
  place: string | null;
  description: string | null;
  /** When it was stored, as the event's DTSTAMP: a stable value keeps the feed's ETag stable. */
  createdAt: Date;
}

/** A stored timestamp: PostgreSQL gives a Date, SQLite its CURRENT_TIMESTAMP text (UTC, without a zone). */
const storedTime = (value: Date | string): Date => (value instanceof Date ? value : new Date(`${value.replace(' ', 'T')}Z`));

const feedActivityOf = (r: {
  id: number | string;
  activity_name: string;
  activity_link: string | null;
  date_of_activity: unknown;
  time_of_activity: string | null;
  place: string | null;
  description: string | null;
  created_at: Date | string;
}): FeedActivity => ({
  id: Number(r.id),
  name: r.activity_name,
  link: r.activity_link,
  date: String(r.date_of_activity).slice(0, 10),
  time: r.time_of_activity,
  place: r.place,
  description: r.description,
  createdAt: storedTime(r.created_at),
});

export class CalendarRepository {
  constructor(
    private readonly db: Executor,
    private readonly dialect: Dialect,
    private readonly activities: EntityRepository<ActivityRecord>,
  ) {}

  /** How many activities each day holds from `from` to `to` (ISO, both included): the marks of the wider views. */
  async activityCountsBetween(from: string, to: string): Promise<Array<{ date: string; activities: number }>> {
    const rows = await this.db
      .selectFrom('activities')
      .select(['date_of_activity', (eb) => eb.fn.countAll().as('n')])
      .where('date_of_activity', '>=', from)
      .where('date_of_activity', '<=', to)
      .groupBy('date_of_activity')
      .orderBy('date_of_activity')
      .execute();
    return rows.map((row) => ({ date: String(row.date_of_activity), activities: Number(row.n) }));
  }

  /** The activities from `from` to `to` (ISO, both included), by date. */
  async activitiesBetween(from: string, to: string): Promise<ActivityRecord[]> {
    const rows = await this.db
      .selectFrom('activities')
      .selectAll()
      .where('date_of_activity', '>=', from)
      .where('date_of_activity', '<=', to)
      .orderBy('date_of_activity')
      .orderBy('id')
      .execute();
    return rows.map((row) => this.activities.codec.fromRow(row));
  }

  /** The first `limit` activities on or after `from` (ISO). */
  async activitiesFrom(from: string, limit: number): Promise<ActivityRecord[]> {
    const rows = await this.db
      .selectFrom('activities')
      .selectAll()
      .where('date_of_activity', '>=', from)
      .orderBy('date_of_activity')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((row) => this.activities.codec.fromRow(row));
  }

  /** Every activity, for the feed. */
  async allActivities(): Promise<FeedActivity[]> {
    const rows = await this.feedActivities().orderBy('date_of_activity').orderBy('id').execute();
    return rows.map(feedActivityOf);
  }

  /** One activity as the feed writes it, for its own calendar file. */
  async feedActivity(id: number): Promise<FeedActivity | undefined> {
    const row = await this.feedActivities().where('id', '=', id).executeTakeFirst();
    return row && feedActivityOf(row);
  }

  private feedActivities() {
    return this.db
      .selectFrom('activities')
      .select(['id', 'activity_name', 'activity_link', 'date_of_activity', 'time_of_activity', 'place', 'description', 'created_at']);
  }

  /** The version of the members' names and birthdates: the tree's, which database triggers move on every such change. */
  async membersVersion(): Promise<number> {
    const row = await this.db.selectFrom('tree_version').select('version').where('id', '=', 1).executeTakeFirstOrThrow();
    return Number(row.version);
  }

  /** MM-DD of a date column's day: SQLite keeps dates as ISO text, PostgreSQL as date. */
  private monthDay(column: 'birthdate_earliest' | 'death_date_earliest'): RawBuilder<string> {
    return this.dialect === 'postgres' ? sql<string>`to_char(${sql.ref(column)}, 'MM-DD')` : sql<string>`substr(${sql.ref(column)}, 6, 5)`;
  }

  /** The members born on any of these MM-DD days; every member when `monthDays` is left out (the feed). */
  async births(monthDays?: readonly string[]): Promise<Birth[]> {
    if (monthDays?.length === 0) return [];
    let query = this.db
      .selectFrom('members')
      .select(['id', 'name', this.monthDay('birthdate_earliest').as('monthDay')])
      // A birthday only where the day is known: a birth dated to one day begins and ends on it.
      .where('birthdate_earliest', 'is not', null)
      .whereRef('birthdate_earliest', '=', 'birthdate_latest')
      .where(lifeStatusOf('members', this.dialect), '=', 'living');
    if (monthDays) query = query.where(this.monthDay('birthdate_earliest'), 'in', [...monthDays]);
    const rows = await query.orderBy('id').execute();
    return rows.map((r) => ({ id: Number(r.id), name: r.name, monthDay: r.monthDay }));
  }

  /** Every member whose day of death is known, with that day (YYYY-MM-DD): the Hijri anniversaries are found from these. */
  async deathDays(): Promise<Array<{ id: number; name: string; day: string }>> {
    const rows = await this.db
      .selectFrom('members')
      .select(['id', 'name', 'death_date_earliest'])
      .where('death_date_earliest', 'is not', null)
      .whereRef('death_date_earliest', '=', 'death_date_latest')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ id: Number(r.id), name: r.name, day: String(r.death_date_earliest).slice(0, 10) }));
  }

  /** The members who died on any of these MM-DD days, where the day of the death is known. */
  async deaths(monthDays: readonly string[]): Promise<Death[]> {
    if (monthDays.length === 0) return [];
    const year =
      this.dialect === 'postgres'
        ? sql<number>`cast(extract(year from death_date_earliest) as integer)`
        : sql<number>`cast(substr(death_date_earliest, 1, 4) as integer)`;
    const rows = await this.db
      .selectFrom('members')
      .select(['id', 'name', this.monthDay('death_date_earliest').as('monthDay'), year.as('year')])
      .where('death_date_earliest', 'is not', null)
      .whereRef('death_date_earliest', '=', 'death_date_latest')
      .where(this.monthDay('death_date_earliest'), 'in', [...monthDays])
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ id: Number(r.id), name: r.name, monthDay: r.monthDay, year: Number(r.year) }));
  }
}
