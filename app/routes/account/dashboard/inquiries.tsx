/**
 * The dashboard's Inquiries tab (docs/product.md#dashboard; docs/decisions/009-messaging.md): each
 * conversation a buyer started with the seller, newest first, with the car (linked while its page
 * opens), the inquirer, the date and the first message. The inquirer's phone and e-mail, and the
 * Call and Email links, appear only when the buyer chose to share them; Chat opens the conversation
 * with that buyer (`/chats?user={id}`).
 */
import { Link, href } from "react-router";
import { ButtonLink, buttonClass } from "~/components/form-parts/button";
import { ScreenLink } from "~/components/screen-link";
import { useFormat, useLocalePath, useT } from "~/i18n/react";
import { formatNigerianPhone } from "~/lib/format/phone";
import type { Inquiry } from "~/models/messaging/conversations.server";

const action = { variant: "secondary", size: "sm" } as const;

export function InquiriesTab({
  inquiries,
}: {
  /** With the first message's words in the page's language. */
  inquiries: (Omit<Inquiry, "message"> & { message: string })[];
}) {
  const t = useT();
  const f = useFormat();
  const l = useLocalePath();
  if (!inquiries.length)
    return (
      <p className="rounded-xl bg-white p-8 text-center text-slate-700">
        {t("account.inquiries.none")}
      </p>
    );
  return (
    <section aria-labelledby="inquiries-heading">
      <h2 id="inquiries-heading" className="sr-only">
        {t("account.dashboard.tab.inquiries")}
      </h2>
      <ul className="space-y-3">
        {inquiries.map((i) => (
          <li key={i.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <h3 className="font-semibold">
              {i.carPublic && i.carId ? (
                <Link
                  to={l(href("/:lang?/car/:id", { id: i.carId }))}
                  className="text-brand-700 hover:underline"
                >
                  {i.carTitle}
                </Link>
              ) : (
                i.carTitle
              )}
            </h3>
            <p className="text-sm text-slate-700">
              {t("account.inquiries.from")}{" "}
              <span className="font-semibold text-slate-900">{i.inquirer}</span> ·{" "}
              <time dateTime={i.date}>{f.date(i.date)}</time>
            </p>
            <p className="mt-2 line-clamp-3 whitespace-pre-line text-slate-800">{i.message}</p>
            {(i.phone || i.email) && (
              <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
                {i.phone && (
                  <div className="flex gap-1">
                    <dt className="text-slate-600">{t("account.field.phone")}</dt>
                    <dd className="font-semibold">{formatNigerianPhone(i.phone)}</dd>
                  </div>
                )}
                {i.email && (
                  <div className="flex gap-1">
                    <dt className="text-slate-600">{t("account.field.email")}</dt>
                    <dd className="font-semibold break-all">{i.email}</dd>
                  </div>
                )}
              </dl>
            )}
            <div className="mt-3 flex flex-wrap gap-2">
              {i.phone && (
                <ButtonLink href={`tel:${i.phone}`} {...action}>
                  {t("account.inquiries.call")}
                  <span className="sr-only"> {i.inquirer}</span>
                </ButtonLink>
              )}
              {i.email && (
                <ButtonLink href={`mailto:${i.email}`} {...action}>
                  {t("account.inquiries.email")}
                  <span className="sr-only"> {i.inquirer}</span>
                </ButtonLink>
              )}
              {i.inquirerId && (
                <ScreenLink
                  to={l(`${href("/:lang?/chats")}?user=${i.inquirerId}`)}
                  className={buttonClass(action)}
                >
                  {t("account.inquiries.chat")}
                  <span className="sr-only">
                    {" "}
                    {t("account.inquiries.with", { name: i.inquirer })}
                  </span>
                </ScreenLink>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
