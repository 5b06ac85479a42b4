/**
 * The flash message is read once, by the root's loader, for every page
 * (docs/decisions/006-flash-messages.md): it comes with the root's data and the Set-Cookie that
 * clears it, and a page shows it where it places `<PageFlash />`.
 */
import { describe, expect, it } from "vitest";
import { createUser } from "../tests/factories";
import { useTestDatabase } from "../tests/setup/database";
import { pageText, renderPage } from "../tests/support/render";
import { callRoute, signIn } from "../tests/support/routes";
import { redirectWithFlash } from "./request/flash.server";
import { updatePreferences } from "./models/shared/preferences.server";
import { loader } from "./root";
import * as notifications from "./routes/account/notifications";

useTestDatabase();

/** The `mm_flash=...` cookie a redirect with `message` sets. */
async function flashCookie(message: string, tone: "success" | "error" = "success") {
  const r = await redirectWithFlash("/notifications", message, tone);
  return r.headers.get("set-cookie")!.split(";")[0]!;
}

describe("the root's loader", () => {
  it("hands over the flash message and clears its cookie in the same answer", async () => {
    const r = await callRoute(loader, {
      path: "/notifications",
      cookie: await flashCookie("Marked as read"),
    });
    expect(r.body.flash).toEqual({ tone: "success", message: "Marked as read" });
    expect(r.headers.get("set-cookie")).toMatch(/^mm_flash=; .*Max-Age=0/);
  });

  it("sets no cookie when there is no message, and drops one whose signature is wrong", async () => {
    const none = await callRoute(loader, { path: "/" });
    expect(none.body.flash).toBeNull();
    expect(none.headers.get("set-cookie")).toBeNull();
    // One character of the signed message changed: its signature no longer matches.
    const forged = (await flashCookie("Hi")).replace(
      /^(mm_flash=.{10})(.)/,
      (_, head: string, c: string) => `${head}${c === "A" ? "B" : "A"}`,
    );
    const bad = await callRoute(loader, { path: "/", cookie: forged });
    expect(bad.body.flash).toBeNull();
  });

  it("lets the page show the message once, in its alert box", async () => {
    const user = await createUser();
    const html = await renderPage(notifications, "/notifications", {
      path: "/notifications",
      sessionCookie: await signIn(user),
      cookie: await flashCookie("All notifications marked as read"),
    });
    expect(pageText(html).match(/All notifications marked as read/g)).toHaveLength(1);
    expect(html).toContain('role="status"');
  });
});

describe("the root's loader and the page's language", () => {
  it("redirects an English address to the reader's language, for a GET only", async () => {
    const r = await callRoute(loader, { path: "/browse?make=toyota", cookie: "mm_lang=ha" });
    expect(r.status).toBe(302);
    expect(r.location).toBe("/ha/browse?make=toyota");
    expect(r.headers.get("cache-control")).toBe("private, no-store");
    const post = await callRoute(loader, { method: "POST", path: "/login", cookie: "mm_lang=ha" });
    expect(post.status).toBe(200);
    expect(post.body.viewer.language).toBe("ha");
  });

  it("answers a prefixed address in its language, with only that language's messages", async () => {
    const r = await callRoute(loader, {
      path: "/yo/browse",
      params: { lang: "yo" },
      headers: { "accept-language": "ha" },
    });
    expect(r.status).toBe(200);
    expect(r.body.viewer.language).toBe("yo");
    expect(JSON.parse(r.body.viewer.messages)["common.nav.login"]).toBe("Wọlé");
    expect(r.body.path).toBe("/browse");
  });

  it("is 404 for a prefix that is not one of the site's languages, English's included", async () => {
    for (const lang of ["xx", "en", "fr"])
      expect((await callRoute(loader, { path: `/${lang}/browse`, params: { lang } })).status).toBe(
        404,
      );
  });

  it("prefers a signed-in user's saved language to the cookie", async () => {
    const user = await createUser();
    await updatePreferences(user.id, { language: "ig" });
    const sessionCookie = await signIn(user);
    const r = await callRoute(loader, { path: "/favorites", sessionCookie, cookie: "mm_lang=ha" });
    expect(r.status).toBe(302);
    expect(r.location).toBe("/ig/favorites");
  });
});
