/**
 * What a seller is told about where their listing stands (README, "Selling, moderation and
 * plans"): the label of a listing that waits for its first photo, and the answer to a
 * submission, the same on the /sell page and in the API's `message`.
 */
import type { ListingStatus } from "./domain";

/** My Listings' badge for a draft that was submitted without a photo. */
export const AWAITING_PHOTOS_LABEL = "Waiting for photos";

/** Where a submitted listing stands: `awaitingPhotos` is only ever true on a `draft`. */
export type SubmissionOutcome = {
  id: string;
  status: ListingStatus;
  awaitingPhotos: boolean;
};

/** What happens next after a submission (or the photo that completed one). */
export function submissionMessage(outcome: Pick<SubmissionOutcome, "status" | "awaitingPhotos">) {
  if (outcome.awaitingPhotos) return "Saved. Upload at least one photo to send it for review.";
  if (outcome.status === "active") return "Your listing is live";
  return "Your listing will be reviewed within 24 hours";
}
