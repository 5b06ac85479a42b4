/**
 * The scam signals and the staff risk queue (docs/decisions/032-scam-signals.md): each signal
 * fires, and as important does not fire where it should not; staff see the evidence and decide,
 * each decision audited, a second decision refused.
 */
import sharp from "sharp";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "#db/connection";
import { auditLog, listings, riskFlags, users } from "#db/schema";
import {
  createListing,
  createStaff,
  createUser,
  createConversation,
  textMessage,
} from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { recomputePriceRatings } from "../pricing/price-rating.server";
import { addPhotos } from "../selling/photos.server";
import { registerUser } from "../identity/users.server";
import { sendMessage } from "../messaging/messages.server";
import { getConversation } from "../messaging/conversations.server";
import { DomainError } from "../shared/errors.server";
import { decideRiskFlag, listRiskFlags } from "./risk.server";

useTestDatabase();

beforeEach(async () => {
  await db().delete(riskFlags);
  await db().delete(listings);
});

const flagsOf = (subjectId: string) =>
  db().select().from(riskFlags).where(eq(riskFlags.subjectId, subjectId));

/** A photo with something in it: a street scene of shapes, drawn from `seed`. */
async function scene(seed: number, width = 1200) {
  const shapes = Array.from({ length: 14 }, (_, i) => {
    const v = (seed * 7919 + i * 104729) % 1000;
    return `<rect x="${(v * 37) % 1100}" y="${(v * 53) % 800}" width="${80 + (v % 300)}" height="${60 + ((v * 3) % 250)}" fill="rgb(${v % 255},${(v * 7) % 255},${(v * 13) % 255})"/>`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><rect width="1200" height="900" fill="#89a"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).resize(width).jpeg({ quality: 85 }).toBuffer();
}

const actorOf = (u: { id: string }) => ({
  id: u.id,
  role: "user" as const,
  plan: "free" as const,
  accountType: "seller" as const,
});

describe("a price far below similar cars", () => {
  it("is flagged once per price, with the comparables, and staff decide it", async () => {
    const seller = await createUser();
    for (let i = 0; i < 10; i++)
      await createListing(seller.id, { price: 10_000_000, mileage: 60_000 + i * 1_000 });
    const fair = await createListing(seller.id, { price: 9_900_000 });
    const bait = await createListing(seller.id, { price: 3_000_000 });
    await recomputePriceRatings();
    await recomputePriceRatings();
    expect(await flagsOf(fair.id)).toEqual([]);
    const [flag] = await flagsOf(bait.id);
    expect(flag).toMatchObject({ signal: "price-far-below", status: "open", key: "3000000" });

    const moderator = await createStaff("moderator");
    const { flags } = await listRiskFlags(moderator);
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({
      subject: { label: bait.title, link: `/car/${bait.id}` },
      evidence: { signal: "price-far-below", price: 3_000_000, comparables: 11 },
      allowedDecisions: ["clear", "hide-listing"],
    });
    if (flags[0].evidence.signal === "price-far-below")
      expect(flags[0].evidence.percentBelow).toBeGreaterThan(65);

    // A moderator may not suspend; a hide needs the reason the seller reads.
    await expect(
      decideRiskFlag(moderator, flag.id, { decision: "suspend-account", note: "scam" }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      decideRiskFlag(moderator, flag.id, { decision: "hide-listing" }),
    ).rejects.toMatchObject({ status: 400 });
    const decided = await decideRiskFlag(moderator, flag.id, {
      decision: "hide-listing",
      note: "Priced to draw deposits",
    });
    expect(decided).toMatchObject({ status: "actioned", decision: "hide-listing" });
    const [hidden] = await db().select().from(listings).where(eq(listings.id, bait.id));
    expect(hidden.status).toBe("flagged");
    await expect(decideRiskFlag(moderator, flag.id, { decision: "clear" })).rejects.toMatchObject({
      status: 409,
    });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, bait.id), eq(auditLog.action, "risk.actioned")));
    expect(audits).toHaveLength(1);
    // The same price is not raised again once decided.
    await recomputePriceRatings();
    expect(await flagsOf(bait.id)).toHaveLength(1);
  });
});

