/**
 * Saved searches through HTTP (docs/product.md#saved-searches): `/api/saved-searches` (the
 * envelope, statuses and field errors), the page's form posts (browse's Save this search, signed
 * in and out; rename; frequency; delete; the limit as a message on the page), Open, and the
 * one-click unsubscribe link (GET shows a button, POST turns alerts off without sign-in).
 */
import { describe, expect, it } from "vitest";
import { MAX_SAVED_SEARCHES } from "~/lib/catalogue/saved-search-options";
import { unsubscribeToken } from "~/models/saved/saved-search-alerts.server";
import { createUser } from "../../../../tests/factories";
import { useTestDatabase } from "../../../../tests/setup/database";
import { pageText, renderPage } from "../../../../tests/support/render";
import { callRoute, signIn } from "../../../../tests/support/routes";
import * as itemApi from "../../api/saved-searches/saved-search";
import * as listApi from "../../api/saved-searches/saved-searches";
import * as unsubscribePage from "../../public/saved-search-unsubscribe";
import * as open from "./open";
import * as page from "./route";

useTestDatabase();

describe("/api/saved-searches", () => {
  it("saves, lists, changes and deletes; another user's search is 404", async () => {
    const user = await createUser({ accountType: "buyer" });
    const other = await createUser({ accountType: "buyer" });
    const token = await signIn(user);
    const created = await callRoute(listApi.action, {
      method: "POST",
      path: "/api/saved-searches",
      token,
      json: {
        name: "Toyota under 10M",
        query: "make=Toyota&maxPrice=10000000&category=tokunbo&utm_source=x",
        frequency: "daily",
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      success: true,
      data: {
        name: "Toyota under 10M",
        query: "category=tokunbo&make=Toyota&maxPrice=10000000",
        frequency: "daily",
        newMatches: 0,
      },
    });
    const id = created.body.data.id;
    expect(Object.keys(created.body.data).sort()).toEqual(
      ["createdAt", "frequency", "id", "name", "newMatches", "query"].sort(),
    );

    const list = await callRoute(listApi.loader, { path: "/api/saved-searches", token });
    expect(list.body.data.map((s: { id: string }) => s.id)).toEqual([id]);

    const patched = await callRoute(itemApi.action, {
      method: "PATCH",
      path: `/api/saved-searches/${id}`,
      params: { id },
      token,
      json: { frequency: "off" },
    });
    expect(patched.body.data).toMatchObject({ id, frequency: "off" });

    const otherToken = await signIn(other);
    for (const method of ["PATCH", "DELETE"]) {
      const res = await callRoute(itemApi.action, {
        method,
        path: `/api/saved-searches/${id}`,
        params: { id },
        token: otherToken,
        ...(method === "PATCH" && { json: { name: "Mine" } }),
      });
      expect(res.status).toBe(404);
    }
    const gone = await callRoute(itemApi.action, {
      method: "DELETE",
      path: `/api/saved-searches/${id}`,
      params: { id },
      token,
    });
    expect(gone.status).toBe(200);
    expect(
      (await callRoute(listApi.loader, { path: "/api/saved-searches", token })).body.data,
    ).toEqual([]);
  });

  it("answers bad input with 4xx and its field, never 5xx", async () => {
    const user = await createUser({ accountType: "buyer" });
    const token = await signIn(user);
    const post = (json: unknown) =>
      callRoute(listApi.action, { method: "POST", path: "/api/saved-searches", token, json });
    expect((await post({ name: "x", query: "maxPrice=cheap" })).body).toMatchObject({
      success: false,
      errors: { maxPrice: [expect.any(String)] },
    });
    expect((await post({ name: "x".repeat(61), query: "make=Kia" })).status).toBe(400);
    expect((await post({ name: "x", query: "make=Kia", frequency: "hourly" })).status).toBe(400);
    expect((await post({ name: "x", query: "make=Kia", extra: 1 })).status).toBe(400);
    expect((await post({ name: "x", query: "" })).status).toBe(400);
    expect((await post({ name: "\u0000", query: "make=Kia" })).status).toBe(400);
    const unauth = await callRoute(listApi.loader, { path: "/api/saved-searches" });
    expect(unauth.status).toBe(401);
    const badId = await callRoute(itemApi.action, {
      method: "PATCH",
      path: "/api/saved-searches/nope",
      params: { id: "nope" },
      token,
      json: { name: "x" },
    });
    expect(badId.status).toBe(404);
    const empty = await callRoute(itemApi.action, {
      method: "PATCH",
      path: "/api/saved-searches/nope",
      params: { id: "nope" },
      token,
      json: {},
    });
    expect(empty.status).toBe(400);
  });
});

describe("/saved-searches", () => {
  it("browse's form saves the search; the page lists it with its filters in words", async () => {
    const user = await createUser({ accountType: "buyer" });
    const cookie = await signIn(user);
    const saved = await callRoute(page.action, {
      method: "POST",
      path: "/saved-searches",
      sessionCookie: cookie,
      form: {
        intent: "save-search",
        name: "Lagos Toyotas",
        query: "make=Toyota&location=lagos&maxPrice=10000000&sortBy=price-low",
        frequency: "weekly",
      },
    });
    expect(saved.status).toBe(302);
    expect(saved.location).toBe("/saved-searches");
    const html = pageText(
      await renderPage(page, "/saved-searches", { path: "/saved-searches", sessionCookie: cookie }),
    );
    expect(html).toContain("Lagos Toyotas");
    expect(html).toContain("Toyota · Up to ₦10M · Lagos");
    expect(html).toContain("No new matches");

    // The filters in words are the page's language, as browse's chips say them there.
    const hausaHtml = await renderPage(page, "/:lang?/saved-searches", {
      path: "/ha/saved-searches",
      sessionCookie: cookie,
    });
    const hausa = pageText(hausaHtml);
    expect(hausa).toContain("Toyota · Har zuwa ₦10M · Lagos");
    expect(hausa).not.toContain("Up to ₦10M");
    // Open is a resource route with one address (app/routes.ts): `/ha/saved-searches/{id}` is
    // no page, so the link names the page's language, and Open lands on browse in Hausa.
    const opens = [...hausaHtml.matchAll(/href="([^"]*\/saved-searches\/([0-9a-f-]{36})[^"]*)"/g)];
    expect(opens.map((m) => m[1])).toEqual([
      expect.stringMatching(/^\/saved-searches\/.*\?language=ha$/),
    ]);
    const id = opens[0]![2]!;
    const opened = await callRoute(open.loader, {
      path: `/saved-searches/${id}?language=ha`,
      params: { id },
      sessionCookie: cookie,
    });
    expect(opened.location).toMatch(/^\/ha\/browse\?/);
  });

  it("signed out, saving goes to sign-in and back to browse with the search kept", async () => {
    const res = await callRoute(page.action, {
      method: "POST",
      path: "/saved-searches",
      form: { intent: "save-search", name: "Kias", query: "make=Kia&page=2", frequency: "daily" },
    });
    expect(res.status).toBe(302);
    const back = new URL(res.location!, "http://x").searchParams.get("redirectTo");
    expect(back).toBe("/browse?make=Kia&save=1#save-search");
  });

  it(`answers the ${MAX_SAVED_SEARCHES + 1}th save with a message on the page`, async () => {
    const user = await createUser({ accountType: "buyer" });
    const cookie = await signIn(user);
    const post = (form: Record<string, string>) =>
      callRoute(page.action, {
        method: "POST",
        path: "/saved-searches",
        sessionCookie: cookie,
        form,
      });
    for (let i = 0; i < MAX_SAVED_SEARCHES; i++)
      await post({ intent: "save-search", name: `s${i}`, query: `minYear=${2000 + i}` });
    const over = await post({ intent: "save-search", name: "one more", query: "make=Kia" });
    expect(over.status).toBe(409);
    expect(JSON.stringify(over.body)).toContain("You can keep up to 20 saved searches");
  });

  it("renames, changes the frequency, opens and deletes by form post", async () => {
    const user = await createUser({ accountType: "buyer" });
    const other = await createUser({ accountType: "buyer" });
    const cookie = await signIn(user);
    const token = await signIn(user);
    const created = await callRoute(listApi.action, {
      method: "POST",
      path: "/api/saved-searches",
      token,
      json: { name: "Hondas", query: "make=Honda" },
    });
    const id = created.body.data.id;
    const post = (form: Record<string, string>, session = cookie) =>
      callRoute(page.action, {
        method: "POST",
        path: "/saved-searches",
        sessionCookie: session,
        form,
      });
    expect((await post({ intent: "rename-search", id, name: "My Hondas" })).status).toBe(302);
    expect((await post({ intent: "set-frequency", id, frequency: "weekly" })).status).toBe(302);
    const tooLong = await post({ intent: "rename-search", id, name: "x".repeat(61) });
    expect(tooLong.status).toBe(400);
    const others = await post({ intent: "delete-search", id }, await signIn(other));
    expect(others.status).toBe(404);
    const list = await callRoute(listApi.loader, { path: "/api/saved-searches", token });
    expect(list.body.data[0]).toMatchObject({ name: "My Hondas", frequency: "weekly" });

    const opened = await callRoute(open.loader, {
      path: `/saved-searches/${id}`,
      params: { id },
      sessionCookie: cookie,
    });
    expect(opened.location).toBe("/browse?make=Honda");
    expect((await post({ intent: "delete-search", id })).status).toBe(302);
  });
});

describe("/saved-searches/unsubscribe", () => {
  it("shows a button; the one-click POST turns the alerts off without sign-in", async () => {
    const user = await createUser({ accountType: "buyer" });
    const token = await signIn(user);
    const created = await callRoute(listApi.action, {
      method: "POST",
      path: "/api/saved-searches",
      token,
      json: { name: "Lexus alerts", query: "make=Lexus" },
    });
    const id = created.body.data.id;
    const link = `/saved-searches/unsubscribe?token=${unsubscribeToken(id)}`;
    const html = pageText(
      await renderPage(unsubscribePage, "/saved-searches/unsubscribe", { path: link }),
    );
    expect(html).toContain("Stop alerts for your saved search “Lexus alerts”?");

    const oneClick = await callRoute(unsubscribePage.action, {
      method: "POST",
      path: link,
      body: "List-Unsubscribe=One-Click",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(oneClick.status).toBe(200);
    const list = await callRoute(listApi.loader, { path: "/api/saved-searches", token });
    expect(list.body.data[0].frequency).toBe("off");

    const forged = await callRoute(unsubscribePage.action, {
      method: "POST",
      path: `/saved-searches/unsubscribe?token=${id}.forged`,
      form: { token: "" },
    });
    expect(forged.status).toBe(400);
  });
});
