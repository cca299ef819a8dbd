import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.ts';
import { newId } from '../ids.ts';
import { jobs } from './jobs.schema.ts';

export type JobRow = typeof jobs.$inferSelect;

export class JobCancelled extends Error {
  constructor() {
    super('任务已取消');
  }
}

/** Thrown at a checkpoint while the process shuts down: the job keeps its lease and is resumed later. */
class RunnerStopping extends Error {}

export interface JobContext {
  job: JobRow;
  /** Reports progress, renews the lease, and throws JobCancelled when a cancel was requested. */
  checkpoint(progress: number, total?: number): Promise<void>;
}

export interface JobOutcome {
  result?: Record<string, unknown>;
  file?: { key: string; name: string };
  /** A handled failure (e.g. an import with bad rows): the job fails with this message and its file. */
  failed?: string;
}

export type JobHandler = (ctx: JobContext) => Promise<JobOutcome>;

const LEASE_SECONDS = 60;
const MAX_ATTEMPTS = 3;
const POLL_MS = 1_000;

/**
 * Runs queued jobs in this process. Every server process has one; they share work through the jobs table:
 * `FOR UPDATE SKIP LOCKED` claims, a lease renewed at each checkpoint, and a crashed runner's job taken over
 * when its lease runs out.
 */
export class JobRunner {
  readonly id = `runner-${process.pid}-${randomBytes(3).toString('hex')}`;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly database: Database;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  /** Set by stop(): running work pauses at its next checkpoint. */
  private stopping = false;

  constructor(database: Database) {
    this.database = database;
  }

  register(type: string, handler: JobHandler): void {
    this.handlers.set(type, handler);
  }

  async enqueue(exec: Executor, job: { type: string; title: string; payload: Record<string, unknown>; createdBy: string }): Promise<string> {
    const id = newId();
    await exec.insert(jobs).values({ id, ...job });
    this.kick();
    return id;
  }

  start(): void {
    this.stopped = false;
    this.stopping = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Looks for work now (after an enqueue) instead of at the next poll. */
  kick(): void {
    if (!this.stopped && !this.running) this.schedule(0);
  }

  /** Runs claimable jobs until none is left; returns how many ran (tests call it directly). */
  async drain(): Promise<number> {
    let n = 0;
    for (let job = await this.claim(); job; job = this.stopping ? undefined : await this.claim()) {
      await this.run(job);
      n++;
    }
    return n;
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.drain()
        .then(
          () => undefined,
          () => undefined,
        )
        .finally(() => {
          this.running = undefined;
          if (!this.stopped) this.schedule(POLL_MS);
        });
    }, ms);
    this.timer.unref();
  }

  private async claim(): Promise<JobRow | undefined> {
    const types = [...this.handlers.keys()];
    if (types.length === 0) return undefined;
    const result = await this.database.db.execute<Record<string, unknown>>(sql`
      update platform.jobs set status = 'running', locked_by = ${this.id}, locked_until = now() + make_interval(secs => ${LEASE_SECONDS}),
        attempts = attempts + 1, started_at = coalesce(started_at, now())
      where id = (
        select id from platform.jobs
        where type in (${sql.join(
          types.map((t) => sql`${t}`),
          sql`, `,
        )})
          and (status = 'queued' or (status = 'running' and locked_until < now()))
        order by created_at
        limit 1
        for update skip locked)
      returning id`);
    const id = result.rows[0]?.id as string | undefined;
    if (!id) return undefined;
    const [job] = await this.database.db.select().from(jobs).where(eq(jobs.id, id));
    return job;
  }

  private async run(job: JobRow): Promise<void> {
    const handler = this.handlers.get(job.type)!;
    if (job.attempts > MAX_ATTEMPTS) return this.finish(job.id, { status: 'failed', error: `已重试${MAX_ATTEMPTS}次仍失败` });
    const ctx: JobContext = {
      job,
      checkpoint: async (progress, total) => {
        const [row] = await this.database.db
          .update(jobs)
          .set({ progress, ...(total === undefined ? {} : { total }), lockedUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
          .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, this.id)))
          .returning({ cancel: jobs.cancelRequested });
        if (!row) throw new Error('任务已被其他进程接管'); // our lease ran out and another runner took it
        if (row.cancel) throw new JobCancelled();
        if (this.stopping) throw new RunnerStopping();
      },
    };
    try {
      const outcome = await handler(ctx);
      await this.finish(job.id, {
        status: outcome.failed ? 'failed' : 'succeeded',
        error: outcome.failed ?? null,
        result: outcome.result ?? null,
        resultFileKey: outcome.file?.key ?? null,
        resultFileName: outcome.file?.name ?? null,
      });
    } catch (e) {
      if (e instanceof RunnerStopping) return; // left running under its lease: another process takes it over
      if (e instanceof JobCancelled) await this.finish(job.id, { status: 'cancelled', error: null });
      else await this.finish(job.id, { status: 'failed', error: e instanceof Error ? e.message.slice(0, 500) : String(e) });
    }
  }

  private async finish(id: string, values: Partial<typeof jobs.$inferInsert>): Promise<void> {
    await this.database.db
      .update(jobs)
      .set({ ...values, lockedBy: null, lockedUntil: null, finishedAt: new Date() })
      .where(and(eq(jobs.id, id), eq(jobs.lockedBy, this.id)));
  }
}

/** Asks a running or queued job to stop at its next checkpoint (a queued one is cancelled at once). */
export async function requestCancel(exec: Executor, id: string, ownerId?: string): Promise<boolean> {
  const owner = ownerId ? eq(jobs.createdBy, ownerId) : undefined;
  const queued = await exec
    .update(jobs)
    .set({ status: 'cancelled', finishedAt: new Date() })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'queued'), owner))
    .returning({ id: jobs.id });
  if (queued.length) return true;
  const running = await exec
    .update(jobs)
    .set({ cancelRequested: true })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'running'), owner))
    .returning({ id: jobs.id });
  return running.length > 0;
}

/** Puts a failed or cancelled job back in the queue. */
export async function retryJob(exec: Executor, id: string, ownerId?: string): Promise<boolean> {
  const rows = await exec
    .update(jobs)
    .set({ status: 'queued', error: null, progress: 0, attempts: 0, cancelRequested: false, finishedAt: null, startedAt: null })
    .where(and(eq(jobs.id, id), sql`${jobs.status} in ('failed', 'cancelled')`, ownerId ? eq(jobs.createdBy, ownerId) : undefined))
    .returning({ id: jobs.id });
  return rows.length > 0;
}
