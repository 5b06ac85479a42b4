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
import { Form, Link, redirect, useNavigation, href } from "react-router";
import { z } from "zod";
import { PaymentsOffNotice } from "~/components/billing/payments-off";
import { FormAlert } from "~/components/form-parts/alerts";
import { Button, ButtonLink } from "~/components/form-parts/button";
import { ErrorList } from "~/components/form-parts/field";
import { BoostPaymentSchema } from "~/lib/billing/billing-schema";
import { PAYMENT_METHODS, type PaymentMethod } from "~/lib/vocabulary/domain-billing";
import { fieldErrorsOf, formErrorsOf, typedOf } from "~/lib/forms/form-answer";
import {
  BOOST_IDS,
  BOOST_MONTHLY_CAP,
  BOOSTS,
  boostPrice,
  lagosMonth,
  planOf,
  type BoostId,
} from "~/lib/billing/plans";
import { SITE } from "~/lib/format/site";
import { boostSpendThisMonth, startBoostPayment } from "~/models/billing/payments.server";
import { listOwnListings } from "~/models/selling/selling.server";
import { handleForm } from "~/request/forms.server";
import { requireUser } from "~/request/session.server";
import { paymentsAvailable } from "~/services/payments.server";
import type { Route } from "./+types/boost";
import type { I18nHandle } from "~/i18n/namespaces";
import { msg } from "~/i18n/messages";
import { metaTranslator, useFormat, useLocalePath, useT, type Viewer } from "~/i18n/react";
import { Price } from "~/components/price";
import { planName } from "~/components/billing/plan-text";

/**
 * Its words are `sell`'s (`sell.boost.*`); form errors are `forms` keys; the plan's name and the
 * payments-off notice are `billing`'s (docs/decisions/023-languages.md).
 */
export const handle = { i18n: ["sell", "forms", "billing"] } satisfies I18nHandle;

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
    plan: plan.id,
    listings,
    boosts: BOOST_IDS.map((id) => ({ ...BOOSTS[id], price: boostPrice(BOOSTS[id], plan.id) })),
    spent,
    cap: BOOST_MONTHLY_CAP,
    month: lagosMonth().label,
    // Mid-month: the month in the reader's language and any time zone.
    monthDate: new Date(lagosMonth().start.getTime() + 14 * 86_400_000).toISOString(),
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
        invalid: msg("sell.boost.invalid"),
      },
    },
    async ({ value }) => {
      const { authorizationUrl } = await startBoostPayment(user, value);
      return redirect(authorizationUrl);
    },
  );
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((m) => m?.id === "root")?.data as { viewer?: Viewer } | undefined;
  return [{ title: metaTranslator(root?.viewer)("sell.boost.meta.title", { site: SITE.name }) }];
};

const card = "rounded-xl border border-slate-200 bg-white p-5";
const choice =
  "flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600";
const radio = "accent-brand-600 mt-1 h-4 w-4 shrink-0";

