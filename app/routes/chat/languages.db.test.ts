/**
 * The messages screen in the site's languages (docs/decisions/023-languages.md): English as
 * written, Hausa, Yoruba and Igbo from the `chat` catalogue, with the other person's name, the
 * car's title and every message's words left as they were written.
 */
import { describe, expect, it } from "vitest";
import { failOnMissingMessages } from "../../../tests/support/i18n";
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
});
