/**
 * Regression tests for the holes a security review reproduced
 * (docs/decisions/008-security-review.md) in listings, photos and views, photo decoding included.
 * Each test failed on the code before its fix. Accounts' holes are in
 * security-review-accounts.pg.db.test.ts.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "#db/connection";
import { auditLog, listingPhotos, listings } from "#db/schema";
import { getEnv } from "~/env.server";
import { translateText } from "~/i18n/server/catalogues.server";
import type { DomainError } from "~/models/shared/errors.server";
import { registerUser } from "~/models/identity/users.server";
import { addPhotos } from "~/models/selling/photos.server";
import { hitLimit, LIMITS } from "~/models/shared/limits.server";
import { approveListing } from "~/models/selling/moderation.server";
import {
  createDraft,
  deleteListing,
  publishListing,
  updateDetails,
  uploadUsage,
  type SellerActor as Actor,
} from "~/models/selling/selling.server";
import { action as apiCars, loader as apiCarsList } from "~/routes/api/cars/cars";
import { action as apiCar } from "~/routes/api/cars/car";
import { loader as apiSearch } from "~/routes/api/cars/search";
import { action as apiAvatar } from "~/routes/api/uploads/avatar";
import { action as apiRemovePhoto } from "~/routes/api/uploads/car-image";
import { action as apiDeleteAccount } from "~/routes/api/users/delete-account";
import { loader as apiSellerProfile } from "~/routes/api/users/seller-profile";
import { action as registerPage } from "~/routes/auth/register";
import { loader as browsePage } from "~/routes/public/browse/route";
import { loader as contactPage } from "~/routes/chat/contact";
import { action as sellAction } from "~/routes/sell/route";
import { LISTING_FIELDS, createListing, createStaff, createUser, staffFacts } from "../factories";
import { useTestDatabase } from "../setup/database";
import { raceTest } from "../setup/race";
import { callRoute, signIn } from "../support/routes";

useTestDatabase();

const fields = LISTING_FIELDS;

let jpeg: Buffer;
let admin: Actor;
beforeAll(async () => {
  jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#246" } })
    .jpeg()
    .toBuffer();
  const a = await createStaff("admin", { accountType: "buyer" });
  admin = { ...staffFacts(a), id: a.id, role: "admin", accountType: "buyer" };
});

async function seller(plan: "free" | "basic" | "premium" = "free") {
  const user = await createUser({ accountType: "seller", plan });
  const actor: Actor = { id: user.id, role: "user", accountType: "seller" };
  return { user, actor };
}

/** Every file under the uploads folder whose path starts with `prefix`. */
function uploadedFiles(prefix: string): string[] {
  const root = getEnv().uploadsDir;
  const dir = path.join(root, prefix);
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true }).map(String);
}

describe("deleting a listing or an account deletes its files", () => {
  it("deletes every photo file of a deleted listing", async () => {
    const { actor } = await seller();
    const id = await createDraft(actor, fields);
    await addPhotos(actor, id, [{ name: "a.jpg", bytes: jpeg }]);
    expect(uploadedFiles(`listings/${id}`).length).toBeGreaterThan(0);
    await deleteListing(actor, id);
    expect(uploadedFiles(`listings/${id}`)).toEqual([]);
  });

  it("deletes the photos and profile photos of a deleted account, and a replaced avatar", async () => {
    const owner = await registerUser({
      email: "leaving-with-files@example.ng",
      firstName: "Tola",
      lastName: "Ade",
      phone: "+2348031234567",
      location: "lagos",
      password: "okra-soup-42",
      accountType: "both",
    });
    const ownerActor: Actor = { id: owner.id, role: "user", accountType: "both" };
    const id = await createDraft(ownerActor, fields);
    await addPhotos(ownerActor, id, [{ name: "a.jpg", bytes: jpeg }]);
    const token = await signIn(owner);
    const upload = (bytes: Buffer) => {
      const form = new FormData();
      form.append("avatar", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "me.jpg");
      return callRoute(apiAvatar, { method: "POST", token, body: form });
    };
    const first = await upload(jpeg);
    expect(first.status).toBe(201);
    const second = await upload(jpeg);
    expect(second.status).toBe(201);
    // The replaced profile photo is gone; only the new one's variants are left.
    const avatars = uploadedFiles(`avatars/${owner.id}`);
    const firstKey = path.basename(first.body.data.url).replace(/-\d+\.webp$/, "");
    expect(avatars.some((f) => f.startsWith(firstKey))).toBe(false);
    expect(avatars.length).toBeGreaterThan(0);

    const gone = await callRoute(apiDeleteAccount, {
      method: "DELETE",
      token,
      json: { password: "okra-soup-42" },
    });
    expect(gone.status).toBe(200);
    expect(uploadedFiles(`listings/${id}`)).toEqual([]);
    expect(uploadedFiles(`avatars/${owner.id}`)).toEqual([]);
  });
});

