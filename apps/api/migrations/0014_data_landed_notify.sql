-- A score run or an import that succeeds notifies `evident_data` at commit ("score_runs:<id>" or
-- "import_runs:<id>"): every server on the database reloads its read model (issue 26).
CREATE FUNCTION "notify_data_landed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'succeeded' AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM 'succeeded') THEN
    PERFORM pg_notify('evident_data', TG_TABLE_NAME || ':' || NEW.id::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "score_runs_notify_landed" AFTER INSERT OR UPDATE ON "score_runs"
  FOR EACH ROW EXECUTE FUNCTION "notify_data_landed"();
--> statement-breakpoint
CREATE TRIGGER "import_runs_notify_landed" AFTER INSERT OR UPDATE ON "import_runs"
  FOR EACH ROW EXECUTE FUNCTION "notify_data_landed"();
