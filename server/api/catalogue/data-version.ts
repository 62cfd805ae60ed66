/**
 * What this process knows of changes to the catalogue and to the stays, made
 * in any process: the triggers of migration 094 NOTIFY `sumarhus_data` on
 * commit ('c': the catalogue; 's<id>': a stay of house id; 'a': all stays).
 * On PostgreSQL the process LISTENs on a connection of its own (checked, and
 * made again after it is lost: db/listener.ts); on PGlite, the only process,
 * through PGlite's listen.
 * The in-memory copies (house payloads, taken nights: cache/) are used only
 * while the process listens (trusted()); when the listener is lost or made
 * again everything counts as changed, since a change may have passed meanwhile.
 *
 * catalogueVersion() and staysVersion() count the changes heard, per house
 * too: a copy made under a count is stale once the count passes it (the page
 * cache: server/render/page-data.ts).
 */
import type { Logger } from 'pino';
import type { Db, Listening } from '../../db/client.ts';

export const DATA_CHANNEL = 'sumarhus_data';

export type DataChange = { kind: 'catalogue' } | { kind: 'stays'; houseId: number | null } | { kind: 'everything' };

export class DataWatch {
  private catalogue = 0;
  private stays = 0;
  /** Per house, the stays counter at its last stay's change. */
  private readonly houseStays = new Map<number, number>();
  /** The stays counter when every house's stays last counted as changed. */
  private allStays = 0;
  private listening = false;
  private closed = false;
  private subscription: Listening | undefined;
  private readonly subscribers = new Set<(change: DataChange) => void>();

  constructor(private readonly db: Db) {}

  /** Whether in-memory copies may be used: the process hears every change. */
  trusted(): boolean {
    return this.listening;
  }

  /** Counts the catalogue's changes: a copy made under one number is stale under another. */
  catalogueVersion(): number {
    return this.catalogue;
  }

  /**
   * Counts the stays' changes: without a house, any house's; with one, the
   * count at that house's last change (or every house's), so a copy made
   * while the count was n is stale once this passes n.
   */
  staysVersion(houseId?: number): number {
    if (houseId === undefined) return this.stays;
    return Math.max(this.allStays, this.houseStays.get(houseId) ?? 0);
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
    if (change.kind === 'stays' && change.houseId !== null) this.houseStays.set(change.houseId, this.stays);
    else if (change.kind !== 'catalogue') this.allStays = this.stays;
    for (const fn of this.subscribers) fn(change);
  }

  async start(): Promise<void> {
    const listening = await this.db.listen(DATA_CHANNEL, {
      notification: (payload) => this.receive(payload),
      listening: () => {
        this.change({ kind: 'everything' });
        this.listening = !this.closed;
      },
      lost: () => {
        this.listening = false;
        this.change({ kind: 'everything' });
      },
    });
    if (this.closed) await listening.close();
    else this.subscription = listening;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listening = false;
    await this.subscription?.close().catch(() => {});
  }
}

const watches = new WeakMap<Db, DataWatch>();

/** The process's watch of this database, listening from the first call on. */
export function dataWatch(db: Db, logger?: Logger): DataWatch {
  let watch = watches.get(db);
  if (!watch) {
    const created = new DataWatch(db);
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
