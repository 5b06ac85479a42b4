/**
 * Messaging's pure rules (docs/decisions/009-messaging.md): Lagos wall-clock times, the details
 * requests and answers store, the presence line, and the payload schemas (a test
 * drive at least 2 hours ahead, an inspection not in the past, the financing durations, 2,000
 * characters).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { translateText } from "~/i18n/server/catalogues.server";
import {
  ContactSchema,
  firstMessageText,
  lagosLocalToIso,
  lagosToday,
  MESSAGE_MAX,
  presenceText,
  requestDetails,
  RequestFieldsSchema,
  SendMessageSchema,
} from "./messages";

const HOUR = 60 * 60_000;
/** The Lagos wall-clock time (`YYYY-MM-DDTHH:mm`) `ms` from now. */
const lagosIn = (ms: number) => new Date(Date.now() + ms + HOUR).toISOString().slice(0, 16);
/** The Lagos calendar date `days` from today. */
const lagosDay = (days: number) =>
  new Date(Date.now() + HOUR + days * 24 * HOUR).toISOString().slice(0, 10);
/** The errors as an English reader sees them (they are `forms` keys: 023-languages.md). */
const errorsOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => translateText("en", i.message)) ?? [];

afterEach(() => {
  vi.useRealTimers();
});

describe("lagosLocalToIso", () => {
  it("reads a Lagos wall-clock time as UTC+1", () => {
    expect(lagosLocalToIso("2026-11-28T10:00")).toBe("2026-11-28T09:00:00.000Z");
    expect(lagosLocalToIso("2026-06-15T15:45")).toBe("2026-06-15T14:45:00.000Z"); // no DST
  });

  it("moves to the previous UTC day before 01:00 Lagos time", () => {
    expect(lagosLocalToIso("2027-01-01T00:30")).toBe("2026-12-31T23:30:00.000Z");
    expect(lagosLocalToIso("2026-03-01T00:00")).toBe("2026-02-28T23:00:00.000Z");
  });

  it("accepts 29 February only in a leap year", () => {
    expect(lagosLocalToIso("2028-02-29T12:00")).toBe("2028-02-29T11:00:00.000Z");
    expect(lagosLocalToIso("2026-02-29T12:00")).toBeNull();
  });

  it.each([
    ["a day that does not exist", "2026-02-30T10:00"],
    ["31 April", "2026-04-31T10:00"],
    ["month 13", "2026-13-01T10:00"],
    ["month 0", "2026-00-10T10:00"],
    ["day 0", "2026-05-00T10:00"],
    ["hour 24", "2026-11-28T24:00"],
    ["hour 25", "2026-11-28T25:00"],
    ["minute 60", "2026-11-28T10:60"],
    ["a space instead of T", "2026-11-28 10:00"],
    ["seconds", "2026-11-28T10:00:00"],
    ["a zone suffix", "2026-11-28T10:00Z"],
    ["a date only", "2026-11-28"],
    ["words", "tomorrow at ten"],
    ["nothing", ""],
  ])("refuses %s", (_what, value) => {
    expect(lagosLocalToIso(value)).toBeNull();
  });
});

describe("lagosToday", () => {
  it("is already the next day from 23:00 UTC", () => {
    expect(lagosToday(new Date("2026-11-30T22:59:00Z"))).toBe("2026-11-30");
    expect(lagosToday(new Date("2026-11-30T23:00:00Z"))).toBe("2026-12-01");
  });
});

describe("the first message", () => {
  it("prefills the first message with the car's title", () => {
    expect(firstMessageText("Toyota Camry 2018")).toBe(
      "Hello, is this Toyota Camry 2018 still available?",
    );
    expect(firstMessageText(null)).toBe("Hello, I'm interested in your cars.");
  });
});

describe("presenceText", () => {
  const now = Date.parse("2026-11-28T12:00:00Z");
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it("is Online within the last 5 minutes", () => {
    expect(presenceText(ago(0), now)).toBe("Online");
    expect(presenceText(ago(4 * 60_000 + 59_000), now)).toBe("Online");
  });

  it("says when the person was last seen after that", () => {
    expect(presenceText(ago(5 * 60_000), now)).toBe("Last seen 5 min ago");
    expect(presenceText(ago(59 * 60_000), now)).toBe("Last seen 59 min ago");
    expect(presenceText(ago(2 * HOUR + 10 * 60_000), now)).toBe("Last seen 2 h ago");
    expect(presenceText(ago(23 * HOUR), now)).toBe("Last seen 23 h ago");
    expect(presenceText(ago(30 * HOUR), now)).toBe("Last seen yesterday");
    expect(presenceText(ago(3 * 24 * HOUR + HOUR), now)).toBe("Last seen 3 days ago");
  });

  it("is Offline when the person was never seen", () => {
    expect(presenceText(null, now)).toBe("Offline");
  });
});

