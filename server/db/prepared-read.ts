// A read by a statement prepared on its connection, asked of PostgreSQL without describing its rows again.
//
// pg describes the result of every execution (a Describe message, a RowDescription back) and builds its
// row reader from it each time. A page of the directory has about forty columns: reading their names and
// setting up their parsers at every request was a tenth of the page's time in the server (bench/directory.ts).
// A prepared statement's columns cannot change while it lives (PostgreSQL refuses to run it instead), so
// they are described once per connection and kept with the connection. This is a pg "submittable", the
// extension point pg-cursor uses: the client hands it the protocol messages of its query.
import type { FieldDef } from 'pg';
import { prepareValue } from 'pg/lib/utils.js';

/** How the rows of one prepared statement read: the columns' names, and the parser of each. */
interface RowShape {
  names: string[];
  parsers: Array<(text: string) => unknown>;
}

/** The part of pg's connection a query writes its messages to. */
interface Connection {
  parsedStatements: Record<string, string | undefined>;
  stream: { cork?(): void; uncork?(): void };
  parse(message: { name: string; text: string }): void;
  bind(message: { statement: string; values: Array<string | Buffer | null> }): void;
  describe(message: { type: 'P'; name: string }): void;
  execute(message: { portal: string }): void;
  sync(): void;
}

export type TypeParserOf = (oid: number, format: 'text') => (text: string) => unknown;

/** The shapes of each connection's prepared statements, by name; they go with the connection. */
const shapes = new WeakMap<Connection, Map<string, RowShape>>();

const shapesOf = (connection: Connection): Map<string, RowShape> => {
  let known = shapes.get(connection);
  if (!known) shapes.set(connection, (known = new Map()));
  return known;
};

export interface ReadResult {
  command: string;
  rowCount: number;
  rows: Record<string, unknown>[];
}

export class PreparedRead {
  readonly done: Promise<ReadResult>;
  private settle!: { resolve(result: ReadResult): void; reject(error: unknown): void };
  private readonly rows: Record<string, unknown>[] = [];
  /** The row shapes of the connection the read went to, where its own is kept once described. */
  private known: Map<string, RowShape> | undefined;
  private shape: RowShape | undefined;
  private failure: unknown;
  private command = '';

  constructor(
    /** The statement's name on every connection; pg notes it as parsed once PostgreSQL says so. */
    readonly name: string,
    readonly text: string,
    private readonly values: unknown[],
    private readonly typeParser: TypeParserOf,
  ) {
    this.done = new Promise((resolve, reject) => (this.settle = { resolve, reject }));
  }

  /** Writes the read's messages; a value that cannot be sent is refused (pg then reports it) before any is written. */
  submit(connection: Connection): Error | null {
    this.known = shapesOf(connection);
    this.shape = this.known.get(this.name);
    let values: Array<string | Buffer | null>;
    try {
      values = this.values.map((value) => prepareValue(value));
    } catch (error) {
      return error as Error;
    }
    // The messages go out together, as pg's own queries send them.
    connection.stream.cork?.();
    try {
      if (connection.parsedStatements[this.name] === undefined) connection.parse({ name: this.name, text: this.text });
      connection.bind({ statement: this.name, values });
      if (!this.shape) connection.describe({ type: 'P', name: '' });
      connection.execute({ portal: '' });
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
    return null;
  }

  handleRowDescription({ fields }: { fields: FieldDef[] }): void {
    this.shape = { names: fields.map((f) => f.name), parsers: fields.map((f) => this.typeParser(f.dataTypeID, 'text')) };
    this.known!.set(this.name, this.shape);
  }

  handleDataRow({ fields }: { fields: Array<string | null> }): void {
    if (this.failure !== undefined) return;
    const { names, parsers } = this.shape!;
    const row: Record<string, unknown> = {};
    try {
      for (let i = 0; i < names.length; i++) row[names[i]] = fields[i] === null ? null : parsers[i](fields[i]!);
    } catch (error) {
      this.failure = error;
      return;
    }
    this.rows.push(row);
  }

  handleCommandComplete({ text }: { text: string }): void {
    this.command = text.split(' ')[0];
  }

  handleEmptyQuery(): void {}

  /** pg lets go of the query when PostgreSQL reports an error: the read ends here. */
  handleError(error: unknown): void {
    this.settle.reject(this.failure ?? error);
  }

  handleReadyForQuery(): void {
    if (this.failure !== undefined) this.settle.reject(this.failure);
    else this.settle.resolve({ command: this.command, rowCount: this.rows.length, rows: this.rows });
  }
}
