/**
 * Car detail `/car/{id}` (public-pages.md, Car detail). The gallery and the four tabs work
 * without JavaScript: thumbnails and tabs are links (`?photo=2`, `?tab=features`) the server
 * renders; with JavaScript they switch in place. A missing or non-public listing answers 404.
 * Each landing is counted as a view (bots excluded).
 */
import { isbot } from "isbot";
import { useState } from "react";
import { data, isRouteErrorResponse, useLocation } from "react-router";
import { CarImage } from "~/components/car-image";
import { ConditionBadge, Rating, VerifiedBadge } from "~/components/car-card";
import { PhoneIcon, PinIcon } from "~/components/icons";
import { capitalise, formatDate, formatKm, formatMonthYear, formatNaira } from "~/lib/format";
import { featureLabel, FUEL_TYPES, optionLabel, TRANSMISSIONS } from "~/lib/catalog";
import { photoUrl } from "~/lib/images";
import { SITE } from "~/lib/site";
import { SaveButton } from "~/components/save-button";
import { getUser } from "~/request/session.server";
import { savedIds } from "~/models/favourite.server";
import { getPublicListing, recordListingView } from "~/models/listing.server";
import type { Route } from "./+types/route";

const TABS = [
  { value: "details", label: "Details" },
  { value: "features", label: "Features" },
  { value: "inspection", label: "Inspection" },
  { value: "financing", label: "Financing" },
] as const;
type Tab = (typeof TABS)[number]["value"];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const car = await getPublicListing(params.id);
  if (!car) throw data("Car not found", { status: 404 });
  const url = new URL(request.url);
  const ua = request.headers.get("user-agent") ?? "";
  const user = await getUser(request);
  // One view per visitor per day; bots are not visitors. The model hashes the key.
  if (ua && !isbot(ua)) {
    await recordListingView(
      car.id,
      user ? `user:${user.id}` : `anon:${context?.clientIp ?? ""}|${ua}`,
    );
  }
  const tabParam = url.searchParams.get("tab");
  const tab: Tab = TABS.some((t) => t.value === tabParam) ? (tabParam as Tab) : "details";
  const photo = Math.min(
    Math.max(Number(url.searchParams.get("photo")) || 1, 1),
    Math.max(car.photos.length, 1),
  );
  const saved = (await savedIds(user?.id, [car.id])).length > 0;
  return { car, tab, photo, saved, origin: process.env.APP_URL ?? url.origin };
}

export const meta: Route.MetaFunction = ({ data: d }) => {
  if (!d) return [{ title: `Car not found | ${SITE.name}` }];
  const { car, origin } = d;
  const description = `${formatNaira(car.price)} · ${car.year} · ${formatKm(car.mileage)} · ${car.location}. ${car.description.slice(0, 120)}`;
  const cover = car.photos[0];
  return [
    { title: `${car.title} for sale in ${car.location} | ${SITE.name}` },
    { name: "description", content: description },
    { property: "og:type", content: "product" },
    { property: "og:site_name", content: SITE.name },
    { property: "og:title", content: `${car.title}: ${formatNaira(car.price)}` },
    { property: "og:description", content: description },
    { property: "og:url", content: `${origin}/car/${car.id}` },
    ...(cover
      ? [
          { property: "og:image", content: `${origin}${photoUrl(cover.storageKey, 1280)}` },
          { property: "og:image:width", content: String(cover.width) },
          { property: "og:image:height", content: String(cover.height) },
        ]
      : []),
    { name: "twitter:card", content: "summary_large_image" },
    { tagName: "link", rel: "canonical", href: `${origin}/car/${car.id}` },
  ];
};

const SAFETY_TIPS = [
  "Inspect the car in person, with a mechanic you trust, before you pay.",
  "Verify the seller's identity and the car's documents (customs papers, proof of ownership, vehicle licence).",
  "Meet in a safe public place during the day.",
  "Do not send money before you have seen the car.",
  "Use a secure, traceable payment method; avoid cash for large sums.",
];

