/**
 * `npm run user:create -- --email a@b.ng --password secret123 [--role admin|moderator|user]
 *  [--first Ada --last Okafor --phone 08031234567 --account-type buyer|seller|both --plan free|basic|premium]`
 * Creates an account (e-mail verified) on the database the environment points at, or updates
 * the role, plan and password of an existing one.
 */
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { users } from "#db/schema";
import { connectDatabase, db, disconnectDatabase } from "#db/connection";
import { toNigerianE164 } from "~/lib/phone";
import { getUserByEmail, markEmailVerified, registerUser } from "~/models/identity/users.server";
import { setPassword } from "~/models/identity/passwords.server";
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
    console.log(`Created ${user.email}`);
  } else {
    await setPassword(user.id, values.password);
    console.log(`Updated ${user.email}`);
  }
  await markEmailVerified(user.id);
  await db()
    .update(users)
    .set({ role: values.role as "user", ...(values.plan ? { plan: values.plan as "free" } : {}) })
    .where(eq(users.id, user.id));
  console.log(`Role: ${values.role}${values.plan ? `, plan: ${values.plan}` : ""}`);
  await disconnectDatabase();
});
