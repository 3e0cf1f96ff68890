// The people named in the photo shown: read when the photo changes, set whole, and whom the reader may
// take off (a moderator anyone; a family member those they named and themselves, by their linked member).
import { useState } from 'react';
import type { FaceBox, NamedPerson, PhotoPerson } from '../../../../common/generated/api.ts';
import { atLeast } from '../../../../common/model/roles.ts';
import { getPhotoPeople, setPhotoPeople } from '../../../providers/photoPeopleApi.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import { useLoaded, type Loaded } from '../family/useLoaded.ts';

export interface PhotoPeopleState {
  loaded: Loaded<PhotoPerson[]>;
  /** The list as set last; the loaded one until then. */
  people: PhotoPerson[];
  mayRemove: (person: PhotoPerson) => boolean;
  /** Sends the list with `memberId` added or taken off; a refusal is thrown to the caller. */
  add: (memberId: number) => Promise<void>;
  remove: (memberId: number) => Promise<void>;
  /** Sends the list with the box of `memberId`'s face drawn (again). */
  mark: (memberId: number, box: FaceBox) => Promise<void>;
  /** Whose face the photo shows boxed: one person's (a name hovered or focused), everyone's, or nobody's. */
  faces: number | 'all' | undefined;
  showFaces: (faces: number | 'all' | undefined) => void;
  /** The people whose boxes are drawn now. */
  boxed: PhotoPerson[];
}

/** The list as the call takes it: each person with their box, if one was drawn. */
const named = (people: readonly PhotoPerson[]): NamedPerson[] =>
  people.map(({ memberId, box }) => (box ? { memberId, box } : { memberId }));

/** `imageId` undefined: no photo is shown (an empty album), and nobody is in it. */
export function usePhotoPeople(imageId: number | undefined): PhotoPeopleState {
  const { role, user } = useSession();
  const loaded = useLoaded((signal) => (imageId === undefined ? Promise.resolve([]) : getPhotoPeople(imageId, signal)), String(imageId));
  const [saved, setSaved] = useState<{ imageId: number | undefined; people: PhotoPerson[] }>();
  const people = (saved && saved.imageId === imageId ? saved.people : loaded.data) ?? [];
  const [faces, showFaces] = useState<number | 'all'>();
  const save = async (next: NamedPerson[]) => setSaved({ imageId, people: await setPhotoPeople(imageId!, next) });
  return {
    loaded,
    people,
    mayRemove: (person) => atLeast(role, 'MODERATOR') || person.taggedBy === user?.username || person.memberId === user?.memberId,
    add: (memberId) => save([...named(people), { memberId }]),
    remove: (memberId) => save(named(people.filter((p) => p.memberId !== memberId))),
    mark: (memberId, box) => save(named(people).map((p) => (p.memberId === memberId ? { memberId, box } : p))),
    faces,
    showFaces,
    boxed: people.filter((p) => p.box && (faces === 'all' || faces === p.memberId)),
  };
}
