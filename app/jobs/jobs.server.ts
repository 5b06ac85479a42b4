/**
 * The background jobs (docs/decisions/007-background-jobs.md): what each queue of
 * services/queue.server.ts does. The server starts the workers in every process it runs
 * (unless JOBS_IN_SERVER=false), and `npm run jobs` runs them as a process of their own; pg-boss
 * hands each job to one worker across all of them.
 *
 * - `send-mail`: delivers one queued e-mail (retried with backoff until it goes through);
 * - `expire-listings` (hourly, and once at start): active listings past `expires_at` expire;
 * - `end-boosts` (every 5 minutes): boosts past their end are cleared and sellers told;
 * - `notify-message`: a new message is e-mailed to its recipient if they stay away;
 * - `purge-expired` (daily): expired sessions, spent tokens and old rate-limit windows go;
 * - `renew-subscriptions` (hourly): due plans are charged, retried or ended (renewals.server.ts);
 * - `abandon-payments` (hourly): payments pending for 24 hours become abandoned.
 * Later issues add theirs (alerts, notifications) here.
 */
import type PgBoss from "pg-boss";
import { purgeExpiredSessions, purgeSpentTokens } from "~/models/auth.server";
import { endFinishedBoosts } from "~/models/boosts.server";
import { abandonStalePayments } from "~/models/payments.server";
import { renewDueSubscriptions } from "~/models/renewals.server";
import { notifyRecipient } from "~/models/message-notifications.server";
import { purgeOldWindows } from "~/models/rate-limit.server";
import { expireDueListings } from "~/models/selling.server";
import { deliverMail, type Mail } from "~/services/mail.server";
import {
  enqueue,
  runQueuedJobs,
  scheduleRecurringJobs,
  workQueue,
  type QueueName,
} from "~/services/queue.server";

type Handler = (job: PgBoss.Job<object>) => Promise<void>;

/** What each queue's job does. */
export const JOB_HANDLERS: Record<QueueName, Handler> = {
  "send-mail": async (job) => deliverMail(job.data as Mail),
  "expire-listings": async () => {
    await expireDueListings();
  },
  "end-boosts": async () => {
    await endFinishedBoosts();
  },
  "notify-message": async (job) => {
    await notifyRecipient((job.data as { messageId: string }).messageId);
  },
  "purge-expired": async () => {
    await purgeExpiredSessions();
    await purgeSpentTokens();
    await purgeOldWindows();
  },
  "renew-subscriptions": async () => {
    await renewDueSubscriptions();
  },
  "abandon-payments": async () => {
    await abandonStalePayments();
  },
};

/** How often idle workers look for work (s): mail soon, the sweeps rarely (cron wakes them). */
const POLLING: Record<QueueName, number> = {
  "send-mail": 2,
  "expire-listings": 60,
  "end-boosts": 60,
  "notify-message": 5,
  "purge-expired": 300,
  "renew-subscriptions": 300,
  "abandon-payments": 300,
};

/**
 * Starts this process's job workers and the cron schedules, and catches up on expiry at once
 * (a listing that expired while no server ran is hidden by reads already; this fixes its
 * status).
 */
export async function startJobWorkers(): Promise<void> {
  for (const [queue, handler] of Object.entries(JOB_HANDLERS) as [QueueName, Handler][]) {
    await workQueue(queue, handler, { pollingIntervalSeconds: POLLING[queue] });
  }
  await scheduleRecurringJobs();
  await enqueue("expire-listings", {});
}

/** Runs the waiting jobs of `queue` now, in this process (tests; `npm run jobs -- --once`). */
export function runJobsNow(queue: QueueName): Promise<number> {
  return runQueuedJobs(queue, JOB_HANDLERS[queue]);
}
