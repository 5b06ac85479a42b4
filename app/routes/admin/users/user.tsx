/**
 * `/admin/users/:id` (admins; docs/decisions/013-admin-panel.md): one account's page: profile,
 * listings, payments, reports by and against them, live sessions and the audit trail; and the
 * actions, plain forms that work without JavaScript: suspend (reason required) or activate, change
 * role (moderator or admin only for an account with a confirmed e-mail and two-factor
 * authentication on; the refusal shows under the role), edit the details (details-form.tsx), end
 * all sessions, resend the e-mail confirmation. Each goes through the model's one command
 * (`updateUserForAdmin`) and is audited with the admin's IP. Unknown id: 404. Moderators: 403.
 */
import { data, Form, Link, useActionData, href } from "react-router";
import { z } from "zod";
import { AdminPage } from "~/components/admin/admin-page";
import { FormAlert } from "~/components/form-parts/alerts";
import { PageFlash } from "~/components/page-flash";
import { Button } from "~/components/form-parts/button";
import { SelectField, TextareaField } from "~/components/form-parts/field";
import { IntentInput } from "~/components/form-parts/intent";
import { ROLES, type Role } from "~/lib/vocabulary/domain";
import { adminMeta } from "~/components/admin/admin-meta";
import type { MessageKey } from "~/i18n/keys";
import { msg } from "~/i18n/messages";
import type { I18nHandle } from "~/i18n/namespaces";
import { useFormat, useLocalePath, useT } from "~/i18n/react";
import { answerOf, fieldErrorsOf, formErrorsOf, typedOf } from "~/lib/forms/form-answer";
import { AdminUserDetailsFormSchema } from "~/lib/admin/admin-schemas";
import { fieldText } from "~/lib/forms/text";
import type { AdminUserIntent } from "~/lib/forms/intents";
import { roleGrants } from "~/lib/vocabulary/permissions";
import {
  endUserSessions,
  getUserForAdmin,
  resendUserVerification,
  updateUserForAdmin,
} from "~/models/admin/users.server";
import { describeDevice } from "~/models/identity/devices.server";
import { redirectWithFlash } from "~/request/flash.server";
import { fieldsOrMessage, firstFieldError, handleForm, NoFields } from "~/request/forms.server";
import { orPageError } from "~/request/page-errors.server";
import { requireUserWithPermission } from "~/request/session.server";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { DetailsForm } from "./details-form";
import type { Route } from "./+types/user";

export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireUserWithPermission(request, "read:user:any");
  const detail = await orPageError(request, getUserForAdmin(staff, params.id));
  const headers = { "Cache-Control": "private, no-store" };
  return data(
    {
      role: staff.role,
      self: staff.id === detail.user.id,
      ...detail,
      sessions: detail.sessions.map((s) => ({ ...s, device: describeDevice(s.userAgent).label })),
    },
    { headers },
  );
}

const ReasonForm = z.object({ reason: fieldText(500) });

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUserWithPermission(request, "read:user:any");
  const staff = { ...user, ip: context?.clientIp ?? null };
  const back = `/admin/users/${params.id}`;
  return handleForm(
    request,
    {
      intents: {
        suspend: ReasonForm,
        activate: ReasonForm,
        "change-role": {
          schema: z.object({
            role: fieldText(20).refine((r) => ROLES.includes(r as Role), msg("forms.admin.role")),
          }),
          invalid: firstFieldError,
          refused: fieldsOrMessage,
        },
        "edit-details": AdminUserDetailsFormSchema,
        "end-sessions": NoFields,
        "resend-verification": NoFields,
      },
    },
    async (input) => {
      switch (input.intent) {
        case "suspend":
          await updateUserForAdmin(staff, params.id, {
            status: "suspended",
            reason: input.value.reason,
          });
          return redirectWithFlash(back, msg("admin.flash.suspended"));
        case "activate":
          await updateUserForAdmin(staff, params.id, {
            status: "active",
            reason: input.value.reason,
          });
          return redirectWithFlash(back, msg("admin.flash.activated"));
        case "change-role": {
          const role = input.value.role as Role;
          await updateUserForAdmin(staff, params.id, { role });
          return redirectWithFlash(back, msg("admin.flash.roleChanged", { role }));
        }
        case "edit-details": {
          // The form sends every field: an empty phone, state or city clears it, as on /profile.
          const { phone, state, city, ...rest } = input.value;
          await updateUserForAdmin(staff, params.id, {
            ...rest,
            phone: phone ?? null,
            state: state ?? null,
            city: city ?? null,
          });
          return redirectWithFlash(back, msg("admin.flash.detailsSaved"));
        }
        case "end-sessions": {
          const ended = await endUserSessions(staff, params.id);
          return redirectWithFlash(back, msg("admin.flash.sessionsEnded", { count: ended }));
        }
        case "resend-verification":
          await resendUserVerification(staff, params.id);
          return redirectWithFlash(back, msg("admin.flash.verificationResent"));
      }
    },
  );
}

