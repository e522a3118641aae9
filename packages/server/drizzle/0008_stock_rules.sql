ALTER TABLE "products" ALTER COLUMN "qty" SET DATA TYPE real;--> statement-breakpoint
ALTER TABLE "warranty_offers" ADD COLUMN "min_product_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "warranty_offers" ADD COLUMN "max_product_price" integer;--> statement-breakpoint
ALTER TABLE "am_labels" ADD COLUMN "stock_less" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_qty_decimal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "min_sale_qty" real DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "max_sale_qty" real DEFAULT 10000 NOT NULL;