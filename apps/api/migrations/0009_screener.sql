CREATE TABLE "preset_backtests" (
	"backtest_run_id" bigint PRIMARY KEY NOT NULL,
	"presets_version" text NOT NULL,
	"results" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"sorting_by" jsonb,
	"columns" jsonb,
	"is_or" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "preset_backtests" ADD CONSTRAINT "preset_backtests_backtest_run_id_backtest_runs_id_fk" FOREIGN KEY ("backtest_run_id") REFERENCES "public"."backtest_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screens" ADD CONSTRAINT "screens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "screens_user_idx" ON "screens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "screens_user_name_key" ON "screens" USING btree ("user_id",lower("name"));