/**
 * `POST /api/uploads/cars/{id}/images` (multipart, field `carImages` repeated): adds photos to
 * the caller's listing (its seller, or an admin; others 404). Checked by content, 10 MB each,
 * within the plan's photo limit (over it: 400, the message says how many fit); all or nothing.
 * 503 when the file storage cannot be written (nothing is added). The first photos of a listing waiting for them
 * send it to review: `data {added, images, id, status, awaitingPhotos, submitted}` and the
 * message say where it stands.
 */
import { z } from "zod";
import { msg } from "~/i18n/messages";
import { ListingPhotoSchema } from "~/lib/account/answers-account";
import { LISTING_STATUSES } from "~/lib/vocabulary/domain";
import { submissionNext } from "~/lib/listings/listing-status";
import { MAX_PHOTOS } from "~/lib/billing/plans";
import { addPhotos, listingPhotosOf } from "~/models/selling/photos.server";
import { requireEditableListing } from "~/models/selling/selling.server";
import { apiAnswer, methods } from "~/request/api.server";
import { AUTH_ERRORS, operations, RATE_LIMITED } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import { readUploads } from "~/request/uploads.server";
import type { Route } from "./+types/car-images";

const openapi = operations({
  post: {
    operationId: "uploadCarPhotos",
    tag: "Uploads",
    summary:
      "Adds photos to your listing (field `carImages`, repeated; `photos` is taken too), checked by content, 10 MB each, within the plan's photos per listing; all or nothing. The first photos of a listing waiting for them send it to review: `data.submitted`, `data.status`.",
    auth: "bearer",
    body: { multipart: ["carImages"] },
    answer: z.object({
      id: z.string().describe("The listing's id."),
      status: z.enum(LISTING_STATUSES).describe("Where the listing stands now."),
      awaitingPhotos: z.boolean().describe("A submitted draft still waiting for its first photo."),
      submitted: z
        .boolean()
        .describe("These were the first photos of a listing waiting for them: it went to review."),
      added: z.number().int().min(1).describe("Photos added."),
      images: z.array(ListingPhotoSchema).describe("Every photo of the listing, in order."),
    }),
    created: true,
    errors: {
      ...AUTH_ERRORS,
      400: "No photo was sent, a file is not a JPEG, PNG, WebP or HEIC photo, too many files were sent at once, the body was cut short, or the photos would pass the plan's photo limit (the message says how many fit). Nothing was added.",
      404: "Not found, or not yours.",
      413: "A file is over 10 MB.",
      415: "The body is not sent as `multipart/form-data`.",
      ...RATE_LIMITED,
      503: "The file storage cannot be written now: nothing was added.",
    },
  },
});

const api = methods(
  {
    POST: async ({ request, params }: Route.ActionArgs) => {
      const user = await requireApiUser(request);
      await requireEditableListing(user, params.id);
      const { files } = await readUploads(request, ["carImages", "photos"], {
        maxFiles: MAX_PHOTOS + 1,
      });
      const result = await addPhotos(user, params.id, files);
      const next = result.submitted ? submissionNext(result) : "none";
      return apiAnswer(
        openapi.post,
        { ...result, images: await listingPhotosOf(params.id) },
        msg("sell.flash.photosAdded", { count: result.added, next }),
      );
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
