/**
 * `/boost`: buying a boost for one of the seller's own live listings
 * (docs/product.md#plans-and-boosts; docs/decisions/010-payments.md).
 *
 * GET `?listing=<id>&boost=<featured|top|premium|mega>` preselects the choices (My Listings'
 * Boost links, the subscription page's Add Boost). The page lists the seller's ACTIVE listings,
 * the four packages at the price for the seller's plan (boostPrice: premium subscribers pay the
 * premium price, everyone else the basic price), the month's boost spend against
 * BOOST_MONTHLY_CAP (Lagos calendar month, pending payments included) and the payment methods.
 *
 * The action validates with BoostPaymentSchema and calls startBoostPayment, which prices on the
 * server, checks ownership, status and the cap, and opens the provider's checkout; the page then
 * redirects there. A DomainError (over the cap 400, not a seller 403, someone else's listing
 * 404, not live 409, provider down 502, payments off 503) is shown with the choices kept.
 * Plain radio groups and a form post: it all works without JavaScript. With payments switched
 * off (no provider) the page says so and lists the packages without a form.
 */
import { useEffect, useState } from "react";
import { Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { PaymentsOffNotice } from "~/components/billing/payments-off";
import { FormAlert } from "~/components/form-parts/alerts";
import { Button, ButtonLink } from "~/components/form-parts/button";
import { ErrorList } from "~/components/form-parts/field";
import { BoostPaymentSchema } from "~/lib/billing-schema";
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from "~/lib/domain-billing";
import { fieldErrorsOf, formErrorsOf, typedOf } from "~/lib/form-answer";
import { formatDate, formatNaira } from "~/lib/format";
import {
  BOOST_IDS,
  BOOST_MONTHLY_CAP,
  BOOSTS,
  boostPrice,
  lagosMonth,
  planOf,
  type BoostId,
} from "~/lib/plans";
import { SITE } from "~/lib/site";
import { boostSpendThisMonth, startBoostPayment } from "~/models/billing/payments.server";
import { listOwnListings } from "~/models/listings/selling.server";
import { handleForm } from "~/request/forms.server";
import { requireUser } from "~/request/session.server";
import { paymentsAvailable } from "~/services/payments.server";
import type { Route } from "./+types/boost";
import { plural } from "~/lib/plural";

const DAY = { one: "day", other: "days" };

const isBoostId = (v: unknown): v is BoostId => BOOST_IDS.includes(v as BoostId);

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  if (user.accountType === "buyer") return { kind: "buyer" as const };
  const url = new URL(request.url);
  const plan = planOf(user.plan);
  const [own, spent] = await Promise.all([listOwnListings(user.id), boostSpendThisMonth(user.id)]);
  const listings = own
    .filter((l) => l.status === "active")
    .map((l) => ({
      id: l.id,
      title: l.title,
      price: l.price,
      featuredUntil: l.featuredUntil && l.featuredUntil > new Date() ? l.featuredUntil : null,
    }));
  const asked = url.searchParams.get("listing");
  const askedBoost = url.searchParams.get("boost");
  return {
    kind: "seller" as const,
    paymentsOn: paymentsAvailable(),
    planName: plan.name,
    listings,
    boosts: BOOST_IDS.map((id) => ({ ...BOOSTS[id], price: boostPrice(BOOSTS[id], plan.id) })),
    spent,
    cap: BOOST_MONTHLY_CAP,
    month: lagosMonth().label,
    chosen: {
      listingId: listings.some((l) => l.id === asked)
        ? asked
        : listings.length === 1
          ? listings[0]!.id
          : null,
      boost: isBoostId(askedBoost) ? askedBoost : null,
      method: "card" as PaymentMethod,
    },
    // A Boost link for a listing that is no longer live (sold, expired...): say why it is not
    // among the choices instead of silently dropping it.
    notLive: !!asked && !listings.some((l) => l.id === asked),
  };
}

