import sharp from "sharp";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "#db/schema";
import { db } from "#db/connection";
import { createSession } from "~/models/identity/sessions.server";
import { registerUser } from "~/models/identity/users.server";
import { useTestDatabase } from "../../../../tests/setup/database";
import { approveListing } from "~/models/selling/moderation.server";
import { loader as reviewQueue } from "~/routes/admin/listings";
import { createStaff } from "../../../../tests/factories";
import { callRoute, signIn } from "../../../../tests/support/routes";
import { action as carAction } from "./car";
import { action as carsAction, loader as carsLoader } from "./cars";
import { action as removeImage } from "~/routes/api/uploads/car-image";
import { action as uploadImages } from "~/routes/api/uploads/car-images";
import { action as reorder } from "~/routes/api/uploads/car-images-reorder";

useTestDatabase();

const payload = {
  title: "Lexus RX 350 2012 clean",
  brand: "Lexus",
  model: "RX 350",
  year: 2012,
  price: 14500000.0,
  mileage: 120000,
  fuelType: "petrol",
  transmission: "automatic",
  bodyType: "suv",
  color: "Black",
  condition: "good",
  category: "tokunbo",
  location: "Port Harcourt",
  description: "Foreign used Lexus RX 350, full option, accident free.",
  features: " Bluetooth , Leather Seats,  Tinted windows ",
};

let sellerToken = "";
let otherToken = "";
let jpeg: Buffer;
let listingId = "";

const person = async (email: string, plan: "free" | "premium" = "free") => {
  const u = await registerUser({
    email,
    firstName: "Ada",
    lastName: "Obi",
    phone: "+2348031234567",
    location: "rivers",
    password: "okra-soup-42",
    accountType: "seller",
  });
  await db().update(users).set({ plan }).where(eq(users.id, u.id));
  return (await createSession(u.id, { remember: false })).token;
};

const multipart = (files: { name: string; type: string; bytes: Buffer }[], field = "carImages") => {
  const form = new FormData();
  for (const f of files)
    form.append(field, new File([new Uint8Array(f.bytes)], f.name, { type: f.type }));
  return form;
};

beforeAll(async () => {
  sellerToken = await person("seller-api@example.ng", "premium");
  otherToken = await person("other-api@example.ng");
  jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#284" } })
    .jpeg()
    .toBuffer();
});

