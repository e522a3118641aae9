CREATE TABLE "gift_card_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"store_id" integer NOT NULL,
	"balance" integer NOT NULL,
	"initial_balance" integer NOT NULL,
	"currency" text NOT NULL,
	"order_id" integer,
	"sender_name" text,
	"sender_email" text,
	"recipient_name" text,
	"recipient_email" text,
	"message" text,
	"expires_at" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_gift_cards" (
	"order_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"code" text NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "order_gift_cards_order_id_account_id_pk" PRIMARY KEY("order_id","account_id")
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "gift_card_account_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_accounts_code_idx" ON "gift_card_accounts" USING btree ("code");--> statement-breakpoint
CREATE INDEX "order_gift_cards_account_idx" ON "order_gift_cards" USING btree ("account_id");