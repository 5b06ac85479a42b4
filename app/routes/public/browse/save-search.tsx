/**
 * Browse's "Save this search" (docs/product.md#saved-searches): a disclosure with the search's
 * name (suggested from its filters) and alert frequency, posted to `/saved-searches` as a plain
 * form (works without JavaScript). The same for every visitor, so the page stays shareable in
 * caches; signed out, the action sends the visitor to sign in and back here with `save=1`,
 * which opens it again.
 */
import { href } from "react-router";
import { CLIENT_FORM } from "~/components/client-links";
import { Button } from "~/components/form-parts/button";
import { IntentInput } from "~/components/form-parts/intent";
import { inputClass } from "~/components/form-parts/field";
import { useLocalePath, useT } from "~/i18n/react";
import type { SavedSearchIntent } from "~/lib/forms/intents";
import { MAX_SEARCH_NAME, SAVED_SEARCH_FREQUENCIES } from "~/lib/catalogue/saved-search-options";

export type SaveSearchProps = { query: string; name: string; open: boolean };

/** A marker no translation contains, where the sentence's link goes. */
const LINK = "\u0000";

export function SaveSearch({ query, name, open }: SaveSearchProps) {
  const t = useT();
  const l = useLocalePath();
  // The help sentence with its link where the language puts it ("... on the {link} page.").
  const [before = "", after = ""] = t("browse.save.help", { link: LINK }).split(LINK);
  return (
    <details
      id="save-search"
      open={open}
      className="mb-4 rounded-xl border border-slate-200 bg-white p-3"
    >
      <summary className="text-brand-700 cursor-pointer font-semibold">
        {t("browse.save.summary")}
      </summary>
      <form
        method="post"
        action={l(href("/:lang?/saved-searches"))}
        {...CLIENT_FORM}
        className="mt-3 flex flex-wrap items-end gap-3"
      >
        <IntentInput<SavedSearchIntent> value="save-search" />
        <input type="hidden" name="query" value={query} />
        <div className="text-sm">
          <label htmlFor="save-search-name" className="block font-medium">
            {t("browse.save.name")}
          </label>
          <input
            id="save-search-name"
            name="name"
            defaultValue={name}
            maxLength={MAX_SEARCH_NAME}
            required
            className={inputClass}
          />
        </div>
        <div className="text-sm">
          <label htmlFor="save-search-frequency" className="block font-medium">
            {t("browse.save.alerts")}
          </label>
          <select
            id="save-search-frequency"
            name="frequency"
            defaultValue="instant"
            className={inputClass}
          >
            {SAVED_SEARCH_FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {t(`browse.save.frequency.${f}`)}
              </option>
            ))}
          </select>
        </div>
        <Button size="md">{t("browse.save.submit")}</Button>
      </form>
      <p className="mt-2 text-xs text-slate-700">
        {before}
        <a href={l(href("/:lang?/saved-searches"))} className="underline">
          {t("browse.save.helpLink")}
        </a>
        {after}
      </p>
    </details>
  );
}
