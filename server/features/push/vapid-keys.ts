// The portal's VAPID keys, with which push services know its notifications: generated once and kept in
// DATA_DIR/vapid.json, as the server secret is, so the devices that subscribed keep receiving after a restart.
// Two instances starting at once on one data folder end with the same keys: the second reads the first's file.
// Instances on several machines are given the same pair instead (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export const VAPID_FILE = 'vapid.json';

async function stored(file: string): Promise<VapidKeys | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as VapidKeys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export async function loadVapidKeys(dataDir: string, given?: VapidKeys): Promise<VapidKeys> {
  if (given) return given;
  const file = join(dataDir, VAPID_FILE);
  const kept = await stored(file);
  if (kept) return kept;
  const keys = webpush.generateVAPIDKeys();
  await mkdir(dataDir, { recursive: true });
  try {
    await writeFile(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
    return keys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await stored(file))!;
  }
}
