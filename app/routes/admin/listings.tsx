/**
 * Moderation, `/admin/listings` (staff only): the queue of pending listings, oldest first, with
 * photos and details; Approve, Reject with a reason (shown to the seller), and Flag for active
 * listings (found by title or id). Every decision is written to the audit log, listed below.
 */
import { Form, Link, useActionData, useLoaderData } from "react-router";
import { z } from "zod";
import { AdminNav } from "~/components/admin/admin-nav";
import { QueueKeys } from "~/components/admin/queue-keys";
import { CarImage } from "~/components/car-image";
import { FormAlert } from "~/components/form-parts/alerts";
import { PageFlash } from "~/components/page-flash";
import { Button } from "~/components/form-parts/button";
import { Field } from "~/components/form-parts/field";
import { IntentButton } from "~/components/form-parts/intent";
import { placeName, categoryLabel } from "~/lib/catalog";
import { useFormat } from "~/i18n/react";
import { formatKm, formatNaira } from "~/lib/format";
import { requireUserWithPermission } from "~/request/session.server";
import { SITE } from "~/lib/site";
import { MODERATION_INTENTS, type ModerationIntent } from "~/lib/intents";
import { formErrorsOf } from "~/lib/form-answer";
import { fieldText } from "~/lib/text";
import {
  approveListing,
  findActiveForModeration,
  flagListing,
  pendingQueue,
  recentDecisions,
  rejectListing,
  removeFlaggedListing,
  restoreListing,
} from "~/models/listings/moderation.server";
import { getSettings } from "~/models/site/settings.server";
import { redirectWithFlash } from "~/request/flash.server";
import { eachIntent, handleForm } from "~/request/forms.server";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import type { Route } from "./+types/listings";
import { plural } from "~/lib/plural";

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

const DONE = {
  approve: "Approved",
  reject: "Rejected",
  flag: "Flagged",
  restore: "Restored",
  remove: "Removed",
} as const;

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
      return redirectWithFlash("/admin/listings", DONE[intent]);
    },
  );
}

export const meta: Route.MetaFunction = () => [{ title: `Moderation | ${SITE.name}` }];

