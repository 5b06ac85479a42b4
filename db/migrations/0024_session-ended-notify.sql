-- A session that ends before it expires (sign-out, "sign out other devices", a revoked device, a
-- password change, a suspension, a deleted account) is announced on the live channel, so every
-- instance closes the message streams opened with it at once rather than at their next periodic
-- session check (docs/decisions/009-messaging.md, Live updates). Expired sessions swept by the
-- clean-up job are not announced: their streams end at that check.
CREATE FUNCTION "sessions_ended_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(
    'motormart_live',
    json_build_object(
      'kind', 'session_ended',
      'sessionId', OLD."id",
      'userIds', json_build_array(OLD."user_id")
    )::text
  );
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_ended" AFTER DELETE ON "sessions"
  FOR EACH ROW WHEN (OLD."expires_at" > now())
  EXECUTE FUNCTION "sessions_ended_notify"();
