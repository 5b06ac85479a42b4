import sharp from "sharp";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "#db/schema";
import { db } from "#db/connection";
import { createSession, registerUser } from "~/models/auth.server";
import { useTestDatabase } from "../../../../tests/setup/database";
import { action as carAction } from "./car";
import { action as carsAction, loader as carsLoader } from "./cars";
import { action as removeImage } from "~/routes/api/uploads/car-image";
import { action as uploadImages } from "~/routes/api/uploads/car-images";
import { action as reorder } from "~/routes/api/uploads/car-images-reorder";

useTestDatabase();

type Handler = (args: never) => unknown;
async function call(
  handler: Handler,
  init: {
    method?: string;
    url?: string;
    token?: string;
    json?: unknown;
    body?: BodyInit;
    headers?: Record<string, string>;
    params?: Record<string, string>;
  },
) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set("authorization", `Bearer ${init.token}`);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(init.json);
  }
  const request = new Request(`http://localhost${init.url ?? "/api/cars"}`, {
    method: init.method ?? "POST",
    headers,
    body,
  });
  let res: Response;
  try {
    res = (await handler({
      request,
      params: init.params ?? {},
      context: { clientIp: "203.0.113.9" },
    } as never)) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) res = thrown;
    else throw thrown;
  }
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

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
    password: "password123",
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
  it("creates a pending listing from the spec's payload, features trimmed", async () => {
    expect((await call(carsAction, { json: payload })).status).toBe(401);
    const r = await call(carsAction, { token: sellerToken, json: payload });
    expect(r.status).toBe(201);
    listingId = r.body.data.id;
    const mine = await call(carsLoader, {
      method: "GET",
      url: "/api/cars?userId=me",
      token: sellerToken,
    });
    expect(mine.body.data.cars).toHaveLength(1);
    expect(mine.body.data.cars[0]).toMatchObject({
      id: listingId,
      status: "pending",
      state: "rivers",
      city: "Port Harcourt",
      features: ["bluetooth", "leather-seats", "Tinted windows"],
    });
    expect((await call(carsLoader, { method: "GET", url: "/api/cars?userId=me" })).status).toBe(
      401,
    );
  });

  it("answers 400 with field errors for missing or wrong fields", async () => {
    const r = await call(carsAction, {
      token: sellerToken,
      json: { ...payload, year: "2012", price: undefined, location: "Atlantis" },
    });
    expect(r.status).toBe(400);
    expect(Object.keys(r.body.errors).sort()).toEqual(["location", "price", "year"]);
  });

  it("answers 403 Upload Limit Reached past the free plan's monthly listing", async () => {
    expect((await call(carsAction, { token: otherToken, json: payload })).status).toBe(201);
    expect(await call(carsAction, { token: otherToken, json: payload })).toEqual({
      status: 403,
      body: { success: false, message: "Upload Limit Reached" },
    });
  });
});