export default function AdminListings() {
  const fmt = useFormat();
  const { queue, decisions, found, q, role, target } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <Link to="/dashboard" className="text-brand-700 text-sm font-semibold hover:underline">
        ← Back to dashboard
      </Link>
      <div className="mt-4">
        <AdminNav role={role} current="listings" />
      </div>
      <p className="mt-4 text-sm">
        The review queue ·{" "}
        <Link to="/admin/listings/all" className="text-brand-700 font-semibold hover:underline">
          All listings
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">Listings to review</h1>
      <p className="text-slate-700">
        {queue.length} waiting, oldest first. Target: a decision within{" "}
        {plural(target, { one: "hour", other: "hours" })}.
      </p>
      <QueueKeys />
      <div className="mt-4 space-y-3">
        <PageFlash />
        <FormAlert errors={formErrorsOf(actionData)} />
      </div>
      <ol className="mt-6 space-y-4">
        {queue.map((l) => (
          <li
            key={l.id}
            data-queue-item
            tabIndex={-1}
            aria-label={`To review: ${l.title}`}
            className="focus:ring-brand-600 rounded-xl border border-slate-200 bg-white p-5 focus:ring-2 focus:outline-none"
          >
            <div className="flex flex-wrap gap-4">
              <div className="flex w-full gap-2 overflow-x-auto sm:w-80">
                {l.photos.length ? (
                  l.photos.slice(0, 4).map((p, i) => (
                    <div key={p.id} className="w-36 shrink-0 overflow-hidden rounded">
                      <CarImage
                        photo={p}
                        alt={`${l.title}, photo ${i + 1}`}
                        sizes="144px"
                        preferred={320}
                      />
                    </div>
                  ))
                ) : (
                  <div className="w-36">
                    <CarImage photo={null} alt={l.title} sizes="144px" />
                  </div>
                )}
              </div>
              <div className="min-w-0 flex-1">
                <h2 className="font-semibold">{l.title}</h2>
                <p className="text-sm text-slate-700">
                  {formatNaira(l.price)} · {l.year} {l.make} {l.model} · {categoryLabel(l.category)}{" "}
                  · {formatKm(l.mileage)} · {placeName(l.state, l.city)}
                </p>
                <p className="text-sm text-slate-700">
                  Seller: {l.sellerFirst} {l.sellerLast} ({l.sellerEmail}) · submitted{" "}
                  {l.submittedAt ? fmt.date(l.submittedAt) : "—"} ·{" "}
                  {plural(l.photos.length, { one: "photo", other: "photos" })}
                </p>
                <p className="mt-2 line-clamp-4 text-sm whitespace-pre-line text-slate-800">
                  {l.description}
                </p>
              </div>
            </div>
            <div className="mt-4 flex flex-wrap items-end gap-3">
              <Form method="post">
                <input type="hidden" name="listingId" value={l.id} />
                <IntentButton<ModerationIntent> value="approve">Approve</IntentButton>
              </Form>
              <ReasonForm
                listingId={l.id}
                intent="reject"
                label="Reason for rejecting"
                id={`reason-${l.id}`}
                placeholder="e.g. Photos do not show the car"
                formClassName="flex flex-wrap items-end gap-2"
                inputClassName="mt-1 w-full sm:w-72"
              >
                Reject
              </ReasonForm>
            </div>
          </li>
        ))}
        {queue.length === 0 && (
          <li className="rounded-xl bg-white p-8 text-center text-slate-700">
            Nothing to review. Well done.
          </li>
        )}
      </ol>

      <section className="mt-10" aria-labelledby="flag-heading">
        <h2 id="flag-heading" className="text-xl font-bold">
          Flag an active listing
        </h2>
        <Form method="get" className="mt-3 flex gap-2">
          <label htmlFor="q" className="sr-only">
            Title or listing id
          </label>
          <input
            id="q"
            name="q"
            type="search"
            maxLength={100}
            defaultValue={q}
            placeholder="Title or listing id"
            className="focus:border-brand-600 w-full max-w-sm rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900"
          />
          <Button variant="dark">Find</Button>
        </Form>
        <ul className="mt-3 space-y-2">
          {found.map((l) => (
            <li
              key={l.id}
              className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-3"
            >
              <a href={`/car/${l.id}`} className="font-semibold hover:underline">
                {l.title}
              </a>
              <span className="text-sm text-slate-700">{formatNaira(l.price)}</span>
              <ReasonForm
                listingId={l.id}
                intent="flag"
                label={`Reason for flagging ${l.title}`}
                hideLabel
                id={`flag-${l.id}`}
                placeholder="Reason"
                formClassName="ml-auto flex items-end gap-2"
                inputClassName="w-56"
              >
                Flag
              </ReasonForm>
            </li>
          ))}
        </ul>
      </section>

      <section className="mt-10" aria-labelledby="log-heading">
        <h2 id="log-heading" className="text-xl font-bold">
          Recent decisions
        </h2>
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {decisions.map((d) => (
            <li key={d.id} className="p-3 text-sm">
              <span className="font-semibold">{d.action.replace("listing.", "")}</span> by{" "}
              {d.actorFirst ?? "?"} {d.actorLast ?? ""} · {fmt.date(d.createdAt)} ·{" "}
              {d.public ? (
                <a href={`/car/${d.entityId}`}>listing {d.entityId.slice(0, 8)}</a>
              ) : (
                `listing ${d.entityId.slice(0, 8)}`
              )}
              {typeof d.details.reason === "string" ? ` · “${d.details.reason}”` : ""}
            </li>
          ))}
          {decisions.length === 0 && (
            <li className="p-3 text-sm text-slate-700">No decisions yet.</li>
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
