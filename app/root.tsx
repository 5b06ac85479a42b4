import { useEffect } from "react";
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { ErrorPage, errorMessage, GeneralErrorBoundary } from "./components/error-boundary";

// Screens take the error boundary's parts from here, so they ship inside the root's chunk,
// which every page loads anyway, instead of a chunk of their own.
export { ErrorPage, errorMessage, GeneralErrorBoundary };
import { SiteFooter } from "./components/site-footer";
import { UploadsBaseContext } from "./components/uploads-base";
import { DataSaverContext } from "./components/data-saver";
import { getEnv } from "./env.server";
import { ButtonLink } from "~/components/form-parts/button";
import { getSettings } from "~/models/site/settings.server";
import { SiteHeader } from "./components/site-header";
import { Toasts } from "./components/toasts";
import { unreadMessageCount } from "~/models/messaging/conversations.server";
import { unreadNotificationCount } from "~/models/shared/notifications.server";
import { dataSaverOf } from "~/request/data-saver.server";
import { readFlash } from "~/request/flash.server";
import { getUser } from "~/request/session.server";
import { isUuid } from "./lib/ids";
import { SITE } from "./lib/site";

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
export async function loader({ request }: Route.LoaderArgs) {
  const [user, { flash, headers }, { noticeBanner }] = await Promise.all([
    getUser(request),
    readFlash(request),
    getSettings(),
  ]);
  // The badges: nothing for signed-out visitors; for the signed-in, the unread notifications
  // are one indexed count (notifications_unread_idx), read beside the messages'.
  const [unread, notifications] = user
    ? await Promise.all([
        unreadMessageCount(user.id, openingConversation(request)),
        unreadNotificationCount(user.id),
      ])
    : [0, 0];
  return data(
    {
      year: new Date().getFullYear(),
      /** The data saver page: no scripts, smallest photos (app/request/data-saver.server.ts). */
      dataSaver: dataSaverOf(request),
      notice: noticeBanner,
      /** Where photos are served from (S3_PUBLIC_URL, or "" for this site's /uploads). */
      uploadsBase: getEnv().uploadsBase,
      user: user
        ? { id: user.id, firstName: user.firstName, role: user.role, unread, notifications }
        : null,
      flash,
    },
    { headers },
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const dataSaver = data?.dataSaver ?? false;
  return (
    <html lang="en-NG">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#047a48" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-slate-50 text-slate-900 antialiased print:bg-white print:[&>footer]:hidden print:[&>header]:hidden">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          Skip to content
        </a>
        <SiteHeader user={data?.user ?? null} />
        {data?.notice && (
          <aside
            aria-label="Notice"
            className="border-b border-amber-300 bg-amber-100 px-4 py-2 text-center text-sm text-amber-950"
          >
            {data.notice}
          </aside>
        )}
        <div id="main" className="flex-1">
          <UploadsBaseContext value={data?.uploadsBase ?? ""}>
            <DataSaverContext value={dataSaver}>{children}</DataSaverContext>
          </UploadsBaseContext>
        </div>
        <SiteFooter year={data?.year ?? new Date().getFullYear()} dataSaver={dataSaver} />
        {/* Inline scripts are allowed by their hashes (app/request/csp.server.ts). The data
            saver page sends none: every form works without them. */}
        {!dataSaver && <ScrollRestoration />}
        {!dataSaver && <Scripts />}
      </body>
    </html>
  );
}

export default function App() {
  useLoaderData<typeof loader>();
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
 * anything else "Something went wrong". Try Again reloads the same address, which works
 * without JavaScript too.
 */
export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: () => <NotFound />,
        403: () => (
          <ErrorPage
            title="Access denied"
            actions={
              <ButtonLink href="/dashboard" className="mt-6 inline-block">
                Go to your dashboard
              </ButtonLink>
            }
          >
            You do not have permission to see this page.
          </ErrorPage>
        ),
        400: ({ error }) => (
          <ErrorPage title="We could not use that request" actions={<HomeButtons />}>
            {errorMessage(error) ?? "Something in it was not valid."}
          </ErrorPage>
        ),
      }}
      defaultStatusHandler={() => <SomethingWentWrong />}
      unexpectedErrorHandler={() => <SomethingWentWrong />}
    />
  );
}

function HomeButtons() {
  return (
    <div className="mt-6 flex justify-center gap-3">
      <ButtonLink href="">Try Again</ButtonLink>
      <ButtonLink href="/" variant="secondary" className="bg-white">
        Go Home
      </ButtonLink>
    </div>
  );
}

function SomethingWentWrong() {
  return (
    <ErrorPage title="Something went wrong" actions={<HomeButtons />}>
      We encountered an unexpected error. Please try refreshing the page or go back to the homepage.
    </ErrorPage>
  );
}

export function NotFound() {
  return (
    <main className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="text-brand-700 text-6xl font-extrabold">404</p>
      <h1 className="mt-4 text-2xl font-bold">Oops! Page not found</h1>
      <p className="mt-2 text-slate-700">
        The page you are looking for does not exist or has moved.
      </p>
      <ButtonLink href="/" className="mt-6 inline-block">
        Return to Home
      </ButtonLink>
    </main>
  );
}
