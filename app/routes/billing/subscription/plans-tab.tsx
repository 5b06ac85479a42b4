/**
 * /subscription's Plans & Pricing tab (docs/product.md#subscription): Why Upgrade, with reasons
 * derived from the catalogue, and Boost Your Listings, the four boost packages at the price
 * for the viewer's plan, each with an Add Boost link to /boost (which asks which listing) while
 * payments are available.
 */
import { href } from "react-router";
import { BoostCard } from "~/components/billing/boost-card";
import { listingsText, planName, type Translate } from "~/components/billing/plan-text";
import { ButtonLink } from "~/components/form-parts/button";
import { useFormat, useLocalePath, useT } from "~/i18n/react";
import { BOOST_IDS, BOOST_MONTHLY_CAP, PLANS, type PlanId, BOOSTS } from "~/lib/billing/plans";

/** Reasons to upgrade, each one a figure of the catalogue. */
function reasons(t: Translate): { title: string; text: string }[] {
  const { free, basic, premium } = PLANS;
  return [
    {
      title: t("billing.why.listings.title"),
      text: t("billing.why.listings.text", {
        free: listingsText(t, free, true),
        basic: listingsText(t, basic, true),
        premium: listingsText(t, premium, true),
      }),
    },
    {
      title: t("billing.why.photos.title"),
      text: t("billing.why.photos.text", {
        basic: basic.photosPerListing,
        premium: premium.photosPerListing,
        free: free.photosPerListing,
      }),
    },
    { title: t("billing.why.analytics.title"), text: t("billing.why.analytics.text") },
    { title: t("billing.why.standOut.title"), text: t("billing.why.standOut.text") },
  ];
}

export function PlansTab({ plan, paymentsOn }: { plan: PlanId; paymentsOn: boolean }) {
  const t = useT();
  const f = useFormat();
  const l = useLocalePath();
  return (
    <div className="space-y-8">
      <section aria-labelledby="why-upgrade">
        <h2 id="why-upgrade" className="text-xl font-bold">
          {t("billing.why.heading")}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {reasons(t).map((r) => (
            <li key={r.title} className="rounded-xl border border-slate-200 bg-white p-4">
              <p className="font-semibold">{r.title}</p>
              <p className="mt-1 text-sm text-slate-700">{r.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="boosts">
        <h2 id="boosts" className="text-xl font-bold">
          {t("billing.boosts.heading")}
        </h2>
        <p className="mt-1 text-slate-700">
          {t("billing.boosts.intro", {
            plan: planName(t, plan),
            premium: plan === "premium" ? "yes" : "no",
            cap: f.naira(BOOST_MONTHLY_CAP),
          })}
        </p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {BOOST_IDS.map((id) => (
            <BoostCard key={id} boost={BOOSTS[id]} plan={plan}>
              {paymentsOn && (
                <ButtonLink
                  to={l(`${href("/:lang?/boost")}?boost=${id}`)}
                  size="compact"
                  className="block text-center"
                  aria-label={t("billing.boosts.addLabel", {
                    name: t(`billing.boost.${id}.name` as const),
                  })}
                >
                  {t("billing.boosts.add")}
                </ButtonLink>
              )}
            </BoostCard>
          ))}
        </div>
      </section>
    </div>
  );
}
