/**
 * Playwright's global set-up, run once after the suite's server answers and before any worker
 * starts: signs the demo admin in on that server (fixtures.ts, `demoStaffToken`), so the two
 * workers share one token instead of racing for the same 30-second two-factor code (the loser
 * would wait for the next one).
 */
import fs from "node:fs";
import path from "node:path";
import type { FullConfig } from "@playwright/test";
import { demoStaffToken } from "./fixtures";

export default async function globalSetup(config: FullConfig) {
  // Tokens of an earlier run's server are useless: its database was deleted at start.
  fs.rmSync(path.resolve("tests/.tmp/e2e-staff-tokens"), { recursive: true, force: true });
  const baseURL = config.projects[0]?.use.baseURL;
  if (baseURL) await demoStaffToken(baseURL);
}
