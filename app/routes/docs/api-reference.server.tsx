/**
 * The API reference as one plain HTML page (`/api/docs`, api-docs.ts): every operation of the
 * OpenAPI document (docs/decisions/025-api-contract.md) with its authentication, parameters,
 * request body and answers, then the schemas they name, rendered on the server with React's
 * `renderToStaticMarkup`. It needs no JavaScript and loads nothing: its few styles are in the
 * page (the site's CSP allows inline styles, never inline scripts), so a proxy browser, a
 * screen reader or `curl` read all of it. Swagger UI, which needs JavaScript, is one link away
 * for trying requests (`/api/docs/try`).
 *
 * Why our own renderer (docs/decisions/025-api-contract.md, addendum): Redocly CLI's
 * `build-docs` (Redoc 3) prerenders only the overview and says "Loading..." until its script
 * runs; the other generators that install here either need Node 22 or drop the parameters'
 * descriptions. The document's own shapes are few (zod's JSON Schema output): objects, arrays,
 * `anyOf`, enums, consts, nullable types and `$ref`s to `components.schemas`, which are
 * described once at the end and linked wherever they are used, so the page stays about the size
 * of the document.
 * How a schema reads is in api-reference-schema.tsx.
 */
import { Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  Constraints,
  ContentView,
  schemaId,
  SchemaView,
  Text,
  TypeOf,
  type Content,
  type Schema,
} from "./api-reference-schema";

type Parameter = {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
};

type Operation = {
  operationId?: string;
  tags?: string[];
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; description?: string; content?: Content };
  responses?: Record<
    string,
    {
      description?: string;
      headers?: Record<string, { description?: string; schema?: Schema }>;
      content?: Content;
    }
  >;
};

