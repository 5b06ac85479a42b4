/**
 * The typed API client as a program outside this repository gets it: a package that depends on
 * MotorMart imports "motormart-ng/client" (package.json `exports`, clients/api;
 * docs/decisions/025-api-contract.md). A throw-away project in a temporary folder, with the
 * repository linked as node_modules/motormart-ng, is type-checked by `tsc` under
 * `"module": "NodeNext"` (Node's own ESM resolution: exports conditions, `.js` extensions) and
 * then run by Node, so both the `types` and the `import` entries are proved.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, "../..");
let dir = "";

const consumer = `
import { motorMartClient, type MotorMartClient, type components } from "motormart-ng/client";

export async function priceOf(api: MotorMartClient, id: string): Promise<number | undefined> {
  const { data } = await api.GET("/api/cars/{id}", { params: { path: { id } } });
  const price: number | undefined = data?.data.price;
  return price;
}

export async function wrong(api: MotorMartClient) {
  // @ts-expect-error: no such path in the API's document (types that were \`any\` would not refuse it).
  await api.GET("/api/no-such-path");
}

export type Envelope = components["schemas"] extends object ? true : never;

const seen: string[] = [];
const api = motorMartClient({
  baseUrl: "https://motormart.test",
  token: "t0ken",
  fetch: async (request) => {
    seen.push(request.method + " " + request.url + " " + request.headers.get("authorization"));
    return Response.json({ success: true, message: "OK", data: { price: 4500000 } });
  },
});
console.log(JSON.stringify({ price: await priceOf(api, "a1"), seen }));
`;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "motormart-client-"));
  fs.mkdirSync(path.join(dir, "node_modules"));
  fs.symlinkSync(repo, path.join(dir, "node_modules", "motormart-ng"), "dir");
  fs.writeFileSync(
    path.join(dir, "package.json"),
    JSON.stringify({ name: "dealer-feed", private: true, type: "module" }),
  );
  fs.writeFileSync(
    path.join(dir, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        module: "NodeNext",
        moduleResolution: "NodeNext",
        target: "ES2022",
        lib: ["ES2022", "DOM"],
        types: [],
        strict: true,
        outDir: "out",
        skipLibCheck: false,
      },
      files: ["feed.ts"],
    }),
  );
  fs.writeFileSync(path.join(dir, "feed.ts"), consumer);
});

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe("the API client as a package", () => {
  it("type-checks under NodeNext and runs in Node through the package's exports", async () => {
    const tsc = path.join(repo, "node_modules/typescript/bin/tsc");
    const checked = await run(process.execPath, [tsc, "-p", dir], { cwd: dir }).catch(
      (error: { stdout: string }) => ({ stdout: error.stdout, failed: true }),
    );
    expect(checked.stdout).toBe("");
    expect("failed" in checked).toBe(false);

    const { stdout } = await run(process.execPath, [path.join(dir, "out/feed.js")], { cwd: dir });
    expect(JSON.parse(stdout)).toEqual({
      price: 4500000,
      seen: ["GET https://motormart.test/api/cars/a1 Bearer t0ken"],
    });
  }, 120_000);
});
