/**
 * How buying and selling on MotorMart works: finding and contacting sellers, the listing
 * review and lifetime, plan limits, boosts, the Verified badge and reporting. It describes only
 * what the site does today.
 */
import { LISTING_LIFETIME_DAYS, PLANS } from "~/lib/plans";
import { SITE } from "~/lib/site";
import { plural } from "~/lib/plural";
import { sharedPageHeaders } from "~/request/cache-control";

/** Anonymous visitors share this page: a CDN may keep it (app/request/cache-control.ts). */
export const headers = sharedPageHeaders;

export const meta = () => [
  { title: `How It Works | ${SITE.name}` },
  {
    name: "description",
    content: `How to find, save and buy a car on ${SITE.name}, and how to list your own car for sale in Nigeria.`,
  },
];

const textClass = "mt-3 leading-relaxed text-slate-800";
const listClass = "mt-3 list-disc space-y-2 pl-5 leading-relaxed text-slate-800";
const linkClass = "text-brand-700 hover:text-brand-800 underline";

export default function HowItWorks() {
  const plans = Object.values(PLANS);
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">How {SITE.name} works</h1>
      <p className={textClass}>
        {SITE.name} is a marketplace where people in Nigeria buy and sell cars. Dealers and private
        sellers list their cars; buyers find them, contact the seller and arrange a viewing. The
        sale itself is between the buyer and the seller: we do not hold money for cars.
      </p>

      <section aria-labelledby="buying-heading" className="mt-8">
        <h2 id="buying-heading" className="text-xl font-semibold">
          Buying a car
        </h2>

        <h3 className="mt-5 text-lg font-semibold">Find a car</h3>
        <p className={textClass}>
          <a href="/browse" className={linkClass}>
            Browse all cars for sale
          </a>{" "}
          and narrow them down by make, model or any words in the search box, price, year, mileage,
          state, fuel, transmission and features, or show only cars from verified sellers. Cars come
          in three categories:
        </p>
        <ul className={listClass}>
          <li>
            <a href="/new-cars" className={linkClass}>
              Brand new
            </a>
            : cars that have not been used.
          </li>
          <li>
            <a href="/tokunbo" className={linkClass}>
              Tokunbo
            </a>{" "}
            (foreign used): cars used abroad and imported into Nigeria.
          </li>
          <li>
            <a href="/nigerian-used" className={linkClass}>
              Nigerian used
            </a>{" "}
            (local used): cars already used in Nigeria.
          </li>
        </ul>
        <p className={textClass}>
          Some used cars are also marked Certified Pre-owned. Every car page shows the price in
          naira, the car's details, photos and the seller's profile.
        </p>

        <h3 className="mt-5 text-lg font-semibold">Save the cars you like</h3>
        <p className={textClass}>
          Use the heart on a car to save it to your account, and find it again later under Saved
          cars. If you are not signed in yet, we ask you to sign in and then finish saving the car.
        </p>

        <h3 className="mt-5 text-lg font-semibold">Contact the seller</h3>
        <p className={textClass}>
          On a car's page, Call Seller rings the number the seller chose to show, and View Seller
          Profile shows who the seller is, their reviews and their other cars. Ask about the car's
          history and papers, then arrange to see it.
        </p>

        <h3 className="mt-5 text-lg font-semibold">Inspect, then pay</h3>
        <p className={textClass}>
          See the car and its documents in person, with a mechanic you trust, before any money
          changes hands. Our{" "}
          <a href="/safety" className={linkClass}>
            safety tips for buyers and sellers
          </a>{" "}
          explain what to check and how to pay safely.
        </p>
      </section>

      <section aria-labelledby="selling-heading" className="mt-8">
        <h2 id="selling-heading" className="text-xl font-semibold">
          Selling a car
        </h2>

        <h3 className="mt-5 text-lg font-semibold">List your car</h3>
        <p className={textClass}>
          Anyone can sell, whether an individual or a dealer.{" "}
          <a href="/register" className={linkClass}>
            Create an account
          </a>{" "}
          as a seller (or as both buyer and seller), then{" "}
          <a href="/sell" className={linkClass}>
            list your car for sale
          </a>
          : enter its details and price in naira, describe its condition honestly and add photos. We
          check that each photo really is an image and remove hidden location data from it.
        </p>

        <h3 className="mt-5 text-lg font-semibold">Our staff review it</h3>
        <p className={textClass}>
          Every new listing is reviewed by our staff before it goes live; we aim to do this within
          24 hours. If we cannot approve it, we tell you why. Changing the price or photos of a live
          listing keeps it live; changing the make, model or year sends it back for review.
        </p>

        <h3 className="mt-5 text-lg font-semibold">While it is live</h3>
        <p className={textClass}>
          Buyers call you on the number you chose to show. Mark the car as sold when it is gone. A
          listing stays up for {plural(LISTING_LIFETIME_DAYS, { one: "day", other: "days" })} and
          then expires unless you renew it.
        </p>
      </section>

      <section aria-labelledby="plans-heading" className="mt-8">
        <h2 id="plans-heading" className="text-xl font-semibold">
          Plans and boosts
        </h2>
        <p className={textClass}>
          Every account starts on the Free plan. A plan sets how many new listings you can publish
          each calendar month and how many photos each listing can have:
        </p>
        <div className="mt-4 overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm text-slate-800">
            <caption className="sr-only">{SITE.name} plans</caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Plan
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  New listings a month
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Photos per listing
                </th>
              </tr>
            </thead>
            <tbody>
              {plans.map((p) => (
                <tr key={p.id} className="border-b border-slate-200">
                  <th scope="row" className="py-2 pr-4 font-semibold">
                    {p.name}
                  </th>
                  <td className="py-2 pr-4">
                    {p.listingsPerMonth >= 999 ? "Unlimited" : p.listingsPerMonth}
                  </td>
                  <td className="py-2">{p.photosPerListing}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className={textClass}>
          A boost puts one listing in front of more buyers for a fixed time: boosted cars come first
          when results are in the default Relevance order, and carry the Featured badge until the
          boost ends.
        </p>
      </section>

      <section aria-labelledby="verification-heading" className="mt-8">
        <h2 id="verification-heading" className="text-xl font-semibold">
          Verification and the Verified badge
        </h2>
        <p className={textClass}>
          A Verified badge on a seller's profile and cars means the seller confirmed their e-mail
          address and phone number, and our staff checked their identity document and proof of
          address. Buyers can choose to see cars from verified sellers only.
        </p>
        <p className={textClass}>
          The Verified badge means we checked who the seller is and where they live. It is not a
          guarantee of any car, so buyers should still inspect the car and its papers.
        </p>
      </section>

      <section aria-labelledby="report-heading" className="mt-8">
        <h2 id="report-heading" className="text-xl font-semibold">
          Reporting a listing
        </h2>
        <p className={textClass}>
          If a listing or a user looks suspicious, e-mail{" "}
          <a href={`mailto:${SITE.supportEmail}`} className={linkClass}>
            {SITE.supportEmail}
          </a>{" "}
          with the link to the car's page and what happened. Reports go to our staff, who can hide a
          listing from search while they check it, then restore or remove it, and suspend accounts
          that break our{" "}
          <a href="/terms" className={linkClass}>
            Terms of Service
          </a>
          . A suspended user cannot sign in, and their listings leave the site.
        </p>
        <p className={textClass}>
          Need help with anything else?{" "}
          <a href="/support" className={linkClass}>
            Visit Help and Support
          </a>
          .
        </p>
      </section>
    </main>
  );
}
