/**
 * `/verification`, Account Verification (docs/product.md#account-verification;
 * docs/decisions/011-trust-and-verification.md): a back link to the dashboard, the status badge,
 * the trust score in its colour and the completion percentage, and four tabs as links
 * (`?tab=overview|documents|contact|benefits`): overview-tab.tsx, documents-tab.tsx,
 * contact-tab.tsx and benefits-tab.tsx. The action is action.server.ts. Everything works without
 * JavaScript; with it, document uploads show their progress. Signed out: to /login and back. Any
 * other failure: "Failed to load verification data".
 */
import { Link, useActionData, href } from "react-router";
import { TabLinks } from "~/components/billing/billing-nav";
import { FormAlert } from "~/components/form-parts/alerts";
import { PageFlash } from "~/components/page-flash";
import { formErrorsOf } from "~/lib/forms/form-answer";
import { ScreenFailureBoundary } from "~/components/screen-failure";
import {
  REQUIRED_STEPS,
  TRUST_POINTS,
  trustBand,
  type OverallStatus,
} from "~/lib/vocabulary/domain-trust";
import type { MessageKey, MessageValues } from "~/i18n/keys";
import type { I18nHandle } from "~/i18n/namespaces";
import { useLocalePath, useT } from "~/i18n/react";
import { metaT } from "~/routes/auth/meta";
import { SITE } from "~/lib/format/site";
import { phoneCodeStatus } from "~/models/trust/phone.server";
import { getVerification } from "~/models/trust/verification.server";
import { requireUser } from "~/request/session.server";
import type { Route } from "./+types/route";
import { verificationAction } from "./action.server";
import { BenefitsTab } from "./benefits-tab";
import { ContactTab } from "./contact-tab";
import { DocumentsTab } from "./documents-tab";
import { OverviewTab } from "./overview-tab";
import type { VerificationData } from "./types";

/** Shown in the reader's language (docs/decisions/023-languages.md). */
export const handle = { i18n: ["account", "forms"] } satisfies I18nHandle;

const TABS = [
  { value: "overview", label: "account.verify.tab.overview" },
  { value: "documents", label: "account.verify.tab.documents" },
  { value: "contact", label: "account.verify.tab.contact" },
  { value: "benefits", label: "account.verify.tab.benefits" },
] as const;
type Tab = (typeof TABS)[number]["value"];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const asked = new URL(request.url).searchParams.get("tab");
  const tab: Tab = TABS.some((t) => t.value === asked) ? (asked as Tab) : "overview";
  const [verification, phoneCode] = await Promise.all([
    getVerification(user.id),
    phoneCodeStatus(user.id),
  ]);
  return {
    tab,
    verification,
    phoneCode,
    contact: { email: user.email, phone: user.phone },
  };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  verificationAction(request, context?.clientIp ?? null);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches)("account.verify.title", { site: SITE.name }) },
  { name: "robots", content: "noindex" },
];

const STATUS_BADGES: Record<OverallStatus, { label: MessageKey; className: string }> = {
  none: { label: "account.verify.overall.none", className: "bg-slate-200 text-slate-800" },
  pending: { label: "account.badge.pending", className: "bg-amber-100 text-amber-900" },
  verified: { label: "account.badge.verified", className: "bg-blue-50 text-blue-800" },
  rejected: { label: "account.verify.overall.rejected", className: "bg-red-50 text-red-800" },
};

/**
 * What the trust score counts, and what the Verified badge still needs: the score can be full
 * while the badge waits for the proof of address (docs/decisions/011-trust-and-verification.md).
 */
function trustExplanation(
  v: VerificationData,
  t: (key: MessageKey, values?: MessageValues) => string,
  list: (items: string[]) => string,
): string {
  const points = t("account.verify.points", TRUST_POINTS);
  if (v.overallStatus === "verified") return `${points} ${t("account.verify.allDone")}`;
  const missing = REQUIRED_STEPS.filter((s) => v.verificationSteps[s].status !== "verified").map(
    (s) => t(`account.verify.stepLower.${s}`),
  );
  if (!missing.length) return points;
  const needs =
    missing.length < REQUIRED_STEPS.length ? "account.verify.alsoNeeds" : "account.verify.needs";
  return `${points} ${t(needs, { list: list(missing) })}`;
}

const BAND_CLASSES = {
  green: { text: "text-emerald-700", bar: "bg-emerald-600" },
  yellow: { text: "text-amber-700", bar: "bg-amber-500" },
  red: { text: "text-red-700", bar: "bg-red-600" },
} as const;

export default function Verification({ loaderData }: Route.ComponentProps) {
  const { tab, verification: v, phoneCode, contact } = loaderData;
  const actionData = useActionData<typeof action>();
  const band = BAND_CLASSES[trustBand(v.trustScore)];
  const badge = STATUS_BADGES[v.overallStatus];
  const t = useT();
  const l = useLocalePath();
  // "a, b and c" in the reader's language.
  const list = (items: string[]) =>
    items.length > 1
      ? t("account.verify.and", { first: items.slice(0, -1).join(", "), last: items.at(-1)! })
      : (items[0] ?? "");
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <Link
        to={l(href("/:lang?/dashboard"))}
        className="text-brand-700 text-sm font-semibold hover:underline"
      >
        ← {t("account.back")}
      </Link>
      <header className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{t("account.verify.heading")}</h1>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${badge.className}`}>
          {t(badge.label)}
        </span>
      </header>

      <dl className="mt-6 grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">{t("account.dashboard.stat.trust")}</dt>
          <dd className={`mt-1 text-2xl font-bold ${band.text}`}>{v.trustScore}/100</dd>
          <dd className="mt-1 text-sm text-slate-700">{trustExplanation(v, t, list)}</dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">{t("account.verify.progress")}</dt>
          <dd className="mt-1 text-2xl font-bold">
            {t("account.verify.complete.percent", { percent: v.completionPercentage })}
          </dd>
          <dd>
            <div
              role="progressbar"
              aria-label={t("account.verify.progress")}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={v.completionPercentage}
              className="mt-2 h-2 rounded-full bg-slate-200"
            >
              <div
                className={`h-2 rounded-full ${band.bar}`}
                style={{ width: `${v.completionPercentage}%` }}
              />
            </div>
          </dd>
        </div>
      </dl>

      <div className="mt-8">
        <TabLinks
          label={t("account.accountTab.verification")}
          tabs={TABS.map((tab) => ({
            value: tab.value,
            label: t(tab.label),
            href: l(`${href("/:lang?/verification")}?tab=${tab.value}`),
          }))}
          current={tab}
        />
      </div>

      <div className="mt-6 space-y-4">
        <PageFlash />
        <FormAlert errors={formErrorsOf(actionData)} />
        {tab === "overview" && <OverviewTab verification={v} />}
        {tab === "documents" && <DocumentsTab verification={v} actionData={actionData} />}
        {tab === "contact" && (
          <ContactTab
            verification={v}
            contact={contact}
            phoneCode={phoneCode}
            actionData={actionData}
          />
        )}
        {tab === "benefits" && <BenefitsTab verification={v} />}
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <VerificationErrorBoundary />;
}

function VerificationErrorBoundary() {
  const t = useT();
  const l = useLocalePath();
  return (
    <ScreenFailureBoundary
      title={t("account.verify.failed")}
      retry={l(href("/:lang?/verification"))}
    />
  );
}
