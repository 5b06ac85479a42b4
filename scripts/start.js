/**
 * `npm start`: builds the app when no production build exists, then starts the production
 * server (which migrates the database and seeds the demo catalogue when it is empty).
 *
 * This is the local launcher of the README's first command: it serves on this machine, so
 * when APP_URL (required in production) is not set it is http://localhost:PORT. A deployment
 * sets its own APP_URL (the Docker image does not use this script).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";

if (!fs.existsSync("build/server/index.js") || process.env.REBUILD === "true") {
  console.log("No production build yet: building (about a minute)...");
  // The same build as `npm run build`: the app, then its assets pre-compressed (gzip, Brotli).
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.env.NODE_ENV = "production";
if (!process.env.APP_URL) {
  process.env.APP_URL = `http://localhost:${process.env.PORT || 3000}`;
  console.log(`APP_URL is not set: links will use ${process.env.APP_URL} (this machine).`);
}
await import("../server.js");
