// The album and image calls of spec section 7 the gallery pages make: the only place the public site
// spells their paths. An upload sends the spec's multipart fields, `imageCeatedBy` spelled as it is.
import type { Suggestion } from '../../../../common/generated/api.ts';
import type { AlbumRecord, ImageRecord } from '../../../../common/generated/types.ts';
import imageSchema from '../../../../schema/image.json';
import { httpClient } from '../../../providers/httpClient.ts';
import { multipartBody } from '../../../providers/multipart.ts';
import { getStoredUser } from '../../../providers/session.ts';
import { postWithProgress } from '../../../providers/uploadWithProgress.ts';

const ALBUMS = '/api/v1/albums';
const IMAGES = '/api/v1/images';

export type Album = AlbumRecord;
export type Image = ImageRecord;

const get = async <T>(url: string, signal?: AbortSignal): Promise<T> => (await httpClient<T>(url, { signal })).json;

export const getAlbums = (signal?: AbortSignal) => get<Album[]>(ALBUMS, signal);
export const getAlbumImages = (id: number, signal?: AbortSignal) => get<Image[]>(`${ALBUMS}/${id}/images`, signal);

/** The create answers carry the server's message (spec section 7: data.message). */
export const createAlbum = async (input: { name: string; description: string }) =>
  (await httpClient<Album & { message: string }>(ALBUMS, { method: 'POST', body: JSON.stringify(input) })).json;
export const deleteAlbum = async (id: number) => void (await httpClient(`${ALBUMS}/${id}`, { method: 'DELETE' }));
/** The album's cover: one of its own images (the server refuses another's). */
export const setAlbumCover = async (album: number, image: number) =>
  (await httpClient<Album>(`${ALBUMS}/${album}/cover`, { method: 'PUT', body: JSON.stringify({ coverImageId: image }) })).json;
export const deleteImage = async (id: number) => void (await httpClient(`${IMAGES}/${id}`, { method: 'DELETE' }));

export interface ImageInput {
  name: string;
  description: string;
  album: string;
}

/** What became of an upload: in the album (`added`), or waiting for a moderator as a family member's suggestion (`held`). */
export type UploadOutcome = 'added' | 'held';

/** Uploads one photo with its name, description and album; `onProgress` gets 0 to 1. */
export async function uploadImage(input: ImageInput, file: File, onProgress: (fraction: number) => void): Promise<UploadOutcome> {
  const author = getStoredUser()?.id;
  // The spec's field names: imageName, description, albumOfImage, imageCeatedBy, then the file.
  const form = multipartBody(imageSchema, { ...input, createdBy: author }, { names: 'spec', file });
  // A family member's photo for an album not open to members is answered with the suggestion it waits as.
  const answer = await postWithProgress<(Image & { message: string }) | Suggestion>(IMAGES, form, onProgress);
  return 'kind' in answer && answer.kind === 'photo' ? 'held' : 'added';
}
