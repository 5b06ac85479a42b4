/**
 * The marketing newsletter end to end (docs/decisions/024-newsletter.md): a confirmed footer
 * subscriber gets the issue an admin previews and sends, through the server's own job workers,
 * with the one-click unsubscribe headers; the link's button takes them off the list.
 */
import fs from "node:fs";
import path from "node:path";
import { DEMO_STAFF, expect, test } from "./fixtures";
import { expectAccessible, mailLink } from "./helpers";

const OUTBOX = path.resolve("tests/.tmp/e2e-data/outbox");

type OutboxMail = { to: string; subject: string; text: string; headers?: Record<string, string> };

async function mailTo(to: string, subject: string): Promise<OutboxMail> {
  for (let i = 0; i < 60; i++) {
    const mail = (fs.existsSync(OUTBOX) ? fs.readdirSync(OUTBOX) : [])
      .filter((f) => f.endsWith(".json"))
      .map((f) => JSON.parse(fs.readFileSync(path.join(OUTBOX, f), "utf8")) as OutboxMail)
      .find((m) => m.to === to && m.subject === subject);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No "${subject}" to ${to}`);
}

test("an admin previews and sends the newsletter; a subscriber gets it and leaves with one click", async ({
  page,
  login,
}) => {
  test.setTimeout(60_000);
  // Sorts first, so it is in the first batch whatever else the demo data holds.
  const email = `0news.${Date.now().toString(36)}@example.ng`;
  await page.goto("/newsletter");
  await page.getByRole("main").getByLabel("E-mail").fill(email);
  await page.getByRole("main").getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText(/Check your inbox/)).toBeVisible();
  await page.goto(await mailLink(email, /Confirm your MotorMart newsletter subscription/));
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText(/will now receive the MotorMart newsletter/)).toBeVisible();

  await login(DEMO_STAFF);
  await page.goto("/admin");
  await page.getByRole("link", { name: "Newsletter" }).click();
  await expect(page).toHaveURL(/\/admin\/newsletter$/);
  // Before the preview: axe waits for the sandboxed preview frame, where no script may run.
  await expectAccessible(page);
  const subject = `Weekend deals ${Date.now().toString(36)}`;
  await page.getByLabel("Subject", { exact: true }).fill(subject);
  await page.getByLabel("Text", { exact: true }).fill("Hello.\n\nFresh cars for the weekend.");
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByRole("heading", { name: "Preview (English)" })).toBeVisible();
  await expect(page.getByText(`Subject: ${subject}`)).toBeVisible();

  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByText("Tick to confirm.")).toBeVisible();
  await page.getByLabel(/I checked the preview/).check();
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByRole("main").getByText(/Sending to \d+ address/)).toBeVisible();

  const mail = await mailTo(email, subject);
  expect(mail.text).toContain("Fresh cars for the weekend.");
  expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  const leave = /^<(.+)>$/.exec(mail.headers?.["List-Unsubscribe"] ?? "")?.[1];
  expect(leave).toMatch(/\/newsletter\/leave\?token=/);

  await page.goto(leave!);
  await expect(page.getByText(`Stop sending the MotorMart newsletter to ${email}?`)).toBeVisible();
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(
    page.getByText(`${email} will not get the MotorMart newsletter any more.`),
  ).toBeVisible();
});
