/**
 * Moderation, `/admin/listings` (staff only): the queue of pending listings, oldest first, with
 * photos and details; Approve, Reject with a reason (shown to the seller), and Flag for active
 * listings (found by title or id). Every decision is written to the audit log, listed below.
 */
import { Form, Link, useActionData, useLoaderData, href } from "react-router";
import { z } from "zod";
import { AdminNav } from "~/components/admin/admin-nav";
import { QueueKeys } from "~/components/admin/queue-keys";
import { CarImage } from "~/components/car-image";
import { FormAlert } from "~/components/form-parts/alerts";
import { PageFlash } from "~/components/page-flash";
import { Button } from "~/components/form-parts/button";
import { Field } from "~/components/form-parts/field";
import { IntentButton } from "~/components/form-parts/intent";
import { placeName } from "~/lib/catalogue/catalog";
import { adminMeta } from "~/components/admin/admin-meta";
import type { MessageKey } from "~/i18n/keys";
import { msg } from "~/i18n/messages";
import type { I18nHandle } from "~/i18n/namespaces";
import { useFormat, useLocalePath, useT } from "~/i18n/react";
import { requireUserWithPermission } from "~/request/session.server";
import { MODERATION_INTENTS, type ModerationIntent } from "~/lib/forms/intents";
import { formErrorsOf } from "~/lib/forms/form-answer";
import { fieldText } from "~/lib/forms/text";
import {
  approveListing,
  findActiveForModeration,
  flagListing,
  pendingQueue,
  recentDecisions,
  rejectListing,
  removeFlaggedListing,
  restoreListing,
} from "~/models/selling/moderation.server";
import { getSettings } from "~/models/site/settings.server";
import { redirectWithFlash } from "~/request/flash.server";
import { eachIntent, handleForm } from "~/request/forms.server";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import type { Route } from "./+types/listings";

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireUserWithPermission(request, "approve:listing:any");
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").slice(0, 100);
  const [queue, decisions, found, settings] = await Promise.all([
    pendingQueue(staff),
    recentDecisions(staff),
    findActiveForModeration(staff, q),
    getSettings(),
  ]);
  return { queue, decisions, found, q, role: staff.role, target: settings.moderationTargetHours };
}

export async function action({ request }: Route.ActionArgs) {
  const staff = await requireUserWithPermission(request, "approve:listing:any");
  return handleForm(
    request,
    {
      intents: eachIntent(
        MODERATION_INTENTS,
        z.object({ listingId: fieldText(40), reason: fieldText(500) }),
      ),
    },
    async ({ intent, value: { listingId: id, reason } }) => {
      if (intent === "approve") await approveListing(staff, id);
      else if (intent === "reject") await rejectListing(staff, id, reason);
      else if (intent === "flag") await flagListing(staff, id, reason);
      else if (intent === "restore") await restoreListing(staff, id);
      else await removeFlaggedListing(staff, id);
      return redirectWithFlash(
        href("/:lang?/admin/listings"),
        msg(`admin.flash.moderation.${intent}`),
      );
    },
  );
}

const DECISIONS = ["approved", "rejected", "flagged", "restored", "removed"];

export const handle = { i18n: ["admin", "forms"] } satisfies I18nHandle;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.tab.listings");

