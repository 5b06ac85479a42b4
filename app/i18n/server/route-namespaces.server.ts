/**
 * Which catalogue namespaces a request's page needs (docs/decisions/023-languages.md): the
 * `handle.i18n` of every route module its address matches (server/route-matcher.ts finds them
 * with React Router's own matcher over the build's route table). `common` is always sent.
 */
import { isNamespace, type Namespace } from "../namespaces";

/** The namespaces the matched route modules' `handle`s name, with `common`. */
export function namespacesOf(handles: readonly unknown[]): Namespace[] {
  const found = new Set<Namespace>(["common"]);
  for (const handle of handles) {
    const wanted = (handle as { i18n?: unknown } | undefined)?.i18n;
    if (Array.isArray(wanted)) for (const ns of wanted) if (isNamespace(ns)) found.add(ns);
  }
  return [...found];
}
