/**
 * Listings for end-to-end tests that need one live: created through the API with the seller's
 * token, given a photo (a listing without one waits for it, out of the review queue), and
 * approved by the demo admin through the staff API. The moderation queue's own page and its
 * Approve button are tested in selling.spec.ts and admin.spec.ts.
 */
import type { APIRequestContext, TestInfo } from "@playwright/test";
import sharp from "sharp";
import { demoStaffToken, expect } from "./fixtures";

/** The fields of a test listing (a tokunbo Lexus in Ikeja) beside its `title`, for `POST /api/cars`. */
export const LISTING_FIELDS = {
  brand: "Lexus",
  model: "RX 350",
  year: 2015,
  price: 21_500_000,
  mileage: 71_000,
  fuelType: "petrol",
  transmission: "automatic",
  bodyType: "suv",
  condition: "tokunbo",
  location: "lagos",
  city: "Ikeja",
  description: "Tokunbo RX 350, clean title, full option, no accident history.",
};

/**
 * Uploads one photo to a listing through `POST /api/uploads/cars/{id}/images`: the first photo
 * of a listing created through the API sends it to review.
 */
export async function addApiPhoto(request: APIRequestContext, token: string, id: string) {
  const buffer = await sharp({
    create: { width: 800, height: 600, channels: 3, background: "#b91c1c" },
  })
    .jpeg()
    .toBuffer();
  const uploaded = await request.post(`/api/uploads/cars/${id}/images`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { carImages: { name: "front.jpg", mimeType: "image/jpeg", buffer } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
}

/**
 * A seller's approved, active listing: created through the API with the seller's token (as
 * selling.spec.ts does through the form) and approved by the demo admin with
 * `PATCH /api/admin/listings/{id}` `{status: "active"}`, the call behind the queue's Approve
 * button, so it does not depend on where the car stands in a queue other tests fill too.
 */
export async function activeListing(
  request: APIRequestContext,
  baseURL: string,
  sellerToken: string,
  info: TestInfo,
  /** A word of the title no other test's car has (a saved search made to match this car only). */
  word = "",
) {
  const title = ["Lexus RX 350", word, info.project.name, Date.now().toString(36)]
    .filter(Boolean)
    .join(" ");
  const created = await request.post("/api/cars", {
    headers: { Authorization: `Bearer ${sellerToken}` },
    data: { title, ...LISTING_FIELDS },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id: string = (await created.json()).data.id;
  await addApiPhoto(request, sellerToken, id);

  const approved = await request.patch(`/api/admin/listings/${id}`, {
    headers: { Authorization: `Bearer ${await demoStaffToken(baseURL)}` },
    data: { status: "active" },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  expect((await request.get(`/api/cars/${id}`)).status()).toBe(200);
  return { id, title };
}
