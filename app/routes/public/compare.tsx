/**
 * Compare cars `/compare` (docs/product.md#compare): up to three cars side by side, with the rows
 * whose values differ marked. Without `ids` it shows the visitor's list (the `mm_compare`
 * cookie); `/compare?ids=a,b,c` shows those cars (a link to share). Ids that are not cars for
 * sale are dropped with a note.
 *
 * The posts: `add` (the Compare button of cards and car pages, components/compare-button.tsx),
 * `remove` and `clear`. Each writes the cookie, never more than COMPARE_MAX ids whatever the
 * request carries, and goes to this page with a message; with JavaScript the Compare button's
 * fetcher (`mode=fetch`) gets the count back and stays on its page. The page reads a cookie, so it
 * is `private, no-store` and the page cache never keeps it (server/page-cache.ts).
 *
 * Its words are in `compare` and the catalogue's in `cards`; the notes, flash messages and the
 * Compare button's answers are written here in the request's language
 * (docs/decisions/023-languages.md).
 */
import { Form, data, useActionData, href } from "react-router";
import { z } from "zod";
import { CarImage } from "~/components/car-image";
import { VerifiedBadge } from "~/components/car-badges";
import { FormAlert } from "~/components/form-parts/alerts";
import { ButtonLink } from "~/components/form-parts/button";
import { IntentButton } from "~/components/form-parts/intent";
import { PageFlash } from "~/components/page-flash";
import { PriceRatingBadge } from "~/components/price-rating-badge";
import { translator, type Translate } from "~/i18n/server/catalogues.server";
import { localizePath } from "~/i18n/languages";
import type { I18nHandle } from "~/i18n/namespaces";
import { metaTranslator, useFormat, useLocalePath, useT, type Viewer } from "~/i18n/react";
import { bodyTypeWord, listWord, priceRatingWord } from "~/lib/catalogue/catalogue-words";
import {
  addToList,
  COMPARE_MAX,
  compareHref,
  parseIdsParam,
  removeFromList,
  type CompareField,
} from "~/lib/catalogue/compare";
import { formErrorsOf } from "~/lib/forms/form-answer";
import type { Formatters } from "~/lib/format/format";
import { isUuid } from "~/lib/forms/ids";
import type { CompareIntent } from "~/lib/forms/intents";
import { SITE } from "~/lib/format/site";
import { getEnv } from "~/env.server";
import { fieldText } from "~/lib/forms/text";
import { getComparison, publicCarIds, type CompareCar } from "~/models/saved/compare.server";
import { DomainError } from "~/models/shared/errors.server";
import { compareCookie, compareListOf } from "~/request/compare.server";
import { redirectWithFlash } from "~/request/flash.server";
import { resolveLanguage } from "~/request/language.server";
import { eachIntent, handleForm, messageOnly, NoFields } from "~/request/forms.server";
import type { Route } from "./+types/compare";

/** The page reads the visitor's cookie: never kept by a shared cache, nor by the browser. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** The page's words (docs/decisions/023-languages.md): its own and the catalogue's. */
export const handle = { i18n: ["compare", "cards"] } satisfies I18nHandle;

/**
 * The note of a comparison that left cars out, or null: "1 car is no longer for sale and was
 * left out", and "Only 3 cars can be compared: 1 more was left out" for a link naming more
 * (lib/catalogue/compare.ts `leftOutText`, in the reader's language).
 */
function leftOutNote(t: Translate, gone: number, overflow: number): string | null {
  const notes: string[] = [];
  if (gone > 0) notes.push(t("compare.text.leftOut", { count: gone }));
  if (overflow > 0) notes.push(t("compare.text.overflow", { max: COMPARE_MAX, count: overflow }));
  return notes.length ? notes.join(" ") : null;
}

