/**
 * `/admin/users/:id` (admins; docs/decisions/013-admin-panel.md): one account's page: profile,
 * listings, payments, reports by and against them, live sessions and the audit trail; and the
 * actions, plain forms that work without JavaScript: suspend (reason required) or activate, change
 * role, end all sessions, resend the e-mail confirmation. Each is audited with the admin's IP.
 * Unknown id: 404. Moderators: 403.
 */
import { data, Form, Link, useActionData } from "react-router";
import { z } from "zod";
import { AdminPage } from "~/components/admin/admin-page";
import { FormAlert } from "~/components/form-parts/alerts";
import { PageFlash } from "~/components/page-flash";
import { Button } from "~/components/form-parts/button";
import { SelectField, TextareaField } from "~/components/form-parts/field";
import { IntentInput } from "~/components/form-parts/intent";
import { ROLES, type Role } from "~/lib/domain";
import { useFormat } from "~/i18n/react";
import { formatNaira } from "~/lib/format";
import { answerOf, formErrorsOf, typedOf } from "~/lib/form-answer";
import { fieldText } from "~/lib/text";
import type { AdminUserIntent } from "~/lib/intents";
import { userHasPermission } from "~/lib/permissions";
import { SITE } from "~/lib/site";
import {
  activateUser,
  changeUserRole,
  endUserSessions,
  getUserForAdmin,
  resendUserVerification,
  suspendUser,
} from "~/models/admin/users.server";
import { describeDevice } from "~/models/identity/devices.server";
import { redirectWithFlash } from "~/request/flash.server";
import { firstFieldError, handleForm, NoFields } from "~/request/forms.server";
import { orPageError } from "~/request/page-errors.server";
import { requireUserWithPermission } from "~/request/session.server";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import type { Route } from "./+types/user";
import { plural } from "~/lib/plural";

