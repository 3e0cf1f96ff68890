// A member's suggestion from the moment it is made to the moderator's decision: checked by the record's own
// rules and counted against the member's budget when made; applied through the record's service when
// accepted, in the history as the moderator's change on the member's suggestion; told to the member either way.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {
  DownloadQuery,
  NewSuggestion,
  SuggestedChanges,
  SuggestedResource,
  Suggestion,
  SuggestionsQuery,
} from '../../../common/generated/api.ts';
import type { ImageRecord } from '../../../common/generated/types.ts';
import { galleryPhotoAddress } from '../../../common/model/galleryAddress.ts';
import { MESSAGES } from '../../../common/model/messages.ts';
import { SUGGESTION_PICTURE } from '../../../common/model/suggestionValues.ts';
import { normaliseName } from '../../../common/model/nameSearch.ts';
import { seesPrivate } from '../../../common/model/roles.ts';
import type { Config } from '../../config.ts';
import type { WireRecord } from '../../db/codec.ts';
import { badRequest, conflict, fieldRefused, HttpError, notFound } from '../../http-error.ts';
import { sendStoredFile, type FileReader } from '../../entities/file-routes.ts';
import { outgoingTextsIn } from '../../outgoing-texts.ts';
import { roleOf } from '../../plugins/app/authentication.ts';
import { currentChangeContext, withChangeContext } from '../history/change-context.ts';
import { SuggestionsRepository, type StoredSuggestion } from './repository.ts';
import type { StoredPhoto } from '../../plugins/app/storage.ts';
import { checkChanges, kindRule, serviceOf, type SuggestionServices } from './suggestion-kinds.ts';
import { decisionMail } from './suggestion-mail.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const LIST_SIZE = 100;

/** Where a member reads their suggestions and what became of them (schema/routes.json). */
export const OWN_SUGGESTIONS_PATH = '/my-suggestions';

type Limits = Pick<Config, 'suggestionsPerDay' | 'openSuggestionsPerPerson' | 'publicUrl'>;

const changesOf = (row: StoredSuggestion): SuggestedChanges => JSON.parse(row.changes) as SuggestedChanges;
/** The picture a suggestion carries (a photo, a new child's), stored already. */
const photoOf = (row: StoredSuggestion): StoredPhoto | null => (row.photo ? (JSON.parse(row.photo) as StoredPhoto) : null);

/** Where a suggestion's picture downloads from, for its suggester and the moderators. */
export const suggestionPhotoPath = (id: number): string => `/api/v1/suggestions/${id}/photo`;
const time = (ms: number | string | null): string | null => (ms === null ? null : new Date(Number(ms)).toISOString());

/**
 * Whether two suggestions propose the same fact: of one kind about one record, and correcting a field in
 * common, or adding a person of the same name; two memories, or two photos, are two.
 */
function sameFact(a: StoredSuggestion, b: StoredSuggestion): boolean {
  if (a.id === b.id || a.kind !== b.kind || a.resource !== b.resource || a.record_id !== b.record_id) return false;
  if (a.kind === 'memory' || a.kind === 'photo') return false;
  const [x, y] = [changesOf(a), changesOf(b)];
  if (a.kind === 'add-child' || a.kind === 'add-partner')
    return normaliseName(String(x.name ?? '')) === normaliseName(String(y.name ?? ''));
  return Object.keys(x).some((field) => field in y);
}

export class SuggestionReview {
  private readonly repo: SuggestionsRepository;

  constructor(
    private readonly app: FastifyInstance,
    private readonly services: SuggestionServices,
    private readonly limits: Limits,
  ) {
    this.repo = new SuggestionsRepository(app.db);
  }

  /** Stores the suggestion, with the request's uploaded picture (a photo, a new child's) put through the photo pipeline first. */
  async propose(request: FastifyRequest, body: NewSuggestion): Promise<Suggestion> {
    kindRule(body.kind, body.resource);
    const service = serviceOf(this.services, body.resource);
    const record = await service.find(body.recordId);
    checkChanges(body.kind, body.resource, body.changes);
    const file = request.uploadedFile ?? null;
    const picture = SUGGESTION_PICTURE[body.kind];
    if (picture === 'required' && !file) throw fieldRefused({ field: 'file', rule: 'required' });
    if (picture === 'none' && file) throw badRequest(`A suggestion of kind ${body.kind} carries no file`);
    const userId = request.currentUser!.id;
    if ((await this.repo.madeSince(userId, Date.now() - DAY_MS)) >= this.limits.suggestionsPerDay)
      throw new HttpError(429, MESSAGES.suggestionBudget);
    // A person's waiting suggestions are counted, not an album's photos: a wedding brings dozens.
    const aboutPerson = body.resource !== 'albums';
    if (aboutPerson && (await this.repo.waitingBy(userId, body.resource, record.id)) >= this.limits.openSuggestionsPerPerson)
      throw new HttpError(429, MESSAGES.suggestionsWaiting);
    const photo = file && (await this.app.storage.savePhoto(file));
    try {
      const row = await this.repo.add({
        createdAt: Date.now(),
        suggestedBy: userId,
        resource: body.resource,
        recordId: record.id,
        kind: body.kind,
        changes: body.changes,
        reason: body.reason?.trim() ?? '',
        photo,
      });
      return (await this.present(request, [row]))[0];
    } catch (error) {
      await this.app.storage.remove(photo?.key);
      throw error;
    }
  }

