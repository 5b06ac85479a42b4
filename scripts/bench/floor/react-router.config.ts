/**
 * The floor app's React Router configuration (scripts/bench/floor.ts): server rendering and the
 * project's future flags (react-router.config.ts at the root), so the two differ only in what
 * the app does.
 */
import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  future: {
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_middleware: false,
  },
} satisfies Config;
