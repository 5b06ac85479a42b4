/**
 * `/profile`, My Profile (docs/product.md#profile-and-settings and #data): a back link to the
 * dashboard, the side card (side-card.tsx: avatar upload, member since, response rate, cars
 * sold, trust score bar, links to verification and subscription) and four tabs as links
 * (`?tab=profile|security|preferences|subscription`): profile-tab.tsx, security-tab.tsx,
 * preferences-tab.tsx and subscription-tab.tsx. The action is action.server.ts. Every form
 * works without JavaScript. Signed out: to /login and back. A failure: "Failed to load profile
 * data" with Try Again.
 */
import { data, Link, useActionData, href } from "react-router";
import { TabLinks } from "~/components/billing/billing-nav";
import { PageFlash } from "~/components/page-flash";
import { answerOf, formErrorsOf } from "~/lib/forms/form-answer";
import { ButtonLink } from "~/components/form-parts/button";
import { NotFoundOrFailedBoundary } from "~/components/screen-boundary";
import { SITE } from "~/lib/format/site";
import { getPreferences } from "~/models/shared/preferences.server";
import { uploadUsage } from "~/models/selling/selling.server";
import { subscriptionRecord } from "~/models/billing/subscriptions.server";
import { profileOverview, securitySummary } from "~/models/account/profile.server";
import { requireUser } from "~/request/session.server";
import { ErrorPage } from "~/components/error-boundary";
import type { Route } from "./+types/route";
import { profileAction } from "./action.server";
import { PreferencesTab } from "./preferences-tab";
import { ProfileTab } from "./profile-tab";
import { SecurityTab } from "./security-tab";
import { SideCard } from "./side-card";
import { SubscriptionTab } from "./subscription-tab";
import type { I18nHandle } from "~/i18n/namespaces";
import { useLocalePath, useT } from "~/i18n/react";
import { metaT } from "~/routes/auth/meta";

/** Its forms validate in the browser: their messages are `forms` keys (docs/decisions/023-languages.md). */
export const handle = { i18n: ["profile", "account", "listings", "forms"] } satisfies I18nHandle;

const TABS = [
  { value: "profile", label: "profile.tab.profile" },
  { value: "security", label: "profile.tab.security" },
  { value: "preferences", label: "profile.tab.preferences" },
  { value: "subscription", label: "profile.tab.subscription" },
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

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches)("profile.title", { site: SITE.name }) },
  { name: "robots", content: "noindex" },
];

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { tab, profile, preferences, security, subscription, usage } = loaderData;
  const actionData = useActionData<typeof action>();
  const t = useT();
  const l = useLocalePath();
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <Link
        to={l(href("/:lang?/dashboard"))}
        className="text-brand-700 text-sm font-semibold hover:underline"
      >
        ← {t("profile.back")}
      </Link>
      <h1 className="mt-3 text-2xl font-bold">{t("profile.heading")}</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[280px_1fr]">
        <SideCard
          profile={profile}
          avatarError={formErrorsOf(answerOf(actionData, "upload-avatar"))?.[0]}
        />
        <div className="min-w-0">
          <TabLinks
            label={t("profile.tab.profile")}
            tabs={TABS.map((tab) => ({
              value: tab.value,
              label: t(tab.label),
              href: l(`${href("/:lang?/profile")}?tab=${tab.value}`),
            }))}
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
  return <ProfileErrorBoundary />;
}

function ProfileErrorBoundary() {
  const t = useT();
  const l = useLocalePath();
  return (
    <NotFoundOrFailedBoundary
      page={(notFound) => (
        <ErrorPage
          title={notFound ? t("profile.noData") : t("profile.failed")}
          actions={
            <p className="mt-6 flex justify-center gap-4">
              <ButtonLink href={l(href("/:lang?/profile"))} className="inline-block">
                {t("common.error.tryAgain")}
              </ButtonLink>
              <a
                href={l(href("/:lang?/dashboard"))}
                className="text-brand-700 px-2 py-2 font-semibold hover:underline"
              >
                {t("common.error.goToDashboard")}
              </a>
            </p>
          }
        >
          {t("profile.tryLater")}
        </ErrorPage>
      )}
    />
  );
}
