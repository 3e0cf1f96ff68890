// Uploaded files on local disk under DATA_DIR/files. Only images are accepted: the content is sniffed
// (not the name or the declared type), re-encoded without metadata (EXIF may hold GPS positions and
// is private), turned upright from the EXIF orientation, and stored in two sizes: the picture for a
// detail page and a square thumbnail for lists.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import sharp from 'sharp';
import { HttpError } from '../../http-error.ts';

/** `full`: at most FULL_PX on its longer side, for a detail page; `thumb`: a THUMB_PX square, for lists. */
export type FileSize = 'full' | 'thumb';

export interface Storage {
  /** Stores an image and its thumbnail; returns the key to keep in the record. */
  saveImage(data: Buffer): Promise<string>;
  read(key: string, size: FileSize): Promise<{ data: Buffer; contentType: string }>;
  remove(key: string | null | undefined): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const KEY = /^[0-9a-f-]{36}\.(jpg|png)$/;
const FULL_PX = 2560;
const THUMB_PX = 320;
// Phones save HEIC photos (HEVC inside HEIF). sharp's own builds decode AVIF-coded HEIF only, and list
// `.heic` among the suffixes they read when the libvips underneath has an HEVC decoder.
const HEIC_READABLE = (sharp.format.heif.input.fileSuffix ?? []).includes('.heic');
const HEIC_REFUSED = 'file: HEIC photos cannot be read here: send it as JPEG (on an iPhone: Settings, Camera, Formats, Most Compatible)';

const variant = (key: string, size: FileSize): string => (size === 'thumb' ? key.replace(/\.(\w+)$/, '.thumb.$1') : key);

export function createStorage(dir: string): Storage {
  return {
    async saveImage(data) {
      const meta = await sharp(data)
        .metadata()
        .catch(() => undefined);
      if (!meta?.format || !IMAGE_FORMATS.has(meta.format))
        throw new HttpError(415, 'file: not an image (JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF expected)');
      if (meta.format === 'heif' && meta.compression === 'hevc' && !HEIC_READABLE) throw new HttpError(415, HEIC_REFUSED);
      const png = Boolean(meta.hasAlpha);
      const key = `${randomUUID()}.${png ? 'png' : 'jpg'}`;
      // rotate() applies the EXIF orientation before the metadata is dropped; sharp drops it by default.
      const encode = (resize: sharp.ResizeOptions) => {
        const img = sharp(data).rotate().resize(resize);
        return (png ? img.png() : img.jpeg({ quality: 85, mozjpeg: true })).toBuffer();
      };
      await mkdir(dir, { recursive: true });
      // The header can be sound while the pixels are not (a file cut short in transfer).
      const [full, thumb] = await Promise.all([
        encode({ width: FULL_PX, height: FULL_PX, fit: 'inside', withoutEnlargement: true }),
        // Cropped to the part with faces and detail rather than the middle, so a portrait keeps its head.
        encode({ width: THUMB_PX, height: THUMB_PX, fit: 'cover', position: sharp.strategy.attention }),
      ]).catch(() => {
        throw new HttpError(400, 'file: the image is damaged and cannot be read');
      });
      await writeFile(join(dir, key), full);
      await writeFile(join(dir, variant(key, 'thumb')), thumb);
      return key;
    },
    async read(key, size) {
      if (!KEY.test(key)) throw new HttpError(404, 'file not found');
      const data = await readFile(join(dir, variant(key, size))).catch(() => {
        throw new HttpError(404, 'file not found');
      });
      return { data, contentType: key.endsWith('.png') ? 'image/png' : 'image/jpeg' };
    },
    async remove(key) {
      if (!key || !KEY.test(key)) return;
      await Promise.all([rm(join(dir, key), { force: true }), rm(join(dir, variant(key, 'thumb')), { force: true })]);
    },
  };
}

export default fp<{ dataDir: string }>(
  async (app, { dataDir }) => {
    app.decorate('storage', createStorage(join(dataDir, 'files')));
  },
  { name: 'storage' },
);
