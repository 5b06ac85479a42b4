/**
 * `/report?targetType=user|listing|message|review&targetId=...&returnTo=/path`
 * (docs/decisions/009-messaging.md): a signed-in user reports a person, a car, a message or a
 * review. The form (a reason and optional details) is a plain post that works without JavaScript;
 * errors keep what was typed. On success the reporter goes back to `returnTo` (a path on this site,
 * else /dashboard) with the confirmation "Thank you. Our team will review your report." as a flash
 * message. Signed out: to /login and back here. Unknown target, or one the reporter cannot see:
 * 404. Rules and errors: models/messaging/reports.server.ts.
 */
import { getFormProps, getInputProps } from "@conform-to/react";
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import { FormAlert } from "~/components/form-parts/alerts";
import { Button, ButtonLink } from "~/components/form-parts/button";
import { RadioGroup } from "~/components/form-parts/radio-group";
import { TextareaField } from "~/components/forms";
import { useSchemaForm } from "~/components/use-schema-form";
import { safeRedirect } from "~/lib/auth-schemas";
import { REPORT_REASONS, REPORT_TARGET_TYPES, type ReportTargetType } from "~/lib/domain-messaging";
import {
  REPORT_DETAILS_MAX,
  REPORT_REASON_LABELS,
  REPORT_TARGET_LABELS,
  REPORT_THANKS,
  ReportSchema,
} from "~/lib/report-schema";
import { SITE } from "~/lib/site";
import { fileReport, resolveReportTarget } from "~/models/messaging/reports.server";
import { redirectWithFlash } from "~/request/flash.server";
import { handleForm, messageOnly } from "~/request/forms.server";
import { orPageError } from "~/request/page-errors.server";
import { requireUser } from "~/request/session.server";
import { ErrorPage, errorMessage, GeneralErrorBoundary } from "~/root";
import type { Route } from "./+types/report";
import type { I18nHandle } from "~/i18n/namespaces";

/** Its forms validate in the browser: their messages are `forms` keys (docs/decisions/023-languages.md). */
export const handle = { i18n: ["forms"] } satisfies I18nHandle;

const REASON_OPTIONS = REPORT_REASONS.map((r) => ({ value: r, label: REPORT_REASON_LABELS[r] }));

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const type = url.searchParams.get("targetType");
  if (!REPORT_TARGET_TYPES.includes(type as ReportTargetType))
    throw data("There is nothing to report here", { status: 404 });
  const target = await orPageError(
    resolveReportTarget(user.id, type as ReportTargetType, url.searchParams.get("targetId") ?? ""),
  );
  return { target, returnTo: safeRedirect(url.searchParams.get("returnTo")) };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  return handleForm(
    request,
    { form: { schema: ReportSchema, refused: messageOnly } },
    async ({ value }, form) => {
      await fileReport(user.id, value);
      return redirectWithFlash(safeRedirect(form.get("returnTo")), REPORT_THANKS);
    },
  );
}

export const meta: Route.MetaFunction = ({ data: d }) => [
  {
    title: `Report ${d ? `a ${REPORT_TARGET_LABELS[d.target.targetType]}` : ""} | ${SITE.name}`,
  },
  { name: "robots", content: "noindex" },
];

export default function ReportPage({ loaderData }: Route.ComponentProps) {
  const { target, returnTo } = loaderData;
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm("report", ReportSchema, actionData?.result, {
    targetType: target.targetType,
    targetId: target.targetId,
  });
  const what = REPORT_TARGET_LABELS[target.targetType];
  return (
    <main className="mx-auto max-w-lg px-4 py-10">
      <h1 className="text-2xl font-bold">Report a {what}</h1>
      <p className="mt-1 text-slate-700">
        You are reporting <strong>{target.label}</strong>
      </p>
      <p className="mt-1 text-slate-700">
        Our team reviews every report; the person you report is not told who sent it.
      </p>
      <div className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-6">
        <FormAlert errors={form.errors} />
        <Form method="post" {...getFormProps(form)} noValidate className="space-y-5">
          <input {...getInputProps(fields.targetType, { type: "hidden" })} />
          <input {...getInputProps(fields.targetId, { type: "hidden" })} />
          <input type="hidden" name="returnTo" value={returnTo} />
          <RadioGroup
            legend="Why are you reporting it?"
            name={fields.reason.name}
            errorId={fields.reason.errorId}
            options={REASON_OPTIONS}
            chosen={fields.reason.initialValue as string | undefined}
            errors={fields.reason.errors}
          />
          <TextareaField
            label="Details (optional)"
            meta={fields.details}
            rows={5}
            maxLength={REPORT_DETAILS_MAX}
            hint={`What happened? At most ${REPORT_DETAILS_MAX.toLocaleString("en-NG")} characters.`}
          />
          <div className="flex flex-wrap items-center gap-3">
            <Button size="lg" pending={navigation.state === "submitting"} pendingText="Sending...">
              Send report
            </Button>
            <Link to={returnTo} className="text-brand-700 font-semibold hover:underline">
              Cancel
            </Link>
          </div>
        </Form>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  const back = (
    <ButtonLink href="/dashboard" className="mt-6 inline-block">
      Go to your dashboard
    </ButtonLink>
  );
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: ({ error }) => (
          <ErrorPage title="We could not find what you want to report" actions={back}>
            {errorMessage(error) ?? "It may have been removed."}
          </ErrorPage>
        ),
        400: ({ error }) => (
          <ErrorPage title="You cannot report this" actions={back}>
            {errorMessage(error)}
          </ErrorPage>
        ),
      }}
      defaultStatusHandler={() => <ErrorPage title="Something went wrong" actions={back} />}
      unexpectedErrorHandler={() => <ErrorPage title="Something went wrong" actions={back} />}
    />
  );
}
