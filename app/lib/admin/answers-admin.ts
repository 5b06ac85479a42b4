/**
 * The answers of the staff API (`/api/admin/*`, docs/decisions/013-admin-panel.md) as zod
 * schemas (docs/decisions/025-api-contract.md): the rows of the admin lists, each a named
 * component of the OpenAPI document (`AdminUser`, `AdminListing`, `AdminReport`, `AuditEntry`,
 * `VerificationRequest`), and the Overview figures. Money is whole naira; times are ISO 8601
 * strings in UTC; days are Lagos calendar days (`YYYY-MM-DD`).
 *
 * Nothing here parses at run time: the schemas type what the models build (`apiAnswer`), and
 * the API tests check every answer against the document built from them.
 */
import { z } from "zod";
import { component } from "../api/answer-components";
import { ADMIN_USER_STATUSES } from "./admin-schemas";
import { isoDateTime, PaginationSchema } from "../api/answers";
import {
  ACCOUNT_TYPES,
  CATEGORY_IDS,
  LISTING_STATUSES,
  PLAN_IDS,
  ROLES,
  USER_STATUSES,
} from "../vocabulary/domain";
import {
  REPORT_ACTIONS,
  REPORT_REASONS,
  REPORT_SEVERITIES,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
} from "../vocabulary/domain-messaging";
import {
  DOCUMENT_TYPES,
  RISK_DECISIONS,
  RISK_SIGNALS,
  RISK_STATUSES,
  RISK_SUBJECTS,
} from "../vocabulary/domain-trust";

/** A calendar day, `YYYY-MM-DD`. */
const day = z.iso.date();

/** A count of rows. */
const tally = z.number().int().min(0);

/**
 * The two ways every admin list pages (lib/api/pagination.ts): by page number, answered with
 * `pagination`, or by index, answered with `nextBefore`. Spread into each list's answer beside
 * its rows.
 */
const indexPaging = {
  nextBefore: z
    .string()
    .nullable()
    .describe(
      "Pass as `before` to read the next page by index (a queue that moves while it is read); null on the last page.",
    ),
  pagination: PaginationSchema.nullable().describe(
    "Page-number paging, counted with the same filters; null when the page was read by `before`.",
  ),
};

/** An account as the admin user list shows it (models/admin/users.server.ts). */
export const AdminUserSchema = component(
  "AdminUser",
  z
    .object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      location: z.string().nullable().describe('"Ikeja, Lagos"; null when not given.'),
      joinDate: isoDateTime,
      status: z
        .enum(ADMIN_USER_STATUSES)
        .describe("`pending`: an active account whose e-mail is not confirmed yet."),
      role: z.enum(ROLES),
      plan: z.enum(PLAN_IDS),
      accountType: z.enum(ACCOUNT_TYPES),
      verified: z.boolean().describe("Has the Verified badge."),
    })
    .describe("An account as staff list it."),
);

/** `GET /api/admin/users`. */
export const AdminUserPageSchema = z.object({
  users: z.array(AdminUserSchema),
  ...indexPaging,
});

/** `PATCH /api/admin/users/{id}`: the account after the change, with its profile's fields. */
export const AdminUserDetailSchema = AdminUserSchema.extend({
  firstName: z.string(),
  lastName: z.string(),
  state: z.string().nullable().describe("A state slug (`lagos`, `fct`)."),
  city: z.string().nullable(),
  bio: z.string().nullable(),
  sellerType: z.string().nullable().describe("dealer or individual; null for a buyer."),
  businessName: z.string().nullable(),
  emailVerified: z.boolean(),
  twoFactorEnabled: z
    .boolean()
    .describe("Two-factor authentication is on: with `emailVerified`, needed for a staff role."),
});

/** A listing of any status as the admin list shows it (models/admin/listings.server.ts). */
export const AdminListingSchema = component(
  "AdminListing",
  z
    .object({
      id: z.string(),
      title: z.string(),
      seller: z.object({
        id: z.string(),
        name: z.string(),
        email: z.string(),
        status: z.string().describe(`The seller's account: ${USER_STATUSES.join(" or ")}.`),
      }),
      price: z.number().int().describe("Naira."),
      location: z.string().describe('"Lekki, Lagos".'),
      datePosted: isoDateTime.describe(
        "When it went live, or when it was created if it never did.",
      ),
      views: tally,
      status: z.enum(LISTING_STATUSES),
      category: z.enum(CATEGORY_IDS),
      reason: z
        .string()
        .nullable()
        .describe("The reason given when it was rejected, flagged or removed."),
    })
    .describe("A listing of any status as staff list it."),
);

/** `GET /api/admin/listings`. */
export const AdminListingPageSchema = z.object({
  listings: z.array(AdminListingSchema),
  ...indexPaging,
});

/** `PATCH /api/admin/listings/{id}`: the listing's new status. */
export const ListingModerationSchema = z.object({
  id: z.string(),
  status: z.enum(["active", "rejected", "flagged", "removed"]),
});