/** The boost form: the API's body, whose `purpose` the page does not send. */
const BoostFormSchema = BoostPaymentSchema.extend({
  purpose: z.literal("boost").default("boost"),
});

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  return handleForm(
    request,
    {
      form: {
        schema: BoostFormSchema,
        invalid: "Choose a listing, a boost package and a payment method.",
      },
    },
    async ({ value }) => {
      const { authorizationUrl } = await startBoostPayment(user, value);
      return redirect(authorizationUrl);
    },
  );
}

export const meta: Route.MetaFunction = () => [{ title: `Boost a listing | ${SITE.name}` }];

const card = "rounded-xl border border-slate-200 bg-white p-5";
const choice =
  "flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600";
const radio = "accent-brand-600 mt-1 h-4 w-4 shrink-0";

export default function BoostPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <Link
        to="/sell?tab=listings"
        className="text-brand-700 text-sm font-semibold hover:underline"
      >
        ← Back to My Listings
      </Link>
      <h1 className="mt-3 text-2xl font-bold">Boost a listing</h1>
      {loaderData.kind === "buyer" ? (
        <section className={`${card} mt-6`}>
          <h2 className="text-lg font-semibold">Boosts are for sellers</h2>
          <p className="mt-1 text-slate-700">
            A boost puts a seller&apos;s car first in browse with the Featured badge. Your account
            is set up for buying; switch it to buying and selling to list and boost a car.
          </p>
          <ButtonLink to="/sell" className="mt-4 inline-block">
            Start selling
          </ButtonLink>
        </section>
      ) : (
        <BoostForm page={loaderData} result={actionData} />
      )}
    </main>
  );
}

type SellerPage = Extract<Route.ComponentProps["loaderData"], { kind: "seller" }>;
type Result = Route.ComponentProps["actionData"];

