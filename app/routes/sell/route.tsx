/**
 * Upload management, `/sell` and `/upload` (docs/product.md#selling): header with verification
 * and plan badges, the Upload Usage card, tabs New Upload, My Listings, Analytics.
 *
 * New Upload is a 3-step flow of plain form posts, each saving a draft on the server
 * (`?draft=<id>&step=1|2|3`): 1 vehicle details (details-form.tsx), 2 photos (photos.tsx),
 * 3 review and Publish Listing (review.tsx). The action is action.server.ts. Quotas and photo
 * limits are checked in the models, on the server. Everything works without JavaScript.
 *
 * A staff edit of another seller's listing (admins, `update:listing:any`) shows that seller's
 * limits (photo count and quota by their plan) and never the editor's own account type or
 * quota (docs/decisions/005-permissions.md).
 */
import type { Draft } from "./draft";
import { Form, Link, useActionData, useLoaderData, href } from "react-router";
import { FormAlert } from "~/components/form-parts/alerts";
import { PageFlash } from "~/components/page-flash";
import { formErrorsOf } from "~/lib/forms/form-answer";
import { REQUIRED_SUMMARY } from "~/lib/listings/listing-schema";
import { Button } from "~/components/form-parts/button";
import { IntentInput } from "~/components/form-parts/intent";
import { MyListings } from "~/components/listing-actions";
import { ScreenFailureBoundary } from "~/components/screen-failure";
import { ScreenLink } from "~/components/screen-link";
import { UsageCard } from "~/components/usage-card";
import { canSell } from "~/lib/vocabulary/domain";
import { isUuid } from "~/lib/forms/ids";
import { BOOSTS, boostPrice, MAX_PHOTOS, planOf, type Boost } from "~/lib/billing/plans";
import { SITE } from "~/lib/format/site";
import { listingAnalytics } from "~/models/selling/analytics.server";
import { inquiryCounts } from "~/models/messaging/conversations.server";
import { listingPhotosOf } from "~/models/selling/photos.server";
import { enhancementPanel } from "~/models/selling/enhancement.server";
import { previewPriceRating } from "~/models/pricing/price-rating.server";
import {
  listOwnListings,
  requireEditableListing,
  staffEditOwner,
  uploadUsage,
} from "~/models/selling/selling.server";
import { orPageError } from "~/request/page-errors.server";
import { requireUser } from "~/request/session.server";
import type { I18nHandle } from "~/i18n/namespaces";
import type { MessageKey } from "~/i18n/keys";
import {
  metaTranslator,
  useFormat,
  useLocalePath,
  useMessageText,
  useT,
  type Viewer,
} from "~/i18n/react";
import { LinkedText } from "~/components/linked-text";
import type { Route } from "./+types/route";
import { sellAction } from "./action.server";
import { Analytics } from "./analytics";
import { DetailsForm } from "./details-form";
import { PhotosStep } from "./photos";
import { ReviewStep, Steps } from "./review";
import type { SellIntent } from "~/lib/forms/intents";
import { msg } from "~/i18n/messages";

type Tab = "new" | "listings" | "analytics";
const TABS: { value: Tab; label: MessageKey }[] = [
  { value: "new", label: "sell.tab.new" },
  { value: "listings", label: "sell.tab.listings" },
  { value: "analytics", label: "sell.tab.analytics" },
];

/**
 * The screen's words are `sell`'s, My Listings' and the usage card's `listings`' (shared with the
 * dashboard); its forms validate in the browser (their messages are `forms` keys), and the
 * catalogue's words and price badges are the cards' (docs/decisions/023-languages.md).
 */
