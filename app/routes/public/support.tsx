/** Help and support: how to reach MotorMart (SITE's phone, e-mail, address) and short answers to common questions. */
import { SITE } from "~/lib/site";
import { sharedPageHeaders } from "~/request/cache-control";

/** Anonymous visitors share this page: a CDN may keep it (app/request/cache-control.ts). */
export const headers = sharedPageHeaders;

export const meta = () => [
  { title: `Help and Support | ${SITE.name}` },
  {
    name: "description",
    content: `Contact ${SITE.name} support by phone or e-mail, and find answers about passwords, sellers, listings and your account.`,
  },
];

const textClass = "mt-3 leading-relaxed text-slate-800";
const linkClass = "text-brand-700 hover:text-brand-800 underline";

export default function Support() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">Help and support</h1>
      <p className={textClass}>
        Have a question about buying or selling on {SITE.name}? The answers below cover the most
        common ones. If yours is not there, contact us.
      </p>

      <section aria-labelledby="contact-heading" className="mt-8">
        <h2 id="contact-heading" className="text-xl font-semibold">
          Contact us
        </h2>
        <address className="mt-3 space-y-2 leading-relaxed text-slate-800 not-italic">
          <p>
            Phone:{" "}
            <a href={SITE.supportPhoneHref} className={linkClass}>
              {SITE.supportPhone}
            </a>
          </p>
          <p>
            E-mail:{" "}
            <a href={`mailto:${SITE.supportEmail}`} className={linkClass}>
              {SITE.supportEmail}
            </a>
          </p>
          <p>Address: {SITE.address}</p>
        </address>
        <p className={textClass}>
          When you write about a car, include the link to its page. {SITE.name} staff will never ask
          for your password or a one-time password.
        </p>
      </section>

      <section aria-labelledby="faq-heading" className="mt-8">
        <h2 id="faq-heading" className="text-xl font-semibold">
          Frequently asked questions
        </h2>

        <h3 className="mt-5 text-lg font-semibold">I have forgotten my password</h3>
        <p className={textClass}>
          <a href="/forgot-password" className={linkClass}>
            Reset your password
          </a>{" "}
          by entering the e-mail address you registered with. If it belongs to an account, we e-mail
          you a link to choose a new password. The link works once and expires after one hour; if it
          does not arrive, check your spam or junk folder, or ask for a new one.
        </p>

        <h3 className="mt-5 text-lg font-semibold">How do I contact a seller?</h3>
        <p className={textClass}>
          Open the car's page. The seller card shows the seller's name, rating and reviews, and,
          where the seller has shared a phone number, a Call Seller button that rings them. View
          Seller Profile shows their other cars and contact details. Before you pay for anything,
          read our{" "}
          <a href="/safety" className={linkClass}>
            safety tips
          </a>
          .
        </p>

        <h3 className="mt-5 text-lg font-semibold">How do I report a listing?</h3>
        <p className={textClass}>
          E-mail{" "}
          <a href={`mailto:${SITE.supportEmail}`} className={linkClass}>
            {SITE.supportEmail}
          </a>{" "}
          with the link to the car's page and what is wrong: for example a price that is too good to
          be true, photos copied from elsewhere, or a seller asking for money before a viewing. Our
          staff check every report and can hide or remove the listing and suspend the seller.
        </p>

        <h3 className="mt-5 text-lg font-semibold">How long before my listing goes live?</h3>
        <p className={textClass}>
          Our staff review every new listing before it appears on the site, and we aim to do so
          within 24 hours. If we cannot approve it, we tell you why so you can fix it. Changing the
          make, model or year of a live listing sends it back for review; changing its price or
          photos does not.
        </p>

        <h3 className="mt-5 text-lg font-semibold">How do I delete my account?</h3>
        <p className={textClass}>
          E-mail{" "}
          <a href={`mailto:${SITE.supportEmail}`} className={linkClass}>
            {SITE.supportEmail}
          </a>{" "}
          from the address you registered with and ask us to delete your account. Our{" "}
          <a href="/privacy" className={linkClass}>
            Privacy Policy
          </a>{" "}
          explains what we delete and what the law requires us to keep.
        </p>

        <h3 className="mt-5 text-lg font-semibold">Does {SITE.name} take payment for cars?</h3>
        <p className={textClass}>
          No. The sale is between the buyer and the seller; we only take payment for sellers' plans
          and boosts. Anyone who asks you to pay for a car through a &quot;{SITE.name} agent&quot;
          or an escrow service is not from us.
        </p>
      </section>

      <section aria-labelledby="more-heading" className="mt-8">
        <h2 id="more-heading" className="text-xl font-semibold">
          More information
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed text-slate-800">
          <li>
            <a href="/how-it-works" className={linkClass}>
              How buying and selling on {SITE.name} works
            </a>
          </li>
          <li>
            <a href="/safety" className={linkClass}>
              Safety tips for buyers and sellers
            </a>
          </li>
          <li>
            <a href="/terms" className={linkClass}>
              Terms of Service
            </a>
          </li>
          <li>
            <a href="/privacy" className={linkClass}>
              Privacy Policy
            </a>
          </li>
          <li>
            <a href="/cookies" className={linkClass}>
              Cookie Policy
            </a>
          </li>
        </ul>
      </section>
    </main>
  );
}
