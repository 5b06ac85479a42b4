/**
 * Upload management, `/sell` and `/upload` (signed-in-areas.md 2.5): header with verification
 * and plan badges, the Upload Usage card, tabs New Upload, My Listings, Analytics.
 *
 * New Upload is a 3-step flow of plain form posts, each saving a draft on the server
 * (`?draft=<id>&step=1|2|3`): 1 vehicle details, 2 photos (multipart upload, reorder with
 * up/down buttons, remove), 3 review and Publish Listing. Quotas and photo limits are checked
 * in the model, on the server. Everything works without JavaScript.
 */
import { cloneElement, isValidElement, useState } from "react";
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  Form,
  Link,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  useSubmit,
} from "react-router";
import { CarImage } from "~/components/car-image";
import { ErrorList, FormAlert, inputClass } from "~/components/forms";
import { MyListings } from "~/components/listing-actions";
import { UsageCard } from "~/components/usage-card";
import { ViewsChart } from "~/components/views-chart";
import {
  BODY_TYPES,
  CATEGORIES,
  FEATURES,
  FUEL_TYPES,
  MIN_YEAR,
  STATES,
  TRANSMISSIONS,
  maxYear,
  placeName,
} from "~/lib/catalog";
import { capitalise, formatDate, formatNaira } from "~/lib/format";
import {
  CONDITION_GRADES,
  ListingDetailsSchema,
  REQUIRED_SUMMARY,
  toListingFields,
} from "~/lib/listing-schema";
import { LIMIT_REACHED, LISTING_BRANDS, MAX_PHOTOS, planOf } from "~/lib/plans";
import { requireUser } from "~/request/session.server";
import { readUploads, UploadError } from "~/request/uploads.server";
import { SITE } from "~/lib/site";
import { listingAnalytics, type ListingAnalytics } from "~/models/analytics.server";
import {
  addPhotos,
  createDraft,
  expireDueListings,
  listingPhotosOf,
  listOwnListings,
  movePhoto,
  publishListing,
  removePhoto,
  reorderPhotos,
  requireOwnListing,
  SellingError,
  switchToSelling,
  updateDetails,
  uploadUsage,
} from "~/models/selling.server";
import { handleListingAction } from "~/models/listing-actions.server";
import type { Route } from "./+types/route";

type Tab = "new" | "listings" | "analytics";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  await expireDueListings();
  const url = new URL(request.url);
  const tab = (
    ["new", "listings", "analytics"].includes(url.searchParams.get("tab") ?? "")
      ? url.searchParams.get("tab")
      : "new"
  ) as Tab;
  const draftId = url.searchParams.get("draft");
  const step = Math.min(Math.max(Number(url.searchParams.get("step")) || 1, 1), 3);
  const usage = await uploadUsage(user);
  let draft = null;
  if (draftId) {
    try {
      const row = await requireOwnListing(user, draftId);
      draft = { ...row, photos: await listingPhotosOf(row.id) };
    } catch (error) {
      if (error instanceof SellingError) throw data("Listing not found", { status: 404 });
      throw error;
    }
  }
  const plan = planOf(user.plan);
  return {
    user: {
      firstName: user.firstName,
      accountType: user.accountType,
      verified: user.verified,
      plan: user.plan,
    },
    plan: {
      name: plan.name,
      photos: Math.min(plan.photosPerListing, MAX_PHOTOS),
      analytics: plan.analytics,
      badge: plan.badge,
    },
    usage,
    tab,
    step,
    draft,
    listings: tab === "listings" ? await listOwnListings(user.id) : [],
    analytics: tab === "analytics" ? await listingAnalytics(user.id) : [],
    notice: url.searchParams.get("notice"),
    confirmDelete: url.searchParams.get("confirmDelete"),
  };
}

