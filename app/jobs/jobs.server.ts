/**
 * The background jobs (docs/decisions/007-background-jobs.md): what each queue of
 * services/queue.server.ts does. The server starts the workers in every process it runs
 * (unless JOBS_IN_SERVER=false), and `npm run jobs` runs them as a process of their own; pg-boss
 * hands each job to one worker across all of them.
 *
 * - `send-mail`: delivers one queued e-mail (retried with backoff until it goes through), unless
 *   the recipient's preferences turn it away (models/shared/preferences.server.ts: then it is dropped);
 * - `expire-listings` (hourly, and once at start): active listings past `expires_at` expire;
 * - `end-boosts` (every 5 minutes): boosts past their end are cleared and sellers told;
 * - `notify-message`: a new message is e-mailed to its recipient if they stay away;
 * - `purge-expired` (daily): expired sessions, spent tokens, old rate-limit windows and
 *   idempotency answers past a day go;
 * - `renew-subscriptions` (hourly): due plans are charged, retried or ended (models/billing/renewals.server.ts);
 * - `abandon-payments` (hourly): payments pending for 24 hours become abandoned;
 * - `send-sms`: delivers one queued SMS (phone codes, inquiry alerts; retried briefly), unless
 *   the recipient's preferences turn it away;
 * - `weekly-reports` (Mondays): sellers who asked get their week's views, saves and inquiries;
 * - `delete-files`: files whose rows are gone, which the storage refused to delete at the time
 *   (services/storage.server.ts), deleted again until it works;
 * - `vacuum-analyze` (hourly, and once at start): planner statistics and the visibility map
 *   where no autovacuum keeps them: embedded PGlite, or a PostgreSQL server with autovacuum off
 *   (models/shared/table-maintenance.server.ts; docs/decisions/003-performance.md).
 * - `match-saved-searches`: a listing that became active is matched against the saved searches;
 *   owners get an in-app notice, and instant searches their mail (models/saved/saved-search-*);
 * - `saved-search-instant`: an instant alert held back by its hourly limit, sent when it is up;
 * - `saved-search-daily` / `saved-search-weekly` (07:00 Lagos): the saved-search digests.
 * - `rate-listing`: one listing's fair-price rating (approval, renewal, price change);
 * - `recompute-price-ratings` (nightly, and after the seed): every live listing's rating
 *   (models/pricing/price-rating.server.ts; docs/decisions/021-fair-price-rating.md).
 * - `saved-car-alerts`: one listing's savers told of a price drop, a sale or a removal
 *   (models/saved/saved-car-alerts.server.ts).
 * - `purge-cdn`: the CDN forgets the answers tagged with some keys, after a change to a car or a
 *   seller (services/cdn.server.ts; docs/decisions/019-cacheable-pages.md);
 * - `newsletter-batch`: one throttled batch of a newsletter's mails, then the next a minute later;
 *   hourly without an issue, a batch for any issue left sending without one
 *   (models/admin/newsletters.server.ts; docs/decisions/024-newsletter.md).
 * - `photo-previews` (nightly, and once at start): photos stored before previews existed get
 *   the preview the data saver shows (models/selling/photos.server.ts;
 *   docs/decisions/020-photo-formats.md).
 * - `check-vin`: one listing's VIN decoded offline and compared with its make and year; a
 *   mismatch, or the VIN live on another seller's listing, flags it for the risk queue
 *   (models/selling/vin-check.server.ts; docs/decisions/032-scam-signals.md). Once at start,
 *   without a listing: every VIN not checked yet (the seed's, an import's, a lost job's).
 * Later issues add theirs here.
 */
import type PgBoss from "pg-boss";
import { purgeExpiredSessions } from "~/models/identity/sessions.server";
import { purgeSpentTokens } from "~/models/identity/tokens.server";
import { endFinishedBoosts } from "~/models/catalogue/boosts.server";
import { abandonStalePayments } from "~/models/billing/payments.server";
import { renewDueSubscriptions } from "~/models/billing/renewals.server";
import { notifyRecipient } from "~/models/messaging/notify.server";
import { purgeOldWindows } from "~/models/shared/limits.server";
import { purgeIdempotencyKeys } from "~/models/shared/idempotency.server";
import { maintainTables } from "~/models/shared/table-maintenance.server";
import { expireDueListings } from "~/models/selling/selling.server";
import { wantsMail, wantsSms } from "~/models/shared/preferences.server";
import { instantSearchesToMail, matchListing } from "~/models/saved/saved-search-matcher.server";
import { sendDigests, sendInstantAlert } from "~/models/saved/saved-search-alerts.server";
import { runSavedCarAlerts, type SavedCarAlertJob } from "~/models/saved/saved-car-alerts.server";
import { sendWeeklyReports } from "~/models/selling/weekly-report.server";
import { rateListing, recomputePriceRatings } from "~/models/pricing/price-rating.server";
import { fillMissingPreviews } from "~/models/selling/photos.server";
import { checkListingVin, checkUncheckedVins } from "~/models/selling/vin-check.server";
import { resumeNewsletters, sendNewsletterBatch } from "~/models/admin/newsletters.server";
import { getEnv } from "~/env.server";
import { deliverMail, type Addressee, type Mail } from "~/services/mail.server";
import { deliverSms, type Sms } from "~/services/sms.server";
import { purgeCdn } from "~/services/cdn.server";
import { deleteFilesNow, type DeleteFilesJob } from "~/services/storage.server";
import {
  enqueue,
  runQueuedJobs,
  scheduleRecurringJobs,
  workQueue,
  type QueueName,
} from "~/services/queue.server";

