import { expect, test } from "@playwright/test";
import { expectAccessible, hydrated, isNoJs, mailLink } from "./helpers";

test(
  "the footer's newsletter box subscribes with double opt-in, with and without JavaScript",
  { tag: "@no-js" },
  async ({ page }, info) => {
    const email = `news.${info.project.name}.${Date.now().toString(36)}@example.ng`;
    await page.goto("/browse");
    await hydrated(page, info);
    const box = page.getByLabel("E-mail address for the newsletter");

    // A bad address: the error shows and what was typed is kept.
    await box.fill("ada-at-example");
    await page.getByRole("button", { name: "Subscribe" }).click();
    if (isNoJs(info)) {
      await expect(page).toHaveURL(/\/newsletter$/);
      await expect(
        page.getByRole("main").getByText("Please enter a valid email address"),
      ).toBeVisible();
      await expect(page.getByRole("main").getByLabel("E-mail")).toHaveValue("ada-at-example");
    } else {
      await expect(page).toHaveURL(/\/browse$/);
      await expect(page.locator("#newsletter-answer")).toHaveText(
        "Please enter a valid email address",
      );
      await expect(box).toHaveValue("ada-at-example");
    }

    const form = isNoJs(info) ? page.getByRole("main") : page.locator("footer");
    await form.getByRole("textbox").fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText(/Check your inbox: we have sent you a link/)).toBeVisible();

    // Opening the link only asks; the button confirms.
    await page.goto(await mailLink(email, /Confirm your MotorMart newsletter subscription/));
    await expect(page.getByRole("heading", { name: "Confirm your subscription" })).toBeVisible();
    if (!isNoJs(info)) await expectAccessible(page);
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(
      page
        .getByRole("main")
        .getByText(`Thank you: ${email} will now receive the MotorMart newsletter.`),
    ).toBeVisible();
  },
);
