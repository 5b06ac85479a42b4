/**
 * The route table, in the order of public-pages.md section 2 ("Route table"), then the JSON
 * API (design.md, `/api/*` contract). Several URLs that open one screen point at one module
 * with distinct ids.
 */
import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("browse", "routes/browse.tsx", { id: "browse" }),
  route("cars", "routes/browse.tsx", { id: "browse-cars" }),
  route("new-cars", "routes/browse.tsx", { id: "browse-new" }),
  route("tokunbo", "routes/browse.tsx", { id: "browse-tokunbo" }),
  route("nigerian-used", "routes/browse.tsx", { id: "browse-nigerian-used" }),
  route("car/:id", "routes/car.tsx"),
  route("seller/:id", "routes/seller.tsx"),
  route("contact/:id", "routes/contact.tsx"),
  route("login", "routes/login.tsx"),
  route("register", "routes/register.tsx"),
  route("logout", "routes/logout.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("verify-email", "routes/verify-email.tsx"),
  route("auth/google", "routes/auth-google.tsx"),
  route("auth/google/callback", "routes/auth-google-callback.tsx"),
  route("dashboard", "routes/dashboard.tsx"),
  route("sell", "routes/sell.tsx", { id: "sell" }),
  route("upload", "routes/sell.tsx", { id: "upload" }),
  route("admin", "routes/admin.tsx"),
  route("admin/listings", "routes/admin-listings.tsx"),
  route("favorites", "routes/favorites.tsx"),
  route("terms", "routes/terms.tsx"),
  route("privacy", "routes/privacy.tsx"),

  route("api/health", "routes/api/health.ts"),
  route("api/cars", "routes/api/cars.ts"),
  route("api/cars/featured", "routes/api/cars-featured.ts"),
  route("api/cars/search", "routes/api/cars-search.ts"),
  route("api/cars/:id", "routes/api/car.ts"),
  route("api/auth/login", "routes/api/auth-login.ts"),
  route("api/auth/register", "routes/api/auth-register.ts"),
  route("api/auth/logout", "routes/api/auth-logout.ts"),
  route("api/auth/refresh-token", "routes/api/auth-refresh-token.ts"),
  route("api/auth/verify-email", "routes/api/auth-verify-email.ts"),
  route("api/auth/forgot-password", "routes/api/auth-forgot-password.ts"),
  route("api/auth/reset-password", "routes/api/auth-reset-password.ts"),
  route("api/uploads/cars/:id/images", "routes/api/uploads-car-images.ts"),
  route("api/uploads/cars/:id/images/reorder", "routes/api/uploads-car-reorder.ts"),
  route("api/uploads/cars/:id/images/:imageId", "routes/api/uploads-car-image.ts"),
  route("api/uploads/avatar", "routes/api/uploads-avatar.ts"),
  route("api/users/profile", "routes/api/users-profile.ts"),
  route("api/users/change-password", "routes/api/users-change-password.ts"),
  route("api/users/delete-account", "routes/api/users-delete-account.ts"),
  route("api/users/:id/profile", "routes/api/user-profile.ts"),
  route("api/users/:id/listings", "routes/api/user-listings.ts"),
  route("api/*", "routes/api/not-found.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
