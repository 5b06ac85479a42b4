/**
 * `POST /api/uploads/avatar` (multipart, field `avatar`): sets the caller's profile photo,
 * checked by content and converted to WebP; the photo it replaces is deleted; `data.url`.
 */
import { setAvatar } from "~/models/account/profile.server";
import { apiError, apiHandler, apiOk, methodNotAllowed } from "~/request/api.server";
import { requireApiUser } from "~/request/session.server";
import { readUploads } from "~/request/uploads.server";
import type { Route } from "./+types/avatar";

export const loader = methodNotAllowed;

export const action = apiHandler(async ({ request }: Route.ActionArgs) => {
  if (request.method !== "POST") return apiError(405, "Method not allowed");
  const user = await requireApiUser(request);
  const { files } = await readUploads(request, ["avatar"], { maxFiles: 1 });
  if (!files.length) return apiError(400, "Choose a photo", { avatar: ["Choose a photo"] });
  const url = await setAvatar(user.id, files[0].bytes);
  return apiOk({ url }, "Profile photo updated", { status: 201 });
});
