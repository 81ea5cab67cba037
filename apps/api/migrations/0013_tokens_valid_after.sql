ALTER TABLE "users" ADD COLUMN "tokens_valid_after" timestamp with time zone;--> statement-breakpoint
-- A user changed or deleted notifies `evident_users` with the id at commit: every server drops
-- what it keeps of that user's sessions (ADR 025).
CREATE FUNCTION "notify_user_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('evident_users', OLD.id::text);
  ELSE
    PERFORM pg_notify('evident_users', NEW.id::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_notify_change" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_user_change"();
