/**
 * `/notifications` and `/api/notifications`: a user's notifications newest first
 * with the unread count; marking one read (another user's id changes nothing) and all read, by
 * form post (no JavaScript) and through the API; paging by `before`.
 */
import { describe, expect, it } from "vitest";
import { notify, unreadNotificationCount } from "~/models/shared/notifications.server";
import { createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { pageText, renderPage } from "../../../tests/support/render";
import { callRoute, signIn } from "../../../tests/support/routes";
import * as listApi from "../api/notifications/notifications";
import * as readApi from "../api/notifications/read";
import * as page from "./notifications";

useTestDatabase();

describe("notifications", () => {
  it("lists, marks read and pages, on the page and through the API", async () => {
    const user = await createUser();
    const other = await createUser();
    await notify(user.id, {
      type: "listing_approved",
      title: "Your Toyota Camry is live",
      link: "/car/x",
    });
    await notify(user.id, { type: "verification_decided", title: "Your ID was approved" });
    await notify(other.id, { type: "message", title: "Someone else's" });
    const token = await signIn(user);

    const html = pageText(
      await renderPage(page, "/notifications", { path: "/notifications", sessionCookie: token }),
    );
    expect(html).toContain("2 unread");
    expect(html).toContain("Your Toyota Camry is live");
    expect(html).not.toContain("Someone else's");

    const api = await callRoute(listApi.loader, { path: "/api/notifications", token });
    expect(api.body.data.unreadCount).toBe(2);
    expect(api.body.data.notifications.map((n: { title: string }) => n.title)).toEqual([
      "Your ID was approved",
      "Your Toyota Camry is live",
    ]);
    const firstPage = await callRoute(listApi.loader, {
      path: "/api/notifications?limit=1",
      token,
    });
    const next = firstPage.body.data.nextBefore;
    const second = await callRoute(listApi.loader, {
      path: `/api/notifications?limit=1&before=${encodeURIComponent(next)}`,
      token,
    });
    expect(second.body.data.notifications[0].title).toBe("Your Toyota Camry is live");
    expect(
      (await callRoute(listApi.loader, { path: "/api/notifications?before=nonsense", token }))
        .status,
    ).toBe(400);

    // Another user's id changes nothing; a malformed id is a 400, not a 500.
    const othersId = (
      await callRoute(listApi.loader, {
        path: "/api/notifications",
        token: await signIn(other),
      })
    ).body.data.notifications[0].id;
    const put = (json?: unknown) =>
      callRoute(readApi.action, { method: "PUT", path: "/api/notifications/read", token, json });
    expect((await put({ ids: [othersId] })).body.data.marked).toBe(0);
    expect((await put({ ids: ["x"] })).status).toBe(400);
    expect(await unreadNotificationCount(other.id)).toBe(1);

    // One read by form post, then all through the API.
    const oneId = api.body.data.notifications[0].id;
    const posted = await callRoute(page.action, {
      method: "POST",
      path: "/notifications",
      sessionCookie: token,
      form: { intent: "read", id: oneId },
    });
    expect(posted.status).toBe(302);
    expect(await unreadNotificationCount(user.id)).toBe(1);
    const all = await put();
    expect(all.body.data).toEqual({ marked: 1, unreadCount: 0 });
    expect((await callRoute(listApi.loader, { path: "/api/notifications" })).status).toBe(401);
  });
});
