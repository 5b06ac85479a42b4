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
import { data, redirect, useLocation, href } from "react-router";
import { z } from "zod";
import { CarImage } from "~/components/car-image";
import { FormAlert } from "~/components/form-parts/alerts";
import { Button } from "~/components/form-parts/button";
import { Field, SelectField, TextareaField } from "~/components/form-parts/field";
import { placeName } from "~/lib/catalogue/catalog";
import { REQUEST_TYPES, type RequestType } from "~/lib/vocabulary/domain-messaging";
import { fieldErrorsOf, formErrorsOf, typedOf, type FormAnswer } from "~/lib/forms/form-answer";
import { isUuid } from "~/lib/forms/ids";
import {
  ContactSchema,
  FINANCING_MONTHS,
  lagosToday,
  MESSAGE_MAX,
  TEST_DRIVE_MIN_LEAD_MS,
} from "~/lib/messaging/messages";
import { SITE } from "~/lib/format/site";
import { fieldText } from "~/lib/forms/text";
import { getPublicListing } from "~/models/catalogue/detail.server";
import { contactSeller } from "~/models/messaging/messages.server";
import { getSellerProfile } from "~/models/catalogue/sellers.server";
import { redirectWithFlash } from "~/request/flash.server";
import { handleForm, type Refusal } from "~/request/forms.server";
import { getUser } from "~/request/session.server";
import { ErrorPage } from "~/components/error-boundary";
import { NotFoundOrFailedBoundary } from "~/components/screen-boundary";
import type { Route } from "./+types/contact";
import { StaySafe } from "~/components/stay-safe";
import { translator } from "~/i18n/server/catalogues.server";
import type { MessageKey } from "~/i18n/keys";
import { msg } from "~/i18n/messages";
import { localizePath, unprefixedPath } from "~/i18n/languages";
import type { I18nHandle } from "~/i18n/namespaces";
import { metaTranslator, useFormat, useLocalePath, useT, type Viewer } from "~/i18n/react";
import { requestLanguage } from "~/request/language.server";

/** The page's texts (docs/decisions/023-languages.md). */
export const handle = { i18n: ["contact"] } satisfies I18nHandle;

const HEADINGS: Record<RequestType | "text", MessageKey> = {
  text: "contact.heading.text",
  test_drive: "contact.heading.test_drive",
  inspection: "contact.heading.inspection",
  financing: "contact.heading.financing",
};

type Kind = RequestType | "text";

function kindOf(url: URL, financing: boolean): Kind {
  const r = url.searchParams.get("request");
  const kind = (REQUEST_TYPES as readonly string[]).includes(r ?? "") ? (r as RequestType) : "text";
  return kind === "financing" && !financing ? "text" : kind;
}

