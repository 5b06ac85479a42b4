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
 */
import { Form, data, useActionData } from "react-router";
import { z } from "zod";
import { CarImage } from "~/components/car-image";
import { VerifiedBadge } from "~/components/car-card";
import { FormAlert } from "~/components/form-parts/alerts";
import { ButtonLink } from "~/components/form-parts/button";
import { IntentButton } from "~/components/form-parts/intent";
import { PageFlash } from "~/components/page-flash";
import { PriceRatingBadge } from "~/components/price-rating-badge";
import { featureLabel, FUEL_TYPES, optionLabel, TRANSMISSIONS } from "~/lib/catalog";
import {
  addedText,
  addToList,
  COMPARE_MAX,
  COMPARE_TEXTS,
  compareHref,
  leftOutText,
  parseIdsParam,
  removeFromList,
  type CompareField,
} from "~/lib/compare";
import { formErrorsOf } from "~/lib/form-answer";
import { capitalise, formatKm, formatNaira } from "~/lib/format";
import { isUuid } from "~/lib/ids";
import { PRICE_RATING_LABELS } from "~/lib/price-rating";
import type { CompareIntent } from "~/lib/intents";
import { SITE } from "~/lib/site";
import { getEnv } from "~/env.server";
import { fieldText } from "~/lib/text";
import { getComparison, publicCarIds, type CompareCar } from "~/models/listings/compare.server";
import { DomainError } from "~/models/shared/errors.server";
import { compareCookie, compareListOf } from "~/request/compare.server";
import { redirectWithFlash } from "~/request/flash.server";
import { eachIntent, handleForm, messageOnly, NoFields } from "~/request/forms.server";
import type { Route } from "./+types/compare";

/** The page reads the visitor's cookie: never kept by a shared cache, nor by the browser. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request }: Route.LoaderArgs) {
  const param = new URL(request.url).searchParams.get("ids");
  const fromLink = param !== null;
  const list = fromLink
    ? parseIdsParam(param)
    : { ids: compareListOf(request), invalid: 0, overflow: 0 };
  const comparison = await getComparison(list.ids);
  const notes = [leftOutText(comparison.missing + list.invalid, list.overflow)].filter(
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
      invalid: (fieldErrors) => ({
        formErrors: fieldErrors.listingId ?? ["Choose a car to compare."],
      }),
    },
    async (input, form) => {
      if (input.intent === "clear") {
        return redirectWithFlash("/compare", COMPARE_TEXTS.cleared, "success", {
          headers: { "Set-Cookie": compareCookie([]) },
        });
      }
      const id = input.value.listingId.toLowerCase();
      const current = compareListOf(request);
      if (input.intent === "remove") {
        const ids = removeFromList(current, id);
        // On a shared link the page shows the link's cars: it goes on without this one.
        const shown = form.get("ids");
        const back =
          typeof shown === "string"
            ? compareHref(removeFromList(parseIdsParam(shown).ids, id))
            : "/compare";
        return redirectWithFlash(back, COMPARE_TEXTS.removed, "success", {
          headers: { "Set-Cookie": compareCookie(ids) },
        });
      }
      // Sold cars give up their places before the limit is counted.
      const live = await publicCarIds([...current, id]);
      if (!live.includes(id)) throw new DomainError(404, COMPARE_TEXTS.gone);
      const { outcome, ids } = addToList(
        current.filter((x) => live.includes(x)),
        id,
      );
      if (outcome === "full") throw new DomainError(409, COMPARE_TEXTS.full);
      const message = outcome === "added" ? addedText(ids.length) : COMPARE_TEXTS.already;
      if (form.get("mode") === "fetch") {
        stored = ids;
        return { count: ids.length, message };
      }
      return redirectWithFlash("/compare", message, "success", {
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

export const meta: Route.MetaFunction = () => [
  { title: `Compare cars | ${SITE.name}` },
  { name: "robots", content: "noindex" },
];

/** The rows of the table after the photos, in order: label and how each car's value reads. */
const ROWS: { field: CompareField; label: string; value: (car: CompareCar) => string | null }[] = [
  { field: "price", label: "Price", value: (c) => formatNaira(c.price) },
  // Left out when none of the cars has a rating (docs/product.md#compare).
  {
    field: "priceRating",
    label: "Price rating",
    value: (c) => (c.priceRating ? PRICE_RATING_LABELS[c.priceRating] : null),
  },
  { field: "year", label: "Year", value: (c) => String(c.year) },
  { field: "mileage", label: "Mileage", value: (c) => formatKm(c.mileage) },
  {
    field: "fuelType",
    label: "Fuel",
    value: (c) => optionLabel(FUEL_TYPES, c.fuelType) ?? "Not stated",
  },
  {
    field: "transmission",
    label: "Transmission",
    value: (c) => optionLabel(TRANSMISSIONS, c.transmission) ?? "Not stated",
  },
  {
    field: "bodyType",
    label: "Body",
    value: (c) =>
      c.bodyType ? capitalise(c.bodyType === "suv" ? "SUV" : c.bodyType) : "Not stated",
  },
  { field: "color", label: "Colour", value: (c) => c.color ?? "Not stated" },
  { field: "location", label: "Location", value: (c) => c.location },
  {
    field: "inspectionScore",
    label: "Inspection score",
    value: (c) =>
      c.inspectionScore === null ? "No report" : `${c.inspectionScore.toFixed(1)} / 10`,
  },
  { field: "seller", label: "Seller", value: (c) => c.seller.name },
  {
    field: "trustScore",
    label: "Seller trust score",
    value: (c) => `${c.seller.trustScore} / 100`,
  },
];

