/**
 * The floor app's build (scripts/bench/floor.ts): React Router's Vite plugin and nothing else,
 * with this folder as Vite's root, so `react-router build scripts/bench/floor` writes
 * `scripts/bench/floor/build`.
 */
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  root: import.meta.dirname,
  plugins: [reactRouter()],
});
