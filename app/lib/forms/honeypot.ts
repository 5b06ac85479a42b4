/**
 * A honeypot field for public forms: hidden from people (and screen readers), filled in by
 * naive bots. A submission with it filled is refused. Name it something a bot wants to fill.
 */
export const HONEYPOT_FIELD = "website_url";

/** True when the form's honeypot field was filled in (a bot). */
export function isBot(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.trim() !== "";
}