type Handler = (job: PgBoss.Job<object>) => Promise<void>;

/** Logs a message its recipient's preferences turned away. */
function skipped(what: string, message: Addressee) {
  if (getEnv().LOG_LEVEL !== "silent")
    console.log(`${what} not sent: user ${message.userId} turned off ${message.kind} messages`);
}

/** What each queue's job does. */
export const JOB_HANDLERS: Record<QueueName, Handler> = {
  "send-mail": async (job) => {
    const mail = job.data as Mail;
    // Not wanted (preferences): dropped for good, not retried.
    if (mail.userId && mail.kind && !(await wantsMail(mail.userId, mail.kind))) {
      skipped(`Mail "${mail.subject}"`, mail);
      return;
    }
    await deliverMail(mail);
  },
  "send-sms": async (job) => {
    const sms = job.data as Sms;
    if (sms.userId && sms.kind && !(await wantsSms(sms.userId, sms.kind))) {
      skipped("SMS", sms);
      return;
    }
    await deliverSms(sms);
  },
  "weekly-reports": async () => {
    await sendWeeklyReports();
  },
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
    await purgeIdempotencyKeys();
  },
  "renew-subscriptions": async () => {
    await renewDueSubscriptions();
  },
  "abandon-payments": async () => {
    await abandonStalePayments();
  },
  "purge-cdn": async (job) => {
    await purgeCdn((job.data as { keys: string[] }).keys);
  },
  "delete-files": async (job) => {
    await deleteFilesNow(job.data as DeleteFilesJob);
  },
  "vacuum-analyze": async () => {
    await maintainTables();
  },
  "match-saved-searches": async (job) => {
    const { listingId } = job.data as { listingId: string };
    await matchListing(listingId);
    // One job per search (the queue keeps one waiting per search): a failing mail retries alone.
    // Read back from the matches, so a retry after the matches were written still mails them.
    for (const searchId of await instantSearchesToMail(listingId))
      await enqueue("saved-search-instant", { searchId }, { singletonKey: searchId });
  },
  "saved-search-instant": async (job) => {
    await sendInstantAlert((job.data as { searchId: string }).searchId);
  },
  "saved-search-daily": async () => {
    await sendDigests("daily");
  },
  "saved-search-weekly": async () => {
    await sendDigests("weekly");
  },
  "rate-listing": async (job) => {
    await rateListing((job.data as { listingId: string }).listingId);
  },
  "recompute-price-ratings": async () => {
    await recomputePriceRatings();
  },
  "saved-car-alerts": async (job) => {
    await runSavedCarAlerts(job as PgBoss.Job<SavedCarAlertJob>);
  },
  "newsletter-batch": async (job) => {
    const { newsletterId } = job.data as { newsletterId?: string };
    if (newsletterId) await sendNewsletterBatch(newsletterId);
    else await resumeNewsletters();
  },
  "photo-previews": async () => {
    await fillMissingPreviews();
  },
  "check-vin": async (job) => {
    const { listingId } = job.data as { listingId?: string };
    if (listingId) await checkListingVin(listingId);
    // A few hundred a run (0.3-1 s each), well within the job's five minutes; the next start,
    // or the next car's own job, takes the rest.
    else await checkUncheckedVins(300);
  },
};

/** How often idle workers look for work (s): mail soon, the sweeps rarely (cron wakes them). */
const POLLING: Record<QueueName, number> = {
  "send-mail": 2,
  "send-sms": 2,
  "weekly-reports": 300,
  "expire-listings": 60,
  "end-boosts": 60,
  "notify-message": 5,
  "purge-expired": 300,
  "renew-subscriptions": 300,
  "abandon-payments": 300,
  "delete-files": 30,
  "purge-cdn": 5,
  "vacuum-analyze": 300,
  "match-saved-searches": 5,
  "saved-search-instant": 30,
  "saved-search-daily": 300,
  "saved-search-weekly": 300,
  "rate-listing": 5,
  "recompute-price-ratings": 300,
  "saved-car-alerts": 5,
  "newsletter-batch": 10,
  "photo-previews": 300,
  "check-vin": 5,
};

/**
 * Starts this process's job workers and the cron schedules, and catches up on expiry at once
 * (a listing that expired while no server ran is hidden by reads already; this fixes its
 * status), on statistics (an embedded database seeded or imported before it had the
 * `vacuum-analyze` job has none, and the planner would guess for an hour) and on photo previews
 * (photos stored before previews existed show a neutral colour under the data saver until then)
 * and on VIN checks.
 */
export async function startJobWorkers(): Promise<void> {
  for (const [queue, handler] of Object.entries(JOB_HANDLERS) as [QueueName, Handler][]) {
    await workQueue(queue, handler, { pollingIntervalSeconds: POLLING[queue] });
  }
  await scheduleRecurringJobs();
  await enqueue("expire-listings", {});
  await enqueue("vacuum-analyze", {});
  await enqueue("photo-previews", {});
  await enqueue("check-vin", {}, { singletonKey: "unchecked" });
}

/** Runs the waiting jobs of `queue` now, in this process (tests; `npm run jobs -- --once`). */
export function runJobsNow(queue: QueueName): Promise<number> {
  return runQueuedJobs(queue, JOB_HANDLERS[queue]);
}
