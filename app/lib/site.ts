/**
 * The company's own details shown in the footer and on policy pages. Overridable through the
 * environment at build time is not needed: they change with a release, not per deployment.
 */
export const SITE = {
  name: "MotorMart",
  tagline: "Buy and sell cars in Nigeria",
  supportPhone: "+234 1 700 0000",
  supportPhoneHref: "tel:+23417000000",
  supportEmail: "support@motormart.ng",
  address: "12 Admiralty Way, Lekki Phase 1, Lagos",
};

/**
 * Screens of signed-in-areas.md that later issues build. Until a screen is live, no link leads
 * to it (a link to a 404 is worse than no link): views render `ScreenLink`, which shows its
 * text without a link for these paths. Delete a path here when its screen ships.
 */
export const SCREENS_NOT_BUILT: readonly string[] = [
  "/profile",
  "/subscription",
  "/payment",
  "/chats",
  "/chat",
  "/verification",
  "/security",
];

/** Whether `href` leads to a screen that exists. */
export function isScreenLive(href: string): boolean {
  const path = href.split(/[?#]/)[0];
  return !SCREENS_NOT_BUILT.some((p) => path === p || path.startsWith(`${p}/`));
}
