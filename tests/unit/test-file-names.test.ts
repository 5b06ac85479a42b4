/**
 * Which Vitest project runs a test file is decided by its name (vitest.config.ts; README, Tests):
 * `*.db.test.ts` gets a database, `*.pg.db.test.ts` also runs on PostgreSQL, anything else runs
 * in the `unit` project with none. A wrong name fails quietly: a race test in a file not named
 * `.pg.db.test.ts` is skipped in every project, and a database file named `.test.ts` runs with no
 * database. This reads every test file and checks the name matches what the file does.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const ROOTS = ["app", "db", "scripts", "server", "tests/unit"];

/** Every test file under the roots Vitest reads, as paths relative to the repository. */
function testFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules") walk(rel);
      } else if (/\.test\.tsx?$/.test(entry.name)) found.push(rel);
    }
  };
  for (const root of ROOTS) walk(root);
  return found.sort();
}

const files = testFiles().map((file) => ({
  file,
  source: fs.readFileSync(path.join(ROOT, file), "utf8"),
}));
const usesRace = (source: string) => /from "[^"]*\/setup\/race"/.test(source);
const usesDatabase = (source: string) => /\buseTestDatabase\(/.test(source);

describe("test file names", () => {
  it("finds the suite's test files", () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it("names every file with a race test *.pg.db.test.ts, so PostgreSQL runs it", () => {
    const misnamed = files
      .filter(({ file, source }) => usesRace(source) && !file.endsWith(".pg.db.test.ts"))
      .map(({ file }) => file);
    expect(misnamed).toEqual([]);
  });

  it("names every file that opens the test database *.db.test.ts, and only those", () => {
    const withoutSetUp = files
      .filter(({ file, source }) => usesDatabase(source) !== file.endsWith(".db.test.ts"))
      .map(({ file }) => file);
    expect(withoutSetUp).toEqual([]);
  });
});