export async function loader({ request, params }: Route.LoaderArgs) {
  const staff = await requireUserWithPermission(request, "read:user:any");
  const detail = await orPageError(getUserForAdmin(staff, params.id));
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
            role: fieldText(20).refine((r) => ROLES.includes(r as Role), "Choose a role"),
          }),
          invalid: firstFieldError,
        },
        "end-sessions": NoFields,
        "resend-verification": NoFields,
      },
    },
    async (input) => {
      switch (input.intent) {
        case "suspend":
          await suspendUser(staff, params.id, input.value.reason);
          return redirectWithFlash(
            back,
            "Account suspended: its sessions ended and its listings are hidden.",
          );
        case "activate":
          await activateUser(staff, params.id, input.value.reason);
          return redirectWithFlash(back, "Account active again; its listings are back.");
        case "change-role": {
          const role = input.value.role as Role;
          await changeUserRole(staff, params.id, role);
          return redirectWithFlash(back, `Role changed to ${role}.`);
        }
        case "end-sessions": {
          const ended = await endUserSessions(staff, params.id);
          return redirectWithFlash(
            back,
            `${plural(ended, { one: "session", other: "sessions" })} ended.`,
          );
        }
        case "resend-verification":
          await resendUserVerification(staff, params.id);
          return redirectWithFlash(back, "Confirmation e-mail sent again.");
      }
    },
  );
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.user.name ?? "User"} | Admin | ${SITE.name}` },
  { name: "robots", content: "noindex" },
];

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      <div className="mt-2 text-sm">{children}</div>
    </section>
  );
}

const none = <p className="text-slate-600">None.</p>;

export default function AdminUser({ loaderData }: Route.ComponentProps) {
  const fmt = useFormat();
  const d = loaderData;
  const u = d.user;
  const actionData = useActionData<typeof action>();
  const suspend = answerOf(actionData, "suspend");
  return (
    <AdminPage
      role={d.role}
      current="users"
      title={u.name}
      back={{ to: "/admin/users", label: "All users" }}
    >
      <div className="mt-4 space-y-3">
        <PageFlash />
        <FormAlert errors={formErrorsOf(actionData)} />
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <Section title="Profile">
          <dl className="space-y-1">
            {(
              [
                ["Status", u.status],
                ["E-mail", `${u.email}${u.emailVerified ? " (confirmed)" : " (not confirmed)"}`],
                ["Phone", u.phone ?? "-"],
                ["Location", u.location ?? "-"],
                ["Joined", fmt.date(u.joinDate)],
                ["Role", u.role],
                ["Plan", u.plan],
                ["Account type", u.accountType],
                ["Verified seller", u.verified ? "Yes" : "No"],
                ["Business", u.businessName ?? "-"],
              ] as const
            ).map(([k, v]) => (
              <div key={k} className="flex justify-between gap-3">
                <dt className="text-slate-600">{k}</dt>
                <dd className="text-right font-semibold break-all">{v}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-2">
            <Link to={`/seller/${u.id}`} className="text-brand-700 font-semibold hover:underline">
              Public seller page
            </Link>
          </p>
        </Section>

        <Section title="Actions">
          {d.self ? (
            <p className="text-slate-700">This is your own account.</p>
          ) : (
            <div className="space-y-5">
              {u.status === "suspended" ? (
                <Form method="post" className="space-y-2">
                  <IntentInput<AdminUserIntent> value="activate" />
                  <TextareaField
                    id="activate-note"
                    name="reason"
                    label="Note (optional)"
                    rows={2}
                    maxLength={500}
                  />
                  <Button>Activate account</Button>
                </Form>
              ) : (
                <Form method="post" className="space-y-2">
                  <IntentInput<AdminUserIntent> value="suspend" />
                  <TextareaField
                    id="suspend-reason"
                    name="reason"
                    label="Reason for suspension"
                    hint="Mailed to the user and kept in the audit log."
                    rows={2}
                    maxLength={500}
                    required
                    defaultValue={suspend ? typedOf(suspend, "reason") : undefined}
                    errors={formErrorsOf(suspend)}
                  />
                  <Button variant="destructive">Suspend account</Button>
                </Form>
              )}
              {userHasPermission({ role: d.role }, "update:role:any") && (
                <Form method="post" className="flex items-end gap-2">
                  <IntentInput<AdminUserIntent> value="change-role" />
                  <SelectField
                    id="role"
                    name="role"
                    label="Role"
                    options={ROLES.map((r) => ({ value: r, label: r }))}
                    defaultValue={u.role}
                  />
                  <Button variant="secondary">Change role</Button>
                </Form>
              )}
              <Form method="post">
                <IntentInput<AdminUserIntent> value="end-sessions" />
                <Button variant="danger" size="sm">
                  End all sessions ({d.sessions.length})
                </Button>
              </Form>
              {!u.emailVerified && (
                <Form method="post">
                  <IntentInput<AdminUserIntent> value="resend-verification" />
                  <Button variant="secondary" size="sm">
                    Resend e-mail confirmation
                  </Button>
                </Form>
              )}
            </div>
          )}
        </Section>

        <Section title="Sessions">
          {d.sessions.length === 0 ? (
            none
          ) : (
            <ul className="space-y-1">
              {d.sessions.map((s) => (
                <li key={s.id}>
                  {s.device} · {s.ip ?? "unknown IP"} · last active {fmt.dateTime(s.lastActiveAt)}
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section title="Listings">
          {d.listings.length === 0 ? (
            none
          ) : (
            <ul className="space-y-1">
              {d.listings.map((l) => (
                <li key={l.id} className="flex justify-between gap-2">
                  <span>
                    {l.title} · {formatNaira(l.price)}
                  </span>
                  <span className="text-slate-600">{l.status}</span>
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section title="Payments">
          {d.payments.length === 0 ? (
            none
          ) : (
            <ul className="space-y-1">
              {d.payments.map((p) => (
                <li key={p.id} className="flex justify-between gap-2">
                  <span>
                    {p.description} · {formatNaira(p.amount)}
                  </span>
                  <span className="text-slate-600">
                    {p.status} · {fmt.date(p.createdAt)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section title="Reports">
          <h3 className="font-semibold">Against this user ({d.reportsAgainst.length})</h3>
          {d.reportsAgainst.length === 0 ? (
            none
          ) : (
            <ul className="space-y-1">
              {d.reportsAgainst.map((r) => (
                <li key={r.id}>
                  {r.reason} ({r.severity}, {r.status}) · {fmt.date(r.createdAt)}
                </li>
              ))}
            </ul>
          )}
          <h3 className="mt-3 font-semibold">Filed by this user ({d.reportsBy.length})</h3>
          {d.reportsBy.length === 0 ? (
            none
          ) : (
            <ul className="space-y-1">
              {d.reportsBy.map((r) => (
                <li key={r.id}>
                  {r.reason} ({r.status}) · {fmt.date(r.createdAt)}
                </li>
              ))}
            </ul>
          )}
        </Section>

        <div className="lg:col-span-3">
          <Section title="Audit trail">
            {d.audit.length === 0 ? (
              none
            ) : (
              <ul className="space-y-1">
                {d.audit.map((a) => (
                  <li key={a.id}>
                    <time dateTime={new Date(a.createdAt).toISOString()}>
                      {fmt.dateTime(a.createdAt)}
                    </time>{" "}
                    · <strong>{a.action}</strong> by {a.actorName ?? "system"}
                    {a.ip ? ` from ${a.ip}` : ""}
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
