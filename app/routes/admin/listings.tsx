/**
 * Moderation, `/admin/listings` (staff only): the queue of pending listings, oldest first, with
 * photos and details; Approve, Reject with a reason (shown to the seller), and Flag for active
 * listings (found by title or id). Every decision is written to the audit log, listed below.
 */
import { data, Form, Link, redirect, useActionData, useLoaderData } from "react-router";
import { CarImage } from "~/components/car-image";
import { FormAlert, inputClass } from "~/components/forms";
import { placeName, categoryLabel } from "~/lib/catalog";
import { formatDate, formatKm, formatNaira } from "~/lib/format";
import { requireUserWithPermission } from "~/request/session.server";
import { SITE } from "~/lib/site";
import {
  approveListing,
  findActiveForModeration,
  flagListing,
  pendingQueue,
  recentDecisions,
  rejectListing,
  removeFlaggedListing,
  restoreListing,
  SellingError,
} from "~/models/selling.server";
import type { Route } from "./+types/listings";

export async function loader({ request }: Route.LoaderArgs) {
  await requireUserWithPermission(request, "approve:listing:any");
  const url = new URL(request.url);
  const q = url.searchParams.get("q") ?? "";
  const [queue, decisions, found] = await Promise.all([
    pendingQueue(),
    recentDecisions(),
    findActiveForModeration(q),
  ]);
  return { queue, decisions, found, q, notice: url.searchParams.get("notice") };
}

export async function action({ request }: Route.ActionArgs) {
  const staff = await requireUserWithPermission(request, "approve:listing:any");
  const form = await request.formData();
  const id = String(form.get("listingId") ?? "");
  const reason = String(form.get("reason") ?? "");
  try {
    switch (form.get("intent")) {
      case "approve":
        await approveListing(staff, id);
        return redirect("/admin/listings?notice=Approved");
      case "reject":
        await rejectListing(staff, id, reason);
        return redirect("/admin/listings?notice=Rejected");
      case "flag":
        await flagListing(staff, id, reason);
        return redirect("/admin/listings?notice=Flagged");
      case "restore":
        await restoreListing(staff, id);
        return redirect("/admin/listings?notice=Restored");
      case "remove":
        await removeFlaggedListing(staff, id);
        return redirect("/admin/listings?notice=Removed");
    }
  } catch (error) {
    if (error instanceof SellingError)
      return data({ error: error.message, id }, { status: error.status });
    throw error;
  }
  return data({ error: "Unknown action", id }, { status: 400 });
}

export const meta: Route.MetaFunction = () => [{ title: `Moderation | ${SITE.name}` }];

export default function AdminListings() {
  const { queue, decisions, found, q, notice } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <Link to="/dashboard" className="text-brand-700 text-sm font-semibold hover:underline">
        ← Back to dashboard
      </Link>
      <h1 className="mt-2 text-2xl font-bold">Listings to review</h1>
      <p className="text-slate-700">
        {queue.length} waiting, oldest first. Target: a decision within 24 hours.
      </p>
      <div className="mt-4 space-y-3">
        {notice && <FormAlert tone="success" errors={[notice]} />}
        {actionData?.error && <FormAlert errors={[actionData.error]} />}
      </div>
      <ol className="mt-6 space-y-4">
        {queue.map((l) => (
          <li key={l.id} className="rounded-xl border border-slate-200 bg-white p-5">
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
                  {l.submittedAt ? formatDate(l.submittedAt) : "—"} · {l.photos.length} photos
                </p>
                <p className="mt-2 line-clamp-4 text-sm whitespace-pre-line text-slate-800">
                  {l.description}
                </p>
              </div>
            </div>
            <div className="mt-4 flex flex-wrap items-end gap-3">
              <Form method="post">
                <input type="hidden" name="listingId" value={l.id} />
                <button
                  name="intent"
                  value="approve"
                  className="bg-brand-600 hover:bg-brand-700 rounded-md px-4 py-2 font-semibold text-white"
                >
                  Approve
                </button>
              </Form>
              <Form method="post" className="flex flex-wrap items-end gap-2">
                <input type="hidden" name="listingId" value={l.id} />
                <div>
                  <label htmlFor={`reason-${l.id}`} className="block text-sm font-semibold">
                    Reason for rejecting
                  </label>
                  <input
                    id={`reason-${l.id}`}
                    name="reason"
                    className={`${inputClass} w-72`}
                    placeholder="e.g. Photos do not show the car"
                  />
                </div>
                <button
                  name="intent"
                  value="reject"
                  className="rounded-md border border-red-300 px-4 py-2 font-semibold text-red-800 hover:bg-red-50"
                >
                  Reject
                </button>
              </Form>
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
            defaultValue={q}
            placeholder="Title or listing id"
            className={`${inputClass} mt-0 max-w-sm`}
          />
          <button className="rounded-md bg-slate-900 px-4 py-2 font-semibold text-white">
            Find
          </button>
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
              <Form method="post" className="ml-auto flex items-end gap-2">
                <input type="hidden" name="listingId" value={l.id} />
                <label htmlFor={`flag-${l.id}`} className="sr-only">
                  Reason for flagging {l.title}
                </label>
                <input
                  id={`flag-${l.id}`}
                  name="reason"
                  placeholder="Reason"
                  className={`${inputClass} mt-0 w-56`}
                />
                <button
                  name="intent"
                  value="flag"
                  className="rounded-md border border-red-300 px-3 py-2 font-semibold text-red-800"
                >
                  Flag
                </button>
              </Form>
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
              {d.actorFirst ?? "?"} {d.actorLast ?? ""} · {formatDate(d.createdAt)} ·{" "}
              <a href={`/car/${d.entityId}`}>listing {d.entityId.slice(0, 8)}</a>
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
