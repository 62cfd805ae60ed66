/**
 * What this process knows of changes to the catalogue and to the stays, made
 * in any process: the triggers of migration 094 NOTIFY `sumarhus_data` on
 * commit ('c': the catalogue; 's<id>': a stay of house id; 'a': all stays).
 * On PostgreSQL the process LISTENs on a connection of its own (made again
 * after it is lost); on PGlite, the only process, through PGlite's listen.
 * The in-memory copies (house payloads, taken nights: cache/) are used only
 * while the process listens (trusted()); when the listener is lost or made
 * again everything counts as changed, since a change may have passed meanwhile.
 *
 * version() is the cheap key of anything derived from the catalogue or the
 * stays (a page cache): call dataWatch(db).version().
 */
import crypto from 'node:crypto';
import type { Client, Notification } from 'pg';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';

export const DATA_CHANNEL = 'sumarhus_data';
/** How long to wait before listening again after the connection was lost. */
export const RELISTEN_MS = 1000;

export type DataChange = { kind: 'catalogue' } | { kind: 'stays'; houseId: number | null } | { kind: 'everything' };

export class DataWatch {
  private catalogue = 0;
  private stays = 0;
  private listening = false;
  private closed = false;
  private listener: Client | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  private retry: NodeJS.Timeout | undefined;
  private readonly subscribers = new Set<(change: DataChange) => void>();
  /** Distinguishes this process's versions from an earlier life's (after a restart the counters start again). */
  private readonly epoch = crypto.randomBytes(4).toString('hex');
  private untrusted = 0;

  constructor(
    private readonly db: Db,
    private readonly logger?: Logger,
  ) {}

  /** Whether in-memory copies may be used: the process hears every change. */
  trusted(): boolean {
    return this.listening;
  }

  /**
   * Changes whenever the catalogue or any stay changes, in any process (a
   * few milliseconds after the commit elsewhere). While the process cannot
   * hear changes it is a new string on every call: nothing keyed by it is reused.
   */
  version(): string {
    return this.listening ? `${this.epoch}.${this.catalogue}.${this.stays}` : `${this.epoch}.untrusted.${++this.untrusted}`;
  }

  /** Counts the catalogue's changes: a copy made under one number is stale under another. */
  catalogueVersion(): number {
    return this.catalogue;
  }

  subscribe(fn: (change: DataChange) => void): () => void {
    this.subscribers.add(fn);
    return () => this.subscribers.delete(fn);
  }

  /** One NOTIFY payload (exported for tests: the same as a notification). */
  receive(payload: string): void {
    if (payload === 'c') this.change({ kind: 'catalogue' });
    else if (payload === 'a') this.change({ kind: 'stays', houseId: null });
    else if (/^s\d+$/.test(payload)) this.change({ kind: 'stays', houseId: Number(payload.slice(1)) });
  }

  private change(change: DataChange): void {
    if (change.kind !== 'stays') this.catalogue++;
    if (change.kind !== 'catalogue') this.stays++;
    for (const fn of this.subscribers) fn(change);
  }

  async start(): Promise<void> {
    if (this.db.listen) {
      this.unlisten = await this.db.listen(DATA_CHANNEL, (payload) => this.receive(payload));
      this.listening = !this.closed;
      return;
    }
    await this.listenPg();
  }

  private async listenPg(): Promise<void> {
    const connectAlone = this.db.connectAlone?.bind(this.db);
    if (!connectAlone || this.closed) return;
    let client: Client | undefined;
    try {
      const c = await connectAlone();
      client = c;
      c.on('notification', (msg: Notification) => {
        if (msg.channel === DATA_CHANNEL) this.receive(msg.payload ?? '');
      });
      c.on('error', (err) => this.logger?.warn({ err }, 'data change listener lost its database connection'));
      c.on('end', () => {
        if (this.listener !== c) return;
        this.listener = undefined;
        this.listening = false;
        this.change({ kind: 'everything' });
        this.listenLater();
      });
      await c.query(`listen ${DATA_CHANNEL}`);
      if (this.closed) {
        await c.end();
        return;
      }
      this.listener = c;
      this.change({ kind: 'everything' });
      this.listening = true;
    } catch (err) {
      this.logger?.warn({ err }, 'data change listener could not connect: trying again');
      await client?.end().catch(() => {});
      this.listenLater();
    }
  }

  private listenLater(): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      void this.listenPg();
    }, RELISTEN_MS);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listening = false;
    clearTimeout(this.retry);
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => {});
    await this.unlisten?.().catch(() => {});
  }
}

const watches = new WeakMap<Db, DataWatch>();

/** The process's watch of this database, listening from the first call on. */
export function dataWatch(db: Db, logger?: Logger): DataWatch {
  let watch = watches.get(db);
  if (!watch) {
    const created = new DataWatch(db, logger);
    watches.set(db, created);
    created.start().catch((err: unknown) => logger?.warn({ err }, 'data change listener could not start'));
    watch = created;
  }
  return watch;
}

/** Stops listening (before the database closes). */
export async function closeDataWatch(db: Db): Promise<void> {
  await watches.get(db)?.close();
  watches.delete(db);
}
