/**
 * `/security`, the Security Center (docs/product.md#security-center;
 * docs/decisions/012-security-center.md): a back link to the dashboard, the security score, and
 * five tabs as links (`?tab=overview|password|sessions| fraud|alerts`): overview-tab.tsx,
 * password-tab.tsx (password change and two-factor authentication), sessions-tab.tsx, fraud-tab.tsx
 * and alerts-tab.tsx. Everything comes from the records (models/security/center.server.ts); the action is
 * action.server.ts, plain forms that work without JavaScript. Signed out: to /login and back. Any
 * other failure: "Failed to load security data".
 */
import QRCode from "qrcode";
import { data, Link, useActionData, href } from "react-router";
import { TabLinks } from "~/components/billing/billing-nav";
import { FormAlert } from "~/components/form-parts/alerts";
import { PageFlash } from "~/components/page-flash";
import { formErrorsOf } from "~/lib/forms/form-answer";
import { ScreenFailureBoundary } from "~/components/screen-failure";
import { SITE } from "~/lib/format/site";
import {
  listSecurityEvents,
  listSessions,
  securityOverview,
} from "~/models/security/center.server";
import { pendingTwoFactorSetup, twoFactorStatus } from "~/models/security/two-factor.server";
import { getAuth, requireUser } from "~/request/session.server";
import type { Route } from "./+types/route";
import { securityAction } from "./action.server";
import { AlertsTab } from "./alerts-tab";
import { FraudTab } from "./fraud-tab";
import { OverviewTab } from "./overview-tab";
import { PasswordTab } from "./password-tab";
import { SessionsTab } from "./sessions-tab";
import { scoreClasses } from "./types";
import { eventsIn, overviewIn } from "./in-language.server";
import type { I18nHandle } from "~/i18n/namespaces";
import { useLocalePath, useT } from "~/i18n/react";
import { requestLanguage } from "~/request/language.server";
import { metaT } from "~/routes/auth/meta";

/** Shown in the reader's language (docs/decisions/023-languages.md). */
export const handle = { i18n: ["security", "forms"] } satisfies I18nHandle;

const TABS = [
  { value: "overview", label: "security.tab.overview" },
  { value: "password", label: "security.tab.password" },
  { value: "sessions", label: "security.tab.sessions" },
  { value: "fraud", label: "security.tab.fraud" },
  { value: "alerts", label: "security.tab.alerts" },
] as const;
type Tab = (typeof TABS)[number]["value"];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const sessionId = (await getAuth(request))!.sessionId;
  const asked = new URL(request.url).searchParams.get("tab");
  const tab: Tab = TABS.some((t) => t.value === asked) ? (asked as Tab) : "overview";
  const [overview, events, sessions, twoFactor, setup] = await Promise.all([
    securityOverview(user.id),
    tab === "fraud" || tab === "alerts" || tab === "overview"
      ? listSecurityEvents(user.id, tab === "fraud" ? "fraud" : "alerts", sessionId)
      : Promise.resolve([]),
    tab === "sessions" ? listSessions(user.id, sessionId) : Promise.resolve([]),
    twoFactorStatus(user.id),
    tab === "password" ? pendingTwoFactorSetup(user.id, user.email) : Promise.resolve(null),
  ]);
  const qrSvg = setup
    ? await QRCode.toString(setup.otpauthUrl, { type: "svg", margin: 1, width: 200 })
    : null;
  const headers = { "Cache-Control": "private, no-store" };
  const language = requestLanguage(request);
  return data(
    {
      tab,
      overview: overviewIn(language, overview),
      events: eventsIn(language, events),
      sessions,
      twoFactor,
      setup: setup && { secret: setup.secret, qrSvg: qrSvg! },
      // Staff are told what 2FA means for their access (docs/decisions/005-permissions.md).
      staffRole: user.role === "user" ? null : user.role,
    },
    { headers },
  );
}

export const action = ({ request, context }: Route.ActionArgs) => securityAction(request, context);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches)("security.title", { site: SITE.name }) },
  { name: "robots", content: "noindex" },
];

export default function Security({ loaderData }: Route.ComponentProps) {
  const { tab, overview, events, sessions, twoFactor, setup, staffRole } = loaderData;
  const actionData = useActionData<typeof action>();
  const score = scoreClasses(overview.securityScore);
  const t = useT();
  const l = useLocalePath();
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <Link
        to={l(href("/:lang?/dashboard"))}
        className="text-brand-700 text-sm font-semibold hover:underline"
      >
        ← {t("security.back")}
      </Link>
      <header className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t("security.heading")}</h1>
        <p className="text-sm">
          {t("security.score")}{" "}
          <strong className={`text-lg ${score.text}`}>{overview.securityScore}/100</strong>
        </p>
      </header>

      <div className="mt-6">
        <TabLinks
          label={t("security.heading")}
          tabs={TABS.map((tab) => ({
            value: tab.value,
            label:
              tab.value === "alerts" && overview.suspiciousActivity > 0
                ? t("security.tab.alertsCount", { count: overview.suspiciousActivity })
                : t(tab.label),
            href: l(`${href("/:lang?/security")}?tab=${tab.value}`),
          }))}
          current={tab}
        />
      </div>

      <div className="mt-6 space-y-4">
        <PageFlash />
        <FormAlert errors={formErrorsOf(actionData)} />
        {tab === "overview" && <OverviewTab overview={overview} alerts={events.slice(0, 3)} />}
        {tab === "password" && (
          <PasswordTab
            overview={overview}
            twoFactor={twoFactor}
            setup={setup}
            staffRole={staffRole}
            actionData={actionData}
          />
        )}
        {tab === "sessions" && <SessionsTab sessions={sessions} />}
        {tab === "fraud" && <FraudTab overview={overview} events={events} />}
        {tab === "alerts" && <AlertsTab events={events} />}
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <SecurityErrorBoundary />;
}

function SecurityErrorBoundary() {
  const t = useT();
  const l = useLocalePath();
  return <ScreenFailureBoundary title={t("security.failed")} retry={l(href("/:lang?/security"))} />;
}
