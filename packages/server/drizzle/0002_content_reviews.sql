CREATE TABLE "cms_blocks" (
	"block_id" integer PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"store_id" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "cms_blocks_identifier_store" UNIQUE("identifier","store_id")
);
--> statement-breakpoint
CREATE TABLE "cms_pages" (
	"page_id" integer PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"store_id" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"content_heading" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"page_layout" text NOT NULL,
	"meta_title" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"meta_keywords" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "cms_pages_identifier_store" UNIQUE("identifier","store_id")
);
--> statement-breakpoint
CREATE TABLE "mega_menu_groups" (
	"group_id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "mega_menu_groups_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "mega_menu_items" (
	"items_id" integer PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"position" integer NOT NULL,
	"parent_id" integer NOT NULL,
	"title" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"li_class" text DEFAULT '' NOT NULL,
	"a_class" text DEFAULT '' NOT NULL,
	"a_id" text DEFAULT '' NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cols_nb" integer DEFAULT 1 NOT NULL,
	"is_align_right" integer DEFAULT 0 NOT NULL,
	"show_title" integer DEFAULT 1 NOT NULL,
	"content_type" text DEFAULT '' NOT NULL,
	"depth" text NOT NULL,
	"end_level" integer DEFAULT 0 NOT NULL,
	"sub_menu_div_class" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_rating_options" (
	"option_id" integer PRIMARY KEY NOT NULL,
	"rating_id" integer NOT NULL,
	"value" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_ratings" (
	"rating_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"position" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "review_ratings_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "review_votes" (
	"review_id" integer NOT NULL,
	"rating_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "review_votes_review_id_rating_id_pk" PRIMARY KEY("review_id","rating_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"review_id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"store_id" integer,
	"customer_id" integer,
	"status" text NOT NULL,
	"nickname" text NOT NULL,
	"summary" text NOT NULL,
	"text" text NOT NULL,
	"created_at" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mega_menu_items" ADD CONSTRAINT "mega_menu_items_group_id_mega_menu_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."mega_menu_groups"("group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_rating_options" ADD CONSTRAINT "review_rating_options_rating_id_review_ratings_rating_id_fk" FOREIGN KEY ("rating_id") REFERENCES "public"."review_ratings"("rating_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_review_id_reviews_review_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("review_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_rating_id_review_ratings_rating_id_fk" FOREIGN KEY ("rating_id") REFERENCES "public"."review_ratings"("rating_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_option_id_review_rating_options_option_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."review_rating_options"("option_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mega_menu_items_group" ON "mega_menu_items" USING btree ("group_id","position");--> statement-breakpoint
CREATE INDEX "reviews_product" ON "reviews" USING btree ("product_id","status");