/**
 * Calling route modules from Vitest: one harness for pages and the JSON API. `callRoute`
 * builds a Request, calls a loader or action with React Router's arguments, and answers what
 * a client would see: the status, the headers (a redirect's Location, Set-Cookie...) and the
 * body (parsed JSON, the loader's data, or text). Thrown Responses and `data()` values are
 * answers too, as React Router treats them; any other throw is rethrown (a 500).
 *
 *   const user = await createUser();
 *   const token = await signIn(user);
 *   const r = await callRoute(action, { method: "PUT", path: "/api/users/profile", token,
 *     json: { city: "Ikeja" } });
 *   expect(r.status).toBe(200);
 */
import { createSession } from "../../app/models/identity/sessions.server";
import { servedMethods } from "../../app/request/api.server";
import { commitSessionCookie } from "../../app/request/session.server";

type Handler = (args: never) => unknown;

export type CallInit = {
  method?: string;
  /** Path and query, e.g. `/api/cars?limit=1` (or a whole URL, to set the host). */
  path?: string;
  params?: Record<string, string>;
  /** A JSON body (sent as application/json). */
  json?: unknown;
  /** A form body (URL-encoded), as a browser's form post. */
  form?: Record<string, string | string[]>;
  /** Any other body (FormData for multipart, raw text with `headers`). */
  body?: BodyInit;
  headers?: Record<string, string>;
  /** A session token sent as `Authorization: Bearer`. */
  token?: string;
  /** A session token sent as the browser's signed session cookie. */
  sessionCookie?: string;
  /** Extra cookies (`name=value; ...`). */
  cookie?: string;
  /** The client's IP in the load context (default: a new one for each call, so per-IP limits
   * only bite where a test sends the same IP on purpose). */
  ip?: string;
};

export type CallResult = {
  status: number;
  headers: Headers;
  /** Parsed JSON, a loader's data, or the text of the body. */

  body: any;
  /** The redirect target, when the answer is a redirect. */
  location: string | null;
};

let ipCounter = 0;
const nextIp = () => `192.0.2.${(ipCounter++ % 250) + 1}`;

type DataWithInit = { type: "DataWithResponseInit"; data: unknown; init: ResponseInit | null };
const isDataWithInit = (v: unknown): v is DataWithInit =>
  !!v && typeof v === "object" && (v as DataWithInit).type === "DataWithResponseInit";

async function fromResponse(res: Response): Promise<CallResult> {
  const text = await res.text();
  let body: unknown = text;
  if ((res.headers.get("content-type") ?? "").includes("json") && text) body = JSON.parse(text);
  return { status: res.status, headers: res.headers, body, location: res.headers.get("location") };
}

function fromValue(value: unknown): Promise<CallResult> | CallResult {
  if (value instanceof Response) return fromResponse(value);
  if (isDataWithInit(value)) {
    const headers = new Headers(value.init?.headers);
    return { status: value.init?.status ?? 200, headers, body: value.data, location: null };
  }
  return { status: 200, headers: new Headers(), body: value, location: null };
}

/** Builds the Request `init` describes (also useful on its own). */
export async function buildRequest(init: CallInit): Promise<Request> {
  const headers = new Headers(init.headers);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(init.json);
  } else if (init.form) {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(init.form))
      for (const item of Array.isArray(v) ? v : [v]) params.append(k, item);
    headers.set("content-type", "application/x-www-form-urlencoded");
    body = params.toString();
  }
  if (init.token) headers.set("authorization", `Bearer ${init.token}`);
  const cookies = [init.cookie];
  if (init.sessionCookie) {
    const set = await commitSessionCookie(init.sessionCookie, false, new Date());
    cookies.push(set.split(";")[0]);
  }
  const cookie = cookies.filter(Boolean).join("; ");
  if (cookie) headers.set("cookie", cookie);
  const method = init.method ?? (body === undefined ? "GET" : "POST");
  const path = init.path ?? "/";
  const url = /^https?:/.test(path) ? path : `http://localhost${path}`;
  return new Request(url, { method, headers, body });
}

/**
 * Calls a route module's loader or action; see the module comment. An answer of an API route
 * is checked against the OpenAPI document (contract.ts): one it does not describe fails the
 * test with what differs.
 */
export async function callRoute(handler: Handler, init: CallInit = {}): Promise<CallResult> {
  const request = await buildRequest(init);
  let value: unknown;
  try {
    value = await handler({
      request,
      params: init.params ?? {},
      context: { clientIp: init.ip ?? nextIp() },
    } as never);
  } catch (thrown) {
    if (thrown instanceof Response || isDataWithInit(thrown)) value = thrown;
    else throw thrown;
  }
  const result = await fromValue(value);
  if (servedMethods(handler)) {
    // Loaded only by tests that call the API: it loads every API route module.
    const { contractProblems } = await import("./contract");
    const problems = contractProblems(
      handler,
      request.method,
      new URL(request.url).pathname,
      result,
    );
    if (problems.length)
      throw new Error(`The answer does not fit the OpenAPI document:\n${problems.join("\n")}`);
  }
  return result;
}

/** Opens a session for `user` (no form, no password) and answers its token. */
export async function signIn(user: { id: string }, remember = false): Promise<string> {
  return (await createSession(user.id, { remember })).token;
}
