// Uploaded files, kept in the object store (object-store.ts). Only images are accepted: the content is sniffed
// (not the name or the declared type), re-encoded without metadata (EXIF may hold GPS positions and
// is private), turned upright from the EXIF orientation, and stored in several sizes: the picture for a
// detail page (and the spec's download), a square thumbnail for lists, and WebP copies at a few widths
// for a page's srcset, so a phone downloads the size it shows. What the page needs to hold a photo's
// place before it loads (its upright size and dominant colour) and the date it was taken (read from the
// EXIF before that is dropped) come back with the key.
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import sharp from 'sharp';
import { PHOTO_WIDTHS, type PhotoWidth } from '../../../common/model/photoSizes.ts';
import type { Config } from '../../config.ts';
import { fieldRefused, HttpError } from '../../http-error.ts';
import { openObjectStore, type ObjectStore } from './object-store.ts';

/** `full`: at most FULL_PX on its longer side, for a detail page; `thumb`: a THUMB_PX square, for lists; `wN`: N px wide, WebP. */
export type FileSize = 'full' | 'thumb' | `w${PhotoWidth}`;
export const FILE_SIZES: readonly FileSize[] = ['full', 'thumb', ...PHOTO_WIDTHS.map((w) => `w${w}` as const)];

/** A stored photo: its key and what a page needs before the photo arrives. */
export interface StoredPhoto {
  key: string;
  /** The `full` size's pixels, upright. */
  width: number;
  height: number;
  /** The dominant colour, `#rrggbb`. */
  color: string;
  /** When the camera took it (ISO 8601, the camera's local time), or null when the file does not say. */
  takenAt: string | null;
}

export interface Storage {
  /** Stores an image in its sizes; returns the key to keep in the record. */
  saveImage(data: Buffer): Promise<string>;
  /** As saveImage, with the photo's size, colour and date. */
  savePhoto(data: Buffer): Promise<StoredPhoto>;
  /** Refuses (415) what saveImage would refuse by its content's kind, storing nothing: a preview's check. */
  checkImage(data: Buffer): Promise<void>;
  read(key: string, size: FileSize): Promise<{ data: Buffer; contentType: string }>;
  remove(key: string | null | undefined): Promise<void>;
  /** Whether the files' folder or bucket can be reached now (the health check asks). */
  reachable(): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const KEY = /^[0-9a-f-]{36}\.(jpg|png)$/;
const FULL_PX = 2048;
const THUMB_PX = 320;
// Phones save HEIC photos (HEVC inside HEIF). sharp's own builds decode AVIF-coded HEIF only, and list
// `.heic` among the suffixes they read when the libvips underneath has an HEVC decoder.
const HEIC_READABLE = (sharp.format.heif.input.fileSuffix ?? []).includes('.heic');

const variant = (key: string, size: FileSize): string => {
  if (size === 'full') return key;
  return size === 'thumb' ? key.replace(/\.(\w+)$/, '.thumb.$1') : key.replace(/\.(\w+)$/, `.${size}.webp`);
};
const contentTypeOf = (key: string, size: FileSize): string => {
  if (size.startsWith('w')) return 'image/webp';
  return key.endsWith('.png') ? 'image/png' : 'image/jpeg';
};

// EXIF keeps its dates as "YYYY:MM:DD HH:MM:SS" text. Of those it may hold (taken, digitised, last
// edited), the earliest is when the photo was taken: a library of its own for one field is not worth it.
const EXIF_DATE = /(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})/g;
export function exifTakenAt(exif: Buffer | undefined): string | null {
  if (!exif) return null;
  const dates = [...exif.toString('latin1').matchAll(EXIF_DATE)]
    .map(([, y, mo, d, h, mi, se]) => `${y}-${mo}-${d}T${h}:${mi}:${se}`)
    .filter((iso) => !Number.isNaN(Date.parse(iso)) && !iso.startsWith('0000'));
  return dates.sort()[0] ?? null;
}

const hex = (n: number) => n.toString(16).padStart(2, '0');

/** The image's metadata, read from its content; refuses what is no image, or one this sharp cannot decode. */
async function sniff(data: Buffer): Promise<sharp.Metadata> {
  const meta = await sharp(data)
    .metadata()
    .catch(() => undefined);
  if (!meta?.format || !IMAGE_FORMATS.has(meta.format)) throw fieldRefused({ field: 'file', rule: 'notAnImage' }, 415);
  if (meta.format === 'heif' && meta.compression === 'hevc' && !HEIC_READABLE)
    throw fieldRefused({ field: 'file', rule: 'heicImage' }, 415);
  return meta;
}

export function createStorage(store: ObjectStore): Storage {
  async function savePhoto(data: Buffer): Promise<StoredPhoto> {
    const meta = await sniff(data);
    const png = Boolean(meta.hasAlpha);
    const key = `${randomUUID()}.${png ? 'png' : 'jpg'}`;
    // rotate() applies the EXIF orientation before the metadata is dropped; sharp drops it by default.
    const upright = () => sharp(data).rotate();
    const encode = (resize: sharp.ResizeOptions) => {
      const img = upright().resize(resize);
      return (png ? img.png() : img.jpeg({ quality: 85, mozjpeg: true })).toBuffer({ resolveWithObject: true });
    };
    const fit = { fit: 'inside', withoutEnlargement: true } as const;
    // The header can be sound while the pixels are not (a file cut short in transfer).
    const [full, thumb, stats] = await Promise.all([
      encode({ width: FULL_PX, height: FULL_PX, ...fit }),
      // Cropped to the part with faces and detail rather than the middle, so a portrait keeps its head.
      encode({ width: THUMB_PX, height: THUMB_PX, fit: 'cover', position: sharp.strategy.attention }),
      upright().resize(64, 64, { fit: 'inside' }).stats(),
    ]).catch(() => {
      throw fieldRefused({ field: 'file', rule: 'damagedImage' });
    });
    const widths = PHOTO_WIDTHS.filter((w) => w < full.info.width);
    const copies = await Promise.all(
      widths.map((width) =>
        upright()
          .resize({ width, ...fit })
          .webp({ quality: 78 })
          .toBuffer(),
      ),
    );
    await Promise.all([
      store.put(key, full.data),
      store.put(variant(key, 'thumb'), thumb.data),
      ...widths.map((width, i) => store.put(variant(key, `w${width}`), copies[i])),
    ]);
    const { r, g, b } = stats.dominant;
    return {
      key,
      width: full.info.width,
      height: full.info.height,
      color: `#${hex(r)}${hex(g)}${hex(b)}`,
      takenAt: exifTakenAt(meta.exif),
    };
  }

  return {
    savePhoto,
    saveImage: async (data) => (await savePhoto(data)).key,
    checkImage: async (data) => void (await sniff(data)),
    async read(key, size) {
      if (!KEY.test(key)) throw new HttpError(404, 'file not found');
      const data = await store.get(variant(key, size));
      if (!data) throw new HttpError(404, 'file not found');
      return { data, contentType: contentTypeOf(key, size) };
    },
    async remove(key) {
      if (!key || !KEY.test(key)) return;
      await Promise.all(FILE_SIZES.map((size) => store.delete(variant(key, size))));
    },
    reachable: () => store.reachable(),
  };
}

/** The storage of the configured object store: what the server and the commands that add photos use. */
export const storageFor = (config: Pick<Config, 'dataDir' | 'bucket'>): Storage => createStorage(openObjectStore(config));

export default fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate('storage', storageFor(config));
  },
  { name: 'storage' },
);
