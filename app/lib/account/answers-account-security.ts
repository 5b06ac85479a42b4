/**
 * The named answer shapes of signing in and of the account's security, verification and plan
 * (docs/decisions/025-api-contract.md): the sign-in (`SignIn`, with the signed-in `AccountUser`)
 * and its two-factor step (`TwoFactorChallenge`), the signed-in sessions (`Session`), the
 * Security data with its alerts (`SecurityOverview`, `SecurityEvent`; docs/decisions/012-security-center.md),
 * the Verification data and its documents (`Verification`, `VerificationDocument`;
 * docs/decisions/011-trust-and-verification.md) and the plan's `Subscription` record
 * (docs/product.md#data). Each is one `#/components/schemas/<name>` of the OpenAPI document.
 * Times are ISO 8601 strings in UTC.
 *
 * Like answers.ts, nothing here parses at run time: the schemas type what the models build, and
 * the API tests check every answer against the document built from them.
 */
import { z } from "zod";
import { component } from "../api/answer-components";
import { isoDateTime } from "../api/answers";
import {
  ACCOUNT_TYPES,
  API_KEY_SCOPES,
  PLAN_IDS,
  ROLES,
  USER_STATUSES,
} from "../vocabulary/domain";
import { BILLING_CYCLES, SUBSCRIPTION_STATUSES } from "../vocabulary/domain-billing";
import {
  ALERT_SEVERITIES,
  OVERALL_STATUSES,
  SECURITY_EVENT_TYPES,
  STEP_STATUSES,
} from "../vocabulary/domain-trust";

/** The signed-in account as a sign-in answers it (models/identity/users.server.ts, PublicUser). */
export const AccountUserSchema = component(
  "AccountUser",
  z
    .object({
      id: z.string(),
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      phone: z.string().nullable().describe("International form (`+2348031234567`)."),
      role: z.enum(ROLES),
      accountType: z.enum(ACCOUNT_TYPES),
      status: z.enum(USER_STATUSES),
      plan: z.enum(PLAN_IDS),
      state: z.string().nullable().describe("A state slug (`lagos`, `fct`)."),
      city: z.string().nullable(),
      emailVerified: z.boolean(),
      twoFactorEnabled: z
        .boolean()
        .describe(
          "Two-factor authentication is on. A moderator or admin holds staff permissions only with it on and the e-mail confirmed.",
        ),
      verified: z
        .boolean()
        .describe("Every required verification step is done: the Verified badge."),
      createdAt: isoDateTime,
    })
    .describe("The signed-in account."),
);

/** A finished sign-in: the Bearer token, when it stops working, and the account. */
export const SignInSchema = component(
  "SignIn",
  z
    .object({
      token: z
        .string()
        .describe("A Bearer token tied to a session (revocable like any signed-in session)."),
      expiresAt: isoDateTime.describe(
        "When the token stops working, fixed at sign-in: 30 days later with `remember`, else 12 hours.",
      ),
      user: AccountUserSchema,
    })
    .describe("A finished sign-in."),
);

/** The password was right and two-factor authentication is on: no session yet. */
export const TwoFactorChallengeSchema = component(
  "TwoFactorChallenge",
  z
    .object({
      twoFactorRequired: z.literal(true),
      challengeToken: z
        .string()
        .describe(
          "Goes with the code to `POST /api/auth/login/2fa`; valid 5 minutes, used by the right code.",
        ),
    })
    .describe("The first step of a sign-in with two-factor authentication on: a code is needed."),
);

/** What `POST /api/auth/login` answers: a sign-in, or the two-factor challenge. */
export const SignInStepSchema = z.union([SignInSchema, TwoFactorChallengeSchema]);

