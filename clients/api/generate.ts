/**
 * The typed client's types from an OpenAPI document, with openapi-typescript (formatted by
 * Prettier, so the checked-in file and a fresh one compare byte for byte). Used by
 * scripts/api-contract.ts and by the browser test that checks them against the served document.
 */
import openapiTS, { astToString } from "openapi-typescript";
import prettier from "prettier";

const HEADER = `/**
 * The MotorMart API's types, generated from its OpenAPI document by openapi-typescript:
 * do not edit; run \`npm run api:client\` (docs/decisions/025-api-contract.md).
 */
`;

/** The `paths`/`components`/`operations` types of `document` as a module's text. */
export async function clientTypes(document: object): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], {
    alphabetize: false,
    rootTypes: false,
  });
  const options = await prettier.resolveConfig(new URL("./schema.d.ts", import.meta.url));
  return prettier.format(HEADER + astToString(ast), { ...options, parser: "typescript" });
}
