/**
 * Messaging in Hausa, Yoruba and Igbo (docs/decisions/023-languages.md): smoke renders of the
 * messages screen (a test-drive request in Hausa, its answer in Yoruba, in the pane and the
 * list), the contact form (in Hausa, its test-drive mode in Yoruba, the seller's address in
 * Igbo) and the report page (Yoruba, and its "nothing to report" boundary in Hausa), each with no
 * "Missing message", its links and form actions under the prefix, the other person's name, the
 * car's title and every message as written, and what the page writes itself (a request's date
 * in the reader's zone, the buyer's first words) in the language. Sending and reporting answer
 * in the page's language, on its addresses. The words are the catalogue check's
 * (app/i18n/catalogues.test.ts); English pages are the areas' own route tests'.
 */
import { describe, expect, it } from "vitest";
import { RequestFieldsSchema } from "~/lib/messaging/messages";
import { sendMessage } from "~/models/messaging/messages.server";
import { loader as rootLoader } from "~/root";
import * as report from "~/routes/account/report";
import { createConversation, createListing, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { pageText, renderPageError } from "../../../tests/support/render";
import { offPrefix, renderIn } from "../../../tests/support/render-languages";
import { callRoute, signIn } from "../../../tests/support/routes";
import * as contact from "./contact";
import * as chat from "./route";

useTestDatabase();

async function carFor() {
  const seller = await createUser({ accountType: "seller", firstName: "Chidi", lastName: "Eze" });
  const listing = await createListing(seller.id, { title: "Lexus RX 350 2014" });
  return { seller, listing };
}

describe("the messages screen", () => {
  it("writes a request in Hausa and its answer in Yoruba, in the pane and the list, the words as typed", async () => {
    const { seller, listing } = await carFor();
    const { buyer, conversationId } = await createConversation({
      seller,
      listing,
      first: "Is the Lexus still available?",
    });
    const request = await sendMessage(buyer.id, conversationId, {
      content: "Zan zo da makanikina",
      // Saturday 2 November 2030, 10:00 in Lagos.
      fields: RequestFieldsSchema.parse({ type: "test_drive", at: "2030-11-02T10:00" }),
    });
    const pane = async (lang: "ha" | "yo", who: typeof seller) =>
      renderIn(chat, "/:lang?/chat/:chatId", {
        path: `/${lang}/chat/${conversationId}`,
        sessionCookie: await signIn(who),
      });

    const hausa = await pane("ha", seller);
    expect(hausa.text).toContain("Buƙatar gwajin tuƙi: Asa, 2 Nuw 2030, 10:00 (agogon Legas)");
    expect(hausa.text).toContain("Zan zo da makanikina");
    expect(hausa.text).toContain("Is the Lexus still available?");
    expect(hausa.text).toContain("Lexus RX 350 2014");
    expect(hausa.html).toContain('placeholder="Rubuta saƙo"');
    expect(hausa.text).not.toMatch(/Test drive request|Block user|Back to dashboard/);
    expect(hausa.html).toContain('href="/ha/chats"');
    expect(offPrefix(hausa.html, "ha")).toEqual([]);

    await sendMessage(seller.id, conversationId, {
      content: "",
      fields: RequestFieldsSchema.parse({
        type: "request_response",
        requestId: request.id,
        answer: "accepted",
      }),
    });
    // The pane and the list's preview of the newest message.
    const yoruba = await pane("yo", buyer);
    expect(yoruba.text.match(/A gba ìbéèrè ìdánwò ìwakọ̀/g)).toHaveLength(2);
    expect(yoruba.text).toContain("Ìbéèrè ìdánwò ìwakọ̀: Àbámẹ́ta, 2 Bélú 2030, 10:00 (aago Èkó)");
    expect(yoruba.text).toContain("Chidi Eze");
    expect(yoruba.text).not.toMatch(/Accepted the test drive request|Report user/);
    expect(offPrefix(yoruba.html, "yo")).toEqual([]);
  });
});

describe("the contact form", () => {
  it("reads in Hausa, offering the buyer's first words in Hausa", async () => {
    const { listing } = await carFor();
    const { html, text } = await renderIn(contact, "/:lang?/contact/:id", {
      path: `/ha/contact/${listing.id}`,
    });
    expect(text).toContain("Chidi Eze");
    expect(text).not.toMatch(/Share my phone number|Message the seller/);
    expect(html).toContain("Sannu, akwai wannan Lexus RX 350 2014 har yanzu?");
    expect(html).toContain(`href="/ha/car/${listing.id}"`);
    expect(offPrefix(html, "ha")).toEqual([]);
  });

  it("asks for a test drive in Yoruba, in the reader's zone", async () => {
    const { listing } = await carFor();
    const { html, text } = await renderIn(contact, "/:lang?/contact/:id", {
      path: `/yo/contact/${listing.id}?request=test_drive`,
    });
    expect(text).toContain("Ṣètò ìdánwò ìwakọ̀");
    expect(text).toContain("Ọjọ́ àti àkókò (aago Èkó)");
    expect(text).not.toMatch(/Schedule a test drive|Lagos time/);
    expect(offPrefix(html, "yo")).toEqual([]);
  });

  it("reads in Igbo on the seller's address, back to the seller's Igbo page", async () => {
    const { seller } = await carFor();
    const { html, text } = await renderIn(contact, "/:lang?/seller/:id/contact", {
      path: `/ig/seller/${seller.id}/contact`,
    });
    expect(text).toContain("← Laghachi n'onye na-ere");
    expect(text).not.toContain("Back to the seller");
    expect(html).toContain(`href="/ig/seller/${seller.id}"`);
    expect(offPrefix(html, "ig")).toEqual([]);
  });

  it("sends in Hausa: the conversation opens on its Hausa address with a Hausa notice", async () => {
    const { listing } = await carFor();
    const token = await signIn(await createUser({ accountType: "buyer" }));
    const sent = await callRoute(contact.action, {
      method: "POST",
      path: `/ha/contact/${listing.id}`,
      params: { id: listing.id, lang: "ha" },
      sessionCookie: token,
      form: { message: "Sannu, zan iya ganin motar gobe?" },
    });
    expect(sent.location).toMatch(/^\/ha\/chat\/[0-9a-f-]+#latest$/);
    const root = await callRoute(rootLoader, {
      path: sent.location!,
      params: { lang: "ha" },
      sessionCookie: token,
      cookie: (sent.headers.get("set-cookie") ?? "").split(";")[0],
    });
    expect(root.body.flash.message).toBe("An aika saƙo");
  });
});

describe("the report page", () => {
  it("says there is nothing to report in the page's language, English as before", async () => {
    const token = await signIn(await createUser({ accountType: "buyer" }));
    const { html } = await renderPageError(report, "/:lang?/report", {
      path: "/ha/report?targetType=nothing",
      sessionCookie: token,
    });
    const text = pageText(html);
    expect(text).toContain("Babu abin da za a kai rahoto a nan");
    expect(text).not.toContain("nothing to report");
    const english = await renderPageError(report, "/:lang?/report", {
      path: "/report?targetType=nothing",
      sessionCookie: token,
    });
    expect(pageText(english.html)).toContain("There is nothing to report here");
  });

  it("reads in Yoruba, the car's title as written, and thanks in Hausa on a Hausa page", async () => {
    const { listing } = await carFor();
    const token = await signIn(await createUser({ accountType: "buyer" }));
    const query = `?targetType=listing&targetId=${listing.id}&returnTo=%2Fyo%2Fcar%2F${listing.id}`;
    const { html, text } = await renderIn(report, "/:lang?/report", {
      path: `/yo/report${query}`,
      sessionCookie: token,
    });
    for (const words of ["Fi ẹ̀sùn kan ìpolówó kan", "Jìbìtì", "Fi ẹ̀sùn ránṣẹ́"])
      expect(text).toContain(words);
    expect(text).toContain("Lexus RX 350 2014");
    expect(text).not.toMatch(/Why are you reporting it\?|Report a listing/);
    expect(offPrefix(html, "yo")).toEqual([]);

    const filed = await callRoute(report.action, {
      method: "POST",
      path: `/ha/report`,
      params: { lang: "ha" },
      sessionCookie: token,
      form: {
        targetType: "listing",
        targetId: listing.id,
        reason: "scam",
        details: "",
        returnTo: `/ha/car/${listing.id}`,
      },
    });
    expect(filed.location).toBe(`/ha/car/${listing.id}`);
    const root = await callRoute(rootLoader, {
      path: filed.location!,
      params: { lang: "ha" },
      sessionCookie: token,
      cookie: (filed.headers.get("set-cookie") ?? "").split(";")[0],
    });
    expect(root.body.flash.message).toBe("Mun gode. Ƙungiyarmu za ta duba rahotonka.");
  });

  it("refuses a report without a reason in the page's language", async () => {
    const { listing } = await carFor();
    const refused = await callRoute(report.action, {
      method: "POST",
      path: `/ig/report`,
      params: { lang: "ig" },
      sessionCookie: await signIn(await createUser({ accountType: "buyer" })),
      form: { targetType: "listing", targetId: listing.id, details: "", returnTo: "/" },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.result.error.reason).toEqual(["Họrọ ihe kpatara ya"]);
  });
});
