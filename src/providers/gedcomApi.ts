// The GEDCOM calls (server/features/gedcom/README.md): the export saved as a file, the import's preview and the
// import itself with its progress: the upload's, then the server's as it writes.
import { HttpError } from './httpClient.ts';
import { getLanguage } from './language.ts';
import { getStoredUser } from './session.ts';
import { postWithProgress } from './uploadWithProgress.ts';
import type { GedcomProblem } from '../../common/model/gedcomProblems.ts';

export type GedcomVersion = '5.5.1' | '7.0';

export interface GedcomPreview {
  ancestor: string;
  people: number;
  partners: number;
  pictures: number;
  unplaced: { count: number; people: Array<{ xref: string; name: string }> };
  problems: { count: number; list: GedcomProblem[] };
  candidates: Array<{ xref: string; name: string; descendants: number }>;
}

export interface GedcomImported {
  members: number;
  partners: number;
  pictures: number;
  rootId: number;
  message: string;
}

export interface GedcomUpload {
  file: File;
  ancestor?: string;
  underId?: number;
}

/** Downloads the family (or the descendants of `root`) and hands it to the browser as a .ged file, or a .gdz archive with the pictures. */
export async function downloadGedcom(options: { version: GedcomVersion | 'gdz'; root?: number; withPrivate?: boolean }): Promise<void> {
  const zip = options.version === 'gdz';
  const query = new URLSearchParams({ version: zip ? '7.0' : options.version, private: options.withPrivate ? 'yes' : 'no' });
  if (zip) query.set('format', 'gdz');
  if (options.root !== undefined) query.set('root', String(options.root));
  const user = getStoredUser();
  const response = await fetch(`/api/v1/gedcom/export?${query}`, {
    headers: { 'Accept-Language': getLanguage(), ...(user ? { Authorization: `Bearer ${user.accessToken}` } : {}) },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new HttpError(body.message ?? response.statusText, response.status, body);
  }
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = `family${options.root !== undefined ? `-${options.root}` : ''}-gedcom-${zip ? '7.0.gdz' : `${options.version}.ged`}`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

function form({ file, ancestor, underId }: GedcomUpload): FormData {
  const data = new FormData();
  if (ancestor) data.set('ancestor', ancestor);
  if (underId !== undefined) data.set('underId', String(underId));
  data.set('file', file);
  return data;
}

export const previewGedcom = (upload: GedcomUpload): Promise<GedcomPreview> =>
  postWithProgress<GedcomPreview>('/api/v1/gedcom/preview', form(upload), () => undefined);

/** Where an import is: its file on the way (0 to 1), then its steps written on the server. */
export type ImportProgress = { step: 'upload'; fraction: number } | { step: 'writing'; done: number; total: number };

const isWritingLine = (line: unknown): line is { done: number; total: number } =>
  typeof line === 'object' && line !== null && 'done' in line && 'total' in line;

export const importGedcom = (upload: GedcomUpload, onProgress: (progress: ImportProgress) => void): Promise<GedcomImported> =>
  postWithProgress<GedcomImported>(
    '/api/v1/gedcom/import',
    form(upload),
    (fraction) => onProgress({ step: 'upload', fraction }),
    (line) => {
      if (isWritingLine(line)) onProgress({ step: 'writing', done: line.done, total: line.total });
    },
  );