export const handle = { i18n: ["sell", "listings", "forms", "cards"] } satisfies I18nHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const tabParam = url.searchParams.get("tab");
  const tab: Tab = TABS.some((t) => t.value === tabParam) ? (tabParam as Tab) : "new";
  const draftId = url.searchParams.get("draft");
  const step = Math.min(Math.max(Number(url.searchParams.get("step")) || 1, 1), 3);
  // Someone else's listing, or one that cannot be edited, is not there for this user.
  const editing = draftId
    ? await orPageError(
        request,
        async () => {
          const row = await requireEditableListing(user, draftId);
          const owner = await staffEditOwner(user, row);
          const draft: Draft = {
            ...row,
            photos: await listingPhotosOf(row.id),
            enhancement: await enhancementPanel(row),
          };
          return { draft, owner };
        },
        msg("refusals.notFound.listing"),
      )
    : null;
  const draft = editing?.draft ?? null;
  const owner = editing?.owner ?? null;
  // A staff edit works within the listing seller's limits, not the editor's.
  const usage = await uploadUsage(owner ?? user);
  const plan = planOf(user.plan);
  const editPlan = planOf((owner ?? user).plan);
  const confirmDelete = url.searchParams.get("confirmDelete");
  // The review step shows the rating the draft's price would get (docs/product.md#fair-price-rating).
  const priceRating = draft && step === 3 ? await previewPriceRating(draft) : null;
  const listings = tab === "listings" ? await listOwnListings(user.id) : [];
  return {
    user: {
      firstName: user.firstName,
      accountType: user.accountType,
      verified: user.verified,
      plan: user.plan,
    },
    plan: {
      name: plan.name,
      photos: Math.min(editPlan.photosPerListing, MAX_PHOTOS),
      analytics: plan.analytics,
      badge: plan.badge,
    },
    staffEdit: owner
      ? { sellerName: `${owner.firstName} ${owner.lastName}`.trim(), planName: editPlan.name }
      : null,
    usage,
    tab,
    step,
    draft,
    priceRating,
    listings,
    inquiries: Object.fromEntries(await inquiryCounts(listings.map((l) => l.id))),
    analytics: tab === "analytics" ? await listingAnalytics(user.id) : [],
    confirmDelete: isUuid(confirmDelete) ? confirmDelete : null,
  };
}

export const action = ({ request }: Route.ActionArgs) => sellAction(request);

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((m) => m?.id === "root")?.data as { viewer?: Viewer } | undefined;
  return [{ title: metaTranslator(root?.viewer)("sell.meta.title", { site: SITE.name }) }];
};

