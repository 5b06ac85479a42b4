/**
 * The route table. Pages first, in the order of docs/product.md#pages, grouped by area: each
 * area's modules live in the folder of the same name under `routes/`
 * (docs/decisions/004-layout-and-layers.md). Then the JSON API
 * (docs/product.md#api) by area under `routes/api/`.
 *
 * Several URLs that open one screen point at one module with distinct ids. Route ids are
 * short names, so they stay put when a module moves.
 *
 * Every page (a module with a screen, `.tsx`) also answers under a language prefix: `/ha/browse`
 * is browse in Hausa (docs/decisions/023-languages.md). The root loader answers 404 for a
 * prefix that is not one of the site's languages. Resource routes (files, beacons, exports, the
 * switches' posts) and the API keep one address.
 */
import {
  type RouteConfig,
  type RouteConfigEntry,
  index,
  prefix,
  route,
} from "@react-router/dev/routes";

/** A page under the optional language prefix; other routes as they are. */
function localized(entry: RouteConfigEntry): RouteConfigEntry {
  if (!entry.file.endsWith(".tsx")) return entry;
  if (entry.index) return { ...entry, index: undefined, path: ":lang?" };
  return { ...entry, path: `:lang?/${entry.path ?? ""}` };
}

const pages: RouteConfigEntry[] = [
  // Public marketplace
  index("routes/public/home.tsx", { id: "home" }),
  route("browse", "routes/public/browse/route.tsx", { id: "browse" }),
  route("cars", "routes/public/browse/route.tsx", { id: "browse-cars" }),
  route("new-cars", "routes/public/browse/route.tsx", { id: "browse-new" }),
  route("tokunbo", "routes/public/browse/route.tsx", { id: "browse-tokunbo" }),
  route("nigerian-used", "routes/public/browse/route.tsx", { id: "browse-nigerian-used" }),
  route("car", "routes/public/car/missing-id.tsx", { id: "car-missing-id" }),
  route("car/:id", "routes/public/car/route.tsx", { id: "car" }),
  route("beacon/view/:id", "routes/public/car/view-beacon.ts", { id: "view-beacon" }),
  route("recently-viewed", "routes/public/recently-viewed.ts", { id: "recently-viewed" }),
  route("seller/:id", "routes/public/seller/route.tsx", { id: "seller" }),
  route("reviews", "routes/public/reviews.tsx", { id: "reviews" }),
  route("compare", "routes/public/compare.tsx", { id: "compare" }),

  // Messages
  route("contact/:id", "routes/chat/contact.tsx", { id: "contact" }),
  route("seller/:id/contact", "routes/chat/contact.tsx", { id: "seller-contact" }),
  route("chats", "routes/chat/route.tsx", { id: "chats" }),
  route("chat", "routes/chat/route.tsx", { id: "chat-index" }),
  route("chat/:chatId", "routes/chat/route.tsx", { id: "chat" }),

  // Accounts
  route("login", "routes/auth/login.tsx", { id: "login" }),
  route("login/2fa", "routes/auth/login-2fa.tsx", { id: "login-2fa" }),
  route("register", "routes/auth/register.tsx", { id: "register" }),
  route("logout", "routes/auth/logout.tsx", { id: "logout" }),
  route("forgot-password", "routes/auth/forgot-password.tsx", { id: "forgot-password" }),
  route("reset-password", "routes/auth/reset-password.tsx", { id: "reset-password" }),
  route("verify-email", "routes/auth/verify-email.tsx", { id: "verify-email" }),
  route("confirm-email", "routes/auth/confirm-email.tsx", { id: "confirm-email" }),
  route("auth/google", "routes/auth/google.tsx", { id: "auth-google" }),
  route("auth/google/callback", "routes/auth/google-callback.tsx", { id: "auth-google-callback" }),

  // The signed-in account
  route("dashboard", "routes/account/dashboard/route.tsx", { id: "dashboard" }),
  route("favorites", "routes/account/favorites.tsx", { id: "favorites" }),
  route("report", "routes/account/report.tsx", { id: "report" }),
  route("verification/documents/:id", "routes/account/verification/document-file.ts", {
    id: "verification-document-file",
  }),
  route("verification", "routes/account/verification/route.tsx", { id: "verification" }),
  route("security", "routes/account/security/route.tsx", { id: "security" }),
  route("notifications", "routes/account/notifications.tsx", { id: "notifications" }),
  route("saved-searches", "routes/account/saved-searches/route.tsx", { id: "saved-searches" }),
  route("saved-searches/unsubscribe", "routes/public/saved-search-unsubscribe.tsx", {
    id: "saved-search-unsubscribe",
  }),
  route("saved-searches/:id", "routes/account/saved-searches/open.ts", {
    id: "saved-search-open",
  }),
  route("profile", "routes/account/profile/route.tsx", { id: "profile" }),
  route("settings", "routes/account/settings.tsx", { id: "settings" }),
  route("api-keys", "routes/account/api-keys/route.tsx", { id: "api-keys" }),
  route("account/export.json", "routes/account/export.ts", { id: "account-export" }),

  // Selling
  route("sell", "routes/sell/route.tsx", { id: "sell" }),
  route("upload", "routes/sell/route.tsx", { id: "upload" }),
  // A form post's target only, in the page's language like the page it comes from.
  route(":lang?/my-listings/:id/actions", "routes/sell/listing-actions.ts", {
    id: "listing-actions",
  }),

  // Plans, boosts and payments
  route("subscription", "routes/billing/subscription/route.tsx", { id: "subscription" }),
  route("payment", "routes/billing/payment/route.tsx", { id: "payment" }),
  ...prefix("payment", [
    route("checkout/:reference", "routes/billing/checkout.tsx", { id: "payment-checkout" }),
    route("callback", "routes/billing/callback.tsx", { id: "payment-callback" }),
    route("receipts/:id", "routes/billing/receipt.tsx", { id: "payment-receipt" }),
    route("receipts/:id/pdf", "routes/billing/receipt-pdf.ts", { id: "payment-receipt-pdf" }),
    route("transactions.csv", "routes/billing/transactions-csv.ts", {
      id: "payment-transactions-csv",
    }),
  ]),
  route("boost", "routes/billing/boost.tsx", { id: "boost" }),

  // Staff
  route("admin", "routes/admin/index.tsx", { id: "admin" }),
  ...prefix("admin", [
    route("users", "routes/admin/users/route.tsx", { id: "admin-users" }),
    route("reports", "routes/admin/reports.tsx", { id: "admin-reports" }),
    route("risk", "routes/admin/risk/route.tsx", { id: "admin-risk" }),
    route("audit", "routes/admin/audit.tsx", { id: "admin-audit" }),
    route("settings", "routes/admin/settings.tsx", { id: "admin-settings" }),
    route("analytics", "routes/admin/analytics.tsx", { id: "admin-analytics" }),
    route("users/:id", "routes/admin/users/user.tsx", { id: "admin-user" }),
    route("listings", "routes/admin/listings.tsx", { id: "admin-listings" }),
    route("listings/all", "routes/admin/all-listings.tsx", { id: "admin-all-listings" }),
    route("verifications", "routes/admin/verifications/route.tsx", { id: "admin-verifications" }),
    route("newsletter", "routes/admin/newsletter.tsx", { id: "admin-newsletter" }),
  ]),

  // Help pages and the newsletter (footer)
  route("terms", "routes/public/terms.tsx", { id: "terms" }),
  route("privacy", "routes/public/privacy.tsx", { id: "privacy" }),
  route("how-it-works", "routes/public/how-it-works.tsx", { id: "how-it-works" }),
  route("safety", "routes/public/safety.tsx", { id: "safety" }),
  route("support", "routes/public/support.tsx", { id: "support" }),
  route("help", "routes/public/support.tsx", { id: "help" }),
  route("cookies", "routes/public/cookies.tsx", { id: "cookies" }),
  route("data-saver", "routes/public/data-saver.ts", { id: "data-saver" }),
  route("newsletter", "routes/public/newsletter.tsx", { id: "newsletter" }),
  ...prefix("newsletter", [
    route("confirm", "routes/public/newsletter-link.tsx", { id: "newsletter-confirm" }),
    route("unsubscribe", "routes/public/newsletter-link.tsx", { id: "newsletter-unsubscribe" }),
    route("leave", "routes/public/newsletter-leave.tsx", { id: "newsletter-leave" }),
  ]),

  route("language", "routes/public/language.ts", { id: "language" }),
];

