/**
 * The account forms' zod schemas, shared by the pages (Conform, on both sides) and the JSON
 * API. Messages are the product's (docs/product.md#validation, "validation rules"), written as
 * message keys of the `forms` namespace (`msg("forms.email.invalid")`), shown in the reader's
 * language by the form parts and the API (docs/decisions/023-languages.md, "Messages as keys").
 */
import { z } from "zod";
import { localizePath, type Language } from "~/i18n/languages";
import { msg } from "~/i18n/messages";
import { toNigerianE164 } from "../format/phone";
import { CONTROL_MESSAGE, isCleanLine } from "../forms/text";

/** The registration location list (docs/product.md#data), value -> label. */
export const REGISTRATION_LOCATIONS = [
  { value: "lagos", label: "Lagos" },
  { value: "abuja", label: "Abuja" },
  { value: "rivers", label: "Rivers" },
  { value: "kano", label: "Kano" },
  { value: "oyo", label: "Oyo" },
  { value: "edo", label: "Edo" },
  { value: "kaduna", label: "Kaduna" },
  { value: "ogun", label: "Ogun" },
  { value: "delta", label: "Delta" },
  { value: "anambra", label: "Anambra" },
] as const;

export const ACCOUNT_TYPES = [
  { value: "buyer", label: "Buy a Car" },
  { value: "seller", label: "Sell my Car" },
  { value: "both", label: "Both Buy & Sell" },
] as const;

/** The sign-in refusals and the forgotten-password answer, as message keys (`auth` namespace). */
export const INVALID_LOGIN = msg("auth.error.invalidLogin");
export const SUSPENDED = msg("auth.error.suspended");
export const FORGOT_SENT = msg("auth.forgot.sent");

const EMAIL_MESSAGE = msg("forms.email.invalid");
const PASSWORD_MIN_8 = msg("forms.password.min8");
const PASSWORD_MIN_6 = msg("forms.password.min6");
const PASSWORD_MAX = msg("forms.password.max");
const PASSWORDS_DIFFER = msg("forms.password.mismatch");
const PHONE_MESSAGE = msg("forms.phone.invalid");
const TERMS_MESSAGE = msg("forms.terms.required");
const CODE_MESSAGE = msg("forms.code.required");
const APP_CODE_MESSAGE = msg("forms.code.app");
const CONFIRM_PASSWORD = msg("forms.password.confirm");
const CURRENT_PASSWORD = msg("forms.password.current");

export const EmailSchema = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .toLowerCase()
  .max(254, EMAIL_MESSAGE)
  .pipe(z.email({ error: EMAIL_MESSAGE }));

/** A new password: 8 to 128 characters (argon2 input is bounded to keep hashing cheap). */
export const NewPasswordSchema = z
  .string({ error: PASSWORD_MIN_8 })
  .min(8, PASSWORD_MIN_8)
  .max(128, PASSWORD_MAX);

/** The stand-in origin `safeRedirect` resolves against: pure code, shared with the browser,
 * so not APP_URL; only "is it still this origin" matters. */
const REDIRECT_BASE = "http://motormart.invalid";

/**
 * The one check for every user-supplied place to go back to (`redirectTo`, `returnTo`, the
 * 2FA step's and Google's stored target): a path on this site, or `fallback`.
 *
 * `to` is resolved against our own origin, exactly as a browser resolves a `Location` header,
 * and kept only when the result is still our origin; the answer is the resolved URL's
 * normalised path, query and hash, re-encoded (so always a valid header value). That answer
 * is safe both as a `Location` header and rendered into a link or hidden input that React
 * Router's client-side navigation follows: it never starts with `//` or `/\` (which a
 * browser and React Router read as another host), even when dot segments (`/.//evil`,
 * `/%2e%2e//evil`) only produce that shape after normalising. Control characters and
 * whitespace of any kind (tabs, newlines, Unicode spaces) and backslashes are refused
 * outright, because browsers drop or reinterpret them while resolving (`/\t/evil.example`
 * becomes `//evil.example`). Rule: docs/decisions/008-security-review.md.
 */
export function safeRedirect(to: unknown, fallback = "/dashboard"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.length > 2000) return fallback;
  if (/[\s\u0000-\u001f\u007f-\u009f\\]/u.test(to)) return fallback;
  let url: URL;
  try {
    url = new URL(to, REDIRECT_BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== REDIRECT_BASE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return fallback;
  return path;
}

/**
 * `safeRedirect` for a target the browser is sent to in `language` (`/ha/...`, `/yo/...`): the
 * one check for every user-supplied place to go back to that is localised on the way (the
 * language switch's `returnTo`, sign-in's and the 2FA step's target, `/report`'s `returnTo`).
 *
 * The target is normalised and judged, put in `language` (`localizePath`), and judged again:
 * the answer is the final `Location`, not the text before its language prefix was changed.
 * Judging only before localising let `/ha//evil.example` through (a path on this site), which
 * in English is `//evil.example`, another site. When the localised target is refused, the
 * answer is `fallback` in `language`. Rule: docs/decisions/008-security-review.md.
 */
export function safeRedirectIn(language: Language, to: unknown, fallback = "/dashboard"): string {
  const home = localizePath(fallback, language);
  return safeRedirect(localizePath(safeRedirect(to, fallback), language), home);
}

export const LoginSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: PASSWORD_MIN_6 }).min(6, PASSWORD_MIN_6).max(128, PASSWORD_MAX),
  remember: z.boolean().optional(),
  redirectTo: z.string().optional(),
});

