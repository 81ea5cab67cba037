-- Every change to a list or its stocks (by any process, cascades included) notifies the channel
-- `evident_lists` with the list's id, delivered at commit (identical payloads of one transaction
-- are delivered once). The API's in-memory list cache drops that list on it (ADR 023).
CREATE FUNCTION "notify_list_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'DELETE' THEN
    changed := OLD;
  ELSE
    changed := NEW;
  END IF;
  IF TG_TABLE_NAME = 'lists' THEN
    PERFORM pg_notify('evident_lists', changed.id::text);
  ELSE
    PERFORM pg_notify('evident_lists', changed.list_id::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "lists_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "lists"
  FOR EACH ROW EXECUTE FUNCTION "notify_list_change"();
--> statement-breakpoint
CREATE TRIGGER "list_items_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "list_items"
  FOR EACH ROW EXECUTE FUNCTION "notify_list_change"();
