/**
 * Safety tips for buyers and sellers in Nigeria: the five tips of the car page's safety card
 * (docs/product.md#car-detail) expanded, plus how to report a suspicious listing.
 */
import { SITE } from "~/lib/site";
import { sharedPageHeaders } from "~/request/cache-control";

/** Anonymous visitors share this page: a CDN may keep it (app/request/cache-control.ts). */
export const headers = sharedPageHeaders;

export const meta = () => [
  { title: `Safety Tips | ${SITE.name}` },
  {
    name: "description",
    content: `How to buy and sell a car safely in Nigeria: inspect in person, check the papers, meet in public, never pay before you see the car, and pay securely.`,
  },
];

const TIPS: { id: string; title: string; points: string[] }[] = [
  {
    id: "inspect",
    title: "1. Inspect the car in person",
    points: [
      "See the car yourself, in daylight and in dry weather if you can: rain and dusk hide dents, mismatched paint and rust.",
      "Bring a mechanic you trust, not one the seller introduces. Ask for a computer diagnosis (an OBD scan) to read stored fault codes.",
      "Start the engine from cold, and take a test drive on both smooth and rough roads: listen for knocks, feel how the gears change, and test the brakes, steering and air conditioning.",
      "For imported (tokunbo) cars, look for signs of flood damage: a musty smell, damp or new carpets, silt or rust under the seats and in the boot. Ask whether the car was ever in an accident or flood abroad.",
      "Be wary of a mileage that looks low for the car's age and wear: odometers can be wound back.",
    ],
  },
  {
    id: "verify",
    title: "2. Verify the seller's identity and the car's documents",
    points: [
      "Ask to see the seller's valid ID (NIN slip or card, international passport, driver's licence or voter's card) and check that the name matches the car's papers. A dealer should also be able to show their business registration.",
      "For a car already registered in Nigeria, check the proof of ownership certificate, vehicle licence, roadworthiness certificate, insurance certificate and the original purchase receipt.",
      "For a tokunbo car, check the customs papers showing that import duty was paid. A car with unpaid or forged duty papers can be seized, even after you have bought it. You can ask the Nigeria Customs Service to confirm the papers.",
      "Match the VIN (chassis number) on the car, usually at the base of the windscreen and on the driver's door pillar, against every document. Numbers that are missing, scratched or do not match are a reason to walk away.",
      "If in doubt, confirm the registration with the state's motor licensing office, and ask the police whether the car has been reported stolen.",
      "On MotorMart, the Verified badge means the seller confirmed their e-mail and phone, and our staff checked their identity document and proof of address. It is a good sign, but it is not a guarantee of any car: still check the papers yourself.",
    ],
  },
  {
    id: "meet",
    title: "3. Meet in a safe public place",
    points: [
      "Meet during the day somewhere busy, such as a bank car park or a well-known filling station, never in a remote or unfamiliar place.",
      "Take a friend or family member along, and tell someone else where you are going and whom you are meeting.",
      "Do not carry large amounts of cash to a viewing.",
    ],
  },
  {
    id: "no-money",
    title: "4. Do not send money before you have seen the car",
    points: [
      'Never pay a deposit "to hold the car" for a car you have not inspected.',
      'A common trick: a car is advertised cheaply and said to be at the port, in another state or with an "agent", and you are asked to pay clearing, shipping or delivery fees first. Do not pay.',
      `${SITE.name} has no escrow service and no agents, and never collects money for a car. Anyone who says they hold your payment for ${SITE.name}, or asks you to pay through a "${SITE.name} agent" or an escrow website, is a fraudster.`,
      "A price far below what similar cars sell for is a warning sign, however good the story.",
    ],
  },
  {
    id: "payment",
    title: "5. Use a secure, traceable payment",
    points: [
      "Pay when you receive the car, its keys and all the original documents, not before. A bank transfer, ideally made together at the bank, leaves a record; cash does not, and is dangerous to carry.",
      "Pay into an account in the name shown on the car's papers, not into a third party's account.",
      "Write a simple sale agreement in two copies: both parties' names, addresses and ID numbers, the car's make, model, VIN and plate number, the price and the date, signed by both of you and a witness. Keep the receipt.",
      "After buying, change the ownership into your name at the state's licensing office promptly.",
    ],
  },
];

