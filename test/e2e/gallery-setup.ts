// The gallery tests' own albums and photos, made through the API as a moderator: distinct photos
// (noise, so each weighs what a real photo does) under names the tests look for.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { DEMO_ACCOUNTS } from './fixtures/browser.ts';

export const unique = () => Math.random().toString(36).slice(2, 8);

/** A JPEG of random pixels: it compresses badly, as a photo does, so an upload takes a while. */
export const noisyJpeg = (width = 900, height = 600) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();

export interface Gallery {
  album: { id: number; name: string };
  photos: string[];
  images: Array<{ id: number; name: string }>;
  /** The moderator's token, for a test's further calls. */
  token: string;
}

async function moderatorToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/users/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_ACCOUNTS.MODERATOR),
  });
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** A new album holding photos named `photos`, uploaded in that order, each `width` x 3/4 of it. */
export async function newAlbum(baseUrl: string, photos: readonly string[], width = 320): Promise<Gallery> {
  const token = await moderatorToken(baseUrl);
  const headers = { Authorization: `Bearer ${token}` };
  const name = `Album ${unique()}`;
  const created = await fetch(`${baseUrl}/api/v1/albums`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, description: `Photos of ${name}` }),
  });
  const { id } = (await created.json()) as { id: number };
  for (const photo of photos) {
    const form = new FormData();
    form.append('imageName', photo);
    form.append('description', `About ${photo}`);
    form.append('albumOfImage', name);
    form.append('file', new Blob([new Uint8Array(await noisyJpeg(width, (width * 3) / 4))], { type: 'image/jpeg' }), `${photo}.jpg`);
    const response = await fetch(`${baseUrl}/api/v1/images`, { method: 'POST', headers, body: form });
    if (response.status !== 201) throw new Error(`upload of ${photo}: ${response.status} ${await response.text()}`);
  }
  const listed = await fetch(`${baseUrl}/api/v1/albums/${id}/images`, { headers });
  return { album: { id, name }, photos: [...photos], images: (await listed.json()) as Array<{ id: number; name: string }>, token };
}