describe("the photo limit holds for parallel uploads", () => {
  it("refuses a second batch of 5 on a free listing and keeps none of its files", async () => {
    const { actor } = await seller("free");
    const id = await createDraft(actor, fields);
    const five = Array.from({ length: 5 }, (_, i) => ({ name: `p${i}.jpg`, bytes: jpeg }));
    await addPhotos(actor, id, five);
    await expect(addPhotos(actor, id, five)).rejects.toMatchObject({ status: 400 });
    const rows = await db().select().from(listingPhotos).where(eq(listingPhotos.listingId, id));
    expect(rows).toHaveLength(5);
    expect(uploadedFiles(`listings/${id}`).filter((f) => f.endsWith("-320.webp"))).toHaveLength(5);
  });

  raceTest("adds at most 5 photos to a free listing from three parallel uploads of 5", async () => {
    const { actor } = await seller("free");
    const id = await createDraft(actor, fields);
    const five = Array.from({ length: 5 }, (_, i) => ({ name: `p${i}.jpg`, bytes: jpeg }));
    const results = await Promise.allSettled([
      addPhotos(actor, id, five),
      addPhotos(actor, id, five),
      addPhotos(actor, id, five),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const rows = await db().select().from(listingPhotos).where(eq(listingPhotos.listingId, id));
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((r) => r.position))).toEqual(new Set([0, 1, 2, 3, 4]));
    // The refused batches left no files behind.
    expect(uploadedFiles(`listings/${id}`).filter((f) => f.endsWith("-320.webp"))).toHaveLength(5);
  });
});

describe("deleting a listing does not give the month's quota back", () => {
  it("still counts a deleted submission, so a free seller cannot list a second car", async () => {
    const { user, actor } = await seller("free");
    const first = await createDraft(actor, fields);
    await publishListing(actor, first);
    await deleteListing(actor, first);
    expect((await uploadUsage(user)).used).toBe(1);
    const second = await createDraft(actor, fields);
    await expect(publishListing(actor, second)).rejects.toMatchObject({
      status: 403,
      message: "sell.refusal.limitReached",
    });
  });
});

describe("an approved listing cannot be turned into something else without review", () => {
  it("sends title and description changes back to review; price stays live and is audited", async () => {
    const { actor } = await seller("premium");
    const id = await createDraft(actor, fields);
    await addPhotos(actor, id, [{ name: "a.jpg", bytes: jpeg }]);
    await publishListing(actor, id);
    await approveListing(admin, id);
    expect(await updateDetails(actor, id, { ...fields, price: 4_900_000 })).toBe("active");
    const edits = await db().select().from(auditLog).where(eq(auditLog.action, "listing.edited"));
    expect(edits.find((e) => e.entityId === id)?.details).toMatchObject({
      changes: { price: [5_200_000, 4_900_000] },
    });
    expect(
      await updateDetails(actor, id, {
        ...fields,
        price: 4_900_000,
        title: "URGENT: pay deposit to 0123456789 first",
      }),
    ).toBe("pending");
    await approveListing(admin, id);
    expect(
      await updateDetails(actor, id, {
        ...fields,
        price: 4_900_000,
        title: "URGENT: pay deposit to 0123456789 first",
        description: "Send ₦200,000 to this account before viewing. Western Union accepted.",
      }),
    ).toBe("pending");
    await approveListing(admin, id);
    expect(
      await updateDetails(actor, id, {
        ...fields,
        price: 4_900_000,
        title: "URGENT: pay deposit to 0123456789 first",
        description: "Send ₦200,000 to this account before viewing. Western Union accepted.",
        category: "new",
      }),
    ).toBe("pending");
    const [row] = await db().select().from(listings).where(eq(listings.id, id));
    expect(row.status).toBe("pending");
  });
});

