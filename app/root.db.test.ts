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
