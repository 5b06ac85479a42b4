/**
 * Nigerian mobile numbers. Accepts local (`0803 123 4567`), international (`+2348031234567`)
 * and bare (`2348031234567`) forms, with spaces, dashes or brackets, and returns E.164
 * (`+2348031234567`). Nigerian mobile numbers have 10 digits after the country code and start
 * with 70, 71, 80, 81, 90 or 91 (NCC numbering plan); anything else is not a mobile number.
 */
export function toNigerianE164(input: string): string | null {
  const digits = input.replace(/[\s\-().]/g, "");
  const match = /^(?:\+?234|0)([789][01]\d{8})$/.exec(digits);
  return match ? `+234${match[1]}` : null;
}

/** `+2348031234567` -> `0803 123 4567` for display. */
export function formatNigerianPhone(e164: string | null | undefined): string {
  if (!e164) return "";
  const m = /^\+234(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return m ? `0${m[1]} ${m[2]} ${m[3]}` : e164;
}

/**
 * A WhatsApp click-to-chat link (`https://wa.me/<number>?text=...`, WhatsApp's "Click to chat"
 * help page: the number in international form, digits only, and the text URL-encoded) that opens
 * a chat with `e164` (`+2348031234567`) with `text` typed in, ready to send. Null for a number not
 * in E.164.
 */
export function whatsAppChatHref(e164: string, text: string): string | null {
  const m = /^\+([1-9]\d{6,14})$/.exec(e164);
  return m ? `https://wa.me/${m[1]}?text=${encodeURIComponent(text)}` : null;
}