/** One live session of the account (models/security/center.server.ts, `listSessions`). */
export const SessionSchema = component(
  "Session",
  z
    .object({
      id: z.string(),
      device: z.string().describe('"Chrome on Android", or "Unknown device".'),
      browser: z.string().nullable(),
      os: z.string().nullable(),
      deviceType: z.enum(["mobile", "tablet", "desktop"]),
      location: z.null().describe("Always null: no IP geolocation database is kept."),
      ipAddress: z.string().nullable(),
      createdAt: isoDateTime.describe("When the session was opened."),
      lastActive: isoDateTime,
      expiresAt: isoDateTime,
      current: z.boolean().describe("The session making this request."),
      trusted: z.boolean().describe("Its device's sign-ins raise no new-device alert."),
    })
    .describe("A signed-in session."),
);

/** A security event of the last 30 days, in the reader's language. */
export const SecurityEventSchema = component(
  "SecurityEvent",
  z
    .object({
      id: z.string(),
      type: z.enum(SECURITY_EVENT_TYPES),
      severity: z.enum(ALERT_SEVERITIES),
      title: z.string(),
      description: z.string(),
      ipAddress: z.string().nullable(),
      device: z.string().nullable().describe('"Chrome on Android"; null when not recorded.'),
      createdAt: isoDateTime,
      reviewed: z.boolean().describe("The user answered it (This was me, or This wasn't me)."),
      reported: z.boolean().describe("The user said it was not them."),
      canReport: z
        .boolean()
        .describe("This wasn't me applies: it opened a session other than the caller's."),
    })
    .describe("A security event of the account."),
);

/** The product's Security data (models/security/center.server.ts, `securityOverview`). */
export const SecurityOverviewSchema = component(
  "SecurityOverview",
  z
    .object({
      lastPasswordChange: isoDateTime
        .nullable()
        .describe("Null for an account without a password (Google sign-in only)."),
      twoFactorEnabled: z.boolean(),
      trustedDevices: z.number().int().min(0).describe("Live sessions marked trusted."),
      suspiciousActivity: z
        .number()
        .int()
        .min(0)
        .describe("Warnings and high alerts of the last 30 days not answered."),
      accountLockouts: z
        .number()
        .int()
        .min(0)
        .describe("Sign-in lockouts and two-factor pauses in the last 30 days."),
      fraudScore: z
        .number()
        .int()
        .min(0)
        .max(100)
        .describe("0 (no sign of fraud) to 100, from unanswered alerts and lockouts."),
      securityScore: z
        .number()
        .int()
        .min(0)
        .max(100)
        .describe(
          "The points of the checks done: 2FA 30, password under a year old 15, e-mail 15, phone 15, no unanswered alerts 25.",
        ),
      emailVerified: z.boolean(),
      phoneVerified: z.boolean(),
      activeSessions: z.number().int().min(0),
      checks: z.array(
        z.object({
          id: z.string().describe("twoFactor, password, email, phone or noSuspicious."),
          done: z.boolean(),
          points: z.number().int().describe("What it adds to the security score when done."),
          text: z.string().describe("What it says, in the request's language."),
          href: z.string().describe("The site's page where it is done (a path)."),
        }),
      ),
      alerts: z
        .array(SecurityEventSchema)
        .describe("Warnings and high alerts of the last 30 days, newest first."),
    })
    .describe("The account's security: scores, what to do next, and recent alerts."),
);

/**
 * A verification document's state (models/trust/verification.server.ts, DocumentEntry): the
 * newest of its type, or `incomplete` with nulls when none was uploaded.
 */
export const VerificationDocumentSchema = component(
  "VerificationDocument",
  z
    .object({
      id: z.string().nullable().describe("Null while none of this type was uploaded."),
      status: z.enum(STEP_STATUSES),
      uploadedAt: isoDateTime.nullable(),
      issuedAt: z.iso
        .date()
        .nullable()
        .describe("A proof of address's issue date (YYYY-MM-DD); null for the other types."),
      rejectionReason: z
        .string()
        .nullable()
        .describe("The staff's reason (and note) when rejected, else null."),
      url: z
        .string()
        .nullable()
        .describe("The site's path that opens the file, for its owner and staff only."),
    })
    .describe("A verification document and its review."),
);

