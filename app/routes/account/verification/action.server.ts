/**
 * The /verification action (docs/decisions/011-trust-and-verification.md): one intent per form
 * (lib/forms/intents.ts, VERIFICATION_INTENTS), each a plain form post that works without JavaScript.
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
import type { FormAnswer } from "~/lib/forms/form-answer";
import type { VerificationIntent } from "~/lib/forms/intents";
import { toNigerianE164 } from "~/lib/format/phone";
import { PhoneCodeSchema } from "~/lib/account/profile-schema";
import { fieldText } from "~/lib/forms/text";
import { resendVerificationEmail } from "~/models/account/registration.server";
import { changePhone, sendPhoneCode, verifyPhoneCode } from "~/models/trust/phone.server";
import { uploadDocument } from "~/models/trust/verification.server";
import { msg } from "~/i18n/messages";
import { redirectWithFlash } from "~/request/flash.server";
import { pathInRequestLanguage } from "~/request/language.server";
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

const PHONE_MESSAGE = msg("forms.phone.example");

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
  // Back to the tab in the language the form was sent in (docs/decisions/023-languages.md).
  const tab = (name: string) => pathInRequestLanguage(request, `/verification?tab=${name}`);
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
          return redirectWithFlash(tab("documents"), msg("account.verify.flash.uploaded"));
        }
        case "change-phone":
          await changePhone(user.id, input.value.phone, info);
          return redirectWithFlash(tab("contact"), msg("account.verify.flash.phoneSaved"));
        case "send-code": {
          const sent = await sendPhoneCode(user.id);
          return redirectWithFlash(
            tab("contact"),
            msg("account.verify.flash.codeSent", { phone: sent.sentTo }),
          );
        }
        case "verify-code":
          await verifyPhoneCode(user.id, input.value.code);
          return redirectWithFlash(tab("contact"), msg("account.verify.flash.phoneVerified"));
        case "resend-email":
          if (user.emailVerified)
            return redirectWithFlash(tab("contact"), msg("account.verify.flash.emailAlready"));
          await resendVerificationEmail(user);
          return redirectWithFlash(
            tab("contact"),
            msg("account.dashboard.resent", { email: user.email }),
          );
      }
    },
  );
}
