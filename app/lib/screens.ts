/**
 * Screens of signed-in-areas.md that later issues build. Until a screen is live, no link leads
 * to it (a link to a 404 is worse than no link): views render `ScreenLink`, which shows its
 * text without a link for these paths. Delete a path here when its screen ships, and give the
 * header its profile icon back when /profile ships: it is left out of the markup, not checked
 * here, to keep every page's JavaScript small.
 */
export const SCREENS_NOT_BUILT: readonly string[] = ["/profile", "/security"];

/** Whether `href` leads to a screen that exists. */
export function isScreenLive(href: string): boolean {
  const path = href.split(/[?#]/)[0];
  return !SCREENS_NOT_BUILT.some((p) => path === p || path.startsWith(`${p}/`));
}
