/**
 * Background jobs in tests: mail and the sweeps are queued as jobs; these run what is waiting
 * now, in the test's process, as a worker would.
 */
import { runJobsNow } from "../../app/jobs/jobs.server";

/** Delivers every queued e-mail (to the test's outbox); answers how many. */
export const deliverQueuedMail = () => runJobsNow("send-mail");
/** Delivers every queued SMS (to the test's outbox, or the mocked provider); answers how many. */
export const deliverQueuedSms = () => runJobsNow("send-sms");
/** Runs every queued saved-car alert (price drops, sold or removed); answers how many. */
export const runSavedCarAlertJobs = () => runJobsNow("saved-car-alerts");
