ALTER TABLE "list_items" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "list_items" ADD COLUMN "shares" double precision;--> statement-breakpoint
ALTER TABLE "list_items" ADD COLUMN "average_cost" double precision;