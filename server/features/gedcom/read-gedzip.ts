// An upload that is a GEDZIP archive (.gdz), known by its content: gedcom.ged at its root and the media
// files beside it. Entries are unpacked a slice of the archive at a time and counted as they come, so a
// zip bomb, or an entry that says it is smaller than it unpacks to, is refused at the cap, not once the
// memory is gone.
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { MESSAGES } from '../../../common/model/messages.ts';
import { badRequest, type HttpError } from '../../http-error.ts';
import { bytesInMemory, bytesOf, headOf, type FileBytes } from './file-bytes.ts';

/**
 * What may be unpacked from one archive in all: as much as a plain GEDCOM upload may be. A file of 200,000 people
 * is about 70 MB, and its import as a job takes a server of 1 GB to about 500 MB at its peak (README.md).
 */
export const MAX_GEDCOM_BYTES = 80 * 1024 * 1024;
/** One picture: the size of a profile picture upload (MAX_UPLOAD_MB's default). */
const MAX_PICTURE_BYTES = 15 * 1024 * 1024;
/** Deflate unpacks at most about 1032 times what it reads: a slice makes at most 16 MB before it is counted. */
const SLICE = 16 * 1024;
const MB = 1024 * 1024;

export interface GedzipArchive {
  /** The files at these paths (as a GEDCOM FILE writes them), by path; a path the archive lacks is absent. */
  media(paths: Iterable<string>): Map<string, Buffer>;
}

/** The GEDCOM file of an upload and, when it came as a GEDZIP archive, the archive it came in. */
export interface GedcomUpload {
  gedcom: FileBytes;
  archive: GedzipArchive | null;
}

const isZip = (bytes: Uint8Array): boolean => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 3 && bytes[3] === 4;

/** The entry a FILE names: 7.0 writes a URI reference (a space as %20), other programs the name as it is. */
function entryNames(path: string): string[] {
  const plain = path.replace(/^\.\//, '');
  let decoded = plain;
  try {
    decoded = decodeURI(plain);
  } catch {
    // Not percent-encoded after all: the name as written.
  }
  return decoded === plain ? [plain] : [plain, decoded];
}

/** `name` over its own cap, or (no name) the entries over the archive's cap in all. */
const tooLarge = (name?: string, cap = MAX_GEDCOM_BYTES): HttpError =>
  badRequest(`${MESSAGES.gedzipTooLarge}: ${name ? `${name} over ${cap / MB} MB` : `over ${cap / MB} MB in all`}`);

/** Unpacks the entries named, within what is left of `budget.left` bytes and `cap` bytes each. */
function unpack(archive: Uint8Array, wanted: ReadonlySet<string>, cap: number, budget: { left: number }): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  let refused: HttpError | undefined;
  const read = (file: UnzipFile) => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    file.ondata = (error, data, final) => {
      if (refused) return;
      if (error) refused = badRequest(`${MESSAGES.gedzipUnreadable} (${file.name}: ${error.message})`);
      else if ((size += data.length) > cap) refused = tooLarge(file.name, cap);
      else if (size > budget.left) refused = tooLarge();
      else chunks.push(data);
      if (refused) file.terminate();
      else if (final) {
        budget.left -= size;
        found.set(file.name, Buffer.concat(chunks));
      }
    };
    if ((file.originalSize ?? 0) > cap) refused = tooLarge(file.name, cap);
    else file.start();
  };
  const unzip = new Unzip((file) => {
    if (wanted.has(file.name) && !refused) read(file);
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < archive.length && !refused; at += SLICE)
      unzip.push(archive.subarray(at, at + SLICE), at + SLICE >= archive.length);
  } catch (error) {
    throw badRequest(`${MESSAGES.gedzipUnreadable} (${error instanceof Error ? error.message : String(error)})`);
  }
  if (refused) throw refused;
  return found;
}

function openGedzip(archive: Uint8Array): GedcomUpload {
  const budget = { left: MAX_GEDCOM_BYTES };
  const gedcom = unpack(archive, new Set(['gedcom.ged']), MAX_GEDCOM_BYTES, budget).get('gedcom.ged');
  if (!gedcom) throw badRequest(MESSAGES.gedzipUnreadable);
  return {
    gedcom: bytesInMemory(gedcom),
    archive: {
      media(paths) {
        const names = new Map([...paths].map((path) => [path, entryNames(path)]));
        const files = unpack(archive, new Set([...names.values()].flat()), MAX_PICTURE_BYTES, budget);
        return new Map(
          [...names].flatMap(([path, candidates]) => {
            const file = candidates.map((name) => files.get(name)).find(Boolean);
            return file ? [[path, file] as const] : [];
          }),
        );
      },
    },
  };
}

/**
 * A plain GEDCOM file as it is, read from where it lies; a zip as a GEDZIP archive, whatever the upload's name,
 * unpacked from memory (an archive's directory is at its end).
 */
export async function openUpload(file: FileBytes): Promise<GedcomUpload> {
  return isZip(await headOf(file, 4)) ? openGedzip(await bytesOf(file)) : { gedcom: file, archive: null };
}
