/**
 * `npm run user:create -- --email a@b.ng --password secret123 [--role admin|moderator|user]
 *  [--first Ada --last Okafor --phone 08031234567 --account-type buyer|seller|both --plan free|basic|premium]`
 * Creates an account (its e-mail confirmed: the operator typed it) on the database the
 * environment points at, or updates the role, plan and password of an existing one.
 *
 * A staff role goes only to an account with a confirmed e-mail and two-factor authentication on
 * (docs/decisions/005-permissions.md, "Staff access"), through the same model function as the
 * admin panel (`changeUserRole`). An account this command creates with a staff role gets 2FA
 * turned on here: the key (and its `otpauth://` URI) and ten recovery codes are printed once, for
 * the operator to hand to its owner. An existing account keeps its e-mail and 2FA as they are:
 * without them the role is refused, with the reason.
 */
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { users } from "#db/schema";
import { connectDatabase, db, disconnectDatabase } from "#db/connection";
import { translateText } from "~/i18n/server/catalogues.server";
import type { Role } from "~/lib/vocabulary/domain";
import { toNigerianE164 } from "~/lib/format/phone";
import { changeUserRole, CONSOLE } from "~/models/admin/users.server";
import { getUserByEmail, markEmailVerified, registerUser } from "~/models/identity/users.server";
import { setPassword } from "~/models/identity/passwords.server";
import { enableTwoFactorAtConsole } from "~/models/security/two-factor.server";
import { DomainError } from "~/models/shared/errors.server";
import { runScript } from "./script-utils";

class UsageError extends Error {
  name = "UsageError";
}

await runScript(async () => {
  const { values } = parseArgs({
    options: {
      email: { type: "string" },
      password: { type: "string" },
      role: { type: "string", default: "user" },
      first: { type: "string", default: "Staff" },
      last: { type: "string", default: "Member" },
      phone: { type: "string", default: "08000000000" },
      "account-type": { type: "string", default: "both" },
      plan: { type: "string" },
    },
  });
  if (!values.email || !values.password)
    throw new UsageError("--email and --password are required");
  if (values.password.length < 8) throw new UsageError("--password must be at least 8 characters");
  if (!["user", "moderator", "admin"].includes(values.role!))
    throw new UsageError("--role must be user, moderator or admin");
  const role = values.role as Role;
  const accountType = values["account-type"] as "buyer" | "seller" | "both";
  if (!["buyer", "seller", "both"].includes(accountType))
    throw new UsageError("--account-type must be buyer, seller or both");
  if (values.plan && !["free", "basic", "premium"].includes(values.plan))
    throw new UsageError("--plan must be free, basic or premium");
  await connectDatabase();
  let user = await getUserByEmail(values.email);
  if (!user) {
    user = await registerUser({
      email: values.email,
      password: values.password,
      firstName: values.first!,
      lastName: values.last!,
      phone: toNigerianE164(values.phone!) ?? "+2348000000000",
      location: "lagos",
      accountType,
    });
    await markEmailVerified(user.id);
    console.log(`Created ${user.email}`);
    if (role !== "user") {
      const twoFactor = await enableTwoFactorAtConsole(user.id, user.email);
      console.log(
        [
          "Two-factor authentication is on (a staff role needs it). Give the owner, once:",
          `  key for the authenticator app: ${twoFactor.secret}`,
          `  or its URI (a QR code of it): ${twoFactor.otpauthUrl}`,
          `  recovery codes: ${twoFactor.recoveryCodes.join(" ")}`,
        ].join("\n"),
      );
    }
  } else {
    await setPassword(user.id, values.password);
    console.log(`Updated ${user.email}`);
  }
  if (values.plan)
    await db()
      .update(users)
      .set({ plan: values.plan as "free" })
      .where(eq(users.id, user.id));
  if (role !== user.role) {
    try {
      await changeUserRole(CONSOLE, user.id, role);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      throw new UsageError(translateText("en", error.message));
    }
  }
  console.log(`Role: ${role}${values.plan ? `, plan: ${values.plan}` : ""}`);
  await disconnectDatabase();
});
