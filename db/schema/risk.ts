/**
 * The database schema, risk area (db/schema.ts gathers every area; conventions there): the flags
 * the scam signals raise for the staff risk queue (docs/decisions/032-scam-signals.md).
 */
import { sql } from "drizzle-orm";
import {
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  RISK_DECISIONS,
  RISK_SIGNALS,
  RISK_STATUSES,
  RISK_SUBJECTS,
  type RiskDecision,
  type RiskSignal,
  type RiskStatus,
  type RiskSubject,
} from "../../app/lib/vocabulary/domain-trust";
import { createdAt, oneOf } from "./columns";
import { users } from "./accounts";

/**
 * One signal about one listing, account or conversation, with its evidence as found (photo ids,
 * the accounts sharing a phone, the message excerpt, the price against its comparables). `key`
 * names the evidence (the other photo, the phone, the message...): the same evidence raises a
 * flag once, so a flag staff cleared stays cleared, and new evidence raises a new one. Staff
 * only: never shown to the account it is about.
 */
export const riskFlags = pgTable(
  "risk_flags",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subjectType: text("subject_type").$type<RiskSubject>().notNull(),
    subjectId: uuid("subject_id").notNull(),
    signal: text("signal").$type<RiskSignal>().notNull(),
    key: text("key").notNull(),
    evidence: jsonb("evidence").$type<Record<string, unknown>>().notNull(),
    status: text("status").$type<RiskStatus>().notNull().default("open"),
    decision: text("decision").$type<RiskDecision>(),
    note: text("note"),
    createdAt: createdAt(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    check("risk_flags_subject_type_check", oneOf(t.subjectType, RISK_SUBJECTS)),
    check("risk_flags_signal_check", oneOf(t.signal, RISK_SIGNALS)),
    check("risk_flags_status_check", oneOf(t.status, RISK_STATUSES)),
    check("risk_flags_decision_check", oneOf(t.decision, RISK_DECISIONS)),
    check(
      "risk_flags_decided_check",
      sql`(${t.status} = 'open') = (${t.decidedAt} is null) and (${t.status} = 'open') = (${t.decision} is null)`,
    ),
    // The same evidence raises one flag, whatever became of it.
    uniqueIndex("risk_flags_evidence_idx").on(t.subjectType, t.subjectId, t.signal, t.key),
    // The queue: newest first per status (keyset on created_at, id).
    index("risk_flags_queue_idx").on(t.status, t.createdAt, t.id),
  ],
);
