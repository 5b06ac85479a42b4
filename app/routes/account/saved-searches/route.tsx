/**
 * `/saved-searches` (signed in; docs/product.md#saved-searches): the user's saved searches, each
 * with its name, its filters in words, the matches found since it was last opened, Open (to
 * browse, which counts as a visit), Rename, the alert frequency and Delete. Every change is a
 * plain form post (works without JavaScript).
 *
 * Browse's "Save this search" form posts here too (`save-search`). Signed out, that post goes
 * to sign-in and back to the same browse URL with `save=1`, which opens the save form again
 * with the search kept.
 */
import { Form, Link, redirect } from "react-router";
import { z } from "zod";
import { PageFlash } from "~/components/page-flash";
import { Button, ButtonLink } from "~/components/form-parts/button";
import { FormAlert } from "~/components/form-parts/alerts";
import { IntentButton, IntentInput } from "~/components/form-parts/intent";
import { inputClass } from "~/components/form-parts/field";
import { formErrorsOf } from "~/lib/form-answer";
import type { SavedSearchIntent } from "~/lib/intents";
import { filtersInWords, savedSearchFilters } from "~/lib/saved-searches";
import {
  FREQUENCY_LABELS,
  MAX_SAVED_SEARCHES,
  MAX_SEARCH_NAME,
  SAVED_SEARCH_FREQUENCIES,
} from "~/lib/saved-search-options";
import { plural } from "~/lib/plural";
import { SITE } from "~/lib/site";
import { fieldText } from "~/lib/text";
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  updateSavedSearch,
} from "~/models/listings/saved-searches.server";
import { redirectWithFlash } from "~/request/flash.server";
import { handleForm, messageOnly } from "~/request/forms.server";
import { getUser, requireUser } from "~/request/session.server";
import type { Route } from "./+types/route";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const searches = await listSavedSearches(user.id);
  return {
    searches: searches.map((s) => ({
      ...s,
      words: filtersInWords(savedSearchFilters(s.query, "lenient").filters),
    })),
  };
}

const Id = fieldText(40);

/** The browse URL a signed-out save goes back to after sign-in, with the save form open. */
function browseAgain(query: string) {
  const params = new URLSearchParams(savedSearchFilters(query, "lenient").query);
  params.set("save", "1");
  return `/browse?${params.toString()}#save-search`;
}

export const action = ({ request }: Route.ActionArgs) =>
  handleForm(
    request,
    {
      refused: messageOnly,
      intents: {
        "save-search": z.object({
          name: fieldText(200),
          query: fieldText(2000),
          frequency: fieldText(20),
        }),
        "rename-search": z.object({ id: Id, name: fieldText(200) }),
        "set-frequency": z.object({ id: Id, frequency: fieldText(20) }),
        "delete-search": z.object({ id: Id }),
      },
    },
    async (input) => {
      if (input.intent === "save-search") {
        const user = await getUser(request);
        if (!user)
          return redirect(
            `/login?redirectTo=${encodeURIComponent(browseAgain(input.value.query))}`,
          );
        const { frequency, ...rest } = input.value;
        const saved = await createSavedSearch(
          user.id,
          { ...rest, frequency: frequency || undefined },
          "lenient",
        );
        return redirectWithFlash(
          "/saved-searches",
          `Search saved as “${saved.name}”. ${saved.frequency === "off" ? "Alerts are off." : "We will tell you about new matches."}`,
        );
      }
      const user = await requireUser(request);
      switch (input.intent) {
        case "rename-search":
          await updateSavedSearch(user.id, input.value.id, { name: input.value.name });
          return redirectWithFlash("/saved-searches", "Search renamed");
        case "set-frequency": {
          const s = await updateSavedSearch(user.id, input.value.id, {
            frequency: input.value.frequency,
          });
          return redirectWithFlash(
            "/saved-searches",
            `Alerts for “${s.name}”: ${FREQUENCY_LABELS[s.frequency].toLowerCase()}`,
          );
        }
        case "delete-search":
          await deleteSavedSearch(user.id, input.value.id);
          return redirectWithFlash("/saved-searches", "Saved search deleted");
      }
    },
  );

