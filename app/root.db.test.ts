/**
 * The flash message is read once, by the root's loader, for every page
 * (docs/decisions/006-flash-messages.md): it comes with the root's data and the Set-Cookie that
 * clears it, and a page shows it where it places `<PageFlash />`.
 */
import { createStaticHandler } from "react-router";
import { describe, expect, it } from "vitest";
import { createUser } from "../tests/factories";
import { useTestDatabase } from "../tests/setup/database";
import { pageText, renderPage } from "../tests/support/render";
import { ROUTE_TABLE } from "../tests/support/route-table";
import { buildRequest, callRoute, signIn } from "../tests/support/routes";
import { redirectWithFlash } from "./request/flash.server";
import { updatePreferences } from "./models/shared/preferences.server";
import { loader } from "./root";
import * as notifications from "./routes/account/notifications";
import * as notFound from "./routes/public/not-found";

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

describe("a language prefix before an address that has none in that language", () => {
  /** Pages answer under `:lang?` (app/routes.ts); everything else has one address. */
  const isPage = (path: string) => /^:lang\?(\/|$)/.test(path);
  /** An address the table's path matches: parameters filled in, without the prefix. */
  const sample = (path: string) =>
    path
      .replace(/^:lang\?\/?/, "")
      .replace(/:[a-zA-Z]+\??/g, "0b5d7c9e-2f4a-4c1b-9d3e-6a7f8b9c0d1e")
      .replace("*", "anything");
  // The whole route table under the real root loader; the not-found route's own loader.
  const handler = createStaticHandler([
    {
      id: "root",
      loader: (args) => loader({ ...args, context: { clientIp: "192.0.2.1" } } as never),
      children: ROUTE_TABLE.map((r) => ({
        id: r.id,
        path: r.path,
        loader: r.id === "not-found" ? (args) => notFound.loader(args as never) : () => r.id,
      })),
    },
  ]);
  /** What a GET of `path` answers: the status, and where it redirects (null when it does not). */
  async function get(path: string, cookie?: string) {
    const result = await handler.query(await buildRequest({ path, cookie }));
    if (result instanceof Response)
      return {
        status: result.status,
        location: result.headers.get("location"),
        page: null,
        language: null,
      };
    const leaf = result.matches.at(-1)!.route.id;
    const root = result.loaderData.root as { viewer?: { language: string } } | undefined;
    return {
      status: result.statusCode,
      location: null,
      page: leaf,
      language: root?.viewer?.language ?? null,
    };
  }
  const LANGUAGES_WITH_PREFIX = ["ha", "yo", "ig"] as const;
  const quiet = <T>(work: () => Promise<T>) => {
    const warn = console.warn;
    console.warn = () => {};
    return work().finally(() => (console.warn = warn));
  };

  it("is the not-found page in that language, never a redirect to itself", async () => {
    const others = ROUTE_TABLE.filter((r) => !isPage(r.path) && r.id !== "not-found");
    expect(others.length).toBeGreaterThan(50);
    await quiet(async () => {
      for (const [i, route] of others.entries()) {
        const lang = LANGUAGES_WITH_PREFIX[i % 3]!;
        const answer = await get(`/${lang}/${sample(route.path)}`, "mm_lang=ha");
        expect(answer, `/${lang}/${sample(route.path)}`).toEqual({
          status: 404,
          location: null,
          page: "not-found",
          language: lang,
        });
      }
    });
  });

  it("is the not-found page when a page's address has two prefixes", async () => {
    const pages = ROUTE_TABLE.filter((r) => isPage(r.path));
    await quiet(async () => {
      for (const [i, route] of pages.entries()) {
        const outer = LANGUAGES_WITH_PREFIX[i % 3]!;
        const inner = LANGUAGES_WITH_PREFIX[(i + 1) % 3]!;
        const address = `/${outer}/${inner}/${sample(route.path)}`.replace(/\/$/, "");
        expect(await get(address), address).toEqual({
          status: 404,
          location: null,
          page: "not-found",
          language: outer,
        });
        // The page itself answers under one prefix.
        const once = `/${outer}/${sample(route.path)}`.replace(/\/$/, "");
        expect(await get(once), once).toMatchObject({ location: null, page: route.id });
      }
    });
  });

  it("answers /ha/ha/browse, /ha/api/cars, /yo/ha/terms and /ha/beacon/view/{id} with 404", async () => {
    await quiet(async () => {
      for (const address of [
        "/ha/ha/browse",
        "/ha/api/cars",
        "/yo/ha/terms",
        "/ha/beacon/view/0b5d7c9e-2f4a-4c1b-9d3e-6a7f8b9c0d1e",
      ])
        expect((await get(address, "mm_lang=ha")).status, address).toBe(404);
    });
  });

  it("never redirects an address that is another site's once read by a browser", async () => {
    await quiet(async () => {
      const answer = await get("//evil.example/phish", "mm_lang=ha");
      expect(answer.location).toBeNull();
      expect(answer.status).toBe(404);
    });
  });
});
