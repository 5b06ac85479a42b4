/**
 * The named shapes of the JSON API's answers (docs/decisions/025-api-contract.md): a schema
 * given a name with `component()` is one `#/components/schemas/<name>` of the OpenAPI
 * document, referred to wherever an answer holds it, and one named type of the generated
 * client. Pure code, so lib/api/answers.ts (shared with the browser as types only) may name its
 * shapes.
 */
import type { z } from "zod";

/**
 * The named shapes of the answers, by name (`Car`, `Seller`, `Pagination`...): each is one
 * `#/components/schemas/<name>` of the document, referred to wherever an answer holds it.
 */
const COMPONENTS = new Map<string, z.ZodType>();

/**
 * Names an answer shape: `schema` becomes `#/components/schemas/<name>` in the document (and
 * a named type of the generated client). Throws when another schema already has the name.
 */
export function component<S extends z.ZodType>(name: string, schema: S): S {
  const known = COMPONENTS.get(name);
  if (known && known !== schema) throw new Error(`Two answer shapes are named ${name}`);
  COMPONENTS.set(name, schema);
  return schema;
}

/** The named answer shapes, by name (for the document's builder). */
export const answerComponents = (): ReadonlyMap<string, z.ZodType> => COMPONENTS;