describe("RequestFieldsSchema", () => {
  describe("a test drive", () => {
    it("is accepted 2 hours or more ahead and stored as the Lagos instant", () => {
      const at = lagosIn(2 * HOUR + 5 * 60_000);
      const parsed = RequestFieldsSchema.parse({ type: "test_drive", at });
      expect(requestDetails(parsed)).toEqual({
        requestType: "test_drive",
        at: new Date(`${at}:00+01:00`).toISOString(),
      });
    });

    it("is refused less than 2 hours ahead", () => {
      for (const ms of [2 * HOUR - 2 * 60_000, 30 * 60_000, -HOUR]) {
        const result = RequestFieldsSchema.safeParse({ type: "test_drive", at: lagosIn(ms) });
        expect(result.success).toBe(false);
        expect(errorsOf(result)).toContain("Choose a time at least 2 hours from now (Lagos time)");
      }
    });

    it("is refused when the time is not a real date", () => {
      for (const at of ["2030-02-30T10:00", "next week", undefined]) {
        const result = RequestFieldsSchema.safeParse({ type: "test_drive", at });
        expect(result.success).toBe(false);
        expect(errorsOf(result)).toContain("Choose a date and time");
      }
    });

    it("counts the 2 hours in Lagos time, not UTC", () => {
      // 12:00 UTC is 13:00 in Lagos: 14:30 Lagos is 1.5 hours ahead, 15:30 is 2.5.
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date("2030-06-01T12:00:00Z"));
      expect(
        RequestFieldsSchema.safeParse({ type: "test_drive", at: "2030-06-01T14:30" }).success,
      ).toBe(false);
      expect(
        RequestFieldsSchema.safeParse({ type: "test_drive", at: "2030-06-01T15:30" }).success,
      ).toBe(true);
    });
  });

  describe("an inspection", () => {
    it("is accepted for today or a later date, with a place", () => {
      for (const date of [lagosDay(0), lagosDay(10)]) {
        const parsed = RequestFieldsSchema.parse({ type: "inspection", date, location: " Yaba " });
        expect(requestDetails(parsed)).toEqual({
          requestType: "inspection",
          date,
          location: "Yaba",
        });
      }
    });

    it("is refused for a date in the past", () => {
      const result = RequestFieldsSchema.safeParse({
        type: "inspection",
        date: lagosDay(-1),
        location: "Yaba",
      });
      expect(result.success).toBe(false);
      expect(errorsOf(result)).toEqual(["Choose today or a later date"]);
    });

    it("is refused without a date or a place", () => {
      expect(
        errorsOf(
          RequestFieldsSchema.safeParse({
            type: "inspection",
            date: "28/11/2030",
            location: "Yaba",
          }),
        ),
      ).toContain("Choose a date");
      expect(
        errorsOf(
          RequestFieldsSchema.safeParse({ type: "inspection", date: lagosDay(1), location: " a " }),
        ),
      ).toEqual(["Say where the inspection should take place"]);
    });
  });

  describe("financing", () => {
    it("accepts the offered durations (form values as text too)", () => {
      for (const months of [12, 24, 36, 48, 60, "36"]) {
        const parsed = RequestFieldsSchema.parse({
          type: "financing",
          downPayment: "1500000",
          durationMonths: months,
        });
        expect(requestDetails(parsed)).toEqual({
          requestType: "financing",
          downPayment: 1_500_000,
          durationMonths: Number(months),
        });
      }
    });

    it("refuses any other duration", () => {
      for (const months of [0, 6, 18, 72, "forever"]) {
        const result = RequestFieldsSchema.safeParse({
          type: "financing",
          downPayment: 1_000_000,
          durationMonths: months,
        });
        expect(result.success).toBe(false);
        expect(errorsOf(result)).toContain("Choose a duration");
      }
    });

    it("refuses a negative or fractional down payment", () => {
      const down = (downPayment: unknown) =>
        RequestFieldsSchema.safeParse({ type: "financing", downPayment, durationMonths: 24 });
      expect(errorsOf(down(-1))).toEqual(["Enter the down payment in naira"]);
      expect(errorsOf(down(1000.5))).toEqual(["Enter whole naira"]);
      expect(down(0).success).toBe(true);
    });
  });

  describe("an answer", () => {
    const requestId = "6f1c2d9a-1b2c-4d5e-8f90-123456789abc";

    it("needs the request's id and one of the three answers", () => {
      expect(
        RequestFieldsSchema.safeParse({ type: "request_response", requestId, answer: "accepted" })
          .success,
      ).toBe(true);
      expect(
        errorsOf(
          RequestFieldsSchema.safeParse({ type: "request_response", requestId, answer: "maybe" }),
        ),
      ).toEqual(["Choose an answer"]);
      expect(
        errorsOf(
          RequestFieldsSchema.safeParse({
            type: "request_response",
            requestId: "42",
            answer: "declined",
          }),
        ),
      ).toEqual(["Not a valid id"]);
    });

    it("suggests another time only 2 hours or more ahead", () => {
      const ok = RequestFieldsSchema.parse({
        type: "request_response",
        requestId,
        answer: "rescheduled",
        suggestedAt: lagosIn(3 * HOUR),
      });
      expect(requestDetails(ok, "test_drive")).toMatchObject({
        requestId,
        requestType: "test_drive",
        answer: "rescheduled",
      });
      expect(
        RequestFieldsSchema.safeParse({
          type: "request_response",
          requestId,
          answer: "rescheduled",
          suggestedAt: lagosIn(HOUR),
        }).success,
      ).toBe(false);
    });
  });

  it("refuses an unknown type", () => {
    expect(RequestFieldsSchema.safeParse({ type: "payment" }).success).toBe(false);
  });
});

