/**
 * Browse's "Save this search" (docs/product.md#saved-searches): a disclosure with the search's
 * name (suggested from its filters) and alert frequency, posted to `/saved-searches` as a plain
 * form (works without JavaScript). The same for every visitor, so the page stays shareable in
 * caches; signed out, the action sends the visitor to sign in and back here with `save=1`,
 * which opens it again.
 */
import { Form } from "react-router";
import { Button } from "~/components/form-parts/button";
import { IntentInput } from "~/components/form-parts/intent";
import { inputClass } from "~/components/form-parts/field";
import type { SavedSearchIntent } from "~/lib/intents";
import {
  FREQUENCY_LABELS,
  MAX_SEARCH_NAME,
  SAVED_SEARCH_FREQUENCIES,
} from "~/lib/saved-search-options";

export type SaveSearchProps = { query: string; name: string; open: boolean };

export function SaveSearch({ query, name, open }: SaveSearchProps) {
  return (
    <details
      id="save-search"
      open={open}
      className="mb-4 rounded-xl border border-slate-200 bg-white p-3"
    >
      <summary className="text-brand-700 cursor-pointer font-semibold">Save this search</summary>
      <Form method="post" action="/saved-searches" className="mt-3 flex flex-wrap items-end gap-3">
        <IntentInput<SavedSearchIntent> value="save-search" />
        <input type="hidden" name="query" value={query} />
        <div className="text-sm">
          <label htmlFor="save-search-name" className="block font-medium">
            Name
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
            Alerts
          </label>
          <select
            id="save-search-frequency"
            name="frequency"
            defaultValue="instant"
            className={inputClass}
          >
            {SAVED_SEARCH_FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {FREQUENCY_LABELS[f]}
              </option>
            ))}
          </select>
        </div>
        <Button size="md">Save search</Button>
      </Form>
      <p className="mt-2 text-xs text-slate-700">
        We tell you in your notifications, and by e-mail if your settings allow, when a new car
        matches. Manage your searches on the{" "}
        <a href="/saved-searches" className="underline">
          Saved searches
        </a>{" "}
        page.
      </p>
    </details>
  );
}
