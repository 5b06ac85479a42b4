/**
 * A risk flag's evidence as staff read it (docs/decisions/032-scam-signals.md): the price against
 * its comparables; both photos side by side with the listings they are on; the accounts sharing a
 * phone number; the message excerpt and the phrases found.
 */
import { Link, href } from "react-router";
import { useFormat, useLocalePath, useT } from "~/i18n/react";
import type { RiskEvidenceView } from "~/models/admin/risk.server";

type Photo = Extract<RiskEvidenceView, { signal: "reused-photo" }>["photo"];

function PhotoFigure({ photo, caption }: { photo: Photo; caption: string }) {
  const t = useT();
  const l = useLocalePath();
  return (
    <figure className="w-full max-w-xs">
      {photo ? (
        <img
          src={photo.url}
          alt={photo.listingTitle}
          className="w-full rounded-md"
          loading="lazy"
        />
      ) : (
        <p className="rounded-md bg-slate-100 p-6 text-sm text-slate-700">
          {t("admin.risk.photoGone")}
        </p>
      )}
      <figcaption className="mt-1 text-sm wrap-anywhere text-slate-700">
        {caption}
        {photo && (
          <>
            {": "}
            <Link
              to={l(href("/:lang?/car/:id", { id: photo.listingId }))}
              className="text-brand-700 font-semibold hover:underline"
            >
              {photo.listingTitle}
            </Link>{" "}
            ({photo.sellerName})
          </>
        )}
      </figcaption>
    </figure>
  );
}

export function RiskEvidence({ evidence: e }: { evidence: RiskEvidenceView }) {
  const t = useT();
  const f = useFormat();
  const l = useLocalePath();
  switch (e.signal) {
    case "price-far-below":
      return (
        <p className="mt-2">
          {t("admin.risk.price", {
            price: f.naira(e.price),
            low: f.naira(e.estimate.low),
            high: f.naira(e.estimate.high),
            mid: f.naira(e.estimate.mid),
            percent: e.percentBelow,
            count: e.comparables,
          })}
        </p>
      );
    case "reused-photo":
      return (
        <div className="mt-3 flex flex-wrap gap-4">
          <PhotoFigure photo={e.photo} caption={t("admin.risk.thisPhoto")} />
          <PhotoFigure photo={e.match} caption={t("admin.risk.earlierPhoto")} />
          <p className="w-full text-sm text-slate-700">
            {t("admin.risk.distance", { bits: e.distance })}
          </p>
        </div>
      );
    case "shared-phone":
      return (
        <div className="mt-2 wrap-anywhere">
          <p>{t("admin.risk.phone", { phone: e.phone, count: e.accounts.length })}</p>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {e.accounts.map((a) => (
              <li key={a.id}>
                <Link
                  to={l(href("/:lang?/admin/users/:id", { id: a.id }))}
                  className="text-brand-700 font-semibold hover:underline"
                >
                  {a.name}
                </Link>{" "}
                · {a.email} · {a.status}
              </li>
            ))}
          </ul>
        </div>
      );
    case "risky-message":
      return (
        <div className="mt-2 wrap-anywhere">
          <p className="text-sm text-slate-700">
            {t("admin.risk.message", {
              name: e.senderName ?? t("admin.reports.deletedAccount"),
              phrases: e.phrases.join(", "),
            })}
          </p>
          <blockquote className="mt-1 border-l-4 border-slate-300 pl-3 text-slate-800">
            {e.excerpt}
          </blockquote>
        </div>
      );
    case "vin-mismatch":
      return (
        <p className="mt-2 wrap-anywhere">
          {e.decoded
            ? t("admin.risk.vinMismatch", {
                vin: e.vin,
                decoded: [e.decoded.make, e.decoded.model, e.decoded.year]
                  .filter(Boolean)
                  .join(" "),
                stated: `${e.stated.make} ${e.stated.year}`,
              })
            : t("admin.risk.vinUnknown", { vin: e.vin })}
        </p>
      );
    case "vin-shared":
      return (
        <div className="mt-2 wrap-anywhere">
          <p>{t("admin.risk.vinShared", { vin: e.vin, count: e.listings.length })}</p>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {e.listings.map((o) => (
              <li key={o.id}>
                <Link
                  to={l(href("/:lang?/car/:id", { id: o.id }))}
                  className="text-brand-700 font-semibold hover:underline"
                >
                  {o.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      );
  }
}