describe("a reused photo", () => {
  it("flags another seller's copy and holds it for review, not the seller's own reuse", async () => {
    const first = await createUser();
    const copier = await createUser();
    const original = await scene(1);
    const mine = await createListing(first.id);
    await addPhotos(actorOf(first), mine.id, [{ name: "a.jpg", bytes: original }]);
    const again = await createListing(first.id);
    await addPhotos(actorOf(first), again.id, [{ name: "a.jpg", bytes: original }]);
    expect(await flagsOf(again.id)).toEqual([]);

    const other = await createListing(copier.id);
    await addPhotos(actorOf(copier), other.id, [{ name: "b.jpg", bytes: await scene(2) }]);
    expect(await flagsOf(other.id)).toEqual([]);

    // Resized and recompressed: still the same photo.
    const copy = await sharp(original).resize(640).jpeg({ quality: 60 }).toBuffer();
    const stolen = await createListing(copier.id);
    const outcome = await addPhotos(actorOf(copier), stolen.id, [{ name: "c.jpg", bytes: copy }]);
    expect(outcome.status).toBe("pending");
    const [flag] = await flagsOf(stolen.id);
    expect(flag).toMatchObject({ signal: "reused-photo", status: "open" });
    expect(flag.evidence).toMatchObject({ matchListingId: mine.id });

    const staff = await createStaff("moderator");
    const { flags } = await listRiskFlags(staff, { signal: "reused-photo" });
    expect(flags).toHaveLength(1);
    const e = flags[0].evidence;
    expect(e.signal === "reused-photo" && e.photo?.listingId).toBe(stolen.id);
    expect(e.signal === "reused-photo" && e.match?.listingId).toBe(mine.id);
    expect(e.signal === "reused-photo" && e.match?.url).toMatch(/^\/uploads\/listings\//);

    // Cleared by staff and back on sale: the same photo uploaded again holds it no more.
    await decideRiskFlag(staff, flag.id, { decision: "clear", note: "The dealer's own yard" });
    await db().update(listings).set({ status: "active" }).where(eq(listings.id, stolen.id));
    const again2 = await addPhotos(actorOf(copier), stolen.id, [{ name: "d.jpg", bytes: copy }]);
    expect(again2.status).toBe("active");
  });
});

describe("a shared phone number", () => {
  it("flags the account that came last, naming the others; another number is quiet", async () => {
    const account = (email: string, phone: string) =>
      registerUser({
        email,
        phone,
        firstName: "Tunde",
        lastName: "Bello",
        location: "lagos",
        password: "a long enough password 1",
        accountType: "seller",
      });
    const a = await account("a@example.ng", "+2348035550001");
    const b = await account("b@example.ng", "+2348035550002");
    const c = await account("c@example.ng", "0803 555 0001");
    expect(await flagsOf(a.id)).toEqual([]);
    expect(await flagsOf(b.id)).toEqual([]);
    const [flag] = await flagsOf(c.id);
    expect(flag).toMatchObject({ signal: "shared-phone", key: "8035550001" });
    expect(flag.evidence.userIds).toEqual([c.id, a.id]);
    const admin = await createStaff("admin");
    const { flags } = await listRiskFlags(admin, { subject: "user" });
    const e = flags.find((f) => f.subjectId === c.id)!.evidence;
    expect(e.signal === "shared-phone" && e.accounts.map((x) => x.id).sort()).toEqual(
      [a.id, c.id].sort(),
    );
    // An admin suspends the account behind it; the flag is closed with it.
    const decided = await decideRiskFlag(admin, flag.id, {
      decision: "suspend-account",
      note: "Second account of a banned seller",
    });
    expect(decided.status).toBe("actioned");
    const [user] = await db().select().from(users).where(eq(users.id, c.id));
    expect(user.status).toBe("suspended");
  });
});

describe("a risky message", () => {
  it("flags the conversation and cautions its recipient; a negotiation does neither", async () => {
    const { seller, buyer, conversationId } = await createConversation({ first: "Last price?" });
    await sendMessage(
      seller.id,
      conversationId,
      textMessage("Last price is 6.2m, come and see it"),
    );
    expect(await flagsOf(conversationId)).toEqual([]);

    const risky = await sendMessage(
      seller.id,
      conversationId,
      textMessage("Many buyers want it. Pay a deposit of 300k to hold it for you"),
    );
    const [flag] = await flagsOf(conversationId);
    expect(flag).toMatchObject({ signal: "risky-message", key: risky.id });
    expect(flag.evidence).toMatchObject({ senderId: seller.id, phrases: ["deposit-to-hold"] });

    const asBuyer = await getConversation({ id: buyer.id, plan: "free" }, conversationId);
    expect(asBuyer.messages.find((m) => m.id === risky.id)?.caution).toBe(true);
    expect(asBuyer.messages.filter((m) => m.caution)).toHaveLength(1);
    const asSeller = await getConversation({ id: seller.id, plan: "free" }, conversationId);
    expect(asSeller.messages.some((m) => m.caution)).toBe(false);

    const staff = await createStaff("moderator");
    const { flags } = await listRiskFlags(staff, { subject: "conversation" });
    expect(flags[0]).toMatchObject({
      subject: { account: { id: seller.id } },
      evidence: { signal: "risky-message", phrases: ["deposit-to-hold"] },
    });
    expect(await decideRiskFlag(staff, flags[0].id, { decision: "clear" })).toMatchObject({
      status: "cleared",
    });
    expect((await listRiskFlags(staff)).flags).toEqual([]);
    expect((await listRiskFlags(staff, { status: "cleared" })).flags).toHaveLength(1);
  });
});

describe("the queue", () => {
  it("pages by index and refuses a bad cursor", async () => {
    const seller = await createUser();
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await createListing(seller.id));
    await db()
      .insert(riskFlags)
      .values(
        made.map((l, i) => ({
          subjectType: "listing" as const,
          subjectId: l.id,
          signal: "price-far-below" as const,
          key: String(i),
          evidence: { price: 1 },
          createdAt: new Date(Date.now() - i * 60_000),
        })),
      );
    const staff = await createStaff("moderator");
    const first = await listRiskFlags(staff, { limit: 2 });
    expect(first.flags.map((f) => f.subjectId)).toEqual([made[0].id, made[1].id]);
    const second = await listRiskFlags(staff, { limit: 2, before: first.nextCursor! });
    expect(second.flags.map((f) => f.subjectId)).toEqual([made[2].id]);
    expect(second.nextCursor).toBeNull();
    await expect(listRiskFlags(staff, { before: "nonsense" })).rejects.toBeInstanceOf(DomainError);
    const buyer = await createUser({ accountType: "buyer" });
    await expect(
      listRiskFlags({ id: buyer.id, role: "user", emailVerified: true, twoFactorEnabled: false }),
    ).rejects.toMatchObject({ status: 403 });
  });
});
