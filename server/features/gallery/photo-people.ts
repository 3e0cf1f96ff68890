// The rules of naming people in a photo: anyone who sees the photo may name family members in it; a name
// is taken off by a moderator, by the one who added it, or by the named person themselves (their account
// linked to that member); each person once, a face's box within the picture.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MemberPhotos, NamedPerson, PhotoPerson } from '../../../common/generated/api.ts';
import type { Image, ImageRecord } from '../../../common/generated/types.ts';
import { atLeast } from '../../../common/model/roles.ts';
import type { EntityService } from '../../entities/entity-service.ts';
import { badRequest, fieldRefused, forbidden, notFound } from '../../http-error.ts';
import { PhotoPeopleRepository, type StoredPerson } from './photo-people-repository.ts';

/** A box's far edges within the picture (each fraction alone is checked by the contract). */
function checkBoxes(people: readonly NamedPerson[]): void {
  people.forEach(({ box }, i) => {
    if (!box) return;
    if (box.x + box.width > 1) throw fieldRefused({ field: `people.${i}.box.width`, rule: 'maximum', limit: 1 - box.x });
    if (box.y + box.height > 1) throw fieldRefused({ field: `people.${i}.box.height`, rule: 'maximum', limit: 1 - box.y });
  });
}

const answer = (people: StoredPerson[]): PhotoPerson[] => people.map(({ taggerId: _taggerId, ...person }) => person);

export class PhotoPeople {
  private readonly repo: PhotoPeopleRepository;

  constructor(
    private readonly app: FastifyInstance,
    private readonly images: EntityService<ImageRecord>,
  ) {
    this.repo = new PhotoPeopleRepository(app.db, images.repo, app.repositories.members);
  }

  async of(imageId: number): Promise<PhotoPerson[]> {
    await this.images.find(imageId);
    return answer(await this.repo.ofImage(imageId));
  }

  async set(request: FastifyRequest, imageId: number, people: readonly NamedPerson[]): Promise<PhotoPerson[]> {
    await this.images.find(imageId);
    const ids = people.map((p) => p.memberId);
    const twice = ids.find((id, i) => ids.indexOf(id) !== i);
    if (twice !== undefined) throw badRequest(`people: member ${twice} is named twice`);
    checkBoxes(people);
    const { records } = await this.app.repositories.members.list({ sort: { field: 'id', order: 'ASC' }, filter: { id: ids } });
    const unknown = ids.find((id) => !records.some((m) => m.id === id));
    if (unknown !== undefined) throw fieldRefused({ field: 'people', rule: 'missingReference', value: String(unknown) });

    const caller = request.currentUser!;
    const ownMember = (await this.app.repositories.users.findById(caller.id))?.memberId ?? null;
    const mayRemove = (person: StoredPerson) =>
      atLeast(caller.role, 'MODERATOR') || person.taggerId === caller.id || person.memberId === ownMember;
    const stored = await this.repo.replace(imageId, people, caller.id, (before) => {
      const refused = before.find((person) => !ids.includes(person.memberId) && !mayRemove(person));
      if (refused) throw forbidden(`${refused.name}: only a moderator, who named them or they themselves may take the name off this photo`);
    });
    return answer(stored);
  }

  /** The photos the member is named in, newest first, as the caller may see them. */
  async photosOf(request: FastifyRequest, memberId: number): Promise<MemberPhotos> {
    if (!(await this.app.repositories.members.findById(memberId))) throw notFound(`Member ${memberId} not found`);
    const ids = await this.repo.imagesOf(memberId);
    if (ids.length === 0) return [];
    const { records } = await this.images.repo.list({ sort: { field: 'id', order: 'DESC' }, filter: { id: ids } });
    // The presenter keeps an image's shape, less the fields the caller's role may not see (the schema's optional ones).
    return records.map((image) => this.images.present(image, request) as unknown as Image);
  }
}
