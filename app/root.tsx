// Before any route module builds a zod schema: no eval probe in the browser (lib/forms/zod-in-browser.ts).
import "./lib/forms/zod-in-browser";
import { useEffect } from "react";
import {
  data,
  redirect,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useFetchers,
  useLoaderData,
  useLocation,
  useNavigation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
// Screens take the error boundary's parts from components/error-boundary.tsx, in the shell
// chunk every page loads; nothing in the browser imports this module, so its chunk is the
// root route's own (one file, with no re-exports for other chunks).
import { errorMessage, GeneralErrorBoundary } from "./components/error-boundary";
import { SiteFooter } from "./components/site-footer";
import { staticPart, usePreloadStaticParts } from "./components/static-part";
import { useClientLinks } from "./components/client-links";
import { BOTTOM_BAR_SPACE, useBottomBarSpace } from "./components/bottom-bar";
import { UploadsBaseContext } from "./components/uploads-base";
import {
  DataSaverContext,
  PhotosOnRequestContext,
  holdsPhotos,
  photosAsked,
} from "./components/data-saver";
import { getEnv } from "./env.server";
import { approxRate, getSettings } from "~/models/site/settings.server";
import { SiteHeader } from "./components/site-header";
import { Toasts } from "./components/toasts";
import { unreadMessageCount } from "~/models/messaging/conversations.server";
import { unreadNotificationCount } from "~/models/shared/notifications.server";
import { dataSaverOf } from "~/request/data-saver.server";
import { flashIn, readFlash } from "~/request/flash.server";
import { getUser } from "~/request/session.server";
import { isUuid } from "./lib/forms/ids";
import { SITE } from "./lib/format/site";
import { messagesJsonFor } from "./i18n/server/catalogues.server";
import { errorViewer } from "./request/page-language.server";
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LOCALES,
  isLanguage,
  languageOfPath,
  localizePath,
} from "./i18n/languages";
import { safeRedirectIn } from "./lib/account/auth-schemas";
import { NAMESPACES } from "./i18n/namespaces";
import { I18nProvider, useT, type Viewer } from "./i18n/react";
import { getPreferences } from "~/models/shared/preferences.server";
import { resolveLanguage } from "~/request/language.server";

const ErrorScreen = staticPart(() =>
  import("./components/error-screens").then((m) => m.ErrorScreen),
);

// The stylesheet is inlined into every document by entry.server.tsx: on a 2G link a render-blocking
// request for it waited behind the scripts' preloads (docs/decisions/003-performance.md).
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * The conversation `/chat/{id}` opens and marks read, if this request is one (a document
 * request, or `/chat/{id}.data` for a client navigation): the badge leaves it out.
 */
function openingConversation(request: Request): string | undefined {
  const id = /^\/chat\/([^/.]+)(?:\.data)?$/.exec(new URL(request.url).pathname)?.[1];
  return request.method === "GET" && isUuid(id) ? id : undefined;
}

