// The demo portal: a family of a few hundred members (or as many as asked), albums with pictures,
// news, upcoming activities, one account per role and the family member's suggestions waiting. Deterministic: the same seed, the same family.
import type { Kysely } from 'kysely';
import { roleNamesFor, type RoleName } from '../../common/model/roles.ts';
import type { Database, Dialect } from '../db/database.ts';
import { hashPassword } from '../plugins/app/passwords.ts';
import type { Executor } from '../entities/entity-repository.ts';
import { insertFamilyBulk, nextId, nextMemberId } from '../features/family/bulk-repository.ts';
import type { Repositories } from '../entities/repositories.ts';
import type { Storage } from '../plugins/app/storage.ts';
import { SuggestionsRepository } from '../features/suggestions/repository.ts';
import { demoPicture } from './demo-media.ts';
import { addLives } from './family-life.ts';
import { generateFamily, type DemoMember } from './family.ts';
import { seededRandom, type Random } from './random.ts';
import { photoColumns } from '../entities/entity-service.ts';

export interface SeedTarget {
  db: Kysely<Database>;
  dialect: Dialect;
  repositories: Repositories;
  storage: Storage;
}

export interface SeedReport {
  members: number;
  partners: number;
  generations: number;
  milliseconds: number;
}

export interface DemoUser {
  username: string;
  password: string;
  roles: RoleName[];
  /** Registered with the phone of a member of the demo family, so that asking for permission shows the identity match. */
  relative?: true;
}

export const DEMO_USERS: readonly DemoUser[] = [
  { username: 'moderator', password: 'moderator-demo', roles: roleNamesFor('MODERATOR') },
  { username: 'familymember', password: 'family-demo', roles: roleNamesFor('BISH') },
  { username: 'visitor', password: 'visitor-demo', roles: roleNamesFor('USER'), relative: true },
];

const DAY = 86_400_000;

/** The family, and the facts of its lives from a random stream of their own (`lives`). */
async function insertFamily(target: SeedTarget, trx: Executor, count: number, rng: Random, lives: Random) {
  const family = generateFamily(count, rng, await nextMemberId(trx));
  const partners = addLives(family, lives, await nextId(trx, 'partners'));
  await insertFamilyBulk(target, trx, family.members, partners);
  return { ...family, partners };
}

async function insertContent(target: SeedTarget, trx: Executor, rng: Random, authorId: number | null, now: Date): Promise<void> {
  const { repositories, storage } = target;
  const albums = repositories.ofResource('albums');
  if ((await albums.count(trx)) > 0) return;
  const images = repositories.ofResource('images');
  const gallery = [
    {
      name: 'أعراس العائلة',
      description: 'صور من أعراس العائلة عبر السنين',
      pictures: ['عرس في الساحة', 'الدبكة', 'الزفة', 'العائلة مجتمعة'],
    },
    // Open to members: a family member's trip photos show at once; the weddings wait for a moderator.
    {
      name: 'رحلات',
      description: 'رحلات العائلة إلى البحر والجبال',
      pictures: ['على شاطئ البحر', 'في الجبل', 'نزهة الربيع'],
      openToMembers: true,
    },
  ];
  for (const album of gallery) {
    await albums.create({ name: album.name, description: album.description, openToMembers: album.openToMembers ?? false }, trx);
    for (const name of album.pictures)
      await images.create(
        {
          name,
          description: `${album.name}: ${name}`,
          album: album.name,
          // With the size and colour an upload keeps: the page holds each photo's place, and faces can be marked on it.
          ...photoColumns(images.entity, 'imageLink', await storage.savePhoto(await demoPicture(rng))),
          createdBy: authorId,
        },
        trx,
      );
  }

  const notifications = repositories.ofResource('family-notification');
  const news = [
    { subject: 'مولود جديد', description: 'نبارك للعائلة بالمولود الجديد، جعله الله من الصالحين.' },
    { subject: 'تخرج', description: 'تهانينا لأبناء العائلة المتخرجين هذا العام.' },
    { subject: 'لقاء العائلة السنوي', description: 'ندعوكم إلى لقاء العائلة السنوي في بيت الجد.' },
    { subject: 'تحديث شجرة العائلة', description: 'أضيفت فروع جديدة إلى شجرة العائلة. راجعوا بياناتكم.' },
  ];
  for (const [i, item] of news.entries())
    await notifications.create(
      {
        ...item,
        content: item.description,
        createdBy: authorId,
        createdDate: new Date(now.getTime() - (news.length - i) * 9 * DAY).toISOString(),
        imageLink: i === news.length - 1 ? await storage.saveImage(await demoPicture(rng)) : null,
      },
      trx,
    );

  const activities = repositories.ofResource('family-activities');
  const events = ['لقاء العائلة', 'إفطار جماعي', 'رحلة إلى البحر', 'مباراة كرة قدم', 'أمسية شعرية', 'زيارة كبار السن', 'يوم تطوعي'];
  for (const [i, activityName] of events.entries()) {
    const when = new Date(now.getTime() + (i - 2) * 12 * DAY);
    const dmy = `${String(when.getUTCDate()).padStart(2, '0')}-${String(when.getUTCMonth() + 1).padStart(2, '0')}-${when.getUTCFullYear()}`;
    await activities.create(
      {
        activityName,
        activityLink: i % 3 === 0 ? 'https://example.com/family' : null,
        dateOfActivity: dmy,
        createdBy: authorId,
      },
      trx,
    );
  }
}

