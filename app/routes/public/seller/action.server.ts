/**
 * The seller profile's action (docs/decisions/009-messaging.md): the signed-in buyer writes,
 * changes or deletes their review of this seller (intents REVIEW_INTENTS). The model validates
 * (lib/messaging/review-schema.ts) and checks who may review (models/messaging/reviews.server.ts); a refused post
 * answers (handleForm) the values typed and the errors, with the model's status, so the form
 * shows them again.
 * Success is a redirect to the Reviews tab with a flash message. Signed out: to /login and back.
 */
import { z } from "zod";
import { msg } from "~/i18n/messages";
import { fieldText } from "~/lib/forms/text";
import { deleteMyReview, updateMyReview, writeReview } from "~/models/messaging/reviews.server";
import { redirectWithFlash } from "~/request/flash.server";
import { fieldsOrMessage, handleForm, NoFields } from "~/request/forms.server";
import { pathInRequestLanguage } from "~/request/language.server";
import { requireUser } from "~/request/session.server";
import type { Route } from "./+types/route";

const ReviewFields = z.object({
  rating: fieldText(10),
  // Long enough that a comment over the limit reaches the model and is refused, not cut.
  comment: fieldText(5000),
  carPurchased: fieldText(1000),
});

export async function action({ request, params }: Route.ActionArgs) {
  // Back to the page in its own language; the flash is a key the next page reads in it
  // (docs/decisions/023-languages.md, "Messages as keys").
  const back = pathInRequestLanguage(
    request,
    `/seller/${encodeURIComponent(params.id)}?tab=reviews`,
  );
  const user = await requireUser(request, back);
  return handleForm(
    request,
    {
      intents: {
        "write-review": ReviewFields,
        "update-review": ReviewFields,
        "delete-review": NoFields,
      },
      refused: fieldsOrMessage,
    },
    async (input) => {
      if (input.intent === "delete-review") {
        await deleteMyReview(user.id, params.id);
        return redirectWithFlash(back, msg("seller.flash.deleted"));
      }
      if (input.intent === "update-review") {
        await updateMyReview(user.id, params.id, input.value);
        return redirectWithFlash(back, msg("seller.flash.updated"));
      }
      await writeReview(user.id, params.id, input.value);
      return redirectWithFlash(back, msg("seller.flash.written"));
    },
  );
}
