/**
 * The messages screen (docs/product.md#messages; docs/decisions/009-messaging.md): `/chats`,
 * `/chat` and `/chat/{chatId}`. A searchable conversation list (`?q=`) and the conversation pane.
 * On wide screens the first conversation shows beside the list when none is chosen; on phones the
 * list comes first and a conversation is a page of its own. `/chats?user={id}` opens the newest
 * conversation with that person (the dashboard's Inquiries tab).
 *
 * Opening `/chat/{id}` marks it read. Everything works by links and form posts without
 * JavaScript; with it, messages are sent by a fetcher and appear at once, and new ones arrive
 * live from the event stream (`/api/messages/stream`, resumed from `streamAfter`).
 */
import { data, redirect, useLocation, href } from "react-router";
import { PageFlash } from "~/components/page-flash";
import { isUuid } from "~/lib/forms/ids";
import { SITE } from "~/lib/format/site";
import {
  conversationWith,
  getConversation,
  latestSeq,
  listConversations,
} from "~/models/messaging/conversations.server";
import { markConversationRead } from "~/models/messaging/messages.server";
import { withPreview } from "~/models/messaging/message-words.server";
import { requestLanguage } from "~/request/language.server";
import { orPageError } from "~/request/page-errors.server";
import { requireUser } from "~/request/session.server";
import { ErrorPage } from "~/components/error-boundary";
import { NotFoundOrFailedBoundary } from "~/components/screen-boundary";
import { metaTranslator, useLocalePath, useT, type Viewer } from "~/i18n/react";
import type { I18nHandle } from "~/i18n/namespaces";
import type { Route } from "./+types/route";
import { chatAction } from "./action.server";
import { ConversationList } from "./conversation-list";
import { ConversationPane } from "./conversation-pane";
import { msg } from "~/i18n/messages";

export const handle = { i18n: ["chat"] } satisfies I18nHandle;

/** Messages shown beside the list when no conversation was chosen (the newest, wide screens). */
const PREVIEW_MESSAGES = 20;

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const other = url.searchParams.get("user");
  if (other !== null) {
    const id = isUuid(other) ? await conversationWith(user.id, other) : null;
    if (id) throw redirect(`/chat/${id}`);
  }
  const q = url.searchParams.get("q")?.slice(0, 100) ?? "";
  const before = url.searchParams.get("before");
  const chosen = params.chatId;
  if (chosen !== undefined && !isUuid(chosen))
    throw data("Conversation not found", { status: 404 });
  if (before !== null && !isUuid(before)) throw data("Message not found", { status: 404 });
  const viewer = { id: user.id, plan: user.plan };
  // The stream resumes after everything this page was built from.
  const [streamAfter, conversations] = await Promise.all([
    latestSeq(user.id),
    listConversations(user.id, q),
  ]);
  const selectedId = chosen ?? conversations[0]?.id;
  let selected = null;
  if (selectedId) {
    // Phones hide the pane of a conversation nobody chose: keep what they download small.
    selected = await orPageError(
      request,
      getConversation(
        viewer,
        selectedId,
        before ?? undefined,
        chosen ? undefined : PREVIEW_MESSAGES,
      ),
      { 404: msg("refusals.notFound.conversation") },
    );
    if (chosen) {
      const marked = await markConversationRead(user.id, chosen);
      if (marked) {
        selected.conversation.unreadCount = 0;
        const row = conversations.find((c) => c.id === chosen);
        if (row) row.unreadCount = 0;
      }
    }
  }
  // Each row's newest message in the page's language (docs/decisions/027-structured-requests.md).
  const language = requestLanguage(request);
  return {
    viewer,
    q,
    conversations: conversations.map((c) => withPreview(c, language)),
    selected,
    autoSelected: !chosen,
    paged: before !== null,
    noMatchForUser: other !== null,
    streamAfter,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  return chatAction(request, params.chatId);
}

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  const root = matches.find((m) => m?.id === "root")?.data as { viewer?: Viewer } | undefined;
  const t = metaTranslator(root?.viewer);
  const name = d?.selected && !d.autoSelected ? d.selected.conversation.participant.name : null;
  return [
    {
      title: name
        ? t("chat.titleWith", { name, site: SITE.name })
        : t("chat.title", { site: SITE.name }),
    },
    { name: "robots", content: "noindex" },
  ];
};

export default function Messages({ loaderData, actionData }: Route.ComponentProps) {
  const { conversations, selected, autoSelected, q, viewer, streamAfter } = loaderData;
  const paneFirst = !!selected && !autoSelected;
  const t = useT();
  const l = useLocalePath();
  return (
    <main className="mx-auto max-w-6xl px-4 py-6">
      <a
        href={l(href("/:lang?/dashboard"))}
        className="text-brand-700 text-sm font-semibold hover:underline"
      >
        {t("chat.backToDashboard")}
      </a>
      <h1 className="mt-2 text-2xl font-bold">{t("chat.heading")}</h1>
      <PageFlash className="mt-3" />
      {loaderData.noMatchForUser && (
        <p className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {t("chat.noMatchForUser")}
        </p>
      )}
      <div className="mt-4 grid overflow-hidden rounded-xl border border-slate-200 bg-white md:grid-cols-[20rem_1fr]">
        <section
          aria-labelledby="conversations-heading"
          className={`min-w-0 border-slate-200 md:border-r ${paneFirst ? "hidden md:block" : ""}`}
        >
          <ConversationList
            conversations={conversations}
            selectedId={selected?.conversation.id ?? null}
            q={q}
          />
        </section>
        <section
          aria-label={t("chat.conversation")}
          className={`min-h-[60vh] min-w-0 ${paneFirst ? "" : "hidden md:flex"} flex-col`}
        >
          {selected ? (
            <ConversationPane
              key={selected.conversation.id}
              selected={selected}
              viewer={viewer}
              autoSelected={autoSelected}
              streamAfter={streamAfter}
              paged={loaderData.paged}
              actionData={actionData}
            />
          ) : (
            <p className="m-auto p-8 text-center text-slate-700">
              {conversations.length ? t("chat.chooseConversation") : t("chat.noConversations")}
            </p>
          )}
        </section>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  const { pathname } = useLocation();
  const t = useT();
  const l = useLocalePath();
  const list = /^(\/(ha|yo|ig))?\/chats?\/?$/.test(pathname);
  const page = (notFound: boolean) => (
    <ErrorPage
      title={
        notFound
          ? t("chat.notFound")
          : list
            ? t("chat.loadConversationsFailed")
            : t("chat.loadMessagesFailed")
      }
      actions={
        <p className="mt-6">
          <a
            href={l(href("/:lang?/chats"))}
            className="text-brand-700 font-semibold hover:underline"
          >
            {t("chat.goToMessages")}
          </a>
        </p>
      }
    >
      {notFound ? t("chat.notFoundHint") : t("chat.tryAgain")}
    </ErrorPage>
  );
  return <NotFoundOrFailedBoundary page={page} />;
}
