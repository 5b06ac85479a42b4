/**
 * The checkbox's classes as the server renders them: a box beside a label of several lines
 * (the registration terms, `items-start`) is nudged down to the first line; each utility is a
 * class of its own, never two glued together.
 */
import { useForm } from "@conform-to/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CheckboxField } from "./forms";

function Terms({ className }: { className?: string }) {
  const [, fields] = useForm<{ terms: string }>({ id: "terms-form" });
  return <CheckboxField meta={fields.terms} label="I agree" className={className} />;
}

/** The classes of the rendered checkbox. */
const boxClasses = (html: string) =>
  (/<input[^>]*type="checkbox"[^>]*class="([^"]*)"/.exec(html)?.[1] ?? "").split(/\s+/);

describe("CheckboxField", () => {
  it("sizes the box and, beside a multi-line label, aligns it to the first line", () => {
    const classes = boxClasses(
      renderToString(<Terms className="flex items-start gap-2 text-sm" />),
    );
    expect(classes).toEqual(expect.arrayContaining(["h-4", "w-4", "mt-0.5"]));
  });

  it("beside a one-line label, centres the box without a nudge", () => {
    const classes = boxClasses(renderToString(<Terms />));
    expect(classes).toEqual(expect.arrayContaining(["h-4", "w-4"]));
    expect(classes).not.toContain("mt-0.5");
  });
});
