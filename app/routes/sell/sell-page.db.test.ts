/**
 * The /sell page as a browser without JavaScript uses it (README, "Selling, moderation and
 * plans"): a listing waiting for its first photo in My Listings, Publish without a photo,
 * edits of an approved listing's free text sent back to review, and a staff edit of another
 * seller's listing, which never depends on the editor's own account type or quota.
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "#db/connection";
import { auditLog, listingSubmissions, listings } from "#db/schema";
import { approveListing } from "~/models/selling/moderation.server";
import { createAndSubmit, createDraft } from "~/models/selling/selling.server";
import * as dashboard from "~/routes/account/dashboard/route";
import {
  addPhoto,
  createListing,
  createStaff,
  createUser,
  LISTING_FIELDS,
  staffFacts,
} from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { pageText, renderPage } from "../../../tests/support/render";
import { callRoute, signIn, type CallResult } from "../../../tests/support/routes";
import * as sell from "./route";

useTestDatabase();

let jpeg: Buffer;
beforeAll(async () => {
  jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#462" } })
    .jpeg()
    .toBuffer();
});

const actorOf = (u: { id: string; role: "user" | "moderator" | "admin"; plan: string }) => ({
  id: u.id,
  role: u.role,
  plan: u.plan as "free",
  accountType: "seller" as const,
});

/** The page a redirect leads to, with its flash message, as the browser would show it. */
async function follow(r: CallResult, sessionCookie: string) {
  expect(r.status).toBe(302);
  const flash = (r.headers.get("set-cookie") ?? "").split(";")[0];
  return pageText(
    await renderPage(sell, "/sell", { path: r.location!, sessionCookie, cookie: flash }),
  );
}

/** The details step's form fields for `fields` (what the browser posts back unchanged). */
const detailsForm = (f: typeof LISTING_FIELDS, extra: Record<string, string | string[]> = {}) => ({
  intent: "save-details",
  title: f.title,
  make: f.make,
  model: f.model,
  year: String(f.year),
  price: String(f.price),
  negotiable: "on",
  mileage: String(f.mileage),
  fuelType: f.fuelType,
  transmission: f.transmission,
  bodyType: f.bodyType,
  color: f.color,
  category: f.category,
  conditionGrade: f.conditionGrade,
  state: f.state,
  city: f.city,
  description: f.description,
  features: f.features,
  ...extra,
});

describe("a listing waiting for its first photo", () => {
  it("shows as Waiting for photos in My Listings and goes to review with a photo from the page", async () => {
    const user = await createUser({ accountType: "seller" });
    const sessionCookie = await signIn(user);
    const { id } = await createAndSubmit(actorOf(user), LISTING_FIELDS);
    for (const [page, path] of [
      [sell, "/sell?tab=listings"],
      [dashboard, "/dashboard?tab=listings"],
    ] as const) {
      const text = pageText(await renderPage(page, path.split("?")[0], { path, sessionCookie }));
      expect(text).toContain("Waiting for photos");
      expect(text).toContain("Upload at least one photo to send it for review.");
      expect(text).toContain("Add photos");
    }
    const form = new FormData();
    form.append("photos", new File([new Uint8Array(jpeg)], "a.jpg", { type: "image/jpeg" }));
    const upload = await callRoute(sell.action, {
      method: "POST",
      path: `/sell?draft=${id}&step=2`,
      sessionCookie,
      body: form,
    });
    expect(await follow(upload, sessionCookie)).toContain(
      "1 photo added. Your listing will be reviewed within 24 hours",
    );
    const listed = pageText(
      await renderPage(sell, "/sell", { path: "/sell?tab=listings", sessionCookie }),
    );
    expect(listed).toContain("Pending review");
    expect(listed).not.toContain("Waiting for photos");
  });

  it("Publish without a photo saves the submission and asks for a photo", async () => {
    const user = await createUser({ accountType: "seller" });
    const sessionCookie = await signIn(user);
    const id = await createDraft(actorOf(user), LISTING_FIELDS);
    const review = pageText(
      await renderPage(sell, "/sell", { path: `/sell?draft=${id}&step=3`, sessionCookie }),
    );
    expect(review).toContain("Add at least one photo");
    const r = await callRoute(sell.action, {
      method: "POST",
      path: `/sell?draft=${id}&step=3`,
      sessionCookie,
      form: { intent: "publish" },
    });
    expect(r.location).toBe(`/sell?draft=${id}&step=2`);
    expect(await follow(r, sessionCookie)).toContain(
      "Saved. Upload at least one photo to send it for review.",
    );
    const [row] = await db().select().from(listings).where(eq(listings.id, id));
    expect(row).toMatchObject({ status: "draft", awaitingPhotos: true });
  });
});