  /**
   * A member's upload to an album (POST /api/v1/images below a moderator): held as a `photo` suggestion about the
   * album, or null when the album is open to members and takes it at once.
   */
  async holdPhoto(request: FastifyRequest, input: Partial<ImageRecord>): Promise<Suggestion | null> {
    const { records } = await this.services.albums.repo.list({ sort: { field: 'id', order: 'ASC' }, filter: { name: input.album } });
    const album = records[0];
    if (!album) throw fieldRefused({ field: 'album', rule: 'missingReference', value: String(input.album) });
    if (album.openToMembers) return null;
    const changes = { name: input.name, description: input.description };
    return this.propose(request, { resource: 'albums', recordId: album.id, kind: 'photo', changes, reason: '' });
  }

  /** Sends a suggestion's picture to its suggester or a moderator. */
  async sendPhoto(request: FastifyRequest, reply: FastifyReply, id: number, query: DownloadQuery) {
    const found = await this.repo.find(id);
    const photo = found && found.state !== 'rejected' ? photoOf(found) : null;
    if (!found || !photo) throw notFound(`Suggestion ${id} has no photo`);
    const may = ({ id: reader, role }: FileReader) => reader === found.suggested_by || seesPrivate(role);
    return sendStoredFile(this.app, request, reply, query, suggestionPhotoPath(id), may, async () => photo.key);
  }

  /** A moderator's queue, or the caller's own suggestions (always below a moderator). */
  async list(request: FastifyRequest, query: SuggestionsQuery): Promise<Suggestion[]> {
    const rows = await this.repo.list({
      state: query.state,
      resource: query.resource,
      recordId: query.recordId === undefined ? undefined : Number(query.recordId),
      suggestedBy: query.mine === 'yes' || !seesPrivate(roleOf(request)) ? request.currentUser!.id : undefined,
      limit: query.limit === undefined ? LIST_SIZE : Number(query.limit),
    });
    return this.present(request, rows);
  }

  waiting(): Promise<number> {
    return this.repo.waitingCount();
  }

  async one(request: FastifyRequest, id: number): Promise<Suggestion> {
    return (await this.present(request, [await this.readable(request, id)]))[0];
  }

  /** Applies the suggestion (or the moderator's edit of it); 409 when it was decided meanwhile, and the record's own refusals. */
  async accept(request: FastifyRequest, id: number, edited: SuggestedChanges | undefined): Promise<Suggestion> {
    const found = await this.readable(request, id);
    const changes = edited ?? changesOf(found);
    const service = serviceOf(this.services, found.resource);
    checkChanges(found.kind, found.resource, changes);
    const record = await service.find(found.record_id);
    await this.claim(request, found, 'accepted', null);
    let resultId: number;
    try {
      const context = { ...currentChangeContext(), suggester: found.suggester_name };
      const target = {
        services: this.services,
        service,
        resource: found.resource,
        record,
        request,
        suggesterId: found.suggested_by,
        photo: photoOf(found),
      };
      resultId = await withChangeContext(context, () => kindRule(found.kind, found.resource).apply(target, changes));
    } catch (error) {
      // Nothing was written: the suggestion waits again, for an edit or a rejection.
      await this.repo.reopen(id);
      throw error;
    }
    await this.repo.accepted(id, resultId, JSON.stringify(changes));
    return this.decided(request, id);
  }

  async reject(request: FastifyRequest, id: number, reason: string): Promise<Suggestion> {
    const found = await this.readable(request, id);
    await this.claim(request, found, 'rejected', reason.trim());
    // A photo turned down is not kept.
    await this.app.storage.remove(photoOf(found)?.key);
    return this.decided(request, id);
  }

  private async claim(request: FastifyRequest, found: StoredSuggestion, state: 'accepted' | 'rejected', reason: string | null) {
    const moderator = request.currentUser!;
    const claimed = await this.repo.decide(Number(found.id), { state, deciderId: moderator.id, deciderName: moderator.username, reason });
    if (!claimed) throw conflict(MESSAGES.suggestionDecided);
  }

