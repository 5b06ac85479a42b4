/**
 * Files in a bucket (docs/decisions/014-object-storage.md), through the real routes, with
 * S3_BUCKET pointing at a real S3-speaking server (s3rver, through the AWS SDK):
 * - a whole selling, profile-photo and verification flow leaves DATA_DIR/uploads and
 *   DATA_DIR/private empty, and every photo URL answers 200 from the bucket;
 * - deleting a photo, a listing or an account deletes its objects; a delete the storage
 *   refuses is retried by the `delete-files` job;
 * - a storage outage answers uploads with 503 (keeping what was typed), leaves no row, and
 *   public pages and /api/health still answer;
 * - `/uploads/...` addresses with path tricks answer 404.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import express from "express";
import sharp from "sharp";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formErrorsOf, typedOf } from "~/lib/forms/form-answer";
import { db } from "#db/connection";
import { listingPhotos, listings, users, verificationDocuments } from "#db/schema";
import { getEnv, resetEnv } from "~/env.server";
import { photoUrl } from "~/lib/api/images";
import { createDraft, type SellerActor as Actor } from "~/models/selling/selling.server";
import { queueCounts } from "~/services/queue.server";
import {
  PUBLIC_CACHE_CONTROL,
  S3Storage,
  setFileStorage,
  setPrivateStorage,
  storage,
  type FileStorage,
} from "~/services/storage.server";
import { action as apiUploadImages } from "~/routes/api/uploads/car-images";
import { action as apiRemoveImage } from "~/routes/api/uploads/car-image";
import { action as apiAvatar } from "~/routes/api/uploads/avatar";
import { action as apiDeleteAccount } from "~/routes/api/users/delete-account";
import { action as apiCar } from "~/routes/api/cars/car";
import { loader as healthLoader } from "~/routes/api/meta/health";
import { loader as documentFile } from "~/routes/account/verification/document-file";
import * as profilePage from "~/routes/account/profile/route";
import * as verificationPage from "~/routes/account/verification/route";
import { loader as carPage } from "~/routes/public/car/route";
import { action as sellAction } from "~/routes/sell/route";
import { registerUser } from "~/models/identity/users.server";
import { runJobsNow } from "~/jobs/jobs.server";
import { CarImage } from "~/components/car-image";
import { UploadsBaseContext } from "~/components/uploads-base";
import { loader as rootLoader } from "~/root";
import { uploadsFromStorage } from "../../server/uploads";
import { createListing, createUser, LISTING_FIELDS } from "../factories";
import { useTestDatabase } from "../setup/database";
import { useS3Server } from "../support/s3";
import { callRoute, signIn } from "../support/routes";
import { withI18n } from "../support/i18n";

useTestDatabase();
const s3 = useS3Server("motormart-files");

let jpeg: Buffer;
let png: Buffer;
let origin = "";
let server: http.Server;

beforeAll(async () => {
  s3.useForApp();
  resetEnv();
  setFileStorage(undefined);
  setPrivateStorage(undefined);
  jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#357" } })
    .jpeg()
    .toBuffer();
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#2a7" } })
    .png()
    .toBuffer();
  const app = express();
  app.use("/uploads", uploadsFromStorage());
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Every file under a folder, recursively ([] when it does not exist). */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

async function keysIn(store: FileStorage, prefix: string): Promise<string[]> {
  const keys = [];
  for await (const { key } of store.list(prefix)) keys.push(key);
  return keys.sort();
}

async function premiumSeller() {
  const user = await registerUser({
    email: `s3-seller-${Math.random().toString(36).slice(2)}@example.ng`,
    firstName: "Bola",
    lastName: "Ade",
    phone: "+2348031234567",
    location: "lagos",
    password: "okra-soup-42",
    accountType: "seller",
  });
  await db().update(users).set({ plan: "premium" }).where(eq(users.id, user.id));
  const actor: Actor = { id: user.id, role: "user", accountType: "seller" };
  return { user, actor, sessionCookie: await signIn(user), token: await signIn(user) };
}