/** The OpenAPI 3.1 document, as far as this page reads it. */
type ApiDocument = {
  info: { title: string; version: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: {
    schemas?: Record<string, Schema>;
    securitySchemes?: Record<string, { type: string; description?: string }>;
  };
};

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

/** The page's title (also the Swagger view's, with " (interactive)"). */
export const API_REFERENCE_TITLE = "MotorMart API reference";

/** The page's styles: readable type, visible focus, contrast above 4.5:1 throughout. */
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc}
a{color:#045c37}
a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.skip{position:absolute;left:-999px}.skip:focus{left:8px;top:8px;background:#fff;padding:4px 8px}
header,main{max-width:60rem;margin:0 auto;padding:1rem}
header{border-bottom:1px solid #cbd5e1}
h1{font-size:1.75rem;margin:.5rem 0}
h2{font-size:1.4rem;margin:2.5rem 0 .5rem;border-bottom:2px solid #cbd5e1}
h3{font-size:1.1rem;margin:0 0 .25rem;word-break:break-word}
h4{font-size:.95rem;margin:1rem 0 .25rem}
code{font:.9em ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:#e2e8f0;padding:0 .2em;border-radius:3px;word-break:break-word}
.op{background:#fff;border:1px solid #cbd5e1;border-radius:8px;padding:1rem;margin:1rem 0}
.method{display:inline-block;min-width:4.2em;text-align:center;color:#fff;border-radius:4px;padding:0 .4em;margin-right:.2em;font:600 .85em ui-monospace,monospace}
.get{background:#1d4ed8}.post{background:#047a48}.put,.patch{background:#9a3412}.delete{background:#b91c1c}
.auth,.meta{color:#334155;font-size:.9rem;margin:.25rem 0}
dl.answers{display:grid;grid-template-columns:max-content 1fr;gap:.5rem 1rem;margin:.25rem 0}
dl.answers dd{margin:0;min-width:0}dl.answers dd>p:first-child{margin-top:0}dl.answers p{margin:.25rem 0}
table{border-collapse:collapse;width:100%;font-size:.9rem}
th,td{border:1px solid #cbd5e1;padding:.3rem .5rem;text-align:left;vertical-align:top}
th{background:#f1f5f9}
ul.schema{list-style:none;margin:.25rem 0;padding-left:1rem;border-left:2px solid #e2e8f0;font-size:.9rem}
ul.schema>li{margin:.2rem 0}
.type{color:#6b21a8}.req{color:#9a3412;font-weight:600}.note{color:#475569}
nav ul{columns:2 16rem;font-size:.9rem}
`;

/** An operation's anchor in the page: its operationId (`/api/docs#listCars`). */
const operationAnchor = (op: Operation, method: string, path: string) =>
  op.operationId ?? `${method}-${path}`.replace(/[^\w-]+/g, "-");

/** Who may call an operation: nobody in particular, anyone signed in, or either. */
function Authentication({ security }: { security?: Record<string, string[]>[] }) {
  const schemes = (security ?? []).flatMap((s) => Object.keys(s));
  const optional = (security ?? []).some((s) => Object.keys(s).length === 0);
  const names = schemes.map((s, i) => (
    <Fragment key={s}>
      {i > 0 && " or "}
      <a href="#authentication">{s}</a>
    </Fragment>
  ));
  return (
    <p className="auth">
      Authentication:{" "}
      {!schemes.length ? "none" : optional ? <>optional ({names})</> : <>required ({names})</>}
    </p>
  );
}

function OperationView({ method, path, op }: { method: string; path: string; op: Operation }) {
  const parameters = op.parameters ?? [];
  return (
    <section
      className="op"
      id={operationAnchor(op, method, path)}
      aria-labelledby={`${operationAnchor(op, method, path)}-title`}
    >
      <h3 id={`${operationAnchor(op, method, path)}-title`}>
        <span className={`method ${method}`}>{method.toUpperCase()}</span> <code>{path}</code>
      </h3>
      <Text text={op.summary} />
      <Text text={op.description} />
      <Authentication security={op.security} />
      {parameters.length > 0 && (
        <>
          <h4>Parameters</h4>
          <table>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">In</th>
                <th scope="col">Type</th>
                <th scope="col">Description</th>
              </tr>
            </thead>
            <tbody>
              {parameters.map((p) => (
                <tr key={`${p.in}-${p.name}`}>
                  <td>
                    <code>{p.name}</code>
                    {p.required && <span className="req"> required</span>}
                  </td>
                  <td>{p.in}</td>
                  <td className="type">{p.schema ? <TypeOf schema={p.schema} /> : "string"}</td>
                  <td>
                    <Text text={p.description} inline />
                    {p.schema && <Constraints schema={p.schema} />}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {op.requestBody && (
        <>
          <h4>Request body{op.requestBody.required ? "" : " (optional)"}</h4>
          <Text text={op.requestBody.description} />
          <ContentView content={op.requestBody.content} />
        </>
      )}
      <h4>Answers</h4>
      <dl className="answers">
        {Object.entries(op.responses ?? {}).map(([status, answer]) => (
          <Fragment key={status}>
            <dt>
              <strong>{status}</strong>
            </dt>
            <dd>
              <Text text={answer.description} />
              {Object.entries(answer.headers ?? {}).map(([name, header]) => (
                <p key={name} className="meta">
                  Header <code>{name}</code>: <Text text={header.description} inline />
                </p>
              ))}
              <ContentView content={answer.content} />
            </dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}

/** Each tag with its operations, in the document's order; untagged ones under "Other". */
function operationsByTag(doc: ApiDocument) {
  const groups = new Map<
    string,
    { description?: string; ops: { method: string; path: string; op: Operation }[] }
  >((doc.tags ?? []).map((t) => [t.name, { description: t.description, ops: [] }]));
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? "Other";
      if (!groups.has(tag)) groups.set(tag, { ops: [] });
      groups.get(tag)!.ops.push({ method, path, op });
    }
  }
  return [...groups].filter(([, g]) => g.ops.length);
}

function Reference({ doc }: { doc: ApiDocument }) {
  const tags = operationsByTag(doc);
  const schemas = Object.entries(doc.components?.schemas ?? {});
  const tagId = (name: string) => `tag-${name.replace(/\W+/g, "-")}`;
  return (
    <>
      <a className="skip" href="#reference">
        Skip to the operations
      </a>
      <header>
        <h1>{API_REFERENCE_TITLE}</h1>
        <p className="meta">
          {doc.info.title}, version {doc.info.version}. The OpenAPI document:{" "}
          <a href="/api/openapi.json">/api/openapi.json</a>. To send requests from this browser:{" "}
          <a href="/api/docs/try">Try it (needs JavaScript)</a>.
        </p>
      </header>
      <main id="reference">
        <Text text={doc.info.description} />
        <p>
          Every path is on this site&apos;s address: <code>GET /api/cars</code> here is{" "}
          <code>/api/cars</code> beside this page.
        </p>
        <nav aria-label="Operations">
          <h2>Contents</h2>
          <ul>
            {tags.map(([name, group]) => (
              <li key={name}>
                <a href={`#${tagId(name)}`}>{name}</a> ({group.ops.length})
              </li>
            ))}
            <li>
              <a href="#authentication">Authentication</a>
            </li>
            <li>
              <a href="#schemas">Schemas</a> ({schemas.length})
            </li>
          </ul>
        </nav>
        <h2 id="authentication">Authentication</h2>
        <dl>
          {Object.entries(doc.components?.securitySchemes ?? {}).map(([name, scheme]) => (
            <Fragment key={name}>
              <dt>
                <code>{name}</code>
              </dt>
              <dd>
                <Text text={scheme.description} inline />
              </dd>
            </Fragment>
          ))}
        </dl>
        {tags.map(([name, group]) => (
          <section key={name} aria-labelledby={tagId(name)}>
            <h2 id={tagId(name)}>{name}</h2>
            <Text text={group.description} />
            <ul>
              {group.ops.map(({ method, path, op }) => (
                <li key={`${method} ${path}`}>
                  <a href={`#${operationAnchor(op, method, path)}`}>
                    <code>
                      {method.toUpperCase()} {path}
                    </code>
                  </a>
                </li>
              ))}
            </ul>
            {group.ops.map(({ method, path, op }) => (
              <OperationView key={`${method} ${path}`} method={method} path={path} op={op} />
            ))}
          </section>
        ))}
        <h2 id="schemas">Schemas</h2>
        {schemas.map(([name, schema]) => (
          <section
            key={name}
            className="op"
            id={schemaId(name)}
            aria-labelledby={`${schemaId(name)}-title`}
          >
            <h3 id={`${schemaId(name)}-title`}>
              <code>{name}</code>
            </h3>
            <Text text={schema.description} />
            <SchemaView schema={{ ...schema, description: undefined }} />
          </section>
        ))}
      </main>
    </>
  );
}

/**
 * The reference page's whole HTML for `document` (an OpenAPI 3.1 document from
 * routes/api/meta/openapi-document.server.ts): an English page with no script and no file to
 * load. It names no server: the build makes it once for every deployment
 * (`tsx scripts/api-contract.ts reference`), and paths are on the site that serves it.
 */
export function apiReferenceHtml(document: object): string {
  const doc = document as ApiDocument;
  const body = renderToStaticMarkup(<Reference doc={doc} />);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${API_REFERENCE_TITLE}</title>
<meta name="description" content="The MotorMart JSON API: every operation, its parameters and its answers.">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${STYLE}</style>
</head>
<body>
${body}
</body>
</html>
`;
}