  /** The decided suggestion as answered, once its member has been told. */
  private async decided(request: FastifyRequest, id: number): Promise<Suggestion> {
    const [shown] = await this.present(request, [(await this.repo.find(id))!]);
    await this.tell(shown);
    return shown;
  }

  /** Mails the member what became of their suggestion; a mail that cannot go is logged by the mailer. */
  private async tell(shown: Suggestion): Promise<void> {
    const user = await this.app.repositories.users.findBy('username', shown.suggestedBy);
    if (!user?.email) return;
    const accepted = shown.state === 'accepted';
    const link = `${this.limits.publicUrl}${accepted ? await this.personPath(shown) : OWN_SUGGESTIONS_PATH}`;
    const decided = { accepted, person: shown.recordTitle ?? '', moderator: shown.decidedBy ?? '', reason: shown.decisionReason };
    await this.app.mailer.send(decisionMail(outgoingTextsIn(user.language ?? 'ar'), user, decided, link));
  }

  /** The page of what the suggestion was about: the member, the member a partner is recorded with, or the photo added to an album. */
  private async personPath(shown: Suggestion): Promise<string> {
    if (shown.resource === 'family-members') return `/family-members/${shown.recordId}`;
    if (shown.resource === 'albums') return shown.resultId ? galleryPhotoAddress(shown.recordId, shown.resultId) : OWN_SUGGESTIONS_PATH;
    const partner = await this.services.partners.repo.findById(shown.recordId);
    return partner ? `/family-members/${partner.memberId}` : OWN_SUGGESTIONS_PATH;
  }

  /** The suggestion, when the caller may read it: a moderator any, a member their own; 404 otherwise. */
  private async readable(request: FastifyRequest, id: number): Promise<StoredSuggestion> {
    const found = await this.repo.find(id);
    const own = found?.suggested_by === request.currentUser?.id;
    if (!found || (!own && !seesPrivate(roleOf(request)))) throw notFound(`Suggestion ${id} not found`);
    return found;
  }

  /** The suggestions as the reader sees them: the person's name and current values as their role may see them. */
  private async present(request: FastifyRequest, rows: StoredSuggestion[]): Promise<Suggestion[]> {
    const records = new Map<string, WireRecord | null>();
    for (const row of rows) {
      const key = `${row.resource}:${row.record_id}`;
      if (records.has(key)) continue;
      const service = serviceOf(this.services, row.resource);
      const record = await service.repo.findById(row.record_id);
      records.set(key, record ? service.present(record, request) : null);
    }
    const about = [...new Map(rows.map((r) => [`${r.resource}:${r.record_id}`, { resource: r.resource, recordId: r.record_id }])).values()];
    const waiting = await this.repo.waitingAbout(about);
    return rows.map((row) => {
      const record = records.get(`${row.resource}:${row.record_id}`) ?? null;
      const changes = changesOf(row);
      return {
        id: Number(row.id),
        createdAt: time(row.created_at)!,
        suggestedBy: row.suggester_name,
        resource: row.resource,
        recordId: row.record_id,
        recordTitle: record && this.title(row.resource, record),
        kind: row.kind,
        changes,
        before:
          record && kindRule(row.kind, row.resource).changesRecord
            ? Object.fromEntries(Object.keys(changes).map((k) => [k, record[k] ?? null]))
            : {},
        reason: row.reason,
        state: row.state,
        decidedBy: row.decider_name,
        decidedAt: time(row.decided_at),
        decisionReason: row.decision_reason,
        resultId: row.result_id,
        sameFact: waiting.filter((w) => sameFact(row, w)).map((w) => Number(w.id)),
        photo: this.photoLink(request, row),
      };
    });
  }

  /** The link to the suggestion's picture for its reader, while it is kept (not after a rejection). */
  private photoLink(request: FastifyRequest, row: StoredSuggestion): Suggestion['photo'] {
    const photo = photoOf(row);
    if (!photo || row.state === 'rejected') return null;
    const holder = request.currentUser && { id: request.currentUser.id, tokenVersion: request.currentUser.tokenVersion };
    const link = this.app.fileLinks.sign(suggestionPhotoPath(Number(row.id)), photo.key.slice(0, 8), holder);
    return { link, width: photo.width, height: photo.height };
  }

  private title(resource: SuggestedResource, record: WireRecord): string {
    const names = serviceOf(this.services, resource).entity['x-resource'].recordRepresentation;
    return names
      .map((name) => record[name])
      .filter((part) => typeof part === 'string' && part !== '')
      .join(' ');
  }
}
