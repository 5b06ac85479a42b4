ALTER TABLE "messages" DROP CONSTRAINT "messages_content_length_check";--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_content_length_check" CHECK (char_length("messages"."content") <= 2000 and ("messages"."type" <> 'text' or char_length("messages"."content") >= 1));--> statement-breakpoint
-- Requests stored before they were structured (docs/decisions/027-structured-requests.md): the
-- English line the app wrote above the buyer's note goes, the note stays as typed, and the
-- details (which the app always stored) name their kind.
UPDATE "messages" SET
  "details" = "details" || jsonb_build_object('requestType', "type"),
  "content" = CASE WHEN position(E'\n' in "content") > 0
    THEN substr("content", position(E'\n' in "content") + 1) ELSE '' END
WHERE "type" IN ('test_drive', 'inspection', 'financing')
  AND jsonb_typeof("details") = 'object' AND "details"->'requestType' IS NULL
  AND (
    ("type" = 'test_drive' AND jsonb_typeof("details"->'at') = 'string'
      AND split_part("content", E'\n', 1) ~ '^Test drive request: .+ \(Lagos time\)$')
    OR ("type" = 'inspection' AND jsonb_typeof("details"->'date') = 'string'
      AND jsonb_typeof("details"->'location') = 'string'
      AND split_part("content", E'\n', 1) ~ '^Inspection request: .+ at .+$')
    OR ("type" = 'financing' AND jsonb_typeof("details"->'downPayment') = 'number'
      AND jsonb_typeof("details"->'durationMonths') = 'number'
      AND split_part("content", E'\n', 1) ~ '^Financing application: .+ down, over [0-9]+ months?$')
  );--> statement-breakpoint
-- The sellers' answers the same way; their details name the kind of request they answer.
UPDATE "messages" AS "a" SET
  "details" = "a"."details" || jsonb_build_object('requestType', "r"."type"),
  "content" = CASE WHEN position(E'\n' in "a"."content") > 0
    THEN substr("a"."content", position(E'\n' in "a"."content") + 1) ELSE '' END
FROM "messages" AS "r"
WHERE "a"."type" = 'request_response'
  AND jsonb_typeof("a"."details") = 'object' AND "a"."details"->'requestType' IS NULL
  AND jsonb_typeof("a"."details"->'requestId') = 'string'
  AND "a"."details"->>'answer' IN ('accepted', 'declined', 'rescheduled')
  AND ("a"."details"->'suggestedAt' IS NULL OR jsonb_typeof("a"."details"->'suggestedAt') = 'string')
  AND "r"."id"::text = "a"."details"->>'requestId'
  AND "r"."conversation_id" = "a"."conversation_id"
  AND "r"."type" IN ('test_drive', 'inspection', 'financing')
  AND split_part("a"."content", E'\n', 1) ~ '^((Accepted|Declined) the (test drive request|inspection request|financing application)|Suggested another time for the (test drive request|inspection request|financing application): .+ \(Lagos time\)|Asked for another time for the (test drive request|inspection request|financing application))$';--> statement-breakpoint
-- Any other request or answer keeps its words as they were stored and is read as it is.
UPDATE "messages" SET "details" = NULL
WHERE "type" <> 'text' AND "details" IS NOT NULL AND "details"->'requestType' IS NULL;
