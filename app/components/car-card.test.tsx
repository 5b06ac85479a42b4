/**
 * Car photos as a phone on a slow link receives them (docs/decisions/020-photo-formats.md): a
 * photo with AVIF variants is a <picture> whose AVIF source comes first, a card never offers
 * more than its 640 px variant, only the first card's photo is fetched first, and a data saver
 * gets the narrowest WebP variant alone.
 */
import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { Language } from "~/i18n/languages";
import type { CardView } from "~/lib/api/types";
import { withI18n } from "../../tests/support/i18n";
import type { ApproxRate } from "~/lib/format/format";
import { CarGrid } from "./car-card";
import { CARD_SIZES, LIST_SIZES } from "./car-card-parts";
import { CarImage } from "./car-image";
import { DataSaverContext } from "./data-saver";

const photo = (key: string, avif: boolean) => ({
  storageKey: `listings/${key}/p`,
  widths: [320, 640, 1280],
  avif,
  width: 1280,
  height: 960,
});

const car = (id: string, avif = true): CardView => ({
  id,
  title: `Toyota Corolla ${id}`,
  price: 9_500_000,
  year: 2016,
  mileage: 84_000,
  fuelType: "petrol",
  transmission: "automatic",
  category: "tokunbo",
  certified: false,
  featured: false,
  status: "active",
  location: "Ikeja, Lagos",
  priceRating: null,
  photo: photo(id, avif),
  seller: { id: "s1", name: "Ade Motors", rating: 4.5, verified: true },
});

/**
 * Renders `node` inside a router (the card's Save button needs one) and the page's language
 * (English unless told), as the server does.
 */
function render(node: ReactNode, language: Language = "en"): string {
  const Stub = createRoutesStub([{ path: "/:lang?", Component: () => node }]);
  const path = language === "en" ? "/" : `/${language}`;
  return renderToString(withI18n(createElement(Stub, { initialEntries: [path] }), language));
}

