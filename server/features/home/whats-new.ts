// What a family member's home page shows: what is new since their previous visit, read through the
// repositories of the features it comes from, and presented as those features' own calls present it
// (private fields only for the roles that see them, pictures as signed links).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ChangedPerson, FamilyHome, MySuggestionCounts } from '../../../common/generated/api.ts';
import type { Activity, Album, Image, Notification } from '../../../common/generated/types.ts';
import { entityByResource } from '../../../common/model/entities.ts';
import { atLeast, type Role } from '../../../common/model/roles.ts';
import { presenter, type Presenter } from '../../entities/present.ts';
import type { Repositories } from '../../entities/repositories.ts';
import { roleOf } from '../../plugins/app/authentication.ts';
import { waitingUsers } from '../accounts/permission-review.ts';
import { addDays } from '../calendar/calendar-days.ts';
import { fallingBetween, monthDaysBetween } from '../calendar/days-routes.ts';
import { CalendarRepository } from '../calendar/repository.ts';
import { ChangeLog } from '../history/repository.ts';
import { SuggestionsRepository } from '../suggestions/repository.ts';
import type { HomeRepository } from './repository.ts';

const NOTICES = 5;
const IMAGES = 6;
const ALBUMS = 3;
const PEOPLE = 8;
/** The members' changes read to find PEOPLE people: one person edited many times fills several. */
const CHANGES_READ = 100;
const BIRTHDAY_WEEK = 7;

const newestFirst = { sort: { field: 'id', order: 'DESC' as const }, filter: {} };

export class WhatsNew {
  private readonly repositories: Repositories;
  private readonly calendar: CalendarRepository;
  private readonly changes: ChangeLog;
  private readonly suggestions: SuggestionsRepository;
  /** Each record as its entity's calls answer it. */
  private readonly present: Record<'notice' | 'activity' | 'image' | 'album', Presenter>;

  constructor(
    private readonly app: FastifyInstance,
    private readonly visits: HomeRepository,
  ) {
    this.repositories = app.repositories;
    this.calendar = new CalendarRepository(app.db, app.dialect, app.repositories.ofResource('family-activities'));
    this.changes = new ChangeLog(app.db, app.dialect);
    this.suggestions = new SuggestionsRepository(app.db);
    this.present = {
      notice: presenter(app, entityByResource('family-notification')),
      activity: presenter(app, entityByResource('family-activities')),
      image: presenter(app, entityByResource('images')),
      album: presenter(app, entityByResource('albums')),
    };
  }

  /** The page since `since` (milliseconds since the epoch), with `today` (ISO) the reader's day. */
  async since(request: FastifyRequest, userId: number, since: number, today: string): Promise<FamilyHome> {
    const role = roleOf(request);
    // The entities' created times are kept to the second (SQLite's CURRENT_TIMESTAMP): one made in the
    // second of the last visit counts as new, shown twice rather than missed.
    const createdSince = Math.floor(since / 1000) * 1000;
    const [notices, births, nextActivity, gallery, people, myMember, mySuggestions, waitingSuggestions, permissionRequests] =
      await Promise.all([
        this.notices(request, createdSince),
        this.births(today),
        this.calendar.activitiesFrom(today, 1),
        this.gallery(request, createdSince),
        this.people(since, role),
        this.myMember(userId),
        this.mySuggestions(userId, since),
        atLeast(role, 'MODERATOR') ? this.suggestions.waitingCount() : undefined,
        atLeast(role, 'ADMIN') ? waitingUsers(this.app).then((users) => users.length) : undefined,
      ]);
    return {
      since: new Date(since).toISOString(),
      notices,
      births,
      gallery,
      people,
      mySuggestions,
      // The presenters keep each record's wire shape, less what the role may not see.
      ...(nextActivity[0] && { nextActivity: this.present.activity(nextActivity[0], request) as unknown as Activity }),
      ...(myMember && { myMember }),
      ...(waitingSuggestions !== undefined && { waitingSuggestions }),
      ...(permissionRequests !== undefined && { permissionRequests }),
    };
  }

  private async notices(request: FastifyRequest, createdSince: number): Promise<Notification[]> {
    const { records } = await this.repositories
      .ofResource('family-notification')
      .list({ sort: { field: 'createdDate', order: 'DESC' }, range: [0, NOTICES - 1], filter: {} });
    return records
      .filter((n) => Date.parse(n.createdDate) >= createdSince)
      .map((n) => this.present.notice(n, request) as unknown as Notification);
  }

  /** The living's birthdays of the week from today, as the calendar gives them. */
  private async births(today: string): Promise<FamilyHome['births']> {
    const last = addDays(today, BIRTHDAY_WEEK - 1);
    return fallingBetween(await this.calendar.births(monthDaysBetween(today, last)), today, last);
  }

  private async gallery(request: FastifyRequest, createdSince: number): Promise<FamilyHome['gallery']> {
    const [images, albums, newImages] = await Promise.all([
      this.repositories.ofResource('images').list({ ...newestFirst, range: [0, IMAGES - 1] }),
      this.repositories.ofResource('albums').list({ ...newestFirst, range: [0, ALBUMS - 1] }),
      this.visits.imagesAddedSince(createdSince),
    ]);
    return {
      newImages,
      images: images.records.map((r) => this.present.image(r, request) as unknown as Image),
      albums: albums.records.map((r) => this.present.album(r, request) as unknown as Album),
    };
  }

  /**
   * The members added or changed since, newest first, each once, named as they are now. A change the role
   * sees nothing of (a phone number, for a family member) is not one; a member deleted since is left out.
   */
  private async people(since: number, role: Role): Promise<ChangedPerson[]> {
    const stored = await this.changes.list({ resources: ['family-members'], since, limit: CHANGES_READ });
    const seen = (await this.changes.present(stored, role)).filter((c) => c.action !== 'update' || c.fields.length > 0);
    const byMember = new Map<number, { action: ChangedPerson['action']; at: string; gone: boolean }>();
    for (const change of seen) {
      const person = byMember.get(change.recordId);
      if (!person)
        byMember.set(change.recordId, {
          action: change.action === 'create' ? 'added' : 'changed',
          at: change.at,
          gone: change.action === 'delete',
        });
      else if (change.action === 'create') person.action = 'added';
    }
    const shown = [...byMember].filter(([, person]) => !person.gone).slice(0, PEOPLE);
    const names = await this.repositories.members.summaries(shown.map(([id]) => id));
    return shown.flatMap(([id, { action, at }]) => {
      const member = names.get(id);
      return member ? [{ member, action, at }] : [];
    });
  }

  private async myMember(userId: number): Promise<FamilyHome['myMember']> {
    const memberId = (await this.repositories.users.findById(userId))?.memberId;
    return memberId == null ? undefined : (await this.repositories.members.summaries([memberId])).get(memberId);
  }

  private async mySuggestions(userId: number, since: number): Promise<MySuggestionCounts> {
    const counts = await this.suggestions.ownCounts(userId, since);
    return { waiting: counts.pending, accepted: counts.accepted, rejected: counts.rejected };
  }
}
