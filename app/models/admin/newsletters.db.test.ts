/**
 * The marketing newsletter (docs/decisions/024-newsletter.md): who gets it (an account's
 * marketing switch decides for its address; confirmed subscribers; each address once), in which
 * language, once only across reruns and crashes, throttled per batch, with one-click unsubscribe
 * headers, and the signed link that turns marketing off.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { databaseHandle, db } from "#db/connection";
import {
  auditLog,
  newsletterDeliveries,
  newsletterSubscribers,
  newsletters,
  userPreferences,
} from "#db/schema";
import { resetEnv } from "~/env.server";
import type { Language } from "~/lib/vocabulary/domain-trust";
import { NewsletterIssueSchema } from "~/lib/site/newsletter-issue";
import { readOutbox } from "~/services/mail.server";
import { createListing, createStaff, createUser } from "../../../tests/factories";
import { deliverQueuedMail, runQueued } from "../../../tests/support/jobs";
import { tamperedTokens } from "../../../tests/support/tokens";
import { useTestDatabase } from "../../../tests/setup/database";
import { sha256 } from "../shared/crypto.server";
import { getPreferences } from "../shared/preferences.server";
import {
  confirmNewsletter,
  newsletterOptOutToken,
  optOutOfNewsletter,
  optOutTarget,
} from "../site/newsletter.server";
import {
  getNewsletter,
  saveNewsletter,
  sendNewsletterBatch,
  sendTestNewsletter,
  startNewsletter,
} from "./newsletters.server";

useTestDatabase();

let n = 0;
const address = (what: string) => `${what}-${++n}-${Date.now()}@example.ng`;

/** A member with a verified address and the given marketing switch and language. */
async function member(marketing: boolean | null, language: Language = "en", fields = {}) {
  const user = await createUser({
    email: address("member"),
    emailVerifiedAt: new Date(),
    accountType: "buyer",
    ...fields,
  });
  if (marketing !== null)
    await db()
      .insert(userPreferences)
      .values({ userId: user.id, marketingEmails: marketing, language });
  return user;
}

async function subscriber(
  email: string,
  status: "pending" | "confirmed" | "unsubscribed" = "confirmed",
  language: Language = "en",
) {
  await db()
    .insert(newsletterSubscribers)
    .values({ email, status, tokenHash: sha256(email), language });
}

const issue = (extra: Record<string, string> = {}) =>
  NewsletterIssueSchema.parse({
    subject: "Cars this week",
    body: "Hello from MotorMart.\n\nNew cars below.",
    ...extra,
  });

async function draft(extra: Record<string, string> = {}) {
  const admin = await createStaff("admin", { email: address("admin") });
  const id = await saveNewsletter(admin, null, issue(extra));
  return { admin, id };
}

/** Sends an issue to the end: every batch (as many as needed) and every mail. */
async function sendAll(id: string, admin: { id: string; role: "admin" | "moderator" | "user" }) {
  await startNewsletter(admin, id);
  for (let i = 0; i < 100; i++) {
    const queued = await sendNewsletterBatch(id, new Date(), 1000);
    if (!queued) break;
  }
  await deliverQueuedMail();
}

const mailsOf = async (email: string, subject?: RegExp) =>
  (await readOutbox(email)).filter((m) => !subject || subject.test(m.subject));

describe("the audience", () => {
  it("members with marketing on and confirmed subscribers, each address once; marketing off never", async () => {
    const on = await member(true);
    const off = await member(false);
    const offButSubscribed = await member(false);
    await subscriber(offButSubscribed.email);
    const noChoice = await member(null);
    const suspended = await member(true, "en", { status: "suspended" });
    const unverified = await member(true, "en", { emailVerifiedAt: null });
    const both = await member(true);
    await subscriber(both.email);
    const confirmed = address("sub");
    const pending = address("pending");
    const left = address("left");
    await subscriber(confirmed);
    await subscriber(pending, "pending");
    await subscriber(left, "unsubscribed");

    const { admin, id } = await draft({ subject: "Audience check" });
    await sendAll(id, admin);
    const got = async (email: string) => (await mailsOf(email, /Audience check/)).length;
    expect(await got(on.email)).toBe(1);
    expect(await got(both.email)).toBe(1);
    expect(await got(confirmed)).toBe(1);
    for (const none of [
      off.email,
      offButSubscribed.email,
      noChoice.email,
      suspended.email,
      unverified.email,
      pending,
      left,
    ])
      expect(await got(none), none).toBe(0);

    const view = await getNewsletter(admin, id);
    expect(view.status).toBe("sent");
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "newsletter.send"), eq(auditLog.entityId, id)));
    expect(entry?.actorId).toBe(admin.id);
    expect(entry?.details).toEqual({ recipients: view.recipients });
  });

  it("a member who turns marketing off after sending started gets nothing", async () => {
    const changing = await member(true);
    const { admin, id } = await draft({ subject: "Changed mind" });
    await startNewsletter(admin, id);
    await db()
      .update(userPreferences)
      .set({ marketingEmails: false })
      .where(eq(userPreferences.userId, changing.id));
    await sendNewsletterBatch(id, new Date(), 100_000);
    await deliverQueuedMail();
    expect(await mailsOf(changing.email, /Changed mind/)).toHaveLength(0);
  });

  it("only admins write and send it", async () => {
    const moderator = await createStaff("moderator");
    await expect(saveNewsletter(moderator, null, issue())).rejects.toMatchObject({ status: 403 });
  });
});