export default function CarDetail({ loaderData }: Route.ComponentProps) {
  const { car, origin, saved } = loaderData;
  const [tab, setTab] = useState<Tab>(loaderData.tab);
  const [photo, setPhoto] = useState(loaderData.photo);
  const current = car.photos[photo - 1] ?? null;
  const shareUrl = `${origin}/car/${car.id}`;
  const shareText = `${car.title} for ${formatNaira(car.price)} on ${SITE.name}`;

  const details: [string, string][] = [
    ["Year", String(car.year)],
    ["Mileage", formatKm(car.mileage)],
    ["Fuel", optionLabel(FUEL_TYPES, car.fuelType) ?? "Not stated"],
    ["Transmission", optionLabel(TRANSMISSIONS, car.transmission) ?? "Not stated"],
    [
      "Body type",
      car.bodyType ? capitalise(car.bodyType === "suv" ? "SUV" : car.bodyType) : "Not stated",
    ],
    ["Colour", car.color ?? "Not stated"],
    ["Make", car.make],
    ["Model", car.model + (car.trim ? ` ${car.trim}` : "")],
  ];
  if (car.drivetrain) details.push(["Drivetrain", car.drivetrain]);
  if (car.engineCc) details.push(["Engine", `${(car.engineCc / 1000).toFixed(1)} L`]);
  if (car.seats) details.push(["Seats", String(car.seats)]);
  if (car.conditionGrade) details.push(["Condition", capitalise(car.conditionGrade)]);
  if (car.registered !== null)
    details.push(["Registered in Nigeria", car.registered ? "Yes" : "No"]);

  return (
    <main className="mx-auto max-w-7xl px-4 py-6">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <a href="/browse" className="hover:underline">
          Browse cars
        </a>{" "}
        / <span>{car.make}</span>
      </nav>
      <div className="mt-4 grid gap-8 lg:grid-cols-[1fr_360px]">
        <div className="min-w-0">
          <section
            id="gallery"
            aria-label="Photos"
            className="overflow-hidden rounded-xl border border-slate-200 bg-white"
          >
            <div className="relative">
              <CarImage
                photo={current}
                alt={`${car.title}, photo ${photo} of ${car.photos.length}`}
                sizes="(min-width: 1024px) 800px, 100vw"
                eager
                preferred={1280}
              />
              <SaveButton
                listingId={car.id}
                saved={saved}
                title={car.title}
                className="absolute top-3 right-3"
              />
              {car.photos.length > 0 && (
                <span className="absolute right-3 bottom-3 rounded-full bg-slate-900/80 px-3 py-1 text-sm font-semibold text-white">
                  {photo} / {car.photos.length}
                </span>
              )}
            </div>
            {car.photos.length > 1 && (
              <ul className="flex gap-2 overflow-x-auto p-3" aria-label="Thumbnails">
                {car.photos.map((p, i) => (
                  <li key={p.id}>
                    <a
                      href={`?photo=${i + 1}#gallery`}
                      onClick={(e) => {
                        e.preventDefault();
                        setPhoto(i + 1);
                      }}
                      aria-current={i + 1 === photo ? "true" : undefined}
                      aria-label={`Show photo ${i + 1}`}
                      className={`block w-24 overflow-hidden rounded-md ring-2 ${i + 1 === photo ? "ring-brand-600" : "ring-transparent"}`}
                    >
                      <CarImage photo={p} alt="" sizes="96px" preferred={320} />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <header className="mt-6">
            <div className="flex flex-wrap items-center gap-2">
              <ConditionBadge car={car} />
              {car.featured && (
                <span className="rounded-full bg-amber-400 px-2 py-0.5 text-xs font-bold text-slate-900">
                  Featured
                </span>
              )}
            </div>
            <h1 className="mt-2 text-2xl font-bold md:text-3xl">{car.title}</h1>
            <p className="mt-1 flex items-center gap-1 text-slate-700">
              <PinIcon />
              {car.location}
            </p>
            <p className="mt-3 flex flex-wrap items-center gap-3">
              <span className="text-brand-700 text-3xl font-extrabold">
                {formatNaira(car.price)}
              </span>
              {car.negotiable && (
                <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-sm font-semibold text-emerald-900">
                  Negotiable
                </span>
              )}
            </p>
          </header>

          <section id="tabs" className="mt-6 rounded-xl border border-slate-200 bg-white">
            <nav
              aria-label="Car information"
              className="flex overflow-x-auto border-b border-slate-200"
            >
              {TABS.map((t) => (
                <a
                  key={t.value}
                  href={`?tab=${t.value}#tabs`}
                  onClick={(e) => {
                    e.preventDefault();
                    setTab(t.value);
                  }}
                  aria-current={tab === t.value ? "true" : undefined}
                  className={`px-4 py-3 text-sm font-semibold whitespace-nowrap ${
                    tab === t.value
                      ? "border-brand-600 text-brand-700 border-b-2"
                      : "text-slate-700 hover:text-slate-900"
                  }`}
                >
                  {t.label}
                </a>
              ))}
            </nav>
            <div className="p-5">
              {tab === "details" && (
                <div>
                  <h2 className="sr-only">Details</h2>
                  <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
                    {details.map(([k, v]) => (
                      <div key={k}>
                        <dt className="text-sm text-slate-600">{k}</dt>
                        <dd className="font-semibold">{v}</dd>
                      </div>
                    ))}
                  </dl>
                  <h3 className="mt-6 font-semibold">Description</h3>
                  <p className="mt-2 whitespace-pre-line text-slate-800">
                    {car.description || "No description."}
                  </p>
                </div>
              )}
              {tab === "features" && (
                <div>
                  <h2 className="sr-only">Features</h2>
                  {car.features.length ? (
                    <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                      {car.features.map((f) => (
                        <li key={f} className="flex items-center gap-2">
                          <span aria-hidden="true" className="text-brand-600">
                            ✓
                          </span>
                          {featureLabel(f)}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="text-slate-700">The seller has not listed any features.</p>
                  )}
                </div>
              )}
              {tab === "inspection" && (
                <div>
                  <h2 className="sr-only">Inspection</h2>
                  {car.inspection.available ? (
                    <div>
                      <p className="text-lg">
                        Score: <strong>{car.inspection.score.toFixed(1)} / 10</strong>
                      </p>
                      <p className="text-sm text-slate-700">
                        Report date {formatDate(car.inspection.reportDate)}
                        {car.inspection.inspector ? ` · ${car.inspection.inspector}` : ""}
                      </p>
                      <ul className="mt-4 space-y-2">
                        {car.inspection.issues.map((issue, i) => (
                          <li key={i} className="flex items-start gap-2">
                            <span
                              className={`mt-0.5 rounded px-1.5 text-xs font-bold ${issue.type === "good" ? "bg-emerald-100 text-emerald-900" : "bg-amber-100 text-amber-900"}`}
                            >
                              {issue.type === "good" ? "Good" : "Warning"}
                            </span>
                            {issue.description}
                          </li>
                        ))}
                      </ul>
                    </div>
                  ) : (
                    <p className="text-slate-700">No inspection report available</p>
                  )}
                </div>
              )}
              {tab === "financing" && (
                <div>
                  <h2 className="sr-only">Financing</h2>
                  {car.financing.available ? (
                    <div>
                      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
                        <div>
                          <dt className="text-sm text-slate-600">Down payment</dt>
                          <dd className="text-lg font-bold">
                            {formatNaira(car.financing.downPayment)}
                          </dd>
                        </div>
                        <div>
                          <dt className="text-sm text-slate-600">Monthly payment</dt>
                          <dd className="text-lg font-bold">
                            {formatNaira(car.financing.monthlyPayment)}
                          </dd>
                        </div>
                        <div>
                          <dt className="text-sm text-slate-600">Duration</dt>
                          <dd className="text-lg font-bold">{car.financing.duration} months</dd>
                        </div>
                      </dl>
                      <p className="mt-3 text-sm text-slate-700">
                        Offered by {car.financing.provider}. Ask the seller to start your
                        application.
                      </p>
                      <a
                        href="#seller"
                        className="bg-brand-600 hover:bg-brand-700 mt-4 inline-block rounded-md px-4 py-2 font-semibold text-white"
                      >
                        Apply for Financing
                      </a>
                    </div>
                  ) : (
                    <p className="text-slate-700">Financing not available for this vehicle</p>
                  )}
                </div>
              )}
            </div>
          </section>
        </div>

        <aside className="space-y-6">
          <section
            id="seller"
            aria-labelledby="seller-heading"
            className="rounded-xl border border-slate-200 bg-white p-5"
          >
            <h2
              id="seller-heading"
              className="text-sm font-semibold tracking-wide text-slate-600 uppercase"
            >
              Seller
            </h2>
            <p className="mt-2 flex flex-wrap items-center gap-2">
              <span className="text-lg font-bold">{car.seller.name}</span>
              {car.seller.verified && <VerifiedBadge />}
            </p>
            <p className="mt-1 flex items-center gap-2">
              <Rating rating={car.seller.rating} />
              <span className="text-sm text-slate-700">
                {car.seller.totalReviews} review{car.seller.totalReviews === 1 ? "" : "s"}
              </span>
            </p>
            <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
              <div>
                <dt className="text-slate-600">Member since</dt>
                <dd className="font-semibold">{formatMonthYear(car.seller.memberSince)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Active listings</dt>
                <dd className="font-semibold">{car.seller.totalListings}</dd>
              </div>
              <div className="col-span-2">
                <dt className="text-slate-600">Response time</dt>
                <dd className="font-semibold">
                  {car.seller.responseTime ?? "Not enough messages yet"}
                </dd>
              </div>
            </dl>
            <div className="mt-4 space-y-2">
              {car.seller.phone && (
                <a
                  href={`tel:${car.seller.phone}`}
                  className="bg-brand-600 hover:bg-brand-700 flex items-center justify-center gap-2 rounded-md px-4 py-2.5 font-semibold text-white"
                >
                  <PhoneIcon />
                  Call Seller
                </a>
              )}
              <a
                href={`/seller/${car.seller.id}`}
                className="block rounded-md border border-slate-300 px-4 py-2.5 text-center font-semibold hover:bg-slate-50"
              >
                View Seller Profile
              </a>
            </div>
          </section>

          <section
            aria-labelledby="share-heading"
            className="rounded-xl border border-slate-200 bg-white p-5"
          >
            <h2 id="share-heading" className="font-semibold">
              Share this car
            </h2>
            <div className="mt-3 flex flex-wrap gap-2">
              <a
                href={`https://wa.me/?text=${encodeURIComponent(`${shareText} ${shareUrl}`)}`}
                className="rounded-md bg-emerald-700 px-3 py-2 text-sm font-semibold text-white hover:bg-emerald-800"
                rel="noopener noreferrer"
                target="_blank"
              >
                WhatsApp
              </a>
              <a
                href={`mailto:?subject=${encodeURIComponent(shareText)}&body=${encodeURIComponent(shareUrl)}`}
                className="rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold hover:bg-slate-50"
              >
                E-mail
              </a>
            </div>
            <label htmlFor="share-link" className="mt-3 block text-sm text-slate-700">
              Link to this car
            </label>
            <input
              id="share-link"
              readOnly
              value={shareUrl}
              className="mt-1 w-full rounded-md border border-slate-300 bg-slate-50 px-2 py-1.5 text-sm"
              onFocus={(e) => e.currentTarget.select()}
            />
          </section>

          <section
            aria-labelledby="safety-heading"
            className="rounded-xl border border-amber-200 bg-amber-50 p-5"
          >
            <h2 id="safety-heading" className="font-semibold text-amber-950">
              Safety tips
            </h2>
            <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-amber-950">
              {SAFETY_TIPS.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
            <p className="mt-3 text-sm">
              <a href="/safety" className="font-semibold text-amber-950 underline">
                More on buying safely
              </a>
            </p>
          </section>
        </aside>
      </div>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{notFound ? "Car not found" : "Error Loading Car"}</h1>
      <p className="mt-3 text-slate-700">
        {notFound
          ? "This car may have been sold or removed by the seller."
          : "Failed to load car details. Please try again."}
      </p>
      <div className="mt-6 flex justify-center gap-3">
        {!notFound && (
          <a
            href={location.pathname}
            className="rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold"
          >
            Try Again
          </a>
        )}
        <a
          href="/browse"
          className="bg-brand-600 hover:bg-brand-700 rounded-md px-4 py-2 font-semibold text-white"
        >
          Browse Cars
        </a>
      </div>
    </main>
  );
}
