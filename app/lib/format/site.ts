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