export const AccountTypeSchema = z.enum(["buyer", "seller", "both"], {
  error: msg("forms.accountType.required"),
});
export const FirstNameSchema = z
  .string({ error: msg("forms.firstName.min") })
  .trim()
  .min(2, msg("forms.firstName.min"))
  .max(50, msg("forms.firstName.max"))
  .refine(isCleanLine, CONTROL_MESSAGE);
export const LastNameSchema = z
  .string({ error: msg("forms.lastName.min") })
  .trim()
  .min(2, msg("forms.lastName.min"))
  .max(50, msg("forms.lastName.max"))
  .refine(isCleanLine, CONTROL_MESSAGE);
/** A Nigerian mobile number in any common form, stored as E.164. */
export const PhoneSchema = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .min(11, PHONE_MESSAGE)
  .max(20, PHONE_MESSAGE)
  .refine((v) => toNigerianE164(v) !== null, msg("forms.phone.nigerian"))
  .transform((v) => toNigerianE164(v)!);
const LocationSchema = z.enum(REGISTRATION_LOCATIONS.map((l) => l.value) as [string, ...string[]], {
  error: msg("forms.location.required"),
});

/** "Passwords don't match" on the confirm field, checked even when other fields have errors. */
const passwordsMatch: [
  (v: { password: string; confirmPassword: string }) => boolean,
  { message: string; path: string[]; when: (payload: { value: unknown }) => boolean },
] = [
  (v) => v.password === v.confirmPassword,
  {
    message: PASSWORDS_DIFFER,
    path: ["confirmPassword"],
    when: (payload) =>
      typeof (payload.value as { confirmPassword?: unknown })?.confirmPassword === "string",
  },
];

/** The fields of a new account, shared by the form and the API. */
const accountFields = {
  accountType: AccountTypeSchema,
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  email: EmailSchema,
  phone: PhoneSchema,
  location: LocationSchema,
  password: NewPasswordSchema,
};

export const RegisterSchema = z
  .object({
    ...accountFields,
    confirmPassword: z.string({ error: PASSWORDS_DIFFER }),
    terms: z.boolean({ error: TERMS_MESSAGE }).refine((v) => v, TERMS_MESSAGE),
  })
  .refine(...passwordsMatch);

/** The API's registration payload (docs/product.md#data): no confirm or terms fields. */
export const ApiRegisterSchema = z.object(accountFields);

export const ForgotPasswordSchema = z.object({ email: EmailSchema });

export const ResetPasswordSchema = z
  .object({
    token: z
      .string({ error: msg("forms.resetLink.invalid") })
      .min(10, msg("forms.resetLink.invalid"))
      .max(200),
    password: NewPasswordSchema,
    confirmPassword: z.string({ error: PASSWORDS_DIFFER }),
  })
  .refine(...passwordsMatch);

export const ApiResetPasswordSchema = z.object({
  token: z.string({ error: "token is required" }).min(10).max(200),
  password: NewPasswordSchema,
});

export const ChangePasswordSchema = z.object({
  currentPassword: z.string({ error: CURRENT_PASSWORD }).min(1, CURRENT_PASSWORD).max(128),
  newPassword: NewPasswordSchema,
});

/** An authenticator app's 6-digit code, or a recovery code (`xxxxx-xxxxx`). */
export const TwoFactorCodeSchema = z
  .string({ error: CODE_MESSAGE })
  .trim()
  .min(6, CODE_MESSAGE)
  .max(40, msg("forms.code.tooLong"));

/** `/login/2fa`: the second step of a sign-in with 2FA on. */
export const TwoFactorLoginSchema = z.object({ code: TwoFactorCodeSchema });

/** Security Center: turning 2FA on with a code from the app. */
export const EnableTwoFactorSchema = z.object({
  code: z
    .string({ error: APP_CODE_MESSAGE })
    .trim()
    .regex(/^\d{6}$/, APP_CODE_MESSAGE),
});

/** Security Center: turning 2FA off needs the password and a code. */
export const DisableTwoFactorSchema = z.object({
  password: z.string({ error: CONFIRM_PASSWORD }).min(1, CONFIRM_PASSWORD).max(128),
  code: TwoFactorCodeSchema,
});

export const DeleteAccountSchema = z.object({
  password: z.string({ error: CONFIRM_PASSWORD }).min(1, CONFIRM_PASSWORD).max(128),
  /** Required when two-factor authentication is on: an authenticator or recovery code. */
  code: z.string().trim().max(40).optional(),
});
