/**
 * `/notifications` (signed in): the in-app notifications, newest first, a page at a
 * time (`?before=`, by index): new messages, listings approved or rejected, payments,
 * verification decisions, security alerts. Unread ones are marked; "Mark read" on each and
 * "Mark all read" are plain form posts (they work without JavaScript). Each is dated in the
 * reader's time zone (docs/decisions/023-languages.md).
 */
import { Form, Link, href } from "react-router";
import { z } from "zod";
import { PageFlash } from "~/components/page-flash";
import { Button } from "~/components/form-parts/button";
import { IntentInput } from "~/components/form-parts/intent";
import { msg } from "~/i18n/messages";
import type { I18nHandle } from "~/i18n/namespaces";
import { useFormat, useLocalePath, useT } from "~/i18n/react";
import { pathInRequestLanguage } from "~/request/language.server";
import { metaT } from "~/routes/auth/meta";
import { fieldText } from "~/lib/forms/text";
import type { NotificationIntent } from "~/lib/forms/intents";
import { isUuid, keysetCursor, parseKeysetCursor } from "~/lib/forms/ids";
import { SITE } from "~/lib/format/site";
import {
  listNotifications,
  markNotificationsRead,
  unreadNotificationCount,
} from "~/models/shared/notifications.server";
import { redirectWithFlash } from "~/request/flash.server";
import { handleForm, NoFields } from "~/request/forms.server";
import { requireUser } from "~/request/session.server";
import type { Route } from "./+types/notifications";

const PAGE = 30;

/** Shown in the reader's language (docs/decisions/023-languages.md). */
export const handle = { i18n: ["account"] } satisfies I18nHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const cursor = parseKeysetCursor(new URL(request.url).searchParams.get("before") ?? "");
  const before = cursor && { createdAt: cursor.at, id: cursor.id };
  const [items, unread] = await Promise.all([
    listNotifications(user.id, { limit: PAGE, before }),
    unreadNotificationCount(user.id),
  ]);
  const last = items.at(-1);
  return {
    items,
    unread,
    next: items.length === PAGE && last ? keysetCursor(last.createdAt, last.id) : null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const list = pathInRequestLanguage(request, "/notifications");
  return handleForm(
    request,
    { intents: { read: z.object({ id: fieldText(40) }), "read-all": NoFields } },
    async (input) => {
      if (input.intent === "read-all") {
        await markNotificationsRead(user.id);
        return redirectWithFlash(list, msg("account.notifications.allRead"));
      }
      if (isUuid(input.value.id)) await markNotificationsRead(user.id, [input.value.id]);
      return redirectWithFlash(list, msg("account.notifications.read"));
    },
  );
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches)("account.notifications.title", { site: SITE.name }) },
  { name: "robots", content: "noindex" },
];

export default function Notifications({ loaderData }: Route.ComponentProps) {
  const { items, unread, next } = loaderData;
  const f = useFormat();
  const t = useT();
  const l = useLocalePath();
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <Link
        to={l(href("/:lang?/dashboard"))}
        className="text-brand-700 text-sm font-semibold hover:underline"
      >
        ← {t("account.back")}
      </Link>
      <header className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{t("account.accountTab.notifications")}</h1>
        <span className="text-sm text-slate-700">
          {t("account.notifications.unread", { count: unread })}
        </span>
        {unread > 0 && (
          <Form method="post" className="ml-auto">
            <IntentInput<NotificationIntent> value="read-all" />
            <Button size="sm" variant="secondary">
              {t("account.notifications.markAll")}
            </Button>
          </Form>
        )}
      </header>
      <PageFlash className="mt-4" />
      <ol className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {items.map((n) => (
          <li
            key={n.id}
            className={`flex flex-wrap items-start gap-3 p-4 ${n.read ? "" : "bg-blue-50/50"}`}
          >
            <div className="min-w-0 flex-1">
              <p className="font-semibold">
                {!n.read && (
                  <span className="sr-only">{t("account.notifications.unreadMark")} </span>
                )}
                {n.link ? (
                  <Link to={l(n.link)} className="hover:underline">
                    {n.title}
                  </Link>
                ) : (
                  n.title
                )}
              </p>
              {n.body && <p className="text-sm text-slate-700">{n.body}</p>}
              <p className="text-xs text-slate-600">
                <time dateTime={new Date(n.createdAt).toISOString()}>
                  {f.dateTime(n.createdAt)}
                </time>
              </p>
            </div>
            {!n.read && (
              <Form method="post">
                <IntentInput<NotificationIntent> value="read" />
                <input type="hidden" name="id" value={n.id} />
                <Button size="sm" variant="secondary">
                  {t("account.notifications.mark")}
                  <span className="sr-only">: {n.title}</span>
                </Button>
              </Form>
            )}
          </li>
        ))}
        {items.length === 0 && (
          <li className="p-8 text-center text-slate-700">{t("account.notifications.none")}</li>
        )}
      </ol>
      {next && (
        <p className="mt-6">
          <Link
            to={l(`${href("/:lang?/notifications")}?before=${encodeURIComponent(next)}`)}
            className="text-brand-700 font-semibold hover:underline"
          >
            {t("account.notifications.older")}
          </Link>
        </p>
      )}
    </main>
  );
}