const StepSchema = z.object({
  status: z.enum(STEP_STATUSES),
  completedAt: isoDateTime.nullable().describe("When the step was verified."),
  required: z.boolean().describe("Needed for the Verified badge."),
});

/** The product's Verification data (models/trust/verification.server.ts, `getVerification`). */
export const VerificationSchema = component(
  "Verification",
  z
    .object({
      overallStatus: z.enum(OVERALL_STATUSES),
      trustScore: z.number().int().min(0).max(100).describe("E-mail 25, phone 25, identity 50."),
      completionPercentage: z
        .number()
        .int()
        .min(0)
        .max(100)
        .describe("Required steps verified, of 4, as a whole percentage."),
      verificationSteps: z.object({
        email: StepSchema,
        phone: StepSchema,
        identity: StepSchema,
        address: StepSchema,
        business: StepSchema,
      }),
      documents: z.object({
        nationalId: VerificationDocumentSchema,
        driversLicense: VerificationDocumentSchema,
        proofOfAddress: VerificationDocumentSchema,
        businessRegistration: VerificationDocumentSchema,
      }),
      benefits: z
        .object({
          trustBadge: z.boolean(),
          prioritySupport: z.boolean(),
          higherVisibility: z.boolean(),
          reducedFees: z.boolean(),
          advancedFeatures: z.boolean(),
        })
        .describe(
          "Only the badge and the verified-only browse filter are real benefits: the others are always false.",
        ),
    })
    .describe("The account's verification: steps, documents and what they give."),
);

/** The plan's Subscription record (models/billing/subscriptions.server.ts, `subscriptionRecord`). */
export const SubscriptionSchema = component(
  "Subscription",
  z
    .object({
      plan: z.enum(PLAN_IDS),
      uploadsUsed: z
        .number()
        .int()
        .min(0)
        .describe("Listings submitted this calendar month (Africa/Lagos)."),
      uploadsLimit: z
        .number()
        .int()
        .min(1)
        .describe("Listings the plan allows a month; 999 stands for unlimited."),
      nextBillingDate: isoDateTime
        .nullable()
        .describe(
          "The next charge (the next retry while past due); null on the free plan or when the plan ends or steps down to free.",
        ),
      subscriptionStatus: z
        .enum([...SUBSCRIPTION_STATUSES, "inactive"])
        .describe(
          "`inactive` on the free plan and once a paid plan has ended (a cancelled plan reads `inactive`); `past_due` while renewal retries run.",
        ),
      billingCycle: z.enum(BILLING_CYCLES).nullable(),
      cancelAtPeriodEnd: z.boolean().describe("The plan ends at `currentPeriodEnd`."),
      nextPlan: z.enum(PLAN_IDS).nullable().describe("A downgrade waiting for the period end."),
      nextBillingCycle: z
        .enum(BILLING_CYCLES)
        .nullable()
        .describe("A change of cycle waiting for the period end."),
      currentPeriodEnd: isoDateTime
        .nullable()
        .describe("When the paid period ends (the plan runs until then)."),
    })
    .describe("The account's plan, its use this month and its billing."),
);

/** A dealer's API key as its owner sees it (models/dealer/api-keys.server.ts); never the key. */
export const ApiKeySchema = component(
  "ApiKey",
  z
    .object({
      id: z.string(),
      name: z.string(),
      prefix: z.string().describe("The key's first characters (`mmk_` and 8 more), to know it by."),
      scopes: z.array(z.enum(API_KEY_SCOPES)),
      createdAt: isoDateTime,
      lastUsedAt: isoDateTime.nullable().describe("To the minute; null: never used."),
      revokedAt: isoDateTime.nullable().describe("Null while the key is live."),
    })
    .describe("A dealer's API key for `/api/dealer/*` (docs/decisions/033-dealer-api-keys.md)."),
);
