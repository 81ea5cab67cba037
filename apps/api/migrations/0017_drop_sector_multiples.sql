ALTER TABLE "company_scores" DROP COLUMN "fair_value_estimates";--> statement-breakpoint
-- The old sector-multiples figures (ADR 004) are not served again (ADR 031): rescored at the next start.
UPDATE "company_scores" SET "fair_value" = NULL, "percentage_difference" = NULL;