const ROW_HEADER =
  "sticky left-0 z-10 w-28 min-w-28 border-r border-slate-200 px-3 py-2 text-left align-top text-sm font-semibold text-slate-800";
const CELL = "w-[150px] min-w-[150px] sm:w-56 px-3 py-2 align-top text-sm text-slate-900";

/** The mark of a row whose values differ: seen, and read out after the row's label. */
function Differs() {
  return (
    <span className="mt-1 block w-fit rounded bg-amber-200 px-1.5 text-xs font-semibold text-amber-950">
      Differs
    </span>
  );
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { cars, differences, notes, fromLink, shareUrl } = loaderData;
  const answer = useActionData<typeof action>();
  const refusal = formErrorsOf(answer);
  const rows = ROWS.filter((row) => cars.some((car) => row.value(car) !== null));
  const rowClass = (differs: boolean) => (differs ? "bg-amber-50" : "bg-white");
  return (
    <main className="mx-auto max-w-5xl px-4 py-6">
      <PageFlash className="mb-4" />
      <h1 className="text-2xl font-bold">Compare cars</h1>
      <p className="mt-1 text-sm text-slate-700">
        Up to {COMPARE_MAX} cars side by side. Rows marked “Differs” are not the same for every car.
      </p>
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
          <p className="text-slate-700">{COMPARE_TEXTS.empty}</p>
          <ButtonLink href="/browse" className="mt-4 inline-block">
            Browse cars
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
                {cars.length === 1 ? "One car" : `${cars.length} cars`} compared
              </caption>
              <thead>
                <tr className="border-b border-slate-200">
                  <td className={`${ROW_HEADER} bg-white`} />
                  {cars.map((car) => (
                    <th key={car.id} scope="col" className={`${CELL} text-left font-normal`}>
                      <a href={`/car/${car.id}`} className="block" tabIndex={-1} aria-hidden="true">
                        <CarImage
                          photo={car.photo}
                          alt=""
                          sizes="150px"
                          maxWidth={320}
                          className="rounded-md"
                        />
                      </a>
                      <a
                        href={`/car/${car.id}`}
                        className="mt-2 line-clamp-3 block font-semibold wrap-anywhere hover:underline"
                      >
                        {car.title}
                      </a>
                      <Form method="post" action="/compare" className="mt-2">
                        <input type="hidden" name="listingId" value={car.id} />
                        {fromLink && (
                          <input type="hidden" name="ids" value={cars.map((c) => c.id).join(",")} />
                        )}
                        <IntentButton<CompareIntent>
                          value="remove"
                          variant="secondary"
                          size="compact"
                          aria-label={`Remove ${car.title} from the comparison`}
                        >
                          Remove
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
                        {row.label}
                        {differs && <Differs />}
                      </th>
                      {cars.map((car) => (
                        <td key={car.id} className={CELL}>
                          {row.field === "seller" ? (
                            <span className="flex flex-wrap items-center gap-1">
                              <a
                                href={`/seller/${car.seller.id}`}
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
                              "No rating"
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
                    Features
                  </th>
                  {cars.map((car) => (
                    <td key={car.id} className={`${CELL} text-slate-700`}>
                      {car.features.length
                        ? `${car.features.length} of ${differences.features.length}`
                        : "None listed"}
                    </td>
                  ))}
                </tr>
                {differences.features.map(({ feature, differs }) => (
                  <tr key={feature} className={`border-b border-slate-100 ${rowClass(differs)}`}>
                    <th scope="row" className={`${ROW_HEADER} font-normal ${rowClass(differs)}`}>
                      {featureLabel(feature)}
                      {differs && <Differs />}
                    </th>
                    {cars.map((car) => (
                      <td key={car.id} className={`${CELL} text-center`}>
                        {car.features.includes(feature) ? (
                          <>
                            <span aria-hidden="true" className="text-lg font-bold text-emerald-700">
                              ✓
                            </span>
                            <span className="sr-only">Yes</span>
                          </>
                        ) : (
                          <>
                            <span aria-hidden="true" className="text-slate-500">
                              –
                            </span>
                            <span className="sr-only">No</span>
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
            <Form method="post" action="/compare">
              <IntentButton<CompareIntent> value="clear" variant="secondary">
                Clear comparison
              </IntentButton>
            </Form>
            <ButtonLink href="/browse">Back to browse</ButtonLink>
          </div>
          <label htmlFor="compare-link" className="mt-6 block text-sm text-slate-700">
            Link to this comparison
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
