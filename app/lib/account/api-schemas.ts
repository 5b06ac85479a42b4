/**
 * Request bodies of the JSON API that have no form of their own (the forms' schemas live in
 * auth-schemas.ts and listing-schema.ts). The routes validate with these and the OpenAPI
 * document (`/api/openapi.json`) is generated from them.
 */
import { z } from "zod";
import { LoginSchema, TwoFactorCodeSchema } from "./auth-schemas";

/** `POST /api/auth/login`. */
export const ApiLoginSchema = LoginSchema.pick({ email: true, password: true }).extend({
  remember: z.boolean().optional(),
});

/** `POST /api/auth/verify-email`: the token from the mailed link. */
export const VerifyEmailSchema = z.object({
  token: z.string({ error: "token is required" }).min(10, "token is not valid").max(200),
});

/** `PUT /api/uploads/cars/{id}/images/reorder`: every photo id of the listing, cover first. */
export const PhotoOrderSchema = z.object({
  imageOrder: z.array(z.string().uuid("imageOrder must list photo ids")).min(1).max(20),
});

/** `POST /api/auth/login/2fa`: the challenge from `POST /api/auth/login` and a code. */
export const ApiTwoFactorLoginSchema = z.object({
  challengeToken: z
    .string({ error: "challengeToken is required" })
    .min(10, "challengeToken is not valid")
    .max(200),
  code: TwoFactorCodeSchema,
});
