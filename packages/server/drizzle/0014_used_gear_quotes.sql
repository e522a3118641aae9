CREATE TABLE "used_gear_quote_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"position" integer NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"condition" text NOT NULL,
	"accessories" text
);
--> statement-breakpoint
CREATE TABLE "used_gear_quote_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"position" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_gear_quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"store_id" integer NOT NULL,
	"customer_id" integer,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"email" text NOT NULL,
	"telephone" text,
	"postcode" text,
	"comment" text,
	"status" text DEFAULT 'RECEIVED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "used_gear_quotes_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE INDEX "used_gear_quote_items_quote_idx" ON "used_gear_quote_items" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "used_gear_quote_photos_item_idx" ON "used_gear_quote_photos" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "used_gear_quotes_email_idx" ON "used_gear_quotes" USING btree ("email");