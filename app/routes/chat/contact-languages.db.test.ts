/**
 * The contact-seller form and the report page in the site's languages
 * (docs/decisions/023-languages.md): English as written, Hausa, Yoruba and Igbo from the
 * `contact` catalogue, the car's title and the seller's name untouched, the buyer's first words
 * offered in the page's language, and the answers (flash, redirects) in it too.
 */
import { describe, expect, it } from "vitest";
import { failOnMissingMessages } from "../../../tests/support/i18n";
import { loader as rootLoader } from "~/root";
import * as report from "~/routes/account/report";
import { createListing, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { pageText, renderPage, renderPageError } from "../../../tests/support/render";
import { callRoute, signIn } from "../../../tests/support/routes";
import * as contact from "./contact";

useTestDatabase();

failOnMissingMessages();

async function carFor() {
  const seller = await createUser({ firstName: "Chidi", lastName: "Eze" });
  const listing = await createListing(seller.id, { title: "Lexus RX 350 2014" });
  return { seller, listing };
}

describe("the contact form's languages", () => {
  it("reads in English as before", async () => {
    const { listing } = await carFor();
    const html = await renderPage(contact, "/:lang?/contact/:id", {
      path: `/contact/${listing.id}`,
    });
    const text = pageText(html);
    for (const words of [
      "Message the seller",
      "← Back to the car",
      "Seller: Chidi Eze",
      "Share my phone number with the seller",
      "Send Message",
    ])
      expect(text).toContain(words);
    expect(html).toContain("Hello, is this Lexus RX 350 2014 still available?");
  });

  it.each([
    ["ha", "Aika wa mai sayarwa saƙo", "Sannu, akwai wannan Lexus RX 350 2014 har yanzu?"],
    ["yo", "Fi ìfiránṣẹ́ ránṣẹ́ sí olùtà", "Ẹ n lẹ́, ṣé Lexus RX 350 2014 yìí ṣì wà?"],
    ["ig", "Zipu onye na-ere ozi", "Ndewo, Lexus RX 350 2014 a ka dị?"],
  ] as const)("reads in %s, offering the first words in it", async (language, heading, first) => {
    const { listing } = await carFor();
    const html = await renderPage(contact, "/:lang?/contact/:id", {
      path: `/${language}/contact/${listing.id}`,
    });
    const text = pageText(html);
    expect(text).toContain(heading);
    expect(text).toContain("Chidi Eze");
    expect(text).not.toContain("Share my phone number");
    expect(html).toContain(first.replace("'", "&#x27;"));
    expect(html).toContain(`href="/${language}/car/${listing.id}"`);
  });

  it("asks for a test drive in Yoruba, and a seller's form answers on its prefixed address", async () => {
    const { seller, listing } = await carFor();
    const drive = pageText(
      await renderPage(contact, "/:lang?/contact/:id", {
        path: `/yo/contact/${listing.id}?request=test_drive`,
      }),
    );
    expect(drive).toContain("Ṣètò ìdánwò ìwakọ̀");
    expect(drive).toContain("Ọjọ́ àti àkókò (aago Èkó)");
    const toSeller = pageText(
      await renderPage(contact, "/:lang?/seller/:id/contact", {
        path: `/ig/seller/${seller.id}/contact`,
      }),
    );
    expect(toSeller).toContain("Zipu onye na-ere ozi");
    expect(toSeller).toContain("← Laghachi n'onye na-ere");
  });

  it("sends in Hausa: the conversation opens on its Hausa address with a Hausa notice", async () => {
    const { listing } = await carFor();
    const buyer = await createUser({ accountType: "buyer" });
    const token = await signIn(buyer);
    const sent = await callRoute(contact.action, {
      method: "POST",
      path: `/ha/contact/${listing.id}`,
      params: { id: listing.id, lang: "ha" },
      sessionCookie: token,
      form: { message: "Sannu, zan iya ganin motar gobe?" },
    });
    expect(sent.location).toMatch(/^\/ha\/chat\/[0-9a-f-]+#latest$/);
    const flash = (sent.headers.get("set-cookie") ?? "").split(";")[0];
    const root = await callRoute(rootLoader, {
      path: sent.location!,
      params: { lang: "ha" },
      sessionCookie: token,
      cookie: flash,
    });
    expect(root.body.flash.message).toBe("An aika saƙo");
  });
});

describe("the report page's languages", () => {
  it("says there is nothing to report in the page's language", async () => {
    const token = await signIn(await createUser({ accountType: "buyer" }));
    const page = (path: string) =>
      renderPageError(report, "/:lang?/report", { path, sessionCookie: token }).then((r) =>
        pageText(r.html),
      );
    const ha = await page("/ha/report?targetType=nothing");
    expect(ha).toContain("Babu abin da za a kai rahoto a nan");
    expect(ha).not.toContain("nothing to report");
    expect(await page("/report?targetType=nothing")).toContain("There is nothing to report here");
  });

  it("reads in Yoruba, the car's title as written, and thanks in Hausa on a Hausa page", async () => {
    const { listing } = await carFor();
    const reporter = await createUser({ accountType: "buyer" });
    const token = await signIn(reporter);
    const query = `?targetType=listing&targetId=${listing.id}&returnTo=%2Fyo%2Fcar%2F${listing.id}`;
    const text = pageText(
      await renderPage(report, "/:lang?/report", {
        path: `/yo/report${query}`,
        sessionCookie: token,
      }),
    );
    for (const words of ["Fi ẹ̀sùn kan ìpolówó kan", "Jìbìtì", "Ìpolówó irọ́", "Fi ẹ̀sùn ránṣẹ́"])
      expect(text).toContain(words);
    expect(text).toContain("Lexus RX 350 2014");
    expect(text).not.toContain("Why are you reporting it?");

    const english = pageText(
      await renderPage(report, "/:lang?/report", { path: `/report${query}`, sessionCookie: token }),
    );
    expect(english).toContain("Report a listing");
    expect(english).toContain("Why are you reporting it?");

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
    const flash = (filed.headers.get("set-cookie") ?? "").split(";")[0];
    const root = await callRoute(rootLoader, {
      path: filed.location!,
      params: { lang: "ha" },
      sessionCookie: token,
      cookie: flash,
    });
    expect(root.body.flash.message).toBe("Mun gode. Ƙungiyarmu za ta duba rahotonka.");
  });

  it("refuses a report without a reason in the page's language", async () => {
    const { listing } = await carFor();
    const reporter = await createUser({ accountType: "buyer" });
    const refused = await callRoute(report.action, {
      method: "POST",
      path: `/ig/report`,
      params: { lang: "ig" },
      sessionCookie: await signIn(reporter),
      form: { targetType: "listing", targetId: listing.id, details: "", returnTo: "/" },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.result.error.reason).toEqual(["Họrọ ihe kpatara ya"]);
  });
});
