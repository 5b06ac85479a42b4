/**
 * The e-mail a new message sends to a recipient who is not on the site
 * (docs/decisions/009-messaging.md): run by the `notify-message` job a little after the message is
 * stored. Nothing is sent when the message was read meanwhile, when the recipient was active in the
 * last 5 minutes, or when this conversation already mailed them in the last 30 minutes (claimed by
 * one conditional UPDATE, so two workers never both send). The mail links to the conversation and
 * quotes at most the first 140 characters, a request's or answer's words in the recipient's
 * language (docs/decisions/027-structured-requests.md).
 *
 * Preferences: a buyer's first message to a seller is an `inquiry` (mailed when the
 * seller has e-mail notifications and new-inquiry alerts on), any other message a
 * `notification` (e-mail notifications on); the mail job checks them when it delivers. A seller
 * who turned on SMS notifications and new-inquiry alerts and has a verified phone also gets
 * an SMS about a new inquiry, under the same throttle as the e-mail.
 */
import { sql } from "drizzle-orm";
import { queryRows } from "#db/connection";
import { mailHtml, mailReader, mailText, type MailPart } from "~/i18n/server/mail.server";
import type { MessageDetails } from "~/lib/messaging/answers-messaging";
import type { MessageType } from "~/lib/vocabulary/domain-messaging";
import { messageText } from "~/lib/messaging/message-text";
import { ONLINE_WINDOW_MS } from "~/lib/messaging/messages";
import { SITE } from "~/lib/format/site";
import { queueMail } from "~/services/mail.server";
import { queueSms } from "~/services/sms.server";
import { wantsSms } from "../shared/preferences.server";

/** At most one e-mail per conversation and recipient in this time. */
export const NOTIFY_INTERVAL_MINUTES = 30;
/** How much of the message the e-mail quotes. */
export const NOTIFY_EXCERPT_CHARS = 140;

/** The first `NOTIFY_EXCERPT_CHARS` characters, with an ellipsis when cut. */
export function excerpt(text: string): string {
  const chars = [...text];
  return chars.length <= NOTIFY_EXCERPT_CHARS
    ? text
    : `${chars.slice(0, NOTIFY_EXCERPT_CHARS).join("").trimEnd()}…`;
}

/** Sends (through the mail queue) the notification of one message, if due. Answers whether. */
export async function notifyRecipient(messageId: string, now = Date.now()): Promise<boolean> {
  const [m] = await queryRows<{
    conversation_id: string;
    type: MessageType;
    content: string;
    details: MessageDetails | string | null;
    read_at: unknown;
    sender_id: string | null;
    buyer_id: string | null;
    seller_id: string | null;
    title: string | null;
    first: boolean;
  }>(sql`
    select m.conversation_id, m.type, m.content, m.details, m.read_at, m.sender_id, c.buyer_id, c.seller_id, l.title,
      not exists (select 1 from messages e where e.conversation_id = m.conversation_id
        and e.seq < m.seq) as first
    from messages m join conversations c on c.id = m.conversation_id
    left join listings l on l.id = c.listing_id
    where m.id = ${messageId}`);
  if (!m || m.read_at) return false;
  const toBuyer = m.sender_id !== m.buyer_id;
  const recipientId = toBuyer ? m.buyer_id : m.seller_id;
  if (!recipientId) return false;
  const [recipient] = await queryRows<{
    email: string;
    first_name: string;
    status: string;
    phone: string | null;
    phone_verified: boolean;
    last_active: number | null;
  }>(sql`
    select u.email, u.first_name, u.status, u.phone,
      u.phone_verified_at is not null as phone_verified,
      (select (extract(epoch from max(s.last_active_at)) * 1000)::float8 from sessions s
        where s.user_id = u.id) as last_active
    from users u where u.id = ${recipientId}`);
  if (!recipient || recipient.status !== "active") return false;
  if (recipient.last_active !== null && now - Number(recipient.last_active) < ONLINE_WINDOW_MS)
    return false;
  const column = toBuyer ? sql.raw("buyer_notified_at") : sql.raw("seller_notified_at");
  const claimed = await queryRows<{ id: string }>(sql`
    update conversations set ${column} = now()
    where id = ${m.conversation_id}
      and (${column} is null or ${column} < now() - make_interval(mins => ${NOTIFY_INTERVAL_MINUTES}))
    returning id`);
  if (!claimed.length) return false;
  const [sender] = m.sender_id
    ? await queryRows<{ first_name: string }>(
        sql`select first_name from users where id = ${m.sender_id}`,
      )
    : [];
  // In the recipient's language, linking to the conversation in it (docs/decisions/023-languages.md).
  const { t, f, link: page } = await mailReader(recipientId);
  const link = page(`/chat/${m.conversation_id}`);
  const car = m.title ?? "none";
  // A buyer's first message in a conversation is a new inquiry for the seller.
  const inquiry = !toBuyer && !!m.first;
  const parts: MailPart[] = [
    t("mail.hello", { name: recipient.first_name }),
    t("mail.message.sent", { name: sender?.first_name ?? t("mail.message.someone"), car }),
    // A request's line in their language (Lagos time), then its note as typed.
    `"${excerpt(messageText({ ...m, details: typeof m.details === "string" ? JSON.parse(m.details) : m.details }, t, f))}"`,
    { href: link, label: t("mail.message.reply") },
    t("mail.message.throttle", { minutes: NOTIFY_INTERVAL_MINUTES }),
  ];
  await queueMail({
    to: recipient.email,
    userId: recipientId,
    kind: inquiry ? "inquiry" : "notification",
    subject: t("mail.message.subject", {
      name: sender?.first_name ?? t("mail.message.aUser", { site: SITE.name }),
      car,
    }),
    text: mailText(parts),
    html: mailHtml(parts),
  });
  if (
    inquiry &&
    recipient.phone &&
    recipient.phone_verified &&
    (await wantsSms(recipientId, "inquiry"))
  ) {
    await queueSms({
      to: recipient.phone,
      userId: recipientId,
      kind: "inquiry",
      text: t("mail.sms.inquiry", {
        site: SITE.name,
        name: sender?.first_name ?? t("mail.sms.aBuyer"),
        car: m.title ? [...m.title].slice(0, 40).join("") : "none",
        link,
      }),
    });
  }
  return true;
}
