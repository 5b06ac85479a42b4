/**
 * `npm start`: builds the app when no production build exists, then starts the production
 * server (which migrates the database and seeds the demo catalogue when it is empty).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";

if (!fs.existsSync("build/server/index.js") || process.env.REBUILD === "true") {
  console.log("No production build yet: building (about a minute)...");
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.env.NODE_ENV = "production";
await import("../server.js");
