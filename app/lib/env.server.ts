/**
 * The environment, validated once with zod. Every variable is documented in README.md
 * (Configuration). Throws at start-up with a readable message when a value is malformed.
 */
import path from "node:path";
import { z } from "zod";

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => (v && v.trim() ? v.trim() : undefined)),
  DATA_DIR: z.string().default("./data"),
  /** Public origin used in absolute links (Open Graph, e-mails). */
  APP_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(["silent", "info"]).default("info"),
});

export type Env = z.infer<typeof EnvSchema> & { dataDir: string; uploadsDir: string };

let cached: Env | undefined;

export function getEnv(): Env {
  if (cached) return cached;
  const parsed = EnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  cached = { ...parsed.data, dataDir, uploadsDir: path.join(dataDir, "uploads") };
  return cached;
}

/** Forget the cached environment (tests that change process.env). */
export function resetEnv() {
  cached = undefined;
}
