// The calls of the people named in photos (schema/api/photo-people.json): a photo's list read and set
// whole, and the photos a member is in. The only place the portal spells their paths.
import type { MemberPhotos, NamedPerson, PhotoPeople } from '../../common/generated/api.ts';
import { httpClient } from './httpClient.ts';

const peopleUrl = (imageId: number) => `/api/v1/images/${imageId}/people`;

export const getPhotoPeople = async (imageId: number, signal?: AbortSignal) =>
  (await httpClient<PhotoPeople>(peopleUrl(imageId), { signal })).json;

/** Sets the photo's whole list; the server refuses (403) to take off a name the caller may not. */
export const setPhotoPeople = async (imageId: number, people: NamedPerson[]) =>
  (await httpClient<PhotoPeople>(peopleUrl(imageId), { method: 'PUT', body: JSON.stringify({ people }) })).json;

/** The photos the member is named in, newest first. */
export const getMemberPhotos = async (memberId: number | string, signal?: AbortSignal) =>
  (await httpClient<MemberPhotos>(`/api/v1/members/${memberId}/photos`, { signal })).json;
