/**
 * `POST /api/uploads/avatar` (multipart, field `avatar`): sets the caller's profile photo,
 * checked by content and converted to WebP; the photo it replaces is deleted; `data.url`.
 * 400 no photo or not one, 413 over 10 MB, 415 not multipart, 429 too many photo uploads, 503
 * the file storage cannot be written (models/account/profile.server.ts, `setAvatar`).
 */
import { z } from "zod";
import { setAvatar } from "~/models/account/profile.server";
import { apiAnswer, apiError, methods } from "~/request/api.server";
import { AUTH_ERRORS, operations, RATE_LIMITED } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import { readUploads } from "~/request/uploads.server";
import type { Route } from "./+types/avatar";
import { msg } from "~/i18n/messages";

const openapi = operations({
  post: {
    operationId: "uploadAvatar",
    tag: "Uploads",
    summary:
      "Sets your profile photo (one JPEG, PNG, WebP or HEIC file of at most 10 MB, stored as WebP); the one it replaces is deleted.",
    auth: "bearer",
    body: { multipart: ["avatar"] },
    answer: z.object({
      url: z.string().describe("The new profile photo's URL (`/uploads/avatars/...webp`)."),
    }),
    created: true,
    errors: {
      ...AUTH_ERRORS,
      400: "No photo was sent, the file is not a JPEG, PNG, WebP or HEIC photo, more than one file was sent, or the body was cut short.",
      413: "The file is over 10 MB.",
      415: "The body is not sent as `multipart/form-data`.",
      ...RATE_LIMITED,
      503: "The file storage cannot be written now: the photo was not saved.",
    },
  },
});

const api = methods(
  {
    POST: async ({ request }: Route.ActionArgs) => {
      const user = await requireApiUser(request);
      const { files } = await readUploads(request, ["avatar"], { maxFiles: 1 });
      if (!files.length)
        return apiError(400, msg("refusals.api.choosePhoto"), {
          avatar: [msg("refusals.api.choosePhoto")],
        });
      const url = await setAvatar(user.id, files[0].bytes);
      return apiAnswer(openapi.post, { url }, "Profile photo updated");
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
