/**
 * The contract walk (docs/decisions/025-api-contract.md): every GET operation of the OpenAPI
 * document, called with realistic values (a seller with a live car and a photo, a buyer's
 * conversation about it, a payment, a saved search, a report, staff), signed out, as the seller,
 * as an admin and with a dealer's API key. Each answer goes through `callRoute`, which checks it against the document
 * (status, content type, body), so a mismatch fails here with what differs; and every operation
 * must answer a success to someone, so each answer's schema is really checked.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { REPORT_REASONS } from "~/lib/vocabulary/domain-messaging";
import { fileReport } from "~/models/messaging/reports.server";
import {
  addPhoto,
  createConversation,
  createListing,
  createPayment,
  createStaff,
  createUser,
  saveCard,
  verifiedRecords,
} from "../../../../tests/factories";
import { useTestDatabase } from "../../../../tests/setup/database";
import { testApiClient } from "../../../../tests/support/api-client";
import { loadContract } from "../../../../tests/support/contract";
import { signIn } from "../../../../tests/support/routes";
import { createApiKey } from "~/models/dealer/api-keys.server";
import { API_KEY_SCOPES } from "~/lib/vocabulary/domain";

/** Operations a walk cannot read to the end: the live stream never ends by itself. */
const NOT_WALKED = new Set(["/api/messages/stream"]);

/** A realistic query for the operations that need one. */
const QUERIES: Record<string, string> = {
  "/api/cars/search": "?q=Corolla",
  "/api/cars": "?category=tokunbo&sortBy=price&sortOrder=asc&limit=5",
};

type Role = "signed out" | "seller" | "admin" | "dealer's API key";

useTestDatabase();

let ids: Record<string, string>;
let tokens: Record<Role, string | undefined>;

beforeAll(async () => {
  const seller = await createUser({ accountType: "seller", ...verifiedRecords() });
  const listing = await createListing(seller.id);
  await addPhoto(listing.id);
  const buyer = await createUser({ accountType: "buyer" });
  const { conversationId } = await createConversation({ seller, buyer, listing });
  const admin = await createStaff("admin");
  const payment = await createPayment(seller.id, { status: "completed" });
  await saveCard(seller.id, "4081", true);
  const report = await fileReport(buyer.id, {
    targetType: "listing",
    targetId: listing.id,
    reason: REPORT_REASONS[0],
  });
  const sellerToken = await signIn(seller);
  const saved = await testApiClient(sellerToken).POST("/api/saved-searches", {
    body: { name: "Corollas", filters: { make: "toyota" } } as never,
  });
  ids = {
    car: listing.id,
    user: seller.id,
    conversation: conversationId,
    payment: payment.id,
    report: report.id,
    savedSearch: (saved.data?.data as { id?: string } | undefined)?.id ?? crypto.randomUUID(),
  };
  const dealer = await createUser({
    accountType: "seller",
    sellerType: "dealer",
    businessName: "Walk Motors",
  });
  const { key } = await createApiKey(dealer, { name: "Walk", scopes: [...API_KEY_SCOPES] });
  await createListing(dealer.id, { externalId: "WALK-1" });
  tokens = {
    "signed out": undefined,
    seller: sellerToken,
    admin: await signIn(admin),
    "dealer's API key": key,
  };
});

/** The id a path's parameter stands for, from what the set-up made. */
function pathFor(template: string): string {
  const id = (which: string) => ids[which] ?? crypto.randomUUID();
  if (template.startsWith("/api/dealer/stock/")) return template.replace(/\{\w+\}/, "WALK-1");
  const first = template.startsWith("/api/users/")
    ? id("user")
    : template.startsWith("/api/messages/")
      ? id("conversation")
      : template.startsWith("/api/admin/reports/")
        ? id("report")
        : template.startsWith("/api/admin/users/")
          ? id("user")
          : template.startsWith("/api/saved-searches/")
            ? id("savedSearch")
            : template.startsWith("/api/payments/")
              ? id("payment")
              : template.includes("/cars/") || template.startsWith("/api/admin/listings/")
                ? id("car")
                : crypto.randomUUID();
  return template.replace(/\{\w+\}/, first).replace(/\{\w+\}/g, () => crypto.randomUUID());
}

describe("every GET operation of the document, walked", () => {
  it("answers what the document says, signed out, as a seller, as an admin and with a key", async () => {
    const { doc } = loadContract();
    const gets = Object.entries(doc.paths)
      .filter(([path, methods]) => methods.get && !NOT_WALKED.has(path))
      .map(([path]) => path);
    expect(gets.length).toBeGreaterThan(30);
    const succeeded = new Set<string>();
    const answers: string[] = [];
    for (const template of gets)
      for (const role of Object.keys(tokens) as Role[]) {
        const url = `${pathFor(template)}${QUERIES[template] ?? ""}`;
        // callRoute (under the client) throws with the differences when an answer does not fit.
        const client = testApiClient(tokens[role]) as unknown as {
          GET: (url: string, init: object) => Promise<{ response: Response }>;
        };
        const { response } = await client.GET(url, { parseAs: "text" });
        answers.push(`${role} ${url}: ${response.status}`);
        expect(response.status, `${role} GET ${url}`).toBeLessThan(500);
        if (response.ok) succeeded.add(template);
      }
    // Every walked operation answered a success to one of the three, so its schema was checked.
    expect(gets.filter((g) => !succeeded.has(g))).toEqual([]);
  });
});

describe("the typed client", () => {
  it("reads a car, browse and the seller's conversations and payments with typed answers", async () => {
    const seller = testApiClient(tokens.seller);
    const car = await seller.GET("/api/cars/{id}", { params: { path: { id: ids.car } } });
    expect(car.data?.data.id).toBe(ids.car);
    expect(car.data?.data.photos.map((p) => p.position)).toEqual([0]);
    const browse = await testApiClient().GET("/api/cars", {
      params: { query: { search: "Corolla", limit: 5 } },
    });
    expect(browse.data?.data.cars.some((c) => c.id === ids.car)).toBe(true);
    expect(browse.data?.data.pagination.limit).toBe(5);
    const conversations = await seller.GET("/api/messages/conversations");
    expect(conversations.data?.data.map((c) => c.id)).toContain(ids.conversation);
    const payments = await seller.GET("/api/payments/history");
    expect(payments.data?.data.map((p) => p.id)).toContain(ids.payment);
    const refused = await testApiClient().GET("/api/messages/conversations");
    expect(refused.error?.success).toBe(false);
    expect(refused.response.status).toBe(401);
  });
});
