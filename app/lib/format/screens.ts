/**
 * Screens of docs/product.md#screens that are not built yet. Until a screen is live, no link leads
 * to it (a link to a 404 is worse than no link): views render `ScreenLink`, which shows its
 * text without a link for these paths. Delete a path here when its screen ships. Every screen
 * of the product is live now (/profile and /security were the last); the list stays for the
 * next screen that is linked before it is built.
 */
import { unprefixedPath } from "~/i18n/languages";

export const SCREENS_NOT_BUILT: readonly string[] = [];

/** Whether `href` (with or without its language prefix, `/ha/chats`) leads to a screen that exists. */
export function isScreenLive(href: string): boolean {
  const path = unprefixedPath(href.split(/[?#]/)[0]!);
  return !SCREENS_NOT_BUILT.some((p) => path === p || path.startsWith(`${p}/`));
}
