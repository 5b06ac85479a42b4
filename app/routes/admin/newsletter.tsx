/**
 * `/admin/newsletter` (admins; docs/decisions/024-newsletter.md): write a newsletter issue
 * (subject, plain-text paragraphs, optional Hausa, Yoruba and Igbo translations, cars picked
 * automatically or by link), preview it as the mail will look, mail a test to yourself, and send
 * it through the throttled job (models/admin/newsletters.server.ts). `?id=` opens an issue; the
 * list shows each issue's state: draft, sending (N of M), sent. Plain forms, no JavaScript needed.
 */
import { data, Form, Link, useActionData, href } from "react-router";
import { z } from "zod";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { AdminPage } from "~/components/admin/admin-page";
import { FormAlert } from "~/components/form-parts/alerts";
import { Field, TextareaField } from "~/components/form-parts/field";
import { IntentButton } from "~/components/form-parts/intent";
import { PageFlash } from "~/components/page-flash";
import { LANGUAGE_ENDONYMS, LANGUAGES, type Language } from "~/i18n/languages";
import { fieldErrorsOf, formErrorsOf, typedOf } from "~/lib/forms/form-answer";
import { adminMeta } from "~/components/admin/admin-meta";
import { msg } from "~/i18n/messages";
import type { I18nHandle } from "~/i18n/namespaces";
import { useFormat, useLocalePath, useT } from "~/i18n/react";
import { NEWSLETTER_INTENTS, type NewsletterIntent } from "~/lib/forms/intents";
import {
  AUTO_CARS,
  MAX_CARS,
  NewsletterFields,
  TRANSLATED_LANGUAGES,
  checkNewsletter,
} from "~/lib/site/newsletter-issue";
import {
  getNewsletter,
  listNewsletters,
  previewNewsletter,
  saveNewsletter,
  sendTestNewsletter,
  startNewsletter,
} from "~/models/admin/newsletters.server";
import type { NewsletterView } from "~/models/admin/newsletters.server";
import { DomainError } from "~/models/shared/errors.server";
import { redirectWithFlash } from "~/request/flash.server";
import { eachIntent, handleForm } from "~/request/forms.server";
import { requireUserWithPermission } from "~/request/session.server";
import type { Route } from "./+types/newsletter";

const PRIVATE = { "Cache-Control": "private, no-store" };

const languageOf = (value: string | null): Language =>
  (LANGUAGES as readonly string[]).includes(value ?? "") ? (value as Language) : "en";

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireUserWithPermission(request, "send:newsletter:any");
  const url = new URL(request.url);
  const id = url.searchParams.get("id");
  const previewLanguage = url.searchParams.get("preview");
  const actor = staff;
  const current = id && id !== "new" ? await getNewsletter(actor, id) : null;
  const preview =
    current && previewLanguage
      ? {
          language: languageOf(previewLanguage),
          ...(await previewNewsletter(
            { ...actor, email: staff.email },
            current.id,
            languageOf(previewLanguage),
          )),
        }
      : null;
  return data(
    {
      role: staff.role,
      email: staff.email,
      issues: await listNewsletters(actor),
      current,
      preview,
    },
    { headers: PRIVATE },
  );
}

const IssueForm = NewsletterFields.extend({
  id: z.string().trim().max(40).optional(),
  language: z.enum(LANGUAGES).default("en"),
  confirmSend: z.string().optional(),
}).superRefine(checkNewsletter);

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireUserWithPermission(request, "send:newsletter:any");
  const actor = { ...staff, ip: context?.clientIp ?? null };
  return handleForm(
    request,
    { intents: eachIntent(NEWSLETTER_INTENTS, IssueForm) },
    async ({ intent, value }) => {
      if (intent === "send" && value.confirmSend !== "on")
        throw new DomainError(400, msg("admin.nl.confirmError"), {
          confirmSend: [msg("admin.nl.confirmField")],
        });
      const id = await saveNewsletter(actor, value.id || null, value);
      const here = `/admin/newsletter?id=${id}`;
      switch (intent) {
        case "save":
          return redirectWithFlash(here, msg("admin.flash.nl.saved"));
        case "preview":
          return redirectWithFlash(
            `${here}&preview=${value.language}#preview`,
            msg("admin.flash.nl.saved"),
          );
        case "test":
          await sendTestNewsletter({ ...actor, email: staff.email }, id, value.language);
          return redirectWithFlash(here, msg("admin.flash.nl.test", { email: staff.email }));
        case "send": {
          const n = await startNewsletter(actor, id);
          return redirectWithFlash(
            here,
            n ? msg("admin.flash.nl.sending", { count: n }) : msg("admin.flash.nl.nobody"),
          );
        }
      }
    },
  );
}

