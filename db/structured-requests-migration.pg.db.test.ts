/**
 * The migration that made stored requests structured (docs/decisions/027-structured-requests.md;
 * db/migrations/*_structured-requests.sql): a request or an answer stored as an English sentence
 * above the note becomes its details and the note as typed, so it reads in each reader's
 * language and, in English, exactly as before; one whose words the app did not write keeps them
 * and is read as stored. The test runs the migration's own data statements on rows written the
 * old way.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { readerFormatters, translator } from "~/i18n/server/catalogues.server";
import type { MessageDetails } from "~/lib/messaging/answers-messaging";
import { messageText } from "~/lib/messaging/message-text";
import { createConversation } from "../tests/factories";
import { useTestDatabase } from "../tests/setup/database";
import { db } from "./connection";
import { messages } from "./schema";

useTestDatabase();

/** The migration's data statements (its UPDATEs), as drizzle's migrator runs them. */
function dataStatements(): string[] {
  const folder = path.resolve(import.meta.dirname, "migrations");
  const file = readdirSync(folder).find((f) => f.endsWith("_structured-requests.sql"))!;
  return readFileSync(path.join(folder, file), "utf8")
    .split("--> statement-breakpoint")
    .map((s) => s.replace(/^\s*--.*$/gm, "").trim())
    .filter((s) => s.startsWith("UPDATE"));
}

type Old = Pick<typeof messages.$inferInsert, "type" | "content" | "requestStatus"> & {
  details: Record<string, unknown> | null;
};

describe("the structured-requests migration", () => {
  it("turns the app's English request and answer lines into details and keeps the notes", async () => {
    const { conversationId, buyer, seller } = await createConversation();
    const write = async (senderId: string, row: Old) => {
      const [stored] = await db()
        .insert(messages)
        .values({ conversationId, senderId, ...row, details: row.details as MessageDetails })
        .returning();
      return stored;
    };
    const drive = await write(buyer.id, {
      type: "test_drive",
      content: "Test drive request: Sat, 28 Nov 2026, 10:00 (Lagos time)\nSaturday suits me",
      details: { at: "2026-11-28T09:00:00.000Z" },
      requestStatus: "rescheduled",
    });
    const visit = await write(buyer.id, {
      type: "inspection",
      content: "Inspection request: Sat, 28 Nov 2026 at Ikeja at the junction",
      details: { date: "2026-11-28", location: "Ikeja at the junction" },
      requestStatus: "pending",
    });
    const loan = await write(buyer.id, {
      type: "financing",
      content: "Financing application: ₦2,000,000 down, over 24 months",
      details: { downPayment: 2_000_000, durationMonths: 24 },
      requestStatus: "declined",
    });
    const later = await write(seller.id, {
      type: "request_response",
      content:
        "Suggested another time for the test drive request: Sun, 29 Nov 2026, 15:30 (Lagos time)\nWeekdays are busy\nSorry",
      details: {
        requestId: drive.id,
        answer: "rescheduled",
        suggestedAt: "2026-11-29T14:30:00.000Z",
      },
    });
    const no = await write(seller.id, {
      type: "request_response",
      content: "Declined the financing application",
      details: { requestId: loan.id, answer: "declined" },
    });
    // Words the app never wrote, an answer to nothing known, and a text that looks like a request.
    const odd = await write(buyer.id, {
      type: "test_drive",
      content: "Can I drive it tomorrow morning?",
      details: { at: "2026-11-29T09:00:00.000Z" },
      requestStatus: "pending",
    });
    const orphan = await write(seller.id, {
      type: "request_response",
      content: "Accepted the test drive request",
      details: { requestId: crypto.randomUUID(), answer: "accepted" },
    });
    const text = await write(buyer.id, {
      type: "text",
      content: "Test drive request: whenever suits you (Lagos time)",
      details: null,
    });
    const before = new Map(
      [drive, visit, loan, later, no, odd, orphan, text].map((m) => [m.id, m.content]),
    );

    for (const statement of dataStatements()) await db().execute(sql.raw(statement));

    const rows = new Map(
      (await db().select().from(messages).where(eq(messages.conversationId, conversationId))).map(
        (m) => [m.id, m],
      ),
    );
    expect(rows.get(drive.id)).toMatchObject({
      content: "Saturday suits me",
      details: { requestType: "test_drive", at: "2026-11-28T09:00:00.000Z" },
      requestStatus: "rescheduled",
    });
    expect(rows.get(visit.id)).toMatchObject({
      content: "",
      details: { requestType: "inspection", date: "2026-11-28", location: "Ikeja at the junction" },
    });
    expect(rows.get(loan.id)).toMatchObject({
      content: "",
      details: { requestType: "financing", downPayment: 2_000_000, durationMonths: 24 },
    });
    expect(rows.get(later.id)).toMatchObject({
      content: "Weekdays are busy\nSorry",
      details: { requestId: drive.id, requestType: "test_drive", answer: "rescheduled" },
    });
    expect(rows.get(no.id)).toMatchObject({
      content: "",
      details: { requestId: loan.id, requestType: "financing", answer: "declined" },
    });
    for (const kept of [odd, orphan, text])
      expect(rows.get(kept.id)).toMatchObject({ content: kept.content, details: null });

    // Every one reads in English as it did before; the structured ones read in Hausa too.
    const read = (language: "en" | "ha", id: string) =>
      messageText(rows.get(id)!, translator(language), readerFormatters(language, "Africa/Lagos"));
    for (const [id, content] of before) expect(read("en", id)).toBe(content);
    expect(read("ha", drive.id)).toBe(
      "Buƙatar gwajin tuƙi: Asa, 28 Nuw 2026, 10:00 (agogon Legas)\nSaturday suits me",
    );
    expect(read("ha", no.id)).toBe("An ƙi neman biyan kaɗan-kaɗan");
  });
});
