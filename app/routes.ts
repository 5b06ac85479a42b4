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

  route("api/health", "routes/api/health.ts"),
  route("api/cars", "routes/api/cars.ts"),
  route("api/cars/featured", "routes/api/cars-featured.ts"),
  route("api/cars/search", "routes/api/cars-search.ts"),
  route("api/cars/:id", "routes/api/car.ts"),
  route("api/users/:id/profile", "routes/api/user-profile.ts"),
  route("api/users/:id/listings", "routes/api/user-listings.ts"),
  route("api/*", "routes/api/not-found.ts"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