export const meta: Route.MetaFunction = () => [
  { title: `Saved searches | ${SITE.name}` },
  { name: "robots", content: "noindex" },
];

const FREQUENCY_OPTIONS = SAVED_SEARCH_FREQUENCIES.map((f) => ({
  value: f,
  label: FREQUENCY_LABELS[f],
}));

export default function SavedSearches({ loaderData, actionData }: Route.ComponentProps) {
  const { searches } = loaderData;
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <Link to="/dashboard" className="text-brand-700 text-sm font-semibold hover:underline">
        ← Back to dashboard
      </Link>
      <h1 className="mt-3 text-2xl font-bold">Saved searches</h1>
      <p className="mt-1 text-slate-700">
        {searches.length} of {MAX_SAVED_SEARCHES}. Save a search from the Browse page and we tell
        you when a matching car is listed.
      </p>
      <PageFlash className="mt-4" />
      <div className="mt-4">
        <FormAlert errors={formErrorsOf(actionData)} />
      </div>
      {searches.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <p className="text-slate-700">
            You have no saved searches yet. Choose filters on the Browse page, then press Save this
            search.
          </p>
          <ButtonLink href="/browse" className="mt-4 inline-block">
            Browse cars
          </ButtonLink>
        </div>
      ) : (
        <ul className="mt-6 space-y-4">
          {searches.map((s) => (
            <li key={s.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <h2 className="text-lg font-semibold">{s.name}</h2>
                {s.newMatches > 0 ? (
                  <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-sm font-semibold text-emerald-900">
                    {plural(s.newMatches, { one: "new match", other: "new matches" })}
                  </span>
                ) : (
                  <span className="text-sm text-slate-700">No new matches</span>
                )}
              </div>
              <p className="mt-1 text-sm text-slate-700">{s.words}</p>
              <div className="mt-3 flex flex-wrap items-end gap-3">
                <ButtonLink href={`/saved-searches/${s.id}`} size="sm">
                  Open<span className="sr-only"> “{s.name}”</span>
                </ButtonLink>
                <Form method="post" className="flex items-end gap-2">
                  <IntentInput<SavedSearchIntent> value="set-frequency" />
                  <input type="hidden" name="id" value={s.id} />
                  <div className="text-sm">
                    <label htmlFor={`frequency-${s.id}`} className="block font-medium">
                      Alerts<span className="sr-only"> for “{s.name}”</span>
                    </label>
                    <select
                      id={`frequency-${s.id}`}
                      name="frequency"
                      defaultValue={s.frequency}
                      className={inputClass}
                    >
                      {FREQUENCY_OPTIONS.map((o) => (
                        <option key={o.value} value={o.value}>
                          {o.label}
                        </option>
                      ))}
                    </select>
                  </div>
                  <Button size="sm" variant="secondary">
                    Save<span className="sr-only"> alerts for “{s.name}”</span>
                  </Button>
                </Form>
              </div>
              <div className="mt-3 flex flex-wrap items-end gap-3">
                <Form method="post" className="flex items-end gap-2">
                  <IntentInput<SavedSearchIntent> value="rename-search" />
                  <input type="hidden" name="id" value={s.id} />
                  <div className="text-sm">
                    <label htmlFor={`name-${s.id}`} className="block font-medium">
                      Name<span className="sr-only"> of “{s.name}”</span>
                    </label>
                    <input
                      id={`name-${s.id}`}
                      name="name"
                      defaultValue={s.name}
                      maxLength={MAX_SEARCH_NAME}
                      required
                      className={inputClass}
                    />
                  </div>
                  <Button size="sm" variant="secondary">
                    Rename<span className="sr-only"> “{s.name}”</span>
                  </Button>
                </Form>
                <Form method="post" className="ml-auto">
                  <input type="hidden" name="id" value={s.id} />
                  <IntentButton<SavedSearchIntent> value="delete-search" size="sm" variant="danger">
                    Delete<span className="sr-only"> “{s.name}”</span>
                  </IntentButton>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