export const handle = { i18n: ["admin", "forms"] } satisfies I18nHandle;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.tab.newsletter");

function StatusLine({ issue }: { issue: NewsletterView }) {
  const t = useT();
  const fmt = useFormat();
  if (issue.status === "draft")
    return <span className="text-slate-600">{t("admin.nl.draft")}</span>;
  if (issue.status === "sending")
    return (
      <span className="text-amber-800">
        {t("admin.nl.sending", { done: fmt.count(issue.done), total: fmt.count(issue.recipients) })}
      </span>
    );
  return (
    <span className="text-emerald-800">
      {issue.sentAt
        ? t("admin.nl.sentOn", { count: fmt.count(issue.recipients), date: fmt.date(issue.sentAt) })
        : t("admin.nl.sent", { count: fmt.count(issue.recipients) })}
    </span>
  );
}

const suffixOf = (l: string) => l[0]!.toUpperCase() + l[1];

export default function AdminNewsletter({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lp = useLocalePath();
  const { role, email, issues, current, preview } = loaderData;
  const actionData = useActionData<typeof action>();
  const editable = !current || current.status === "draft";
  // After a refusal, the form as it was sent; otherwise the issue as saved.
  const value = (name: string, saved: string) => (actionData ? typedOf(actionData, name) : saved);
  const translated = (l: (typeof TRANSLATED_LANGUAGES)[number]) => current?.translations[l];
  const cars = actionData
    ? typedOf(actionData, "cars") || "auto"
    : current && !current.autoListings
      ? "manual"
      : "auto";
  return (
    <AdminPage role={role} current="newsletter">
      <div className="mt-4 space-y-3">
        <PageFlash />
        <FormAlert errors={formErrorsOf(actionData)} />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <section
          aria-labelledby="issues-heading"
          className="rounded-xl border border-slate-200 bg-white p-5"
        >
          <h2 id="issues-heading" className="text-lg font-bold">
            {t("admin.nl.heading")}
          </h2>
          <p className="mt-2">
            <Link
              to={lp(`${href("/:lang?/admin/newsletter")}?id=new`)}
              className="text-brand-700 font-semibold hover:underline"
            >
              {t("admin.nl.new")}
            </Link>
          </p>
          {issues.length ? (
            <ul className="mt-3 divide-y divide-slate-100">
              {issues.map((issue) => (
                <li key={issue.id} className="py-2">
                  <Link
                    to={lp(`${href("/:lang?/admin/newsletter")}?id=${issue.id}`)}
                    className="font-semibold hover:underline"
                    aria-current={issue.id === current?.id ? "page" : undefined}
                  >
                    {issue.subject}
                  </Link>
                  <span className="block text-sm">
                    <StatusLine issue={issue} />
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm text-slate-600">{t("admin.nl.none")}</p>
          )}
        </section>
        <section
          aria-labelledby="issue-heading"
          className="rounded-xl border border-slate-200 bg-white p-5 lg:col-span-2"
        >
          <h2 id="issue-heading" className="text-lg font-bold">
            {current ? current.subject : t("admin.nl.newTitle")}
          </h2>
          {current && (
            <p className="mt-1 text-sm" role="status">
              <StatusLine issue={current} />
              {current.status === "sending" && (
                <>
                  {" "}
                  <Link
                    to={lp(`${href("/:lang?/admin/newsletter")}?id=${current.id}`)}
                    className="text-brand-700 font-semibold hover:underline"
                  >
                    {t("admin.nl.refresh")}
                  </Link>
                </>
              )}
            </p>
          )}
          <p className="mt-1 text-sm text-slate-600">{t("admin.nl.audience")}</p>
          <Form method="post" className="mt-4 space-y-4">
            <fieldset disabled={!editable} className="space-y-4">
              <input type="hidden" name="id" value={current?.id ?? ""} />
              <Field
                id="subject"
                name="subject"
                label={t("admin.nl.subject")}
                required
                maxLength={150}
                defaultValue={value("subject", current?.subject ?? "")}
                errors={fieldErrorsOf(actionData, "subject")}
              />
              <TextareaField
                id="body"
                name="body"
                label={t("admin.nl.text")}
                hint={t("admin.nl.textHint")}
                required
                rows={10}
                defaultValue={value("body", current?.body ?? "")}
                errors={fieldErrorsOf(actionData, "body")}
              />
              <fieldset className="space-y-2">
                <legend className="font-semibold">{t("admin.nl.cars")}</legend>
                <label className="flex items-center gap-2">
                  <input type="radio" name="cars" value="auto" defaultChecked={cars === "auto"} />
                  {t("admin.nl.auto", { count: AUTO_CARS })}
                </label>
                <label className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="cars"
                    value="manual"
                    defaultChecked={cars === "manual"}
                  />
                  {t("admin.nl.manual", { max: MAX_CARS })}
                </label>
                <TextareaField
                  id="carRefs"
                  name="carRefs"
                  label={t("admin.nl.carRefs")}
                  hint={t("admin.nl.carRefsHint")}
                  rows={3}
                  defaultValue={value("carRefs", current?.listingIds.join("\n") ?? "")}
                  errors={fieldErrorsOf(actionData, "carRefs")}
                />
              </fieldset>
              {TRANSLATED_LANGUAGES.map((l) => (
                <details
                  key={l}
                  className="rounded-md border border-slate-200 p-3"
                  open={!!translated(l) || !!fieldErrorsOf(actionData, `subject${suffixOf(l)}`)}
                >
                  <summary className="cursor-pointer font-semibold">
                    {t("admin.nl.translation", { language: LANGUAGE_ENDONYMS[l] })}
                  </summary>
                  <div className="mt-3 space-y-3">
                    <Field
                      id={`subject${suffixOf(l)}`}
                      name={`subject${suffixOf(l)}`}
                      label={t("admin.nl.subjectIn", { language: LANGUAGE_ENDONYMS[l] })}
                      maxLength={150}
                      lang={l}
                      defaultValue={value(`subject${suffixOf(l)}`, translated(l)?.subject ?? "")}
                      errors={fieldErrorsOf(actionData, `subject${suffixOf(l)}`)}
                    />
                    <TextareaField
                      id={`body${suffixOf(l)}`}
                      name={`body${suffixOf(l)}`}
                      label={t("admin.nl.textIn", { language: LANGUAGE_ENDONYMS[l] })}
                      rows={6}
                      lang={l}
                      defaultValue={value(`body${suffixOf(l)}`, translated(l)?.body ?? "")}
                      errors={fieldErrorsOf(actionData, `body${suffixOf(l)}`)}
                    />
                  </div>
                </details>
              ))}
              <label className="block">
                <span className="font-semibold">{t("admin.nl.previewLanguage")}</span>
                <select
                  name="language"
                  defaultValue={preview?.language ?? "en"}
                  className="mt-1 block rounded-md border border-slate-300 px-3 py-2"
                >
                  {LANGUAGES.map((l) => (
                    <option key={l} value={l}>
                      {LANGUAGE_ENDONYMS[l]}
                    </option>
                  ))}
                </select>
              </label>
              <div className="flex flex-wrap gap-2">
                <IntentButton<NewsletterIntent> value="save" variant="secondary">
                  {t("admin.nl.save")}
                </IntentButton>
                <IntentButton<NewsletterIntent> value="preview" variant="secondary">
                  {t("admin.nl.preview")}
                </IntentButton>
                <IntentButton<NewsletterIntent> value="test" variant="secondary">
                  {t("admin.nl.test", { email })}
                </IntentButton>
              </div>
              <div className="rounded-md border border-amber-200 bg-amber-50 p-3">
                <label className="flex items-start gap-2">
                  <input type="checkbox" name="confirmSend" className="mt-1 h-4 w-4" />
                  <span>{t("admin.nl.confirm")}</span>
                </label>
                {fieldErrorsOf(actionData, "confirmSend") && (
                  <p className="text-sm text-red-800">{t("admin.nl.tick")}</p>
                )}
                <div className="mt-2">
                  <IntentButton<NewsletterIntent> value="send">{t("admin.nl.send")}</IntentButton>
                </div>
              </div>
            </fieldset>
          </Form>
          {preview && (
            <section id="preview" aria-labelledby="preview-heading" className="mt-6">
              <h3 id="preview-heading" className="font-bold">
                {t("admin.nl.previewHeading", { language: LANGUAGE_ENDONYMS[preview.language] })}
              </h3>
              <p className="mt-1 text-sm">
                <span className="font-semibold">{t("admin.nl.previewSubject")}</span>{" "}
                {preview.subject}
              </p>
              <iframe
                title={t("admin.nl.frame")}
                srcDoc={preview.html}
                sandbox=""
                className="mt-2 h-[32rem] w-full rounded-md border border-slate-200"
              />
              <details className="mt-2">
                <summary className="cursor-pointer text-sm font-semibold">
                  {t("admin.nl.plain")}
                </summary>
                <pre className="mt-2 text-sm whitespace-pre-wrap">{preview.text}</pre>
              </details>
            </section>
          )}
        </section>
      </div>
    </AdminPage>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
