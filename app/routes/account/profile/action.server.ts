/**
 * The /profile action: one intent per form (lib/intents.ts, PROFILE_INTENTS), each
 * a plain form post that works without JavaScript.
 *
 * - `save-profile`: every field of the Profile tab (ProfileFormSchema, Conform); the seller
 *   part only for sellers. A new e-mail is only requested (a confirmation link goes to it, the
 *   current password is asked for); a new phone number is un-verified.
 * - `upload-avatar` (multipart `avatar`), `upload-cover` (multipart `coverImage`, sellers):
 *   checked by content and stored as WebP; the old photo is deleted.
 * - `save-preferences`: the Preferences tab (PreferencesFormSchema).
 *
 * Success: a redirect to the tab with a flash message. A form that does not validate, or that
 * a model refuses (DomainError: e-mail taken, wrong password...), comes back as Conform's
 * reply with "Failed to update profile", keeping what was typed (never the password).
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { PROFILE_INTENTS, type ProfileIntent } from "~/lib/intents";
import { PreferencesFormSchema, ProfileFormSchema, type ProfileForm } from "~/lib/profile-schema";
import { DomainError } from "~/models/shared/errors.server";
import { updatePreferences } from "~/models/shared/preferences.server";
import {
  requestEmailChange,
  setAvatar,
  setCoverImage,
  updateProfile,
  type ChangeInfo,
  type ProfileChanges,
} from "~/models/account/profile.server";
import { redirectWithFlash } from "~/request/flash.server";
import { readForm, readIntent } from "~/request/forms.server";
import { getAuth, requireUser, type PublicUser } from "~/request/session.server";
import { readUploads, UploadError } from "~/request/uploads.server";

/** The profile form's failure heading (docs/product.md#error-texts, Profile update). */
export const PROFILE_UPDATE_FAILED = "Failed to update profile";
/** The photo forms' failure heading (docs/product.md#error-texts, Image upload). */
export const IMAGE_UPLOAD_FAILED = "Failed to upload image";

export type ProfileActionData =
  | { intent: "save-profile" | "save-preferences"; result: SubmissionResult<string[]> }
  | { intent: "upload-avatar" | "upload-cover"; error: string };

const reply = (intent: ProfileIntent, status: number, body: Omit<ProfileActionData, "intent">) =>
  data({ intent, ...body } as ProfileActionData, { status });

/**
 * The form's values as the changes to apply: an empty field clears it. The seller part is
 * sent as the form has it; `updateProfile` keeps it only for selling accounts.
 */
export function profileChanges(v: ProfileForm): ProfileChanges {
  return {
    firstName: v.firstName,
    lastName: v.lastName,
    phone: v.phone ?? null,
    state: v.state ?? null,
    city: v.city ?? null,
    address: v.address ?? null,
    dateOfBirth: v.dateOfBirth ?? null,
    gender: v.gender ?? null,
    bio: v.bio ?? null,
    sellerType: v.sellerType ?? "individual",
    businessName: v.businessName ?? null,
    description: v.description ?? null,
    services: v.services ?? [],
    certifications: v.certifications ?? [],
    workingHours: {
      weekdays: v.workingHours?.weekdays ?? "",
      saturday: v.workingHours?.saturday ?? "",
      sunday: v.workingHours?.sunday ?? "",
    },
    website: v.website ?? null,
  };
}

async function uploadPhoto(request: Request, user: PublicUser) {
  let read;
  try {
    read = await readUploads(request, ["avatar", "coverImage"], { maxFiles: 1 });
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    return reply("upload-avatar", error.status, {
      error: `${IMAGE_UPLOAD_FAILED}: ${error.message}`,
    });
  }
  const intent = readIntent(read.form, PROFILE_INTENTS);
  if (intent !== "upload-avatar" && intent !== "upload-cover")
    throw data({ message: "Send this form without a file." }, { status: 400 });
  const file = read.files[0];
  if (!file) return reply(intent, 400, { error: `${IMAGE_UPLOAD_FAILED}: choose a photo first.` });
  try {
    if (intent === "upload-avatar") await setAvatar(user.id, file.bytes);
    else await setCoverImage(user.id, file.bytes);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return reply(intent, error.status, { error: `${IMAGE_UPLOAD_FAILED}: ${error.message}` });
  }
  return redirectWithFlash(
    "/profile",
    intent === "upload-avatar" ? "Profile photo updated" : "Cover image updated",
  );
}

export async function profileAction(request: Request, clientIp: string | null) {
  const user = await requireUser(request);
  if ((request.headers.get("content-type") ?? "").startsWith("multipart/form-data"))
    return uploadPhoto(request, user);
  const form = await readForm(request);
  const intent = readIntent(form, PROFILE_INTENTS);

  if (intent === "save-preferences") {
    const submission = parseWithZod(form, { schema: PreferencesFormSchema });
    if (submission.status !== "success") return reply(intent, 400, { result: submission.reply() });
    await updatePreferences(user.id, submission.value);
    return redirectWithFlash("/profile?tab=preferences", "Preferences saved");
  }

  if (intent !== "save-profile")
    return reply(intent, 400, { error: `${IMAGE_UPLOAD_FAILED}: choose a photo first.` });
  const submission = parseWithZod(form, { schema: ProfileFormSchema });
  const hideFields = ["currentPassword"];
  if (submission.status !== "success")
    return reply(intent, 400, {
      result: submission.reply({
        formErrors: [`${PROFILE_UPDATE_FAILED}: check the fields marked below.`],
        hideFields,
      }),
    });
  const v = submission.value;
  const auth = await getAuth(request);
  const info: ChangeInfo = {
    ip: clientIp,
    userAgent: request.headers.get("user-agent"),
    sessionId: auth?.sessionId ?? null,
  };
  let requested: string | null = null;
  try {
    if (v.email !== user.email.toLowerCase())
      requested = await requestEmailChange(user, v.email, v.currentPassword);
    await updateProfile(user.id, profileChanges(v), info);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return reply(intent, error.status, {
      result: submission.reply({
        formErrors: [`${PROFILE_UPDATE_FAILED}: ${error.message}`],
        fieldErrors: error.fields ?? {},
        hideFields,
      }),
    });
  }
  return redirectWithFlash(
    "/profile",
    requested
      ? `Profile saved. We sent a confirmation link to ${requested}: your e-mail changes when you open it.`
      : "Profile saved",
  );
}