const parseDetails = (form: FormData) => parseWithZod(form, { schema: ListingDetailsSchema });
type ActionResult = {
  result?: ReturnType<ReturnType<typeof parseDetails>["reply"]> | null;
  error?: string;
};

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const draftId = url.searchParams.get("draft");
  const back = (params: Record<string, string>) => redirect(`/sell?${new URLSearchParams(params)}`);
  try {
    if ((request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
      if (!draftId)
        return data<ActionResult>({ error: "Save the vehicle details first" }, { status: 400 });
      const { files } = await readUploads(request, ["photos", "carImages"], {
        maxFiles: MAX_PHOTOS + 1,
      });
      const added = await addPhotos(user, draftId, files);
      return back({
        draft: draftId,
        step: "2",
        notice: `${added} photo${added === 1 ? "" : "s"} added`,
      });
    }

    const form = await request.formData();
    const intent = String(form.get("intent") ?? "");
    if (intent === "switch-account") {
      await switchToSelling(user.id);
      return back({ notice: "Your account can now buy and sell" });
    }
    if (intent === "save-details") {
      const submission = parseDetails(form);
      if (submission.status !== "success") {
        return data<ActionResult>(
          { result: submission.reply({ formErrors: [REQUIRED_SUMMARY] }) },
          { status: 400 },
        );
      }
      const fields = toListingFields(submission.value);
      if (draftId) {
        const status = await updateDetails(user, draftId, fields);
        const notice =
          status === "pending"
            ? "Saved. Changing the make, model or year sends the listing back to review."
            : "Details saved";
        return back({ draft: draftId, step: status === "draft" ? "2" : "1", notice });
      }
      const id = await createDraft(user, fields);
      return back({ draft: id, step: "2", notice: "Details saved as a draft" });
    }
    if (intent === "remove-photo" && draftId) {
      await removePhoto(user, draftId, String(form.get("photoId")));
      return back({ draft: draftId, step: "2", notice: "Photo removed" });
    }
    if (intent === "reorder-photos" && draftId) {
      await reorderPhotos(
        user,
        draftId,
        String(form.get("order") ?? "")
          .split(",")
          .filter(Boolean),
      );
      return back({ draft: draftId, step: "2", notice: "Photo order saved" });
    }
    if (intent === "move-photo" && draftId) {
      await movePhoto(
        user,
        draftId,
        String(form.get("photoId")),
        form.get("direction") === "up" ? "up" : "down",
      );
      return back({ draft: draftId, step: "2" });
    }
    if (intent === "publish" && draftId) {
      await publishListing(user, draftId);
      return redirect(
        "/dashboard?tab=listings&notice=" +
          encodeURIComponent("Your listing will be reviewed within 24 hours"),
      );
    }
    const done = await handleListingAction(user, intent, form);
    if (done) return back({ tab: "listings", notice: done });
    return data<ActionResult>({ error: "Unknown action" }, { status: 400 });
  } catch (error) {
    if (error instanceof SellingError || error instanceof UploadError) {
      return data<ActionResult>({ error: error.message }, { status: error.status });
    }
    throw error;
  }
}

export const meta: Route.MetaFunction = () => [{ title: `Sell your car | ${SITE.name}` }];