/**
 * What every page needs: the signed-in user's name and badges, the site notice, and the flash
 * message the last action left (docs/decisions/006-flash-messages.md), read here once for every
 * page: the page shows it inline (components/page-flash.tsx) and, with JavaScript, as a toast.
 * Reading it clears its cookie; the answer carries that Set-Cookie, and entry.server.tsx marks
 * such an answer `private, no-store`. Like every loader here it runs again on each navigation
 * (single fetch's default; no `shouldRevalidate` opts out), so a message never outlives its
 * page: the next page's data has none.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  // A language prefix that is not one of ours (`/xx/browse`, or `/en/...`: English has none) is
  // no page of this site.
  // The 404 page carries its English messages itself: the layout has no loader data then.
  if (params.lang !== undefined && (!isLanguage(params.lang) || params.lang === DEFAULT_LANGUAGE))
    throw data({ viewer: errorViewer() }, { status: 404 });
  const [user, { flash, headers }, settings] = await Promise.all([
    getUser(request),
    readFlash(request),
    getSettings(),
  ]);
  // The badges and the preferences: nothing for signed-out visitors; for the signed-in, the
  // unread notifications are one indexed count (notifications_unread_idx), read beside the
  // messages', and the preferences one row by its key.
  const [unread, notifications, preferences] = user
    ? await Promise.all([
        unreadMessageCount(user.id, openingConversation(request)),
        unreadNotificationCount(user.id),
        getPreferences(user.id),
      ])
    : [0, 0, null];
  const { language } = resolveLanguage(request, preferences?.language);
  // An English address asked for in another language goes to that language's address, so the
  // address alone says the language (a shared cache keeps each apart). Only for a GET: a form
  // post answers where it was sent, keeping what was typed. Only an address without a language
  // prefix: one with a prefix that reached here without `params.lang` matched no page under it
  // (`/ha/ha/browse`, `/yo/ha/terms`, `/ha/api/cars`, `/ha/beacon/view/1`: only the not-found
  // route takes them, since app/routes.ts prefixes page modules alone), so its redirect would
  // name itself; it gets the not-found page, in its language. The target is judged as the
  // browser will read it (`safeRedirectIn`): an address such as `//evil.example` is not sent
  // on but answered by the not-found page.
  const url = new URL(request.url);
  if (
    request.method === "GET" &&
    languageOfPath(url.pathname) === null &&
    language !== DEFAULT_LANGUAGE
  ) {
    const target = safeRedirectIn(language, url.pathname + url.search, "");
    if (target)
      throw redirect(target, {
        headers: { "Cache-Control": "private, no-store", Vary: "Cookie, Accept-Language" },
      });
  }
  const viewer: Viewer = {
    language,
    // Only this language, only the namespaces this page's routes name (server/page-app.ts).
    messages: messagesJsonFor(language, context?.i18nNamespaces ?? NAMESPACES),
    timeZone: preferences?.timezone ?? "Africa/Lagos",
    // Dollars or euros beside naira for a signed-in user who chose them, while the admins' rate
    // is set; signed-out visitors see naira only, so their pages stay the same for everyone and
    // cacheable (docs/decisions/019-cacheable-pages.md).
    approx: preferences ? approxRate(settings, preferences.currency) : null,
  };
  return data(
    {
      viewer,
      /** The address without its language, for the language switch and `hreflang` links. */
      path: localizePath(url.pathname, DEFAULT_LANGUAGE) + url.search,
      year: new Date().getFullYear(),
      /** The data saver page: no scripts, smallest photos (app/request/data-saver.server.ts). */
      dataSaver: dataSaverOf(request),
      notice: settings.noticeBanner,
      /** Where photos are served from (S3_PUBLIC_URL, or "" for this site's /uploads). */
      uploadsBase: getEnv().uploadsBase,
      /** The public origin, for the `hreflang` alternates' absolute addresses. */
      origin: getEnv().appUrl,
      user: user
        ? { id: user.id, firstName: user.firstName, role: user.role, unread, notifications }
        : null,
      flash: flash && flashIn(flash, language),
    },
    { headers },
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const error = useRouteError();
  const dataSaver = data?.dataSaver ?? false;
  // Catalogue pages under the data saver show photos' previews until the buyer asks for photos
  // (components/data-saver.tsx): the address says so, so each version is cached apart.
  const location = useLocation();
  const matches = useMatches();
  const onRequest = dataSaver && holdsPhotos(matches) && !photosAsked(location.search);
  const viewer =
    data?.viewer ??
    (isRouteErrorResponse(error) ? (error.data as { viewer?: Viewer } | null)?.viewer : undefined);
  const language = viewer?.language ?? DEFAULT_LANGUAGE;
  // A page with a bar fixed to the bottom on phones keeps its height free (bottom-bar.tsx).
  const bottomBar = useBottomBarSpace();
  return (
    <html lang={LOCALES[language]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#047a48" />
        <Meta />
        <Links />
        {data && <LanguageAlternates origin={data.origin} path={data.path} />}
      </head>
      <body
        className={`flex min-h-screen flex-col bg-slate-50 text-slate-900 antialiased print:bg-white print:[&>footer]:hidden print:[&>header]:hidden ${bottomBar ? BOTTOM_BAR_SPACE : ""}`}
      >
        <I18nProvider viewer={viewer}>
          <SkipLink />
          <SiteHeader user={data?.user ?? null} />
          {data?.notice && <Notice text={data.notice} />}
          <div id="main" className="flex-1">
            <UploadsBaseContext value={data?.uploadsBase ?? ""}>
              <DataSaverContext value={dataSaver}>
                <PhotosOnRequestContext value={onRequest}>{children}</PhotosOnRequestContext>
              </DataSaverContext>
            </UploadsBaseContext>
          </div>
          <SiteFooter year={data?.year ?? new Date().getFullYear()} dataSaver={dataSaver} />
        </I18nProvider>
        {/* Inline scripts are allowed by their hashes (app/request/csp.server.ts). The data
            saver page sends none: every form works without them. */}
        {!dataSaver && <ScrollRestoration />}
        {!dataSaver && <Scripts />}
      </body>
    </html>
  );
}

/**
 * The page's address in each language and `x-default` (English), so search engines show
 * readers their language's page (docs/decisions/023-languages.md).
 */
function LanguageAlternates({ origin, path }: { origin: string; path: string }) {
  return (
    <>
      {LANGUAGES.map((l) => (
        <link key={l} rel="alternate" hrefLang={l} href={origin + localizePath(path, l)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={origin + path} />
    </>
  );
}

function SkipLink() {
  const t = useT();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
    >
      {t("common.skipToContent")}
    </a>
  );
}

/** The admins' site-wide notice (their own words, never translated). */
function Notice({ text }: { text: string }) {
  const t = useT();
  return (
    <aside
      aria-label={t("common.notice")}
      className="border-b border-amber-300 bg-amber-100 px-4 py-2 text-center text-sm text-amber-950"
    >
      {text}
    </aside>
  );
}

export default function App() {
  useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  usePreloadStaticParts(
    navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state === "loading"),
  );
  useClientLinks();
  useEffect(() => {
    // Marks the page as enhanced: the browse form hides its Apply button, and so on.
    document.documentElement.classList.add("js");
  }, []);
  return (
    <>
      <Outlet />
      <Toasts />
    </>
  );
}

export function meta() {
  return [
    { title: `${SITE.name}: ${SITE.tagline}` },
    {
      name: "description",
      content:
        "Browse brand new, tokunbo and Nigerian used cars from dealers and individuals across Nigeria. Compare prices in naira and contact sellers directly.",
    },
  ];
}

/**
 * The application error fallback (docs/product.md#navigation-and-error-fallback): 404 is the
 * "Oops! Page not found" page, 403 "Access denied", a refused request (400) says why, and
 * anything else "Something went wrong" (components/error-screens.tsx, a static part). Try Again
 * reloads the same address, which works without JavaScript too.
 */
export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: () => <ErrorScreen kind="notFound" />,
        403: () => <ErrorScreen kind="forbidden" />,
        400: ({ error }) => <ErrorScreen kind="badRequest" message={errorMessage(error)} />,
      }}
      defaultStatusHandler={() => <ErrorScreen kind="failed" />}
      unexpectedErrorHandler={() => <ErrorScreen kind="failed" />}
    />
  );
}
