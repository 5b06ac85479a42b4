import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { newsletterSubscribers } from "#db/schema";
import { db } from "#db/connection";
import { readOutbox } from "~/services/mail.server";
import { deliverQueuedMail } from "../../../tests/support/jobs";
import { useTestDatabase } from "../../../tests/setup/database";
import {
  CONFIRM_TTL_MS,
  confirmNewsletter,
  newsletterStatus,
  subscribeToNewsletter,
  unsubscribeNewsletter,
} from "./newsletter.server";

useTestDatabase();

/** The mail to `to`, newest first, after the queued mail was delivered. */
async function mailTo(to: string) {
  await deliverQueuedMail();
  return readOutbox(to);
}

const ORIGIN = "https://motormart.test";
const linkIn = (text: string, kind: "confirm" | "unsubscribe") =>
  new RegExp(`${ORIGIN}/newsletter/${kind}\\?token=([\\w-]+)`).exec(text)?.[1] ?? "";
const statusOf = async (email: string) =>
  (await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0]
    ?.status;

describe("newsletter", () => {
  it("subscribes only after the e-mailed link is confirmed, and unsubscribes by the link", async () => {
    await subscribeToNewsletter("ada@example.ng", "10.9.0.1");
    expect(await statusOf("ada@example.ng")).toBe("pending");
    const [mail] = await mailTo("ada@example.ng");
    expect(mail.subject).toMatch(/Confirm your MotorMart newsletter subscription/);
    const confirm = linkIn(mail.text, "confirm");
    const leave = linkIn(mail.text, "unsubscribe");
    expect(confirm).not.toBe("");

    expect(await newsletterStatus(confirm)).toEqual({ email: "ada@example.ng", status: "pending" });
    expect(await confirmNewsletter("not-a-token")).toBeNull();
    expect(await confirmNewsletter(confirm)).toBe("ada@example.ng");
    expect(await statusOf("ada@example.ng")).toBe("confirmed");

    // Asking again once confirmed answers the same and sends nothing new.
    await expect(subscribeToNewsletter("ada@example.ng", "10.9.0.1")).resolves.toBe(undefined);
    expect(await mailTo("ada@example.ng")).toHaveLength(1);

    expect(await unsubscribeNewsletter(leave)).toBe("ada@example.ng");
    expect(await statusOf("ada@example.ng")).toBe("unsubscribed");
    // An unsubscribed address cannot be confirmed by an old link.
    expect(await confirmNewsletter(confirm)).toBeNull();
  });

  it("writes the confirmation in the language of the page subscribed from, its links in it", async () => {
    await subscribeToNewsletter("musa@example.ng", "10.9.0.2", "ha");
    const [mail] = await mailTo("musa@example.ng");
    expect(mail.subject).toBe("Tabbatar da biyan wasiƙar labarai ta MotorMart");
    expect(mail.text).toContain("Mahaɗin zai yi aiki na kwana 7.");
    expect(mail.text).toMatch(new RegExp(`${ORIGIN}/ha/newsletter/confirm\\?token=[\\w-]+`));
    expect(mail.html).toContain("Tabbatar da biyana</a>");
    expect(mail.text).not.toContain("Someone (we hope you)");
  });

  it("replaces the link when asked again, and lets a confirmation link lapse after 7 days", async () => {
    await subscribeToNewsletter("musa@example.ng", "10.9.0.2");
    const first = linkIn((await mailTo("musa@example.ng"))[0].text, "confirm");
    await subscribeToNewsletter("musa@example.ng", "10.9.0.2");
    const [newest] = await mailTo("musa@example.ng");
    const second = linkIn(newest.text, "confirm");
    expect(second).not.toBe(first);
    expect(await confirmNewsletter(first)).toBeNull();
    expect(
      await confirmNewsletter(second, new Date(Date.now() + CONFIRM_TTL_MS + 60_000)),
    ).toBeNull();
    expect(await confirmNewsletter(second)).toBe("musa@example.ng");
  });

  it("limits requests for one address to 3 a day", async () => {
    for (let i = 0; i < 3; i++) {
      await subscribeToNewsletter("busy@example.ng", `10.9.1.${i}`);
    }
    await expect(subscribeToNewsletter("busy@example.ng", "10.9.1.9")).rejects.toMatchObject({
      name: "DomainError",
      status: 429,
    });
    expect(await mailTo("busy@example.ng")).toHaveLength(3);
  });
});
