/** Terms of Service for a Nigerian car marketplace. */
import { LegalPage } from "~/components/legal-page";
import { SITE } from "~/lib/site";
import { sharedPageHeaders } from "~/request/cache-control";

/** Anonymous visitors share this page: a CDN may keep it (app/request/cache-control.ts). */
export const headers = sharedPageHeaders;

export const meta = () => [
  { title: `Terms of Service | ${SITE.name}` },
  { name: "description", content: `The rules for buying and selling cars on ${SITE.name}.` },
];

export default function Terms() {
  return (
    <LegalPage
      title="Terms of Service"
      updated="21 November 2026"
      sections={[
        [
          "1. Who we are",
          [
            `${SITE.name} is an online marketplace that connects people who want to buy cars with dealers and private sellers in Nigeria. We are not a party to the sale: the contract for a car is between the buyer and the seller. Our address is ${SITE.address}.`,
          ],
        ],
        [
          "2. Your account",
          [
            "You must be at least 18 years old and give true details when you register: your name, a working e-mail address and a Nigerian mobile number. Keep your password secret; you are responsible for what happens under your account. Tell us at once at " +
              SITE.supportEmail +
              " if you think someone else has used it.",
          ],
        ],
        [
          "3. Listing a car",
          [
            "Only list a car that you own or are authorised to sell, that is in Nigeria, and whose papers (customs papers for imported cars, proof of ownership, vehicle licence) are genuine. Describe the car honestly: its condition, mileage, accident history and any fault you know of. Prices are in naira.",
            "Every new listing is reviewed by our staff before it is shown, usually within 24 hours. We may refuse, flag or remove any listing that breaks these terms or the law, and suspend accounts that do so repeatedly. Listings expire after 60 days unless renewed.",
          ],
        ],
        [
          "4. Plans, boosts and payments",
          [
            "Free accounts may publish one new listing per calendar month. Paid plans and boosts are billed in naira through our payment provider; we never see or store your card number. A plan runs until the end of the period you paid for; you can cancel at any time and keep access until then. Boosts are not refundable once they have started.",
          ],
        ],
        [
          "5. Buying safely",
          [
            "Inspect the car and its papers in person before you pay, meet in a safe public place, and never send money for a car you have not seen. Verified badges mean we checked a seller's e-mail, phone, identity document and proof of address; they are not a guarantee of any car.",
          ],
        ],
        [
          "6. What you must not do",
          [
            "Do not post false, misleading or stolen-vehicle listings; do not harass other users or send spam; do not scrape the site or interfere with its operation; do not use the site for fraud or money laundering.",
          ],
        ],
        [
          "7. Liability",
          [
            "We provide the marketplace as it is. To the extent Nigerian law allows, we are not liable for the condition, title or legality of cars listed by sellers, or for losses from dealings between users. Nothing in these terms limits rights you have under the Federal Competition and Consumer Protection Act 2018.",
          ],
        ],
        [
          "8. Law and disputes",
          [
            "These terms are governed by the laws of the Federal Republic of Nigeria. Write to us first at " +
              SITE.supportEmail +
              " and we will try to resolve any complaint; otherwise the courts of Lagos State have jurisdiction.",
          ],
        ],
      ]}
    />
  );
}
