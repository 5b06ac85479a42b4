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
 * Success: a redirect to the tab with a flash message. A DomainError comes back as
 * `{ intent, error, fieldErrors, values }` with its status, keeping what was typed.
 */
import { data } from "react-router";
import { VERIFICATION_INTENTS, type VerificationIntent } from "~/lib/intents";
import { toNigerianE164 } from "~/lib/phone";
import { PhoneCodeSchema } from "~/lib/profile-schema";
import { resendVerificationEmail } from "~/models/account/registration.server";
import { DomainError } from "~/models/shared/errors.server";
import { changePhone, sendPhoneCode, verifyPhoneCode } from "~/models/trust/phone.server";
import { uploadDocument } from "~/models/trust/verification.server";
import { redirectWithFlash } from "~/request/flash.server";
import { formText, readForm, readIntent } from "~/request/forms.server";
import { getAuth, requireUser } from "~/request/session.server";
import { readDocumentUpload, UploadError } from "~/request/uploads.server";

export type VerificationActionData = {
  intent: VerificationIntent;
  error: string;
  fieldErrors: Record<string, string[]>;
  values: Record<string, string>;
};

function failure(
  intent: VerificationIntent,
  status: number,
  error: string,
  fieldErrors: Record<string, string[]> = {},
  values: Record<string, string> = {},
) {
  return data<VerificationActionData>({ intent, error, fieldErrors, values }, { status });
}

export async function verificationAction(request: Request, clientIp: string | null) {
  const user = await requireUser(request);
  const multipart = (request.headers.get("content-type") ?? "").startsWith("multipart/form-data");
  if (multipart) {
    let read;
    try {
      read = await readDocumentUpload(request);
    } catch (error) {
      if (error instanceof UploadError)
        return failure("upload-document", error.status, error.message, {
          document: [error.message],
        });
      throw error;
    }
    const { file, type, issuedAt } = read;
    const values = { type, issuedAt };
    try {
      await uploadDocument(user.id, {
        type,
        bytes: file?.bytes ?? null,
        fileName: file?.name || null,
        issuedAt: issuedAt || null,
      });
    } catch (error) {
      if (error instanceof DomainError)
        return failure("upload-document", error.status, error.message, error.fields ?? {}, values);
      throw error;
    }
    return redirectWithFlash(
      "/verification?tab=documents",
      "Thank you. Our team reviews documents within 24 hours; we will tell you the outcome.",
    );
  }

  const form = await readForm(request);
  const intent = readIntent(form, VERIFICATION_INTENTS);
  const info = {
    ip: clientIp,
    userAgent: request.headers.get("user-agent"),
    sessionId: (await getAuth(request))?.sessionId ?? null,
  };
  try {
    switch (intent) {
      case "change-phone": {
        const typed = formText(form, "phone", 40);
        const phone = toNigerianE164(typed);
        if (!phone) {
          const message = "Enter a Nigerian mobile number, e.g. 0803 123 4567";
          return failure(intent, 400, message, { phone: [message] }, { phone: typed });
        }
        await changePhone(user.id, phone, info);
        return redirectWithFlash(
          "/verification?tab=contact",
          "Phone number saved. Send a code to verify it.",
        );
      }
      case "send-code": {
        const sent = await sendPhoneCode(user.id);
        return redirectWithFlash(
          "/verification?tab=contact",
          `We sent a 6-digit code to ${sent.sentTo}. It expires in 10 minutes.`,
        );
      }
      case "verify-code": {
        const typed = formText(form, "code", 20);
        const parsed = PhoneCodeSchema.safeParse({ code: typed.replace(/\s/g, "") });
        if (!parsed.success) {
          const message = parsed.error.issues[0].message;
          return failure(intent, 400, message, { code: [message] }, { code: typed });
        }
        await verifyPhoneCode(user.id, parsed.data.code);
        return redirectWithFlash("/verification?tab=contact", "Your phone number is verified.");
      }
      case "resend-email": {
        if (user.emailVerified)
          return redirectWithFlash("/verification?tab=contact", "Your e-mail is already verified.");
        await resendVerificationEmail(user);
        return redirectWithFlash(
          "/verification?tab=contact",
          `We sent a new confirmation link to ${user.email}.`,
        );
      }
      default:
        return failure(intent, 400, "Unknown action");
    }
  } catch (error) {
    if (error instanceof DomainError)
      return failure(intent, error.status, error.message, error.fields ?? {}, {
        phone: formText(form, "phone", 40),
        code: formText(form, "code", 20),
      });
    throw error;
  }
}
