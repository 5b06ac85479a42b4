import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import axe from "axe-core";
import { expect, type Locator, type Page, type TestInfo } from "@playwright/test";

export const isNoJs = (info: TestInfo) => info.project.name === "no-js";

/**
 * The axe-core rules whose impact is minor or moderate. axe gives every violation of a rule that
 * rule's own impact (axe-core's `finalizeRuleResult`), so these can never fail the check below,
 * and not running them (`region` among them, one of the slowest on a long page) saves about a
 * third of each pass.
 */
const MILD_RULES = (
  axe as unknown as { _audit: { rules: { id: string; impact?: string }[] } }
)._audit.rules
  .filter((rule) => rule.impact === "minor" || rule.impact === "moderate")
  .map((rule) => rule.id);

/**
 * Fails on any serious or critical axe-core violation of the current page. `within` (a CSS
 * selector, e.g. "main") checks only that part: for the second and later pages of one layout in
 * a test, whose header, footer and page-level rules (lang, landmarks, skip link) the first,
 * whole-page pass already checked. Axe skips the title rule then, so the title is checked here.
 */
export async function expectAccessible(page: Page, options: { within?: string } = {}) {
  // Only violations are read: axe then skips recording the nodes that passed (faster).
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .disableRules(MILD_RULES);
  if (options.within) {
    builder.include(options.within);
    expect((await page.title()).trim(), `${page.url()} has a title`).not.toBe("");
  }
  const results = await builder.analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    bad.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")})`,
    ),
  ).toEqual([]);
}

/** The browse page's result count, read from "N cars found". */
export async function resultCount(page: Page): Promise<number> {
  const text = (await page.getByText(/cars found$/).textContent()) ?? "";
  return Number(text.replace(/[^0-9]/g, ""));
}

/** Waits until React has hydrated (the root adds the `js` class), so clicks are handled. */
export async function hydrated(page: Page, info: TestInfo) {
  if (!isNoJs(info)) await expect(page.locator("html.js")).toHaveCount(1);
}

/**
 * Clicks a control that posts (a form's button: a page load without JavaScript, a fetcher with
 * it) and waits for the server's answer to that POST. With JavaScript the page shows the result
 * at once (optimistic UI), before the server has stored it: a test that goes on to change the
 * same data, or leaves the page (which cancels the request), must wait for the answer first.
 */
export async function clickAndPost(page: Page, control: Locator) {
  // The car page's view beacon (a POST too, sent after load) is not the control's.
  const answered = page.waitForResponse(
    (r) => r.request().method() === "POST" && !r.url().includes("/beacon/"),
  );
  await control.click();
  await answered;
}

const OUTBOX = path.resolve("tests/.tmp/e2e-data/outbox");

/** The newest mail to `to` whose subject matches, read from the server's local outbox. */
export async function mailLink(to: string, subject: RegExp): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const mails = fs.existsSync(OUTBOX)
      ? fs
          .readdirSync(OUTBOX)
          // Only whole messages: the server writes `<name>.json.partial`, then renames it.
          .filter((f) => f.endsWith(".json"))
          .map((f) => JSON.parse(fs.readFileSync(path.join(OUTBOX, f), "utf8")))
      : [];
    const mail = mails
      .filter((m) => m.to === to && subject.test(m.subject))
      .sort((a, b) => b.sentAt.localeCompare(a.sentAt))[0];
    if (mail) return /(https?:\/\/\S+token=[\w-]+)/.exec(mail.text)![1];
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No mail to ${to}`);
}

/** The 6-digit code of the newest SMS to `to` (E.164) written after `since` (ms), from the outbox. */
export async function smsCode(to: string, since: number): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const texts = fs.existsSync(OUTBOX)
      ? fs
          .readdirSync(OUTBOX)
          .filter((f) => f.startsWith("sms-") && f.endsWith(".json"))
          .map((f) => JSON.parse(fs.readFileSync(path.join(OUTBOX, f), "utf8")))
          .filter((m) => m.to === to && Date.parse(m.createdAt) >= since)
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      : [];
    if (texts[0]) return /\b(\d{6})\b/.exec(texts[0].text)![1];
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No SMS to ${to}`);
}
