/**
 * The background jobs on the real queue (pg-boss on the test's database, PGlite or
 * PostgreSQL): mail survives a failing SMTP server, listings expire and boosts end without a
 * page visit, spent rows are purged, and the workers pick up work as the server runs them.
 */
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "#db/connection";
import { listings, sessions, userActivity } from "#db/schema";
import { resetEnv } from "~/env.server";
import { requestPasswordReset } from "~/models/account/passwords.server";
import { createSession } from "~/models/identity/sessions.server";
import { registerUser } from "~/models/identity/users.server";
import { queueMail, readOutbox } from "~/services/mail.server";
import {
  enqueue,
  queueCounts,
  runQueuedJobs,
  startQueue,
  stopQueue,
} from "~/services/queue.server";
import { createListing, createUser } from "../../tests/factories";
import { useTestDatabase } from "../../tests/setup/database";
import { raceTest } from "../../tests/setup/race";
import { JOB_HANDLERS, runJobsNow, startJobWorkers } from "./jobs.server";

useTestDatabase();

describe("send-mail", () => {
  const received: string[] = [];
  let attempts = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      let text = "";
      stream.on("data", (chunk: Buffer) => (text += chunk.toString()));
      stream.on("end", () => {
        // The server is down for the first delivery attempt, then comes back.
        if (++attempts === 1) return callback(new Error("451 Try again later"));
        received.push(text);
        callback();
      });
    },
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    resetEnv();
    smtp.close();
  });

  it("loses no mail when the SMTP server fails, and the request never waits for it", async () => {
    smtp.listen(0, "127.0.0.1");
    await once(smtp.server, "listening");
    const { port } = smtp.server.address() as AddressInfo;
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    resetEnv();
    await registerUser({
      email: "smtp-retry@example.ng",
      firstName: "Uche",
      lastName: "Nnaji",
      phone: "+2348031234567",
      location: "lagos",
      password: "kola-nut-2099",
      accountType: "buyer",
    });

    // The request is answered with nothing sent yet: the mail is a job.
    await requestPasswordReset("smtp-retry@example.ng", "10.4.0.1");
    expect(attempts).toBe(0);

    // The first delivery fails; the job waits to be retried instead of disappearing.
    expect(await runJobsNow("send-mail")).toBe(1);
    expect(received).toHaveLength(0);
    expect(await queueCounts("send-mail")).toMatchObject({ retry: 1 });

    // The retry (its backoff skipped here) delivers it.
    const boss = await startQueue();
    const [job] = await boss.fetch<{ to: string }>("send-mail", { ignoreStartAfter: true });
    expect(job.data.to).toBe("smtp-retry@example.ng");
    await JOB_HANDLERS["send-mail"](job);
    await boss.complete("send-mail", job.id);
    expect(received).toHaveLength(1);
    // The body as a mail reader shows it: quoted-printable soft breaks and `=3D` undone.
    const body = received[0]!.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    expect(body).toContain("Reset your MotorMart password");
    expect(body).toContain("https://motormart.test/reset-password?token=");
  });
});

describe("the sweeps", () => {
  it("expires listings past their 60 days and tells the seller, without a page visit", async () => {
    const seller = await createUser();
    const old = await createListing(seller.id, { expiresAt: new Date(Date.now() - 60_000) });
    const fresh = await createListing(seller.id);
    await enqueue("expire-listings", {});
    expect(await runJobsNow("expire-listings")).toBe(1);
    const status = async (id: string) =>
      (await db().select().from(listings).where(eq(listings.id, id)))[0].status;
    expect(await status(old.id)).toBe("expired");
    expect(await status(fresh.id)).toBe("active");
    const [note] = await db().select().from(userActivity).where(eq(userActivity.listingId, old.id));
    expect(note.type).toBe("listing_expired");
  });

  it("ends boosts whose time is up", async () => {
    const seller = await createUser();
    const ended = await createListing(seller.id, { featuredUntil: new Date(Date.now() - 1000) });
    const running = await createListing(seller.id, {
      featuredUntil: new Date(Date.now() + 86_400_000),
    });
    await enqueue("end-boosts", {});
    await runJobsNow("end-boosts");
    const boost = async (id: string) =>
      (await db().select().from(listings).where(eq(listings.id, id)))[0].featuredUntil;
    expect(await boost(ended.id)).toBeNull();
    expect(await boost(running.id)).not.toBeNull();
  });

  it("purges expired sessions", async () => {
    const user = await createUser();
    const gone = await createSession(user.id, { remember: false });
    const live = await createSession(user.id, { remember: false });
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, gone.id));
    await enqueue("purge-expired", {});
    await runJobsNow("purge-expired");
    const ids = (await db().select().from(sessions).where(eq(sessions.userId, user.id))).map(
      (s) => s.id,
    );
    expect(ids).toEqual([live.id]);
  });
});

describe("the workers", () => {
  it("deliver a queued mail on their own, as in the server", async () => {
    await stopQueue();
    await startJobWorkers();
    await queueMail({ to: "worker@example.ng", subject: "Hello from a job", text: "Hi" });
    for (let i = 0; i < 50 && !(await readOutbox("worker@example.ng")).length; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(await readOutbox("worker@example.ng")).toHaveLength(1);
    await stopQueue();
  });

  raceTest("run each job once even when two processes' workers poll the same queue", async () => {
    const seller = await createUser();
    await createListing(seller.id, { expiresAt: new Date(Date.now() - 60_000) });
    await enqueue("expire-listings", {});
    let ran = 0;
    const counting = async () => {
      ran++;
    };
    await Promise.all([
      runQueuedJobs("expire-listings", counting),
      runQueuedJobs("expire-listings", counting),
    ]);
    expect(ran).toBe(1);
  });
});