const SELLER_TIPS = [
  "Before you hand over the car, keys or papers, confirm the money has arrived in your own banking app or with your bank. Credit alert text messages and payment screenshots can be faked.",
  "Go along on every test drive. Ask to see the buyer's driver's licence first and keep a photo of it.",
  'Be wary of a buyer who "accidentally" pays too much and asks you to send back the difference.',
  "Never share your bank PIN, one-time passwords (OTPs) or internet banking details: nobody needs them to pay you.",
];

const ACCOUNT_TIPS = [
  `${SITE.name} staff will never ask for your password or a one-time password. Sign in only on the ${SITE.name} website.`,
  "Use a password you do not use anywhere else.",
];

const listClass = "mt-3 list-disc space-y-2 pl-5 leading-relaxed text-slate-800";
const linkClass = "text-brand-700 hover:text-brand-800 underline";

export default function Safety() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">Safety tips</h1>
      <p className="mt-3 leading-relaxed text-slate-800">
        {SITE.name} connects people who want to buy cars with dealers and private sellers across
        Nigeria. The sale itself is between the buyer and the seller, so a few simple habits go a
        long way. Follow these five rules on every deal:
      </p>
      <ol className="mt-3 list-decimal space-y-1 pl-5 text-slate-800">
        {TIPS.map((t) => (
          <li key={t.id}>
            <a href={`#${t.id}`} className={linkClass}>
              {t.title.replace(/^\d+\.\s*/, "")}
            </a>
          </li>
        ))}
      </ol>

      {TIPS.map((t) => (
        <section key={t.id} id={t.id} aria-labelledby={`${t.id}-heading`} className="mt-8">
          <h2 id={`${t.id}-heading`} className="text-xl font-semibold">
            {t.title}
          </h2>
          <ul className={listClass}>
            {t.points.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </section>
      ))}

      <section aria-labelledby="sellers-heading" className="mt-8">
        <h2 id="sellers-heading" className="text-xl font-semibold">
          Extra tips for sellers
        </h2>
        <ul className={listClass}>
          {SELLER_TIPS.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="account-heading" className="mt-8">
        <h2 id="account-heading" className="text-xl font-semibold">
          Protect your account
        </h2>
        <ul className={listClass}>
          {ACCOUNT_TIPS.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="report-heading" className="mt-8">
        <h2 id="report-heading" className="text-xl font-semibold">
          Report a suspicious listing or user
        </h2>
        <p className="mt-3 leading-relaxed text-slate-800">
          If a listing looks wrong (a price that is too good to be true, photos copied from
          elsewhere, a seller asking for a deposit or fees before a viewing), stop dealing with the
          seller and e-mail{" "}
          <a href={`mailto:${SITE.supportEmail}`} className={linkClass}>
            {SITE.supportEmail}
          </a>{" "}
          with the link to the car's page and what happened. Our staff review every report: they can
          hide a listing from search while they check it, remove it, and suspend the seller's
          account.
        </p>
        <p className="mt-3 leading-relaxed text-slate-800">
          If you have sent money to a fraudster, call your bank at once, then report it to the
          police. If you are in danger, call 112, Nigeria's emergency number.
        </p>
        <p className="mt-3 leading-relaxed text-slate-800">
          Read more in{" "}
          <a href="/how-it-works" className={linkClass}>
            how {SITE.name} works
          </a>{" "}
          and our{" "}
          <a href="/terms" className={linkClass}>
            Terms of Service
          </a>
          , or{" "}
          <a href="/support" className={linkClass}>
            contact support
          </a>
          .
        </p>
      </section>
    </main>
  );
}