describe("languages and headers", () => {
  it("each reader gets their language's subject where a translation was given, with one-click headers", async () => {
    const hausa = await member(true, "ha");
    const yoruba = await member(true, "yo");
    const igboSubscriber = address("ig");
    await subscriber(igboSubscriber, "confirmed", "ig");
    const seller = await createUser();
    const car = await createListing(seller.id, { title: "Toyota Camry 2015 for the mail" });
    const { admin, id } = await draft({
      subject: "Sababbin motoci — English",
      subjectHa: "Sababbin motoci a wannan makon",
      bodyHa: "Sannu daga MotorMart.",
      subjectIg: "Ụgbọala ọhụrụ n'izu a",
      bodyIg: "Ndewo site na MotorMart.",
      cars: "manual",
      carRefs: `https://motormart.ng/car/${car!.id}`,
    });
    await sendAll(id, admin);

    const [ha] = await readOutbox(hausa.email);
    expect(ha?.subject).toBe("Sababbin motoci a wannan makon");
    expect(ha?.text).toContain("Sannu daga MotorMart.");
    expect(ha?.text).toContain("Toyota Camry 2015 for the mail");
    expect(ha?.text).toContain(`/ha/car/${car!.id}`);
    const [yo] = await readOutbox(yoruba.email);
    expect(yo?.subject).toBe("Sababbin motoci — English");
    const [ig] = await readOutbox(igboSubscriber);
    expect(ig?.subject).toBe("Ụgbọala ọhụrụ n'izu a");

    for (const mail of [ha, yo, ig]) {
      expect(mail?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      expect(mail?.headers?.["List-Unsubscribe"]).toMatch(
        /^<https?:\/\/.*\/newsletter\/leave\?token=[^>]+>$/,
      );
    }
    // The link names the reader's own address.
    const token = /token=([^>]+)>/.exec(ha!.headers!["List-Unsubscribe"]!)![1]!;
    expect((await optOutTarget(token))?.email).toBe(hausa.email.toLowerCase());
  });

  it("a half translation is refused; the test mail goes to the admin alone", async () => {
    expect(
      NewsletterIssueSchema.safeParse({ subject: "a", body: "b", subjectYo: "c" }).success,
    ).toBe(false);
    const { admin, id } = await draft({ subject: "Only a test" });
    await sendTestNewsletter({ ...admin, email: admin.email }, id, "en");
    await deliverQueuedMail();
    const [mail] = await readOutbox(admin.email);
    expect(mail?.subject).toBe("[Test] Only a test");
    expect((await getNewsletter(admin, id)).status).toBe("draft");
  });
});

describe("once only, throttled", () => {
  it("a second run, or a rerun after a crash mid-batch, mails nobody twice", async () => {
    const readers = [await member(true), await member(true), await member(true)];
    const { admin, id } = await draft({ subject: "Once only" });
    await startNewsletter(admin, id);
    await sendNewsletterBatch(id, new Date(), 100_000);
    await deliverQueuedMail();
    // The job runs again (a retry after it had done its work): nothing is left to send.
    expect(await sendNewsletterBatch(id, new Date(), 100_000)).toBe(0);
    await expect(startNewsletter(admin, id)).rejects.toMatchObject({ status: 409 });

    // A crash after the mails were queued but before the rows were marked: the rerun claims
    // the rows again and queues them under the same job ids, which the queue holds once.
    await db().update(newsletters).set({ status: "sending" }).where(eq(newsletters.id, id));
    await db()
      .update(newsletterDeliveries)
      .set({ queuedAt: null })
      .where(eq(newsletterDeliveries.newsletterId, id));
    await sendNewsletterBatch(id, new Date(), 100_000);
    await deliverQueuedMail();
    for (const r of readers) expect(await mailsOf(r.email, /Once only/)).toHaveLength(1);
    expect((await getNewsletter(admin, id)).status).toBe("sent");
  });

  it("a batch takes at most NEWSLETTER_PER_MINUTE; the next one waits a minute; the job finishes the rest", async () => {
    for (let i = 0; i < 3; i++) await member(true);
    const { admin, id } = await draft({ subject: "Throttled" });
    const recipients = await startNewsletter(admin, id);
    expect(recipients).toBeGreaterThanOrEqual(3);
    vi.stubEnv("NEWSLETTER_PER_MINUTE", "2");
    resetEnv();
    try {
      const started = new Date();
      expect(await runQueued("newsletter-batch")).toBeGreaterThanOrEqual(1);
      expect(await getNewsletter(admin, id)).toMatchObject({
        status: "sending",
        done: 2,
        recipients,
      });
      expect(await deliverQueuedMail()).toBeGreaterThanOrEqual(2);

      // The next batch is queued for a minute later, so running what is due does nothing now.
      const { rows } = await databaseHandle()!.executeSql(
        `select start_after from pgboss.job where name = 'newsletter-batch'
         and singleton_key = $1 and state = 'created'`,
        [id],
      );
      expect(rows).toHaveLength(1);
      const wait = new Date(rows[0].start_after as string).getTime() - started.getTime();
      expect(wait).toBeGreaterThanOrEqual(59_000);
      expect(await runQueued("newsletter-batch")).toBe(0);
      expect((await getNewsletter(admin, id)).done).toBe(2);

      // When it is due, the job sends the next two, and so on until all are queued.
      for (let i = 0; i < recipients; i++) {
        await databaseHandle()!.executeSql(
          `update pgboss.job set start_after = now() - interval '1 second'
           where name = 'newsletter-batch' and singleton_key = $1 and state = 'created'`,
          [id],
        );
        if (!(await runQueued("newsletter-batch"))) break;
        const { done, status } = await getNewsletter(admin, id);
        if (status === "sending") expect(done % 2).toBe(0);
      }
      expect(await getNewsletter(admin, id)).toMatchObject({ status: "sent", done: recipients });
    } finally {
      vi.unstubAllEnvs();
      resetEnv();
    }
  });
});

describe("one-click unsubscribe", () => {
  it("the signed link turns a member's marketing off and takes the address off the list", async () => {
    const reader = await member(true);
    await subscriber(reader.email.toLowerCase());
    const token = newsletterOptOutToken(reader.email);
    expect(await optOutOfNewsletter(`${token.slice(0, -2)}xx`)).toBeNull();
    for (const other of tamperedTokens(token)) {
      expect(await optOutTarget(other), other).toBeNull();
      expect(await optOutOfNewsletter(other), other).toBeNull();
    }
    expect(await optOutTarget(token)).toMatchObject({ receiving: true });
    expect(await optOutOfNewsletter(token)).toBe(reader.email.toLowerCase());
    expect(await optOutOfNewsletter(token)).toBe(reader.email.toLowerCase());
    expect((await getPreferences(reader.id)).marketingEmails).toBe(false);
    const [row] = await db()
      .select({ status: newsletterSubscribers.status })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, reader.email.toLowerCase()));
    expect(row?.status).toBe("unsubscribed");
    expect(await optOutTarget(token)).toMatchObject({ receiving: false });

    const { admin, id } = await draft({ subject: "After leaving" });
    await sendAll(id, admin);
    expect(await mailsOf(reader.email, /After leaving/)).toHaveLength(0);
  });

  it("confirming a footer subscription turns the account's marketing on", async () => {
    const user = await member(false);
    const email = user.email.toLowerCase();
    await db()
      .insert(newsletterSubscribers)
      .values({ email, status: "pending", tokenHash: sha256(`confirm-${email}`) });
    expect(await confirmNewsletter(`confirm-${email}`)).toBe(email);
    expect((await getPreferences(user.id)).marketingEmails).toBe(true);
  });
});