export default function BoostPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const l = useLocalePath();
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <Link
        to={l(`${href("/:lang?/sell")}?tab=listings`)}
        className="text-brand-700 text-sm font-semibold hover:underline"
      >
        {t("sell.boost.back")}
      </Link>
      <h1 className="mt-3 text-2xl font-bold">{t("sell.boost.heading")}</h1>
      {loaderData.kind === "buyer" ? (
        <section className={`${card} mt-6`}>
          <h2 className="text-lg font-semibold">{t("sell.boost.buyer.heading")}</h2>
          <p className="mt-1 text-slate-700">{t("sell.boost.buyer.body")}</p>
          <ButtonLink to={l(href("/:lang?/sell"))} className="mt-4 inline-block">
            {t("sell.boost.buyer.start")}
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
  const t = useT();
  const f = useFormat();
  const l = useLocalePath();
  const facts = (b: SellerPage["boosts"][number]) =>
    t("sell.boost.days", { count: b.days, uplift: b.upliftPercent });
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
        <PaymentsOffNotice text={t("billing.paymentsOff")} />
        <h2 id="packages-heading" className="text-lg font-semibold">
          {t("sell.boost.packages")}
        </h2>
        <ul className="grid gap-2 sm:grid-cols-2">
          {page.boosts.map((b) => (
            <li key={b.id} className={card}>
              <span className="block font-semibold">{t(`sell.boost.name.${b.id}`)}</span>
              <span className="block text-lg font-bold">{f.naira(b.price)}</span>
              <span className="block text-sm text-slate-700">{facts(b)}</span>
              <span className="block text-sm text-slate-700">
                {t(`sell.boost.description.${b.id}`)}
              </span>
            </li>
          ))}
        </ul>
      </section>
    );
  }

  if (!page.listings.length) {
    return (
      <section className={`${card} mt-6`}>
        <h2 className="text-lg font-semibold">{t("sell.boost.none.heading")}</h2>
        <p className="mt-1 text-slate-700">{t("sell.boost.none.body")}</p>
        <ButtonLink to={l(href("/:lang?/sell"))} className="mt-4 inline-block">
          {t("sell.boost.none.list")}
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
      <p className="text-slate-700">{t("sell.boost.intro", { plan: planName(t, page.plan) })}</p>
      <FormAlert errors={formErrorsOf(result)} />
      {page.notLive && !result && <FormAlert errors={[t("sell.boost.notLive")]} />}

      <div className={`${card} text-sm`}>
        <p>
          <strong>
            {t("sell.boost.spent", { spent: f.naira(page.spent), cap: f.naira(page.cap) })}
          </strong>{" "}
          {t("sell.boost.spentRest", { month: f.monthYear(page.monthDate), left: f.naira(left) })}
        </p>
        <div className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
          <div
            className="bg-brand-600 h-full"
            style={{ width: `${Math.min(100, (page.spent / page.cap) * 100)}%` }}
          />
        </div>
      </div>

      <fieldset className={card} aria-describedby={errors.listingId ? "listing-error" : undefined}>
        <legend className="px-1 font-semibold">{t("sell.boost.listing")}</legend>
        <div className="mt-1 space-y-2">
          {page.listings.map((row) => (
            <label key={row.id} className={choice}>
              <input
                type="radio"
                name="listingId"
                value={row.id}
                defaultChecked={chosen.listingId === row.id}
                required
                className={radio}
              />
              <span>
                <span className="block font-semibold">{row.title}</span>
                <span className="block text-sm text-slate-700">
                  <Price amount={row.price} />
                  {row.featuredUntil && (
                    <> · {t("sell.boost.featuredUntil", { date: f.date(row.featuredUntil) })}</>
                  )}
                </span>
              </span>
            </label>
          ))}
        </div>
        <ErrorList id="listing-error" errors={errors.listingId} />
      </fieldset>

      <fieldset className={card} aria-describedby={errors.boost ? "boost-error" : undefined}>
        <legend className="px-1 font-semibold">{t("sell.boost.package")}</legend>
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
                <span className="block font-semibold">{t(`sell.boost.name.${b.id}`)}</span>
                <span className="block text-lg font-bold">{f.naira(b.price)}</span>
                <span className="block text-sm text-slate-700">{facts(b)}</span>
                <span className="block text-sm text-slate-700">
                  {t(`sell.boost.description.${b.id}`)}
                </span>
                {b.price > left && (
                  <span className="block text-sm font-semibold text-orange-800">
                    {t("sell.boost.overLimit")}
                  </span>
                )}
              </span>
            </label>
          ))}
        </div>
        <ErrorList id="boost-error" errors={errors.boost} />
      </fieldset>

      <fieldset className={card} aria-describedby={errors.method ? "method-error" : undefined}>
        <legend className="px-1 font-semibold">{t("sell.boost.method")}</legend>
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
              {t(`sell.boost.methodName.${m}`)}
            </label>
          ))}
        </div>
        <ErrorList id="method-error" errors={errors.method} />
        <p className="mt-3 text-sm text-slate-600">{t("sell.boost.secure", { site: SITE.name })}</p>
      </fieldset>

      <Button size="lg" block pending={busy} pendingText={t("sell.boost.processing")}>
        {hydrated && price !== undefined
          ? t("sell.boost.pay", { amount: f.naira(price) })
          : t("sell.boost.continue")}
      </Button>
    </Form>
  );
}
