/** `GET /api/users/profile` (the signed-in user's profile) and `PUT` (update some fields). */
import { apiOk, readJsonWith } from "~/request/api.server";
import { ProfileUpdateSchema } from "~/lib/auth-schemas";
import { requireApiUser } from "~/request/session.server";
import { getProfile, updateProfile } from "~/models/user.server";
import type { Route } from "./+types/profile";
import { apiError } from "~/request/api.server";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireApiUser(request);
  return apiOk(await getProfile(user.id));
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "PUT") return apiError(405, "Method not allowed");
  const user = await requireApiUser(request);
  const patch = await readJsonWith(request, ProfileUpdateSchema.strict());
  return apiOk(await updateProfile(user.id, patch), "Profile updated");
}
