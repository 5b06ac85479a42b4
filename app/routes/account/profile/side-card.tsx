/**
 * /profile's side card (docs/product.md#profile-and-settings): the avatar with its upload form (and
 * a preview with JavaScript), member since, response rate, cars sold, the trust score bar in its
 * colour (80+ green, 60+ yellow, below red) and links to /verification and /subscription.
 */
import { Link } from "react-router";
import { useUploadsBase } from "~/components/uploads-base";
import { uploadUrl } from "~/lib/images";
import { trustBand } from "~/lib/domain-trust";
import { formatMonthYear } from "~/lib/format";
import type { ProfileOverview } from "~/models/account/profile.server";
import { PhotoForm } from "./photo-form";

const BAND_CLASSES = {
  green: { text: "text-emerald-700", bar: "bg-emerald-600" },
  yellow: { text: "text-amber-700", bar: "bg-amber-500" },
  red: { text: "text-red-700", bar: "bg-red-600" },
} as const;

const LEVEL_LABELS = {
  Full: "Verified User",
  Partial: "Partly verified",
  None: "Unverified",
} as const;

export function SideCard({
  profile,
  avatarError,
}: {
  profile: ProfileOverview;
  avatarError: string | null;
}) {
  const uploadsBase = useUploadsBase();
  const band = BAND_CLASSES[trustBand(profile.trustScore)];
  const initials = `${profile.firstName[0] ?? ""}${profile.lastName[0] ?? ""}`.toUpperCase();
  return (
    <aside
      aria-label="Your account"
      className="h-fit space-y-5 rounded-xl border border-slate-200 bg-white p-5"
    >
      <div className="flex items-center gap-4">
        {profile.avatar ? (
          <img
            src={uploadUrl(profile.avatar, uploadsBase)}
            alt="Your profile photo"
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
          <p className="text-sm text-slate-600">{LEVEL_LABELS[profile.verificationLevel]}</p>
        </div>
      </div>
      <PhotoForm
        intent="upload-avatar"
        field="avatar"
        label={profile.avatar ? "Change your profile photo" : "Add a profile photo"}
        button="Upload photo"
        error={avatarError}
      />
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-slate-600">Member since</dt>
          <dd className="font-semibold">{formatMonthYear(profile.joinDate)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Response rate</dt>
          <dd className="font-semibold">
            {profile.responseRate === null ? "Not enough data" : `${profile.responseRate}%`}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Cars sold</dt>
          <dd className="font-semibold">{profile.soldCars}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Active listings</dt>
          <dd className="font-semibold">{profile.activeListings}</dd>
        </div>
      </dl>
      <div>
        <p className="flex justify-between text-sm">
          <span className="text-slate-600">Trust Score</span>
          <span className={`font-bold ${band.text}`}>{profile.trustScore}/100</span>
        </p>
        <div
          role="progressbar"
          aria-label="Trust score"
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
          <Link to="/verification" className="hover:underline">
            {profile.verificationLevel === "Full" ? "Your verification" : "Get verified"}
          </Link>
        </li>
        <li>
          <Link to="/subscription" className="hover:underline">
            Plans and subscription
          </Link>
        </li>
      </ul>
    </aside>
  );
}