describe("another user's listing", () => {
  it("cannot be changed or deleted by someone else, nor its photos (404)", async () => {
    const params = { id: listingId };
    expect(
      (await call(carAction, { method: "PUT", token: otherToken, json: payload, params })).status,
    ).toBe(404);
    expect((await call(carAction, { method: "DELETE", token: otherToken, params })).status).toBe(
      404,
    );
    expect(
      (
        await call(uploadImages, {
          token: otherToken,
          body: multipart([{ name: "a.jpg", type: "image/jpeg", bytes: jpeg }]),
          params,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(reorder, {
          method: "PUT",
          token: otherToken,
          json: { imageOrder: [listingId] },
          params,
        })
      ).status,
    ).toBe(404);
  });
});

describe("photo uploads", () => {
  it("adds photos, refuses 11 MB and non-image files, and a 21st photo", async () => {
    const params = { id: listingId };
    const ok = await call(uploadImages, {
      token: sellerToken,
      params,
      body: multipart([
        { name: "a.jpg", type: "image/jpeg", bytes: jpeg },
        { name: "b.jpg", type: "image/jpeg", bytes: jpeg },
      ]),
    });
    expect(ok.status).toBe(201);
    expect(ok.body.data.images).toHaveLength(2);

    const big = Buffer.alloc(11 * 1024 * 1024, 7);
    const tooBig = await call(uploadImages, {
      token: sellerToken,
      params,
      body: multipart([{ name: "big.jpg", type: "image/jpeg", bytes: big }]),
    });
    expect(tooBig.status).toBe(413);
    const text = await call(uploadImages, {
      token: sellerToken,
      params,
      body: multipart([
        { name: "cv.jpg", type: "image/jpeg", bytes: Buffer.from("not a photo at all") },
      ]),
    });
    expect(text.status).toBe(400);
    expect(text.body.message).toMatch(/cv.jpg/);

    const eighteen = Array.from({ length: 18 }, (_, i) => ({
      name: `${i}.jpg`,
      type: "image/jpeg",
      bytes: jpeg,
    }));
    expect(
      (await call(uploadImages, { token: sellerToken, params, body: multipart(eighteen) })).status,
    ).toBe(201);
    const twentyFirst = await call(uploadImages, {
      token: sellerToken,
      params,
      body: multipart([{ name: "21.jpg", type: "image/jpeg", bytes: jpeg }]),
    });
    expect(twentyFirst.status).toBe(400);
    expect(twentyFirst.body.message).toMatch(/allows 20 photos/);
  }, 60_000);

  it("answers 400 for a truncated multipart body and keeps the photos", async () => {
    const params = { id: listingId };
    const boundary = "----motormart";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="carImages"; filename="x.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    const body = Buffer.concat([Buffer.from(head), jpeg.subarray(0, 500)]); // no closing boundary
    const r = await call(uploadImages, {
      token: sellerToken,
      params,
      body,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    expect(r.status).toBe(400);
    const mine = await call(carsLoader, {
      method: "GET",
      url: "/api/cars?userId=me",
      token: sellerToken,
    });
    expect(mine.body.data.cars[0].id).toBe(listingId);
  });

  it("reorders and deletes photos", async () => {
    const params = { id: listingId };
    const list = (await call(uploadImages, { token: sellerToken, params, body: multipart([]) }))
      .body;
    expect(list.success).toBe(false);
    const mine = await call(reorder, {
      method: "PUT",
      token: sellerToken,
      params,
      json: { imageOrder: ["not-a-uuid"] },
    });
    expect(mine.status).toBe(400);
    const { listingPhotosOf } = await import("~/models/selling.server");
    const photos = await listingPhotosOf(listingId);
    const reversed = photos.map((p) => p.id).reverse();
    expect(
      (
        await call(reorder, {
          method: "PUT",
          token: sellerToken,
          params,
          json: { imageOrder: reversed },
        })
      ).status,
    ).toBe(200);
    expect((await listingPhotosOf(listingId)).map((p) => p.id)).toEqual(reversed);
    const del = await call(removeImage, {
      method: "DELETE",
      token: sellerToken,
      params: { id: listingId, imageId: reversed[0] },
    });
    expect(del.status).toBe(200);
    expect((await listingPhotosOf(listingId))[0].id).toBe(reversed[1]);
  });
});

describe("POST /api/uploads/avatar", () => {
  it("stores a WebP profile photo and refuses a non-image", async () => {
    const { action: avatar } = await import("~/routes/api/uploads/avatar");
    const ok = await call(avatar, {
      token: sellerToken,
      body: multipart([{ name: "me.jpg", type: "image/jpeg", bytes: jpeg }], "avatar"),
    });
    expect(ok.status).toBe(201);
    expect(ok.body.data.url).toMatch(/^\/uploads\/avatars\/.+-320\.webp$/);
    const bad = await call(avatar, {
      token: sellerToken,
      body: multipart(
        [{ name: "me.jpg", type: "image/jpeg", bytes: Buffer.from("<svg/>") }],
        "avatar",
      ),
    });
    expect(bad.status).toBe(400);
    expect((await call(avatar, { body: multipart([], "avatar") })).status).toBe(401);
  });
});