export async function loader({ request }: Route.LoaderArgs) {
  const param = new URL(request.url).searchParams.get("ids");
  const fromLink = param !== null;
  const list = fromLink
    ? parseIdsParam(param)
    : { ids: compareListOf(request), invalid: 0, overflow: 0 };
  const comparison = await getComparison(list.ids);
  const t = translator(resolveLanguage(request).language);
  const notes = [leftOutNote(t, comparison.missing + list.invalid, list.overflow)].filter(
    (n): n is string => n !== null,
  );
  const ids = comparison.cars.map((c) => c.id);
  // A sold car in the visitor's own list is dropped from the cookie too, freeing its place.
  const prune = !fromLink && comparison.missing > 0;
  return data(
    { ...comparison, notes, fromLink, shareUrl: `${getEnv().appUrl}${compareHref(ids)}` },
    prune ? { headers: { "Set-Cookie": compareCookie(ids) } } : undefined,
  );
}

const CarField = z.object({
  listingId: fieldText(40).refine(isUuid, { message: "Choose a car to compare." }),
});

export async function action({ request }: Route.ActionArgs) {
  const { language } = resolveLanguage(request);
  const t = translator(language);
  const here = (path: string) => localizePath(path, language);
  // The list to store, once the post's work has decided it (the fetcher's answer carries it too).
  let stored: string[] | null = null;
  const answer = await handleForm(
    request,
    {
      intents: {
        ...eachIntent(["add", "remove"] as const, CarField),
        clear: NoFields,
      },
      refused: messageOnly,
      invalid: () => ({ formErrors: [t("compare.text.chooseCar")] }),
    },
    async (input, form) => {
      if (input.intent === "clear") {
        return redirectWithFlash(here("/compare"), t("compare.text.cleared"), "success", {
          headers: { "Set-Cookie": compareCookie([]) },
        });
      }
      const id = input.value.listingId.toLowerCase();
      const current = compareListOf(request);
      if (input.intent === "remove") {
        const ids = removeFromList(current, id);
        // On a shared link the page shows the link's cars: it goes on without this one.
        const shown = form.get("ids");
        const back = here(
          typeof shown === "string"
            ? compareHref(removeFromList(parseIdsParam(shown).ids, id))
            : "/compare",
        );
        return redirectWithFlash(back, t("compare.text.removed"), "success", {
          headers: { "Set-Cookie": compareCookie(ids) },
        });
      }
      // Sold cars give up their places before the limit is counted.
      const live = await publicCarIds([...current, id]);
      if (!live.includes(id)) throw new DomainError(404, t("compare.text.gone"));
      const { outcome, ids } = addToList(
        current.filter((x) => live.includes(x)),
        id,
      );
      if (outcome === "full")
        throw new DomainError(409, t("compare.text.full", { max: COMPARE_MAX }));
      const message =
        outcome === "added"
          ? t("compare.text.added", { count: ids.length, max: COMPARE_MAX })
          : t("compare.text.already");
      if (form.get("mode") === "fetch") {
        stored = ids;
        return { count: ids.length, message };
      }
      return redirectWithFlash(here("/compare"), message, "success", {
        headers: { "Set-Cookie": compareCookie(ids) },
      });
    },
  );
  if (stored === null || answer instanceof Response) return answer;
  return data(answer.data, {
    ...answer.init,
    headers: { "Set-Cookie": compareCookie(stored) },
  });
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((m) => m?.id === "root")?.data as { viewer?: Viewer } | undefined;
  const t = metaTranslator(root?.viewer);
  return [
    { title: t("compare.meta.title", { site: SITE.name }) },
    { name: "robots", content: "noindex" },
  ];
};

type PageT = ReturnType<typeof useT>;

/**
 * The rows of the table after the photos, in order: each field and how each car's value reads
 * in the reader's language (the row's label is `compare.row.<field>`). The colour and the
 * place are the seller's words, as they wrote them.
 */
