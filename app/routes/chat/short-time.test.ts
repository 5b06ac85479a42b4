/**
 * Chat times in the reader's time zone (docs/decisions/023-languages.md): the hour today, else
 * the day, and "today" is the reader's day.
 */
import { describe, expect, it } from "vitest";
import { makeFormatters } from "~/lib/format/format";
import { shortTime } from "./conversation-list";

const lagos = makeFormatters({ locale: "en-NG", timeZone: "Africa/Lagos" });
const utc = makeFormatters({ locale: "en-NG", timeZone: "UTC" });

describe("shortTime", () => {
  it("shows the hour today in the reader's zone, an hour apart in UTC and Lagos", () => {
    const now = new Date("2026-11-21T15:00:00Z");
    expect(shortTime("2026-11-21T13:05:00Z", lagos, now)).toBe("14:05");
    expect(shortTime("2026-11-21T13:05:00Z", utc, now)).toBe("13:05");
  });

  it("shows the day for earlier days, the reader's day", () => {
    // 23:30 UTC on 20 November is already 21 November in Lagos.
    const now = new Date("2026-11-21T09:00:00Z");
    expect(shortTime("2026-11-20T23:30:00Z", lagos, now)).toBe("00:30");
    expect(shortTime("2026-11-20T23:30:00Z", utc, now)).toBe("20 Nov");
  });
});
