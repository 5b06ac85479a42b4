/**
 * /security Alerts: warnings and high alerts of the last 30 days, newest first, each with its
 * time, IP address and device. A sign-in alert not yet answered offers "This was me" and
 * "This wasn't me" (which signs that device out and asks for a new password). Info records
 * (a sign-in reported, a known device on a new network) are not alerts: they carry no answer.
 * Times are in the reader's time zone, named (docs/decisions/023-languages.md).
 */
import { Form } from "react-router";
import { Button } from "~/components/form-parts/button";
import { IntentInput } from "~/components/form-parts/intent";
import { useFormat, useT } from "~/i18n/react";
import { SEVERITY, type SecurityEventView } from "./types";
import type { SecurityIntent } from "~/lib/forms/intents";

export function AlertsTab({ events }: { events: SecurityEventView[] }) {
  const t = useT();
  return (
    <section aria-labelledby="alerts-heading">
      <h2 id="alerts-heading" className="text-lg font-bold">
        {t("security.alerts.heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("security.alerts.intro")}</p>
      <AlertList events={events} empty={t("security.noAlerts")} actions />
    </section>
  );
}

export function AlertList({
  events,
  empty,
  actions = false,
}: {
  events: SecurityEventView[];
  empty: string;
  actions?: boolean;
}) {
  const f = useFormat();
  const t = useT();
  if (!events.length) return <p className="mt-3 text-slate-700">{empty}</p>;
  return (
    <ul className="mt-3 space-y-3">
      {events.map((e) => (
        <li key={e.id} className="rounded-xl border border-slate-200 bg-white p-4">
          <div className="flex flex-wrap items-center gap-2">
            <span
              className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${SEVERITY[e.severity].className}`}
            >
              {t(SEVERITY[e.severity].label)}
            </span>
            <h3 className="font-semibold">{e.title}</h3>
            {e.reported && (
              <span className="text-sm text-red-800">{t("security.alerts.reported")}</span>
            )}
            {e.reviewed && !e.reported && e.severity !== "info" && (
              <span className="text-sm text-slate-600">{t("security.alerts.confirmed")}</span>
            )}
          </div>
          <p className="mt-1 text-slate-800">{e.description}</p>
          <p className="mt-1 text-sm text-slate-600">
            <time dateTime={e.createdAt}>{f.dateTimeZone(e.createdAt)}</time>
            {e.ipAddress && <> · IP {e.ipAddress}</>}
            {e.device && <> · {e.device}</>}
          </p>
          {actions && !e.reviewed && (
            <Form method="post" className="mt-3 flex flex-wrap gap-2">
              <IntentInput<SecurityIntent> value="review-alert" />
              <input type="hidden" name="eventId" value={e.id} />
              <Button size="sm" variant="secondary" name="verdict" value="mine">
                {t("security.alerts.mine")}
              </Button>
              {e.canReport && (
                <Button size="sm" variant="danger" name="verdict" value="not-me">
                  {t("security.alerts.notMe")}
                </Button>
              )}
            </Form>
          )}
        </li>
      ))}
    </ul>
  );
}
