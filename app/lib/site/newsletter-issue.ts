/**
 * A newsletter issue's form (docs/decisions/024-newsletter.md), shared by the admin screen and
 * models/admin/newsletters.server.ts: subject, plain-text paragraphs, optional translations
 * (subject and text both), and the cars (the newest live ones, or links given by hand).
 */
import { z } from "zod";
import { msg } from "~/i18n/messages";

/** The languages an issue may be translated into (English is its own text). */
export const TRANSLATED_LANGUAGES = ["ha", "yo", "ig"] as const;

/** How many cars an issue shows when they are picked automatically, and at most by hand. */
export const AUTO_CARS = 4;
export const MAX_CARS = 8;

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: msg("forms.text.atMost", { max }) })
    .optional()
    .transform((v) => v || "");

/** An issue's fields as the admin's form sends them (checked with `checkNewsletter`). */
export const NewsletterFields = z.object({
  // A field sent empty arrives as undefined (Conform): the same message as an empty one.
  subject: z
    .string({ error: msg("admin.nl.error.subject") })
    .trim()
    .min(1, { error: msg("admin.nl.error.subject") })
    .max(150, { error: msg("forms.text.atMost", { max: 150 }) }),
  body: z
    .string({ error: msg("admin.nl.error.body") })
    .trim()
    .min(1, { error: msg("admin.nl.error.body") })
    .max(20_000, { error: msg("forms.text.atMost", { max: 20_000 }) }),
  subjectHa: optionalText(150),
  bodyHa: optionalText(20_000),
  subjectYo: optionalText(150),
  bodyYo: optionalText(20_000),
  subjectIg: optionalText(150),
  bodyIg: optionalText(20_000),
  /** "auto": the newest live cars when sending starts; "manual": `cars`. */
  cars: z.enum(["auto", "manual"]).default("auto"),
  /** Listing ids or links (`https://.../car/<id>`), any separator. */
  carRefs: optionalText(4000),
});

export type NewsletterFieldValues = z.output<typeof NewsletterFields>;
type Fields = NewsletterFieldValues;

/** The checks across fields: translations whole, cars given when picked by hand. */
export function checkNewsletter(v: Fields, ctx: z.RefinementCtx) {
  for (const l of TRANSLATED_LANGUAGES) {
    const suffix = l[0]!.toUpperCase() + l[1];
    const subject = v[`subject${suffix}` as keyof Fields];
    const body = v[`body${suffix}` as keyof Fields];
    if (!subject !== !body)
      ctx.addIssue({
        code: "custom",
        path: [subject ? `body${suffix}` : `subject${suffix}`],
        message: msg("admin.nl.error.translationWhole"),
      });
  }
  const ids = v.carRefs.match(UUID) ?? [];
  if (v.cars === "manual" && !ids.length)
    ctx.addIssue({ code: "custom", path: ["carRefs"], message: msg("admin.nl.error.carsNeeded") });
  if (new Set(ids).size > MAX_CARS)
    ctx.addIssue({
      code: "custom",
      path: ["carRefs"],
      message: msg("admin.nl.error.tooManyCars", { max: MAX_CARS }),
    });
}

/** An issue as the admin's form sends it. */
export const NewsletterIssueSchema = NewsletterFields.superRefine(checkNewsletter);

/** The listing ids an issue's `carRefs` names, lower-cased, each once, at most MAX_CARS. */
export function newsletterCarIds(carRefs: string): string[] {
  return [...new Set((carRefs.match(UUID) ?? []).map((id) => id.toLowerCase()))].slice(0, MAX_CARS);
}