export default function Sell() {
  const { user, plan, usage, tab, step, draft, listings, analytics, notice, confirmDelete } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const tabs: { value: Tab; label: string }[] = [
    { value: "new", label: "New Upload" },
    { value: "listings", label: "My Listings" },
    { value: "analytics", label: "Analytics" },
  ];
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <Link to="/dashboard" className="text-brand-700 text-sm font-semibold hover:underline">
        ← Back to dashboard
      </Link>
      <header className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">Sell your car</h1>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${user.verified ? "bg-blue-50 text-blue-800" : "bg-slate-200 text-slate-800"}`}
        >
          {user.verified ? "Verified" : "Unverified"}
        </span>
        {plan.badge && (
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
            {plan.name} plan
          </span>
        )}
      </header>

      <UsageCard usage={usage} title="Upload Usage" />

      <nav aria-label="Upload management" className="mt-6 flex gap-1 border-b border-slate-200">
        {tabs.map((t) => (
          <Link
            key={t.value}
            to={`/sell?tab=${t.value}`}
            aria-current={tab === t.value ? "true" : undefined}
            className={`px-4 py-3 text-sm font-semibold ${tab === t.value ? "border-brand-600 text-brand-700 border-b-2" : "text-slate-700"}`}
          >
            {t.label}
          </Link>
        ))}
      </nav>

      <div className="mt-6 space-y-4">
        {notice && <FormAlert tone="success" errors={[notice]} />}
        {actionData && "error" in actionData && actionData.error && (
          <FormAlert errors={[actionData.error]} />
        )}
        {!canSellClient(user.accountType) ? (
          <div className="rounded-xl border border-slate-200 bg-white p-6">
            <h2 className="text-lg font-semibold">Your account is set up for buying</h2>
            <p className="mt-1 text-slate-700">
              To list a car, switch your account to buying and selling. You can still save cars and
              contact sellers.
            </p>
            <Form method="post" className="mt-4">
              <input type="hidden" name="intent" value="switch-account" />
              <button
                type="submit"
                className="bg-brand-600 hover:bg-brand-700 rounded-md px-4 py-2 font-semibold text-white"
              >
                Switch to buying and selling
              </button>
            </Form>
          </div>
        ) : tab === "new" ? (
          usage.reached && !draft?.submittedAt && !(draft && draft.status !== "draft") ? (
            <div className="rounded-xl border border-orange-200 bg-orange-50 p-6" role="status">
              <h2 className="text-lg font-semibold text-orange-950">{LIMIT_REACHED}</h2>
              <p className="mt-1 text-orange-950">
                You have used {usage.used} of {usage.limit} new listings this month on the{" "}
                {usage.planName} plan.
                {draft
                  ? " You can keep editing this draft and publish it next month, or upgrade now."
                  : ""}
              </p>
              <Link
                to="/subscription"
                className="mt-4 inline-block rounded-md bg-orange-600 px-4 py-2 font-semibold text-white hover:bg-orange-700"
              >
                Upgrade your plan
              </Link>
              {draft && (
                <NewUpload
                  step={step}
                  draft={draft}
                  planPhotos={plan.photos}
                  actionData={actionData}
                  blocked
                />
              )}
            </div>
          ) : (
            <NewUpload step={step} draft={draft} planPhotos={plan.photos} actionData={actionData} />
          )
        ) : tab === "listings" ? (
          <MyListings listings={listings} confirmDelete={confirmDelete} />
        ) : (
          <Analytics analytics={analytics} paid={plan.analytics} />
        )}
      </div>
    </main>
  );
}

const canSellClient = (accountType: string) => accountType !== "buyer";

type Draft = NonNullable<Awaited<ReturnType<typeof loader>>["draft"]>;

