/**
 * `POST /language`, the footer's and the phone menu's switch (docs/decisions/023-languages.md):
 * remembers the choice in a cookie, saves a signed-in user's preference, and goes back to the
 * same page in the chosen language.
 */
import { describe, expect, it } from "vitest";
import { createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { callRoute, signIn } from "../../../tests/support/routes";
import { getPreferences } from "~/models/shared/preferences.server";
import { action } from "./language";

useTestDatabase();

describe("POST /language", () => {
  it("sets the cookie and answers 303 to the same page in that language", async () => {
    const r = await callRoute(action, {
      path: "/language",
      form: { language: "ha", returnTo: "/browse?make=toyota" },
    });
    expect(r.status).toBe(303);
    expect(r.location).toBe("/ha/browse?make=toyota");
    expect(r.headers.get("set-cookie")).toMatch(
      /^mm_lang=ha; Path=\/; Max-Age=31536000; SameSite=Lax/,
    );
    const back = await callRoute(action, {
      path: "/language",
      form: { language: "en", returnTo: "/yo/car/1" },
    });
    expect(back.location).toBe("/car/1");
  });

  it("saves a signed-in user's language, for pages, mail and SMS", async () => {
    const user = await createUser();
    const r = await callRoute(action, {
      path: "/language",
      sessionCookie: await signIn(user),
      form: { language: "ig", returnTo: "/dashboard" },
    });
    expect(r.location).toBe("/ig/dashboard");
    expect((await getPreferences(user.id)).language).toBe("ig");
  });

  it("refuses an unknown language and never leaves the site", async () => {
    expect((await callRoute(action, { path: "/language", form: { language: "fr" } })).status).toBe(
      400,
    );
    const away = await callRoute(action, {
      path: "/language",
      form: { language: "yo", returnTo: "https://evil.example/x" },
    });
    expect(away.location).toBe("/yo");
  });
});
