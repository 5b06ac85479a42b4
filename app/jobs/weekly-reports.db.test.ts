/**
 * The `weekly-reports` job: it queues the sellers' reports, and the mail job checks
 * the preference again when it delivers, so a report turned off after queueing never goes.
 */
import { describe, expect, it } from "vitest";
import { updatePreferences } from "~/models/shared/preferences.server";
import { readOutbox } from "~/services/mail.server";
import { enqueue } from "~/services/queue.server";
import { createListing, createUser } from "../../tests/factories";
import { useTestDatabase } from "../../tests/setup/database";
import { runJobsNow } from "./jobs.server";

useTestDatabase();

describe("weekly-reports job", () => {
  it("queues each seller's report, delivered only while they still want it", async () => {
    const keen = await createUser();
    const changed = await createUser();
    await createListing(keen.id);
    await createListing(changed.id);
    await enqueue("weekly-reports", {});
    expect(await runJobsNow("weekly-reports")).toBe(1);
    await updatePreferences(changed.id, { weeklyReports: false });
    await runJobsNow("send-mail");
    expect((await readOutbox(keen.email))[0].subject).toMatch(/^Your week on MotorMart: /);
    expect(await readOutbox(changed.email)).toEqual([]);
  });
});
