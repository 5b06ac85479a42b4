/**
 * `/api-keys` (signed in; docs/decisions/033-dealer-api-keys.md): a dealer's API keys for their
 * own stock system. Make one (a name and what it may do): the key is shown once, in the answer to
 * that post, and never stored; the list gives each key's prefix, scopes, when it was made and last
 * used, and Revoke. Plain forms: everything works without JavaScript. An account that is not a
 * dealer's is told how to become one.
 */
import { getFormProps } from "@conform-to/react";
import { Form, Link, href } from "react-router";
import { z } from "zod";
import { PageFlash } from "~/components/page-flash";
import { Button } from "~/components/form-parts/button";
import { FormAlert } from "~/components/form-parts/alerts";
import { CheckboxGroup } from "~/components/form-parts/checkbox-group";
import { IntentButton, IntentInput } from "~/components/form-parts/intent";
import { Field } from "~/components/forms";
import { useSchemaForm } from "~/components/use-schema-form";
import { ApiKeyInputSchema } from "~/lib/account/api-key-schema";
import { answerOf, formErrorsOf } from "~/lib/forms/form-answer";
import type { ApiKeyIntent } from "~/lib/forms/intents";
import { fieldText } from "~/lib/forms/text";
import { SITE } from "~/lib/format/site";
import { API_KEY_SCOPES } from "~/lib/vocabulary/domain";
import { msg } from "~/i18n/messages";
import type { MessageKey } from "~/i18n/keys";
import type { I18nHandle } from "~/i18n/namespaces";
import { useFormat, useLocalePath, useT } from "~/i18n/react";
import {
  createApiKey,
  isDealerAccount,
  listApiKeys,
  revokeApiKey,
} from "~/models/dealer/api-keys.server";
import { redirectWithFlash } from "~/request/flash.server";
import { handleForm, fieldsOrMessage } from "~/request/forms.server";
import { pathInRequestLanguage } from "~/request/language.server";
import { requireUser } from "~/request/session.server";
import { metaT } from "~/routes/auth/meta";
import type { Route } from "./+types/route";

/** Shown in the reader's language (docs/decisions/023-languages.md). */
export const handle = { i18n: ["account", "forms"] } satisfies I18nHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return {
    dealer: await isDealerAccount(user.id),
    keys: await listApiKeys(user.id),
  };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  handleForm(
    request,
    {
      refused: fieldsOrMessage,
      intents: {
        "create-key": ApiKeyInputSchema,
        "revoke-key": z.object({ id: fieldText(40) }),
      },
    },
    async (input) => {
      const user = await requireUser(request);
      const actor = { ...user, ip: context?.clientIp ?? null };
      if (input.intent === "create-key") {
        // Answered, not redirected: the key is shown this once and kept nowhere.
        const { key, apiKey } = await createApiKey(actor, input.value);
        return { created: { key, name: apiKey.name } };
      }
      const revoked = await revokeApiKey(actor, input.value.id);
      return redirectWithFlash(
        pathInRequestLanguage(request, "/api-keys"),
        msg("account.apiKeys.revoked", { name: revoked.name }),
      );
    },
  );

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches)("account.apiKeys.title", { site: SITE.name }) },
  { name: "robots", content: "noindex" },
];

const SCOPE_LABELS: Record<(typeof API_KEY_SCOPES)[number], MessageKey> = {
  "stock:read": "account.apiKeys.scope.stockRead",
  "stock:write": "account.apiKeys.scope.stockWrite",
  "leads:read": "account.apiKeys.scope.leadsRead",
};

