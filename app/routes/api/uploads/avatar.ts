/**
 * `POST /api/uploads/avatar` (multipart, field `avatar`): sets the caller's profile photo,
 * checked by content and converted to WebP; the photo it replaces is deleted; `data.url`.
 */
import { setAvatar } from "~/models/account/profile.server";
import { apiError, apiOk, methods } from "~/request/api.server";
import { AUTH_ERRORS, operations } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import { readUploads } from "~/request/uploads.server";
import type { Route } from "./+types/avatar";
import { msg } from "~/i18n/messages";

const openapi = operations({
  post: {
    tag: "Uploads",
    summary: "Sets your profile photo (`data.url`).",
    auth: "bearer",
    body: { multipart: ["avatar"] },
    created: true,
    errors: {
      ...AUTH_ERRORS,
      400: "Not a photo.",
      413: "Over the size limit.",
      415: "The body is not sent as `multipart/form-data`.",
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
      return apiOk({ url }, "Profile photo updated", { status: 201 });
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
