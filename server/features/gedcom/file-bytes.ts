// The bytes of a GEDCOM file, read a slice at a time from its start, as often as a reader walks it: a file kept on
// the disk (an upload, the command line's file) or bytes already in memory (the gedcom.ged of a GEDZIP archive).
// A file of 200,000 people is some 70 MB: read from the disk, it is never held in memory whole.
import { open, stat } from 'node:fs/promises';

export interface FileBytes {
  /** How many bytes the file has. */
  readonly size: number;
  /** The file's bytes in order, one slice at a time; a slice is the reader's only until it asks for the next. */
  slices(): AsyncIterable<Buffer>;
}

/** How much of a file is read at a time. */
const SLICE = 1024 * 1024;

/** A Buffer over the same memory as `bytes`, not a copy. */
const viewOf = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Bytes in memory, handed out in slices of `slice` bytes (views, not copies). */
export function bytesInMemory(bytes: Uint8Array, slice = SLICE): FileBytes {
  const whole = viewOf(bytes);
  return {
    size: whole.byteLength,
    async *slices() {
      for (let at = 0; at < whole.byteLength; at += slice) yield whole.subarray(at, at + slice);
    },
  };
}

/** The file at `path`, read into one buffer of a slice, again at each walk. */
export async function bytesOnDisk(path: string): Promise<FileBytes> {
  const { size } = await stat(path);
  return {
    size,
    async *slices() {
      const file = await open(path);
      try {
        const buffer = Buffer.allocUnsafe(SLICE);
        for (;;) {
          const { bytesRead } = await file.read(buffer, 0, SLICE, null);
          if (bytesRead === 0) return;
          yield buffer.subarray(0, bytesRead);
        }
      } finally {
        await file.close();
      }
    },
  };
}

/** The first `count` bytes of a file (fewer when it is shorter), copied out of its slices. */
export async function headOf(file: FileBytes, count: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  let held = 0;
  for await (const slice of file.slices()) {
    const part = slice.subarray(0, count - held);
    parts.push(Buffer.from(part));
    held += part.byteLength;
    if (held >= count) break;
  }
  return Buffer.concat(parts);
}

/** The whole file in one buffer. */
export async function bytesOf(file: FileBytes): Promise<Buffer> {
  const bytes = Buffer.allocUnsafe(file.size);
  let held = 0;
  for await (const slice of file.slices()) held += slice.copy(bytes, held);
  return bytes.subarray(0, held);
}

/** A UTF-16 file as UTF-8 with a byte order mark, decoded a slice at a time as it is read. */
export function utf16AsUtf8(file: FileBytes, encoding: 'utf-16le' | 'utf-16be'): FileBytes {
  const encoder = new TextEncoder();
  return {
    size: file.size,
    async *slices() {
      const decoder = new TextDecoder(encoding);
      yield viewOf(encoder.encode('\uFEFF'));
      for await (const slice of file.slices()) yield viewOf(encoder.encode(decoder.decode(slice, { stream: true })));
      yield viewOf(encoder.encode(decoder.decode()));
    },
  };
}
