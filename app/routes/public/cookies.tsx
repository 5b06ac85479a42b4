/**
 * Cookie policy: the cookies the app really sets (app/request/session.server.ts, app/request/authenticator.server.ts
 * and remix-auth-oauth2's state cookie), all strictly necessary; no advertising or analytics.
 */
import { LegalPage } from "~/components/legal-page";
import { SITE } from "~/lib/site";
import { sharedPageHeaders } from "~/request/cache-control";

/** Anonymous visitors share this page: a CDN may keep it (app/request/cache-control.ts). */
export const headers = sharedPageHeaders;

export const meta = () => [
  { title: `Cookie Policy | ${SITE.name}` },
  {
    name: "description",
    content: `The cookies ${SITE.name} sets, what each one is for and how long it lasts.`,
  },
];

export default function Cookies() {
  return (
    <LegalPage
      title="Cookie Policy"
      updated="21 November 2026"
      sections={[
        [
          "What cookies are",
          [
            "A cookie is a small piece of text a website asks your browser to keep and send back on later visits. We use a few cookies, all of them strictly necessary: they keep you signed in and complete actions you started. Without them you can still browse cars, but you cannot sign in.",
          ],
        ],
        [
          "The cookies we set",
          [
            `mm_session: keeps you signed in. It holds a random session code, signed so it cannot be altered; we store only a scrambled (hashed) copy of that code. If you tick Remember me (and always when you sign in with Google) it lasts 30 days; otherwise it is deleted when you close your browser, and the session it opens ends after 12 hours in any case. Signing out deletes it. It cannot be read by scripts on the page, is sent only with requests from ${SITE.name} pages (SameSite=Lax), and, on our live site, only over encrypted connections.`,
            "mm_pending_save: set when you tap the heart on a car before signing in. It holds that car's listing number so we can save it to your account once you sign in, then we delete it. It lasts at most 10 minutes.",
            "mm_oauth_return: set only when you choose to sign in with Google. It remembers the page to bring you back to afterwards and lasts 10 minutes.",
            "mm_oauth: also set only for Google sign-in (its name is followed by a random identifier). It holds a one-time security code that proves the answer coming back from Google belongs to the sign-in you started. It lasts 5 minutes.",
          ],
        ],
        [
          "What we do not use",
          [
            "We use no advertising cookies, no tracking pixels and no third-party analytics. No other company's script runs on our pages, and we count listing views on our own server, without cookies. When JavaScript is on, our pages also keep a few technical notes in your browser's session storage for the open tab (such as scroll positions, so Back returns you to where you were); they say nothing about you and are cleared when you close the tab.",
          ],
        ],
        [
          "Other websites",
          [
            "If you choose to sign in with Google, or follow a link to share a car on WhatsApp, you leave our site, and that service may set its own cookies under its own policy.",
          ],
        ],
        [
          "Your choices",
          [
            "Because every cookie we set is needed for a feature you asked for, we do not show a cookie banner asking for consent to them. You can block or delete cookies in your browser's settings at any time; if you block them, signing in will not work. Read our Privacy Policy for how we handle your personal data, and write to " +
              SITE.supportEmail +
              " with any question about this policy.",
          ],
        ],
      ]}
    />
  );
}
