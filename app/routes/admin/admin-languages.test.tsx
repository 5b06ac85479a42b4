/**
 * The admin panel in Hausa, Yoruba and Igbo (docs/decisions/023-languages.md): the overview and
 * the users list render their words from the `admin` catalogue of the page's language, never a
 * key ("Missing message"), while names, e-mails and other user content stay as they are.
 */
import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Language } from "~/i18n/languages";
import { withI18n } from "../../../tests/support/i18n";
import { offPrefix } from "../../../tests/support/render-languages";
import AdminOverview from "./index";
import AdminUsers from "./users/route";

function render(node: ReactNode, language: Language) {
  const Stub = createRoutesStub([{ path: "/:lang?/admin/*", Component: () => node }]);
  const path = language === "en" ? "/admin" : `/${language}/admin`;
  return renderToString(withI18n(createElement(Stub, { initialEntries: [path] }), language));
}

const days = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    day: `2026-11-${String(i + 1).padStart(2, "0")}`,
    count: i,
  }));

const overview = {
  asOf: "2026-11-26T10:00:00.000Z",
  queue: { pending: 4, oldestHours: 7, targetHours: 24, overdue: false },
  reports: { open: { high: 1, warning: 2, info: 3 } },
  payments: {
    month: "November 2026",
    monthMid: "2026-11-15T00:00:00.000Z",
    completed: 5,
    sum: 2_500_000,
  },
  boostsActive: 6,
  users: {
    byStatus: { active: 120, pending: 7, suspended: 2 },
    byRole: { user: 120, moderator: 3, admin: 1 },
    total: 129,
  },
  listings: { byStatus: { active: 40, pending: 4, sold: 9 } },
  newUsersPerDay: days(30),
  newListingsPerDay: days(30),
};

const users = [
  {
    id: "u1",
    name: "Aisha Bello",
    email: "aisha@example.ng",
    phone: "+2348030000000",
    location: "Kano",
    joinDate: "2026-10-02T09:00:00.000Z",
    role: "moderator",
    plan: "premium",
    status: "suspended",
  },
];

const pageOverview = (language: Language) =>
  render(
    createElement(AdminOverview as never, { loaderData: { role: "admin", overview } }),
    language,
  );
const pageUsers = (language: Language) =>
  render(
    createElement(AdminUsers as never, {
      loaderData: { role: "admin", users, filters: {}, next: null },
    }),
    language,
  );

const EXPECTED: Record<
  "ha" | "yo" | "ig",
  { overview: string[]; users: string[]; notEnglish: string[] }
> = {
  ha: {
    overview: ["Kwamitin gudanarwa", "Jerin jiran dubawa", "Rahotannin da ke buɗe", "Masu amfani"],
    users: ["Nema", "Matsayi", "Matsayin aiki", "an dakatar", "mai sa ido"],
    notEnglish: ["Review queue", "Open reports", "No users match", "Account type"],
  },
  yo: {
    overview: ["Pánẹ́ẹ̀lì alábòójútó", "Ìlà àyẹ̀wò", "Àwọn ìròyìn tó ṣí sílẹ̀", "Àwọn oníṣe"],
    users: ["Wá", "Ipò", "Ojúṣe", "ti dá dúró", "alábòójútó ìpolówó"],
    notEnglish: ["Review queue", "Open reports", "Account type"],
  },
  ig: {
    overview: ["Ogwe nchịkwa", "Usoro nyocha", "Akụkọ ndị ghe oghe", "Ndị ọrụ"],
    users: ["Chọọ", "Ọnọdụ", "Ọrụ", "akwụsịrị", "onye nlekọta"],
    notEnglish: ["Review queue", "Open reports", "Account type"],
  },
};

describe("the admin panel in another language", () => {
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  const warns = vi.spyOn(console, "warn").mockImplementation(() => {});
  afterEach(() => {
    errors.mockClear();
    warns.mockClear();
  });
  const logged = () =>
    [...errors.mock.calls, ...warns.mock.calls].map((c) => c.map(String).join(" ")).join("\n");

  it("keeps the English texts in English", () => {
    const html = pageOverview("en");
    expect(html).toContain("Review queue");
    expect(html).toContain("New users per day (30 days)");
    expect(pageUsers("en")).toContain("Users, newest first");
  });

  for (const language of ["ha", "yo", "ig"] as const) {
    it(`renders the overview and the users list in ${language}, user content as it is`, () => {
      const overviewHtml = pageOverview(language);
      for (const text of EXPECTED[language].overview) expect(overviewHtml).toContain(text);
      for (const text of EXPECTED[language].notEnglish) expect(overviewHtml).not.toContain(text);
      expect(overviewHtml).not.toContain("admin.");

      const html = pageUsers(language);
      for (const text of EXPECTED[language].users) expect(html).toContain(text);
      expect(html).toContain("Aisha Bello");
      expect(html).toContain("aisha@example.ng");
      expect(html).toContain(`href="/${language}/admin/users/u1"`);
      expect(offPrefix(html, language)).toEqual([]);
      expect(html).not.toContain("admin.");
      expect(logged()).not.toContain("Missing message");
    });
  }
});
