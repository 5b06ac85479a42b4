import { describe, expect, it } from "vitest";
import { dataSaverCookie, dataSaverOf, isDataSaverOn } from "./data-saver.server";

describe("data saver", () => {
  it("follows Save-Data: on unless the footer switch says otherwise", () => {
    expect(isDataSaverOn({})).toBe(false);
    expect(isDataSaverOn({ saveData: "on" })).toBe(true);
    expect(isDataSaverOn({ saveData: "on", cookie: "a=1; mm_data_saver=off" })).toBe(false);
    expect(isDataSaverOn({ cookie: "mm_data_saver=on" })).toBe(true);
    expect(isDataSaverOn({ cookie: "mm_data_saver=maybe" })).toBe(false);
    const request = new Request("https://motormart.test/", { headers: { "Save-Data": "on" } });
    expect(dataSaverOf(request)).toBe(true);
  });

  it("remembers the switch for a year on the whole site, out of scripts' reach", () => {
    const cookie = dataSaverCookie(true);
    expect(cookie).toMatch(/^mm_data_saver=on; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly/);
    expect(isDataSaverOn({ cookie: cookie.split(";")[0] })).toBe(true);
  });
});
