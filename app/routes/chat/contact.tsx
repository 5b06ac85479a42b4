/**
 * The first message to a seller (docs/decisions/009-messaging.md): `/contact/{listingId}` about a
 * car (from a car card's Contact, the car page's Send Message and quick actions),
 * `/seller/{id}/contact` from a seller's profile (no car).
 * `?request=test_drive|inspection|financing` turns the form into that structured request. Posting
 * creates the conversation (or adds to the buyer's existing one about that car) and opens it.
 *
 * Signed out, the form still shows; posting it leads to sign-in and back here with the text
 * kept (in `?message=`). A plain form without JavaScript; errors keep what was typed.
 */
import { data, redirect, useLocation } from "react-router";
import { z } from "zod";
import { CarImage } from "~/components/car-image";
import { FormAlert } from "~/components/form-parts/alerts";
import { Button } from "~/components/form-parts/button";
import { Field, SelectField, TextareaField } from "~/components/form-parts/field";
import { placeName } from "~/lib/catalog";
import { REQUEST_TYPES, type RequestType } from "~/lib/domain-messaging";
import { fieldErrorsOf, formErrorsOf, typedOf, type FormAnswer } from "~/lib/form-answer";
import { formatNaira } from "~/lib/format";
import { isUuid } from "~/lib/ids";
import {
  ContactSchema,
  FINANCING_MONTHS,
  firstMessageText,
  lagosToday,
  MESSAGE_MAX,
  TEST_DRIVE_MIN_LEAD_MS,
} from "~/lib/messages";
import { SITE } from "~/lib/site";
import { fieldText } from "~/lib/text";
import { getPublicListing } from "~/models/listings/detail.server";
import { contactSeller } from "~/models/messaging/messages.server";
import { getSellerProfile } from "~/models/listings/sellers.server";
import { redirectWithFlash } from "~/request/flash.server";
import { handleForm, type Refusal } from "~/request/forms.server";
import { getUser } from "~/request/session.server";
import { ErrorPage } from "~/root";
import { NotFoundOrFailedBoundary } from "~/components/screen-boundary";
import type { Route } from "./+types/contact";
import { plural } from "~/lib/plural";

const HEADINGS: Record<RequestType | "text", string> = {
  text: "Message the seller",
  test_drive: "Schedule a test drive",
  inspection: "Request an inspection",
  financing: "Apply for financing",
};

type Kind = RequestType | "text";

function kindOf(url: URL, financing: boolean): Kind {
  const r = url.searchParams.get("request");
  const kind = (REQUEST_TYPES as readonly string[]).includes(r ?? "") ? (r as RequestType) : "text";
  return kind === "financing" && !financing ? "text" : kind;
}

/** The car (or seller) being contacted; a 404 page when it is not public. */
async function targetOf(params: Route.LoaderArgs["params"], url: URL) {
  if (url.pathname.startsWith("/seller/")) {
    const id = params.id;
    const seller = isUuid(id) ? await getSellerProfile(id) : null;
    if (!seller) throw data("Seller not found", { status: 404 });
    return { kind: "seller" as const, sellerId: seller.id, sellerName: seller.name, car: null };
  }
  const car = isUuid(params.id) ? await getPublicListing(params.id) : null;
  if (!car) throw data("Car not found", { status: 404 });
  return { kind: "car" as const, sellerId: car.seller.id, sellerName: car.seller.name, car };
}

/** The `datetime-local` minimum: two hours from now, Lagos time, to the minute. */
function earliestTestDrive(now = Date.now()) {
  return new Date(now + TEST_DRIVE_MIN_LEAD_MS + 60 * 60_000).toISOString().slice(0, 16);
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = await targetOf(params, url);
  const user = await getUser(request);
  const request_ = target.car ? kindOf(url, target.car.financing.available) : "text";
  const title = target.car?.title ?? null;
  return {
    target: {
      sellerId: target.sellerId,
      sellerName: target.sellerName,
      car: target.car
        ? {
            id: target.car.id,
            title: target.car.title,
            price: target.car.price,
            photo: target.car.photos[0] ?? null,
            state: target.car.state,
            city: target.car.city,
            financing: target.car.financing.available ? target.car.financing : null,
          }
        : null,
    },
    kind: request_,
    signedIn: !!user,
    own: user?.id === target.sellerId,
    hasPhone: !!user?.phone,
    message:
      url.searchParams.get("message")?.slice(0, MESSAGE_MAX) ??
      (request_ === "text" ? firstMessageText(title) : ""),
    earliest: earliestTestDrive(),
    today: lagosToday(),
  };
}

