/**
 * Runs before every test file of every Vitest project (vitest.config.ts `setupFiles`).
 *
 * The projects run without isolation: a worker imports the app once and runs file after file in
 * it, which saves each file the seconds its imports took (README, Tests). What a file changes in
 * the process must then not reach the next file: this puts back the environment variables, the
 * parsed environment (`getEnv()`), the file storage, the payment and SMS providers, real timers
 * and mocks when the file ends.
 */
import { afterAll, beforeAll, vi } from "vitest";
import { staticPartsLoaded } from "../../app/components/static-part";
import { resetEnv } from "../../app/env.server";
import { setPaymentProvider } from "../../app/services/payments.server";
import { setSmsProvider } from "../../app/services/sms.server";
import { setFileStorage, setPrivateStorage } from "../../app/services/storage.server";

const environment = { ...process.env };

// The static parts the file's imports declared render on the "server" (components/static-part.tsx).
beforeAll(() => staticPartsLoaded());

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name];
  Object.assign(process.env, environment);
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetEnv();
  setFileStorage(undefined);
  setPrivateStorage(undefined);
  setPaymentProvider(undefined);
  setSmsProvider(undefined);
});
