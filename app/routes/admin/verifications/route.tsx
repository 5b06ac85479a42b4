/**
 * `/admin/verifications` (moderators and admins; docs/decisions/011-trust-and-verification.md): the
 * verification documents waiting for review, oldest first, a page at a time
 * (`?before=<uploadedAt>_<id>`, by index). Each shows the user's details to compare, the document
 * inline (images) or a link to open it (PDFs), and Approve or Reject with a reason from the list
 * plus a note. The user is notified either way. Plain forms: it works without JavaScript.
 */
import { Form, Link, useActionData, href } from "react-router";
import { z } from "zod";
import { AdminNav } from "~/components/admin/admin-nav";
import { FormAlert } from "~/components/form-parts/alerts";
import { PageFlash } from "~/components/page-flash";
import { SelectField, TextareaField } from "~/components/form-parts/field";
import { IntentButton } from "~/components/form-parts/intent";
import {
  DOCUMENT_REJECTION_REASONS,
  type DocumentRejectionReason,
} from "~/lib/vocabulary/domain-trust";
import { metaTranslator, useFormat, useLocalePath, useT, type Viewer } from "~/i18n/react";
import { msg } from "~/i18n/messages";
import type { I18nHandle } from "~/i18n/namespaces";
import { keysetCursor, parseKeysetCursor } from "~/lib/forms/ids";
import { DOCUMENT_REVIEW_INTENTS, type DocumentReviewIntent } from "~/lib/forms/intents";
import { formErrorsOf, typedOf } from "~/lib/forms/form-answer";
import { fieldText } from "~/lib/forms/text";
import { formatNigerianPhone } from "~/lib/format/phone";
import { SITE } from "~/lib/format/site";
import {
  countDocumentQueue,
  listDocumentQueue,
  reviewDocument,
} from "~/models/trust/verification.server";
import { redirectWithFlash } from "~/request/flash.server";
import { eachIntent, handleForm } from "~/request/forms.server";
import { requireUserWithPermission } from "~/request/session.server";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import type { Route } from "./+types/route";

const PAGE = 20;

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireUserWithPermission(request, "review:document:any");
  const cursor = parseKeysetCursor(new URL(request.url).searchParams.get("before") ?? "");
  const before = cursor && { uploadedAt: cursor.at, id: cursor.id };
  const [documents, total] = await Promise.all([
    listDocumentQueue({ limit: PAGE, before }),
    countDocumentQueue(),
  ]);
  const last = documents.at(-1);
  return {
    documents,
    total,
    next: documents.length === PAGE && last ? keysetCursor(last.uploadedAt, last.id) : null,
    role: staff.role,
  };
}

const ReviewForm = z.object({
  documentId: fieldText(40),
  reason: fieldText(40),
  note: fieldText(500),
});

export async function action({ request }: Route.ActionArgs) {
  const staff = await requireUserWithPermission(request, "review:document:any");
  return handleForm(
    request,
    { intents: eachIntent(DOCUMENT_REVIEW_INTENTS, ReviewForm) },
    async ({ intent, value: { documentId, reason, note } }) => {
      await reviewDocument(staff, documentId, {
        status: intent === "approve" ? "approved" : "rejected",
        reason: reason ? (reason as DocumentRejectionReason) : undefined,
        note: note || undefined,
      });
      return redirectWithFlash(
        "/admin/verifications",
        msg(intent === "approve" ? "admin.flash.docApproved" : "admin.flash.docRejected"),
      );
    },
  );
}

export const handle = { i18n: ["admin", "forms"] } satisfies I18nHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((m) => m?.id === "root")?.data as { viewer?: Viewer } | undefined;
  const t = metaTranslator(root?.viewer);
  return [
    { title: t("admin.docs.metaTitle", { site: SITE.name }) },
    { name: "robots", content: "noindex" },
  ];
};