describe("the message payloads", () => {
  const conversationId = "6f1c2d9a-1b2c-4d5e-8f90-123456789abc";
  const send = (content: string, more: object = { type: "text" }) =>
    SendMessageSchema.safeParse({ conversationId, content, ...more });

  it("take up to 2,000 characters and refuse more", () => {
    const max = "x".repeat(MESSAGE_MAX);
    expect(send(max).data?.content).toBe(max);
    expect(errorsOf(send(`${max}y`))).toEqual(["Keep a message to 2,000 characters or fewer"]);

    expect(ContactSchema.safeParse({ message: max, type: "text" }).data?.message).toBe(max);
    expect(errorsOf(ContactSchema.safeParse({ message: `${max}y`, type: "text" }))).toEqual([
      "Keep a message to 2,000 characters or fewer",
    ]);
  });

  it("count the characters after trimming", () => {
    const padded = `  ${"x".repeat(MESSAGE_MAX)}\n `;
    expect(send(padded).data?.content).toBe("x".repeat(MESSAGE_MAX));
  });

  it("keep line breaks but refuse control characters", () => {
    expect(send("Line one\nLine two").data?.content).toBe("Line one\nLine two");
    expect(send("bad\u0000").success).toBe(false);
  });

  it("carry a request's fields beside the text", () => {
    const at = lagosIn(3 * HOUR);
    expect(send("See you then", { type: "test_drive", at }).data).toEqual({
      conversationId,
      content: "See you then",
      type: "test_drive",
      at,
    });
    expect(send("", { type: "test_drive", at: lagosIn(HOUR) }).success).toBe(false);
    expect(send("Hi", { type: "voice" }).success).toBe(false);
  });

  it("need a valid conversation id", () => {
    expect(
      SendMessageSchema.safeParse({ conversationId: "abc", content: "Hi", type: "text" }).success,
    ).toBe(false);
  });

  it("read a body without a type as a text message", () => {
    expect(send("Hi", {}).data).toEqual({ conversationId, content: "Hi", type: "text" });
    expect(ContactSchema.parse({ message: "Hi" })).toMatchObject({ message: "Hi", type: "text" });
    // A request still names itself: without `type` its fields are not a text's.
    expect(send("Hi", { type: "financing" }).success).toBe(false);
  });

  it("let a first message be a request but not an answer, and read the share boxes", () => {
    expect(ContactSchema.parse({ message: "Hi", type: "text", sharePhone: true })).toEqual({
      message: "Hi",
      type: "text",
      sharePhone: true,
      shareEmail: false,
    });
    expect(
      ContactSchema.safeParse({ type: "inspection", date: lagosDay(1), location: "Yaba" }).success,
    ).toBe(true);
    expect(
      ContactSchema.safeParse({
        type: "request_response",
        requestId: conversationId,
        answer: "accepted",
      }).success,
    ).toBe(false);
  });
});
