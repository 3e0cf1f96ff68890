// The family statistics page's figures, each computed by the database (on SQLite and PostgreSQL alike)
// rather than by loading the family into memory.
import { sql } from 'kysely';
import type { FamilyStats } from '../../../common/generated/types.ts';
import type { Dialect } from '../../db/database.ts';
import type { Executor } from '../../entities/entity-repository.ts';
import { lifeStatusOf } from '../family/repository.ts';

const TOP_NAMES = 10;
const TOP_FAMILIES = 5;
const OLDEST = 5;

type Count = { key: number; count: number };

export class StatsRepository {
  constructor(
    private readonly db: Executor,
    private readonly dialect: Dialect,
  ) {}

  /** The figures every reader gets; `withOldest` adds the oldest living members (who is alive is private). */
  async familyStats(withOldest: boolean): Promise<FamilyStats> {
    const [totals, generations, birthsPerDecade, men, women, families, marriages, oldest] = await Promise.all([
      this.totals(),
      this.generations(),
      this.birthsPerDecade(),
      this.commonNames('male'),
      this.commonNames('female'),
      this.families(),
      this.marriages(),
      withOldest ? this.oldestLiving() : undefined,
    ]);
    return {
      ...totals,
      generations,
      birthsPerDecade,
      commonNames: { men, women },
      families,
      marriages,
      ...(oldest ? { oldestLiving: oldest } : {}),
    };
  }

  /**
   * The members whose year of birth is known: an exact day, a month or a year, whose earliest and latest
   * days fall in one year ("about 1948" or "before 1950" name none, so they count in no decade).
   */
  private knownBirthYear() {
    return sql<boolean>`${this.yearOf('birthdate_earliest')} = ${this.yearOf('birthdate_latest')}`;
  }

  private yearOf(column: string) {
    // SQLite keeps dates as ISO text; PostgreSQL as date.
    return this.dialect === 'postgres'
      ? sql<number>`cast(extract(year from ${sql.ref(column)}) as integer)`
      : sql<number>`cast(substr(${sql.ref(column)}, 1, 4) as integer)`;
  }

  private async totals() {
    const row = await this.db
      .selectFrom('members')
      .select((eb) => [
        eb.fn.countAll<number>().as('members'),
        eb.fn.sum<number>(eb.case().when(lifeStatusOf('members', this.dialect), '=', 'living').then(1).else(0).end()).as('living'),
        eb.fn.sum<number>(eb.case().when('gender', '=', 'female').then(1).else(0).end()).as('women'),
      ])
      .executeTakeFirstOrThrow();
    const members = Number(row.members);
    const living = Number(row.living ?? 0);
    const women = Number(row.women ?? 0);
    return { members, living, deceased: members - living, women, men: members - women };
  }

  /** Members per generation, as the database's triggers keep each member's (migration 0039). */
  private async generations(): Promise<Count[]> {
    const rows = await this.db
      .selectFrom('member_lineage')
      .select((eb) => ['generation as key', eb.fn.countAll<number>().as('count')])
      .groupBy('generation')
      .orderBy('generation')
      .execute();
    return rows.map(numbers);
  }

  private async birthsPerDecade(): Promise<Count[]> {
    const decade = sql<number>`(${this.yearOf('birthdate_earliest')} / 10) * 10`;
    const rows = await this.db
      .selectFrom('members')
      .select((eb) => [decade.as('key'), eb.fn.countAll<number>().as('count')])
      .where(this.knownBirthYear())
      .groupBy(decade)
      .orderBy(decade)
      .execute();
    return rows.map(numbers);
  }

  private async commonNames(gender: 'male' | 'female') {
    const rows = await this.db
      .selectFrom('members')
      .select((eb) => ['name', eb.fn.countAll<number>().as('count')])
      .where('gender', '=', gender)
      .groupBy('name')
      .orderBy('count', 'desc')
      .orderBy('name')
      .limit(TOP_NAMES)
      .execute();
    return rows.map((r) => ({ name: r.name, count: Number(r.count) }));
  }

  private async families(): Promise<FamilyStats['families']> {
    const perParent = this.db
      .selectFrom('members')
      .select((eb) => ['parent_id', eb.fn.countAll<number>().as('children')])
      .where('parent_id', 'is not', null)
      .groupBy('parent_id');
    const [summary, largest] = await Promise.all([
      this.db
        .selectFrom(perParent.as('f'))
        .select((eb) => [eb.fn.countAll<number>().as('parents'), eb.fn.avg<number>('f.children').as('average')])
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom(perParent.as('f'))
        .innerJoin('members as m', 'm.id', 'f.parent_id')
        .select(['m.id', 'm.name', 'm.father_name', 'f.children'])
        .orderBy('f.children', 'desc')
        .orderBy('m.id')
        .limit(TOP_FAMILIES)
        .execute(),
    ]);
    return {
      parents: Number(summary.parents),
      averageChildren: Math.round(Number(summary.average ?? 0) * 100) / 100,
      largest: largest.map((r) => ({ id: r.id, name: r.name, fatherName: r.father_name, children: Number(r.children) })),
    };
  }

  private async marriages(): Promise<FamilyStats['marriages']> {
    // A wife who is a member is married too, though her marriage is recorded on her husband's side.
    const spouses = this.db
      .selectFrom('partners')
      .select('member_id as id')
      .union(
        this.db
          .selectFrom('partners')
          .select('partner_member_id as id')
          .where('partner_member_id', 'is not', null)
          .$narrowType<{ id: number }>(),
      );
    const [married, partners] = await Promise.all([
      this.db
        .selectFrom(spouses.as('s'))
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('partners')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow(),
    ]);
    return { married: Number(married.count), partners: Number(partners.count) };
  }

  private async oldestLiving(): Promise<NonNullable<FamilyStats['oldestLiving']>> {
    const rows = await this.db
      .selectFrom('members')
      .select(['id', 'name', 'father_name', this.yearOf('birthdate_earliest').as('year')])
      .where(lifeStatusOf('members', this.dialect), '=', 'living')
      .where(this.knownBirthYear())
      .orderBy('birthdate_earliest')
      .orderBy('id')
      .limit(OLDEST)
      .execute();
    return rows.map((r) => ({ id: r.id, name: r.name, fatherName: r.father_name, birthYear: Number(r.year) }));
  }
}

/** Counts and keys as numbers: PostgreSQL sends bigint counts as text. */
const numbers = (r: { key: number; count: number }): Count => ({ key: Number(r.key), count: Number(r.count) });
