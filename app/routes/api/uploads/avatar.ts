/**
 * `POST /api/uploads/avatar` (multipart, field `avatar`): sets the caller's profile photo,
 * checked by content and converted to WebP; `data.url`.
 */
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { users } from "#db/schema";
import { apiError, apiOk } from "~/request/api.server";
import { db } from "#db/connection";
import { photoUrl } from "~/lib/images";
import { requireApiUser } from "~/request/session.server";
import { readUploads, UploadError } from "~/request/uploads.server";
import { makeVariants, PhotoError } from "~/services/images.server";
import type { Route } from "./+types/avatar";

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return apiError(405, "Method not allowed");
  const user = await requireApiUser(request);
  try {
    const { files } = await readUploads(request, ["avatar"], { maxFiles: 1 });
    if (!files.length) return apiError(400, "Choose a photo", { avatar: ["Choose a photo"] });
    const stored = await makeVariants(files[0].bytes, `avatars/${user.id}/${crypto.randomUUID()}`);
    const url = photoUrl(stored.storageKey, stored.widths[0]);
    await db().update(users).set({ avatar: url }).where(eq(users.id, user.id));
    return apiOk({ url }, "Profile photo updated", { status: 201 });
  } catch (error) {
    if (error instanceof UploadError) return apiError(error.status, error.message);
    if (error instanceof PhotoError)
      return apiError(400, error.message, { avatar: [error.message] });
    throw error;
  }
}

export const loader = () => apiError(405, "Method not allowed");