export default function AdminListings() {
  const fmt = useFormat();
  const t = useT();
  const l = useLocalePath();
  const km = (n: number | null) =>
    n === null ? t("admin.notStated") : t("admin.km", { km: fmt.count(n) });
  const { queue, decisions, found, q, role, target } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const decisionLabel = (action: string) => {
    const name = action.replace("listing.", "");
    return DECISIONS.includes(name) ? t(`admin.decision.${name}` as MessageKey) : name;
  };
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <Link
        to={l(href("/:lang?/dashboard"))}
        className="text-brand-700 text-sm font-semibold hover:underline"
      >
        ← {t("admin.backToDashboard")}
      </Link>
      <div className="mt-4">
        <AdminNav role={role} current="listings" />
      </div>
      <p className="mt-4 text-sm">
        {t("admin.moderation.queue")} ·{" "}
        <Link
          to={l(href("/:lang?/admin/listings/all"))}
          className="text-brand-700 font-semibold hover:underline"
        >
          {t("admin.moderation.all")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{t("admin.moderation.heading")}</h1>
      <p className="text-slate-700">
        {t("admin.moderation.waiting", { count: fmt.count(queue.length), hours: target })}
      </p>
      <QueueKeys />
      <div className="mt-4 space-y-3">
        <PageFlash />
        <FormAlert errors={formErrorsOf(actionData)} />
      </div>
      <ol className="mt-6 space-y-4">
        {queue.map((item) => (
          <li
            key={item.id}
            data-queue-item
            tabIndex={-1}
            aria-label={t("admin.moderation.toReview", { title: item.title })}
            className="focus:ring-brand-600 rounded-xl border border-slate-200 bg-white p-5 focus:ring-2 focus:outline-none"
          >
            <div className="flex flex-wrap gap-4">
              <div className="flex w-full gap-2 overflow-x-auto sm:w-80">
                {item.photos.length ? (
                  item.photos.slice(0, 4).map((p, i) => (
                    <div key={p.id} className="w-36 shrink-0 overflow-hidden rounded">
                      <CarImage
                        photo={p}
                        alt={t("admin.moderation.photoAlt", { title: item.title, n: i + 1 })}
                        sizes="144px"
                        preferred={320}
                      />
                    </div>
                  ))
                ) : (
                  <div className="w-36">
                    <CarImage photo={null} alt={item.title} sizes="144px" />
                  </div>
                )}
              </div>
              <div className="min-w-0 flex-1">
                <h2 className="font-semibold">{item.title}</h2>
                <p className="text-sm text-slate-700">
                  {fmt.naira(item.price)} · {item.year} {item.make} {item.model} ·{" "}
                  {t(`admin.category.${item.category}` as MessageKey)} · {km(item.mileage)} ·{" "}
                  {placeName(item.state, item.city)}
                </p>
                <p className="text-sm text-slate-700">
                  {t("admin.moderation.seller", {
                    name: `${item.sellerFirst} ${item.sellerLast}`,
                    email: item.sellerEmail,
                    date: item.submittedAt ? fmt.date(item.submittedAt) : "—",
                    photos: item.photos.length,
                  })}
                </p>
                <p className="mt-2 line-clamp-4 text-sm whitespace-pre-line text-slate-800">
                  {item.description}
                </p>
              </div>
            </div>
            <div className="mt-4 flex flex-wrap items-end gap-3">
              <Form method="post">
                <input type="hidden" name="listingId" value={item.id} />
                <IntentButton<ModerationIntent> value="approve">
                  {t("admin.moderation.approve")}
                </IntentButton>
              </Form>
              <ReasonForm
                listingId={item.id}
                intent="reject"
                label={t("admin.moderation.rejectReason")}
                id={`reason-${item.id}`}
                placeholder={t("admin.moderation.rejectHint")}
                formClassName="flex flex-wrap items-end gap-2"
                inputClassName="mt-1 w-full sm:w-72"
              >
                {t("admin.moderation.reject")}
              </ReasonForm>
            </div>
          </li>
        ))}
        {queue.length === 0 && (
          <li className="rounded-xl bg-white p-8 text-center text-slate-700">
            {t("admin.moderation.empty")}
          </li>
        )}
      </ol>

      <section className="mt-10" aria-labelledby="flag-heading">
        <h2 id="flag-heading" className="text-xl font-bold">
          {t("admin.moderation.flagHeading")}
        </h2>
        <Form method="get" action={l(href("/:lang?/admin/listings"))} className="mt-3 flex gap-2">
          <label htmlFor="q" className="sr-only">
            {t("admin.moderation.find")}
          </label>
          <input
            id="q"
            name="q"
            type="search"
            maxLength={100}
            defaultValue={q}
            placeholder={t("admin.moderation.find")}
            className="focus:border-brand-600 w-full max-w-sm rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900"
          />
          <Button variant="dark">{t("admin.moderation.findButton")}</Button>
        </Form>
        <ul className="mt-3 space-y-2">
          {found.map((item) => (
            <li
              key={item.id}
              className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-3"
            >
              <a
                href={l(href("/:lang?/car/:id", { id: item.id }))}
                className="font-semibold hover:underline"
              >
                {item.title}
              </a>
              <span className="text-sm text-slate-700">{fmt.naira(item.price)}</span>
              <ReasonForm
                listingId={item.id}
                intent="flag"
                label={t("admin.moderation.flagReason", { title: item.title })}
                hideLabel
                id={`flag-${item.id}`}
                placeholder={t("admin.moderation.reason")}
                formClassName="ml-auto flex items-end gap-2"
                inputClassName="w-56"
              >
                {t("admin.moderation.flag")}
              </ReasonForm>
            </li>
          ))}
        </ul>
      </section>

      <section className="mt-10" aria-labelledby="log-heading">
        <h2 id="log-heading" className="text-xl font-bold">
          {t("admin.moderation.recent")}
        </h2>
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {decisions.map((d) => (
            <li key={d.id} className="p-3 text-sm">
              <span className="font-semibold">{decisionLabel(d.action)}</span>{" "}
              {t("admin.moderation.by")} {d.actorFirst ?? "?"} {d.actorLast ?? ""} ·{" "}
              {fmt.date(d.createdAt)} ·{" "}
              {d.public ? (
                <a href={l(href("/:lang?/car/:id", { id: d.entityId }))}>
                  {t("admin.moderation.listing", { id: d.entityId.slice(0, 8) })}
                </a>
              ) : (
                t("admin.moderation.listing", { id: d.entityId.slice(0, 8) })
              )}
              {typeof d.details.reason === "string" ? ` · “${d.details.reason}”` : ""}
            </li>
          ))}
          {decisions.length === 0 && (
            <li className="p-3 text-sm text-slate-700">{t("admin.moderation.noDecisions")}</li>
          )}
        </ul>
      </section>
    </main>
  );
}

/**
 * A decision that needs a reason (reject, flag): the listing's id, a reason of at most 500
 * characters and the intent's button. The model refuses a reason under 5 characters, by field.
 */
function ReasonForm({
  listingId,
  intent,
  label,
  hideLabel,
  id,
  placeholder,
  formClassName,
  inputClassName,
  children,
}: {
  listingId: string;
  intent: "reject" | "flag";
  label: string;
  hideLabel?: boolean;
  id: string;
  placeholder: string;
  formClassName: string;
  inputClassName: string;
  children: React.ReactNode;
}) {
  return (
    <Form method="post" className={formClassName}>
      <input type="hidden" name="listingId" value={listingId} />
      <Field
        label={label}
        hideLabel={hideLabel}
        id={id}
        name="reason"
        maxLength={500}
        placeholder={placeholder}
        className={`focus:border-brand-600 rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 ${inputClassName}`}
      />
      <IntentButton<ModerationIntent> value={intent} variant="danger">
        {children}
      </IntentButton>
    </Form>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
