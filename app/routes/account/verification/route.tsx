/**
 * `/verification`, Account Verification (docs/product.md#account-verification;
 * docs/decisions/011-trust-and-verification.md): a back link to the dashboard, the status badge,
 * the trust score in its colour and the completion percentage, and four tabs as links
 * (`?tab=overview|documents|contact|benefits`): overview-tab.tsx, documents-tab.tsx,
 * contact-tab.tsx and benefits-tab.tsx. The action is action.server.ts. Everything works without
 * JavaScript; with it, document uploads show their progress. Signed out: to /login and back. Any
 * other failure: "Failed to load verification data".
 */
import { data, Link, useActionData } from "react-router";
import { TabLinks } from "~/components/billing/billing-nav";
import { FormAlert } from "~/components/form-parts/alerts";
import { ScreenFailureBoundary } from "~/components/screen-failure";
import { REQUIRED_STEPS, TRUST_POINTS, trustBand, type OverallStatus } from "~/lib/domain-trust";
import { SITE } from "~/lib/site";
import { phoneCodeStatus } from "~/models/trust/phone.server";
import { getVerification } from "~/models/trust/verification.server";
import { readFlash } from "~/request/flash.server";
import { requireUser } from "~/request/session.server";
import type { Route } from "./+types/route";
import { verificationAction } from "./action.server";
import { BenefitsTab } from "./benefits-tab";
import { ContactTab } from "./contact-tab";
import { DocumentsTab } from "./documents-tab";
import { OverviewTab } from "./overview-tab";
import { STEP_LABELS, type VerificationData } from "./types";

const TABS = [
  { value: "overview", label: "Overview" },
  { value: "documents", label: "Documents" },
  { value: "contact", label: "Contact Info" },
  { value: "benefits", label: "Benefits" },
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
  const { flash, headers } = await readFlash(request);
  return data(
    {
      tab,
      verification,
      phoneCode,
      contact: { email: user.email, phone: user.phone },
      flash,
    },
    { headers },
  );
}

export const action = ({ request, context }: Route.ActionArgs) =>
  verificationAction(request, context?.clientIp ?? null);

export const meta: Route.MetaFunction = () => [
  { title: `Account Verification | ${SITE.name}` },
  { name: "robots", content: "noindex" },
];

const STATUS_BADGES: Record<OverallStatus, { label: string; className: string }> = {
  none: { label: "Not verified", className: "bg-slate-200 text-slate-800" },
  pending: { label: "Verification Pending", className: "bg-amber-100 text-amber-900" },
  verified: { label: "Verified User", className: "bg-blue-50 text-blue-800" },
  rejected: { label: "Action needed", className: "bg-red-50 text-red-800" },
};

/**
 * What the trust score counts, and what the Verified badge still needs: the score can be full
 * while the badge waits for the proof of address (docs/decisions/011-trust-and-verification.md).
 */
function trustExplanation(v: VerificationData): string {
  const points = `E-mail +${TRUST_POINTS.email}, phone +${TRUST_POINTS.phone}, identity document +${TRUST_POINTS.identity}.`;
  if (v.overallStatus === "verified")
    return `${points} Every required step is done: you are Verified.`;
  const missing = REQUIRED_STEPS.filter((s) => v.verificationSteps[s].status !== "verified").map(
    (s) => STEP_LABELS[s].toLowerCase(),
  );
  if (!missing.length) return points;
  const last = missing[missing.length - 1];
  const list = missing.length > 1 ? `${missing.slice(0, -1).join(", ")} and ${last}` : last;
  return `${points} The Verified badge ${missing.length < REQUIRED_STEPS.length ? "also " : ""}needs your ${list}.`;
}

const BAND_CLASSES = {
  green: { text: "text-emerald-700", bar: "bg-emerald-600" },
  yellow: { text: "text-amber-700", bar: "bg-amber-500" },
  red: { text: "text-red-700", bar: "bg-red-600" },
} as const;

export default function Verification({ loaderData }: Route.ComponentProps) {
  const { tab, verification: v, phoneCode, contact, flash } = loaderData;
  const actionData = useActionData<typeof action>();
  const band = BAND_CLASSES[trustBand(v.trustScore)];
  const badge = STATUS_BADGES[v.overallStatus];
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <Link to="/dashboard" className="text-brand-700 text-sm font-semibold hover:underline">
        ← Back to dashboard
      </Link>
      <header className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">Account Verification</h1>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${badge.className}`}>
          {badge.label}
        </span>
      </header>

      <dl className="mt-6 grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">Trust Score</dt>
          <dd className={`mt-1 text-2xl font-bold ${band.text}`}>{v.trustScore}/100</dd>
          <dd className="mt-1 text-sm text-slate-700">{trustExplanation(v)}</dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">Verification progress</dt>
          <dd className="mt-1 text-2xl font-bold">{v.completionPercentage}% complete</dd>
          <dd>
            <div
              role="progressbar"
              aria-label="Verification progress"
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
          label="Verification"
          tabs={TABS.map((t) => ({ ...t, href: `/verification?tab=${t.value}` }))}
          current={tab}
        />
      </div>

      <div className="mt-6 space-y-4">
        {flash && <FormAlert tone={flash.tone} errors={[flash.message]} />}
        {actionData?.error && <FormAlert errors={[actionData.error]} />}
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
  return <ScreenFailureBoundary title="Failed to load verification data" retry="/verification" />;
}
