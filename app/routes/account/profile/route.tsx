/**
 * `/profile`, My Profile (docs/product.md#profile-and-settings and #data): a back link to the
 * dashboard, the side card (side-card.tsx: avatar upload, member since, response rate, cars
 * sold, trust score bar, links to verification and subscription) and four tabs as links
 * (`?tab=profile|security|preferences|subscription`): profile-tab.tsx, security-tab.tsx,
 * preferences-tab.tsx and subscription-tab.tsx. The action is action.server.ts. Every form
 * works without JavaScript. Signed out: to /login and back. A failure: "Failed to load profile
 * data" with Try Again.
 */
import { data, Link, useActionData } from "react-router";
import { TabLinks } from "~/components/billing/billing-nav";
import { PageFlash } from "~/components/page-flash";
import { answerOf, formErrorsOf } from "~/lib/form-answer";
import { ButtonLink } from "~/components/form-parts/button";
import { NotFoundOrFailedBoundary } from "~/components/screen-boundary";
import { SITE } from "~/lib/site";
import { getPreferences } from "~/models/shared/preferences.server";
import { uploadUsage } from "~/models/listings/selling.server";
import { subscriptionRecord } from "~/models/billing/subscriptions.server";
import { profileOverview, securitySummary } from "~/models/account/profile.server";
import { requireUser } from "~/request/session.server";
import { ErrorPage } from "~/root";
import type { Route } from "./+types/route";
import { profileAction } from "./action.server";
import { PreferencesTab } from "./preferences-tab";
import { ProfileTab } from "./profile-tab";
import { SecurityTab } from "./security-tab";
import { SideCard } from "./side-card";
import { SubscriptionTab } from "./subscription-tab";
import type { I18nHandle } from "~/i18n/namespaces";

/** Its forms validate in the browser: their messages are `forms` keys (docs/decisions/023-languages.md). */
export const handle = { i18n: ["forms", "listings"] } satisfies I18nHandle;

const TABS = [
  { value: "profile", label: "Profile" },
  { value: "security", label: "Security" },
  { value: "preferences", label: "Preferences" },
  { value: "subscription", label: "Subscription" },
] as const;
type Tab = (typeof TABS)[number]["value"];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const asked = new URL(request.url).searchParams.get("tab");
  const tab: Tab = TABS.some((t) => t.value === asked) ? (asked as Tab) : "profile";
  const [profile, preferences, security, subscription, usage] = await Promise.all([
    profileOverview(user.id),
    tab === "preferences" ? getPreferences(user.id) : null,
    tab === "security" ? securitySummary(user.id) : null,
    tab === "subscription" ? subscriptionRecord(user) : null,
    tab === "subscription" ? uploadUsage(user) : null,
  ]);
  if (!profile) throw data({ message: "No profile data available" }, { status: 404 });
  return { tab, profile, preferences, security, subscription, usage };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  profileAction(request, context?.clientIp ?? null);

export const meta: Route.MetaFunction = () => [
  { title: `My Profile | ${SITE.name}` },
  { name: "robots", content: "noindex" },
];

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { tab, profile, preferences, security, subscription, usage } = loaderData;
  const actionData = useActionData<typeof action>();
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <Link to="/dashboard" className="text-brand-700 text-sm font-semibold hover:underline">
        ← Back to dashboard
      </Link>
      <h1 className="mt-3 text-2xl font-bold">My Profile</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[280px_1fr]">
        <SideCard
          profile={profile}
          avatarError={formErrorsOf(answerOf(actionData, "upload-avatar"))?.[0]}
        />
        <div className="min-w-0">
          <TabLinks
            label="Profile"
            tabs={TABS.map((t) => ({ ...t, href: `/profile?tab=${t.value}` }))}
            current={tab}
          />
          <div className="mt-6 space-y-4">
            <PageFlash />
            {tab === "profile" && <ProfileTab profile={profile} actionData={actionData} />}
            {tab === "security" && security && <SecurityTab security={security} />}
            {tab === "preferences" && preferences && (
              <PreferencesTab preferences={preferences} actionData={actionData} />
            )}
            {tab === "subscription" && subscription && usage && (
              <SubscriptionTab subscription={subscription} usage={usage} />
            )}
          </div>
        </div>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <NotFoundOrFailedBoundary
      page={(notFound) => (
        <ErrorPage
          title={notFound ? "No profile data available" : "Failed to load profile data"}
          actions={
            <p className="mt-6 flex justify-center gap-4">
              <ButtonLink href="/profile" className="inline-block">
                Try Again
              </ButtonLink>
              <a
                href="/dashboard"
                className="text-brand-700 px-2 py-2 font-semibold hover:underline"
              >
                Go to your dashboard
              </a>
            </p>
          }
        >
          Please try again in a moment.
        </ErrorPage>
      )}
    />
  );
}
