/**
 * The profile's fields a user may change (`PUT /api/users/profile`; the profile screen of a
 * later issue), apart from the account forms so their JavaScript does not carry the states
 * list. States are slugs; websites are http(s) only (issue 9, hole 14).
 */
import { z } from "zod";
import { AccountTypeSchema, FirstNameSchema, LastNameSchema, PhoneSchema } from "./auth-schemas";
import { STATES } from "./catalog";
import { line, paragraph } from "./text";

export const ProfileUpdateSchema = z.object({
  firstName: FirstNameSchema.optional(),
  lastName: LastNameSchema.optional(),
  phone: PhoneSchema.optional(),
  state: z
    .enum(Object.keys(STATES) as [string, ...string[]], {
      error: "Choose a Nigerian state (a state slug such as lagos or fct)",
    })
    .optional(),
  city: line(80).optional(),
  address: line(200).optional(),
  description: paragraph(2000).optional(),
  // http(s) only: a `javascript:` address would run when a buyer clicks it (issue 9, hole 14).
  website: z
    .url({ protocol: /^https?$/, error: "Enter a full web address (https://...)" })
    .max(200)
    .optional()
    .or(z.literal("")),
  accountType: AccountTypeSchema.optional(),
});
