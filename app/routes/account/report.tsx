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
import { data, Form, Link, useActionData, useNavigation, href } from "react-router";
import { FormAlert } from "~/components/form-parts/alerts";
import { Button, ButtonLink } from "~/components/form-parts/button";
import { RadioGroup } from "~/components/form-parts/radio-group";
import { TextareaField } from "~/components/forms";
import { useSchemaForm } from "~/components/use-schema-form";
import { safeRedirect } from "~/lib/account/auth-schemas";
import {
  REPORT_REASONS,
  REPORT_TARGET_TYPES,
  type ReportTargetType,
} from "~/lib/vocabulary/domain-messaging";
import { REPORT_DETAILS_MAX, ReportSchema } from "~/lib/messaging/report-schema";
import { SITE } from "~/lib/format/site";
import { fileReport, resolveReportTarget } from "~/models/messaging/reports.server";
import { redirectWithFlash } from "~/request/flash.server";
import { handleForm, messageOnly } from "~/request/forms.server";
import { orPageError } from "~/request/page-errors.server";
import { requireUser } from "~/request/session.server";
import { ErrorPage, errorMessage, GeneralErrorBoundary } from "~/components/error-boundary";
import type { Route } from "./+types/report";
import { msg } from "~/i18n/messages";
import type { MessageKey } from "~/i18n/keys";
import type { I18nHandle } from "~/i18n/namespaces";
import {
  metaTranslator,
  useFormat,
  useT,
  useLocalePath,
  useMessageText,
  type Viewer,
} from "~/i18n/react";
import { pathInRequestLanguage } from "~/request/language.server";

/**
 * The page's texts are the contact form's namespace; its form validates in the browser, with
 * `forms` keys for messages (docs/decisions/023-languages.md).
 */
export const handle = { i18n: ["contact", "forms"] } satisfies I18nHandle;

/** What is being reported, as the page names it ("Report a listing"). */
const TARGET_KEYS: Record<ReportTargetType, MessageKey> = {
  user: "contact.report.target.user",
  listing: "contact.report.target.listing",
  message: "contact.report.target.message",
  review: "contact.report.target.review",
};

type T = ReturnType<typeof useT>;

/**
 * The reported thing's name as the model words it (models/messaging/reports.server.ts: a
 * listing's title, a person's name, "a message from Ada O.", "a review by Ada O."), with the
 * site's own words in the reader's language; names and titles stay as they are.
 */
function targetLabel(t: T, label: string): string {
  const from = /^a message from (.+)$/.exec(label)?.[1];
  if (from) return t("contact.report.messageFrom", { name: from });
  const by = /^a review by (.+)$/.exec(label)?.[1];
  if (by) return t("contact.report.reviewBy", { name: by });
  return label;
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const type = url.searchParams.get("targetType");
  if (!REPORT_TARGET_TYPES.includes(type as ReportTargetType))
    throw data(msg("contact.report.error.nothing"), { status: 404 });
  const target = await orPageError(
    request,
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
      return redirectWithFlash(
        pathInRequestLanguage(request, form.get("returnTo"), "/dashboard"),
        msg("contact.report.thanks"),
      );
    },
  );
}

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  // Hooks are not for meta: the root loader's viewer gives the language (023-languages.md).
  const root = matches?.find((m) => m?.id === "root")?.data as { viewer?: Viewer } | undefined;
  const t = metaTranslator(root?.viewer);
  const site = SITE.name;
  return [
    {
      title: d
        ? t("contact.report.metaTitle", { what: t(TARGET_KEYS[d.target.targetType]), site })
        : t("contact.report.metaFallback", { site }),
    },
    { name: "robots", content: "noindex" },
  ];
};

export default function ReportPage({ loaderData }: Route.ComponentProps) {
  const { target, returnTo } = loaderData;
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm("report", ReportSchema, actionData?.result, {
    targetType: target.targetType,
    targetId: target.targetId,
  });
  const t = useT();
  const f = useFormat();
  const what = t(TARGET_KEYS[target.targetType]);
  return (
    <main className="mx-auto max-w-lg px-4 py-10">
      <h1 className="text-2xl font-bold">{t("contact.report.heading", { what })}</h1>
      <p className="mt-1 text-slate-700">
        {t("contact.report.reporting")} <strong>{targetLabel(t, target.label)}</strong>
      </p>
      <p className="mt-1 text-slate-700">{t("contact.report.anonymous")}</p>
      <div className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-6">
        <FormAlert errors={form.errors} />
        <Form method="post" {...getFormProps(form)} noValidate className="space-y-5">
          <input {...getInputProps(fields.targetType, { type: "hidden" })} />
          <input {...getInputProps(fields.targetId, { type: "hidden" })} />
          <input type="hidden" name="returnTo" value={returnTo} />
          <RadioGroup
            legend={t("contact.report.why")}
            name={fields.reason.name}
            errorId={fields.reason.errorId}
            options={REPORT_REASONS.map((r) => ({
              value: r,
              label: t(`contact.report.reason.${r}` as MessageKey),
            }))}
            chosen={fields.reason.initialValue as string | undefined}
            errors={fields.reason.errors}
          />
          <TextareaField
            label={t("contact.report.details")}
            meta={fields.details}
            rows={5}
            maxLength={REPORT_DETAILS_MAX}
            hint={t("contact.report.detailsHint", { max: f.count(REPORT_DETAILS_MAX) })}
          />
          <div className="flex flex-wrap items-center gap-3">
            <Button
              size="lg"
              pending={navigation.state === "submitting"}
              pendingText={t("contact.report.sending")}
            >
              {t("contact.report.send")}
            </Button>
            <Link to={returnTo} className="text-brand-700 font-semibold hover:underline">
              {t("contact.report.cancel")}
            </Link>
          </div>
        </Form>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  const t = useT();
  const text = useMessageText();
  const l = useLocalePath();
  const back = (
    <ButtonLink href={l(href("/:lang?/dashboard"))} className="mt-6 inline-block">
      {t("contact.report.error.dashboard")}
    </ButtonLink>
  );
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: ({ error }) => (
          <ErrorPage title={t("contact.report.error.notFound")} actions={back}>
            {text(errorMessage(error) ?? msg("contact.report.error.removed"))}
          </ErrorPage>
        ),
        400: ({ error }) => (
          <ErrorPage title={t("contact.report.error.cannot")} actions={back}>
            {text(errorMessage(error) ?? "")}
          </ErrorPage>
        ),
      }}
      defaultStatusHandler={() => (
        <ErrorPage title={t("contact.report.error.wrong")} actions={back} />
      )}
      unexpectedErrorHandler={() => (
        <ErrorPage title={t("contact.report.error.wrong")} actions={back} />
      )}
    />
  );
}
