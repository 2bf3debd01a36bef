-- State that several server processes on one database must share (README "Decisions"): token-endpoint rate limits are
-- counted here, one row per client key and window; revoked sessions are announced to every process by NOTIFY.
CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
);--> statement-breakpoint
CREATE INDEX "rate_limit_hits_window_idx" ON "rate_limit_hits" USING btree ("window_start");--> statement-breakpoint
-- Every way a session ends (logout, refresh-token reuse, password reset, user disabled or deleted) notifies the
-- `cd_session_revoked` channel on commit; each process adds the session to its revoked list at once.
CREATE OR REPLACE FUNCTION cd_notify_session_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.revoked_at IS NULL THEN PERFORM pg_notify('cd_session_revoked', OLD.id::text); END IF;
    RETURN OLD;
  END IF;
  IF OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL THEN
    PERFORM pg_notify('cd_session_revoked', NEW.id::text);
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER identity_sessions_revoked AFTER UPDATE OF revoked_at OR DELETE ON identity_sessions
  FOR EACH ROW EXECUTE FUNCTION cd_notify_session_revoked();