export default function AdminVerifications({ loaderData }: Route.ComponentProps) {
  const fmt = useFormat();
  const t = useT();
  const l = useLocalePath();
  const reasonOptions = DOCUMENT_REJECTION_REASONS.map((r) => ({
    value: r,
    label: t(`admin.rejection.${r}`),
  }));
  const { documents, total, next, role } = loaderData;
  const actionData = useActionData<typeof action>();
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <Link
        to={l(href("/:lang?/dashboard"))}
        className="text-brand-700 text-sm font-semibold hover:underline"
      >
        ← {t("admin.backToDashboard")}
      </Link>
      <div className="mt-4">
        <AdminNav role={role} current="verifications" />
      </div>
      <h1 className="mt-4 text-2xl font-bold">{t("admin.docs.heading")}</h1>
      <p className="text-slate-700">{t("admin.docs.waiting", { count: fmt.count(total) })}</p>
      <div className="mt-4 space-y-3">
        <PageFlash />
        <FormAlert errors={formErrorsOf(actionData)} />
      </div>
      <ol className="mt-6 space-y-4">
        {documents.map((d) => {
          const mine = typedOf(actionData, "documentId") === d.id ? actionData : undefined;
          const typeLabel = t(`admin.docType.${d.type}`);
          return (
            <li key={d.id} className="rounded-xl border border-slate-200 bg-white p-5">
              <div className="flex flex-wrap gap-5">
                <div className="w-full sm:w-80">
                  {d.contentType === "application/pdf" ? (
                    <a
                      href={d.url}
                      target="_blank"
                      rel="noreferrer"
                      className="text-brand-700 block rounded-md border border-slate-300 p-6 text-center font-semibold hover:underline"
                    >
                      {t("admin.docs.openPdf")}
                      <span className="sr-only">: {typeLabel}</span>
                    </a>
                  ) : (
                    <a href={d.url} target="_blank" rel="noreferrer">
                      <img
                        src={d.url}
                        alt={t("admin.docs.imageAlt", { type: typeLabel, name: d.user.name })}
                        loading="lazy"
                        className="max-h-72 w-full rounded-md border border-slate-200 object-contain"
                      />
                    </a>
                  )}
                </div>
                <div className="min-w-0 flex-1 text-sm">
                  <h2 className="text-base font-semibold">{typeLabel}</h2>
                  <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1">
                    <dt className="text-slate-600">{t("admin.docs.nameOnProfile")}</dt>
                    <dd>{d.user.name}</dd>
                    {d.user.businessName && (
                      <>
                        <dt className="text-slate-600">{t("admin.user.business")}</dt>
                        <dd>{d.user.businessName}</dd>
                      </>
                    )}
                    <dt className="text-slate-600">{t("admin.users.email")}</dt>
                    <dd className="break-all">{d.user.email}</dd>
                    <dt className="text-slate-600">{t("admin.users.phone")}</dt>
                    <dd>{d.user.phone ? formatNigerianPhone(d.user.phone) : "—"}</dd>
                    {d.issuedAt && (
                      <>
                        <dt className="text-slate-600">{t("admin.docs.issued")}</dt>
                        <dd>{fmt.date(d.issuedAt)}</dd>
                      </>
                    )}
                    <dt className="text-slate-600">{t("admin.docs.uploaded")}</dt>
                    <dd>
                      <time dateTime={d.uploadedAt}>{fmt.dateTime(d.uploadedAt)}</time>
                    </dd>
                  </dl>
                </div>
              </div>
              <div className="mt-4 flex flex-wrap items-start gap-6">
                <Form method="post">
                  <input type="hidden" name="documentId" value={d.id} />
                  <IntentButton<DocumentReviewIntent> value="approve">
                    {t("admin.moderation.approve")}
                  </IntentButton>
                </Form>
                <Form
                  method="post"
                  className="flex w-full min-w-0 flex-wrap items-end gap-3 sm:w-auto"
                >
                  <input type="hidden" name="documentId" value={d.id} />
                  <SelectField
                    id={`reason-${d.id}`}
                    name="reason"
                    label={t("admin.moderation.rejectReason")}
                    options={reasonOptions}
                    placeholder={t("admin.docs.chooseReason")}
                    required
                    defaultValue={typedOf(mine, "reason")}
                    containerClassName="w-full sm:w-72"
                  />
                  <TextareaField
                    id={`note-${d.id}`}
                    name="note"
                    label={t("admin.docs.note")}
                    rows={2}
                    maxLength={500}
                    defaultValue={typedOf(mine, "note")}
                    containerClassName="w-full sm:w-72"
                  />
                  <IntentButton<DocumentReviewIntent> value="reject" variant="danger">
                    {t("admin.moderation.reject")}
                  </IntentButton>
                </Form>
              </div>
            </li>
          );
        })}
        {documents.length === 0 && (
          <li className="rounded-xl bg-white p-8 text-center text-slate-700">
            {t("admin.docs.empty")}
          </li>
        )}
      </ol>
      {next && (
        <p className="mt-6">
          <Link
            to={l(`${href("/:lang?/admin/verifications")}?before=${encodeURIComponent(next)}`)}
            className="text-brand-700 font-semibold hover:underline"
          >
            {t("admin.nextPagePlain")}
          </Link>
        </p>
      )}
    </main>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
