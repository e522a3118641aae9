ALTER TABLE "used_gear_quote_photos" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "used_gear_quote_photos" ADD COLUMN "path" text;--> statement-breakpoint
ALTER TABLE "used_gear_quote_photos" ADD COLUMN "byte_size" integer;--> statement-breakpoint
ALTER TABLE "used_gear_quote_photos" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "used_gear_quote_photos" ADD COLUMN "height" integer;