const person = z.object({ id: z.string(), name: z.string() });

/** A report as staff read and act on it (models/admin/reports.server.ts). */
export const AdminReportSchema = component(
  "AdminReport",
  z
    .object({
      id: z.string(),
      type: z.enum(REPORT_TARGET_TYPES).describe("What was reported."),
      targetId: z.string().describe("The reported user's, listing's, message's or review's id."),
      severity: z
        .enum(REPORT_SEVERITIES)
        .describe("The reason's severity, raised a step at 3 reports on one target."),
      baseSeverity: z.enum(REPORT_SEVERITIES).describe("The reason's own severity."),
      status: z.enum(REPORT_STATUSES),
      reason: z.enum(REPORT_REASONS),
      reasonLabel: z.string().describe("The reason in words."),
      details: z.string().describe("What the reporter wrote (may be empty)."),
      reportedBy: person.nullable().describe("Null when the reporter's account is gone."),
      reportedUser: person
        .extend({
          status: z.string().describe(`The account: ${USER_STATUSES.join(" or ")}.`),
        })
        .nullable(),
      reportsOnTarget: z
        .number()
        .int()
        .min(1)
        .describe("How many reports name this target (this one included)."),
      context: z
        .object({
          label: z.string(),
          text: z.string().nullable(),
          link: z.string().nullable().describe("A site path (`/car/<id>`) to see the target."),
        })
        .describe("The reported thing as staff should see it: a car's title, a message's text."),
      assignee: person.nullable().describe("The staff member investigating it."),
      action: z.enum(REPORT_ACTIONS).nullable().describe("The action taken when resolved."),
      allowedActions: z
        .array(z.enum(REPORT_ACTIONS))
        .describe(
          "The Take Action choices the caller may take now: what fits the target, the caller's role and the target's state.",
        ),
      resolution: z.string().nullable().describe("The resolving note."),
      date: isoDateTime,
      resolvedAt: isoDateTime.nullable(),
    })
    .describe("A report of a user, listing, message or review, as staff handle it."),
);

/** `GET /api/admin/reports`. */
export const AdminReportPageSchema = z.object({
  reports: z.array(AdminReportSchema),
  ...indexPaging,
});

const naira = z.number().int().describe("Naira.");
const photoOf = z
  .object({
    url: z.string().describe("The photo (WebP, 640 px wide or the largest kept)."),
    listingId: z.string(),
    listingTitle: z.string(),
    sellerName: z.string(),
  })
  .nullable()
  .describe("Null when the photo has since been removed.");

/** One flag of the staff risk queue (models/admin/risk.server.ts). */
export const RiskFlagSchema = component(
  "RiskFlag",
  z
    .object({
      id: z.string(),
      signal: z.enum(RISK_SIGNALS).describe("What raised it."),
      subjectType: z.enum(RISK_SUBJECTS),
      subjectId: z.string(),
      subject: z.object({
        label: z
          .string()
          .describe("The car's title, the account's name, or the conversation's car."),
        link: z.string().nullable().describe("The car's page or the account's admin page."),
        status: z.string().nullable().describe("The listing's or account's status now."),
        account: z
          .object({ id: z.string(), name: z.string(), status: z.string() })
          .nullable()
          .describe("The account a suspension would reach."),
      }),
      evidence: z
        .union([
          z.object({
            signal: z.literal("price-far-below"),
            price: naira,
            estimate: z.object({ low: naira, mid: naira, high: naira }),
            comparables: z.number().int(),
            percentBelow: z.number().int(),
          }),
          z.object({
            signal: z.literal("reused-photo"),
            distance: z
              .number()
              .int()
              .describe("Bits of the 64-bit perceptual hashes that differ."),
            photo: photoOf.describe("The flagged listing's photo."),
            match: photoOf.describe("The earlier photo on another seller's listing."),
          }),
          z.object({
            signal: z.literal("shared-phone"),
            phone: z.string(),
            accounts: z.array(
              z.object({ id: z.string(), name: z.string(), email: z.string(), status: z.string() }),
            ),
          }),
          z.object({
            signal: z.literal("risky-message"),
            excerpt: z.string(),
            phrases: z
              .array(z.string())
              .describe("The risky phrases found (docs/risky-phrases.md)."),
            senderName: z.string().nullable(),
          }),
          z.object({
            signal: z.literal("vin-mismatch"),
            vin: z.string().describe("The whole VIN (staff only)."),
            stated: z.object({ make: z.string(), year: z.number().int() }),
            decoded: z
              .object({
                make: z.string(),
                model: z.string().nullable(),
                year: z.number().int().nullable(),
              })
              .nullable()
              .describe("What the VIN decodes as (NHTSA vPIC, offline)."),
          }),
          z.object({
            signal: z.literal("vin-shared"),
            vin: z.string().describe("The whole VIN (staff only)."),
            listings: z
              .array(z.object({ id: z.string(), title: z.string() }))
              .describe("Other sellers' live listings with this VIN when it was checked."),
          }),
        ])
        .describe("What was found, by signal."),
      status: z.enum(RISK_STATUSES),
      decision: z.enum(RISK_DECISIONS).nullable(),
      note: z.string().nullable(),
      createdAt: isoDateTime,
      decidedAt: isoDateTime.nullable(),
      decidedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
      allowedDecisions: z
        .array(z.enum(RISK_DECISIONS))
        .describe("What the caller may decide now (empty once decided)."),
    })
    .describe("A listing, an account or a conversation a scam signal flagged, with its evidence."),
);