/** Where this form lives, with the request kind and (after sign-in) the text. */
function formUrl(url: URL, kind: Kind, message?: string) {
  const params = new URLSearchParams();
  if (kind !== "text") params.set("request", kind);
  if (message) {
    // Keep the sign-in return address short enough for it (2,000 characters).
    let text = message;
    while (encodeURIComponent(text).length > 1500)
      text = text.slice(0, Math.floor(text.length * 0.8));
    params.set("message", text);
  }
  const query = params.toString();
  return `${url.pathname}${query ? `?${query}` : ""}`;
}

const text = fieldText(MESSAGE_MAX + 100);
const ticked = z
  .unknown()
  .optional()
  .transform((v) => typeof v === "string" && v !== "");
/** The form's fields as they are posted (kept as typed when refused). */
const ContactFields = z.object({
  message: text,
  at: text,
  date: text,
  location: text,
  downPayment: text,
  durationMonths: text,
  sharePhone: ticked,
  shareEmail: ticked,
});

/** The form as ContactSchema (the API's) judges it: the request kind comes from the page. */
function contactForm(kind: Kind) {
  return ContactFields.transform(
    (v) =>
      ({
        type: kind,
        message: v.message,
        sharePhone: v.sharePhone,
        shareEmail: v.shareEmail,
        ...(kind === "test_drive" ? { at: v.at } : {}),
        ...(kind === "inspection" ? { date: v.date, location: v.location } : {}),
        ...(kind === "financing"
          ? { downPayment: v.downPayment, durationMonths: v.durationMonths }
          : {}),
      }) as z.input<typeof ContactSchema>,
  ).pipe(ContactSchema);
}

/** The model's refusal of the text is the message field's; anything else the form's. */
const contactRefused = (error: Refusal) =>
  error.fields?.content
    ? { fieldErrors: { message: [error.message] } }
    : { formErrors: [error.message] };

export async function action({ request, params }: Route.ActionArgs) {
  const url = new URL(request.url);
  const target = await targetOf(params, url);
  const kind = target.car ? kindOf(url, target.car.financing.available) : "text";
  const user = await getUser(request);
  if (!user) {
    // Signed out: nothing is judged yet; the text goes with the sign-in and comes back.
    const form = { schema: z.object({ message: text }), asSent: true };
    return handleForm(request, { form }, async ({ value }) => {
      const back = formUrl(url, kind, value.message);
      return redirect(`/login?redirectTo=${encodeURIComponent(back)}`);
    });
  }
  return handleForm(
    request,
    { form: { schema: contactForm(kind), refused: contactRefused, asSent: true } },
    async ({ value }) => {
      const { message, sharePhone, shareEmail, ...fields } = value;
      const result = await contactSeller(
        user.id,
        target.car ? { listingId: target.car.id } : { sellerId: target.sellerId },
        { content: message, fields, sharePhone, shareEmail },
      );
      return redirectWithFlash(
        `/chat/${result.conversationId}#latest`,
        kind === "text" ? "Message sent" : "Request sent",
      );
    },
  );
}

