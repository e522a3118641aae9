CREATE TABLE "countries" (
	"id" text PRIMARY KEY NOT NULL,
	"iso3" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currency_rates" (
	"currency_from" text NOT NULL,
	"currency_to" text NOT NULL,
	"rate" double precision NOT NULL,
	CONSTRAINT "currency_rates_currency_from_currency_to_pk" PRIMARY KEY("currency_from","currency_to")
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"path" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"body" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" integer PRIMARY KEY NOT NULL,
	"country_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_steps" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_config" (
	"store_id" integer NOT NULL,
	"path" text NOT NULL,
	"value" jsonb,
	CONSTRAINT "store_config_store_id_path_pk" PRIMARY KEY("store_id","path")
);
--> statement-breakpoint
CREATE TABLE "store_currencies" (
	"store_id" integer NOT NULL,
	"currency_code" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "store_currencies_store_id_currency_code_pk" PRIMARY KEY("store_id","currency_code")
);
--> statement-breakpoint
CREATE TABLE "store_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"website_id" integer NOT NULL,
	"root_category_uid" text NOT NULL,
	"default_store_code" text NOT NULL,
	CONSTRAINT "store_groups_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"group_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "stores_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "store_websites" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"default_group_code" text NOT NULL,
	CONSTRAINT "store_websites_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "currency_rates" ADD CONSTRAINT "currency_rates_currency_from_currencies_code_fk" FOREIGN KEY ("currency_from") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_rates" ADD CONSTRAINT "currency_rates_currency_to_currencies_code_fk" FOREIGN KEY ("currency_to") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_config" ADD CONSTRAINT "store_config_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_currencies" ADD CONSTRAINT "store_currencies_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_currencies" ADD CONSTRAINT "store_currencies_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_groups" ADD CONSTRAINT "store_groups_website_id_store_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."store_websites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_group_id_store_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."store_groups"("id") ON DELETE no action ON UPDATE no action;