/**
 * /profile's side card (docs/product.md#profile-and-settings): the avatar with its upload form (and
 * a preview with JavaScript), member since, response rate, cars sold, the trust score bar in its
 * colour (80+ green, 60+ yellow, below red) and links to /verification and /subscription.
 */
import { Link, href } from "react-router";
import { useUploadsBase } from "~/components/uploads-base";
import { uploadUrl } from "~/lib/api/images";
import { trustBand } from "~/lib/vocabulary/domain-trust";
import { useFormat, useLocalePath, useT } from "~/i18n/react";
import type { ProfileOverview } from "~/models/account/profile.server";
import { PhotoForm } from "./photo-form";

const BAND_CLASSES = {
  green: { text: "text-emerald-700", bar: "bg-emerald-600" },
  yellow: { text: "text-amber-700", bar: "bg-amber-500" },
  red: { text: "text-red-700", bar: "bg-red-600" },
} as const;

const LEVEL_LABELS = {
  Full: "account.badge.verified",
  Partial: "profile.side.partly",
  None: "account.badge.unverified",
} as const;

export function SideCard({
  profile,
  avatarError,
}: {
  profile: ProfileOverview;
  avatarError?: string | null;
}) {
  const uploadsBase = useUploadsBase();
  const t = useT();
  const f = useFormat();
  const l = useLocalePath();
  const band = BAND_CLASSES[trustBand(profile.trustScore)];
  const initials = `${profile.firstName[0] ?? ""}${profile.lastName[0] ?? ""}`.toUpperCase();
  return (
    <aside
      aria-label={t("profile.side.label")}
      className="h-fit space-y-5 rounded-xl border border-slate-200 bg-white p-5"
    >
      <div className="flex items-center gap-4">
        {profile.avatar ? (
          <img
            src={uploadUrl(profile.avatar, uploadsBase)}
            alt={t("profile.side.photo")}
            width="80"
            height="80"
            className="h-20 w-20 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="bg-brand-100 text-brand-800 flex h-20 w-20 items-center justify-center rounded-full text-2xl font-bold"
          >
            {initials}
          </span>
        )}
        <div>
          <p className="font-semibold wrap-anywhere">
            {profile.firstName} {profile.lastName}
          </p>
          <p className="text-sm text-slate-600">{t(LEVEL_LABELS[profile.verificationLevel])}</p>
        </div>
      </div>
      <PhotoForm
        intent="upload-avatar"
        field="avatar"
        label={profile.avatar ? t("profile.side.changePhoto") : t("profile.side.addPhoto")}
        button={t("profile.side.uploadPhoto")}
        error={avatarError}
      />
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-slate-600">{t("account.field.memberSince")}</dt>
          <dd className="font-semibold">{f.monthYear(profile.joinDate)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t("profile.side.responseRate")}</dt>
          <dd className="font-semibold">
            {profile.responseRate === null
              ? t("profile.side.notEnoughData")
              : `${profile.responseRate}%`}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t("profile.side.carsSold")}</dt>
          <dd className="font-semibold">{f.count(profile.soldCars)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t("profile.side.activeListings")}</dt>
          <dd className="font-semibold">{f.count(profile.activeListings)}</dd>
        </div>
      </dl>
      <div>
        <p className="flex justify-between text-sm">
          <span className="text-slate-600">{t("account.dashboard.stat.trust")}</span>
          <span className={`font-bold ${band.text}`}>{profile.trustScore}/100</span>
        </p>
        <div
          role="progressbar"
          aria-label={t("account.dashboard.stat.trust")}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={profile.trustScore}
          className="mt-1 h-2 rounded-full bg-slate-200"
        >
          <div
            className={`h-2 rounded-full ${band.bar}`}
            style={{ width: `${profile.trustScore}%` }}
          />
        </div>
      </div>
      <ul className="text-brand-700 space-y-1 text-sm font-semibold">
        <li>
          <Link to={l(href("/:lang?/verification"))} className="hover:underline">
            {profile.verificationLevel === "Full"
              ? t("profile.side.yourVerification")
              : t("profile.side.getVerified")}
          </Link>
        </li>
        <li>
          <Link to={l(href("/:lang?/subscription"))} className="hover:underline">
            {t("account.plan.plansAndSubscription")}
          </Link>
        </li>
      </ul>
    </aside>
  );
}