export const meta: Route.MetaFunction = ({ data: d }) => [
  {
    title: `${d ? HEADINGS[d.kind] : "Contact"}${d?.target.car ? `: ${d.target.car.title}` : ""} | ${SITE.name}`,
  },
  { name: "robots", content: "noindex" },
];

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { target, kind, signedIn, own, hasPhone, earliest, today } = loaderData;
  // After a refusal, what was sent; before, the page's own starting text.
  const sent = actionData as FormAnswer | undefined;
  const value = (name: string) =>
    sent ? typedOf(sent, name) : name === "message" ? loaderData.message : undefined;
  const errorsOf = (name: string) => fieldErrorsOf(sent, name);
  const car = target.car;
  const back = car ? `/car/${car.id}` : `/seller/${target.sellerId}`;
  return (
    <main className="mx-auto max-w-2xl px-4 py-8">
      <a href={back} className="text-brand-700 text-sm font-semibold hover:underline">
        ← Back to {car ? "the car" : "the seller"}
      </a>
      <h1 className="mt-3 text-2xl font-bold">{HEADINGS[kind]}</h1>
      <div className="mt-3 flex items-center gap-3">
        {car && (
          <div className="w-24 shrink-0 overflow-hidden rounded-md">
            <CarImage photo={car.photo} alt={car.title} sizes="96px" maxWidth={320} />
          </div>
        )}
        <p className="wrap-anywhere text-slate-700">
          {car && (
            <>
              <a href={`/car/${car.id}`} className="font-semibold hover:underline">
                {car.title}
              </a>
              <span className="block">
                {formatNaira(car.price)} · {placeName(car.state, car.city)}
              </span>
            </>
          )}
          <span className="block">Seller: {target.sellerName}</span>
        </p>
      </div>
      {own ? (
        <p className="mt-6 rounded-xl bg-white p-6 text-slate-700">
          This is your own listing: buyers' messages reach you in{" "}
          <a href="/chats" className="text-brand-700 font-semibold hover:underline">
            Messages
          </a>
          .
        </p>
      ) : (
        <form method="post" className="mt-6 space-y-4 rounded-xl bg-white p-6 shadow-sm">
          <FormAlert tone="error" errors={formErrorsOf(sent)} />
          {kind === "test_drive" && (
            <Field
              type="datetime-local"
              id="at"
              name="at"
              label="Date and time (Lagos time)"
              hint="At least 2 hours from now."
              min={earliest}
              defaultValue={value("at")}
              errors={errorsOf("at")}
              required
              mark
            />
          )}
          {kind === "inspection" && (
            <>
              <Field
                type="date"
                id="date"
                name="date"
                label="Preferred date"
                min={today}
                defaultValue={value("date")}
                errors={errorsOf("date")}
                required
                mark
              />
              <Field
                id="location"
                name="location"
                label="Location"
                hint="Where should the inspection take place? For example a mechanic's workshop in Ikeja."
                maxLength={200}
                defaultValue={value("location")}
                errors={errorsOf("location")}
                required
                mark
              />
            </>
          )}
          {kind === "financing" && car?.financing && (
            <>
              <p className="text-sm text-slate-700">
                Offered by {car.financing.provider}: from {formatNaira(car.financing.downPayment)}{" "}
                down, {formatNaira(car.financing.monthlyPayment)} a month.
              </p>
              <Field
                type="number"
                id="downPayment"
                name="downPayment"
                label="Down payment (₦)"
                min={0}
                step={1}
                inputMode="numeric"
                defaultValue={value("downPayment") || String(car.financing.downPayment)}
                errors={errorsOf("downPayment")}
                required
                mark
              />
              <SelectField
                id="durationMonths"
                name="durationMonths"
                label="Duration"
                options={FINANCING_MONTHS.map((m) => ({
                  value: m,
                  label: plural(Number(m), { one: "month", other: "months" }),
                }))}
                defaultValue={value("durationMonths") || String(car.financing.duration)}
                errors={errorsOf("durationMonths")}
                required
                mark
              />
            </>
          )}
          <TextareaField
            id="message"
            name="message"
            label={kind === "text" ? "Your message" : "Add a note (optional)"}
            rows={5}
            maxLength={MESSAGE_MAX}
            defaultValue={value("message")}
            errors={errorsOf("message")}
            required={kind === "text"}
            mark={kind === "text"}
          />
          <div className="space-y-2 text-sm">
            <label className="flex items-start gap-2">
              <input
                type="checkbox"
                name="sharePhone"
                defaultChecked={value("sharePhone") === "on"}
                className="mt-1"
              />
              <span>
                Share my phone number with the seller
                {signedIn && !hasPhone && (
                  <span className="block text-slate-600">
                    Add a phone number to your profile first.
                  </span>
                )}
              </span>
            </label>
            <label className="flex items-start gap-2">
              <input
                type="checkbox"
                name="shareEmail"
                defaultChecked={value("shareEmail") === "on"}
                className="mt-1"
              />
              <span>Share my e-mail address with the seller</span>
            </label>
          </div>
          {!signedIn && (
            <p className="text-sm text-slate-700">
              You will sign in (or create an account) before it is sent; what you wrote is kept.
            </p>
          )}
          <Button type="submit" size="lg">
            {kind === "text" ? "Send Message" : "Send request"}
          </Button>
        </form>
      )}
    </main>
  );
}

export function ErrorBoundary() {
  const seller = useLocation().pathname.startsWith("/seller/");
  const page = (notFound: boolean) => (
    <ErrorPage
      title={
        notFound ? (seller ? "Seller not found" : "Car not found") : "An unexpected error occurred."
      }
      actions={
        <p className="mt-6">
          <a href="/chats" className="text-brand-700 font-semibold hover:underline">
            Go to Messages
          </a>
        </p>
      }
    >
      {notFound
        ? seller
          ? "This seller's profile is not available."
          : "This car may have been sold or removed by the seller."
        : "Please try again."}
    </ErrorPage>
  );
  return <NotFoundOrFailedBoundary page={page} />;
}
