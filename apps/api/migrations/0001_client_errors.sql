CREATE TABLE "client_errors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"page" text NOT NULL,
	"name" text NOT NULL,
	"message" text NOT NULL,
	"stack" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "client_errors_created_idx" ON "client_errors" USING btree ("created_at");