function rowValues(
  t: PageT,
  f: Formatters,
): { field: CompareField; value: (car: CompareCar) => string | null }[] {
  const notStated = t("compare.notStated");
  return [
    // The approximate dollars or euros the reader chose ride along in the same cell.
    {
      field: "price",
      value: (c) => [f.naira(c.price), f.approx(c.price)].filter(Boolean).join(" "),
    },
    // Left out when none of the cars has a rating (docs/product.md#compare).
    {
      field: "priceRating",
      value: (c) => (c.priceRating ? priceRatingWord(t, c.priceRating) : null),
    },
    { field: "year", value: (c) => String(c.year) },
    { field: "mileage", value: (c) => (c.mileage === null ? notStated : f.km(c.mileage)) },
    {
      field: "fuelType",
      value: (c) => (c.fuelType ? listWord(t, "fuelType", c.fuelType) : notStated),
    },
    {
      field: "transmission",
      value: (c) => (c.transmission ? listWord(t, "transmission", c.transmission) : notStated),
    },
    { field: "bodyType", value: (c) => (c.bodyType ? bodyTypeWord(t, c.bodyType) : notStated) },
    { field: "color", value: (c) => c.color ?? notStated },
    { field: "location", value: (c) => c.location },
    {
      field: "inspectionScore",
      value: (c) =>
        c.inspectionScore === null
          ? t("compare.noReport")
          : t("compare.outOf10", { score: c.inspectionScore.toFixed(1) }),
    },
    { field: "seller", value: (c) => c.seller.name },
    {
      field: "trustScore",
      value: (c) => t("compare.outOf100", { score: String(c.seller.trustScore) }),
    },
  ];
}

const ROW_HEADER =
  "sticky left-0 z-10 w-28 min-w-28 border-r border-slate-200 px-3 py-2 text-left align-top text-sm font-semibold text-slate-800";
const CELL = "w-[150px] min-w-[150px] sm:w-56 px-3 py-2 align-top text-sm text-slate-900";