describe("POST /api/cars", () => {
  it("creates a listing from the product's payload, features trimmed, waiting for photos", async () => {
    expect(
      (await callRoute(carsAction, { method: "POST", json: payload, path: "/api/cars" })).status,
    ).toBe(401);
    const r = await callRoute(carsAction, {
      method: "POST",
      token: sellerToken,
      json: payload,
      path: "/api/cars",
    });
    expect(r.status).toBe(201);
    listingId = r.body.data.id;
    expect(r.body).toMatchObject({
      success: true,
      message: "Saved. Upload at least one photo to send it for review.",
      data: { id: listingId, status: "draft", awaitingPhotos: true },
    });
    const mine = await callRoute(carsLoader, {
      method: "GET",
      path: "/api/cars?userId=me",
      token: sellerToken,
    });
    expect(mine.body.data.cars).toHaveLength(1);
    expect(mine.body.data.cars[0]).toMatchObject({
      id: listingId,
      status: "draft",
      awaitingPhotos: true,
      state: "rivers",
      city: "Port Harcourt",
      features: ["bluetooth", "leather-seats", "Tinted windows"],
    });
    expect(
      (await callRoute(carsLoader, { method: "GET", path: "/api/cars?userId=me" })).status,
    ).toBe(401);
  });

  it("takes the product's own payload: no category, condition as a grade or a category name, features as a list", async () => {
    const token = await person("spec-payload@example.ng", "premium");
    const specPayload = {
      title: "Toyota Camry LE 2014 clean",
      brand: "Toyota",
      model: "Camry",
      year: 2014,
      price: 7250000,
      mileage: null,
      fuelType: "petrol",
      transmission: "automatic",
      bodyType: "sedan",
      color: "Silver",
      condition: "good",
      location: "Lagos",
      description: "Nigerian used Camry, first body, buy and drive.",
      features: ["Bluetooth", " Backup Camera "],
    };
    const post = (json: object) =>
      callRoute(carsAction, { method: "POST", token, json, path: "/api/cars" });
    const graded = await post(specPayload);
    expect(graded.status).toBe(201);
    const named = await post({ ...specPayload, condition: "foreign" });
    expect(named.status).toBe(201);
    const mine = await callRoute(carsLoader, { path: "/api/cars?userId=me&limit=50", token });
    const byId = new Map(mine.body.data.cars.map((c: { id: string }) => [c.id, c]));
    expect(byId.get(graded.body.data.id)).toMatchObject({
      category: "nigerian-used",
      features: ["bluetooth", "backup-camera"],
    });
    expect(byId.get(named.body.data.id)).toMatchObject({ category: "tokunbo" });
  });

  it("answers 400 with field errors for missing or wrong fields", async () => {
    const r = await callRoute(carsAction, {
      method: "POST",
      token: sellerToken,
      json: { ...payload, year: "2012", price: undefined, location: "Atlantis" },
      path: "/api/cars",
    });
    expect(r.status).toBe(400);
    expect(Object.keys(r.body.errors).sort()).toEqual(["location", "price", "year"]);
  });

  it("refuses a fractional price, as the sell form does: prices are whole naira", async () => {
    const r = await callRoute(carsAction, {
      method: "POST",
      token: sellerToken,
      json: { ...payload, price: 7250000.5 },
      path: "/api/cars",
    });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual({ price: ["Enter the price in whole naira"] });
  });

  it("answers 403 Upload Limit Reached past the free plan's monthly listing", async () => {
    expect(
      (
        await callRoute(carsAction, {
          method: "POST",
          token: otherToken,
          json: payload,
          path: "/api/cars",
        })
      ).status,
    ).toBe(201);
    expect(
      await callRoute(carsAction, {
        method: "POST",
        token: otherToken,
        json: payload,
        path: "/api/cars",
      }),
    ).toMatchObject({
      status: 403,
      body: { success: false, message: "Upload Limit Reached" },
    });
  });
});