/**
 * A few suggestions of the family member's, waiting in the moderators' queue: a birthplace corrected, a
 * newborn under a young father, a memory of the root. Made once.
 */
async function insertSuggestions(trx: Executor, members: readonly DemoMember[], suggesterId: number, now: Date): Promise<void> {
  const suggestions = new SuggestionsRepository(trx);
  if ((await suggestions.list({ limit: 1 })).length > 0) return;
  const [root] = members;
  const father = members.findLast((m) => m.gender === 'male' && m.isAlive === 'yes');
  const corrected = members.find((m) => m.parentId === root.id && m.isAlive === 'yes') ?? root;
  const proposals = [
    { member: corrected, kind: 'update' as const, changes: { birthPlace: 'عين الزيتون' }, reason: 'هكذا كانت جدتي تقول' },
    { member: father ?? root, kind: 'add-child' as const, changes: { name: 'ليلى', gender: 'female' }, reason: 'مولودة جديدة، مبروك!' },
    {
      member: root,
      kind: 'memory' as const,
      changes: { memory: 'كان يزرع الزيتون في الوادي ويجمعنا تحت شجرة التوت كل جمعة.' },
      reason: '',
    },
  ];
  for (const [i, proposal] of proposals.entries())
    await suggestions.add({
      createdAt: now.getTime() - (proposals.length - i) * 3_600_000,
      suggestedBy: suggesterId,
      resource: 'family-members',
      recordId: proposal.member.id,
      kind: proposal.kind,
      changes: proposal.changes,
      reason: proposal.reason,
      photo: null,
    });
}

async function insertDemoUsers(target: SeedTarget, trx: Executor, relativePhone: string | null): Promise<void> {
  const users = target.repositories.users;
  for (const demo of DEMO_USERS) {
    if (await users.findBy('username', demo.username, trx)) continue;
    await users.createUser(
      {
        username: demo.username,
        email: `${demo.username}@demo.localhost`,
        name: demo.username,
        phoneNumber: demo.relative ? relativePhone : null,
        passwordHash: await hashPassword(demo.password),
        allowed: true,
        roles: demo.roles,
      },
      trx,
    );
  }
}

export async function seedDemo(target: SeedTarget, options: { members?: number; seed?: number; now?: Date } = {}): Promise<SeedReport> {
  const started = performance.now();
  const seed = options.seed ?? 1948;
  const rng = seededRandom(seed);
  // One transaction: a start killed halfway leaves no half-made family, and the next start makes it whole.
  // (Pictures written before such a kill stay on disk unreferenced.)
  const family = await target.db.transaction().execute(async (trx) => {
    const made = await insertFamily(target, trx, options.members ?? 350, rng, seededRandom(seed + 1));
    const relative = made.members.find((m) => m.phoneNumber);
    await insertDemoUsers(target, trx, relative?.phoneNumber ?? null);
    const author = await target.repositories.users.findBy('username', 'moderator', trx);
    const now = options.now ?? new Date();
    await insertContent(target, trx, rng, author?.id ?? null, now);
    const relativeAccount = await target.repositories.users.findBy('username', 'familymember', trx);
    if (relativeAccount) await insertSuggestions(trx, made.members, relativeAccount.id, now);
    return made;
  });
  return {
    members: family.members.length,
    partners: family.partners.length,
    generations: family.generations,
    milliseconds: Math.round(performance.now() - started),
  };
}
