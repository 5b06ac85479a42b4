/**
 * Server rendering: every page is sent as one complete HTML document, never a streamed shell,
 * because proxy browsers such as Opera Mini need whole HTML. The page's Content-Security-Policy
 * names by hash the inline scripts React Router wrote, and only those: they carry a mark made
 * for this render alone (docs/decisions/026-framework-script-hashes.md). A page a shared cache
 * may keep gets its ETag here (docs/decisions/019-cacheable-pages.md).
 *
 * Since the whole document is wanted anyway, the page is rendered with React's synchronous
 * `renderToString`, which joins plain strings, instead of `renderToPipeableStream`, whose Node
 * writer encodes every small string into byte buffers as it goes: about a quarter fewer
 * instructions for a browse page (docs/decisions/003-performance.md).
 *
 * `renderToString` cannot wait for anything, and React Router sends the loader data to the
 * browser through `serverHandoffStream`, a stream its `StreamTransfer` component reads chunk by
 * chunk, suspending on each read. So the stream is read to its end first, and the complete text
 * is handed to `StreamTransfer` through the render cache React Router gives it for exactly this
 * (`renderMeta.streamCache`, typed in `EntryContext`): nothing suspends and the same
 * `<script>` tags come out. Should a future React Router read the stream differently, the render
 * throws "A component suspended while responding to synchronous input" and every page test fails.
 */
import crypto from "node:crypto";
import fresh from "fresh";
import { renderToString } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
} from "react-router";
import {
  isDatabaseUnavailable,
  reportDatabaseUnavailable,
  RETRY_AFTER_SECONDS,
  UNAVAILABLE_MESSAGE,
} from "#db/unavailable";
import { isSharedCacheControl, sharedPageVary } from "~/request/cache-control";
import stylesheet from "./app.css?inline";
import { newScriptMark, sealPage } from "~/request/csp.server";
import { getAuth } from "~/request/session.server";
import { staticPartsLoaded } from "./components/static-part";

/** How long React Router lets deferred loader data take (ms); we never defer. */
export const streamTimeout = 5_000;

type StreamCache = NonNullable<NonNullable<EntryContext["renderMeta"]>["streamCache"]>;

/** A settled cache entry for `StreamTransfer`: a resolved promise carrying its result. */
function settled(result: { done: boolean; value: string }): StreamCache[number] {
  return Object.assign(Promise.resolve(), { result });
}

/**
 * Reads React Router's loader-data stream to its end and puts the whole text in the render
 * cache as chunk 0, followed by the end of the stream as chunk 1.
 */
async function preloadServerHandoff(context: EntryContext) {
  const stream = context.serverHandoffStream;
  if (!stream) return;
  const text = await new Response(stream).text();
  // ServerRouter takes a reader of this stream while rendering; the original one is used up.
  context.serverHandoffStream = new ReadableStream<Uint8Array>();
  context.renderMeta ??= {};
  context.renderMeta.streamCache = {
    0: settled({ done: false, value: text }),
    1: settled({ done: true, value: "" }),
  };
}

/**
 * Whether an answer is for one person only: the request is signed in, or the answer sets a
 * cookie. Such answers carry `Cache-Control: private, no-store`, so no shared cache (or the
 * browser's back button on a shared phone) keeps a signed-in page
 * (docs/decisions/008-security-review.md).
 */
async function isPersonal(request: Request, headers: Headers) {
  return headers.has("Set-Cookie") || (await getAuth(request)) !== null;
}

/**
 * `.data` requests (client navigations) follow the same caching rule as documents: private when
 * personal, else shared (when the page opted in) with the same `Vary`, so a cache never hands an
 * anonymous copy to a signed-in visitor's navigation.
 */
export const handleDataRequest: HandleDataRequestFunction = async (response, { request }) => {
  if (await isPersonal(request, response.headers))
    response.headers.set("Cache-Control", "private, no-store");
  else if (isSharedCacheControl(response.headers.get("Cache-Control")))
    response.headers.append("Vary", sharedPageVary(request.url));
  return response;
};

/**
 * Requests a loader or action failed because the database is unavailable. React Router hands
 * the render only sanitized errors ("Unexpected Server Error") in production, so the original
 * is recognised here, where it is reported, and looked up when the page is rendered.
 */