function Steps({ step, draftId }: { step: number; draftId?: string }) {
  const names = ["Vehicle details", "Photos", "Review and publish"];
  return (
    <div className="bg-brand-50 text-brand-800 rounded-lg px-4 py-3">
      <p className="font-semibold">
        Step {step} of 3: {names[step - 1]}
      </p>
      <ol className="mt-1 flex flex-wrap gap-3 text-sm">
        {names.map((n, i) => (
          <li key={n}>
            {draftId && i + 1 !== step ? (
              <Link to={`/sell?draft=${draftId}&step=${i + 1}`} className="underline">
                {i + 1}. {n}
              </Link>
            ) : (
              <span aria-current={i + 1 === step ? "step" : undefined}>
                {i + 1}. {n}
              </span>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}

function NewUpload({
  step,
  draft,
  planPhotos,
  actionData,
  blocked = false,
}: {
  step: number;
  draft: Draft | null;
  planPhotos: number;
  actionData: ReturnType<typeof useActionData<typeof action>>;
  blocked?: boolean;
}) {
  const current = draft ? step : 1;
  return (
    <div className="mt-4 space-y-4">
      <Steps step={current} draftId={draft?.id} />
      {current === 1 && <DetailsForm draft={draft} actionData={actionData} />}
      {current === 2 && draft && <PhotosStep draft={draft} planPhotos={planPhotos} />}
      {current === 3 && draft && <ReviewStep draft={draft} blocked={blocked} />}
      <aside className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
        <p className="font-semibold">Sell faster with a boost</p>
        <p>
          Featured Listing: ₦25,000 for 7 days (+300% visibility). Premium Boost: ₦75,000 (+800%).
        </p>
      </aside>
    </div>
  );
}

function DetailsForm({
  draft,
  actionData,
}: {
  draft: Draft | null;
  actionData: ReturnType<typeof useActionData<typeof action>>;
}) {
  const navigation = useNavigation();
  const lastResult =
    navigation.state === "idle" && actionData && "result" in actionData ? actionData.result : null;
  const knownMake = draft ? LISTING_BRANDS.includes(draft.make) : true;
  const [form, fields] = useForm({
    id: "listing-details",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ListingDetailsSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    defaultValue: draft
      ? {
          title: draft.title,
          make: knownMake ? draft.make : "Other",
          makeOther: knownMake ? "" : draft.make,
          model: draft.model,
          year: String(draft.year),
          price: String(draft.price),
          negotiable: draft.negotiable ? "on" : undefined,
          mileage: draft.mileage === null ? "" : String(draft.mileage),
          fuelType: draft.fuelType ?? "",
          transmission: draft.transmission ?? "",
          bodyType: draft.bodyType ?? "",
          color: draft.color ?? "",
          category: draft.category,
          conditionGrade: draft.conditionGrade ?? "",
          state: draft.state,
          city: draft.city ?? "",
          description: draft.description,
          features: draft.features.filter((f) => FEATURES.some((k) => k.value === f)),
          featuresText: draft.features
            .filter((f) => !FEATURES.some((k) => k.value === f))
            .join(", "),
        }
      : undefined,
  });
  const field = (
    name: keyof typeof fields,
    label: string,
    input: React.ReactNode,
    required = false,
  ) => (
    <div>
      <label htmlFor={fields[name].id} className="block text-sm font-semibold">
        {label}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </label>
      {required && isValidElement(input)
        ? cloneElement(input as React.ReactElement<Record<string, unknown>>, {
            "aria-required": true,
          })
        : input}
      <ErrorList id={fields[name].errorId} errors={fields[name].errors} />
    </div>
  );
  const years = Array.from({ length: maxYear() - MIN_YEAR + 1 }, (_, i) => maxYear() - i);
  const action = draft ? `/sell?draft=${draft.id}&step=1` : "/sell";
  return (
    <Form
      method="post"
      action={action}
      {...getFormProps(form)}
      noValidate
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-6"
    >
      <input type="hidden" name="intent" value="save-details" />
      <FormAlert
        errors={
          form.errors ?? (Object.keys(form.allErrors).length ? [REQUIRED_SUMMARY] : undefined)
        }
      />
      {field(
        "title",
        "Title",
        <input
          {...getInputProps(fields.title, { type: "text" })}
          placeholder="e.g. Toyota Camry LE 2015, first body"
          className={inputClass}
        />,
        true,
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        {field(
          "make",
          "Make",
          <select {...getSelectProps(fields.make)} className={inputClass}>
            <option value="">Choose...</option>
            {LISTING_BRANDS.map((b) => (
              <option key={b} value={b}>
                {b}
              </option>
            ))}
          </select>,
          true,
        )}
        {field(
          "makeOther",
          "Other make (if not listed)",
          <input {...getInputProps(fields.makeOther, { type: "text" })} className={inputClass} />,
        )}
        {field(
          "model",
          "Model",
          <input {...getInputProps(fields.model, { type: "text" })} className={inputClass} />,
          true,
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {field(
          "year",
          "Year",
          <select {...getSelectProps(fields.year)} className={inputClass}>
            <option value="">Choose...</option>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>,
          true,
        )}
        {field(
          "price",
          "Price (₦)",
          <input
            {...getInputProps(fields.price, { type: "text" })}
            inputMode="numeric"
            placeholder="8500000"
            className={inputClass}
          />,
          true,
        )}
        {field(
          "mileage",
          "Mileage (km)",
          <input
            {...getInputProps(fields.mileage, { type: "text" })}
            inputMode="numeric"
            className={inputClass}
          />,
        )}
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          {...getInputProps(fields.negotiable, { type: "checkbox" })}
          className="accent-brand-600 h-4 w-4"
        />
        Price is negotiable
      </label>
      <div className="grid gap-4 sm:grid-cols-3">
        {field(
          "fuelType",
          "Fuel",
          <select {...getSelectProps(fields.fuelType)} className={inputClass}>
            <option value="">Choose...</option>
            {FUEL_TYPES.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>,
        )}
        {field(
          "transmission",
          "Transmission",
          <select {...getSelectProps(fields.transmission)} className={inputClass}>
            <option value="">Choose...</option>
            {TRANSMISSIONS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>,
        )}
        {field(
          "bodyType",
          "Body type",
          <select {...getSelectProps(fields.bodyType)} className={inputClass}>
            <option value="">Choose...</option>
            {BODY_TYPES.map((b) => (
              <option key={b} value={b}>
                {b === "suv" ? "SUV" : capitalise(b)}
              </option>
            ))}
          </select>,
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {field(
          "color",
          "Colour",
          <input {...getInputProps(fields.color, { type: "text" })} className={inputClass} />,
        )}
        {field(
          "category",
          "Category",
          <select {...getSelectProps(fields.category)} className={inputClass}>
            <option value="">Choose...</option>
            {CATEGORIES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>,
          true,
        )}
        {field(
          "conditionGrade",
          "Condition",
          <select {...getSelectProps(fields.conditionGrade)} className={inputClass}>
            <option value="">Choose...</option>
            {CONDITION_GRADES.map((g) => (
              <option key={g} value={g}>
                {capitalise(g)}
              </option>
            ))}
          </select>,
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {field(
          "state",
          "State",
          <select {...getSelectProps(fields.state)} className={inputClass}>
            <option value="">Choose...</option>
            {Object.entries(STATES).map(([slug, name]) => (
              <option key={slug} value={slug}>
                {name}
              </option>
            ))}
          </select>,
          true,
        )}
        {field(
          "city",
          "City or area",
          <input
            {...getInputProps(fields.city, { type: "text" })}
            placeholder="e.g. Lekki"
            className={inputClass}
          />,
        )}
      </div>
      {field(
        "description",
        "Description",
        <textarea {...getTextareaProps(fields.description)} rows={5} className={inputClass} />,
        true,
      )}
      <fieldset>
        <legend className="text-sm font-semibold">Features</legend>
        <div className="mt-1 grid grid-cols-2 gap-1 sm:grid-cols-3">
          {FEATURES.map((f) => (
            <label key={f.value} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name={fields.features.name}
                value={f.value}
                defaultChecked={(fields.features.initialValue as string[] | undefined)?.includes(
                  f.value,
                )}
                className="accent-brand-600 h-4 w-4"
              />
              {f.label}
            </label>
          ))}
        </div>
      </fieldset>
      {field(
        "featuresText",
        "Other features (comma-separated)",
        <input
          {...getInputProps(fields.featuresText, { type: "text" })}
          placeholder="e.g. Tinted windows, Alloy wheels"
          className={inputClass}
        />,
      )}
      <button
        type="submit"
        className="bg-brand-600 hover:bg-brand-700 rounded-md px-5 py-2.5 font-semibold text-white"
      >
        {draft ? "Save and continue" : "Save and add photos"}
      </button>
    </Form>
  );
}

function PhotosStep({ draft, planPhotos }: { draft: Draft; planPhotos: number }) {
  const navigation = useNavigation();
  // With JavaScript, photos can also be dragged into order; the up/down buttons stay.
  const submit = useSubmit();
  const [dragged, setDragged] = useState<string | null>(null);
  const onDrop = (moved: string | null, targetId: string) => {
    if (!moved || moved === targetId) return;
    const ids = draft.photos.map((p) => p.id).filter((id) => id !== moved);
    ids.splice(ids.indexOf(targetId), 0, moved);
    setDragged(null);
    submit(
      { intent: "reorder-photos", order: ids.join(",") },
      { method: "post", action: `/sell?draft=${draft.id}&step=2`, preventScrollReset: true },
    );
  };
  const uploading =
    navigation.state === "submitting" && navigation.formEncType === "multipart/form-data";
  return (
    <section
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-6"
      aria-labelledby="photos-heading"
    >
      <h2 id="photos-heading" className="text-lg font-semibold">
        Photos ({draft.photos.length} of {planPhotos})
      </h2>
      <p className="text-sm text-slate-700">
        JPEG, PNG, WebP or HEIC, up to 10 MB each. The first photo is the cover.
      </p>
      <Form
        method="post"
        action={`/sell?draft=${draft.id}&step=2`}
        encType="multipart/form-data"
        className="flex flex-wrap items-end gap-3"
      >
        <div>
          <label htmlFor="photos" className="block text-sm font-semibold">
            Choose photos
          </label>
          <input
            id="photos"
            name="photos"
            type="file"
            multiple
            accept="image/*"
            className="mt-1 block text-sm"
          />
        </div>
        <button
          type="submit"
          disabled={uploading}
          className="bg-brand-600 hover:bg-brand-700 rounded-md px-4 py-2 font-semibold text-white disabled:opacity-70"
        >
          {uploading ? "Uploading..." : "Upload photos"}
        </button>
      </Form>
      {draft.photos.length > 0 && (
        <ol className="grid grid-cols-2 gap-4 sm:grid-cols-3" aria-label="Photos in order">
          {draft.photos.map((p, i) => (
            <li
              key={p.id}
              draggable
              onDragStart={(e) => {
                e.dataTransfer.effectAllowed = "move";
                e.dataTransfer.setData("text/plain", p.id);
                setDragged(p.id);
              }}
              onDragEnter={(e) => e.preventDefault()}
              onDragOver={(e) => {
                e.preventDefault();
                e.dataTransfer.dropEffect = "move";
              }}
              onDrop={(e) => {
                e.preventDefault();
                onDrop(e.dataTransfer.getData("text/plain") || dragged, p.id);
              }}
              onDragEnd={() => setDragged(null)}
              className={`overflow-hidden rounded-lg border ${dragged === p.id ? "border-brand-600 opacity-60" : "border-slate-200"}`}
            >
              <CarImage
                photo={p}
                alt={`Photo ${i + 1}${i === 0 ? " (cover)" : ""}`}
                sizes="200px"
                preferred={320}
              />
              <div className="flex items-center justify-between gap-1 p-2 text-sm">
                <span>{i === 0 ? "Cover" : `Photo ${i + 1}`}</span>
                <span className="flex gap-1">
                  {(["up", "down"] as const).map((dir) => (
                    <Form key={dir} method="post" action={`/sell?draft=${draft.id}&step=2`}>
                      <input type="hidden" name="intent" value="move-photo" />
                      <input type="hidden" name="photoId" value={p.id} />
                      <input type="hidden" name="direction" value={dir} />
                      <button
                        type="submit"
                        disabled={
                          (dir === "up" && i === 0) ||
                          (dir === "down" && i === draft.photos.length - 1)
                        }
                        aria-label={`Move photo ${i + 1} ${dir}`}
                        className="rounded border border-slate-300 px-2 py-0.5 disabled:opacity-40"
                      >
                        {dir === "up" ? "↑" : "↓"}
                      </button>
                    </Form>
                  ))}
                  <Form method="post" action={`/sell?draft=${draft.id}&step=2`}>
                    <input type="hidden" name="intent" value="remove-photo" />
                    <input type="hidden" name="photoId" value={p.id} />
                    <button
                      type="submit"
                      aria-label={`Remove photo ${i + 1}`}
                      className="rounded border border-red-300 px-2 py-0.5 text-red-700"
                    >
                      Remove
                    </button>
                  </Form>
                </span>
              </div>
            </li>
          ))}
        </ol>
      )}
      <Link
        to={`/sell?draft=${draft.id}&step=3`}
        className="inline-block rounded-md bg-slate-900 px-4 py-2 font-semibold text-white"
      >
        Continue to review
      </Link>
    </section>
  );
}

function ReviewStep({ draft, blocked }: { draft: Draft; blocked: boolean }) {
  const submitted = draft.status !== "draft" && draft.status !== "rejected";
  return (
    <section
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-6"
      aria-labelledby="review-heading"
    >
      <h2 id="review-heading" className="text-lg font-semibold">
        {draft.title}
      </h2>
      <p className="text-brand-700 text-xl font-bold">{formatNaira(draft.price)}</p>
      <p className="text-slate-700">
        {draft.year} · {draft.make} {draft.model} · {placeName(draft.state, draft.city)} ·{" "}
        {draft.photos.length} photo
        {draft.photos.length === 1 ? "" : "s"}
      </p>
      <p className="whitespace-pre-line text-slate-800">{draft.description}</p>
      {submitted ? (
        <p className="font-semibold">Status: {capitalise(draft.status)}</p>
      ) : (
        <Form method="post" action={`/sell?draft=${draft.id}&step=3`}>
          <input type="hidden" name="intent" value="publish" />
          <p className="mb-3 text-sm text-slate-700">
            Your listing will be reviewed within 24 hours
          </p>
          <button
            type="submit"
            disabled={blocked}
            className="bg-brand-600 hover:bg-brand-700 rounded-md px-5 py-2.5 font-semibold text-white disabled:opacity-50"
          >
            Publish Listing
          </button>
        </Form>
      )}
    </section>
  );
}

function Analytics({ analytics, paid }: { analytics: ListingAnalytics[]; paid: boolean }) {
  if (!analytics.length)
    return (
      <p className="rounded-xl bg-white p-8 text-center text-slate-700">
        Analytics appear once a listing is submitted.
      </p>
    );
  const totals = analytics.reduce(
    (t, a) => ({ views: t.views + a.views, saves: t.saves + a.saves }),
    { views: 0, saves: 0 },
  );
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-3 gap-4">
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">Total views</dt>
          <dd className="text-2xl font-bold">{totals.views}</dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">Saves</dt>
          <dd className="text-2xl font-bold">{totals.saves}</dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">Inquiries</dt>
          <dd className="text-2xl font-bold">0</dd>
        </div>
      </dl>
      {paid ? (
        analytics.map((a) => (
          <section key={a.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <h3 className="font-semibold">{a.title}</h3>
            <p className="text-sm text-slate-700">
              {a.views} views · {a.saves} saves · {a.inquiries} inquiries
            </p>
            <ViewsChart daily={a.daily} title={`Views per day for ${a.title}, last 30 days`} />
          </section>
        ))
      ) : (
        <div className="rounded-xl border border-amber-200 bg-amber-50 p-5">
          <p className="font-semibold text-amber-950">See views per day for each listing</p>
          <p className="text-amber-950">Daily charts are part of the Basic and Premium plans.</p>
          <Link
            to="/subscription"
            className="mt-3 inline-block rounded-md bg-amber-600 px-4 py-2 font-semibold text-white"
          >
            Upgrade
          </Link>
        </div>
      )}
    </div>
  );
}
