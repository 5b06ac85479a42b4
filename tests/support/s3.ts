/**
 * A real S3-speaking server for a Vitest file (tests/support/s3-server.ts): s3rver through the
 * real AWS SDK, never a mock of our code.
 *
 *   const s3 = useS3Server();          // in a describe or at the top of the file
 *   new S3Storage(s3.settings, "uploads/", "...")   // after beforeAll
 *   s3.useForApp()                     // S3_* variables set: the app's stores use the bucket
 */
import { afterAll, beforeAll } from "vitest";
import { startS3Server, type S3Server } from "./s3-server";

export { startS3Server, type S3Server };

/**
 * An s3rver for this test file: started before its tests, stopped after. `useForApp()` points
 * the app's environment at it (S3_BUCKET, S3_ENDPOINT, S3_FORCE_PATH_STYLE and the SDK's
 * credential variables); call `resetEnv()` and reset the stores after changing it.
 */
export function useS3Server(bucket?: string) {
  const state = {} as S3Server & { useForApp(): void };
  const saved: Record<string, string | undefined> = {};
  beforeAll(async () => {
    const server = await startS3Server(bucket);
    Object.assign(state, server, {
      useForApp() {
        const values = {
          S3_BUCKET: server.settings.bucket,
          S3_ENDPOINT: server.endpoint,
          S3_FORCE_PATH_STYLE: "true",
          AWS_ACCESS_KEY_ID: "S3RVER",
          AWS_SECRET_ACCESS_KEY: "S3RVER",
        };
        for (const [name, value] of Object.entries(values)) {
          if (!(name in saved)) saved[name] = process.env[name];
          process.env[name] = value;
        }
      },
    });
  }, 30_000);
  afterAll(async () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await state.stop?.();
  });
  return state;
}
