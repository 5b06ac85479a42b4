import type { Config } from "@react-router/dev/config";

export default {
  // Every page renders on the server: buyers on proxy browsers get whole HTML.
  ssr: true,
  future: {
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_middleware: false,
  },
} satisfies Config;
