/**
 * `npm run totp [-- <base32 key>]`: prints the 6-digit code an authenticator app would show now
 * for the key (default: the demo admin's, SEED_STAFF_TOTP_SECRET; README, "Demo accounts"), and
 * the seconds it has left. For local sign-ins to a staff account, which needs two-factor
 * authentication on (docs/decisions/005-permissions.md, "Staff access"). A code works once: wait
 * for the next one to sign in again within the same 30 seconds.
 */
import { getEnv } from "~/env.server";
import { currentTotpCode } from "~/models/security/two-factor.server";
import { runScript } from "./script-utils";

class UsageError extends Error {
  name = "UsageError";
}

await runScript(async () => {
  const key = (process.argv[2] ?? getEnv().SEED_STAFF_TOTP_SECRET).replace(/\s/g, "").toUpperCase();
  if (!/^[A-Z2-7]{16,}=*$/.test(key)) throw new UsageError("The key must be base32 (A-Z, 2-7)");
  const left = 30 - (Math.floor(Date.now() / 1000) % 30);
  console.log(`${await currentTotpCode(key)}  (${left} s left)`);
});
