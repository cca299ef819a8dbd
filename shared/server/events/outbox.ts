import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Database, Executor, Tx } from '../db/database.ts';
import { newId } from '../ids.ts';
import { outboxDeliveries, outboxEvents } from './events.schema.ts';

/** Runs inside the delivery's transaction: its writes and the "delivered" mark commit together. */
export type EventHandler = (payload: Record<string, unknown>, tx: Tx, meta: { eventId: string; name: string }) => Promise<void>;

const MAX_BACKOFF_S = 3600;
const BATCH = 50;
const POLL_MS = 1_000;

/**
 * Modules react to each other through events: a command publishes in its own transaction, the dispatcher
 * delivers to every subscriber of other modules, at least once, retrying failures with backoff.
 */
export class Outbox {
  private readonly subscribers = new Map<string, Map<string, EventHandler>>();
  private readonly database: Database;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  private readonly deferred: boolean;

  /**
   * `deferred`: this process publishes for subscribers it does not have (a seed run before the server starts): its
   * events get their deliveries from the server's outbox when it starts (`start`, `adoptDeferred`).
   */
  constructor(database: Database, options: { deferred?: boolean } = {}) {
    this.database = database;
    this.deferred = options.deferred ?? false;
  }

  /** `subscriber` names the reacting module's handler (e.g. `purchase.on-sku-created`); it keys the delivery. */
  subscribe(name: string, subscriber: string, handler: EventHandler): void {
    let byName = this.subscribers.get(name);
    if (!byName) {
      byName = new Map();
      this.subscribers.set(name, byName);
    }
    if (byName.has(subscriber)) throw new Error(`${subscriber} already subscribes to ${name}`);
    byName.set(subscriber, handler);
  }

  /** Writes the event and one delivery per current subscriber, in the caller's transaction. */
  async publish(tx: Executor, name: string, payload: Record<string, unknown>): Promise<string> {
    const id = newId();
    await tx.insert(outboxEvents).values({ id, name, payload, deferred: this.deferred });
    if (this.deferred) return id;
    const subscribers = [...(this.subscribers.get(name)?.keys() ?? [])];
    if (subscribers.length) await tx.insert(outboxDeliveries).values(subscribers.map((subscriber) => ({ eventId: id, subscriber })));
    return id;
  }

  /** The deferred events' deliveries, one per subscriber this process has, in publication order; answers how many events. */
  async adoptDeferred(): Promise<number> {
    return this.database.tx(async (tx) => {
      const events = await tx
        .select({ id: outboxEvents.id, name: outboxEvents.name })
        .from(outboxEvents)
        .where(eq(outboxEvents.deferred, true))
        .orderBy(asc(outboxEvents.createdAt))
        .for('update', { skipLocked: true });
      for (const event of events) {
        const subscribers = [...(this.subscribers.get(event.name)?.keys() ?? [])];
        if (subscribers.length)
          await tx
            .insert(outboxDeliveries)
            .values(subscribers.map((subscriber) => ({ eventId: event.id, subscriber })))
            .onConflictDoNothing();
        await tx.update(outboxEvents).set({ deferred: false }).where(eq(outboxEvents.id, event.id));
      }
      return events.length;
    });
  }

  /** Delivers what is due every second, the deferred events first adopted (once, as the server starts). */
  start(): void {
    const tick = (first: boolean) => {
      this.running = (first ? this.adoptDeferred().catch(() => 0) : Promise.resolve(0))
        .then(() => this.dispatch())
        .catch(() => 0)
        .finally(() => {
          this.timer = setTimeout(() => tick(false), POLL_MS);
          this.timer.unref();
        });
    };
    tick(true);
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    await this.running;
  }

  /**
   * Delivers what is due; returns how many deliveries succeeded (tests call it directly, a test of backoff with
   * its own `now`). Without one, "due" is by the database's clock, the one that stamped the deliveries: a
   * delivery published a moment ago is due however the two clocks round.
   */
  async dispatch(at?: Date): Promise<number> {
    const now = at ?? new Date();
    const due = await this.database.db
      .select({ eventId: outboxDeliveries.eventId, subscriber: outboxDeliveries.subscriber })
      .from(outboxDeliveries)
      .where(and(eq(outboxDeliveries.status, 'pending'), lte(outboxDeliveries.nextAttemptAt, at ?? sql`clock_timestamp()`)))
      .orderBy(asc(outboxDeliveries.nextAttemptAt))
      .limit(BATCH);
    let delivered = 0;
    for (const d of due) if (await this.deliver(d.eventId, d.subscriber, now)) delivered++;
    return delivered;
  }

  private async deliver(eventId: string, subscriber: string, now: Date): Promise<boolean> {
    try {
      return await this.database.tx(async (tx) => {
        // Claim it: another process delivering the same row skips it.
        const claimed = await tx.execute(sql`
          select 1 from platform.outbox_deliveries where event_id = ${eventId} and subscriber = ${subscriber} and status = 'pending'
          for update skip locked`);
        if (claimed.rows.length === 0) return false;
        const [event] = await tx.select().from(outboxEvents).where(eq(outboxEvents.id, eventId));
        const handler = this.subscribers.get(event!.name)?.get(subscriber);
        if (!handler) throw new Error(`no handler ${subscriber} for ${event!.name} in this process`);
        await handler(event!.payload, tx, { eventId, name: event!.name });
        await tx
          .update(outboxDeliveries)
          .set({ status: 'delivered', deliveredAt: now, attempts: sql`${outboxDeliveries.attempts} + 1`, lastError: null })
          .where(and(eq(outboxDeliveries.eventId, eventId), eq(outboxDeliveries.subscriber, subscriber)));
        return true;
      });
    } catch (e) {
      // The handler's writes rolled back; count the attempt and try again later.
      await this.database.db
        .update(outboxDeliveries)
        .set({
          attempts: sql`${outboxDeliveries.attempts} + 1`,
          lastError: e instanceof Error ? e.message.slice(0, 500) : String(e),
          nextAttemptAt: sql`${now}::timestamptz + make_interval(secs => least(${MAX_BACKOFF_S}, power(2, ${outboxDeliveries.attempts})::int))`,
        })
        .where(and(eq(outboxDeliveries.eventId, eventId), eq(outboxDeliveries.subscriber, subscriber)));
      return false;
    }
  }
}
