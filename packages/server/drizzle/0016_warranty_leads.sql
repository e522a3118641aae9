CREATE TABLE "warranty_leads" (
	"token" text PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"region" text DEFAULT 'US' NOT NULL,
	"expires_at" timestamp with time zone
);
