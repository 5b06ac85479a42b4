/**
 * The /sell action (and /upload's): one form post per step of the listing flow, each saving on
 * the server, then a redirect with a flash message (request/flash.server.ts).
 *
 * - multipart: photos for the draft in `?draft=` (readUploads, then addPhotos);
 * - `save-details`: validates step 1 with ListingDetailsSchema (Conform) and creates or
 *   updates the draft;
 * - `remove-photo`, `reorder-photos`, `move-photo`: step 2; `enhance-photo` (with
 *   `enhancement`) and `restore-photo`: photo enhancement, the plan-gated premium feature;
 * - `publish`: step 3, within the monthly quota;
 * - `switch-account`: a buyer starts selling;
 * - `mark-sold`, `renew`, `delete`: the buttons of My Listings (also on the dashboard).
 * Model errors (DomainError) come back as the page's error message with their status.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { ENHANCEMENT_LABELS } from "~/lib/enhancements";
import { LISTING_INTENTS, SELL_INTENTS } from "~/lib/intents";
import { ListingDetailsSchema, REQUIRED_SUMMARY, toListingFields } from "~/lib/listing-schema";
import { submissionMessage } from "~/lib/listing-status";
import { MAX_PHOTOS } from "~/lib/plans";
import { DomainError } from "~/models/shared/errors.server";
import { addPhotos, movePhoto, removePhoto, reorderPhotos } from "~/models/listings/photos.server";
import {
  enhancePhoto,
  parseEnhancement,
  restoreOriginalPhoto,
} from "~/models/listings/enhancement.server";
import {
  createDraft,
  deleteListing,
  markSold,
  publishListing,
  renewListing,
  switchToSelling,
  updateDetails,
} from "~/models/listings/selling.server";
import { redirectWithFlash } from "~/request/flash.server";
import { formText, readForm, readIntent } from "~/request/forms.server";
import { requireUser } from "~/request/session.server";
import { readUploads, UploadError } from "~/request/uploads.server";

const parseDetails = (form: FormData) => parseWithZod(form, { schema: ListingDetailsSchema });

export type SellActionData = {
  result?: ReturnType<ReturnType<typeof parseDetails>["reply"]> | null;
  error?: string;
};

const back = (params: Record<string, string>, message: string) =>
  redirectWithFlash(`/sell?${new URLSearchParams(params)}`, message);

export async function sellAction(request: Request) {
  const user = await requireUser(request);
  const draftId = new URL(request.url).searchParams.get("draft");
  try {
    if ((request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
      if (!draftId)
        return data<SellActionData>({ error: "Save the vehicle details first" }, { status: 400 });
      const { files } = await readUploads(request, ["photos", "carImages"], {
        maxFiles: MAX_PHOTOS + 1,
      });
      const { added, submitted, ...outcome } = await addPhotos(user, draftId, files);
      const message = `${added} photo${added === 1 ? "" : "s"} added`;
      return back(
        { draft: draftId, step: "2" },
        submitted ? `${message}. ${submissionMessage(outcome)}` : message,
      );
    }

    const form = await readForm(request);
    const intent = readIntent(form, [...SELL_INTENTS, ...LISTING_INTENTS]);
    const listingId = formText(form, "listingId", 40);
    switch (intent) {
      case "switch-account":
        await switchToSelling(user.id);
        return back({}, "Your account can now buy and sell");
      case "save-details": {
        const submission = parseDetails(form);
        if (submission.status !== "success") {
          return data<SellActionData>(
            { result: submission.reply({ formErrors: [REQUIRED_SUMMARY] }) },
            { status: 400 },
          );
        }
        const fields = toListingFields(submission.value);
        if (draftId) {
          const status = await updateDetails(user, draftId, fields);
          return back(
            { draft: draftId, step: status === "draft" ? "2" : "1" },
            status === "pending"
              ? "Saved. The listing goes back to review: buyers see it again once it is approved."
              : "Details saved",
          );
        }
        const id = await createDraft(user, fields);
        return back({ draft: id, step: "2" }, "Details saved as a draft");
      }
      case "remove-photo":
        await removePhoto(user, draftId ?? "", formText(form, "photoId", 40));
        return back({ draft: draftId ?? "", step: "2" }, "Photo removed");
      case "reorder-photos":
        await reorderPhotos(
          user,
          draftId ?? "",
          formText(form, "order", 2000).split(",").filter(Boolean),
        );
        return back({ draft: draftId ?? "", step: "2" }, "Photo order saved");
      case "move-photo":
        await movePhoto(
          user,
          draftId ?? "",
          formText(form, "photoId", 40),
          form.get("direction") === "up" ? "up" : "down",
        );
        return back({ draft: draftId ?? "", step: "2" }, "Photo moved");
      case "enhance-photo": {
        const enhancement = parseEnhancement(form.get("enhancement"));
        await enhancePhoto(user, draftId ?? "", formText(form, "photoId", 40), enhancement);
        return back(
          { draft: draftId ?? "", step: "2" },
          `${ENHANCEMENT_LABELS[enhancement]} applied`,
        );
      }
      case "restore-photo": {
        const restored = await restoreOriginalPhoto(
          user,
          draftId ?? "",
          formText(form, "photoId", 40),
        );
        return back(
          { draft: draftId ?? "", step: "2" },
          restored ? "Original photo restored" : "This photo is already the original",
        );
      }
      case "publish": {
        const outcome = await publishListing(user, draftId ?? "");
        if (outcome.awaitingPhotos)
          return back({ draft: outcome.id, step: "2" }, submissionMessage(outcome));
        return redirectWithFlash("/dashboard?tab=listings", submissionMessage(outcome));
      }
      case "mark-sold":
        await markSold(user, listingId);
        return back({ tab: "listings" }, "Marked as sold. Congratulations!");
      case "renew":
        await renewListing(user, listingId);
        return back({ tab: "listings" }, "Listing renewed for another 60 days");
      case "delete":
        await deleteListing(user, listingId);
        return back({ tab: "listings" }, "Listing deleted");
    }
  } catch (error) {
    if (error instanceof DomainError || error instanceof UploadError) {
      return data<SellActionData>({ error: error.message }, { status: error.status });
    }
    throw error;
  }
}
