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
import { data, Link, useActionData } from "react-router";
import { TabLinks } from "~/components/billing/billing-nav";
import { FormAlert } from "~/components/form-parts/alerts";
import { ScreenFailureBoundary } from "~/components/screen-failure";
import { SITE } from "~/lib/site";
import {
  listSecurityEvents,
  listSessions,
  securityOverview,
} from "~/models/security/center.server";
import { pendingTwoFactorSetup, twoFactorStatus } from "~/models/security/two-factor.server";
import { readFlash } from "~/request/flash.server";
import { getAuth, requireUser } from "~/request/session.server";
import type { Route } from "./+types/route";
import { securityAction } from "./action.server";
import { AlertsTab } from "./alerts-tab";
import { FraudTab } from "./fraud-tab";
import { OverviewTab } from "./overview-tab";
import { PasswordTab } from "./password-tab";
import { SessionsTab } from "./sessions-tab";
import { scoreClasses } from "./types";

const TABS = [
  { value: "overview", label: "Overview" },
  { value: "password", label: "Password" },
  { value: "sessions", label: "Sessions" },
  { value: "fraud", label: "Fraud Detection" },
  { value: "alerts", label: "Alerts" },
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
  const { flash, headers } = await readFlash(request);
  headers.set("Cache-Control", "private, no-store");
  return data(
    {
      tab,
      overview,
      events,
      sessions,
      twoFactor,
      setup: setup && { secret: setup.secret, qrSvg: qrSvg! },
      flash,
    },
    { headers },
  );
}

export const action = ({ request, context }: Route.ActionArgs) => securityAction(request, context);

export const meta: Route.MetaFunction = () => [
  { title: `Security Center | ${SITE.name}` },
  { name: "robots", content: "noindex" },
];

export default function Security({ loaderData }: Route.ComponentProps) {
  const { tab, overview, events, sessions, twoFactor, setup, flash } = loaderData;
  const actionData = useActionData<typeof action>();
  const score = scoreClasses(overview.securityScore);
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <Link to="/dashboard" className="text-brand-700 text-sm font-semibold hover:underline">
        ← Back to dashboard
      </Link>
      <header className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Security Center</h1>
        <p className="text-sm">
          Security score{" "}
          <strong className={`text-lg ${score.text}`}>{overview.securityScore}/100</strong>
        </p>
      </header>

      <div className="mt-6">
        <TabLinks
          label="Security Center"
          tabs={TABS.map((t) => ({
            ...t,
            label:
              t.value === "alerts" && overview.suspiciousActivity > 0
                ? `Alerts (${overview.suspiciousActivity})`
                : t.label,
            href: `/security?tab=${t.value}`,
          }))}
          current={tab}
        />
      </div>

      <div className="mt-6 space-y-4">
        {flash && <FormAlert tone={flash.tone} errors={[flash.message]} />}
        {actionData?.error && !Object.keys(actionData.fieldErrors ?? {}).length && (
          <FormAlert errors={[actionData.error]} />
        )}
        {tab === "overview" && <OverviewTab overview={overview} alerts={events.slice(0, 3)} />}
        {tab === "password" && (
          <PasswordTab
            overview={overview}
            twoFactor={twoFactor}
            setup={setup}
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
  return <ScreenFailureBoundary title="Failed to load security data" retry="/security" />;
}
