// The admin's backup calls (server/features/backups/routes.ts). The download is bytes, not JSON, so it is fetched
// here with the session's token and handed to the browser as a file.
import type { BackupFile } from '../../../common/generated/api.ts';
import { httpClient } from '../../providers/httpClient.ts';
import { getStoredUser } from '../../providers/session.ts';

export type { BackupFile };

const BACKUPS = '/api/v1/backups';

export const listBackups = async (): Promise<BackupFile[]> => (await httpClient<BackupFile[]>(BACKUPS)).json;

export const takeBackup = async (): Promise<BackupFile> => (await httpClient<BackupFile>(BACKUPS, { method: 'POST' })).json;

export async function downloadBackup(name: string): Promise<void> {
  const user = getStoredUser();
  const response = await fetch(`${BACKUPS}/${encodeURIComponent(name)}`, {
    headers: user ? { Authorization: `Bearer ${user.accessToken}` } : {},
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
