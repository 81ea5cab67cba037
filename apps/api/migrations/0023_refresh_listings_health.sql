CREATE TABLE "applied_splits" (
	"id" text PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"execution_date" date NOT NULL,
	"split_from" double precision NOT NULL,
	"split_to" double precision NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "source_health" (
	"source" text PRIMARY KEY NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_day" date,
	"last_error_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "delisted_on" date;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "listed_on" date;