/** Each photo element's opening tags, in document order. */
const tags = (html: string, name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`, "g")) ?? [];
/** An attribute's value (React writes `srcSet`, `fetchPriority`: HTML ignores the case). */
const attr = (tag: string | undefined, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag ?? "")?.[1]?.replaceAll("&amp;", "&");

describe("a card's photo", () => {
  it("is a <picture> whose AVIF source comes before the WebP <img>, up to 640 px", () => {
    const html = render(<CarGrid cars={[car("a")]} />);
    const picture = /<picture\b[^>]*>([\s\S]*?)<\/picture>/.exec(html)?.[1] ?? "";
    expect(picture).toMatch(/^<source\b[^>]*type="image\/avif"[^>]*\/?><img\b/);
    const [source] = tags(picture, "source");
    expect(attr(source, "srcset")).toBe(
      "/uploads/listings/a/p-320.avif 320w, /uploads/listings/a/p-640.avif 640w",
    );
    expect(attr(source, "sizes")).toBe(LIST_SIZES);
    const [img] = tags(picture, "img");
    expect(attr(img, "srcset")).toBe(
      "/uploads/listings/a/p-320.webp 320w, /uploads/listings/a/p-640.webp 640w",
    );
    expect(attr(img, "src")).toBe("/uploads/listings/a/p-640.webp");
    // On a phone a list's photo is 120 px beside the details; a card (the sideways rows) is the
    // screen less the page's padding, not the whole screen.
    expect(LIST_SIZES).toMatch(/, 120px$/);
    expect(CARD_SIZES).toMatch(/, calc\(100vw - 2rem\)$/);
    expect(html).not.toContain("-1280.");
  });

  it("stays a plain WebP <img> for a photo stored before AVIF", () => {
    const html = render(<CarGrid cars={[car("old", false)]} />);
    expect(html).not.toContain("<picture");
    expect(html).not.toContain(".avif");
    expect(attr(tags(html, "img")[0], "srcset")).toBe(
      "/uploads/listings/old/p-320.webp 320w, /uploads/listings/old/p-640.webp 640w",
    );
  });

  it("is fetched first only on the first card; the others wait until they are near", () => {
    const html = render(<CarGrid cars={[car("a"), car("b", false), car("c")]} priorityFirst />);
    const imgs = tags(html, "img");
    expect(imgs).toHaveLength(3);
    expect(attr(imgs[0], "fetchpriority")).toBe("high");
    expect(attr(imgs[0], "loading")).toBeUndefined();
    for (const img of imgs.slice(1)) {
      expect(attr(img, "fetchpriority")).toBeUndefined();
      expect(attr(img, "loading")).toBe("lazy");
      expect(attr(img, "decoding")).toBe("async");
    }
  });

  it("is never fetched first on a grid that is not the page's first screen", () => {
    const html = render(<CarGrid cars={[car("a"), car("b")]} />);
    expect(html).not.toMatch(/fetchpriority/i);
    expect(tags(html, "img").every((img) => attr(img, "loading") === "lazy")).toBe(true);
  });
});

describe("under the data saver", () => {
  it("sends only the narrowest WebP variant: no srcset, no AVIF source", () => {
    const html = renderToString(
      withI18n(
        <DataSaverContext value={true}>
          <CarImage photo={photo("a", true)} alt="Toyota Corolla" sizes={CARD_SIZES} />
        </DataSaverContext>,
      ),
    );
    expect(html).not.toContain("<picture");
    expect(html).not.toMatch(/srcset/i);
    expect(html).not.toContain(".avif");
    const urls = html.match(/\/uploads\/[^"\s]+/g);
    expect(urls).toEqual(["/uploads/listings/a/p-320.webp"]);
  });

  it("is off unless the page turns it on", () => {
    const html = renderToString(
      withI18n(<CarImage photo={photo("a", true)} alt="Toyota Corolla" sizes={CARD_SIZES} />),
    );
    expect(html).toContain('type="image/avif"');
  });
});

describe("a card in another language (docs/decisions/023-languages.md)", () => {
  it("reads in Hausa, with the seller's words and the make as they are, linking Hausa pages", () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const html = render(
        <CarGrid
          cars={[
            { ...car("a"), certified: true, featured: true, priceRating: "good" },
            { ...car("b"), photo: null, status: "sold" },
          ]}
        />,
        "ha",
      );
      const text = html.replace(/<!-- -->/g, "");
      for (const words of [
        "Tokunbo da aka tabbatar",
        "Na musamman",
        "An sayar",
        "Farashi mai kyau",
        "ya yi tafiyar 84K km",
        "Fetur",
        "Duba Bayani",
        "Tuntuɓa",
        "Kwatanta",
        "Babu hoto tukuna",
        "An tabbatar",
      ])
        expect(text, words).toContain(words);
      // User content and the trade's words stay as written.
      expect(text).toContain("Toyota Corolla a");
      expect(text).toContain("Ade Motors");
      expect(text).toContain("Ikeja, Lagos");
      expect(text).not.toMatch(/View Details|Contact<|driven|Petrol/);
      expect(html).toContain('href="/ha/car/a"');
      expect(html).toContain('href="/ha/seller/s1"');
      expect(html).toMatch(/action="\/ha\/compare"/);
      expect(html).toContain('aria-label="Adana Toyota Corolla a"');
      expect(errors).toEqual([]);
    } finally {
      console.error = original;
    }
  });

  it("is unchanged in English", () => {
    const html = render(<CarGrid cars={[{ ...car("a"), certified: true }]} />).replace(
      /<!-- -->/g,
      "",
    );
    for (const words of ["Certified Tokunbo", "84K km driven", "Petrol", "View Details", "Contact"])
      expect(html, words).toContain(words);
    expect(html).toContain('href="/car/a"');
  });

  it("shows dollars beside the naira only for a reader who chose them while a rate is set", () => {
    const Stub = createRoutesStub([{ path: "/", Component: () => <CarGrid cars={[car("a")]} /> }]);
    const page = (approx: ApproxRate | null) =>
      renderToString(
        withI18n(createElement(Stub, { initialEntries: ["/"] }), "en", { approx }),
      ).replace(/<!-- -->/g, "");
    const withRate = page({ currency: "USD", nairaPerUnit: 1500, date: "2026-11-20" });
    expect(withRate).toContain("≈ $");
    expect(withRate).toMatch(/approximately \$[\d,]+, at the rate of 20 Nov 2026/);
    expect(page(null)).not.toContain("≈");
  });
});
