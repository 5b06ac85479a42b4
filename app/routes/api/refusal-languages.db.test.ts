/**
 * The listings, messaging and trust models' refusals as an API client reads them
 * (docs/decisions/023-languages.md, "Messages as keys"): the model throws a message key, and the
 * API answers it in the language of `Accept-Language`, English without one, with the same
 * status. One refusal per area: a message in a blocked conversation, the saved-search limit, a
 * review before the seller answered, and a phone code without a phone number.
 */
import { describe, expect, it } from "vitest";
import { MAX_SAVED_SEARCHES } from "~/lib/catalogue/saved-search-options";
import { createSavedSearch } from "~/models/saved/saved-searches.server";
import { setBlocked } from "~/models/messaging/messages.server";
import { action as sendAction } from "~/routes/api/messages/send";
import { action as savedSearchesAction } from "~/routes/api/saved-searches/saved-searches";
import { action as phoneSendAction } from "~/routes/api/user/verification-phone-send";
import { action as reviewAction } from "~/routes/api/users/reviews";
import { createAnsweredConversation, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { callRoute, signIn } from "../../../tests/support/routes";

useTestDatabase();

/** Hausa when `hausa`, else no Accept-Language at all. */
const language = (hausa: boolean): Record<string, string> =>
  hausa ? { "accept-language": "ha-NG,ha;q=0.9" } : {};

describe("refusals answered in the client's language", () => {
  it.each([
    [false, "You can't reply to this conversation"],
    [true, "Ba za ka iya ba da amsa a wannan hirar ba"],
  ])("a message in a blocked conversation (Hausa: %s)", async (hausa, text) => {
    const seller = await createUser();
    const buyer = await createUser({ accountType: "buyer" });
    const { conversationId } = await createAnsweredConversation(seller.id, buyer.id);
    await setBlocked(seller.id, conversationId, true);
    const r = await callRoute(sendAction, {
      method: "POST",
      path: "/api/messages/send",
      token: await signIn(buyer),
      headers: language(hausa),
      json: { conversationId, content: "Still there?" },
    });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ success: false, message: text });
  });

  it.each([
    [false, "You can keep up to 20 saved searches. Delete one on the Saved searches page"],
    [true, "Za ka iya adana bincike 20 kawai. Goge ɗaya a shafin Binciken da aka adana"],
  ])("the saved-search limit (Hausa: %s)", async (hausa, text) => {
    const buyer = await createUser({ accountType: "buyer" });
    for (let i = 0; i < MAX_SAVED_SEARCHES; i++)
      await createSavedSearch(buyer.id, { name: `Search ${i}`, query: `minPrice=${i + 1}000000` });
    const r = await callRoute(savedSearchesAction, {
      method: "POST",
      path: "/api/saved-searches",
      token: await signIn(buyer),
      headers: language(hausa),
      json: { name: "Kias", query: "make=Kia" },
    });
    expect(r.status).toBe(409);
    expect(r.body.success).toBe(false);
    expect(r.body.message).toContain(text);
  });

  it.each([
    [false, "You can review a seller after they have answered one of your messages"],
    [true, "Za ka iya yi wa mai sayarwa sharhi bayan ya amsa ɗaya daga cikin saƙonninka"],
  ])("a review before the seller answered (Hausa: %s)", async (hausa, text) => {
    const seller = await createUser();
    const stranger = await createUser({ accountType: "buyer" });
    const r = await callRoute(reviewAction, {
      method: "POST",
      path: `/api/users/${seller.id}/reviews`,
      params: { id: seller.id },
      token: await signIn(stranger),
      headers: language(hausa),
      json: { rating: 5, comment: "A very good seller indeed." },
    });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ success: false, message: text });
  });

  it.each([
    [false, "Add your phone number first.", "Add your phone number first."],
    [true, "Ƙara lambar wayarka tukuna.", "Ƙara lambar wayarka tukuna."],
  ])("a phone code without a phone (Hausa: %s)", async (hausa, text, field) => {
    const user = await createUser({ phone: null });
    const r = await callRoute(phoneSendAction, {
      method: "POST",
      path: "/api/user/verification/phone/send",
      token: await signIn(user),
      headers: language(hausa),
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, message: text, errors: { phone: [field] } });
  });
});
