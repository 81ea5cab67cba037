ALTER TABLE "sandbox_checkouts" ADD COLUMN "refused_url" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "refused_plan" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "refused_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sandbox_checkouts_open_user_idx" ON "sandbox_checkouts" USING btree ("user_id") WHERE "sandbox_checkouts"."status" = 'open';--> statement-breakpoint
-- ADR 060: before the unique index, a user's second live sandbox subscriptions (the bug this fixes)
-- are ended; the one Evident's subscription row points to is kept, else the oldest.
WITH ranked AS (
  SELECT s.id, row_number() OVER (
    PARTITION BY s.user_id
    ORDER BY coalesce(s.id = sub.subscription_id, false) DESC, s.created_at, s.id
  ) AS rn
  FROM "sandbox_subscriptions" s
  LEFT JOIN "subscriptions" sub ON sub.user_id = s.user_id
  WHERE s.status IN ('active', 'past_due')
)
UPDATE "sandbox_subscriptions" SET "status" = 'canceled' WHERE "id" IN (SELECT "id" FROM ranked WHERE rn > 1);--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_subscriptions_live_user_key" ON "sandbox_subscriptions" USING btree ("user_id") WHERE "sandbox_subscriptions"."status" in ('active', 'past_due');