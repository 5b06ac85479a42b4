/**
 * What a seller is told about where their listing stands (README, "Selling, moderation and
 * plans"): the label of a listing that waits for its first photo, and the answer to a
 * submission, the same on the /sell page and in the API's `message`.
 */
import { msg } from "~/i18n/messages";
import type { ListingStatus } from "../vocabulary/domain";

/** Where a submitted listing stands: `awaitingPhotos` is only ever true on a `draft`. */
export type SubmissionOutcome = {
  id: string;
  status: ListingStatus;
  awaitingPhotos: boolean;
};

/** What happens next after a submission (or the photo that completed one). */
export function submissionMessage(outcome: Pick<SubmissionOutcome, "status" | "awaitingPhotos">) {
  return msg(`sell.submission.${submissionNext(outcome)}`);
}

/**
 * What comes next, as the key of `sell.submission.*` and the `next` of `sell.flash.photosAdded`:
 * texts are message keys, translated where they are read (docs/decisions/023-languages.md).
 */
export function submissionNext(
  outcome: Pick<SubmissionOutcome, "status" | "awaitingPhotos">,
): "awaitingPhotos" | "live" | "review" {
  if (outcome.awaitingPhotos) return "awaitingPhotos";
  if (outcome.status === "active") return "live";
  return "review";
}