describe("malformed input answers 4xx, never 500", () => {
  it("NUL bytes in searches, names and listing fields", async () => {
    const user = await createUser({ accountType: "seller", plan: "premium" });
    const token = await signIn(user);
    const browse = await callRoute(browsePage, { path: "/browse?search=to%00yota&make=Toy%00ota" });
    expect(browse.status).toBe(200);
    expect((await callRoute(apiSearch, { path: "/api/cars/search?q=to%00yota" })).status).toBe(400);
    const reg = await callRoute(registerPage, {
      path: "/register",
      form: {
        accountType: "buyer",
        firstName: "Ad\u0000a",
        lastName: "Obi",
        email: "nul@example.ng",
        phone: "08031234567",
        location: "lagos",
        password: "kola-nut-2099",
        confirmPassword: "kola-nut-2099",
        terms: "on",
      },
    });
    expect(reg.status).toBe(400);
    const listing = await callRoute(apiCars, {
      method: "POST",
      path: "/api/cars",
      token,
      json: {
        title: "Honda Accord 2012 clean",
        brand: "Honda",
        model: "Accord",
        year: 2012,
        price: 4_500_000,
        location: "Lagos",
        description: "Buy and drive\u0000, first body, no accident.",
        condition: "good",
      },
    });
    expect(listing.status).toBe(400);
  });

  it("userId=me outside /api/cars, non-UUID ids, CR/LF and non-Latin-1 text in a redirect", async () => {
    const user = await createUser({ accountType: "seller" });
    const token = await signIn(user);
    const car = await createListing(user.id);
    expect((await callRoute(browsePage, { path: "/browse?userId=me" })).status).toBe(200);
    expect(
      (await callRoute(apiSearch, { path: "/api/cars/search?q=toyota&userId=me" })).status,
    ).toBe(400);
    expect((await callRoute(apiCarsList, { path: "/api/cars?userId=me", token })).status).toBe(200);
    const photo = await callRoute(apiRemovePhoto, {
      method: "DELETE",
      token,
      params: { id: car.id, imageId: "not-a-uuid" },
    });
    expect(photo.status).toBe(404);
    expect(
      (await callRoute(apiSellerProfile, { path: "/api/users/x/profile", params: { id: "x'--" } }))
        .status,
    ).toBe(404);
    expect(
      (await callRoute(apiCar, { method: "DELETE", token, params: { id: "nope" } })).status,
    ).toBe(404);
    for (const id of ["\r\nSet-Cookie: a=b", "ćar-é", "1 OR 1=1"]) {
      const r = await callRoute(contactPage, { path: "/contact/x", params: { id } });
      expect(r.status, JSON.stringify(id)).toBe(404);
    }
  });

  it("a NUL byte in a page's form post is refused before any model sees it", async () => {
    const user = await createUser({ accountType: "seller" });
    const token = await signIn(user);
    const r = await callRoute(sellAction, {
      path: "/sell",
      sessionCookie: token,
      // A complete, valid form but for one NUL byte in the title.
      form: {
        intent: "save-details",
        title: "Toyota\u0000 Camry LE 2015",
        make: "Toyota",
        model: "Camry",
        year: "2015",
        price: "8500000",
        category: "tokunbo",
        state: "lagos",
        description: "Clean tokunbo Camry, buy and drive, first body.",
      },
    });
    expect(r.status).toBe(400);
  });
});

/**
 * A valid greyscale PNG of `width` x `height` black pixels: a few kilobytes of file that
 * decode to `width * height` bytes and more (a decompression bomb).
 */
function bombPng(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", zlib.deflateSync(Buffer.alloc((width + 1) * height), { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("photo decoding is bounded", () => {
  it("refuses a valid image over 50 megapixels, without decoding it", async () => {
    const { actor } = await seller("premium");
    const id = await createDraft(actor, fields);
    const refusal = await addPhotos(actor, id, [
      { name: "bomb.png", bytes: bombPng(10_000, 6_000) },
    ]).catch((e: DomainError) => e);
    expect(refusal).toMatchObject({ status: 400 });
    expect(translateText("en", (refusal as DomainError).message)).toBe(
      "bomb.png: This photo is too large: at most 50 megapixels",
    );
  });

  it("limits how many photos one user uploads in an hour", async () => {
    const { user, actor } = await seller("premium");
    const id = await createDraft(actor, fields);
    await hitLimit(`photos:user:${user.id}`, LIMITS.photoUploadsPerUser, Date.now(), 120);
    await expect(addPhotos(actor, id, [{ name: "a.jpg", bytes: jpeg }])).rejects.toMatchObject({
      status: 429,
    });
  });
});
