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
 * - `switch-account`: a buyer starts selling.
 * My Listings' buttons (mark sold, renew, delete) post to their own route
 * (routes/sell/listing-actions.ts).
 * Refusals (a model's DomainError, an upload's UploadError) come back through handleForm as
 * the page's error message with their status; a details form the schema refuses, as Conform's
 * field errors with REQUIRED_SUMMARY above them, what was typed kept.
 */
import { z } from "zod";
import type { FormAnswer } from "~/lib/forms/form-answer";
import { msg } from "~/i18n/messages";
import type { SellIntent } from "~/lib/forms/intents";
import {
  ListingDetailsSchema,
  REQUIRED_SUMMARY,
  toListingFields,
} from "~/lib/listings/listing-schema";
import { submissionMessage, submissionNext } from "~/lib/listings/listing-status";
import { MAX_PHOTOS } from "~/lib/billing/plans";
import { fieldText } from "~/lib/forms/text";
import { DomainError } from "~/models/shared/errors.server";
import { addPhotos, movePhoto, removePhoto, reorderPhotos } from "~/models/selling/photos.server";
import {
  enhancePhoto,
  parseEnhancement,
  restoreOriginalPhoto,
} from "~/models/selling/enhancement.server";
import {
  createDraft,
  publishListing,
  switchToSelling,
  updateDetails,
} from "~/models/selling/selling.server";
import { redirectWithFlash } from "~/request/flash.server";
import { pathInRequestLanguage } from "~/request/language.server";
import { handleForm, messageOnly, NoFields } from "~/request/forms.server";
import { requireUser } from "~/request/session.server";
import { readUploads, type UploadedFile } from "~/request/uploads.server";

/** The action's answer when it does not redirect (request/forms.server.ts). */
export type SellAnswer = FormAnswer<SellIntent>;

/** Back to /sell in the request's language, with a flash message (a `sell` key, read in the page's language). */
const back = (request: Request, params: Record<string, string>, message: string) =>
  redirectWithFlash(
    pathInRequestLanguage(request, `/sell?${new URLSearchParams(params)}`),
    message,
  );

const PhotoForm = z.object({ photoId: fieldText(40) });

export async function sellAction(request: Request) {
  const user = await requireUser(request);
  const draftId = new URL(request.url).searchParams.get("draft");
  if ((request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    // Step 2's photos: a multipart form of files alone, for the draft in the address.
    let files: UploadedFile[] = [];
    const readPhotos = async (r: Request) => {
      if (!draftId) throw new DomainError(400, msg("sell.refusal.detailsFirst"));
      const read = await readUploads(r, ["photos", "carImages"], { maxFiles: MAX_PHOTOS + 1 });
      files = read.files;
      return read.form;
    };
    return handleForm(request, { form: NoFields, read: { form: readPhotos } }, async () => {
      const { added, submitted, ...outcome } = await addPhotos(user, draftId!, files);
      const next = submitted ? submissionNext(outcome) : "none";
      return back(
        request,
        { draft: draftId!, step: "2" },
        msg("sell.flash.photosAdded", { count: added, next }),
      );
    });
  }

  const step2 = { draft: draftId ?? "", step: "2" };
  return handleForm(
    request,
    {
      intents: {
        "switch-account": NoFields,
        "save-details": { schema: ListingDetailsSchema, invalid: REQUIRED_SUMMARY },
        "remove-photo": PhotoForm,
        "reorder-photos": z.object({ order: fieldText(2000) }),
        "move-photo": PhotoForm,
        "enhance-photo": PhotoForm,
        "restore-photo": PhotoForm,
        publish: NoFields,
      },
      refused: messageOnly,
    },
    async (input, form) => {
      switch (input.intent) {
        case "switch-account":
          await switchToSelling(user.id);
          return back(request, {}, msg("sell.flash.switched"));
        case "save-details": {
          const fields = toListingFields(input.value);
          if (draftId) {
            const status = await updateDetails(user, draftId, fields);
            return back(
              request,
              { draft: draftId, step: status === "draft" ? "2" : "1" },
              status === "pending"
                ? msg("sell.flash.backToReview")
                : msg("sell.flash.detailsSaved"),
            );
          }
          const id = await createDraft(user, fields);
          return back(request, { draft: id, step: "2" }, msg("sell.flash.draftSaved"));
        }
        case "remove-photo":
          await removePhoto(user, draftId ?? "", input.value.photoId);
          return back(request, step2, msg("sell.flash.photoRemoved"));
        case "reorder-photos":
          await reorderPhotos(user, draftId ?? "", input.value.order.split(",").filter(Boolean));
          return back(request, step2, msg("sell.flash.orderSaved"));
        case "move-photo":
          await movePhoto(
            user,
            draftId ?? "",
            input.value.photoId,
            form.get("direction") === "up" ? "up" : "down",
          );
          return back(request, step2, msg("sell.flash.photoMoved"));
        case "enhance-photo": {
          const enhancement = parseEnhancement(form.get("enhancement"));
          await enhancePhoto(user, draftId ?? "", input.value.photoId, enhancement);
          return back(request, step2, msg("sell.flash.enhanced", { enhancement }));
        }
        case "restore-photo": {
          const restored = await restoreOriginalPhoto(user, draftId ?? "", input.value.photoId);
          return back(
            request,
            step2,
            restored ? msg("sell.flash.restored") : msg("sell.flash.alreadyOriginal"),
          );
        }
        case "publish": {
          const outcome = await publishListing(user, draftId ?? "");
          if (outcome.awaitingPhotos)
            return back(request, { draft: outcome.id, step: "2" }, submissionMessage(outcome));
          return redirectWithFlash(
            pathInRequestLanguage(request, "/dashboard?tab=listings"),
            submissionMessage(outcome),
          );
        }
      }
    },
  );
}
