CREATE TABLE "company_scores" (
	"run_id" bigint NOT NULL,
	"symbol" text NOT NULL,
	"evident_score_value" double precision,
	"evident_score_percentile" double precision,
	"factors" jsonb NOT NULL,
	"metrics" jsonb NOT NULL,
	"metric_percentiles" jsonb NOT NULL,
	"context" jsonb NOT NULL,
	"fair_value" double precision,
	"percentage_difference" double precision,
	"fair_value_estimates" jsonb NOT NULL,
	"attributes" jsonb NOT NULL,
	"peers" jsonb NOT NULL,
	CONSTRAINT "company_scores_pkey" PRIMARY KEY("run_id","symbol")
);
--> statement-breakpoint
CREATE TABLE "daily_selections" (
	"run_id" bigint NOT NULL,
	"category" text NOT NULL,
	"rank" integer NOT NULL,
	"symbol" text NOT NULL,
	"evident_score_percentile" double precision NOT NULL,
	"evident_score_value" double precision NOT NULL,
	CONSTRAINT "daily_selections_pkey" PRIMARY KEY("run_id","category","rank")
);
--> statement-breakpoint
CREATE TABLE "score_history" (
	"run_id" bigint NOT NULL,
	"symbol" text NOT NULL,
	"as_of" date NOT NULL,
	"evident_score_value" double precision,
	"evident_score_percentile" double precision,
	"factors" jsonb NOT NULL,
	CONSTRAINT "score_history_pkey" PRIMARY KEY("run_id","symbol","as_of")
);
--> statement-breakpoint
CREATE TABLE "score_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"as_of" date NOT NULL,
	"data_version" text,
	"status" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"companies_scored" integer,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE INDEX "score_runs_status_finished_idx" ON "score_runs" USING btree ("status","finished_at");