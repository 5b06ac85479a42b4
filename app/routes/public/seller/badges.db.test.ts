/**
 * The seller profile's trust signals follow the one Verified rule
 * (docs/decisions/011-trust-and-verification.md): Verified means e-mail, phone, identity and
 * proof of address, so the page never sells a checked address as something more than the
 * badge, nor Verified as an identity check alone.
 */
import { describe, expect, it } from "vitest";
import { createUser, verifiedRecords } from "../../../../tests/factories";
import { useTestDatabase } from "../../../../tests/setup/database";
import { pageText, renderPage } from "../../../../tests/support/render";
import * as page from "./route";

useTestDatabase();

const profileText = async (id: string) =>
  pageText(await renderPage(page, "/seller/:id", { path: `/seller/${id}` }));

describe("the seller profile's badges", () => {
  it("a Verified seller shows the badge and says identity and address were checked", async () => {
    const seller = await createUser({ ...verifiedRecords() });
    const text = await profileText(seller.id);
    expect(text).toContain("Identity and address verified by MotorMart");
    // Verified already covers the address: no second badge repeating part of it.
    expect(text).not.toContain("Address checked");
  });

  it("an address checked without the rest shows only that, and no Verified", async () => {
    const seller = await createUser({ addressVerifiedAt: new Date() });
    const text = await profileText(seller.id);
    expect(text).toContain("Address checked");
    expect(text).toContain("Identity not verified yet");
    expect(text).not.toContain("verified by MotorMart");
  });
});