describe("editing an approved listing on the page", () => {
  it("sends features, colour and city changes back to review; an unchanged form keeps it live", async () => {
    const user = await createUser({ accountType: "seller", plan: "premium" });
    const admin = await createStaff("admin", { accountType: "buyer" });
    const staff = { ...actorOf(admin), ...staffFacts(admin), accountType: "buyer" as const };
    const sessionCookie = await signIn(user);
    const { id } = await createListing(user.id, LISTING_FIELDS);
    await addPhoto(id);
    const save = (extra: Record<string, string | string[]> = {}) =>
      callRoute(sell.action, {
        method: "POST",
        path: `/sell?draft=${id}&step=1`,
        sessionCookie,
        form: detailsForm(LISTING_FIELDS, extra),
      });
    const statusNow = async () =>
      (await db().select().from(listings).where(eq(listings.id, id)))[0].status;

    expect(await follow(await save(), sessionCookie)).toContain("Details saved");
    expect(await statusNow()).toBe("active");
    const changes: Record<string, string | string[]>[] = [
      { features: ["bluetooth"], featuresText: "Call 0803 000 0000 before viewing" },
      { color: "Gold" },
      { city: "Lekki" },
    ];
    for (const change of changes) {
      const text = await follow(await save(change), sessionCookie);
      expect(text).toContain("goes back to review");
      expect(await statusNow()).toBe("pending");
      await save();
      await approveListing(staff, id);
    }
  });
});

describe("a staff edit of another seller's listing", () => {
  it("opens the edit form with the owner's limits for an admin whose own account is for buying", async () => {
    const owner = await createUser({ accountType: "seller", plan: "premium", firstName: "Bola" });
    const admin = await createStaff("admin", { accountType: "buyer", plan: "free" });
    const sessionCookie = await signIn(admin);
    // The admin's own monthly quota is used up; it must not matter.
    const mine = await createListing(admin.id, { status: "sold" });
    await db()
      .insert(listingSubmissions)
      .values({ sellerId: admin.id, listingId: mine.id, submittedAt: new Date() });
    const id = await createDraft(actorOf(owner), LISTING_FIELDS);

    for (const step of [1, 2, 3]) {
      const text = pageText(
        await renderPage(sell, "/sell", { path: `/sell?draft=${id}&step=${step}`, sessionCookie }),
      );
      expect(text).not.toContain("Switch to buying and selling");
      expect(text).not.toContain("Upload Limit Reached");
      expect(text).toContain("Bola");
      if (step === 2) expect(text).toContain("Photos (0 of 20)");
    }
    const html = await renderPage(sell, "/sell", {
      path: `/sell?draft=${id}&step=1`,
      sessionCookie,
    });
    expect(html).toContain(`value="${LISTING_FIELDS.title}"`);

    const saved = await callRoute(sell.action, {
      method: "POST",
      path: `/sell?draft=${id}&step=1`,
      sessionCookie,
      form: detailsForm(LISTING_FIELDS, { title: "Toyota Corolla LE 2014, one owner" }),
    });
    expect(saved.status).toBe(302);
    const [row] = await db().select().from(listings).where(eq(listings.id, id));
    expect(row.title).toBe("Toyota Corolla LE 2014, one owner");
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entry).toMatchObject({ actorId: admin.id, action: "listing.edited.by_staff" });
  });
});
