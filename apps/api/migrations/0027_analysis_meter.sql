CREATE TABLE "analysis_meter" (
	"subject" text NOT NULL,
	"month" text NOT NULL,
	"tickers" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analysis_meter_pkey" PRIMARY KEY("subject","month")
);
--> statement-breakpoint
-- Signed-in users' analyses so far, in the one meter (ADR 059): `u:<user id>`, companies in the order read.
INSERT INTO "analysis_meter" ("subject", "month", "tickers", "updated_at")
SELECT 'u:' || "user_id", "month", array_agg("ticker" ORDER BY "viewed_at", "ticker"), max("viewed_at")
FROM "analysis_views" GROUP BY "user_id", "month";
--> statement-breakpoint
DROP TABLE "analysis_views" CASCADE;