export const RiskFlagPageSchema = z.object({
  flags: z.array(RiskFlagSchema),
  ...indexPaging,
});

/** One line of the audit log (models/shared/audit.server.ts). */
export const AuditEntrySchema = component(
  "AuditEntry",
  z
    .object({
      id: z.string(),
      at: isoDateTime,
      actor: z
        .object({ id: z.string(), name: z.string(), email: z.string() })
        .nullable()
        .describe("Null for the system (a job), or an account that is gone."),
      action: z.string().describe("`user.suspend`, `listing.approve`, `document_rejected`..."),
      entityType: z.string().describe("user, listing, report, review, verification_document..."),
      entityId: z.string(),
      details: z
        .record(z.string(), z.unknown())
        .describe("Reasons, notes, and changes as `{field: [before, after]}`."),
      ip: z.string().nullable().describe("The staff member's address, when done from a request."),
    })
    .describe("Who did what to which entity, when."),
);

/** `GET /api/admin/audit`. */
export const AuditPageSchema = z.object({
  entries: z.array(AuditEntrySchema),
  ...indexPaging,
});

/** A document waiting for review (models/trust/verification.server.ts). */
export const VerificationRequestSchema = component(
  "VerificationRequest",
  z
    .object({
      id: z.string(),
      type: z.enum(DOCUMENT_TYPES),
      typeLabel: z.string().describe("The document type in words."),
      issuedAt: day.nullable().describe("A proof of address's issue date; null for the others."),
      uploadedAt: isoDateTime,
      fileName: z.string().nullable().describe("The name the file was uploaded with."),
      contentType: z.string().describe("image/jpeg, image/png or application/pdf."),
      url: z.string().describe("The authorised site path that serves the file to staff."),
      user: z.object({
        id: z.string(),
        name: z.string(),
        email: z.string(),
        phone: z.string().nullable(),
        businessName: z.string().nullable(),
      }),
    })
    .describe("An identity, address or business document waiting for a staff decision."),
);

/** `GET /api/admin/verifications`. */
export const VerificationQueueSchema = z.object({
  documents: z.array(VerificationRequestSchema),
  ...indexPaging,
  total: tally.describe("Documents waiting, on every page."),
});

/** `PATCH /api/admin/verifications/{id}`: the decision as the document's new status. */
export const VerificationReviewSchema = z.object({
  id: z.string(),
  status: z.enum(["verified", "rejected"]),
});

const byKey = <const K extends readonly [string, ...string[]]>(keys: K) =>
  z.object(Object.fromEntries(keys.map((k) => [k, tally])) as Record<K[number], typeof tally>);

const perDay = z
  .array(z.object({ day, count: tally }))
  .describe("One row per Lagos day over the last 30 days, oldest first, zeros included.");

/** `GET /api/admin/dashboard`: the Overview figures (models/admin/overview.server.ts). */
export const AdminOverviewSchema = z.object({
  users: z.object({
    byStatus: byKey(ADMIN_USER_STATUSES),
    byRole: byKey(ROLES),
    total: tally,
  }),
  listings: z.object({ byStatus: byKey(LISTING_STATUSES) }),
  newUsersPerDay: perDay,
  newListingsPerDay: perDay,
  queue: z
    .object({
      pending: tally.describe("Listings waiting for review."),
      oldestHours: z
        .number()
        .int()
        .nullable()
        .describe("Hours the oldest has waited; null when none waits."),
      targetHours: z.number().int().describe("The moderation target, in hours (settings)."),
      overdue: z.boolean().describe("The oldest has waited longer than the target."),
    })
    .describe("The listing review queue."),
  reports: z.object({
    open: byKey(REPORT_SEVERITIES).describe("Pending and investigating reports, by severity."),
  }),
  payments: z
    .object({
      month: z.string().describe('The Lagos month, in English ("November 2026").'),
      monthMid: isoDateTime.describe("The middle of that month, to name it in another language."),
      completed: tally.describe("Payments completed this month."),
      sum: z.number().int().describe("Their total, in naira."),
    })
    .describe("This month's completed payments."),
  boostsActive: tally.describe("Live listings with a boost running."),
  asOf: isoDateTime.describe("When the figures were counted (they are kept up to 30 seconds)."),
});
