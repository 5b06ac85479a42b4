/**
 * The dashboard (docs/product.md#dashboard): welcome header with verification and plan badges,
 * the free-plan alert, six stat cards computed from the database, the upload-limit card and
 * the tabs Overview (recent activity from real events, quick actions), My Listings (with each
 * listing's inquiries), Saved Cars, Inquiries (inquiries.tsx), Chats (chats.tsx) and Account
 * (account-tab.tsx: profile, verification, subscription, links, "Download my data" and Delete
 * Account). Tabs are links (`?tab=`), so all of it works without JavaScript.
 */
import { Form, Link, useActionData, href } from "react-router";
import { z } from "zod";
import { CarGrid } from "~/components/car-card";
import { FormAlert } from "~/components/form-parts/alerts";
import { PageFlash } from "~/components/page-flash";
import { Button, ButtonLink } from "~/components/form-parts/button";
import { IntentInput } from "~/components/form-parts/intent";
import { MyListings } from "~/components/listing-actions";
import { ScreenLink } from "~/components/screen-link";
import { QuickLink } from "./quick-link";
import { UsageCard } from "~/components/usage-card";
import { answerOf, formErrorsOf } from "~/lib/forms/form-answer";
import { DeleteAccountFormSchema } from "~/lib/account/profile-schema";
import { planOf } from "~/lib/billing/plans";
import { isUuid } from "~/lib/forms/ids";
import { fieldAsSent, fieldText } from "~/lib/forms/text";
import { redirectWithFlash } from "~/request/flash.server";
import { requestLanguage } from "~/request/language.server";
import { getPreferences } from "~/models/shared/preferences.server";
import { firstFieldError, handleForm, NoFields } from "~/request/forms.server";
import type { DashboardIntent } from "~/lib/forms/intents";
import { roleGrants } from "~/lib/vocabulary/permissions";
import { clearSessionCookie, requireUser } from "~/request/session.server";
import { SITE } from "~/lib/format/site";
import { deleteAccount } from "~/models/account/deletion.server";
import { resendVerificationEmail } from "~/models/account/registration.server";
import { subscriptionRecord } from "~/models/billing/subscriptions.server";
import { getProfile } from "~/models/account/profile.server";
import { isTwoFactorEnabled } from "~/models/security/two-factor.server";
import { verificationBadge } from "~/models/trust/verification.server";
import { dashboardStats, recentActivity } from "~/models/selling/analytics.server";
import {
  inquiryCounts,
  listConversations,
  listInquiries,
} from "~/models/messaging/conversations.server";
import { listFavourites } from "~/models/saved/favourites.server";
import { messageWords, withPreview } from "~/models/messaging/message-words.server";
import { listOwnListings, uploadUsage } from "~/models/selling/selling.server";
import type { Route } from "./+types/route";
import { AccountTab, BADGES, type AccountTabData } from "./account-tab";
import { ChatsTab, DASHBOARD_CHATS } from "./chats";
import { InquiriesTab } from "./inquiries";
import { ErrorPage, GeneralErrorBoundary } from "~/components/error-boundary";
import { msg } from "~/i18n/messages";
import type { I18nHandle } from "~/i18n/namespaces";
import { useFormat, useLocalePath, useT } from "~/i18n/react";
import { metaT } from "~/routes/auth/meta";
import { usePlanName } from "~/routes/account/plan-name";

/**
 * Shown in the reader's language (docs/decisions/023-languages.md); `cards` for the car cards of
 * Saved Cars and the listings' price badges.
 */
export const handle = { i18n: ["account", "listings", "cards", "forms"] } satisfies I18nHandle;

const TABS = [
  ["overview", "account.dashboard.tab.overview"],
  ["listings", "account.dashboard.tab.listings"],
  ["saved", "account.dashboard.tab.saved"],
  ["inquiries", "account.dashboard.tab.inquiries"],
  ["chats", "account.dashboard.tab.chats"],
  ["account", "account.dashboard.tab.account"],
] as const;
type Tab = (typeof TABS)[number][0];