export default [
  ...pages.map(localized),

  // The API's reference pages (to read; to try, with Swagger UI) and the latter's files: under
  // /api for developers to find, outside the JSON contract (no envelope, not in the document).
  route("api/docs", "routes/docs/api-docs.ts", { id: "api-docs" }),
  route("api/docs/try", "routes/docs/api-docs-try.ts", { id: "api-docs-try" }),
  route("api/docs/:version/:file", "routes/docs/api-docs-file.ts", { id: "api-docs-file" }),

  // The JSON API
  ...prefix("api", [
    route("health", "routes/api/meta/health.ts", { id: "api-health" }),
    route("openapi.json", "routes/api/meta/openapi.ts", { id: "api-openapi" }),
    route("cars", "routes/api/cars/cars.ts", { id: "api-cars" }),
    route("cars/featured", "routes/api/cars/featured.ts", { id: "api-cars-featured" }),
    route("cars/search", "routes/api/cars/search.ts", { id: "api-cars-search" }),
    route("cars/:id", "routes/api/cars/car.ts", { id: "api-car" }),
    route("cars/:id/contact", "routes/api/cars/contact.ts", { id: "api-car-contact" }),
    route("cars/:id/price-rating", "routes/api/cars/price-rating.ts", {
      id: "api-car-price-rating",
    }),
    route("reviews", "routes/api/reviews/reviews.ts", { id: "api-reviews" }),
    ...prefix("messages", [
      route("conversations", "routes/api/messages/conversations.ts", {
        id: "api-conversations",
      }),
      route("conversations/:id", "routes/api/messages/conversation.ts", {
        id: "api-conversation",
      }),
      route("conversations/:id/block", "routes/api/messages/block.ts", { id: "api-block" }),
      route("send", "routes/api/messages/send.ts", { id: "api-send-message" }),
      route("stream", "routes/api/messages/stream.ts", { id: "api-message-stream" }),
      route(":id/read", "routes/api/messages/read.ts", { id: "api-message-read" }),
    ]),
    route("reports", "routes/api/reports/reports.ts", { id: "api-reports" }),
    route("saved-searches", "routes/api/saved-searches/saved-searches.ts", {
      id: "api-saved-searches",
    }),
    route("saved-searches/:id", "routes/api/saved-searches/saved-search.ts", {
      id: "api-saved-search",
    }),
    route("notifications", "routes/api/notifications/notifications.ts", {
      id: "api-notifications",
    }),
    route("notifications/read", "routes/api/notifications/read.ts", {
      id: "api-notifications-read",
    }),
    ...prefix("admin", [
      route("dashboard", "routes/api/admin/dashboard.ts", { id: "api-admin-dashboard" }),
      route("users", "routes/api/admin/users.ts", { id: "api-admin-users" }),
      route("reports", "routes/api/admin/reports.ts", { id: "api-admin-reports" }),
      route("audit", "routes/api/admin/audit.ts", { id: "api-admin-audit" }),
      ...["users", "listings", "payments", "reports", "audit"].map((name) =>
        route(`export/${name}.csv`, "routes/api/admin/export.ts", {
          id: `api-admin-export-${name}`,
        }),
      ),
      route("listings", "routes/api/admin/listings.ts", { id: "api-admin-listings" }),
      route("listings/:id", "routes/api/admin/listing.ts", { id: "api-admin-listing" }),
      route("reports/:id", "routes/api/admin/report.ts", { id: "api-admin-report" }),
      route("risk", "routes/api/admin/risk-flags.ts", { id: "api-admin-risk" }),
      route("risk/:id", "routes/api/admin/risk-flag.ts", { id: "api-admin-risk-flag" }),
      route("users/:id", "routes/api/admin/user.ts", { id: "api-admin-user" }),
      route("verifications", "routes/api/admin/verifications.ts", {
        id: "api-admin-verifications",
      }),
      route("verifications/:id", "routes/api/admin/verification.ts", {
        id: "api-admin-verification",
      }),
    ]),
    ...prefix("payments", [
      route("create", "routes/api/payments/create.ts", { id: "api-payment-create" }),
      route("verify", "routes/api/payments/verify.ts", { id: "api-payment-verify" }),
      route("history", "routes/api/payments/history.ts", { id: "api-payment-history" }),
      route("webhook", "routes/api/payments/webhook.ts", { id: "api-payment-webhook" }),
      route("methods", "routes/api/payments/methods.ts", { id: "api-payment-methods" }),
      route("methods/:id", "routes/api/payments/method.ts", { id: "api-payment-method" }),
    ]),
    ...prefix("user", [
      route("subscription", "routes/api/user/subscription.ts", { id: "api-subscription" }),
      route("subscription/cancel", "routes/api/user/subscription-cancel.ts", {
        id: "api-subscription-cancel",
      }),
      route("verification/phone/send", "routes/api/user/verification-phone-send.ts", {
        id: "api-verification-phone-send",
      }),
      route("verification/phone/verify", "routes/api/user/verification-phone-verify.ts", {
        id: "api-verification-phone-verify",
      }),
      route("verification", "routes/api/user/verification.ts", { id: "api-verification" }),
      route("security", "routes/api/user/security.ts", { id: "api-security" }),
      route("sessions", "routes/api/user/sessions.ts", { id: "api-sessions" }),
      route("sessions/:id", "routes/api/user/session.ts", { id: "api-session" }),
      route("api-keys", "routes/api/user/api-keys.ts", { id: "api-api-keys" }),
      route("api-keys/:id", "routes/api/user/api-key.ts", { id: "api-api-key" }),
      route("2fa/setup", "routes/api/user/two-factor.ts", { id: "api-2fa-setup" }),
      route("2fa/enable", "routes/api/user/two-factor.ts", { id: "api-2fa-enable" }),
      route("2fa/disable", "routes/api/user/two-factor.ts", { id: "api-2fa-disable" }),
      route("verification/documents", "routes/api/user/verification-documents.ts", {
        id: "api-verification-documents",
      }),
    ]),
    ...prefix("dealer", [
      route("me", "routes/api/dealer/me.ts", { id: "api-dealer-me" }),
      route("stock", "routes/api/dealer/stock.ts", { id: "api-dealer-stock" }),
      route("stock/:externalId", "routes/api/dealer/stock-car.ts", { id: "api-dealer-stock-car" }),
    ]),
    ...prefix("auth", [
      route("login", "routes/api/auth/login.ts", { id: "api-auth-login" }),
      route("login/2fa", "routes/api/auth/login-2fa.ts", { id: "api-auth-login-2fa" }),
      route("register", "routes/api/auth/register.ts", { id: "api-auth-register" }),
      route("logout", "routes/api/auth/logout.ts", { id: "api-auth-logout" }),
      route("refresh-token", "routes/api/auth/refresh-token.ts", { id: "api-auth-refresh" }),
      route("verify-email", "routes/api/auth/verify-email.ts", { id: "api-auth-verify-email" }),
      route("forgot-password", "routes/api/auth/forgot-password.ts", { id: "api-auth-forgot" }),
      route("reset-password", "routes/api/auth/reset-password.ts", { id: "api-auth-reset" }),
    ]),
    ...prefix("uploads", [
      route("cars/:id/images", "routes/api/uploads/car-images.ts", { id: "api-car-images" }),
      route("cars/:id/images/reorder", "routes/api/uploads/car-images-reorder.ts", {
        id: "api-car-images-reorder",
      }),
      route("cars/:id/images/:imageId", "routes/api/uploads/car-image.ts", {
        id: "api-car-image",
      }),
      route("avatar", "routes/api/uploads/avatar.ts", { id: "api-avatar" }),
    ]),
    ...prefix("users", [
      route("profile", "routes/api/users/profile.ts", { id: "api-my-profile" }),
      route("profile/export", "routes/api/users/profile-export.ts", {
        id: "api-profile-export",
      }),
      route("preferences", "routes/api/users/preferences.ts", { id: "api-preferences" }),
      route("change-password", "routes/api/users/change-password.ts", {
        id: "api-change-password",
      }),
      route("delete-account", "routes/api/users/delete-account.ts", { id: "api-delete-account" }),
      route(":id/profile", "routes/api/users/seller-profile.ts", { id: "api-seller-profile" }),
      route(":id/listings", "routes/api/users/seller-listings.ts", { id: "api-seller-listings" }),
      route(":id/reviews", "routes/api/users/reviews.ts", { id: "api-seller-reviews" }),
      route(":id/reviews/mine", "routes/api/users/my-review.ts", { id: "api-my-review" }),
    ]),
    route("*", "routes/api/meta/not-found.ts", { id: "api-not-found" }),
  ]),

  route("*", "routes/public/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
