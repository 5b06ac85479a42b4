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
import { Form, Link, redirect, href } from "react-router";
import { z } from "zod";
import { PageFlash } from "~/components/page-flash";
import { Button, ButtonLink } from "~/components/form-parts/button";
import { FormAlert } from "~/components/form-parts/alerts";
import { IntentButton, IntentInput } from "~/components/form-parts/intent";
import { inputClass } from "~/components/form-parts/field";
import { formErrorsOf } from "~/lib/forms/form-answer";
import type { SavedSearchIntent } from "~/lib/forms/intents";
import { catalogueLabels } from "~/lib/catalogue/filters";
import { filtersInWords, savedSearchFilters } from "~/lib/catalogue/saved-searches";
import { translator } from "~/i18n/server/catalogues.server";
import {
  MAX_SAVED_SEARCHES,
  MAX_SEARCH_NAME,
  SAVED_SEARCH_FREQUENCIES,
} from "~/lib/catalogue/saved-search-options";
import { msg } from "~/i18n/messages";
import type { I18nHandle } from "~/i18n/namespaces";
import { useLocalePath, useT, useLanguage } from "~/i18n/react";
import { DEFAULT_LANGUAGE } from "~/i18n/languages";
import { pathInRequestLanguage } from "~/request/language.server";
import { metaT } from "~/routes/auth/meta";
import { SITE } from "~/lib/format/site";
import { fieldText } from "~/lib/forms/text";
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  updateSavedSearch,
} from "~/models/saved/saved-searches.server";
import { redirectWithFlash } from "~/request/flash.server";
import { handleForm, messageOnly } from "~/request/forms.server";
import { requestLanguage } from "~/request/language.server";
import { getUser, requireUser } from "~/request/session.server";
import type { Route } from "./+types/route";

/** Shown in the reader's language (docs/decisions/023-languages.md). */
export const handle = { i18n: ["searches"] } satisfies I18nHandle;

/** Each alert frequency's label and the flash message that confirms it. */
const FREQUENCIES = {
  instant: ["searches.freq.instant", "searches.flash.freq.instant"],
  daily: ["searches.freq.daily", "searches.flash.freq.daily"],
  weekly: ["searches.freq.weekly", "searches.flash.freq.weekly"],
  off: ["searches.freq.off", "searches.flash.freq.off"],
} as const;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const searches = await listSavedSearches(user.id);
  // The filters in the page's words, as browse's chips say them (the page has no `browse` texts).
  const t = translator(requestLanguage(request));
  const labels = { ...catalogueLabels(t), allCars: t("browse.chip.allCars") };
  return {
    searches: searches.map((s) => ({
      ...s,
      words: filtersInWords(savedSearchFilters(s.query, "lenient").filters, labels),
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

export const action = ({ request }: Route.ActionArgs) => {
  // Back to the list in the language the form was sent in (docs/decisions/023-languages.md).
  const list = pathInRequestLanguage(request, "/saved-searches");
  return handleForm(
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
            pathInRequestLanguage(
              request,
              `/login?redirectTo=${encodeURIComponent(browseAgain(input.value.query))}`,
            ),
          );
        const { frequency, ...rest } = input.value;
        const saved = await createSavedSearch(
          user.id,
          { ...rest, frequency: frequency || undefined },
          "lenient",
        );
        return redirectWithFlash(
          list,
          saved.frequency === "off"
            ? msg("searches.flash.savedOff", { name: saved.name })
            : msg("searches.flash.saved", { name: saved.name }),
        );
      }
      const user = await requireUser(request);
      switch (input.intent) {
        case "rename-search":
          await updateSavedSearch(user.id, input.value.id, { name: input.value.name });
          return redirectWithFlash(list, msg("searches.flash.renamed"));
        case "set-frequency": {
          const s = await updateSavedSearch(user.id, input.value.id, {
            frequency: input.value.frequency,
          });
          return redirectWithFlash(list, msg(FREQUENCIES[s.frequency][1], { name: s.name }));
        }
        case "delete-search":
          await deleteSavedSearch(user.id, input.value.id);
          return redirectWithFlash(list, msg("searches.flash.deleted"));
      }
    },
  );
};

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches)("searches.title", { site: SITE.name }) },
  { name: "robots", content: "noindex" },
];

