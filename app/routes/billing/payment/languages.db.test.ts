/**
 * /payment's frame and Overview in Hausa (docs/decisions/023-languages.md): the `billing`
 * catalogue's words, amounts in naira. The other tabs are still English.
 */
import { describe, expect, it } from "vitest";
import { failOnMissingMessages } from "../../../../tests/support/i18n";
import { createUser } from "../../../../tests/factories";
import { useTestDatabase } from "../../../../tests/setup/database";
import { pageText, renderPage } from "../../../../tests/support/render";
import { signIn } from "../../../../tests/support/routes";
import * as page from "./route";

useTestDatabase();

failOnMissingMessages();

describe("/payment's languages", () => {
  it("reads the Overview in Hausa", async () => {
    const sessionCookie = await signIn(await createUser());
    const html = await renderPage(page, "/:lang?/payment", { path: "/ha/payment", sessionCookie });
    const text = pageText(html);
    for (const words of ["Biya da Lissafi", "Jimillar kashewa", "Kyauta har abada", "₦0"])
      expect(text).toContain(words);
    expect(text).not.toContain("Payment & Billing");
    expect(html).toContain('href="/ha/payment?tab=transactions"');
  });
});
