/**
 * The messages screen in the site's languages (docs/decisions/023-languages.md): English as
 * written, Hausa, Yoruba and Igbo from the `chat` catalogue, with the other person's name, the
 * car's title and every message's words left as they were written.
 */
import { describe, expect, it } from "vitest";
import { failOnMissingMessages } from "../../../tests/support/i18n";
import { RequestFieldsSchema } from "~/lib/messaging/messages";
import { sendMessage } from "~/models/messaging/messages.server";
import { createConversation, createListing, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { pageText, renderPage } from "../../../tests/support/render";
import { signIn } from "../../../tests/support/routes";
import * as page from "./route";

useTestDatabase();

failOnMissingMessages();

async function conversation() {
  const seller = await createUser({ accountType: "seller", firstName: "Chidi", lastName: "Eze" });
  const listing = await createListing(seller.id, { title: "Lexus RX 350 2014" });
  const { buyer, conversationId } = await createConversation({
    seller,
    listing,
    first: "Is the Lexus still available?",
  });
  return { buyer, seller, conversationId };
}

describe("the messages screen's languages", () => {
  it("reads in English as before", async () => {
    const { seller } = await conversation();
    const sessionCookie = await signIn(seller);
    const html = await renderPage(page, "/:lang?/chats", { path: "/chats", sessionCookie });
    const text = pageText(html);
    for (const words of [
      "Messages",
      "← Back to dashboard",
      "Search conversations",
      "Lexus RX 350 2014",
      "Is the Lexus still available?",
      "Block user",
      "Report user",
      "Send",
    ])
      expect(text).toContain(words);
    expect(html).toContain('placeholder="Write a message"');
  });

  it.each([
    ["ha", "Saƙonni", "Toshe mai amfani", "Rubuta saƙo", "Ba a sami wata hira ba"],
    ["yo", "Àwọn ìfiránṣẹ́", "Dí olùmúlò lọ́nà", "Kọ ìfiránṣẹ́", "A kò rí ìjíròrò kankan"],
    ["ig", "Ozi", "Gbochie onye ọrụ", "Dee ozi", "Ahụghị mkparịta ụka ọ bụla"],
  ] as const)(
    "reads in %s, the messages as written",
    async (language, heading, block, placeholder, empty) => {
      const { seller, conversationId } = await conversation();
      const sessionCookie = await signIn(seller);
      const html = await renderPage(page, "/:lang?/chat/:chatId", {
        path: `/${language}/chat/${conversationId}`,
        sessionCookie,
      });
      const text = pageText(html);
      expect(text).toContain(heading);
      expect(text).toContain(block);
      expect(html).toContain(`placeholder="${placeholder}"`);
      expect(text).toContain("Is the Lexus still available?");
      expect(text).toContain("Lexus RX 350 2014");
      expect(text).not.toContain("Block user");
      expect(text).not.toContain("Back to dashboard");
      expect(html).toContain(`href="/${language}/chats"`);

      const loner = await createUser();
      const none = pageText(
        await renderPage(page, "/:lang?/chats", {
          path: `/${language}/chats`,
          sessionCookie: await signIn(loner),
        }),
      );
      expect(none).toContain(empty);
      expect(none).not.toContain("No conversations found");
    },
  );

  it("writes a request and its answer in the page's language, in the pane and the list, the note as typed", async () => {
    const { seller, buyer, conversationId } = await conversation();
    const request = await sendMessage(buyer.id, conversationId, {
      content: "Zan zo da makanikina",
      // Saturday 2 November 2030, 10:00 in Lagos.
      fields: RequestFieldsSchema.parse({ type: "test_drive", at: "2030-11-02T10:00" }),
    });
    const answerAndRead = async (language: string, who: typeof seller) =>
      pageText(
        await renderPage(page, "/:lang?/chat/:chatId", {
          path: `/${language}/chat/${conversationId}`,
          sessionCookie: await signIn(who),
        }),
      );
    const hausa = await answerAndRead("ha", seller);
    expect(hausa).toContain("Buƙatar gwajin tuƙi: Asa, 2 Nuw 2030, 10:00 (agogon Legas)");
    expect(hausa).toContain("Zan zo da makanikina");
    expect(hausa).not.toContain("Test drive request");

    await sendMessage(seller.id, conversationId, {
      content: "",
      fields: RequestFieldsSchema.parse({
        type: "request_response",
        requestId: request.id,
        answer: "accepted",
      }),
    });
    // The pane and the list's preview of the newest message, in Yoruba and in English.
    const yoruba = await answerAndRead("yo", buyer);
    expect(yoruba.match(/A gba ìbéèrè ìdánwò ìwakọ̀/g)).toHaveLength(2);
    expect(yoruba).toContain("Ìbéèrè ìdánwò ìwakọ̀: Àbámẹ́ta, 2 Bélú 2030, 10:00 (aago Èkó)");
    const english = pageText(
      await renderPage(page, "/:lang?/chat/:chatId", {
        path: `/chat/${conversationId}`,
        sessionCookie: await signIn(buyer),
      }),
    );
    expect(english.match(/Accepted the test drive request/g)).toHaveLength(2);
    expect(english).toContain("Test drive request: Sat, 2 Nov 2030, 10:00 (Lagos time)");
  });
});
