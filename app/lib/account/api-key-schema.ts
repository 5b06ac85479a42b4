/**
 * What a dealer gives to make an API key (docs/decisions/033-dealer-api-keys.md): a name (1-60
 * characters, to know it by: "Stock sync", "Website") and at least one scope. The dashboard's
 * form (Conform, both sides: the scopes as checkboxes) and `POST /api/user/api-keys` take it.
 */
import { z } from "zod";
import { msg } from "~/i18n/messages";
import { API_KEY_SCOPES } from "../vocabulary/domain";

export const ApiKeyInputSchema = z.object({
  name: z
    .string({ error: msg("forms.apiKey.nameRequired") })
    .trim()
    .min(1, msg("forms.apiKey.nameRequired"))
    .max(60, msg("forms.text.atMost", { max: 60 })),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: msg("forms.apiKey.scopes") }), {
      error: msg("forms.apiKey.scopes"),
    })
    .min(1, msg("forms.apiKey.scopes")),
});
