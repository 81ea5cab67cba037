CREATE TABLE "alert_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"run_id" bigint NOT NULL,
	"as_of" date NOT NULL,
	"subject" text NOT NULL,
	"items" jsonb NOT NULL,
	"outbox_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "score_changes" (
	"run_id" bigint NOT NULL,
	"symbol" text NOT NULL,
	"band_changed" boolean NOT NULL,
	"change" jsonb NOT NULL,
	CONSTRAINT "score_changes_pkey" PRIMARY KEY("run_id","symbol")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "score_runs" ADD COLUMN "changes_from" bigint;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_deliveries_user_kind_key" ON "alert_deliveries" USING btree ("user_id","kind","key");--> statement-breakpoint
CREATE INDEX "alert_deliveries_user_created_idx" ON "alert_deliveries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "score_changes_band_idx" ON "score_changes" USING btree ("run_id","symbol") WHERE band_changed;--> statement-breakpoint
-- A run's "what changed" measured (after the run itself landed: e.g. against a baseline run scored
-- later) also notifies `evident_data`, so every server reloads and serves it (issue 22).
CREATE FUNCTION "notify_changes_measured"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'succeeded' AND OLD.changes_from IS DISTINCT FROM NEW.changes_from THEN
    PERFORM pg_notify('evident_data', 'score_changes:' || NEW.id::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "score_runs_notify_changes" AFTER UPDATE OF "changes_from" ON "score_runs"
  FOR EACH ROW EXECUTE FUNCTION "notify_changes_measured"();
