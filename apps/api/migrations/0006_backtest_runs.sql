CREATE TABLE "backtest_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"data_version" text,
	"params" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"seconds" double precision NOT NULL
);
--> statement-breakpoint
CREATE INDEX "backtest_runs_created_idx" ON "backtest_runs" USING btree ("created_at");