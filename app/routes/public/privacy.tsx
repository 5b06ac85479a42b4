/** Privacy notice aware of the Nigeria Data Protection Act 2023 (and the NDPR it builds on). */
import { LegalPage } from "~/components/legal-page";
import { SITE } from "~/lib/site";
import { sharedPageHeaders } from "~/request/cache-control";

/** Anonymous visitors share this page: a CDN may keep it (app/request/cache-control.ts). */
export const headers = sharedPageHeaders;

export const meta = () => [
  { title: `Privacy Policy | ${SITE.name}` },
  {
    name: "description",
    content: `How ${SITE.name} collects, uses and protects your personal data.`,
  },
];

export default function Privacy() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="21 November 2026"
      sections={[
        [
          "Who controls your data",
          [
            `${SITE.name} (${SITE.address}) is the data controller for the personal data described here, under the Nigeria Data Protection Act 2023 and the Nigeria Data Protection Regulation (NDPR). Contact our data protection officer at ${SITE.supportEmail}.`,
          ],
        ],
        [
          "What we collect",
          [
            "Account data: your name, e-mail address, phone number, state and password (stored only as a one-way hash). Listing data: the cars you list, their photos (with location metadata removed) and prices. Activity: cars you save, messages with other users, and basic technical data (IP address, browser, pages viewed) used for security and to count listing views. Payment data is handled by our payment provider; we receive only a reference, the amount and the card's brand and last four digits.",
          ],
        ],
        [
          "Why we use it, and on what basis",
          [
            "To run your account and the marketplace (performance of our contract with you); to keep the service safe, prevent fraud and enforce our terms (legitimate interest); to meet legal duties such as tax records (legal obligation); and, only with your consent, to send you marketing e-mails, which you can refuse at any time.",
          ],
        ],
        [
          "Who sees it",
          [
            "Buyers see a seller's public profile, listings and the phone number the seller chose to show. We share data with service providers who process it for us (hosting, e-mail, payments) under contracts that protect it, and with authorities when the law requires. We do not sell personal data.",
          ],
        ],
        [
          "How long we keep it",
          [
            "Account data is kept while your account is open. When you delete your account we delete your profile, listings, saved cars and sessions; records we must keep by law (such as payment records) are kept for the period the law sets, then deleted.",
          ],
        ],
        [
          "Your rights",
          [
            "You may ask for a copy of your data, correct it, delete it, object to or restrict its use, withdraw consent, and receive it in a portable form. Write to " +
              SITE.supportEmail +
              ". You may also complain to the Nigeria Data Protection Commission (NDPC).",
          ],
        ],
        [
          "Security and transfers",
          [
            "Connections are encrypted, passwords are hashed with a memory-hard algorithm, and staff access is limited and logged. Where data is processed outside Nigeria, we use safeguards the Act recognises.",
          ],
        ],
        [
          "Cookies",
          [
            "We use a strictly necessary cookie to keep you signed in (for the browser session, or 30 days if you choose Remember me) and short-lived cookies that finish a sign-in or a save you started before signing in. We do not use advertising or analytics cookies. Each cookie is listed in our Cookie Policy at /cookies.",
          ],
        ],
      ]}
    />
  );
}