function BoostForm({ page, result }: { page: SellerPage; result: Result }) {
  const busy = useNavigation().state === "submitting";
  const errors = {
    listingId: fieldErrorsOf(result, "listingId"),
    boost: fieldErrorsOf(result, "boost"),
    method: fieldErrorsOf(result, "method"),
  };
  const chosen = {
    listingId: typedOf(result, "listingId") || page.chosen.listingId,
    boost: typedOf(result, "boost") || page.chosen.boost,
    method: typedOf(result, "method") || page.chosen.method,
  };
  // With JavaScript the button names the amount of the package chosen; without it the label
  // cannot follow the radios, so it stays "Continue to payment" (the checkout shows the amount).
  const [hydrated, setHydrated] = useState(false);
  const [boost, setBoost] = useState(chosen.boost);
  useEffect(() => setHydrated(true), []);
  const price = page.boosts.find((b) => b.id === boost)?.price;
  const left = Math.max(0, page.cap - page.spent);

  if (!page.paymentsOn) {
    return (
      <section aria-labelledby="packages-heading" className="mt-6 space-y-4">
        <PaymentsOffNotice />
        <h2 id="packages-heading" className="text-lg font-semibold">
          Boost packages
        </h2>
        <ul className="grid gap-2 sm:grid-cols-2">
          {page.boosts.map((b) => (
            <li key={b.id} className={card}>
              <span className="block font-semibold">{b.name}</span>
              <span className="block text-lg font-bold">{formatNaira(b.price)}</span>
              <span className="block text-sm text-slate-700">
                {plural(b.days, DAY)} · +{b.upliftPercent}% visibility
              </span>
              <span className="block text-sm text-slate-700">{b.description}</span>
            </li>
          ))}
        </ul>
      </section>
    );
  }

  if (!page.listings.length) {
    return (
      <section className={`${card} mt-6`}>
        <h2 className="text-lg font-semibold">You have no live listing to boost</h2>
        <p className="mt-1 text-slate-700">
          A boost can be bought for a listing once it has been approved and is live. Listings
          waiting for review, sold or expired cannot be boosted.
        </p>
        <ButtonLink to="/sell" className="mt-4 inline-block">
          List a car
        </ButtonLink>
      </section>
    );
  }

  return (
    <Form
      method="post"
      className="mt-6 space-y-6"
      onChange={(e) => {
        // The change bubbles from the radio that was picked.
        const { name, value } = e.target as unknown as HTMLInputElement;
        if (name === "boost" && isBoostId(value)) setBoost(value);
      }}
    >
      <p className="text-slate-700">
        Your car goes first in browse with the Featured badge for the days of the package. Prices
        are for the {page.planName} plan.
      </p>
      <FormAlert errors={formErrorsOf(result)} />
      {page.notLive && !result && (
        <FormAlert errors={["Only a live (approved) listing can be boosted. Choose one below."]} />
      )}

      <div className={`${card} text-sm`}>
        <p>
          <strong>
            {formatNaira(page.spent)} of {formatNaira(page.cap)}
          </strong>{" "}
          used this month ({page.month}). {formatNaira(left)} left for boosts.
        </p>
        <div className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
          <div
            className="bg-brand-600 h-full"
            style={{ width: `${Math.min(100, (page.spent / page.cap) * 100)}%` }}
          />
        </div>
      </div>

      <fieldset className={card} aria-describedby={errors.listingId ? "listing-error" : undefined}>
        <legend className="px-1 font-semibold">Listing</legend>
        <div className="mt-1 space-y-2">
          {page.listings.map((l) => (
            <label key={l.id} className={choice}>
              <input
                type="radio"
                name="listingId"
                value={l.id}
                defaultChecked={chosen.listingId === l.id}
                required
                className={radio}
              />
              <span>
                <span className="block font-semibold">{l.title}</span>
                <span className="block text-sm text-slate-700">
                  {formatNaira(l.price)}
                  {l.featuredUntil && <> · Featured until {formatDate(l.featuredUntil)}</>}
                </span>
              </span>
            </label>
          ))}
        </div>
        <ErrorList id="listing-error" errors={errors.listingId} />
      </fieldset>

      <fieldset className={card} aria-describedby={errors.boost ? "boost-error" : undefined}>
        <legend className="px-1 font-semibold">Boost package</legend>
        <div className="mt-1 grid gap-2 sm:grid-cols-2">
          {page.boosts.map((b) => (
            <label key={b.id} className={choice}>
              <input
                type="radio"
                name="boost"
                value={b.id}
                defaultChecked={chosen.boost === b.id}
                required
                className={radio}
              />
              <span>
                <span className="block font-semibold">{b.name}</span>
                <span className="block text-lg font-bold">{formatNaira(b.price)}</span>
                <span className="block text-sm text-slate-700">
                  {plural(b.days, DAY)} · +{b.upliftPercent}% visibility
                </span>
                <span className="block text-sm text-slate-700">{b.description}</span>
                {b.price > left && (
                  <span className="block text-sm font-semibold text-orange-800">
                    More than what is left of this month&apos;s boost limit
                  </span>
                )}
              </span>
            </label>
          ))}
        </div>
        <ErrorList id="boost-error" errors={errors.boost} />
      </fieldset>

      <fieldset className={card} aria-describedby={errors.method ? "method-error" : undefined}>
        <legend className="px-1 font-semibold">Payment method</legend>
        <div className="mt-1 space-y-2">
          {PAYMENT_METHODS.map((m) => (
            <label key={m} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="method"
                value={m}
                defaultChecked={chosen.method === m}
                className="accent-brand-600 h-4 w-4"
              />
              {PAYMENT_METHOD_LABELS[m]}
            </label>
          ))}
        </div>
        <ErrorList id="method-error" errors={errors.method} />
        <p className="mt-3 text-sm text-slate-600">
          You pay on the payment provider&apos;s secure page; card details are never typed into
          {` ${SITE.name}`}.
        </p>
      </fieldset>

      <Button size="lg" block pending={busy} pendingText="Processing...">
        {hydrated && price !== undefined ? `Pay ${formatNaira(price)}` : "Continue to payment"}
      </Button>
    </Form>
  );
}
