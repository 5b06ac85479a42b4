/**
 * The background job queue (docs/decisions/007-background-jobs.md): pg-boss 10 in the
 * `pgboss` schema of our own database, reached through its `db` option with the handle's
 * `executeSql`, so the same code runs on PostgreSQL and on embedded PGlite. Jobs are rows:
 * they survive restarts, several server processes share the work (`SKIP LOCKED`), and cron
 * schedules fire once across all of them.
 *
 * This module knows the queues and their retry policies; what a job does is registered by the
 * jobs layer (`app/jobs/`), which calls `workQueue`. Sending only needs `enqueue`: the queue
 * starts itself (without workers or schedules) the first time something is sent.
 *
 * Errors: `enqueue` throws when the database is not connected. A handler's throw fails the job,
 * which pg-boss retries per the queue's policy.
 */
import crypto from "node:crypto";
import PgBoss from "pg-boss";
import { databaseHandle } from "#db/connection";

/** Every queue, with its retry and expiry policy. Later issues add theirs here. */
export const QUEUES = {
  /** One e-mail (services/mail.server.ts): retried for about four hours, never lost. */
  "send-mail": { retryLimit: 8, retryDelay: 60, retryBackoff: true, expireInSeconds: 120 },
  /**
   * Hourly: active listings past `expires_at` become `expired` (docs/product.md#listing-lifecycle).
   */
  "expire-listings": { retryLimit: 3, retryDelay: 60, expireInSeconds: 600, policy: "singleton" },
  /** Every 5 minutes: boosts past their end lose the Featured flag; the seller is told. */
  "end-boosts": { retryLimit: 3, retryDelay: 60, expireInSeconds: 600, policy: "singleton" },
  /** One new message's e-mail to an offline recipient (at most one per conversation in 30 min). */
  "notify-message": { retryLimit: 3, retryDelay: 60, expireInSeconds: 120 },
  /** Hourly: subscriptions at their period end are renewed (retries on days 1 and 3) or ended. */
  "renew-subscriptions": {
    retryLimit: 3,
    retryDelay: 300,
    expireInSeconds: 1800,
    policy: "singleton",
  },
  /** Hourly: payments pending for more than 24 hours become `abandoned`. */
  "abandon-payments": { retryLimit: 3, retryDelay: 300, expireInSeconds: 600, policy: "singleton" },
  /** One SMS (services/sms.server.ts): a phone code is useless after 10 minutes, so a short retry. */
  "send-sms": { retryLimit: 4, retryDelay: 20, retryBackoff: true, expireInSeconds: 60 },
  /** Weekly (Monday 07:00 Lagos): sellers who want it get their week's views, saves and inquiries. */
  "weekly-reports": { retryLimit: 3, retryDelay: 600, expireInSeconds: 3600, policy: "singleton" },
  /**
   * One clean-up the file storage refused (services/storage.server.ts, deleteFilesQuietly):
   * retried with backoff for about a day (a bucket outage), never dropped silently.
   */
  "delete-files": { retryLimit: 12, retryDelay: 30, retryBackoff: true, expireInSeconds: 300 },
  /**
   * Hourly, and once at start: VACUUM (ANALYZE) of the tables autovacuum would pick, where no
   * autovacuum runs (embedded PGlite); a no-op on PostgreSQL with autovacuum on
   * (models/shared/table-maintenance.server.ts).
   */
  "vacuum-analyze": { retryLimit: 1, retryDelay: 300, expireInSeconds: 900, policy: "singleton" },
  /**
   * One listing's fair-price rating, within a minute of its approval, renewal or price change
   * (models/pricing/price-rating.server.ts): one waiting job per listing (`singletonKey`).
   */
  "rate-listing": { retryLimit: 3, retryDelay: 30, expireInSeconds: 300, policy: "stately" },
  /** Nightly, and after an import or the seed: every live listing's fair-price rating. */
  "recompute-price-ratings": {
    retryLimit: 2,
    retryDelay: 600,
    expireInSeconds: 3600,
    policy: "singleton",
  },
  /**
   * One listing's savers told of a price drop, or that it was sold or removed
   * (models/saved/saved-car-alerts.server.ts; docs/product.md#price-drop-alerts).
   */
  "saved-car-alerts": { retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 600 },
  /**
   * One purge of the CDN's copies (services/cdn.server.ts): the answers tagged with some keys,
   * after a change to a car or a seller. Retried with backoff for over an hour (a CDN
   * outage, its rate limit); meanwhile its copies still expire after their 30 s.
   */
  "purge-cdn": { retryLimit: 10, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
  /** Daily: expired sessions, used or expired tokens and old rate-limit windows are deleted. */
  "purge-expired": { retryLimit: 3, retryDelay: 300, expireInSeconds: 900, policy: "singleton" },
  /**
   * One listing that became active, matched against the saved searches
   * (models/saved/saved-search-matcher.server.ts): in-app notices within a minute.
   */
  "match-saved-searches": {
    retryLimit: 5,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 300,
  },
  /**
   * One saved search's instant alert whose hour was not up: at most one waits per search (the
   * `short` policy refuses a second job with the same singletonKey while one is queued).
   */
  "saved-search-instant": {
    retryLimit: 5,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 300,
    policy: "short",
  },
  /** Daily (07:00 Lagos): the daily digests of saved searches. */
  "saved-search-daily": {
    retryLimit: 3,
    retryDelay: 300,
    expireInSeconds: 3600,
    policy: "singleton",
  },
  /** Weekly (Monday 07:00 Lagos): the weekly digests of saved searches. */
  "saved-search-weekly": {
    retryLimit: 3,
    retryDelay: 300,
    expireInSeconds: 3600,
    policy: "singleton",
  },
  /**
   * One batch of a newsletter (models/admin/newsletters.server.ts; docs/decisions/024-newsletter.md):
   * NEWSLETTER_PER_MINUTE mails, then the next batch a minute later (one waiting per issue:
   * `short` with the issue as singletonKey). Without an issue (hourly): issues left sending
   * without a batch get one.
   */
  "newsletter-batch": {
    retryLimit: 10,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 600,
    policy: "short",
  },
  /**
   * At start and nightly: photos stored without a preview get theirs
   * (models/selling/photos.server.ts, `fillMissingPreviews`; docs/decisions/020-photo-formats.md).
   */
  "photo-previews": { retryLimit: 2, retryDelay: 600, expireInSeconds: 3600, policy: "singleton" },
  /**
   * One listing's VIN decoded and compared (models/selling/vin-check.server.ts), after it was
   * given or changed: one waiting job per listing (`singletonKey`).
   */
  "check-vin": { retryLimit: 3, retryDelay: 60, expireInSeconds: 300, policy: "stately" },
} satisfies Record<string, Omit<PgBoss.Queue, "name">>;

export type QueueName = keyof typeof QUEUES;

/** Cron schedules (UTC): recurring jobs, created once across all instances by pg-boss. */
export const SCHEDULES: { queue: QueueName; cron: string }[] = [
  { queue: "expire-listings", cron: "5 * * * *" },
  { queue: "end-boosts", cron: "*/5 * * * *" },
  { queue: "purge-expired", cron: "30 2 * * *" },
  { queue: "renew-subscriptions", cron: "15 * * * *" },
  { queue: "abandon-payments", cron: "45 * * * *" },
  { queue: "weekly-reports", cron: "0 6 * * 1" },
  { queue: "vacuum-analyze", cron: "50 * * * *" },
  { queue: "saved-search-daily", cron: "0 6 * * *" },
  { queue: "saved-search-weekly", cron: "0 6 * * 1" },
  { queue: "recompute-price-ratings", cron: "20 1 * * *" },
  { queue: "newsletter-batch", cron: "40 * * * *" },
  { queue: "photo-previews", cron: "10 3 * * *" },
];

/** Creates a queue, or updates its policy when it exists. */
async function ensureQueue(boss: PgBoss, name: string, options: Omit<PgBoss.Queue, "name">) {
  if (await boss.getQueue(name)) await boss.updateQueue(name, { name, ...options });
  else await boss.createQueue(name, { name, ...options });
}

/** The advisory lock key of the queue's set-up (any number no other code uses). */
const QUEUE_SETUP_LOCK = 727_276;

type State = { boss: PgBoss; mode: "send" | "work"; workers: Map<QueueName, string> };
let state: Promise<State> | undefined;

async function open(mode: State["mode"]): Promise<State> {
  const handle = databaseHandle();
  if (!handle) throw new Error("The database is not connected (call connectDatabase first)");
  const work = mode === "work";
  const boss = new PgBoss({
    db: { executeSql: handle.executeSql },
    schema: "pgboss",
    // Only a working instance maintains the tables and fires the cron schedules.
    supervise: work,
    schedule: work,
    migrate: true,
    // Finished jobs (mail bodies hold one-time links) leave the tables within two days.
    archiveCompletedAfterSeconds: 3600,
    deleteAfterDays: 2,
  });
  boss.on("error", (error) => console.error("Job queue:", error.message));
  // pg-boss's schema set-up and queue creation are not safe when several processes (the
  // cluster's workers) start together: one process at a time does them.
  await handle.exclusive(QUEUE_SETUP_LOCK, async () => {
    await boss.start();
    for (const [name, options] of Object.entries(QUEUES)) await ensureQueue(boss, name, options);
  });
  return { boss, mode, workers: new Map() };
}

/**
 * Starts the queue for this process: `work` also runs maintenance and schedules (handlers are
 * registered afterwards with `workQueue`). Idempotent; a send-only queue is upgraded.
 */
export async function startQueue(mode: State["mode"] = "send"): Promise<PgBoss> {
  if (state) {
    const current = await state;
    if (mode === "send" || current.mode === "work") return current.boss;
    await stopQueue();
  }
  state = open(mode);
  try {
    return (await state).boss;
  } catch (error) {
    state = undefined;
    throw error;
  }
}

/** Puts a job on a queue; answers its id (null when a singleton is already queued). */
export async function enqueue<T extends object>(
  queue: QueueName,
  data: T,
  options: PgBoss.SendOptions = {},
): Promise<string | null> {
  const boss = await startQueue();
  const id = await boss.send(queue, data, options);
  // A worker of this process picks it up now rather than at its next poll.
  const current = await state;
  const worker = current?.workers.get(queue);
  if (worker) boss.notifyWorker(worker);
  return id;
}

/**
 * Puts many jobs on a queue in one statement (a fan-out of thousands of mails). A job with an
 * `id` that is already queued is not queued again (pg-boss inserts with ON CONFLICT DO NOTHING),
 * so a fan-out retried after a failure queues each message once: see `stableJobId`.
 */
export async function enqueueMany<T extends object>(
  queue: QueueName,
  jobs: { data: T; id?: string }[],
): Promise<void> {
  if (!jobs.length) return;
  const boss = await startQueue();
  for (let i = 0; i < jobs.length; i += 500)
    await boss.insert(jobs.slice(i, i + 500).map((j) => ({ name: queue, ...j })));
  const current = await state;
  const worker = current?.workers.get(queue);
  if (worker) boss.notifyWorker(worker);
}

/**
 * A job id (a UUID) that is the same for the same `key`: a name-based UUID (version 5 layout)
 * of the key's SHA-1, so the job for one event and recipient is queued once however often its
 * fan-out runs (pg-boss keeps a finished job's id for an hour before archiving it).
 */
export function stableJobId(key: string): string {
  const b = crypto.createHash("sha1").update(key).digest().subarray(0, 16);
  b[6] = (b[6]! & 0x0f) | 0x50;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = b.toString("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * Runs `handler` for the jobs of `queue` in this process (the jobs layer calls this), one at a
 * time. After each job the worker looks for the next at once; only an empty queue waits the
 * polling interval. pg-boss's worker otherwise waits the interval after every job, so a backlog
 * (a dealer's cars approved together, each queuing its rating) drained at one job per interval.
 */
export async function workQueue<T extends object>(
  queue: QueueName,
  handler: (job: PgBoss.Job<T>) => Promise<void>,
  options: { pollingIntervalSeconds?: number } = {},
): Promise<void> {
  const boss = await startQueue("work");
  let id = "";
  id = await boss.work<T>(
    queue,
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 },
    async ([job]) => {
      try {
        await handler(job);
      } finally {
        boss.notifyWorker(id);
      }
    },
  );
  (await state)!.workers.set(queue, id);
}

/** Creates or updates the cron schedules (SCHEDULES). */
export async function scheduleRecurringJobs(): Promise<void> {
  const boss = await startQueue("work");
  for (const s of SCHEDULES) await boss.schedule(s.queue, s.cron, {});
}

/**
 * Runs the jobs waiting on `queue` now, in this process, one at a time, with `handler`, and
 * completes or fails each as a worker would. Answers how many ran. For tests and the
 * `npm run jobs -- --once` command.
 */
export async function runQueuedJobs<T extends object>(
  queue: QueueName,
  handler: (job: PgBoss.Job<T>) => Promise<void>,
): Promise<number> {
  const boss = await startQueue();
  // pg-boss fetches jobs whose start_after is strictly before now(); a job sent within the same
  // clock tick (PGlite's clock is coarse) would wait for the next one. Due means due now.
  await databaseHandle()!.executeSql(
    `update pgboss.job set start_after = start_after - interval '1 millisecond'
     where name = $1 and state in ('created', 'retry') and start_after <= clock_timestamp()`,
    [queue],
  );
  let ran = 0;
  for (;;) {
    const [job] = await boss.fetch<T>(queue, { batchSize: 1 });
    if (!job) return ran;
    ran++;
    try {
      await handler(job);
      await boss.complete(queue, job.id);
    } catch (error) {
      await boss.fail(queue, job.id, { message: (error as Error).message });
    }
  }
}

/** Job counts of a queue by state (health checks and tests). */
export async function queueCounts(queue: QueueName) {
  await startQueue();
  const rows = await databaseHandle()!.executeSql(
    "select state, count(*)::int as n from pgboss.job where name = $1 group by state",
    [queue],
  );
  return Object.fromEntries(rows.rows.map((r) => [r.state as string, r.n as number])) as Record<
    string,
    number
  >;
}

/** Stops the queue: waits for running jobs (up to 10 s). Call before closing the database. */
export async function stopQueue(): Promise<void> {
  const current = state;
  state = undefined;
  if (!current) return;
  const opened = await current.catch(() => null);
  await opened?.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
}
