/**
 * /sell's own failure page (docs/product.md#error-texts: "Failed to load upload
 * management data"), with a Try again that reloads the same address without JavaScript.
 */
import { describe, expect, it } from "vitest";
import { pageText, renderFailure } from "../../../tests/support/render";
import * as sell from "./route";

describe("/sell failure", () => {
  it("shows 'Failed to load upload management data' with Try again", async () => {
    expect(sell.ErrorBoundary).toBeTypeOf("function");
    const html = await renderFailure(sell.ErrorBoundary, "/sell?tab=listings");
    expect(pageText(html)).toContain("Failed to load upload management data");
    expect(html).toMatch(/<a[^>]*href="\/sell\?tab=listings"[^>]*>Try again<\/a>/);
  });
});
