/**
 * Data saver (docs/decisions/019-cacheable-pages.md): for buyers who pay for every megabyte.
 * When it is on, pages send no JavaScript at all (every form works without it) and photos only
 * in their smallest variant, and the footer says so with a switch to turn it off.
 *
 * It is on when the browser or proxy sends `Save-Data: on` (Chrome's Lite mode, Opera Mini, many
 * data-saving proxies), unless the visitor turned it off with the footer's switch; and for anyone
 * who turned it on there. The switch is the `mm_data_saver` cookie (`on` or `off`, a year), read
 * without a signature: it only chooses between two public versions of a page.
 */
import { getEnv } from "~/env.server";

export const DATA_SAVER_COOKIE = "mm_data_saver";
const COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${DATA_SAVER_COOKIE}=(on|off)(?:;|$)`);

/** The footer switch's choice in a `Cookie` header, if any. */
export function dataSaverChoice(cookieHeader: string | null | undefined): "on" | "off" | null {
  const m = cookieHeader ? COOKIE_VALUE.exec(cookieHeader) : null;
  return m ? (m[1] as "on" | "off") : null;
}

/** Whether a request with these headers gets the data saver page. */
export function isDataSaverOn(headers: {
  cookie?: string | null;
  saveData?: string | null;
}): boolean {
  const choice = dataSaverChoice(headers.cookie);
  if (choice) return choice === "on";
  return headers.saveData?.trim().toLowerCase() === "on";
}

/** Whether `request` gets the data saver page (see the module comment). */
export function dataSaverOf(request: Request): boolean {
  return isDataSaverOn({
    cookie: request.headers.get("cookie"),
    saveData: request.headers.get("save-data"),
  });
}

/** The Set-Cookie header that remembers the footer switch's choice for a year. */
export function dataSaverCookie(on: boolean): string {
  return [
    `${DATA_SAVER_COOKIE}=${on ? "on" : "off"}`,
    "Path=/",
    `Max-Age=${365 * 24 * 3600}`,
    "SameSite=Lax",
    "HttpOnly",
    ...(getEnv().secureCookies ? ["Secure"] : []),
  ].join("; ");
}