const photoForm = (field: string, ...files: Buffer[]) => {
  const body = new FormData();
  files.forEach((bytes, i) => body.append(field, new Blob([new Uint8Array(bytes)]), `p${i}.jpg`));
  return body;
};

const documentForm = (type: string, bytes: Buffer, extra: Record<string, string> = {}) => {
  const body = new FormData();
  body.set("type", type);
  for (const [k, v] of Object.entries(extra)) body.set(k, v);
  body.set("document", new Blob([new Uint8Array(bytes)]), "nin.png");
  return body;
};

/** A raw GET or HEAD (no client-side normalisation of `..`), answering status, headers, bytes. */
function rawRequest(
  method: "GET" | "HEAD",
  pathname: string,
  headers: http.OutgoingHttpHeaders = {},
) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const req = http.request(
        `${origin}${pathname}`,
        { method, headers, path: pathname },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      req.on("error", reject);
      req.end();
    },
  );
}

describe("with S3_BUCKET set", () => {
  it("keeps DATA_DIR/uploads and DATA_DIR/private empty through selling, profile photos and verification; every photo URL answers 200", async () => {
    expect(getEnv().s3?.bucket).toBe("motormart-files");
    const { user, actor, sessionCookie, token } = await premiumSeller();

    // Selling: details saved as a draft, photos through the /sell form and the API, one
    // enhanced (read back from the bucket, written as new variants).
    const draft = await createDraft(actor, LISTING_FIELDS);
    const sell = await callRoute(sellAction, {
      method: "POST",
      path: `/sell?draft=${draft}`,
      sessionCookie,
      body: photoForm("photos", jpeg, jpeg),
    });
    expect(sell.status).toBe(302);
    const api = await callRoute(apiUploadImages, {
      method: "POST",
      path: `/api/uploads/cars/${draft}/images`,
      params: { id: draft },
      token,
      body: photoForm("carImages", jpeg),
    });
    expect(api.status).toBe(201);
    const [first] = await db()
      .select()
      .from(listingPhotos)
      .where(eq(listingPhotos.listingId, draft))
      .orderBy(listingPhotos.position);
    const enhanced = await callRoute(sellAction, {
      method: "POST",
      path: `/sell?draft=${draft}`,
      sessionCookie,
      form: { intent: "enhance-photo", photoId: first.id, enhancement: "auto" },
    });
    expect(enhanced.status).toBe(302);

    // Profile photo and cover image, through the /profile form.
    for (const [intent, field] of [
      ["upload-avatar", "avatar"],
      ["upload-cover", "coverImage"],
    ]) {
      const body = photoForm(field, jpeg);
      body.set("intent", intent);
      const r = await callRoute(profilePage.action, {
        method: "POST",
        path: "/profile",
        sessionCookie,
        body,
      });
      expect(r.status).toBe(302);
    }

    // An identity document, through the /verification form.
    const doc = await callRoute(verificationPage.action, {
      method: "POST",
      path: "/verification",
      sessionCookie,
      body: documentForm("nationalId", png),
    });
    expect(doc.status).toBe(302);

    const env = getEnv();
    expect(filesUnder(env.uploadsDir)).toEqual([]);
    expect(filesUnder(env.privateDir)).toEqual([]);

    // Every photo URL the pages use answers 200 from the bucket, as WebP, cached for good.
    const photos = await db()
      .select()
      .from(listingPhotos)
      .where(eq(listingPhotos.listingId, draft));
    expect(photos).toHaveLength(3);
    expect(photos.some((p) => p.enhancement === "auto")).toBe(true);
    const [profile] = await db().select().from(users).where(eq(users.id, user.id));
    const urls = [
      ...photos.flatMap((p) => p.widths.map((w) => photoUrl(p.storageKey, w))),
      ...photos.flatMap((p) =>
        p.originalStorageKey ? p.widths.map((w) => photoUrl(p.originalStorageKey!, w)) : [],
      ),
      profile.avatar!,
      profile.coverImage!,
    ];
    expect(urls.length).toBeGreaterThanOrEqual(3 * 2 + 2);
    for (const url of urls) {
      const r = await fetch(`${origin}${url}`);
      expect(r.status, url).toBe(200);
      expect(r.headers.get("content-type")).toBe("image/webp");
      expect(r.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
      expect(r.headers.get("etag")).toMatch(/\S/);
      const bytes = Buffer.from(await r.arrayBuffer());
      expect(bytes.subarray(8, 12).toString()).toBe("WEBP");
      expect(Number(r.headers.get("content-length"))).toBe(bytes.length);
    }
    const head = await rawRequest("HEAD", urls[0]);
    expect(head.status).toBe(200);
    expect(head.headers["content-type"]).toBe("image/webp");
    expect(head.body.length).toBe(0);
    const again = await rawRequest("GET", urls[0], { "if-none-match": head.headers.etag! });
    expect(again.status).toBe(304);
    expect((await fetch(`${origin}/uploads/listings/${draft}/nothing-640.webp`)).status).toBe(404);

    // The document is in the bucket's private part: its owner gets it, a stranger 404.
    const [document] = await db()
      .select()
      .from(verificationDocuments)
      .where(eq(verificationDocuments.userId, user.id));
    expect(await keysIn(storage("private"), `documents/${user.id}/`)).toEqual([
      document.storageKey,
    ]);
    const mine = await callRoute(documentFile, {
      path: `/verification/documents/${document.id}`,
      params: { id: document.id },
      sessionCookie,
    });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toBe("image/png");
    const stranger = await createUser();
    const theirs = await callRoute(documentFile, {
      path: `/verification/documents/${document.id}`,
      params: { id: document.id },
      sessionCookie: await signIn(stranger),
    }).catch((e: unknown) => e);
    expect((theirs as { status: number }).status).toBe(404);
    // Nor is it reachable as a public file, however the address is spelled.
    for (const trick of [
      `/uploads/../private/${document.storageKey}`,
      `/uploads/..%2fprivate%2f${document.storageKey.replaceAll("/", "%2f")}`,
      `/uploads/%2e%2e/private/${document.storageKey}`,
      `/uploads/${document.storageKey}`,
      `/uploads//etc/passwd`,
    ]) {
      expect((await rawRequest("GET", trick)).status, trick).toBe(404);
    }
  }, 120_000);

  it("deletes the objects of a removed photo, a replaced avatar, a deleted listing and a deleted account", async () => {
    const { user, actor, sessionCookie, token } = await premiumSeller();
    const files = storage("public");
    const draft = await createDraft(actor, LISTING_FIELDS);
    await callRoute(apiUploadImages, {
      method: "POST",
      params: { id: draft },
      token,
      body: photoForm("carImages", jpeg, jpeg),
    });
    const photos = await db()
      .select()
      .from(listingPhotos)
      .where(eq(listingPhotos.listingId, draft));
    // Two photos, each a WebP and an AVIF variant at two widths.
    expect(await keysIn(files, `listings/${draft}/`)).toHaveLength(8);
    expect(
      (await keysIn(files, `listings/${draft}/${photos[0].id}`)).filter((k) => k.endsWith(".avif")),
    ).toHaveLength(2);

    const removed = await callRoute(apiRemoveImage, {
      method: "DELETE",
      params: { id: draft, imageId: photos[0].id },
      token,
    });
    expect(removed.status).toBe(200);
    expect(await keysIn(files, `listings/${draft}/${photos[0].id}`)).toEqual([]);
    expect(await keysIn(files, `listings/${draft}/`)).toHaveLength(4);

    const avatar = async () => {
      const r = await callRoute(apiAvatar, {
        method: "POST",
        token,
        body: photoForm("avatar", jpeg),
      });
      expect(r.status).toBe(201);
      return r.body.data.url as string;
    };
    const firstAvatar = await avatar();
    await avatar();
    const firstKey = firstAvatar.replace(/^\/uploads\//, "").replace(/-\d+\.webp$/, "");
    expect((await keysIn(files, `avatars/${user.id}/`)).some((k) => k.startsWith(firstKey))).toBe(
      false,
    );
    expect(await keysIn(files, `avatars/${user.id}/`)).not.toEqual([]);

    const other = await createDraft(actor, LISTING_FIELDS);
    await callRoute(apiUploadImages, {
      method: "POST",
      params: { id: other },
      token,
      body: photoForm("carImages", jpeg),
    });
    expect(await keysIn(files, `listings/${other}/`)).toHaveLength(4);
    const deleted = await callRoute(apiCar, { method: "DELETE", params: { id: other }, token });
    expect(deleted.status).toBe(200);
    expect(await keysIn(files, `listings/${other}/`)).toEqual([]);

    await callRoute(verificationPage.action, {
      method: "POST",
      path: "/verification",
      sessionCookie,
      body: documentForm("nationalId", png),
    });
    expect(await keysIn(storage("private"), `documents/${user.id}/`)).toHaveLength(1);
    const gone = await callRoute(apiDeleteAccount, {
      method: "DELETE",
      token,
      json: { password: "okra-soup-42" },
    });
    expect(gone.status).toBe(200);
    expect(await keysIn(files, `listings/${draft}/`)).toEqual([]);
    expect(await keysIn(files, `avatars/${user.id}/`)).toEqual([]);
    expect(await keysIn(storage("private"), `documents/${user.id}/`)).toEqual([]);
  }, 60_000);

  it("retries a delete the storage refused with the delete-files job until it works", async () => {
    const { actor, token } = await premiumSeller();
    const working = storage("public");
    const draft = await createDraft(actor, LISTING_FIELDS);
    await callRoute(apiUploadImages, {
      method: "POST",
      params: { id: draft },
      token,
      body: photoForm("carImages", jpeg),
    });
    const [photo] = await db()
      .select()
      .from(listingPhotos)
      .where(eq(listingPhotos.listingId, draft));
    const before = (await queueCounts("delete-files")).created ?? 0;

    setFileStorage(broken("uploads/"));
    try {
      const removed = await callRoute(apiRemoveImage, {
        method: "DELETE",
        params: { id: draft, imageId: photo.id },
        token,
      });
      // The photo is gone for the seller at once; its files wait for the job.
      expect(removed.status).toBe(200);
      expect(await keysIn(working, `listings/${draft}/`)).toHaveLength(4);
      expect((await queueCounts("delete-files")).created).toBe(before + 1);
      // Still unreachable: the job fails and is kept for a retry.
      expect(await runJobsNow("delete-files")).toBe(1);
      expect((await queueCounts("delete-files")).retry).toBe(1);
    } finally {
      setFileStorage(working);
    }
    await db().execute(
      sql`update pgboss.job set start_after = now() - interval '1 second' where name = 'delete-files' and state = 'retry'`,
    );
    expect(await runJobsNow("delete-files")).toBe(1);
    expect(await keysIn(working, `listings/${draft}/`)).toEqual([]);
    expect((await queueCounts("delete-files")).retry ?? 0).toBe(0);
  });
});

/** A store on the same bucket settings, but at an address where nothing answers. */
const broken = (prefix: string) =>
  new S3Storage({ ...s3.settings, endpoint: "http://127.0.0.1:9" }, prefix, PUBLIC_CACHE_CONTROL);

describe("when the bucket is unreachable", () => {
  let files: FileStorage;
  let secrets: FileStorage;
  beforeAll(() => {
    files = storage("public");
    secrets = storage("private");
    setFileStorage(broken("uploads/"));
    setPrivateStorage(broken("private/"));
  });
  afterAll(() => {
    setFileStorage(files);
    setPrivateStorage(secrets);
  });

  it("answers photo uploads with 503 and a clear message, and adds no photo row", async () => {
    const { actor, sessionCookie, token } = await premiumSeller();
    const draft = await createDraft(actor, LISTING_FIELDS);
    const page = await callRoute(sellAction, {
      method: "POST",
      path: `/sell?draft=${draft}`,
      sessionCookie,
      body: photoForm("photos", jpeg),
    });
    expect(page.status).toBe(503);
    expect(formErrorsOf(page.body)?.[0]).toMatch(/cannot store files right now/);
    const api = await callRoute(apiUploadImages, {
      method: "POST",
      params: { id: draft },
      token,
      body: photoForm("carImages", jpeg),
    });
    expect(api.status).toBe(503);
    expect(api.body).toMatchObject({ success: false, message: expect.stringMatching(/try again/) });
    const avatar = await callRoute(apiAvatar, {
      method: "POST",
      token,
      body: photoForm("avatar", jpeg),
    });
    expect(avatar.status).toBe(503);
    expect(
      await db().select().from(listingPhotos).where(eq(listingPhotos.listingId, draft)),
    ).toEqual([]);
    // The draft's details were saved before: nothing the seller typed is lost.
    const [row] = await db().select().from(listings).where(eq(listings.id, draft));
    expect(row.title).toBe(LISTING_FIELDS.title);
  });

  it("answers a document upload with 503, keeping the form's values, and stores no row", async () => {
    const { user, sessionCookie } = await premiumSeller();
    const r = await callRoute(verificationPage.action, {
      method: "POST",
      path: "/verification",
      sessionCookie,
      body: documentForm("proofOfAddress", png, {
        issuedAt: new Date().toISOString().slice(0, 10),
      }),
    });
    expect(r.status).toBe(503);
    expect(formErrorsOf(r.body)?.[0]).toMatch(/cannot store files right now/);
    expect(typedOf(r.body, "type")).toBe("proofOfAddress");
    expect(typedOf(r.body, "issuedAt")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(
      await db()
        .select()
        .from(verificationDocuments)
        .where(eq(verificationDocuments.userId, user.id)),
    ).toEqual([]);
  });

  it("still renders public pages, and /api/health reports the storage", async () => {
    const seller = await createUser();
    const car = await createListing(seller.id);
    const page = await callRoute(carPage, { path: `/car/${car.id}`, params: { id: car.id } });
    expect(page.status).toBe(200);
    const health = await callRoute(healthLoader, { path: "/api/health" });
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ data: { database: "ok", storage: "unreachable" } });
    setFileStorage(files);
    try {
      const ok = await callRoute(healthLoader, { path: "/api/health" });
      expect(ok.body).toEqual({
        success: true,
        message: "OK",
        data: { database: "ok", storage: "ok" },
      });
    } finally {
      setFileStorage(broken("uploads/"));
    }
  });

  it("answers a photo request with 503 while the bucket is away", async () => {
    const r = await fetch(`${origin}/uploads/listings/x/y-640.webp`);
    expect(r.status).toBe(503);
    expect(r.headers.get("retry-after")).toBe("30");
  });
});

describe("with S3_PUBLIC_URL set", () => {
  afterAll(() => {
    delete process.env.S3_PUBLIC_URL;
    resetEnv();
  });

  it("hands the public base to the pages, whose photos then load from it", async () => {
    process.env.S3_PUBLIC_URL = "https://cdn.motormart.test/";
    resetEnv();
    const root = await callRoute(rootLoader, { path: "/" });
    expect(root.body.uploadsBase).toBe("https://cdn.motormart.test");
    const html = renderToString(
      withI18n(
        createElement(
          UploadsBaseContext,
          { value: root.body.uploadsBase },
          createElement(CarImage, {
            photo: { storageKey: "listings/l/p", widths: [320, 640], width: 640, height: 480 },
            alt: "Toyota Corolla",
            sizes: "100vw",
          }),
        ),
      ),
    );
    expect(html).toContain('src="https://cdn.motormart.test/uploads/listings/l/p-640.webp"');
  });
});