export default function SavedSearches({ loaderData, actionData }: Route.ComponentProps) {
  const { searches } = loaderData;
  const t = useT();
  const l = useLocalePath();
  const language = useLanguage();
  // A resource route has one address: the page's language rides along (open.ts).
  const openHref = (id: string) =>
    `/saved-searches/${id}${language === DEFAULT_LANGUAGE ? "" : `?language=${language}`}`;
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <Link
        to={l(href("/:lang?/dashboard"))}
        className="text-brand-700 text-sm font-semibold hover:underline"
      >
        ← {t("searches.back")}
      </Link>
      <h1 className="mt-3 text-2xl font-bold">{t("searches.heading")}</h1>
      <p className="mt-1 text-slate-700">
        {t("searches.intro", { count: searches.length, max: MAX_SAVED_SEARCHES })}
      </p>
      <PageFlash className="mt-4" />
      <div className="mt-4">
        <FormAlert errors={formErrorsOf(actionData)} />
      </div>
      {searches.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <p className="text-slate-700">{t("searches.none")}</p>
          <ButtonLink href={l(href("/:lang?/browse"))} className="mt-4 inline-block">
            {t("searches.browse")}
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
                    {t("searches.newMatches", { count: s.newMatches })}
                  </span>
                ) : (
                  <span className="text-sm text-slate-700">{t("searches.noNewMatches")}</span>
                )}
              </div>
              <p className="mt-1 text-sm text-slate-700">{s.words}</p>
              <div className="mt-3 flex flex-wrap items-end gap-3">
                {/* A resource route: one address in every language (app/routes.ts). */}
                <ButtonLink href={openHref(s.id)} size="sm">
                  {t("searches.open")}
                  <span className="sr-only"> “{s.name}”</span>
                </ButtonLink>
                <Form method="post" className="flex items-end gap-2">
                  <IntentInput<SavedSearchIntent> value="set-frequency" />
                  <input type="hidden" name="id" value={s.id} />
                  <div className="text-sm">
                    <label htmlFor={`frequency-${s.id}`} className="block font-medium">
                      {t("searches.alerts")}
                      <span className="sr-only"> {t("searches.forName", { name: s.name })}</span>
                    </label>
                    <select
                      id={`frequency-${s.id}`}
                      name="frequency"
                      defaultValue={s.frequency}
                      className={inputClass}
                    >
                      {SAVED_SEARCH_FREQUENCIES.map((value) => (
                        <option key={value} value={value}>
                          {t(FREQUENCIES[value][0])}
                        </option>
                      ))}
                    </select>
                  </div>
                  <Button size="sm" variant="secondary">
                    {t("searches.save")}
                    <span className="sr-only"> {t("searches.saveFor", { name: s.name })}</span>
                  </Button>
                </Form>
              </div>
              <div className="mt-3 flex flex-wrap items-end gap-3">
                <Form method="post" className="flex items-end gap-2">
                  <IntentInput<SavedSearchIntent> value="rename-search" />
                  <input type="hidden" name="id" value={s.id} />
                  <div className="text-sm">
                    <label htmlFor={`name-${s.id}`} className="block font-medium">
                      {t("searches.name")}
                      <span className="sr-only"> {t("searches.nameOf", { name: s.name })}</span>
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
                    {t("searches.rename")}
                    <span className="sr-only"> “{s.name}”</span>
                  </Button>
                </Form>
                <Form method="post" className="ml-auto">
                  <input type="hidden" name="id" value={s.id} />
                  <IntentButton<SavedSearchIntent> value="delete-search" size="sm" variant="danger">
                    {t("searches.delete")}
                    <span className="sr-only"> “{s.name}”</span>
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
