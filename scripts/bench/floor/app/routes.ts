/** The floor app's one page (scripts/bench/floor.ts). */
import { index, type RouteConfig } from "@react-router/dev/routes";

export default [index("routes/cars.tsx")] satisfies RouteConfig;