/** The car (or seller) being contacted; a 404 page when it is not public. */
async function targetOf(params: Route.LoaderArgs["params"], url: URL) {
  if (unprefixedPath(url.pathname).startsWith("/seller/")) {
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
  // The buyer's first words, in the page's language (its address names it).
  const t = translator(requestLanguage(request));
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
      (request_ === "text"
        ? title
          ? t("contact.firstMessage", { title })
          : t("contact.firstMessageSeller")
        : ""),
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
  // Answers in the page's language, which its address names (023-languages.md).
  const language = requestLanguage(request);
  if (!user) {
    // Signed out: nothing is judged yet; the text goes with the sign-in and comes back.
    const form = { schema: z.object({ message: text }), asSent: true };
    return handleForm(request, { form }, async ({ value }) => {
      const back = formUrl(url, kind, value.message);
      return redirect(
        localizePath(`${href("/:lang?/login")}?redirectTo=${encodeURIComponent(back)}`, language),
      );
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
        localizePath(
          `${href("/:lang?/chat/:chatId", { chatId: result.conversationId })}#latest`,
          language,
        ),
        kind === "text" ? msg("contact.flash.message") : msg("contact.flash.request"),
      );
    },
  );
}

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  // Hooks are not for meta: the root loader's viewer gives the language (023-languages.md).
  const root = matches?.find((m) => m?.id === "root")?.data as { viewer?: Viewer } | undefined;
  const t = metaTranslator(root?.viewer);
  const heading = d ? t(HEADINGS[d.kind]) : t("contact.metaFallback");
  return [
    { title: `${heading}${d?.target.car ? `: ${d.target.car.title}` : ""} | ${SITE.name}` },
    { name: "robots", content: "noindex" },
  ];
};

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { target, kind, signedIn, own, hasPhone, earliest, today } = loaderData;
  const t = useT();
  const f = useFormat();
  const l = useLocalePath();
  // After a refusal, what was sent; before, the page's own starting text.
  const sent = actionData as FormAnswer | undefined;
  const value = (name: string) =>
    sent ? typedOf(sent, name) : name === "message" ? loaderData.message : undefined;
  const errorsOf = (name: string) => fieldErrorsOf(sent, name);
  const car = target.car;
  const back = l(car ? `/car/${car.id}` : `/seller/${target.sellerId}`);
  return (
    <main className="mx-auto max-w-2xl px-4 py-8">
      <a href={back} className="text-brand-700 text-sm font-semibold hover:underline">
        {car ? t("contact.backToCar") : t("contact.backToSeller")}
      </a>
      <h1 className="mt-3 text-2xl font-bold">{t(HEADINGS[kind])}</h1>
      <div className="mt-3 flex items-center gap-3">
        {car && (
          <div className="w-24 shrink-0 overflow-hidden rounded-md">
            <CarImage photo={car.photo} alt={car.title} sizes="96px" maxWidth={320} />
          </div>
        )}
        <p className="wrap-anywhere text-slate-700">
          {car && (
            <>
              <a
                href={l(href("/:lang?/car/:id", { id: car.id }))}
                className="font-semibold hover:underline"
              >
                {car.title}
              </a>
              <span className="block">
                {f.naira(car.price)} · {placeName(car.state, car.city)}
              </span>
            </>
          )}
          <span className="block">{t("contact.seller", { name: target.sellerName })}</span>
        </p>
      </div>
      {own ? (
        <p className="mt-6 rounded-xl bg-white p-6 text-slate-700">
          {t("contact.own")}{" "}
          <a
            href={l(href("/:lang?/chats"))}
            className="text-brand-700 font-semibold hover:underline"
          >
            {t("contact.messages")}
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
              label={t("contact.at")}
              hint={t("contact.atHint")}
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
                label={t("contact.date")}
                min={today}
                defaultValue={value("date")}
                errors={errorsOf("date")}
                required
                mark
              />
              <Field
                id="location"
                name="location"
                label={t("contact.location")}
                hint={t("contact.locationHint")}
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
                {t("contact.financingOffer", {
                  provider: car.financing.provider,
                  down: f.naira(car.financing.downPayment),
                  monthly: f.naira(car.financing.monthlyPayment),
                })}
              </p>
              <Field
                type="number"
                id="downPayment"
                name="downPayment"
                label={t("contact.downPayment")}
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
                label={t("contact.duration")}
                options={FINANCING_MONTHS.map((m) => ({
                  value: m,
                  label: t("contact.months", { count: Number(m) }),
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
            label={kind === "text" ? t("contact.message") : t("contact.note")}
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
                {t("contact.sharePhone")}
                {signedIn && !hasPhone && (
                  <span className="block text-slate-600">{t("contact.addPhone")}</span>
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
              <span>{t("contact.shareEmail")}</span>
            </label>
          </div>
          {!signedIn && <p className="text-sm text-slate-700">{t("contact.signInFirst")}</p>}
          <Button type="submit" size="lg">
            {kind === "text" ? t("contact.send") : t("contact.sendRequest")}
          </Button>
        </form>
      )}
      <StaySafe className="mt-6" />
    </main>
  );
}

export function ErrorBoundary() {
  const seller = /^(\/[a-z]{2})?\/seller\//.test(useLocation().pathname);
  const t = useT();
  const l = useLocalePath();
  const page = (notFound: boolean) => (
    <ErrorPage
      title={
        notFound
          ? seller
            ? t("contact.error.sellerNotFound")
            : t("contact.error.carNotFound")
          : t("contact.error.unexpected")
      }
      actions={
        <p className="mt-6">
          <a
            href={l(href("/:lang?/chats"))}
            className="text-brand-700 font-semibold hover:underline"
          >
            {t("contact.error.goToMessages")}
          </a>
        </p>
      }
    >
      {notFound
        ? seller
          ? t("contact.error.sellerNotFoundBody")
          : t("contact.error.carNotFoundBody")
        : t("contact.error.tryAgain")}
    </ErrorPage>
  );
  return <NotFoundOrFailedBoundary page={page} />;
}
