/**
 * The words of structured requests and answers (docs/decisions/027-structured-requests.md),
 * written when read: in the reader's language, with times and days in Lagos time whatever the
 * reader's own zone, the note as typed under them.
 */
import { describe, expect, it } from "vitest";
import { readerFormatters, translator } from "~/i18n/server/catalogues.server";
import type { Language } from "~/i18n/languages";
import type { MessageDetails } from "./answers-messaging";
import type { MessageType } from "../vocabulary/domain-messaging";
import { messageText } from "./message-text";

const read = (
  language: Language,
  type: MessageType,
  details: MessageDetails | null,
  content = "",
  timeZone = "Africa/Lagos",
) =>
  messageText(
    { type, content, details },
    translator(language),
    readerFormatters(language, timeZone),
  );

const testDrive = { requestType: "test_drive", at: "2026-11-28T09:00:00.000Z" } as const;
const inspection = { requestType: "inspection", date: "2026-11-28", location: "Ikeja" } as const;
const financing = {
  requestType: "financing",
  downPayment: 2_000_000,
  durationMonths: 24,
} as const;
const answer = (requestType: MessageDetails["requestType"], more: object) =>
  ({ requestId: crypto.randomUUID(), requestType, ...more }) as MessageDetails;

describe("a request's words", () => {
  it("read in English as they always did, the note under them", () => {
    expect(read("en", "test_drive", testDrive, "I will bring my mechanic")).toBe(
      "Test drive request: Sat, 28 Nov 2026, 10:00 (Lagos time)\nI will bring my mechanic",
    );
    expect(read("en", "inspection", inspection)).toBe(
      "Inspection request: Sat, 28 Nov 2026 at Ikeja",
    );
    expect(read("en", "financing", financing)).toBe(
      "Financing application: ₦2,000,000 down, over 24 months",
    );
    expect(read("en", "financing", { ...financing, durationMonths: 1 })).toMatch(/over 1 month$/);
  });

  it("give the seller's answers", () => {
    expect(read("en", "request_response", answer("test_drive", { answer: "accepted" }))).toBe(
      "Accepted the test drive request",
    );
    expect(read("en", "request_response", answer("inspection", { answer: "declined" }))).toBe(
      "Declined the inspection request",
    );
    expect(read("en", "request_response", answer("financing", { answer: "accepted" }))).toBe(
      "Accepted the financing application",
    );
    const suggested = answer("test_drive", {
      answer: "rescheduled",
      suggestedAt: "2026-11-28T14:30:00.000Z",
    });
    expect(read("en", "request_response", suggested, "Weekdays are busy")).toBe(
      "Suggested another time for the test drive request: Sat, 28 Nov 2026, 15:30 (Lagos time)\nWeekdays are busy",
    );
    expect(read("en", "request_response", answer("inspection", { answer: "rescheduled" }))).toBe(
      "Asked for another time for the inspection request",
    );
  });

  it.each([
    [
      "ha",
      "Buƙatar gwajin tuƙi: Asa, 28 Nuw 2026, 10:00 (agogon Legas)",
      "Buƙatar binciken mota: Asa, 28 Nuw 2026 a Ikeja",
      "Neman biyan kaɗan-kaɗan: kuɗin farko ₦2,000,000, cikin watanni 24",
      "An karɓi buƙatar gwajin tuƙi",
    ],
    [
      "yo",
      "Ìbéèrè ìdánwò ìwakọ̀: Àbámẹ́ta, 28 Bélú 2026, 10:00 (aago Èkó)",
      "Ìbéèrè àyẹ̀wò ọkọ̀: Àbámẹ́ta, 28 Bélú 2026 ní Ikeja",
      "Ìbéèrè sísan díẹ̀díẹ̀: owó ìbẹ̀rẹ̀ ₦2,000,000, fún oṣù 24",
      "A gba ìbéèrè ìdánwò ìwakọ̀",
    ],
    [
      "ig",
      "Arịrịọ nnwale ịnya: Sat, 28 Nov 2026, 10:00 (oge Lagos)",
      "Arịrịọ nnyocha: Sat, 28 Nov 2026 na Ikeja",
      "Arịrịọ ịkwụ nwayọọ nwayọọ: ego mbụ ₦2,000,000, n'ime ọnwa 24",
      "Anabatala arịrịọ nnwale ịnya",
    ],
  ] as const)("read in %s, with its day and month names", (language, drive, visit, loan, yes) => {
    expect(read(language, "test_drive", testDrive, "Ina zuwa")).toBe(`${drive}\nIna zuwa`);
    expect(read(language, "inspection", inspection)).toBe(visit);
    expect(read(language, "financing", financing)).toBe(loan);
    expect(read(language, "request_response", answer("test_drive", { answer: "accepted" }))).toBe(
      yes,
    );
  });

  it("keep Lagos time for a reader whose zone is UTC", () => {
    expect(read("en", "test_drive", testDrive, "", "UTC")).toBe(
      "Test drive request: Sat, 28 Nov 2026, 10:00 (Lagos time)",
    );
    // 23:30 UTC is already the next day in Lagos.
    expect(
      read("en", "test_drive", { ...testDrive, at: "2026-11-28T23:30:00.000Z" }, "", "UTC"),
    ).toBe("Test drive request: Sun, 29 Nov 2026, 00:30 (Lagos time)");
  });

  it("of a text, or of a request kept as it was stored, are its words as stored", () => {
    expect(read("ha", "text", null, "Is it still available?")).toBe("Is it still available?");
    const old = "Test drive request: Sat, 28 Nov 2026, 10:00 (Lagos time)\nSaturday suits me";
    expect(read("yo", "test_drive", null, old)).toBe(old);
  });
});
