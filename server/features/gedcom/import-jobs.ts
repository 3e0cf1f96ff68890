// The imports as recorded jobs (migration 0038): each import is a row written when it starts, as it goes (on
// PostgreSQL) and when it ends, so that the back office finds its progress and its report by id after a reload;
// one runs at a time per portal (the row's `running` slot is unique). The imports this process runs are kept here
// too, as they are now: an SQLite row is written only when an import starts and ends, since its one connection is
// the import's transaction's while it writes.
import type { FastifyBaseLogger } from 'fastify';
import type { GedcomImportJob, GedcomImported } from '../../../common/generated/api.ts';
import { MESSAGES } from '../../../common/model/messages.ts';
import type { Repositories } from '../../entities/repositories.ts';
import { conflict, type HttpError } from '../../http-error.ts';
import { prepareImport, writeImport, type ImportChoice, type ImportTarget } from './import.ts';
import type { UploadedFile } from './upload.ts';
import { GedcomRepository, type ImportRow } from './repository.ts';

/** How often an import's row is told it still runs, where other instances read it (PostgreSQL). */
const HEARTBEAT_MS = 2_000;
/** A row unheard of for this long ran on an instance that stopped: its import was undone with its transaction. */
const STALE_MS = 30_000;
/** How many of the latest imports the list shows. */
const RECENT = 20;

export interface ImportStart {
  /** The file, removed when the import ends. */
  upload: UploadedFile;
  fileName: string;
  choice: ImportChoice;
  /** The admin who starts it. */
  startedBy: { id: number; username: string };
  /** The failure as its starter reads it: status and message in their language. */
  describe: (error: Error) => { statusCode: number; message: string };
}

export class ImportJobs {
  /** The imports this process runs, by id. */
  private readonly live = new Map<number, GedcomImportJob>();
  private readonly rows: GedcomRepository;

  constructor(
    private readonly repositories: Repositories,
    private readonly target: ImportTarget,
    private readonly log: FastifyBaseLogger,
  ) {
    this.rows = new GedcomRepository(target.db);
  }

  /**
   * Records the import and runs it; 409 while another runs. `finished` is its report, or its failure. The upload is
   * the job's from here: removed when the import ends, or at once when it does not start.
   */
  async start(start: ImportStart): Promise<{ id: number; finished: Promise<GedcomImported> }> {
    try {
      return await this.open(start);
    } catch (error) {
      await start.upload.discard();
      throw error;
    }
  }

  private async open(start: ImportStart): Promise<{ id: number; finished: Promise<GedcomImported> }> {
    // Said at once when it is this process's, without waiting for SQLite's connection, which its transaction holds.
    if (this.live.size > 0) throw conflict(MESSAGES.gedcomBusy);
    await this.releaseStale();
    const fileName = start.fileName.slice(0, 255);
    const startedAt = Date.now();
    const id = await this.rows.openImport(fileName, start.startedBy.id, startedAt);
    if (id === undefined) throw conflict(MESSAGES.gedcomBusy);
    const job: GedcomImportJob = {
      id,
      fileName,
      startedBy: start.startedBy.username,
      startedAt: new Date(startedAt).toISOString(),
      finishedAt: null,
      status: 'reading',
      done: 0,
      total: 0,
      report: null,
      error: null,
    };
    this.live.set(id, job);
    // Reading a large file holds the process for seconds: the caller's answer goes out first.
    const finished = new Promise((begin) => setImmediate(begin)).then(() => this.run(job, start));
    return { id, finished };
  }

  private async run(job: GedcomImportJob, { upload, choice, describe }: ImportStart): Promise<GedcomImported> {
    const { id } = job;
    const progress = () => ({ status: job.status, done: job.done, total: job.total });
    // The heartbeat's write needs a second connection: SQLite's one is the transaction's (and no other instance reads it).
    const heartbeat =
      this.target.dialect === 'postgres'
        ? setInterval(() => void this.rows.stepImport(id, progress(), Date.now()).catch((e: Error) => this.log.warn(e)), HEARTBEAT_MS)
        : undefined;
    try {
      // Once read and planned, the file is needed no more (an archive's pictures are in the plan).
      const prepared = await prepareImport(upload, choice, this.repositories, this.target, (done, total) =>
        Object.assign(job, { done, total }),
      ).finally(() => upload.discard().catch((e: Error) => this.log.warn(e)));
      Object.assign(job, { status: 'writing', done: 0, total: 0 });
      const report = await writeImport(this.repositories, this.target, prepared, choice, (done, total) =>
        Object.assign(job, { done, total }),
      );
      const answer = { ...report, message: MESSAGES.gedcomImported };
      await this.end(id, { status: 'done', done: job.total, total: job.total, report: JSON.stringify(answer) });
      return answer;
    } catch (error) {
      const refusal = describe(error as HttpError);
      if (refusal.statusCode >= 500) this.log.error({ err: error }, 'GEDCOM import failed');
      await this.end(id, { status: 'failed', error: JSON.stringify(refusal) });
      throw error;
    } finally {
      clearInterval(heartbeat);
      this.live.delete(id);
    }
  }

  private async end(id: number, step: Parameters<GedcomRepository['stepImport']>[1]): Promise<void> {
    const now = Date.now();
    await this.rows.stepImport(id, { ...step, finishedAt: now }, now);
  }

  /** Whether the instance that runs this row's import still does. */
  private alive(row: ImportRow): boolean {
    if (this.live.has(row.id)) return true;
    // An SQLite database is one process's: a running row it does not run was left by one that stopped.
    return this.target.dialect === 'postgres' && Date.now() - row.heartbeatAt < STALE_MS;
  }

  /** Frees the slot of an import whose instance stopped during it (the latest: no other starts while it holds the slot). */
  private async releaseStale(): Promise<void> {
    const [latest] = await this.rows.recentImports(1);
    if (latest?.running && !this.alive(latest)) await this.end(latest.id, { status: 'failed', error: JSON.stringify(INTERRUPTED) });
  }

  async find(id: number): Promise<GedcomImportJob | undefined> {
    const live = this.live.get(id);
    if (live) return { ...live };
    const row = await this.rows.findImport(id);
    return row && this.present(row);
  }

  async recent(): Promise<GedcomImportJob[]> {
    return (await this.rows.recentImports(RECENT)).map((row) => this.present(row));
  }

  private present(row: ImportRow): GedcomImportJob {
    const live = this.live.get(row.id);
    if (live) return { ...live };
    const stopped = row.running && !this.alive(row);
    return {
      id: row.id,
      fileName: row.fileName,
      startedBy: row.startedBy,
      startedAt: new Date(row.startedAt).toISOString(),
      finishedAt: row.finishedAt === null ? null : new Date(row.finishedAt).toISOString(),
      status: stopped ? 'failed' : row.status,
      done: row.done,
      total: row.total,
      report: row.report === null ? null : (JSON.parse(row.report) as GedcomImported),
      error: stopped ? INTERRUPTED : row.error === null ? null : (JSON.parse(row.error) as GedcomImportJob['error']),
    };
  }
}

const INTERRUPTED = { statusCode: 503, message: MESSAGES.gedcomInterrupted };
