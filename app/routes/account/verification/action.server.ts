/**
 * The /verification action (docs/decisions/011-trust-and-verification.md): one intent per form
 * (lib/intents.ts, VERIFICATION_INTENTS), each a plain form post that works without JavaScript.
 *
 * - `upload-document` (multipart: `type`, `document`, `issuedAt` for proof of address): stored
 *   privately for staff review (models/trust/verification.server.ts).
 * - `change-phone` (`phone`): a new number un-verifies the old one.
 * - `send-code`, `verify-code` (`code`): the SMS code (models/trust/phone.server.ts).
 * - `resend-email`: the e-mail confirmation link again (3 an hour).
 *
 * Success: a redirect to the tab with a flash message. A refusal comes back through handleForm
 * with its status, its message above the tabs and its field errors, keeping what was typed.
 */
import { z } from "zod";
import type { FormAnswer } from "~/lib/form-answer";
import type { VerificationIntent } from "~/lib/intents";
import { toNigerianE164 } from "~/lib/phone";
import { PhoneCodeSchema } from "~/lib/profile-schema";
import { fieldText } from "~/lib/text";
import { resendVerificationEmail } from "~/models/account/registration.server";
import { changePhone, sendPhoneCode, verifyPhoneCode } from "~/models/trust/phone.server";
import { uploadDocument } from "~/models/trust/verification.server";
import { redirectWithFlash } from "~/request/flash.server";
import {
  firstFieldError,
  handleForm,
  messageAndFields,
  NoFields,
  type Refusal,
} from "~/request/forms.server";
import { getAuth, requireUser } from "~/request/session.server";
import { readDocumentUpload, type UploadedFile } from "~/request/uploads.server";

/** The action's answer when it does not redirect (request/forms.server.ts). */
export type VerificationAnswer = FormAnswer<VerificationIntent>;

const PHONE_MESSAGE = "Enter a Nigerian mobile number, e.g. 0803 123 4567";

/** The number as typed, stored in E.164 (+234...); anything else is refused. */
const NigerianPhone = fieldText(40).transform((typed, ctx) => {
  const phone = toNigerianE164(typed);
  if (phone) return phone;
  ctx.addIssue({ code: "custom", message: PHONE_MESSAGE });
  return z.NEVER;
});

/** A refused upload: its message above the tabs, and under the file too when it is about it. */
const documentRefused = (error: Refusal) =>
  error.from === "upload"
    ? { formErrors: [error.message], fieldErrors: { document: [error.message] } }
    : messageAndFields(error);

export async function verificationAction(request: Request, clientIp: string | null) {
  const user = await requireUser(request);
  const multipart = (request.headers.get("content-type") ?? "").startsWith("multipart/form-data");
  // The document form is multipart, read by the reader the API shares (limits, NUL check).
  let file: UploadedFile | null = null;
  const readDocument = async (r: Request) => {
    const read = await readDocumentUpload(r);
    file = read.file;
    const form = new FormData();
    form.set("intent", "upload-document");
    form.set("type", read.type);
    form.set("issuedAt", read.issuedAt);
    return form;
  };
  return handleForm(
    request,
    {
      read: multipart ? { form: readDocument, intent: "upload-document" } : undefined,
      intents: {
        "upload-document": {
          schema: z.object({ type: fieldText(100), issuedAt: fieldText(100) }),
          refused: documentRefused,
        },
        "send-code": NoFields,
        "verify-code": {
          schema: z.object({
            code: fieldText(20)
              .transform((typed) => typed.replace(/\s/g, ""))
              .pipe(PhoneCodeSchema.shape.code),
          }),
          invalid: firstFieldError,
        },
        "change-phone": { schema: z.object({ phone: NigerianPhone }), invalid: firstFieldError },
        "resend-email": NoFields,
      },
      asSent: true,
    },
    async (input) => {
      const info = {
        ip: clientIp,
        userAgent: request.headers.get("user-agent"),
        sessionId: (await getAuth(request))?.sessionId ?? null,
      };
      switch (input.intent) {
        case "upload-document": {
          const { type, issuedAt } = input.value;
          const sent = file as UploadedFile | null;
          await uploadDocument(user.id, {
            type,
            bytes: sent?.bytes ?? null,
            fileName: sent?.name || null,
            issuedAt: issuedAt || null,
          });
          return redirectWithFlash(
            "/verification?tab=documents",
            "Thank you. Our team reviews documents within 24 hours; we will tell you the outcome.",
          );
        }
        case "change-phone":
          await changePhone(user.id, input.value.phone, info);
          return redirectWithFlash(
            "/verification?tab=contact",
            "Phone number saved. Send a code to verify it.",
          );
        case "send-code": {
          const sent = await sendPhoneCode(user.id);
          return redirectWithFlash(
            "/verification?tab=contact",
            `We sent a 6-digit code to ${sent.sentTo}. It expires in 10 minutes.`,
          );
        }
        case "verify-code":
          await verifyPhoneCode(user.id, input.value.code);
          return redirectWithFlash("/verification?tab=contact", "Your phone number is verified.");
        case "resend-email":
          if (user.emailVerified)
            return redirectWithFlash(
              "/verification?tab=contact",
              "Your e-mail is already verified.",
            );
          await resendVerificationEmail(user);
          return redirectWithFlash(
            "/verification?tab=contact",
            `We sent a new confirmation link to ${user.email}.`,
          );
      }
    },
  );
}
