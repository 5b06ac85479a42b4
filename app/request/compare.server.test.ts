/** The compare list's Set-Cookie header (docs/product.md#compare). */
import { describe, expect, it } from "vitest";
import { compareCookie, compareListOf } from "./compare.server";

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

describe("the compare cookie header", () => {
  it("keeps at most three cars for 30 days on the whole site, out of scripts' reach", () => {
    const header = compareCookie([1, 2, 3, 4, 5].map(id));
    expect(header).toMatch(
      new RegExp(
        `^mm_compare=${id(1)}\\.${id(2)}\\.${id(3)}; Path=/; Max-Age=2592000; SameSite=Lax; HttpOnly`,
      ),
    );
    const request = new Request("http://localhost/compare", {
      headers: { cookie: header.split(";")[0] },
    });
    expect(compareListOf(request)).toEqual([id(1), id(2), id(3)]);
  });

  it("clears the cookie when no car is left", () => {
    expect(compareCookie([])).toMatch(/^mm_compare=; Path=\/; Max-Age=0;/);
  });
});
