/**
 * The dashboard's Inquiries tab (docs/product.md#dashboard; docs/decisions/009-messaging.md): each
 * conversation a buyer started with the seller, newest first, with the car (linked while its page
 * opens), the inquirer, the date and the first message. The inquirer's phone and e-mail, and the
 * Call and Email links, appear only when the buyer chose to share them; Chat opens the conversation
 * with that buyer (`/chats?user={id}`).
 */
import { Link } from "react-router";
import { ButtonLink, buttonClass } from "~/components/form-parts/button";
import { ScreenLink } from "~/components/screen-link";
import { formatDate } from "~/lib/format";
import { formatNigerianPhone } from "~/lib/phone";
import type { Inquiry } from "~/models/messaging/conversations.server";

const action = { variant: "secondary", size: "sm" } as const;

export function InquiriesTab({ inquiries }: { inquiries: Inquiry[] }) {
  if (!inquiries.length)
    return <p className="rounded-xl bg-white p-8 text-center text-slate-700">No inquiries yet.</p>;
  return (
    <section aria-labelledby="inquiries-heading">
      <h2 id="inquiries-heading" className="sr-only">
        Inquiries
      </h2>
      <ul className="space-y-3">
        {inquiries.map((i) => (
          <li key={i.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <h3 className="font-semibold">
              {i.carPublic && i.carId ? (
                <Link to={`/car/${i.carId}`} className="text-brand-700 hover:underline">
                  {i.carTitle}
                </Link>
              ) : (
                i.carTitle
              )}
            </h3>
            <p className="text-sm text-slate-700">
              From <span className="font-semibold text-slate-900">{i.inquirer}</span> ·{" "}
              <time dateTime={i.date}>{formatDate(i.date)}</time>
            </p>
            <p className="mt-2 line-clamp-3 whitespace-pre-line text-slate-800">{i.message}</p>
            {(i.phone || i.email) && (
              <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
                {i.phone && (
                  <div className="flex gap-1">
                    <dt className="text-slate-600">Phone</dt>
                    <dd className="font-semibold">{formatNigerianPhone(i.phone)}</dd>
                  </div>
                )}
                {i.email && (
                  <div className="flex gap-1">
                    <dt className="text-slate-600">E-mail</dt>
                    <dd className="font-semibold break-all">{i.email}</dd>
                  </div>
                )}
              </dl>
            )}
            <div className="mt-3 flex flex-wrap gap-2">
              {i.phone && (
                <ButtonLink href={`tel:${i.phone}`} {...action}>
                  Call<span className="sr-only"> {i.inquirer}</span>
                </ButtonLink>
              )}
              {i.email && (
                <ButtonLink href={`mailto:${i.email}`} {...action}>
                  Email<span className="sr-only"> {i.inquirer}</span>
                </ButtonLink>
              )}
              {i.inquirerId && (
                <ScreenLink to={`/chats?user=${i.inquirerId}`} className={buttonClass(action)}>
                  Chat<span className="sr-only"> with {i.inquirer}</span>
                </ScreenLink>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