export const handle = { i18n: ["admin", "forms"] } satisfies I18nHandle;

export const meta: Route.MetaFunction = ({ data, matches }) =>
  adminMeta(matches, data ? { text: data.user.name } : "admin.user.fallbackTitle");

function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      <div className="mt-2 text-sm">{children}</div>
    </section>
  );
}

export default function AdminUser({ loaderData }: Route.ComponentProps) {
  const fmt = useFormat();
  const t = useT();
  const l = useLocalePath();
  const none = <p className="text-slate-600">{t("admin.none")}</p>;
  const d = loaderData;
  const u = d.user;
  const actionData = useActionData<typeof action>();
  const suspend = answerOf(actionData, "suspend");
  const changeRole = answerOf(actionData, "change-role");
  return (
    <AdminPage
      role={d.role}
      current="users"
      title={u.name}
      back={{ to: "/admin/users", label: t("admin.user.allUsers") }}
    >
      <div className="mt-4 space-y-3">
        <PageFlash />
        {/* The details form shows its own refusals above it. */}
        <FormAlert
          errors={answerOf(actionData, "edit-details") ? undefined : formErrorsOf(actionData)}
        />
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <Section id="section-profile" title={t("admin.user.profile")}>
          <dl className="space-y-1">
            {(
              [
                [t("admin.users.status"), t(`admin.userStatus.${u.status}` as MessageKey)],
                [
                  t("admin.users.email"),
                  t(
                    u.emailVerified ? "admin.user.emailConfirmed" : "admin.user.emailNotConfirmed",
                    {
                      email: u.email,
                    },
                  ),
                ],
                [
                  t("admin.user.twoFactor"),
                  u.twoFactorEnabled ? t("admin.user.twoFactorOn") : t("admin.user.twoFactorOff"),
                ],
                [t("admin.users.phone"), u.phone ?? t("admin.dash")],
                [t("admin.users.location"), u.location ?? t("admin.dash")],
                [t("admin.users.joined"), fmt.date(u.joinDate)],
                [t("admin.users.role"), t(`admin.role.${u.role}`)],
                [t("admin.users.plan"), t(`admin.plan.${u.plan}`)],
                [t("admin.users.accountType"), t(`admin.accountType.${u.accountType}`)],
                [t("admin.user.verifiedSeller"), u.verified ? t("admin.yes") : t("admin.no")],
                [t("admin.user.business"), u.businessName ?? t("admin.dash")],
              ] as const
            ).map(([k, v]) => (
              <div key={k} className="flex justify-between gap-3">
                <dt className="text-slate-600">{k}</dt>
                <dd className="text-right font-semibold break-all">{v}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-2">
            <Link
              to={l(href("/:lang?/seller/:id", { id: u.id }))}
              className="text-brand-700 font-semibold hover:underline"
            >
              {t("admin.user.publicPage")}
            </Link>
          </p>
        </Section>

        <Section id="section-actions" title={t("admin.user.actions")}>
          {d.self ? (
            <p className="text-slate-700">{t("admin.user.self")}</p>
          ) : (
            <div className="space-y-5">
              {u.status === "suspended" ? (
                <Form method="post" className="space-y-2">
                  <IntentInput<AdminUserIntent> value="activate" />
                  <TextareaField
                    id="activate-note"
                    name="reason"
                    label={t("admin.user.note")}
                    rows={2}
                    maxLength={500}
                  />
                  <Button>{t("admin.user.activate")}</Button>
                </Form>
              ) : (
                <Form method="post" className="space-y-2">
                  <IntentInput<AdminUserIntent> value="suspend" />
                  <TextareaField
                    id="suspend-reason"
                    name="reason"
                    label={t("admin.user.reason")}
                    hint={t("admin.user.reasonHint")}
                    rows={2}
                    maxLength={500}
                    required
                    defaultValue={suspend ? typedOf(suspend, "reason") : undefined}
                    errors={formErrorsOf(suspend)}
                  />
                  <Button variant="destructive">{t("admin.user.suspend")}</Button>
                </Form>
              )}
              {roleGrants(d.role, "update:role:any") && (
                <Form method="post" className="space-y-2">
                  <IntentInput<AdminUserIntent> value="change-role" />
                  <SelectField
                    id="role"
                    name="role"
                    label={t("admin.users.role")}
                    hint={t("admin.user.roleHint")}
                    options={ROLES.map((r) => ({ value: r, label: t(`admin.role.${r}`) }))}
                    defaultValue={changeRole ? typedOf(changeRole, "role") || u.role : u.role}
                    errors={fieldErrorsOf(changeRole, "role")}
                  />
                  <Button variant="secondary">{t("admin.user.changeRole")}</Button>
                </Form>
              )}
              <Form method="post">
                <IntentInput<AdminUserIntent> value="end-sessions" />
                <Button variant="danger" size="sm">
                  {t("admin.user.endSessions", { count: fmt.count(d.sessions.length) })}
                </Button>
              </Form>
              {!u.emailVerified && (
                <Form method="post">
                  <IntentInput<AdminUserIntent> value="resend-verification" />
                  <Button variant="secondary" size="sm">
                    {t("admin.user.resend")}
                  </Button>
                </Form>
              )}
            </div>
          )}
        </Section>

        {roleGrants(d.role, "update:user:any") && (
          <Section id="section-details" title={t("admin.user.details.title")}>
            <DetailsForm details={u} actionData={answerOf(actionData, "edit-details")} />
          </Section>
        )}

        <Section id="section-sessions" title={t("admin.user.sessions")}>
          {d.sessions.length === 0 ? (
            none
          ) : (
            <ul className="space-y-1">
              {d.sessions.map((s) => (
                <li key={s.id}>
                  {t("admin.user.session", {
                    device: s.device,
                    ip: s.ip ?? t("admin.user.unknownIp"),
                    time: fmt.dateTime(s.lastActiveAt),
                  })}
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section id="section-listings" title={t("admin.user.listings")}>
          {d.listings.length === 0 ? (
            none
          ) : (
            <ul className="space-y-1">
              {d.listings.map((listing) => (
                <li key={listing.id} className="flex justify-between gap-2">
                  <span>
                    {listing.title} · {fmt.naira(listing.price)}
                  </span>
                  <span className="text-slate-600">
                    {t(`admin.listingStatus.${listing.status}` as MessageKey)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section id="section-payments" title={t("admin.user.payments")}>
          {d.payments.length === 0 ? (
            none
          ) : (
            <ul className="space-y-1">
              {d.payments.map((p) => (
                <li key={p.id} className="flex justify-between gap-2">
                  <span>
                    {p.description} · {fmt.naira(p.amount)}
                  </span>
                  <span className="text-slate-600">
                    {t(`admin.paymentStatus.${p.status}` as MessageKey)} · {fmt.date(p.createdAt)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section id="section-reports" title={t("admin.user.reports")}>
          <h3 className="font-semibold">
            {t("admin.user.against", { count: fmt.count(d.reportsAgainst.length) })}
          </h3>
          {d.reportsAgainst.length === 0 ? (
            none
          ) : (
            <ul className="space-y-1">
              {d.reportsAgainst.map((r) => (
                <li key={r.id}>
                  {t(`admin.reason.${r.reason}` as MessageKey)} (
                  {t(`admin.reportSeverity.${r.severity}` as MessageKey)},{" "}
                  {t(`admin.reportStatus.${r.status}` as MessageKey)}) · {fmt.date(r.createdAt)}
                </li>
              ))}
            </ul>
          )}
          <h3 className="mt-3 font-semibold">
            {t("admin.user.filedBy", { count: fmt.count(d.reportsBy.length) })}
          </h3>
          {d.reportsBy.length === 0 ? (
            none
          ) : (
            <ul className="space-y-1">
              {d.reportsBy.map((r) => (
                <li key={r.id}>
                  {t(`admin.reason.${r.reason}` as MessageKey)} (
                  {t(`admin.reportStatus.${r.status}` as MessageKey)}) · {fmt.date(r.createdAt)}
                </li>
              ))}
            </ul>
          )}
        </Section>

        <div className="lg:col-span-3">
          <Section id="section-audit-trail" title={t("admin.user.audit")}>
            {d.audit.length === 0 ? (
              none
            ) : (
              <ul className="space-y-1">
                {d.audit.map((a) => (
                  <li key={a.id}>
                    <time dateTime={new Date(a.createdAt).toISOString()}>
                      {fmt.dateTime(a.createdAt)}
                    </time>{" "}
                    · <strong>{a.action}</strong>{" "}
                    {t("admin.user.auditBy", { actor: a.actorName ?? t("admin.user.system") })}
                    {a.ip ? ` ${t("admin.user.auditFrom", { ip: a.ip })}` : ""}
                    {typeof a.details.reason === "string" ? ` · “${a.details.reason}”` : ""}
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </div>
      </div>
    </AdminPage>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