/** The recent activity in the page's language, dates in the reader's zone. */
async function activityFor(request: Request, userId: string) {
  const { timezone } = await getPreferences(userId);
  return recentActivity(userId, { language: requestLanguage(request), timeZone: timezone });
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const tabParam = url.searchParams.get("tab");
  const tab: Tab = TABS.some(([t]) => t === tabParam) ? (tabParam as Tab) : "overview";
  const [stats, usage, activity, listings, saved, inquiries, conversations, badge, account] =
    await Promise.all([
      dashboardStats(user.id),
      uploadUsage(user),
      tab === "overview" ? activityFor(request, user.id) : [],
      tab === "listings" ? listOwnListings(user.id) : [],
      tab === "saved" ? listFavourites(user.id) : [],
      tab === "inquiries" ? listInquiries(user.id) : [],
      tab === "chats" ? listConversations(user.id) : [],
      verificationBadge(user),
      tab === "account" ? accountTabData(user) : null,
    ]);
  const listingInquiries = await inquiryCounts(listings.map((l) => l.id));
  const language = requestLanguage(request);
  const confirmDelete = url.searchParams.get("confirmDelete");
  return {
    user,
    badge,
    stats,
    usage,
    tab,
    activity,
    listings,
    listingInquiries: Object.fromEntries(listingInquiries),
    saved,
    // The first and newest messages in the page's language (027-structured-requests.md).
    inquiries: inquiries.map((i) => ({
      ...i,
      message: i.message ? messageWords(language).text(i.message) : "",
    })),
    conversations: conversations.slice(0, DASHBOARD_CHATS).map((c) => withPreview(c, language)),
    moreConversations: conversations.length > DASHBOARD_CHATS,
    confirmDelete: isUuid(confirmDelete) ? confirmDelete : null,
    account: account && { ...account, badge },
  };
}

/** The Account tab's profile, subscription and 2FA state (the badge comes with every tab). */
async function accountTabData(
  user: Awaited<ReturnType<typeof requireUser>>,
): Promise<Omit<AccountTabData, "badge">> {
  const [profile, subscription, twoFactorEnabled] = await Promise.all([
    getProfile(user.id),
    subscriptionRecord(user),
    isTwoFactorEnabled(user.id),
  ]);
  return {
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    emailVerified: user.emailVerified,
    phone: user.phone,
    phoneVerified: !!profile?.phoneVerified,
    state: user.state,
    city: user.city,
    memberSince: user.createdAt,
    plan: user.plan,
    renewsAt: subscription.nextBillingDate,
    endsAt: subscription.nextBillingDate ? null : subscription.currentPeriodEnd,
    twoFactorEnabled,
  };
}

/**
 * Delete Account (Account tab) as the form sends it: the password as typed (it may begin or
 * end with a space), the 2FA code when on, and the tick; then the dashboard's schema.
 */
const DeleteAccountForm = z
  .object({ password: fieldAsSent, code: fieldText(40), confirm: fieldText(10) })
  // Handed to the schema to judge (a missing tick or password is its refusal to word).
  .transform(
    (v) =>
      ({
        password: v.password || undefined,
        code: v.code || undefined,
        confirm: v.confirm || undefined,
      }) as z.input<typeof DeleteAccountFormSchema>,
  )
  .pipe(DeleteAccountFormSchema);

