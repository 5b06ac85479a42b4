/**
 * Unknown and malformed ids on every admin page and `/api/admin` route that takes one (in the
 * path or in a form field): each answers 404 with one clear message ("User not found"), never a
 * 500, a 409 or "not found not found" (docs/decisions/013-admin-panel.md, ids).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { formErrorsOf } from "~/lib/forms/form-answer";
import { createStaff } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { callRoute, signIn, type CallInit, type CallResult } from "../../../tests/support/routes";
import * as documentFile from "../account/verification/document-file";
import * as apiListing from "../api/admin/listing";
import * as apiReport from "../api/admin/report";
import * as apiUser from "../api/admin/user";
import * as apiVerification from "../api/admin/verification";
import * as allListings from "./all-listings";
import * as queue from "./listings";
import * as reportsPage from "./reports";
import * as userPage from "./users/user";
import * as verificationsPage from "./verifications/route";

useTestDatabase();

/** Ids that name nothing: unknown but well formed, malformed, with a NUL byte, huge. */
const BAD_IDS = [
  "00000000-0000-4000-8000-000000000000",
  crypto.randomUUID(),
  "not-a-uuid",
  "123",
  "\0",
  "3f2b\0-0000",
  "9".repeat(10_000),
  `${crypto.randomUUID()}x`,
];

type Handler = (args: never) => unknown;

/** What the caller sees, a thrown non-Response (React Router's 500) included. */
async function call(handler: Handler, init: CallInit): Promise<CallResult> {
  return callRoute(handler, init).catch((error: unknown) => ({
    status: 500,
    headers: new Headers(),
    body: String(error),
    location: null,
  }));
}

/** The one message of an answer: the API envelope's, a page form's error or a thrown 404's. */
function messageOf(r: CallResult): string {
  const b = r.body;
  if (typeof b === "string") return b;
  return b?.message ?? formErrorsOf(b)?.[0] ?? JSON.stringify(b);
}

/** Every answer that was not a 404 "<what> not found", listed so one run shows them all. */
const wrong: { where: string; status: number; message: string }[] = [];

function expectNotFound(r: CallResult, what: string, where: string) {
  const message = messageOf(r).slice(0, 120);
  if (r.status !== 404 || message !== `${what} not found`)
    wrong.push({ where, status: r.status, message });
}

describe("unknown and malformed ids in the admin panel", () => {
  beforeEach(() => {
    wrong.length = 0;
  });
  afterEach(() => {
    expect(wrong).toEqual([]);
  });

  it("the API's id routes answer 404 with one message", async () => {
    const admin = await signIn(await createStaff("admin"));
    const patch = (handler: Handler, id: string, json: unknown) =>
      call(handler, {
        method: "PATCH",
        path: `/api/admin/x/${encodeURIComponent(id)}`,
        params: { id },
        token: admin,
        json,
      });
    for (const id of BAD_IDS) {
      for (const json of [
        { role: "user" },
        { status: "suspended", reason: "Deposit scam" },
        { status: "active" },
      ])
        expectNotFound(
          await patch(apiUser.action, id, json),
          "User",
          `users ${JSON.stringify(json)}`,
        );
      for (const status of ["active", "rejected", "flagged", "removed"])
        expectNotFound(
          await patch(apiListing.action, id, { status, reason: "Stock photos only" }),
          "Listing",
          `listings ${status}`,
        );
      for (const json of [
        { status: "investigating" },
        { status: "resolved", note: "Nothing wrong" },
        { status: "resolved", action: "warn_user", note: "Be polite" },
      ])
        expectNotFound(
          await patch(apiReport.action, id, json),
          "Report",
          `reports ${JSON.stringify(json)}`,
        );
      expectNotFound(
        await patch(apiVerification.action, id, { status: "approved" }),
        "Document",
        "verifications",
      );
    }
  });

  it("the pages answer 404 with one message, for ids in the path and in form fields", async () => {
    const cookie = await signIn(await createStaff("admin"));
    const post = (handler: Handler, path: string, form: Record<string, string>, id = "") =>
      call(handler, { method: "POST", path, params: { id }, sessionCookie: cookie, form });
    for (const id of BAD_IDS) {
      const path = `/admin/users/${encodeURIComponent(id)}`;
      expectNotFound(
        await call(userPage.loader, { path, params: { id }, sessionCookie: cookie }),
        "User",
        "user page",
      );
      for (const form of <Record<string, string>[]>[
        { intent: "suspend", reason: "Deposit scam" },
        { intent: "activate" },
        { intent: "change-role", role: "moderator" },
        { intent: "end-sessions" },
        { intent: "resend-verification" },
      ])
        expectNotFound(await post(userPage.action, path, form, id), "User", `user ${form.intent}`);

      // Form fields: a NUL byte in a form is refused as a whole (400) before any lookup.
      const field = id.includes("\0") ? null : id;
      if (field === null) {
        const r = await post(reportsPage.action, "/admin/reports", {
          intent: "investigate",
          reportId: id,
        });
        expect(r.status).toBe(400);
        continue;
      }
      for (const form of <Record<string, string>[]>[
        { intent: "investigate" },
        { intent: "resolve", note: "Nothing wrong" },
        { intent: "take-action", action: "warn_user", note: "Be polite" },
      ])
        expectNotFound(
          await post(reportsPage.action, "/admin/reports", { ...form, reportId: field }),
          "Report",
          `reports ${form.intent}`,
        );
      for (const intent of ["approve", "reject", "flag", "restore", "remove"])
        expectNotFound(
          await post(queue.action, "/admin/listings", {
            intent,
            listingId: field,
            reason: "Stock photos only",
          }),
          "Listing",
          `queue ${intent}`,
        );
      for (const status of ["active", "rejected", "flagged", "removed"])
        expectNotFound(
          await post(allListings.action, "/admin/listings/all", {
            status,
            listingId: field,
            reason: "Stock photos only",
          }),
          "Listing",
          `all listings ${status}`,
        );
      for (const intent of ["approve", "reject"])
        expectNotFound(
          await post(verificationsPage.action, "/admin/verifications", {
            intent,
            documentId: field,
            reason: "unreadable",
          }),
          "Document",
          `verifications ${intent}`,
        );
      expectNotFound(
        await call(documentFile.loader, {
          path: `/verification/documents/${encodeURIComponent(id)}`,
          params: { id },
          sessionCookie: cookie,
        }),
        "Document",
        "document file",
      );
    }
  });

  it("reading an id route with GET is 405, not 500", async () => {
    const admin = await signIn(await createStaff("admin"));
    for (const handler of [apiUser, apiListing, apiReport, apiVerification])
      expect(
        (await call(handler.loader, { params: { id: BAD_IDS[0] }, token: admin })).status,
      ).toBe(405);
  });
});
