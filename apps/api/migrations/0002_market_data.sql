CREATE TABLE "companies" (
	"symbol" text PRIMARY KEY NOT NULL,
	"ticker" text NOT NULL,
	"exchange" text NOT NULL,
	"name" text,
	"cik" text,
	"sector" text,
	"industry" text,
	"country" text,
	"website" text,
	"ipo_year" integer,
	"sp500" boolean NOT NULL,
	"is_etf" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dividends" (
	"symbol" text NOT NULL,
	"ex_date" date NOT NULL,
	"amount" double precision NOT NULL,
	CONSTRAINT "dividends_pkey" PRIMARY KEY("symbol","ex_date")
);
--> statement-breakpoint
CREATE TABLE "earnings_surprises" (
	"symbol" text NOT NULL,
	"date" date NOT NULL,
	"eps_actual" double precision NOT NULL,
	"eps_estimate" double precision,
	"surprise_pct" double precision,
	CONSTRAINT "earnings_surprises_pkey" PRIMARY KEY("symbol","date")
);
--> statement-breakpoint
CREATE TABLE "estimates" (
	"symbol" text NOT NULL,
	"as_of" date NOT NULL,
	"target_price" double precision,
	"eps_next_year" double precision,
	"eps_next_quarter" double precision,
	"forward_pe" double precision,
	"week52_high" double precision,
	"week52_low" double precision,
	"avg_volume" double precision,
	"market_cap" double precision,
	CONSTRAINT "estimates_pkey" PRIMARY KEY("symbol","as_of")
);
--> statement-breakpoint
CREATE TABLE "fundamental_periods" (
	"symbol" text NOT NULL,
	"period_type" text NOT NULL,
	"period_end" date NOT NULL,
	"filed" date,
	"fiscal_year" integer,
	"fiscal_period" text,
	"revenue" double precision,
	"gross_profit" double precision,
	"operating_income" double precision,
	"net_income" double precision,
	"eps_diluted" double precision,
	"shares_outstanding" double precision,
	"total_assets" double precision,
	"current_assets" double precision,
	"current_liabilities" double precision,
	"total_liabilities" double precision,
	"equity" double precision,
	"cash" double precision,
	"total_debt" double precision,
	"interest_expense" double precision,
	"operating_cash_flow" double precision,
	"capex" double precision,
	"free_cash_flow" double precision,
	"depreciation" double precision,
	"dividends_paid" double precision,
	"share_repurchases" double precision,
	"stock_issued" double precision,
	"debt_issued" double precision,
	"debt_repaid" double precision,
	"source" text NOT NULL,
	CONSTRAINT "fundamental_periods_version_key" UNIQUE NULLS NOT DISTINCT("symbol","period_type","period_end","filed")
);
--> statement-breakpoint
CREATE TABLE "prices_daily" (
	"symbol" text NOT NULL,
	"date" date NOT NULL,
	"open" double precision,
	"high" double precision,
	"low" double precision,
	"close" double precision NOT NULL,
	"volume" double precision,
	CONSTRAINT "prices_daily_pkey" PRIMARY KEY("symbol","date")
);
--> statement-breakpoint
CREATE TABLE "prices_monthly" (
	"symbol" text NOT NULL,
	"month_end" date NOT NULL,
	"close" double precision,
	"adj_close" double precision,
	CONSTRAINT "prices_monthly_pkey" PRIMARY KEY("symbol","month_end")
);
--> statement-breakpoint
CREATE TABLE "sp500_membership" (
	"symbol" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	CONSTRAINT "sp500_membership_pkey" PRIMARY KEY("symbol","start_date")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "companies_ticker_idx" ON "companies" USING btree ("ticker");--> statement-breakpoint
CREATE INDEX "fundamental_periods_symbol_filed_idx" ON "fundamental_periods" USING btree ("symbol","filed");