/**
 * The typed client against the document a production server really serves
 * (docs/decisions/025-api-contract.md): the types generated from `/api/openapi.json` must be
 * the checked-in clients/api/schema.d.ts, so a client built on them matches the API
 * that runs (`npm run lint` checks them against the document built from the code).
 */
import { readFile } from "node:fs/promises";
import { clientTypes } from "../../clients/api/generate";
import { expect, test } from "./fixtures";

test("the checked-in client types are generated from the served document", async ({ request }) => {
  const answer = await request.get("/api/openapi.json");
  expect(answer.status()).toBe(200);
  const served = (await answer.json()) as { openapi: string; paths: object };
  expect(served.openapi).toBe("3.1.0");
  const checkedIn = await readFile(
    new URL("../../clients/api/schema.d.ts", import.meta.url),
    "utf8",
  );
  expect(await clientTypes(served), "run `npm run api:client`").toBe(checkedIn);
});
