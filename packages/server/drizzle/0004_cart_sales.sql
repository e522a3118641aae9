CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"kind" text DEFAULT 'product' NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer,
	"quantity" real NOT NULL,
	"unit_price" integer NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"warranty" jsonb,
	"covered_item_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"masked_id" text NOT NULL,
	"store_id" integer NOT NULL,
	"customer_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"email" text,
	"coupon_code" text,
	"shipping_address" jsonb,
	"billing_address" jsonb,
	"shipping_carrier_code" text,
	"shipping_method_code" text,
	"payment_method_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"code" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL,
	"is_active" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_rule_usage" (
	"rule_id" integer NOT NULL,
	"customer_key" text NOT NULL,
	"times_used" integer NOT NULL,
	CONSTRAINT "sales_rule_usage_rule_id_customer_key_pk" PRIMARY KEY("rule_id","customer_key")
);
--> statement-breakpoint
CREATE TABLE "sales_rules" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"label" text,
	"coupon_code" text NOT NULL,
	"is_active" boolean NOT NULL,
	"action" text NOT NULL,
	"amount" integer NOT NULL,
	"free_shipping" boolean NOT NULL,
	"min_subtotal" integer DEFAULT 0 NOT NULL,
	"uses_per_coupon" integer DEFAULT 0 NOT NULL,
	"uses_per_customer" integer DEFAULT 0 NOT NULL,
	"times_used" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_rates" (
	"carrier_code" text NOT NULL,
	"method_code" text NOT NULL,
	"carrier_title" text NOT NULL,
	"method_title" text NOT NULL,
	"price" integer NOT NULL,
	"min_subtotal" integer,
	"position" integer NOT NULL,
	CONSTRAINT "shipping_rates_carrier_code_method_code_pk" PRIMARY KEY("carrier_code","method_code")
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"code" text PRIMARY KEY NOT NULL,
	"country_id" text NOT NULL,
	"region_id" integer,
	"rate" real NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warranty_offers" (
	"plan_id" text NOT NULL,
	"category_id" integer NOT NULL,
	"offer_plan_id" text NOT NULL,
	"coverage_type" text NOT NULL,
	"title" text NOT NULL,
	"term" integer NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "warranty_offers_plan_id_category_id_pk" PRIMARY KEY("plan_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"product_type" text NOT NULL,
	"url_key" text,
	"price" integer NOT NULL,
	"quantity" real NOT NULL,
	"row_total" integer NOT NULL,
	"discount_amount" integer NOT NULL,
	"tax_amount" integer NOT NULL,
	"selected_options" jsonb NOT NULL,
	"entered_options" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_sequences" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"last_value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"store_id" integer NOT NULL,
	"cart_id" integer NOT NULL,
	"customer_id" integer,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"state" text NOT NULL,
	"currency" text NOT NULL,
	"subtotal" integer NOT NULL,
	"subtotal_incl_tax" integer NOT NULL,
	"discount_amount" integer NOT NULL,
	"shipping_amount" integer NOT NULL,
	"tax_amount" integer NOT NULL,
	"grand_total" integer NOT NULL,
	"coupon_code" text,
	"taxes" jsonb NOT NULL,
	"discounts" jsonb NOT NULL,
	"shipping_address" jsonb,
	"billing_address" jsonb NOT NULL,
	"carrier_code" text,
	"method_code" text,
	"shipping_description" text,
	"payment_code" text NOT NULL,
	"payment_title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_cart_idx" ON "cart_items" USING btree ("cart_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_masked_id_idx" ON "carts" USING btree ("masked_id");--> statement-breakpoint
CREATE INDEX "carts_customer_idx" ON "carts" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_rules_coupon_idx" ON "sales_rules" USING btree ("coupon_code");--> statement-breakpoint
CREATE INDEX "tax_rates_region_idx" ON "tax_rates" USING btree ("country_id","region_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_store_number_idx" ON "orders" USING btree ("store_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart_idx" ON "orders" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id");