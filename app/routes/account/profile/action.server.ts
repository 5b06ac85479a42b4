/**
 * The /profile action: one intent per form (lib/forms/intents.ts, PROFILE_INTENTS), each
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
 * a model refuses (DomainError: e-mail taken, wrong password...), comes back through
 * handleForm with "Failed to update profile", keeping what was typed (never the password); a
 * refused photo with "Failed to upload image".
 */
import { data, href } from "react-router";
import { msg } from "~/i18n/messages";
import type { FormAnswer } from "~/lib/forms/form-answer";
import type { ProfileIntent } from "~/lib/forms/intents";
import {
  PreferencesFormSchema,
  ProfileFormSchema,
  type ProfileForm,
} from "~/lib/account/profile-schema";
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
import { handleForm, messageAndFields, NoFields, type Refusal } from "~/request/forms.server";
import { getAuth, requireUser } from "~/request/session.server";
import { readUploads, type UploadedFile } from "~/request/uploads.server";

/** The action's answer when it does not redirect (request/forms.server.ts). */
export type ProfileAnswer = FormAnswer<ProfileIntent>;

/** "<heading>: <the refusal>", both translated where it is shown (i18n/messages.ts). */
const prefixed =
  (heading: "profile.failed.update" | "profile.failed.image") => (error: Refusal) => ({
    formErrors: [msg(heading, { reason: error.message })],
    fieldErrors: error.fields,
  });

/**
 * The form's values as the changes to apply: an empty field clears it. The seller part is
 * sent as the form has it; `updateProfile` keeps it only for selling accounts.
 */
export function profileChanges(v: ProfileForm): ProfileChanges {
  return {
    firstName: v.firstName,
    lastName: v.lastName,
    phone: v.phone ?? null,
    whatsapp: v.whatsapp,
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

const isMultipart = (request: Request) =>
  (request.headers.get("content-type") ?? "").startsWith("multipart/form-data");

export async function profileAction(request: Request, clientIp: string | null) {
  const user = await requireUser(request);
  // The photo forms are multipart: their file is read with the form, within the upload limits.
  let files: UploadedFile[] = [];
  const readPhoto = async (r: Request) => {
    const read = await readUploads(r, ["avatar", "coverImage"], { maxFiles: 1 });
    const intent = read.form.get("intent");
    if (intent !== "upload-avatar" && intent !== "upload-cover")
      throw data({ message: "Send this form without a file." }, { status: 400 });
    files = read.files;
    return read.form;
  };
  return handleForm(
    request,
    {
      // An upload that could not be read (too large...) shows under the profile photo.
      read: isMultipart(request) ? { form: readPhoto, intent: "upload-avatar" } : undefined,
      intents: {
        "save-profile": {
          schema: ProfileFormSchema,
          hideFields: ["currentPassword"],
          invalid: msg("profile.failedCheck"),
          refused: prefixed("profile.failed.update"),
        },
        "save-preferences": { schema: PreferencesFormSchema, refused: messageAndFields },
        "upload-avatar": NoFields,
        "upload-cover": NoFields,
      },
      // The photos' refusals.
      refused: prefixed("profile.failed.image"),
    },
    async (input) => {
      switch (input.intent) {
        case "save-preferences":
          await updatePreferences(user.id, input.value);
          return redirectWithFlash(
            `${href("/:lang?/profile")}?tab=preferences`,
            msg("profile.flash.preferences"),
          );
        case "upload-avatar":
        case "upload-cover": {
          const file = files[0];
          if (!file) throw new DomainError(400, msg("profile.photo.chooseFirst"));
          if (input.intent === "upload-avatar") await setAvatar(user.id, file.bytes);
          else await setCoverImage(user.id, file.bytes);
          return redirectWithFlash(
            href("/:lang?/profile"),
            input.intent === "upload-avatar"
              ? msg("profile.flash.photo")
              : msg("profile.flash.cover"),
          );
        }
        case "save-profile": {
          const v = input.value;
          const auth = await getAuth(request);
          const info: ChangeInfo = {
            ip: clientIp,
            userAgent: request.headers.get("user-agent"),
            sessionId: auth?.sessionId ?? null,
          };
          let requested: string | null = null;
          if (v.email !== user.email.toLowerCase())
            requested = await requestEmailChange(user, v.email, v.currentPassword);
          await updateProfile(user.id, profileChanges(v), info);
          return redirectWithFlash(
            href("/:lang?/profile"),
            requested
              ? msg("profile.flash.savedEmail", { email: requested })
              : msg("profile.flash.saved"),
          );
        }
      }
    },
  );
}
