// pg's own turning of a value into what the protocol sends (prepared-read.ts), which pg's types leave out.
declare module 'pg/lib/utils.js' {
  export function prepareValue(value: unknown): string | Buffer | null;
}
