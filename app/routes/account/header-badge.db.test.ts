/**
 * The header's notifications badge and profile icon (docs/product.md#profile-and-settings): the
 * root loader counts the signed-in user's unread notifications (nothing for visitors), and the
 * header shows the count with an accessible name ("Notifications, 3 unread") and links to
 * /notifications and /profile.
 */
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { SiteHeader, type HeaderUser } from "~/components/site-header";
import { markNotificationsRead, notify } from "~/models/shared/notifications.server";
import * as root from "~/root";
import { createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { renderPage } from "../../../tests/support/render";
import { callRoute, signIn } from "../../../tests/support/routes";

useTestDatabase();

/** The header as the root loader feeds it, rendered on the server. */
const header = (sessionCookie?: string) =>
  renderPage(
    {
      loader: root.loader,
      default: (({ loaderData }: { loaderData: { user: HeaderUser } }) =>
        createElement(SiteHeader, { user: loaderData.user })) as never,
    },
    "/",
    { path: "/", sessionCookie },
  );

describe("header notifications badge", () => {
  it("shows the unread count to the signed-in user only", async () => {
    const user = await createUser();
    for (const title of ["One", "Two", "Three"])
      await notify(user.id, { type: "listing_approved", title });
    await notify((await createUser()).id, { type: "message", title: "Someone else's" });
    const sessionCookie = await signIn(user);

    const data = await callRoute(root.loader, { path: "/", sessionCookie });
    expect(data.body.user).toMatchObject({ id: user.id, notifications: 3 });
    const html = await header(sessionCookie);
    expect(html).toContain('aria-label="Notifications, 3 unread"');
    expect(html).toContain('href="/notifications"');
    expect(html).toContain('aria-label="My profile"');
    expect(html).toContain('href="/profile"');

    await markNotificationsRead(user.id);
    expect(await header(sessionCookie)).toContain('aria-label="Notifications"');

    const visitor = await header();
    expect(visitor).not.toContain("/notifications");
    expect((await callRoute(root.loader, { path: "/" })).body.user).toBeNull();
  });
});
