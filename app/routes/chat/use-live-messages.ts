/**
 * The enhanced conversation pane's state (browser only, after hydration): the messages shown,
 * kept in `seq` order without duplicates, merged from the page's data, the live event stream
 * and the viewer's own sends (shown at once as pending, then replaced by the stored message).
 *
 * The stream (`/api/messages/stream?after=`) starts after the newest message the page was
 * built from; the browser resumes it with `Last-Event-ID` after a drop. A stream the browser
 * gives up on (refused with 503 while the database is away) is opened again after the last
 * message it delivered. A message for another conversation, or a block change, revalidates the
 * page (the list's unread counts).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import type { MessageView } from "~/models/messaging/conversations.server";
import type { ShownMessage } from "./message-item";
import { msg } from "~/i18n/messages";
import { useLanguage } from "~/i18n/react";

type Pending = { clientId: string; content: string; failed?: string };

/**
 * How long (ms) to wait before opening a new stream after `failures` streams in a row were
 * refused: 2 s, doubling up to 30 s (the server's Retry-After while the database is away).
 */
export function reopenDelayMs(failures: number): number {
  return Math.min(2_000 * 2 ** failures, 30_000);
}

function merge(current: MessageView[], incoming: MessageView[]): MessageView[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, { ...byId.get(m.id), ...m });
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

async function sendJson(url: string, method: string, body?: unknown, language?: string) {
  const headers: Record<string, string> = {};
  if (body) headers["Content-Type"] = "application/json";
  // The API answers a refusal in the page's language (docs/decisions/023-languages.md).
  if (language) headers["Accept-Language"] = language;
  const response = await fetch(url, {
    method,
    headers,
    body: body ? JSON.stringify(body) : undefined,
    credentials: "same-origin",
  });
  const json = (await response.json().catch(() => null)) as {
    success?: boolean;
    message?: string;
    data?: unknown;
  } | null;
  return { ok: response.ok && !!json?.success, json };
}

export function useLiveMessages({
  conversationId,
  initial,
  streamAfter,
  viewerId,
  premium,
  markReadOnOpen,
}: {
  conversationId: string;
  initial: MessageView[];
  streamAfter: number;
  viewerId: string;
  premium: boolean;
  /** Mark the conversation read once shown (it was auto-selected on a wide screen). */
  markReadOnOpen: boolean;
}) {
  const language = useLanguage();
  const [messages, setMessages] = useState(initial);
  const [pending, setPending] = useState<Pending[]>([]);
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  // New page data (a revalidation, earlier messages) joins what is shown.
  useEffect(() => setMessages((current) => merge(current, initial)), [initial]);

  // After marking read, the nav's unread badge (root's data) follows.
  const markRead = useCallback((messageId: string) => {
    void sendJson(`/api/messages/${messageId}/read`, "PUT").then(() => revalidate.current());
  }, []);

  useEffect(() => {
    if (!markReadOnOpen || !window.matchMedia("(min-width: 768px)").matches) return;
    const last = [...initial].reverse().find((m) => !m.isFromCurrentUser);
    if (last) markRead(last.id);
    // Only when the conversation opens.
  }, [conversationId]);

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    let refresh: ReturnType<typeof setTimeout> | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let source: EventSource | undefined;
    // The newest message the stream delivered: where a stream opened anew resumes.
    let after = streamAfter;
    let failures = 0;
    const later = () => {
      clearTimeout(refresh);
      refresh = setTimeout(() => revalidate.current(), 1000);
    };
    const open = () => {
      const current = new EventSource(`/api/messages/stream?after=${after}`);
      source = current;
      current.addEventListener("open", () => {
        // Back after a failure: the list (unread counts, last messages) may have moved.
        if (failures > 0) later();
        failures = 0;
      });
      current.addEventListener("message", (event) => {
        const m = JSON.parse((event as MessageEvent<string>).data) as MessageView;
        after = Math.max(after, m.seq);
        // The list (last message, unread counts) follows a moment later.
        later();
        if (m.conversationId !== conversationId) return;
        setMessages((list) => merge(list, [m]));
        if (m.isFromCurrentUser) {
          // Our own send, seen on the stream before its answer: drop the pending copy.
          setPending((list) => {
            const i = list.findIndex((p) => p.content === m.content && !p.failed);
            return i < 0 ? list : [...list.slice(0, i), ...list.slice(i + 1)];
          });
        } else if (document.visibilityState === "visible") {
          markRead(m.id);
        }
      });
      current.addEventListener("read", (event) => {
        const r = JSON.parse((event as MessageEvent<string>).data) as {
          conversationId: string;
          readerId: string;
          seq: number;
        };
        if (r.conversationId !== conversationId) return later();
        if (r.readerId === viewerId || !premium) return;
        const at = new Date().toISOString();
        setMessages((list) =>
          list.map((m) =>
            m.isFromCurrentUser && m.seq <= r.seq && !m.readAt ? { ...m, readAt: at } : m,
          ),
        );
      });
      current.addEventListener("block", later);
      current.addEventListener("error", () => {
        // The browser reconnects a dropped stream by itself (with Last-Event-ID), but gives up
        // for good when the answer is not a stream: a 503 while the database is away
        // (docs/decisions/015-failure-modes.md). Then a new stream resumes after the last
        // message received, after a pause that grows to 30 s.
        if (current.readyState !== EventSource.CLOSED) return;
        reopen = setTimeout(open, reopenDelayMs(failures++));
      });
    };
    open();
    return () => {
      clearTimeout(refresh);
      clearTimeout(reopen);
      source?.close();
    };
  }, [conversationId, streamAfter, viewerId, premium, markRead]);

  /** Sends `content` through the API; answers an error text or null. */
  const send = useCallback(
    async (content: string): Promise<string | null> => {
      const clientId = Math.random().toString(36).slice(2);
      setPending((list) => [...list, { clientId, content }]);
      try {
        const { ok, json } = await sendJson(
          "/api/messages/send",
          "POST",
          { conversationId, content, type: "text" },
          language,
        );
        if (!ok) {
          const error = json?.message ?? msg("chat.sendFailed");
          setPending((list) =>
            list.map((p) => (p.clientId === clientId ? { ...p, failed: error } : p)),
          );
          return error;
        }
        setMessages((current) => merge(current, [json!.data as MessageView]));
        setPending((list) => list.filter((p) => p.clientId !== clientId));
        return null;
      } catch {
        const error = msg("chat.sendFailed");
        setPending((list) =>
          list.map((p) => (p.clientId === clientId ? { ...p, failed: error } : p)),
        );
        return error;
      }
    },
    [conversationId, language],
  );

  const shown: ShownMessage[] = [
    ...messages,
    ...pending.map((p) => ({
      id: `pending-${p.clientId}`,
      seq: Number.MAX_SAFE_INTEGER,
      conversationId,
      senderId: viewerId,
      isFromCurrentUser: true,
      content: p.content,
      type: "text" as const,
      details: null,
      requestStatus: null,
      timestamp: new Date().toISOString(),
      createdAt: new Date().toISOString(),
      pending: true,
      failed: p.failed,
    })),
  ];
  const dismissFailed = useCallback(() => setPending((list) => list.filter((p) => !p.failed)), []);
  return { messages: shown, send, dismissFailed };
}