describe("another user's listing", () => {
  it("cannot be changed or deleted by someone else, nor its photos (404)", async () => {
    const params = { id: listingId };
    expect(
      (
        await callRoute(carAction, {
          method: "PUT",
          token: otherToken,
          json: payload,
          params,
          path: "/api/cars",
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await callRoute(carAction, {
          method: "DELETE",
          token: otherToken,
          params,
          path: "/api/cars",
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await callRoute(uploadImages, {
          method: "POST",
          token: otherToken,
          body: multipart([{ name: "a.jpg", type: "image/jpeg", bytes: jpeg }]),
          params,
          path: "/api/cars",
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await callRoute(reorder, {
          method: "PUT",
          token: otherToken,
          json: { imageOrder: [listingId] },
          params,
          path: "/api/cars",
        })
      ).status,
    ).toBe(404);
  });
});

describe("photo uploads", () => {
  it("adds photos, refuses 11 MB and non-image files, and a 21st photo", async () => {
    const params = { id: listingId };
    const ok = await callRoute(uploadImages, {
      method: "POST",
      token: sellerToken,
      params,
      body: multipart([
        { name: "a.jpg", type: "image/jpeg", bytes: jpeg },
        { name: "b.jpg", type: "image/jpeg", bytes: jpeg },
      ]),
      path: "/api/cars",
    });
    expect(ok.status).toBe(201);
    expect(ok.body.data.images).toHaveLength(2);

    const big = Buffer.alloc(11 * 1024 * 1024, 7);
    const tooBig = await callRoute(uploadImages, {
      method: "POST",
      token: sellerToken,
      params,
      body: multipart([{ name: "big.jpg", type: "image/jpeg", bytes: big }]),
      path: "/api/cars",
    });
    expect(tooBig.status).toBe(413);
    const text = await callRoute(uploadImages, {
      method: "POST",
      token: sellerToken,
      params,
      body: multipart([
        { name: "cv.jpg", type: "image/jpeg", bytes: Buffer.from("not a photo at all") },
      ]),
      path: "/api/cars",
    });
    expect(text.status).toBe(400);
    expect(text.body.message).toMatch(/cv.jpg/);

    const eighteen = Array.from({ length: 18 }, (_, i) => ({
      name: `${i}.jpg`,
      type: "image/jpeg",
      bytes: jpeg,
    }));
    expect(
      (
        await callRoute(uploadImages, {
          method: "POST",
          token: sellerToken,
          params,
          body: multipart(eighteen),
          path: "/api/cars",
        })
      ).status,
    ).toBe(201);
    const twentyFirst = await callRoute(uploadImages, {
      method: "POST",
      token: sellerToken,
      params,
      body: multipart([{ name: "21.jpg", type: "image/jpeg", bytes: jpeg }]),
      path: "/api/cars",
    });
    expect(twentyFirst.status).toBe(400);
    expect(twentyFirst.body.message).toMatch(/allows 20 photos/);
  }, 60_000);

  it("answers 400 for a truncated multipart body and keeps the photos", async () => {
    const params = { id: listingId };
    const boundary = "----motormart";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="carImages"; filename="x.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    const body = Buffer.concat([Buffer.from(head), jpeg.subarray(0, 500)]); // no closing boundary
    const r = await callRoute(uploadImages, {
      method: "POST",
      token: sellerToken,
      params,
      body,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      path: "/api/cars",
    });
    expect(r.status).toBe(400);
    const mine = await callRoute(carsLoader, {
      method: "GET",
      path: "/api/cars?userId=me",
      token: sellerToken,
    });
    expect(mine.body.data.cars[0].id).toBe(listingId);
  });

  it("reorders and deletes photos", async () => {
    const params = { id: listingId };
    const list = (
      await callRoute(uploadImages, {
        method: "POST",
        token: sellerToken,
        params,
        body: multipart([]),
        path: "/api/cars",
      })
    ).body;
    expect(list.success).toBe(false);
    const mine = await callRoute(reorder, {
      method: "PUT",
      token: sellerToken,
      params,
      json: { imageOrder: ["not-a-uuid"] },
      path: "/api/cars",
    });
    expect(mine.status).toBe(400);
    const { listingPhotosOf } = await import("~/models/selling/photos.server");
    const photos = await listingPhotosOf(listingId);
    const reversed = photos.map((p) => p.id).reverse();
    expect(
      (
        await callRoute(reorder, {
          method: "PUT",
          token: sellerToken,
          params,
          json: { imageOrder: reversed },
          path: "/api/cars",
        })
      ).status,
    ).toBe(200);
    expect((await listingPhotosOf(listingId)).map((p) => p.id)).toEqual(reversed);
    const del = await callRoute(removeImage, {
      method: "DELETE",
      token: sellerToken,
      params: { id: listingId, imageId: reversed[0] },
      path: "/api/cars",
    });
    expect(del.status).toBe(200);
    expect((await listingPhotosOf(listingId))[0].id).toBe(reversed[1]);
  });
});

describe("a listing created through the API waits for its first photo", () => {
  it("is out of the review queue until its first photo, which sends it to review", async () => {
    const token = await person("waits-for-photos@example.ng");
    const admin = await createStaff("admin", { accountType: "buyer" });
    const staff = await signIn(admin);
    const queue = async () =>
      (
        await callRoute(reviewQueue, { path: "/admin/listings", sessionCookie: staff })
      ).body.queue.map((l: { id: string }) => l.id);
    const created = await callRoute(carsAction, {
      method: "POST",
      token,
      json: payload,
      path: "/api/cars",
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect(created.body.data).toEqual({ id, status: "draft", awaitingPhotos: true });
    expect(created.body.message).toBe("Saved. Upload at least one photo to send it for review.");
    expect(await queue()).not.toContain(id);
    // The submission is counted when made: the free plan's one listing this month is used.
    const again = await callRoute(carsAction, {
      method: "POST",
      token,
      json: payload,
      path: "/api/cars",
    });
    expect(again).toMatchObject({ status: 403, body: { message: "Upload Limit Reached" } });

    const upload = await callRoute(uploadImages, {
      method: "POST",
      token,
      params: { id },
      body: multipart([{ name: "a.jpg", type: "image/jpeg", bytes: jpeg }]),
      path: `/api/uploads/cars/${id}/images`,
    });
    expect(upload.status).toBe(201);
    expect(upload.body.message).toBe(
      "1 photo added. Your listing will be reviewed within 24 hours",
    );
    expect(upload.body.data).toMatchObject({
      id,
      added: 1,
      status: "pending",
      awaitingPhotos: false,
      submitted: true,
    });
    expect(await queue()).toContain(id);
    const mine = await callRoute(carsLoader, { path: "/api/cars?userId=me", token });
    expect(mine.body.data.cars[0]).toMatchObject({ id, status: "pending" });
    expect(mine.body.data.cars[0].awaitingPhotos).toBeUndefined();

    // Staff never see it without a photo: its last photo stays.
    const removed = await callRoute(removeImage, {
      method: "DELETE",
      token,
      params: { id, imageId: upload.body.data.images[0].id },
      path: `/api/uploads/cars/${id}/images/${upload.body.data.images[0].id}`,
    });
    expect(removed.status).toBe(409);
    expect(removed.body.message).toMatch(/keeps at least one photo/);
    expect(await queue()).toContain(id);
  });
});

describe("PUT /api/cars/{id} on an approved listing", () => {
  it("sends features, colour and city changes back to review", async () => {
    const token = await person("api-free-text@example.ng", "premium");
    const admin = await createStaff("admin", { accountType: "buyer" });
    const staff = { ...admin, plan: "free" as const, accountType: "buyer" as const };
    const details = { ...payload, features: ["Bluetooth", "Leather Seats"] };
    const id = (
      await callRoute(carsAction, { method: "POST", token, json: details, path: "/api/cars" })
    ).body.data.id;
    await callRoute(uploadImages, {
      method: "POST",
      token,
      params: { id },
      body: multipart([{ name: "a.jpg", type: "image/jpeg", bytes: jpeg }]),
      path: `/api/uploads/cars/${id}/images`,
    });
    await approveListing(staff, id);
    const put = (json: object) =>
      callRoute(carAction, { method: "PUT", token, params: { id }, json, path: `/api/cars/${id}` });
    const same = await put({ ...details, features: ["Leather Seats", "Bluetooth"] });
    expect(same.body.data).toEqual({ id, status: "active" });
    for (const change of [
      { features: ["Bluetooth", "Leather Seats", "Pay deposit to 0123456789"] },
      { color: "Gold" },
      { city: "Trans Amadi" },
    ]) {
      const r = await put({ ...details, ...change });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({
        message: "Saved; the listing goes back to review",
        data: { id, status: "pending" },
      });
      await put(details);
      await approveListing(staff, id);
    }
  });
});

describe("POST /api/uploads/avatar", () => {
  it("stores a WebP profile photo and refuses a non-image", async () => {
    const { action: avatar } = await import("~/routes/api/uploads/avatar");
    const ok = await callRoute(avatar, {
      method: "POST",
      token: sellerToken,
      body: multipart([{ name: "me.jpg", type: "image/jpeg", bytes: jpeg }], "avatar"),
      path: "/api/cars",
    });
    expect(ok.status).toBe(201);
    expect(ok.body.data.url).toMatch(/^\/uploads\/avatars\/.+-320\.webp$/);
    const bad = await callRoute(avatar, {
      method: "POST",
      token: sellerToken,
      body: multipart(
        [{ name: "me.jpg", type: "image/jpeg", bytes: Buffer.from("<svg/>") }],
        "avatar",
      ),
      path: "/api/cars",
    });
    expect(bad.status).toBe(400);
    expect(
      (
        await callRoute(avatar, {
          method: "POST",
          body: multipart([], "avatar"),
          path: "/api/cars",
        })
      ).status,
    ).toBe(401);
  });
});
