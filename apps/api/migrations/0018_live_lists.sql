CREATE TABLE "live_lists" (
	"as_of" date NOT NULL,
	"kind" text NOT NULL,
	"run_id" bigint NOT NULL,
	"symbols" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_lists_pkey" PRIMARY KEY("as_of","kind")
);