export default function ApiKeys({ loaderData, actionData }: Route.ComponentProps) {
  const { dealer, keys } = loaderData;
  const t = useT();
  const f = useFormat();
  const l = useLocalePath();
  const answer = answerOf(actionData, "create-key");
  const created = answer && "created" in answer ? answer.created : null;
  const [form, fields] = useSchemaForm(
    "api-key",
    ApiKeyInputSchema,
    created ? null : answer?.result,
  );
  const chosen = (fields.scopes.initialValue as string[] | undefined) ?? ["stock:read"];
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <Link
        to={l(href("/:lang?/dashboard"))}
        className="text-brand-700 text-sm font-semibold hover:underline"
      >
        ← {t("account.apiKeys.back")}
      </Link>
      <h1 className="mt-3 text-2xl font-bold">{t("account.apiKeys.heading")}</h1>
      <p className="mt-1 text-slate-700">{t("account.apiKeys.intro")}</p>
      <p className="mt-1 text-sm">
        <a href="/api/docs" className="text-brand-700 font-semibold hover:underline">
          {t("account.apiKeys.reference")}
        </a>
      </p>
      <PageFlash className="mt-4" />
      {created && (
        <section
          aria-labelledby="new-key-heading"
          className="mt-4 rounded-xl border border-emerald-300 bg-emerald-50 p-4"
        >
          <h2 id="new-key-heading" className="font-semibold text-emerald-900">
            {t("account.apiKeys.createdHeading", { name: created.name })}
          </h2>
          <p className="mt-1 text-sm text-emerald-900">{t("account.apiKeys.copyNow")}</p>
          <label htmlFor="new-key" className="mt-2 block text-sm font-medium">
            {t("account.apiKeys.yourKey")}
          </label>
          <input
            id="new-key"
            readOnly
            value={created.key}
            className="mt-1 w-full rounded border border-slate-300 bg-white px-2 py-1 font-mono text-sm"
          />
        </section>
      )}
      {!dealer ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
          {t("account.apiKeys.dealersOnly")}{" "}
          <Link
            to={l(href("/:lang?/profile"))}
            className="text-brand-700 font-semibold hover:underline"
          >
            {t("account.apiKeys.toProfile")}
          </Link>
        </p>
      ) : (
        <Form
          method="post"
          {...getFormProps(form)}
          noValidate
          className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-5"
        >
          <h2 className="font-semibold">{t("account.apiKeys.new")}</h2>
          <IntentInput<ApiKeyIntent> value="create-key" />
          <FormAlert errors={form.errors} />
          <Field
            label={t("account.apiKeys.name")}
            meta={fields.name}
            placeholder={t("account.apiKeys.namePlaceholder")}
            required
          />
          <CheckboxGroup
            legend={t("account.apiKeys.scopes")}
            name={fields.scopes.name}
            options={API_KEY_SCOPES.map((s) => ({
              value: s,
              label: `${t(SCOPE_LABELS[s])} (${s})`,
            }))}
            chosen={chosen}
            className="mt-1 space-y-1"
          />
          {fields.scopes.errors && (
            <p className="text-sm text-red-700">{fields.scopes.errors[0]}</p>
          )}
          <Button>{t("account.apiKeys.create")}</Button>
        </Form>
      )}
      <FormAlert errors={formErrorsOf(answerOf(actionData, "revoke-key"))} />
      {keys.length > 0 && (
        <section aria-labelledby="keys-heading" className="mt-6">
          <h2 id="keys-heading" className="text-lg font-semibold">
            {t("account.apiKeys.yours")}
          </h2>
          <ul className="mt-3 space-y-3">
            {keys.map((k) => (
              <li key={k.id} className="rounded-xl border border-slate-200 bg-white p-4">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="font-semibold wrap-anywhere">{k.name}</h3>
                  <span className="font-mono text-sm text-slate-700">{k.prefix}…</span>
                </div>
                <p className="mt-1 text-sm text-slate-700">
                  {k.scopes.map((s) => t(SCOPE_LABELS[s])).join(" · ")}
                </p>
                <p className="mt-1 text-sm text-slate-700">
                  {t("account.apiKeys.made", { date: f.date(k.createdAt) })} ·{" "}
                  {k.lastUsedAt
                    ? t("account.apiKeys.lastUsed", { date: f.date(k.lastUsedAt) })
                    : t("account.apiKeys.neverUsed")}
                </p>
                {k.revokedAt ? (
                  <p className="mt-2 text-sm font-semibold text-red-800">
                    {t("account.apiKeys.revokedOn", { date: f.date(k.revokedAt) })}
                  </p>
                ) : (
                  <Form method="post" className="mt-2">
                    <input type="hidden" name="id" value={k.id} />
                    <IntentButton<ApiKeyIntent> value="revoke-key" size="sm" variant="danger">
                      {t("account.apiKeys.revoke")}
                      <span className="sr-only"> “{k.name}”</span>
                    </IntentButton>
                  </Form>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