export default function Sell() {
  const {
    user,
    plan,
    usage,
    tab,
    step,
    draft,
    listings,
    inquiries,
    analytics,
    confirmDelete,
    staffEdit,
  } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const t = useT();
  const l = useLocalePath();
  const text = useMessageText();
  const formErrors = formErrorsOf(actionData);
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <Link
        to={l(href("/:lang?/dashboard"))}
        className="text-brand-700 text-sm font-semibold hover:underline"
      >
        {t("sell.back")}
      </Link>
      <header className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{t("sell.heading")}</h1>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${user.verified ? "bg-blue-50 text-blue-800" : "bg-slate-200 text-slate-800"}`}
        >
          {user.verified ? t("sell.verified") : t("sell.unverified")}
        </span>
        {plan.badge && (
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
            {t("sell.planBadge", { plan: plan.name })}
          </span>
        )}
      </header>

      {staffEdit && (
        <p className="mt-4 rounded-lg bg-sky-50 px-4 py-3 text-sky-950" role="note">
          {t("sell.staffEdit", { seller: staffEdit.sellerName, plan: staffEdit.planName })}
        </p>
      )}
      <UsageCard
        usage={usage}
        title={
          staffEdit
            ? t("sell.usage.titleOf", { seller: staffEdit.sellerName })
            : t("sell.usage.title")
        }
      />

      <nav aria-label={t("sell.tabs.label")} className="mt-6 flex gap-1 border-b border-slate-200">
        {TABS.map((item) => (
          <Link
            key={item.value}
            to={l(`${href("/:lang?/sell")}?tab=${item.value}`)}
            aria-current={tab === item.value ? "true" : undefined}
            className={`px-4 py-3 text-sm font-semibold ${tab === item.value ? "border-brand-600 text-brand-700 border-b-2" : "text-slate-700"}`}
          >
            {t(item.label)}
          </Link>
        ))}
      </nav>

      <div className="mt-6 space-y-4">
        <PageFlash />
        {/* The details form shows its own summary (the server's answer is translated). */}
        {formErrors?.[0] !== REQUIRED_SUMMARY && formErrors?.[0] !== text(REQUIRED_SUMMARY) && (
          <FormAlert errors={formErrors} />
        )}
        {!canSell(user) && !(staffEdit && tab === "new") ? (
          <div className="rounded-xl border border-slate-200 bg-white p-6">
            <h2 className="text-lg font-semibold">{t("sell.buyer.heading")}</h2>
            <p className="mt-1 text-slate-700">{t("sell.buyer.body")}</p>
            <Form method="post" className="mt-4">
              <IntentInput<SellIntent> value="switch-account" />
              <Button>{t("sell.buyer.switch")}</Button>
            </Form>
          </div>
        ) : tab === "new" ? (
          usage.reached && !draft?.submittedAt && !(draft && draft.status !== "draft") ? (
            <div className="rounded-xl border border-orange-200 bg-orange-50 p-6" role="status">
              <h2 className="text-lg font-semibold text-orange-950">{t("sell.limit.heading")}</h2>
              <p className="mt-1 text-orange-950">
                {t("sell.limit.body", {
                  used: usage.used,
                  limit: usage.limit,
                  plan: usage.planName,
                  draft: draft ? "yes" : "no",
                })}
              </p>
              <ScreenLink
                to={href("/:lang?/subscription")}
                className="mt-4 inline-block rounded-md bg-orange-600 px-4 py-2 font-semibold text-white hover:bg-orange-700"
              >
                {t("sell.limit.upgrade")}
              </ScreenLink>
              {draft && <NewUpload step={step} draft={draft} planPhotos={plan.photos} blocked />}
            </div>
          ) : (
            <NewUpload step={step} draft={draft} planPhotos={plan.photos} />
          )
        ) : tab === "listings" ? (
          <MyListings listings={listings} inquiries={inquiries} confirmDelete={confirmDelete} />
        ) : (
          <Analytics analytics={analytics} paid={plan.analytics} />
        )}
      </div>
    </main>
  );
}

function NewUpload({
  step,
  draft,
  planPhotos,
  blocked = false,
}: {
  step: number;
  draft: Draft | null;
  planPhotos: number;
  blocked?: boolean;
}) {
  const actionData = useActionData<typeof action>();
  const { priceRating: rating } = useLoaderData<typeof loader>();
  const current = draft ? step : 1;
  return (
    <div className="mt-4 space-y-4">
      <Steps step={current} draftId={draft?.id} />
      {current === 1 && <DetailsForm draft={draft} actionData={actionData} />}
      {current === 2 && draft && <PhotosStep draft={draft} planPhotos={planPhotos} />}
      {current === 3 && draft && <ReviewStep draft={draft} blocked={blocked} rating={rating} />}
      <BoostTeaser />
    </div>
  );
}

/** "Sell faster with a boost": two packages at the seller's plan price, and the way to /boost. */
function BoostTeaser() {
  const { user } = useLoaderData<typeof loader>();
  const t = useT();
  const f = useFormat();
  const l = useLocalePath();
  const plan = planOf(user.plan).id;
  const offer = (b: Boost) =>
    t("sell.teaser.offer", {
      name: t(`sell.boost.name.${b.id}`),
      price: f.naira(boostPrice(b, plan)),
      days: b.days,
      uplift: b.upliftPercent,
    });
  return (
    <aside className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="font-semibold">{t("sell.teaser.heading")}</p>
      <p>
        {offer(BOOSTS.featured)} {offer(BOOSTS.premium)}
      </p>
      <p className="mt-1">
        <LinkedText
          text={t("sell.teaser.live", { link: LinkedText.MARK })}
          link={
            <Link to={l(href("/:lang?/boost"))} className="font-semibold underline">
              {t("sell.teaser.link")}
            </Link>
          }
        />
      </p>
    </aside>
  );
}

/** The screen's failure page (docs/product.md#error-texts), Try again on the same address. */
export function ErrorBoundary() {
  const t = useT();
  return <ScreenFailureBoundary title={t("sell.error.title")} />;
}