/** The mark of a row whose values differ: seen, and read out after the row's label. */
function Differs() {
  const t = useT();
  return (
    <span className="mt-1 block w-fit rounded bg-amber-200 px-1.5 text-xs font-semibold text-amber-950">
      {t("compare.differs")}
    </span>
  );
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { cars, differences, notes, fromLink, shareUrl } = loaderData;
  const answer = useActionData<typeof action>();
  const refusal = formErrorsOf(answer);
  const t = useT();
  const f = useFormat();
  const l = useLocalePath();
  const rows = rowValues(t, f).filter((row) => cars.some((car) => row.value(car) !== null));
  const rowClass = (differs: boolean) => (differs ? "bg-amber-50" : "bg-white");
  return (
    <main className="mx-auto max-w-5xl px-4 py-6">
      <PageFlash className="mb-4" />
      <h1 className="text-2xl font-bold">{t("compare.heading")}</h1>
      <p className="mt-1 text-sm text-slate-700">{t("compare.lead", { max: COMPARE_MAX })}</p>
      {refusal && (
        <div className="mt-4">
          <FormAlert errors={refusal} />
        </div>
      )}
      {notes.length > 0 && (
        <div className="mt-4" role="status">
          {notes.map((n) => (
            <p
              key={n}
              className="rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-800"
            >
              {n}
            </p>
          ))}
        </div>
      )}

      {cars.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <p className="text-slate-700">{t("compare.text.empty")}</p>
          <ButtonLink href={l(href("/:lang?/browse"))} className="mt-4 inline-block">
            {t("compare.browseCars")}
          </ButtonLink>
        </div>
      ) : (
        <>
          {/* `relative`: the cells' screen-reader texts (absolutely placed) stay inside the
              scroller, so the page itself never scrolls sideways on a phone. */}
          <div
            className="relative mt-6 max-w-full overflow-x-auto rounded-xl border border-slate-200 bg-white"
            role="region"
            aria-labelledby="compare-caption"
            tabIndex={0}
          >
            <table className="border-collapse">
              <caption id="compare-caption" className="sr-only">
                {t("compare.caption", { count: cars.length })}
              </caption>
              <thead>
                <tr className="border-b border-slate-200">
                  <td className={`${ROW_HEADER} bg-white`} />
                  {cars.map((car) => (
                    <th key={car.id} scope="col" className={`${CELL} text-left font-normal`}>
                      <a
                        href={l(href("/:lang?/car/:id", { id: car.id }))}
                        className="block"
                        tabIndex={-1}
                        aria-hidden="true"
                      >
                        <CarImage
                          photo={car.photo}
                          alt=""
                          sizes="150px"
                          maxWidth={320}
                          className="rounded-md"
                        />
                      </a>
                      <a
                        href={l(href("/:lang?/car/:id", { id: car.id }))}
                        className="mt-2 line-clamp-3 block font-semibold wrap-anywhere hover:underline"
                      >
                        {car.title}
                      </a>
                      <Form method="post" action={l(href("/:lang?/compare"))} className="mt-2">
                        <input type="hidden" name="listingId" value={car.id} />
                        {fromLink && (
                          <input type="hidden" name="ids" value={cars.map((c) => c.id).join(",")} />
                        )}
                        <IntentButton<CompareIntent>
                          value="remove"
                          variant="secondary"
                          size="compact"
                          aria-label={t("compare.removeLabel", { title: car.title })}
                        >
                          {t("compare.remove")}
                        </IntentButton>
                      </Form>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => {
                  const differs = differences.fields[row.field];
                  return (
                    <tr
                      key={row.field}
                      className={`border-b border-slate-100 ${rowClass(differs)}`}
                    >
                      <th scope="row" className={`${ROW_HEADER} ${rowClass(differs)}`}>
                        {t(`compare.row.${row.field}`)}
                        {differs && <Differs />}
                      </th>
                      {cars.map((car) => (
                        <td key={car.id} className={CELL}>
                          {row.field === "seller" ? (
                            <span className="flex flex-wrap items-center gap-1">
                              <a
                                href={l(href("/:lang?/seller/:id", { id: car.seller.id }))}
                                className="wrap-anywhere hover:underline"
                              >
                                {car.seller.name}
                              </a>
                              {car.seller.verified && <VerifiedBadge />}
                            </span>
                          ) : row.field === "priceRating" ? (
                            car.priceRating ? (
                              <PriceRatingBadge rating={car.priceRating} />
                            ) : (
                              t("compare.noRating")
                            )
                          ) : (
                            row.value(car)
                          )}
                        </td>
                      ))}
                    </tr>
                  );
                })}
                <tr className="border-b border-slate-200 bg-slate-100">
                  <th scope="row" className={`${ROW_HEADER} bg-slate-100`}>
                    {t("compare.features")}
                  </th>
                  {cars.map((car) => (
                    <td key={car.id} className={`${CELL} text-slate-700`}>
                      {car.features.length
                        ? t("compare.featuresOf", {
                            count: f.count(car.features.length),
                            total: f.count(differences.features.length),
                          })
                        : t("compare.noneListed")}
                    </td>
                  ))}
                </tr>
                {differences.features.map(({ feature, differs }) => (
                  <tr key={feature} className={`border-b border-slate-100 ${rowClass(differs)}`}>
                    <th scope="row" className={`${ROW_HEADER} font-normal ${rowClass(differs)}`}>
                      {listWord(t, "features", feature)}
                      {differs && <Differs />}
                    </th>
                    {cars.map((car) => (
                      <td key={car.id} className={`${CELL} text-center`}>
                        {car.features.includes(feature) ? (
                          <>
                            <span aria-hidden="true" className="text-lg font-bold text-emerald-700">
                              ✓
                            </span>
                            <span className="sr-only">{t("compare.yes")}</span>
                          </>
                        ) : (
                          <>
                            <span aria-hidden="true" className="text-slate-500">
                              –
                            </span>
                            <span className="sr-only">{t("compare.no")}</span>
                          </>
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <div className="mt-4 flex flex-wrap items-center gap-3">
            <Form method="post" action={l(href("/:lang?/compare"))}>
              <IntentButton<CompareIntent> value="clear" variant="secondary">
                {t("compare.clear")}
              </IntentButton>
            </Form>
            <ButtonLink href={l(href("/:lang?/browse"))}>{t("compare.backToBrowse")}</ButtonLink>
          </div>
          <label htmlFor="compare-link" className="mt-6 block text-sm text-slate-700">
            {t("compare.shareLabel")}
          </label>
          <input
            id="compare-link"
            readOnly
            value={shareUrl}
            className="mt-1 w-full max-w-xl rounded-md border border-slate-300 bg-slate-50 px-2 py-1.5 text-sm"
          />
        </>
      )}
    </main>
  );
}
