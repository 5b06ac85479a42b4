/** `GET /api/users/profile` (the signed-in user's profile) and `PUT` (update some fields). */
import { ProfileUpdateSchema } from "~/lib/profile-schema";
import { getProfile, updateProfile } from "~/models/user.server";
import { apiError, apiHandler, apiOk, readJsonWith } from "~/request/api.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/profile";

export const loader = apiHandler(async ({ request }: Route.LoaderArgs) => {
  const user = await requireApiUser(request);
  return apiOk(await getProfile(user.id));
});

export const action = apiHandler(async ({ request }: Route.ActionArgs) => {
  if (request.method !== "PUT") return apiError(405, "Method not allowed");
  const user = await requireApiUser(request);
  const patch = await readJsonWith(request, ProfileUpdateSchema.strict());
  return apiOk(await updateProfile(user.id, patch), "Profile updated");
});
