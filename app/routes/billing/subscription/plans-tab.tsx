/**
 * /subscription's Plans & Pricing tab (docs/product.md#subscription): Why Upgrade, with reasons
 * derived from the catalogue, and Boost Your Listings, the four boost packages at the price
 * for the viewer's plan, each with an Add Boost link to /boost (which asks which listing) while
 * payments are available.
 */
import { BoostCard } from "~/components/billing/boost-card";
import { listingsLabel } from "~/components/billing/plan-card";
import { ButtonLink } from "~/components/form-parts/button";
import { formatNaira } from "~/lib/format";
import { BOOST_IDS, BOOST_MONTHLY_CAP, BOOSTS, PLANS, type PlanId } from "~/lib/plans";
import { plural } from "~/lib/plural";

const PHOTO = { one: "photo", other: "photos" };

/** Reasons to upgrade, each one a figure of the catalogue. */
function reasons(): { title: string; text: string }[] {
  const { free, basic, premium } = PLANS;
  return [
    {
      title: "List more cars",
      text: `Free gives ${listingsLabel(free).toLowerCase()}; Basic ${listingsLabel(basic).toLowerCase()}; Premium ${listingsLabel(premium).toLowerCase()}.`,
    },
    {
      title: "Show every angle",
      text: `Up to ${plural(basic.photosPerListing, PHOTO)} per listing on Basic and ${premium.photosPerListing} on Premium, against ${free.photosPerListing} on Free.`,
    },
    {
      title: "Know what works",
      text: "Paid plans see views, saves and inquiries per day for each listing.",
    },
    {
      title: "Stand out",
      text: "A plan badge on your listings, photo enhancement, and on Premium cheaper boosts and read receipts.",
    },
  ];
}

export function PlansTab({ plan, paymentsOn }: { plan: PlanId; paymentsOn: boolean }) {
  return (
    <div className="space-y-8">
      <section aria-labelledby="why-upgrade">
        <h2 id="why-upgrade" className="text-xl font-bold">
          Why Upgrade
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {reasons().map((r) => (
            <li key={r.title} className="rounded-xl border border-slate-200 bg-white p-4">
              <p className="font-semibold">{r.title}</p>
              <p className="mt-1 text-sm text-slate-700">{r.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="boosts">
        <h2 id="boosts" className="text-xl font-bold">
          Boost Your Listings
        </h2>
        <p className="mt-1 text-slate-700">
          A boosted listing ranks first in browse with the Featured badge until the boost ends.
          Prices are for your {PLANS[plan].name} plan
          {plan === "premium" ? "" : "; Premium subscribers pay less"}. Boost spend is capped at{" "}
          {formatNaira(BOOST_MONTHLY_CAP)} a month.
        </p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {BOOST_IDS.map((id) => (
            <BoostCard key={id} boost={BOOSTS[id]} plan={plan}>
              {paymentsOn && (
                <ButtonLink
                  to={`/boost?boost=${id}`}
                  size="compact"
                  className="block text-center"
                  aria-label={`Add Boost: ${BOOSTS[id].name}`}
                >
                  Add Boost
                </ButtonLink>
              )}
            </BoostCard>
          ))}
        </div>
      </section>
    </div>
  );
}
