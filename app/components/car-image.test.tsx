/**
 * A photo while the data saver holds photos back until the buyer asks
 * (docs/decisions/020-photo-formats.md, Addendum): its inline preview or a neutral colour, no
 * address to fetch, except the car page's main photo; and the "Show photos" link that asks.
 */
import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { withI18n } from "../../tests/support/i18n";
import { CarImage } from "./car-image";
import { DataSaverContext, PhotosOnRequestContext, ShowPhotos } from "./data-saver";

const PREVIEW = "data:image/webp;base64,UklGRlwAAABXRUJQVlA4IFAAAAA=";

const photo = (preview: string | null) => ({
  storageKey: "listings/a/p",
  widths: [320, 640, 1280],
  avif: true,
  width: 1280,
  height: 960,
  preview,
});

/** `node` on a data saver page at `path`, photos held back unless `asked`. */
function onDataSaver(node: ReactNode, path = "/browse", asked = false): string {
  const Stub = createRoutesStub([{ path: "/*", Component: () => node }]);
  return renderToString(
    withI18n(
      <DataSaverContext value={true}>
        <PhotosOnRequestContext value={!asked}>
          {createElement(Stub, { initialEntries: [path] })}
        </PhotosOnRequestContext>
      </DataSaverContext>,
    ),
  );
}

describe("a photo held back by the data saver", () => {
  it("is its inline preview at the photo's size, with its text, and names no file", () => {
    const html = onDataSaver(<CarImage photo={photo(PREVIEW)} alt="Toyota Corolla" sizes="50vw" />);
    expect(html).toMatch(
      new RegExp(`^<img src="${PREVIEW}" alt="Toyota Corolla" width="1280" height="960"`),
    );
    expect(html).not.toMatch(/\/uploads\/|srcset|<picture|loading=/i);
  });

  it("is a neutral box while it has no preview", () => {
    const html = onDataSaver(<CarImage photo={photo(null)} alt="Toyota Corolla" sizes="50vw" />);
    expect(html).toMatch(/^<div role="img" aria-label="Toyota Corolla" class="[^"]*bg-slate-300/);
    expect(html).not.toContain("<img");
  });

  it("loads as its narrowest WebP variant when it is the page's main photo", () => {
    const html = onDataSaver(
      <CarImage photo={photo(PREVIEW)} alt="Toyota Corolla" sizes="50vw" essential />,
    );
    expect(html.match(/\/uploads\/[^"\s]+/g)).toEqual(["/uploads/listings/a/p-320.webp"]);
    expect(html).not.toContain(PREVIEW);
  });
});

describe("Show photos", () => {
  it("links to the same page, its filters and place kept, asking for its photos", () => {
    const html = onDataSaver(<ShowPhotos hash="#gallery" />, "/ha/browse?make=Toyota&page=2");
    expect(html).toContain("Photos are not loaded, to save data.");
    const link = /<a [^>]*href="([^"]*)"[^>]*>Show photos<\/a>/.exec(html);
    expect(link?.[1]).toBe("/ha/browse?make=Toyota&amp;page=2&amp;photos=1#gallery");
  });

  it("is not there once photos are asked for, nor without the data saver", () => {
    expect(onDataSaver(<ShowPhotos />, "/browse?photos=1", true)).toBe("");
    const Stub = createRoutesStub([{ path: "/*", Component: () => <ShowPhotos /> }]);
    expect(renderToString(withI18n(createElement(Stub, { initialEntries: ["/"] })))).toBe("");
  });
});
