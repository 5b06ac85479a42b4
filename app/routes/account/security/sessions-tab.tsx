/**
 * /security Sessions: every signed-in session with its device and browser (from the
 * User-Agent), IP address, when it was opened and last active; this one marked. Sign one
 * out, sign out all others, or mark a device trusted (its sign-ins raise no new-device alert).
 * Times are in the reader's time zone, named (docs/decisions/023-languages.md).
 */
import { Form } from "react-router";
import { Button } from "~/components/form-parts/button";
import { IntentInput } from "~/components/form-parts/intent";
import { useFormat, useT } from "~/i18n/react";
import type { SessionView } from "./types";
import type { SecurityIntent } from "~/lib/forms/intents";

export function SessionsTab({ sessions }: { sessions: SessionView[] }) {
  const f = useFormat();
  const t = useT();
  const others = sessions.filter((s) => !s.current).length;
  return (
    <section aria-labelledby="sessions-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="sessions-heading" className="text-lg font-bold">
          {t("security.sessions.heading", { count: sessions.length })}
        </h2>
        {others > 0 && (
          <Form method="post">
            <IntentInput<SecurityIntent> value="sign-out-others" />
            <Button variant="danger" size="sm">
              {t("security.sessions.signOutOthers")}
            </Button>
          </Form>
        )}
      </div>
      <ul className="mt-3 space-y-3">
        {sessions.map((s) => (
          <li
            key={s.id}
            aria-label={s.current ? t("security.sessions.thisOne", { device: s.device }) : s.device}
            className="rounded-xl border border-slate-200 bg-white p-4"
          >
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold">{s.device}</h3>
              <span className="text-sm text-slate-600">({s.deviceType})</span>
              {s.current && (
                <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">
                  {t("security.sessions.thisDevice")}
                </span>
              )}
              {s.trusted && (
                <span className="rounded-full bg-blue-50 px-2.5 py-0.5 text-xs font-semibold text-blue-800">
                  {t("security.sessions.trusted")}
                </span>
              )}
            </div>
            <dl className="mt-2 grid gap-1 text-sm text-slate-700 sm:grid-cols-3">
              <div>
                <dt className="inline">{t("security.sessions.ip")} </dt>
                <dd className="inline">{s.ipAddress ?? t("security.sessions.unknown")}</dd>
              </div>
              <div>
                <dt className="inline">{t("security.sessions.signedIn")} </dt>
                <dd className="inline">
                  <time dateTime={s.createdAt}>{f.dateTimeZone(s.createdAt)}</time>
                </dd>
              </div>
              <div>
                <dt className="inline">{t("security.sessions.lastActive")} </dt>
                <dd className="inline">
                  <time dateTime={s.lastActive}>{f.dateTimeZone(s.lastActive)}</time>
                </dd>
              </div>
            </dl>
            <div className="mt-3 flex flex-wrap gap-2">
              <Form method="post">
                <IntentInput<SecurityIntent> value="trust-session" />
                <input type="hidden" name="sessionId" value={s.id} />
                <input type="hidden" name="trusted" value={s.trusted ? "false" : "true"} />
                <Button size="sm" variant="secondary">
                  {s.trusted ? t("security.sessions.untrust") : t("security.sessions.trust")}
                </Button>
              </Form>
              <Form method="post">
                <IntentInput<SecurityIntent> value="revoke-session" />
                <input type="hidden" name="sessionId" value={s.id} />
                <Button size="sm" variant="danger">
                  {s.current ? t("security.sessions.signOut") : t("security.sessions.signOutThis")}
                </Button>
              </Form>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
