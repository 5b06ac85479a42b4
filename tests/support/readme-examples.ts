/**
 * The README's API examples, read as a client would send them, and what the OpenAPI document
 * says is wrong with each (docs/decisions/025-api-contract.md): every `curl` call in the shell
 * blocks of README.md's "Using the API" must name an operation the document has, with query
 * parameters it declares and values that fit them, the sign-in it asks for, and a JSON body that
 * fits its request body, as sent (no field added). A validating proxy such as Stoplight Prism
 * (`prism proxy`) judges a request by the same document, so an example that passes here passes
 * it unchanged. The test is in app/routes/api/meta/openapi.test.ts.
 *
 * The shell is read with `shell-quote` (quotes, escapes, `$VARIABLE`s); the variables the
 * examples set from earlier answers (`$CAR`, `$CONVERSATION`, `$TOKEN`) stand for values of the
 * right shape.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "shell-quote";
import { loadContract, routeOf } from "./contract";

/** What the examples' variables hold when they run (ids are UUIDs, the token is opaque). */
export const VARIABLES: Record<string, string> = {
  MM: "http://localhost:3000",
  TOKEN: "0f8fad5bd9cb469fa16570867728950e",
  CAR: "6f1c1f9e-4f7a-4b8e-9a53-3c9d2d7f0a11",
  CONVERSATION: "b7e4c2a0-5d2e-4c71-8f0e-2a9b6c3d4e5f",
};

/** A curl call of the examples: its method, URL, headers and body as curl would send them. */
export type Call = {
  line: string;
  method: string;
  url: URL;
  headers: Headers;
  body: string | null;
};

/** The shell blocks of the README's "Using the API" section. */
function exampleScripts(readme: string): string[] {
  const start = readme.indexOf("\n## Using the API");
  const end = readme.indexOf("\n## ", start + 1);
  const section = readme.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]);
}

/** Every curl call in `script`, one logical line (continuations joined) at a time. */
function curlCalls(script: string): Call[] {
  const calls: Call[] = [];
  for (const line of script.replace(/\\\n\s*/g, " ").split("\n")) {
    const entries = parse(line, (name) => VARIABLES[name] ?? `$${name}`);
    let i = entries.indexOf("curl");
    while (i >= 0) {
      const args: string[] = [];
      let j = i + 1;
      for (; j < entries.length && typeof entries[j] === "string"; j++)
        args.push(entries[j] as string);
      calls.push(curlCall(line, args));
      i = entries.indexOf("curl", j);
    }
  }
  return calls;
}

/** Reads curl's options that shape the request (`-X`, `-H`, `-d`); `-d` makes it a POST. */
function curlCall(line: string, args: string[]): Call {
  let method: string | null = null;
  let url: URL | null = null;
  let body: string | null = null;
  const headers = new Headers();
  for (let k = 0; k < args.length; k++) {
    const arg = args[k];
    if (arg === "-X" || arg === "--request") method = args[++k];
    else if (arg === "-H" || arg === "--header") {
      const header = args[++k];
      const colon = header.indexOf(":");
      headers.set(header.slice(0, colon).trim(), header.slice(colon + 1).trim());
    } else if (arg === "-d" || arg === "--data" || arg === "--data-raw") body = args[++k];
    else if (/^https?:\/\//.test(arg)) url = new URL(arg);
  }
  if (!url) throw new Error(`No URL in: ${line}`);
  return { line, method: method ?? (body === null ? "GET" : "POST"), url, headers, body };
}

type Parameter = { name: string; in: string; required?: boolean; schema?: object };
type Operation = {
  parameters?: Parameter[];
  security?: Record<string, string[]>[];
  requestBody?: { required?: boolean; content: Record<string, { schema: object }> };
};

/** A query value as the document's type reads it (what Prism's coercion does). */
function typed(value: string, schema: { type?: string } | undefined): unknown {
  if (schema?.type === "integer" || schema?.type === "number")
    return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  if (schema?.type === "boolean")
    return value === "true" ? true : value === "false" ? false : value;
  return value;
}

/** What the document says is wrong with `call`, one line per problem. */
export function problemsOf(call: Call): string[] {
  const { doc, ajv } = loadContract();
  const route = routeOf(call.url.pathname);
  const where = `${call.method} ${call.url.pathname}`;
  if (!route) return [`${where}: no such path in the document`];
  const operation = (doc.paths[route.path] as Record<string, Operation | undefined>)[
    call.method.toLowerCase()
  ];
  if (!operation) return [`${where}: the document has no ${call.method} on ${route.path}`];
  const problems: string[] = [];
  const parameters = operation.parameters ?? [];
  for (const [name, value] of call.url.searchParams) {
    const parameter = parameters.find((p) => p.in === "query" && p.name === name);
    if (!parameter) problems.push(`${where}: query parameter ${name} is not in the document`);
    else if (parameter.schema && !ajv.validate(parameter.schema, typed(value, parameter.schema)))
      problems.push(`${where}: ${name}=${value} ${ajv.errorsText(ajv.errors)}`);
  }
  for (const p of parameters)
    if (p.required && p.in === "query" && !call.url.searchParams.has(p.name))
      problems.push(`${where}: the required query parameter ${p.name} is missing`);
  // No requirement, `security: []`, or an empty one among them: anyone may call it.
  const security = operation.security ?? [];
  const anonymous = !security.length || security.some((s) => !Object.keys(s).length);
  if (!anonymous && !/^Bearer \S+$/.test(call.headers.get("authorization") ?? ""))
    problems.push(`${where}: the operation needs a sign-in, and the example sends no Bearer token`);
  const json = operation.requestBody?.content["application/json"];
  if (call.body === null) {
    if (operation.requestBody?.required) problems.push(`${where}: the body is missing`);
    return problems;
  }
  if (!json) return [...problems, `${where}: the document takes no JSON body`];
  if (call.headers.get("content-type") !== "application/json")
    problems.push(`${where}: the body is sent without Content-Type: application/json`);
  let body: unknown;
  try {
    body = JSON.parse(call.body);
  } catch {
    return [...problems, `${where}: the body is not JSON: ${call.body}`];
  }
  if (!ajv.validate(json.schema, body))
    problems.push(`${where}: the body ${call.body} does not fit: ${ajv.errorsText(ajv.errors)}`);
  return problems;
}

/** Every curl call of the README's "Using the API" examples. */
export function readmeCalls(): Call[] {
  const readme = readFileSync(path.resolve(import.meta.dirname, "../../README.md"), "utf8");
  return exampleScripts(readme).flatMap(curlCalls);
}
