/**
 * `GET /api/user/security` (signed in): the product's Security data `{lastPasswordChange,
 * twoFactorEnabled, trustedDevices, suspiciousActivity, accountLockouts, fraudScore,
 * securityScore}` computed from the records (models/security/center.server.ts), plus
 * `emailVerified`, `phoneVerified`, `activeSessions`, the score's `checks` and the last 30
 * days' `alerts` (warnings and high, newest first). Never cached.
 */
import { listSecurityEvents, securityOverview } from "~/models/security/center.server";
import { SecurityOverviewSchema } from "~/lib/account/answers-account-security";
import { apiAnswer, apiLanguage, methods } from "~/request/api.server";
import { eventsIn, overviewIn } from "~/routes/account/security/in-language.server";
import { AUTH_ERRORS, operations } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/security";

const openapi = operations({
  get: {
    operationId: "getSecurityOverview",
    tag: "Security",
    summary:
      "The product's Security data from the records: `data {lastPasswordChange, twoFactorEnabled, trustedDevices, suspiciousActivity (unanswered warnings of 30 days), accountLockouts, fraudScore (0-100), securityScore (0-100: 2FA 30, password under a year old 15, e-mail 15, phone 15, no unanswered alerts 25), emailVerified, phoneVerified, activeSessions, checks [{id, done, points, text, href}], alerts [{id, type, severity, title, description, ipAddress, device, createdAt, reviewed, reported, canReport}]}`.",
    auth: "bearer",
    answer: SecurityOverviewSchema,
    errors: AUTH_ERRORS,
  },
});

const api = methods(
  {
    GET: async ({ request }: Route.LoaderArgs) => {
      const user = await requireApiUser(request);
      const [overview, alerts] = await Promise.all([
        securityOverview(user.id),
        listSecurityEvents(user.id, "alerts", user.sessionId),
      ]);
      // Texts in the language of Accept-Language (docs/decisions/023-languages.md).
      const language = apiLanguage();
      return apiAnswer(openapi.get, {
        ...overviewIn(language, overview),
        alerts: eventsIn(language, alerts),
      });
    },
  },
  openapi,
);

export const loader = api;
export const action = api;
