/**
 * Runs a CLI script body: prints a clear one-line error (no stack for known errors such as
 * the embedded database being in use) and sets the exit code.
 */
import { DatabaseInUseError } from "#db/client";

export async function runScript(body: () => Promise<void>) {
  try {
    await body();
  } catch (error) {
    if (error instanceof DatabaseInUseError || (error as Error).name === "UsageError") {
      console.error(`Error: ${(error as Error).message}`);
    } else {
      console.error(error);
    }
    process.exitCode = 1;
  }
}