/**
 * The dashboard's forms. Resend the confirmation link: the notice, or the refusal (3 an hour).
 * Delete Account: deleted, signed out and to /login with a flash; refused, the message and the
 * field errors with the status (never the password back).
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  return handleForm(
    request,
    {
      intents: {
        "resend-verification": NoFields,
        "delete-account": {
          schema: DeleteAccountForm,
          hideFields: ["password", "code"],
          invalid: firstFieldError,
          asSent: true,
        },
      },
    },
    async (input) => {
      if (input.intent === "delete-account") {
        await deleteAccount(user.id, input.value.password, input.value.code || undefined);
        return redirectWithFlash(
          href("/:lang?/login"),
          msg("account.dashboard.deleted"),
          "success",
          {
            headers: { "Set-Cookie": await clearSessionCookie() },
          },
        );
      }
      if (user.emailVerified) return { notice: msg("account.dashboard.alreadyConfirmed") };
      await resendVerificationEmail(user);
      return { notice: msg("account.dashboard.resent", { email: user.email }) };
    },
  );
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches)("account.dashboard.title", { site: SITE.name }) },
];

function trustColour(score: number) {
  return score >= 80 ? "text-emerald-700" : score >= 60 ? "text-amber-700" : "text-red-700";
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const {
    user,
    stats,
    usage,
    tab,
    activity,
    listings,
    listingInquiries,
    saved,
    inquiries,
    conversations,
    moreConversations,
    confirmDelete,
  } = loaderData;
  const t = useT();
  const f = useFormat();
  const l = useLocalePath();
  const planName = usePlanName();
  const result = useActionData<typeof action>();
  const resent = answerOf(result, "resend-verification");
  const plan = planOf(user.plan);
  // The badges of docs/product.md#lifecycles: Unverified, Verification Pending (a document awaits
  // review), Verified User.
  const verification = t(BADGES[loaderData.badge].label);
  const cards: [string, string, string | number][] = [
    ["listings", t("account.dashboard.stat.listings"), f.count(stats.totalListings)],
    ["views", t("account.dashboard.stat.views"), f.count(stats.totalViews)],
    ["inquiries", t("account.dashboard.stat.inquiries"), f.count(stats.inquiries)],
    ["saved", t("account.dashboard.stat.saved"), f.count(stats.savedCars)],
    ["chats", t("account.dashboard.stat.chats"), f.count(stats.activeChats)],
    ["trust", t("account.dashboard.stat.trust"), `${stats.trustScore}/100`],
  ];
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold wrap-anywhere">
          {t("account.dashboard.welcome", { name: user.firstName })}
        </h1>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${user.verified ? "bg-blue-50 text-blue-800" : "bg-slate-200 text-slate-800"}`}
        >
          {verification}
        </span>
        <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
          {t("account.plan.badge", { plan: planName(plan.id) })}
        </span>
        {/* By role: staff whose access waits for 2FA or a confirmed e-mail find out why there. */}
        {roleGrants(user.role, "approve:listing:any") && (
          <Link
            to={l(href("/:lang?/admin/listings"))}
            className="rounded-full bg-slate-900 px-2.5 py-0.5 text-xs font-semibold text-white"
          >
            {t("account.dashboard.staff")}
          </Link>
        )}
      </header>
      <div className="mt-4 space-y-3">
        <PageFlash />
        {resent?.notice ? (
          <FormAlert tone="success" errors={[resent.notice]} />
        ) : (
          <FormAlert errors={formErrorsOf(resent)} />
        )}
        {plan.id === "free" && user.accountType !== "buyer" && (
          <div className="rounded-xl border border-orange-200 bg-orange-50 p-4 text-orange-950">
            {t("account.dashboard.freePlan", {
              listings: usage.limit,
              photos: plan.photosPerListing,
            })}{" "}
            <ScreenLink to={l(href("/:lang?/subscription"))} className="font-semibold underline">
              {t("account.dashboard.seePlans")}
            </ScreenLink>
          </div>
        )}
        {!user.emailVerified && (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4">
            <p className="wrap-anywhere text-amber-950">
              {t("account.dashboard.confirmEmail", { email: user.email })}
            </p>
            <Form method="post">
              <IntentInput<DashboardIntent> value="resend-verification" />
              <Button size="sm" variant="warning">
                {t("account.dashboard.resend")}
              </Button>
            </Form>
          </div>
        )}
      </div>

      <dl className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
        {cards.map(([key, label, value]) => (
          <div key={key} className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd
              className={`text-2xl font-bold ${key === "trust" ? trustColour(stats.trustScore) : ""}`}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>

      {user.accountType !== "buyer" && (
        <UsageCard usage={usage} title={t("account.dashboard.uploadLimit")} />
      )}

      <nav
        aria-label={t("account.dashboard.tabs")}
        className="mt-6 flex gap-1 overflow-x-auto border-b border-slate-200"
      >
        {TABS.map(([value, label]) => (
          <Link
            key={value}
            to={l(`${href("/:lang?/dashboard")}?tab=${value}`)}
            aria-current={tab === value ? "true" : undefined}
            className={`px-4 py-3 text-sm font-semibold whitespace-nowrap ${tab === value ? "border-brand-600 text-brand-700 border-b-2" : "text-slate-700"}`}
          >
            {t(label)}
          </Link>
        ))}
      </nav>

      <div className="mt-6">
        {tab === "overview" && (
          <div className="grid gap-6 md:grid-cols-[1fr_280px]">
            <section
              aria-labelledby="activity-heading"
              className="rounded-xl border border-slate-200 bg-white p-5"
            >
              <h2 id="activity-heading" className="font-semibold">
                {t("account.dashboard.activity")}
              </h2>
              {activity.length ? (
                <ul className="mt-3 divide-y divide-slate-100">
                  {activity.map((a) => (
                    <li key={a.id} className="py-2 text-sm">
                      <span>{a.message}</span>{" "}
                      <span className="text-slate-600">· {f.date(a.createdAt)}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-3 text-sm text-slate-700">{t("account.dashboard.noActivity")}</p>
              )}
            </section>
            <section
              aria-labelledby="quick-heading"
              className="rounded-xl border border-slate-200 bg-white p-5"
            >
              <h2 id="quick-heading" className="font-semibold">
                {t("account.dashboard.quick")}
              </h2>
              <ul className="text-brand-700 mt-3 space-y-2 text-sm font-semibold">
                <li>
                  <Link to={l(href("/:lang?/sell"))}>{t("account.dashboard.listCar")}</Link>
                </li>
                <QuickLink to={href("/:lang?/profile")}>
                  {t("account.dashboard.editProfile")}
                </QuickLink>
                <QuickLink to={href("/:lang?/chats")}>{t("account.dashboard.messages")}</QuickLink>
                <QuickLink to={href("/:lang?/subscription")}>
                  {t("account.dashboard.plans")}
                </QuickLink>
                <li>
                  <Link to={l(href("/:lang?/favorites"))}>{t("account.dashboard.savedCars")}</Link>
                </li>
                <QuickLink to={href("/:lang?/saved-searches")}>
                  {t("account.dashboard.savedSearches")}
                </QuickLink>
                {user.accountType === "seller" && (
                  <QuickLink to={href("/:lang?/api-keys")}>
                    {t("account.apiKeys.heading")}
                  </QuickLink>
                )}
                {!user.verified && (
                  <QuickLink to={href("/:lang?/verification")}>
                    {t("account.verify.complete")}
                  </QuickLink>
                )}
              </ul>
            </section>
          </div>
        )}
        {tab === "listings" && (
          <MyListings
            listings={listings}
            inquiries={listingInquiries}
            confirmDelete={confirmDelete}
          />
        )}
        {tab === "saved" &&
          (saved.length ? (
            <CarGrid cars={saved} savedIds={saved.map((c) => c.id)} headingLevel={2} />
          ) : (
            <p className="rounded-xl bg-white p-8 text-center text-slate-700">
              {t("account.dashboard.noSaved")}
            </p>
          ))}
        {tab === "inquiries" && <InquiriesTab inquiries={inquiries} />}
        {tab === "chats" && <ChatsTab conversations={conversations} more={moreConversations} />}
        {tab === "account" && loaderData.account && (
          <AccountTab
            account={loaderData.account}
            deleteResult={answerOf(result, "delete-account")}
          />
        )}
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <DashboardErrorBoundary />;
}

function DashboardErrorBoundary() {
  const t = useT();
  const l = useLocalePath();
  const page = () => (
    <ErrorPage
      title={t("account.dashboard.failed")}
      actions={
        <ButtonLink href={l(href("/:lang?/dashboard"))} className="mt-6 inline-block">
          {t("common.error.tryAgain")}
        </ButtonLink>
      }
    />
  );
  return <GeneralErrorBoundary defaultStatusHandler={page} unexpectedErrorHandler={page} />;
}
