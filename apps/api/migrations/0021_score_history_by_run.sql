-- The score history partitioned by run (ADR 039): a run's rows are a table of their own, so
-- pruning a run drops its table instead of deleting and vacuuming hundreds of thousands of rows
-- on the embedded database's thread. Existing rows move to a partition per run.
ALTER TABLE "score_history" RENAME TO "score_history_unpartitioned";
--> statement-breakpoint
ALTER TABLE "score_history_unpartitioned" RENAME CONSTRAINT "score_history_pkey" TO "score_history_unpartitioned_pkey";
--> statement-breakpoint
CREATE TABLE "score_history" (
	"run_id" bigint NOT NULL,
	"symbol" text NOT NULL,
	"as_of" date NOT NULL,
	"evident_score_value" double precision,
	"evident_score_percentile" double precision,
	"factors" jsonb NOT NULL,
	CONSTRAINT "score_history_pkey" PRIMARY KEY("run_id","symbol","as_of")
) PARTITION BY LIST ("run_id");
--> statement-breakpoint
DO $$
DECLARE
	run bigint;
BEGIN
	FOR run IN SELECT DISTINCT "run_id" FROM "score_history_unpartitioned" LOOP
		EXECUTE format(
			'CREATE TABLE %I PARTITION OF "score_history" FOR VALUES IN (%s)',
			'score_history_run_' || run,
			run
		);
	END LOOP;
END $$;
--> statement-breakpoint
INSERT INTO "score_history" ("run_id", "symbol", "as_of", "evident_score_value", "evident_score_percentile", "factors")
SELECT "run_id", "symbol", "as_of", "evident_score_value", "evident_score_percentile", "factors"
FROM "score_history_unpartitioned";
--> statement-breakpoint
DROP TABLE "score_history_unpartitioned";