const unavailable = new WeakSet<Request>();

/** React Router's error report: a stack for a bug, one short line for a database outage. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isDatabaseUnavailable(error)) {
    unavailable.add(request);
    reportDatabaseUnavailable(error);
    return;
  }
  // What React Router's own report logs: the error a thrown route response wraps, if any.
  const wrapped = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  console.error(wrapped ?? error);
};

/**
 * The page served while the database is unavailable: 503 with `Retry-After`, plain HTML that
 * needs nothing but this text (the layout's loader reads the database too), and no details
 * (docs/decisions/015-failure-modes.md).
 */
function unavailablePage(): Response {
  const body =
    `<!DOCTYPE html><html lang="en-NG"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>Service temporarily unavailable</title>` +
    `<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;` +
    `padding:0 1rem;text-align:center;color:#0f172a}a{color:#047a48}</style></head><body>` +
    `<main><h1>Service temporarily unavailable</h1><p>${UNAVAILABLE_MESSAGE}</p>` +
    `<p><a href="">Try again</a></p></main></body></html>`;
  return new Response(body, {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Retry-After": String(RETRY_AFTER_SECONDS),
    },
  });
}

const CHARSET = '<meta charSet="utf-8"/>';

/**
 * The page with the site's stylesheet inlined right after its charset declaration: no request
 * blocks the first paint, which on a 250 kbps link with 300 ms round trips used to wait for the
 * CSS file behind the scripts' preloads (docs/decisions/003-performance.md). About 8.5 KB
 * compressed in each document; client navigations fetch data, not documents, so they do not
 * pay it again. React leaves an element it did not render in the head alone when it hydrates.
 */
function withStylesheet(html: string): string {
  const at = html.indexOf(CHARSET);
  if (at < 0) return html;
  const end = at + CHARSET.length;
  return `${html.slice(0, end)}<style>${stylesheet}</style>${html.slice(end)}`;
}

/**
 * The caching headers of a rendered answer: `private, no-store` when it is personal; for a page
 * that opted into shared caching (app/request/cache-control.ts) and answers 200, `Vary` and a
 * strong ETag of its bytes. Returns that ETag, or null when the answer is not shared.
 */
async function cacheHeaders(request: Request, status: number, headers: Headers, body: Uint8Array) {
  if (await isPersonal(request, headers)) {
    headers.set("Cache-Control", "private, no-store");
    return null;
  }
  if (status !== 200 || !isSharedCacheControl(headers.get("Cache-Control"))) return null;
  const etag = `"${crypto.createHash("sha1").update(body).digest("base64url")}"`;
  headers.set("ETag", etag);
  headers.append("Vary", sharedPageVary(request.url));
  return etag;
}

/** Whether the request's `If-None-Match` names the answer's ETag (then 304 answers it). */
function notModified(request: Request, etag: string) {
  const ifNoneMatch = request.headers.get("if-none-match");
  return ifNoneMatch !== null && fresh({ "if-none-match": ifNoneMatch }, { etag });
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (responseStatusCode >= 500 && unavailable.has(request)) return unavailablePage();
  await preloadServerHandoff(routerContext);
  await staticPartsLoaded();
  // React Router puts the mark, as a nonce, on each script it writes; sealPage hashes those
  // scripts alone and takes the marks out, so the page's bytes are the same for every visitor.
  const mark = newScriptMark();
  const { html, policy } = sealPage(
    renderToString(<ServerRouter context={routerContext} url={request.url} nonce={mark} />),
    mark,
  );
  // A byte body: a string body would be checked and re-encoded by the Fetch API.
  const body = Buffer.from(`<!DOCTYPE html>${withStylesheet(html)}`);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // The Vite development server injects scripts of its own; server.js sets no policy there.
  if (!import.meta.env.DEV) responseHeaders.set("Content-Security-Policy", policy);
  const etag = await cacheHeaders(request, responseStatusCode, responseHeaders, body);
  if (etag && notModified(request, etag))
    return new Response(null, { status: 304, headers: responseHeaders });
  responseHeaders.set("Content-Length", String(body.length));
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
