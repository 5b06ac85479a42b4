/**
 * Renders a route module's page on the server, as the document a browser without JavaScript
 * receives: the loader (and the action for a POST) run through React Router's static handler,
 * under the root's loader (which reads the flash message the page shows), then the view renders
 * to HTML. `pageText` reduces that HTML to its visible text.
 */
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  Outlet,
  StaticRouterProvider,
  useActionData,
  useLoaderData,
} from "react-router";
import type { Namespace } from "../../app/i18n/namespaces";
import { I18nProvider, type Viewer } from "../../app/i18n/react";
import { loader as rootLoader } from "../../app/root";
import { viewerFor } from "./i18n";
import { buildRequest, type CallInit } from "./routes";

type PageModule = {
  loader: (args: never) => unknown;
  action?: (args: never) => unknown;
  default: ComponentType<never>;
  ErrorBoundary?: ComponentType;
};

/** The page's HTML for `init` at route `path` (e.g. "/payment"); a thrown error rethrows. */
export async function renderPage(
  page: PageModule,
  path: string,
  init: CallInit,
  clientIp = "192.0.2.10",
): Promise<string> {
  return render(page, path, init, clientIp, false);
}

/**
 * The page's ErrorBoundary for `init` when its loader refuses (a thrown `data(...)` or error):
 * its HTML and status, inside the root's language as on a real page. With `namespaces`, the
 * root sends only those (and `common`), as server/page-app.ts does for the page's routes; without,
 * every namespace.
 */
export async function renderPageError(
  page: Pick<PageModule, "loader"> & { ErrorBoundary: ComponentType },
  path: string,
  init: CallInit,
  namespaces?: readonly Namespace[],
): Promise<{ status: number; html: string }> {
  const page404 = { ...page, default: () => null };
  return render(page404, path, init, "192.0.2.10", true, namespaces);
}

async function render(
  page: PageModule,
  path: string,
  init: CallInit,
  clientIp: string,
  boundary: true,
  namespaces?: readonly Namespace[],
): Promise<{ status: number; html: string }>;
async function render(
  page: PageModule,
  path: string,
  init: CallInit,
  clientIp: string,
  boundary: false,
): Promise<string>;
async function render(
  page: PageModule,
  path: string,
  init: CallInit,
  clientIp: string,
  boundary: boolean,
  namespaces?: readonly Namespace[],
): Promise<string | { status: number; html: string }> {
  const request = await buildRequest(init);
  const context = {
    clientIp,
    ...(namespaces ? { i18nNamespaces: ["common", ...namespaces] } : {}),
  };
  const { action } = page;
  const handler = createStaticHandler([
    {
      id: "root",
      loader: (args) => rootLoader({ ...args, context } as never),
      // The layout's language context, from the root loader's viewer as on a real page.
      Component() {
        const data = useLoaderData() as { viewer?: Viewer } | undefined;
        return createElement(I18nProvider, { viewer: data?.viewer }, createElement(Outlet));
      },
      children: [
        {
          id: "page",
          path,
          loader: (args) => page.loader({ ...args, context } as never),
          action: action ? (args) => action({ ...args, context } as never) : undefined,
          Component() {
            return createElement(page.default, {
              loaderData: useLoaderData(),
              actionData: useActionData(),
            } as never);
          },
          ...(boundary ? { ErrorBoundary: page.ErrorBoundary } : {}),
        },
      ],
    },
  ]);
  const result = await handler.query(request);
  if (result instanceof Response) throw new Error(`Unexpected response ${result.status}`);
  if (result.errors && !boundary) throw Object.values(result.errors)[0];
  const router = createStaticRouter(handler.dataRoutes, result);
  const html = renderToString(createElement(StaticRouterProvider, { router, context: result }));
  return boundary ? { status: result.statusCode, html } : html;
}

/** Text without tags, comments and repeated spaces (React splits text with `<!-- -->`). */
export const pageText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

/** The HTML of a page whose loader fails, as its ErrorBoundary renders it. */
export async function renderFailure(ErrorBoundary: ComponentType, path: string): Promise<string> {
  const handler = createStaticHandler([
    {
      id: "page",
      path,
      loader: () => {
        throw new Error("database down");
      },
      Component: () => null,
      ErrorBoundary,
    },
  ]);
  const result = await handler.query(new Request(`http://localhost${path}`));
  if (result instanceof Response) throw new Error("Unexpected response");
  const router = createStaticRouter(handler.dataRoutes, result);
  const original = console.error;
  console.error = () => {};
  try {
    return renderToString(
      createElement(
        I18nProvider,
        { viewer: viewerFor("en") },
        createElement(StaticRouterProvider, { router, context: result }),
      ),
    );
  } finally {
    console.error = original;
  }
}
