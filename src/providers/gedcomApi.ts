// The GEDCOM calls (server/features/gedcom/README.md): the export saved as a file, the import's preview, and the
// import as a recorded job: started with the upload's progress, then followed by its id while the server writes.
import { HttpError, httpClient } from './httpClient.ts';
import { getLanguage } from './language.ts';
import { getStoredUser } from './session.ts';
import { postWithProgress } from './uploadWithProgress.ts';
import type { ExportQuery, GedcomImportJob, GedcomPreview } from '../../common/generated/api.ts';
import gedcomContracts from '../../schema/api/gedcom.json';
import { multipartBody } from './multipart.ts';

export type GedcomVersion = NonNullable<ExportQuery['version']>;
export type { GedcomImportJob, GedcomPreview };

export interface GedcomUpload {
  file: File;
  ancestor?: string;
  underId?: number;
  /** Whether the people already here are linked (the default) or everyone is added. */
  matching?: 'link' | 'none';
  /** The xrefs of people found who are not the member found. */
  separate?: readonly string[];
}

/** Downloads the family (or the descendants of `root`) and hands it to the browser as a .ged file, or a .gdz archive with the pictures. */
export async function downloadGedcom(options: { version: GedcomVersion | 'gdz'; root?: number; withPrivate?: boolean }): Promise<void> {
  const zip = options.version === 'gdz';
  const asked: ExportQuery = {
    version: options.version === 'gdz' ? '7.0' : options.version,
    private: options.withPrivate ? 'yes' : 'no',
    ...(zip && { format: 'gdz' }),
    ...(options.root !== undefined && { root: String(options.root) }),
  };
  const query = new URLSearchParams(asked as Record<string, string>);
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

/** The fields of schema/api/gedcom.json's importForm; an empty ancestor is none. */
const form = ({ file, ancestor, underId, matching, separate }: GedcomUpload): FormData =>
  multipartBody(gedcomContracts.definitions.importForm, {
    ancestor: ancestor || undefined,
    underId: underId?.toString(),
    matching,
    separate: separate?.length ? separate.join(',') : undefined,
    file,
  });

export const previewGedcom = (upload: GedcomUpload): Promise<GedcomPreview> =>
  postWithProgress<GedcomPreview>('/api/v1/gedcom/preview', form(upload), () => undefined);

const IMPORTS = '/api/v1/gedcom/imports';

/** Sends the file and starts its import; `onProgress` gets 0 to 1 as the file leaves. Answers the job, just begun. */
export const startGedcomImport = (upload: GedcomUpload, onProgress: (fraction: number) => void): Promise<GedcomImportJob> =>
  postWithProgress<GedcomImportJob>(IMPORTS, form(upload), onProgress);

/** The recent imports, newest first: the one running, if any, is the first. */
export const recentGedcomImports = async (): Promise<GedcomImportJob[]> => (await httpClient<GedcomImportJob[]>(IMPORTS)).json;
