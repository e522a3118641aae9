CREATE TABLE "customer_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"prefix" text,
	"firstname" text NOT NULL,
	"middlename" text,
	"lastname" text NOT NULL,
	"suffix" text,
	"company" text,
	"street" jsonb NOT NULL,
	"city" text NOT NULL,
	"region_id" integer,
	"region_code" text,
	"region" text,
	"postcode" text,
	"country_code" text NOT NULL,
	"telephone" text NOT NULL,
	"fax" text,
	"vat_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"email" text NOT NULL,
	"prefix" text,
	"firstname" text NOT NULL,
	"middlename" text,
	"lastname" text NOT NULL,
	"suffix" text,
	"dob" text,
	"taxvat" text,
	"gender" integer,
	"is_subscribed" boolean DEFAULT false NOT NULL,
	"allow_remote_shopping_assistance" boolean DEFAULT false NOT NULL,
	"password_hash" text,
	"default_billing" integer,
	"default_shipping" integer,
	"confirmation_hash" text,
	"failures_num" integer DEFAULT 0 NOT NULL,
	"first_failure" timestamp with time zone,
	"lock_expires" timestamp with time zone,
	"rp_token_hash" text,
	"rp_token_created_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"items" jsonb NOT NULL,
	"comments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tracking" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subtotal" integer DEFAULT 0 NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"tax_amount" integer DEFAULT 0 NOT NULL,
	"shipping_amount" integer DEFAULT 0 NOT NULL,
	"adjustment" integer DEFAULT 0 NOT NULL,
	"grand_total" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "comments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_tokens" ADD CONSTRAINT "customer_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_addresses_customer_idx" ON "customer_addresses" USING btree ("customer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_tokens_hash_idx" ON "customer_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "customer_tokens_customer_idx" ON "customer_tokens" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_website_email_idx" ON "customers" USING btree ("website_id",lower("email"));--> statement-breakpoint
CREATE INDEX "sales_documents_order_idx" ON "sales_documents" USING btree ("order_id","kind","id");