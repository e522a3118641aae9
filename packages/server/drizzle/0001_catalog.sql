CREATE TABLE "am_labels" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_visible" boolean NOT NULL,
	"customer_group_ids" text NOT NULL,
	"redirect_url" text,
	"alt_tag" text NOT NULL,
	"tooltip" jsonb NOT NULL,
	"product_look" jsonb NOT NULL,
	"category_look" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attribute_options" (
	"attribute_id" integer NOT NULL,
	"value_index" integer NOT NULL,
	"label" text NOT NULL,
	"sort_order" integer NOT NULL,
	"swatch_type" text,
	"swatch_value" text,
	CONSTRAINT "attribute_options_attribute_id_value_index_pk" PRIMARY KEY("attribute_id","value_index")
);
--> statement-breakpoint
CREATE TABLE "attributes" (
	"id" integer PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"input_type" text NOT NULL,
	"position" integer NOT NULL,
	"is_filterable" boolean NOT NULL,
	CONSTRAINT "attributes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "bundle_options" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"uid" text NOT NULL,
	"title" text NOT NULL,
	"required" boolean NOT NULL,
	"type" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bundle_selections" (
	"id" integer PRIMARY KEY NOT NULL,
	"option_id" integer NOT NULL,
	"bundle_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"uid" text NOT NULL,
	"quantity" real NOT NULL,
	"position" integer NOT NULL,
	"is_default" boolean NOT NULL,
	"price" integer NOT NULL,
	"price_type" text NOT NULL,
	"can_change_quantity" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"parent_id" integer NOT NULL,
	"path" text NOT NULL,
	"level" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"url_key" text NOT NULL,
	"url_path" text NOT NULL,
	"include_in_menu" integer NOT NULL,
	"is_anchor" integer NOT NULL,
	"display_mode" text NOT NULL,
	"default_sort_by" text NOT NULL,
	"description" text,
	"image" text,
	"meta_title" text,
	"meta_description" text,
	"meta_keywords" text,
	"created_at" text NOT NULL,
	CONSTRAINT "categories_uid_unique" UNIQUE("uid")
);
--> statement-breakpoint
CREATE TABLE "category_product_index" (
	"category_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "category_product_index_category_id_product_id_pk" PRIMARY KEY("category_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "configurable_options" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"uid" text NOT NULL,
	"attribute_id" integer NOT NULL,
	"attribute_uid" text NOT NULL,
	"attribute_code" text NOT NULL,
	"label" text NOT NULL,
	"position" integer NOT NULL,
	"values" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "configurable_variants" (
	"parent_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"attributes" jsonb NOT NULL,
	CONSTRAINT "configurable_variants_parent_id_product_id_pk" PRIMARY KEY("parent_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "downloadable_links" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"uid" text NOT NULL,
	"title" text NOT NULL,
	"sort_order" integer NOT NULL,
	"price" integer NOT NULL,
	"link_url" text NOT NULL,
	"sample_url" text,
	"number_of_downloads" integer NOT NULL,
	"is_shareable" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "downloadable_samples" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"title" text NOT NULL,
	"sort_order" integer NOT NULL,
	"sample_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_card_amounts" (
	"value_id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"uid" text NOT NULL,
	"value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grouped_links" (
	"product_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	"qty" real NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "grouped_links_product_id_child_id_pk" PRIMARY KEY("product_id","child_id")
);
--> statement-breakpoint
CREATE TABLE "product_attribute_values" (
	"product_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"value_index" integer NOT NULL,
	CONSTRAINT "product_attribute_values_attribute_id_value_index_product_id_pk" PRIMARY KEY("attribute_id","value_index","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"category_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "product_categories_category_id_product_id_pk" PRIMARY KEY("category_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_labels" (
	"product_id" integer NOT NULL,
	"label_id" integer NOT NULL,
	CONSTRAINT "product_labels_product_id_label_id_pk" PRIMARY KEY("product_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "product_links" (
	"product_id" integer NOT NULL,
	"link_type" text NOT NULL,
	"linked_product_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "product_links_product_id_link_type_linked_product_id_pk" PRIMARY KEY("product_id","link_type","linked_product_id")
);
--> statement-breakpoint
CREATE TABLE "product_media" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"path" text NOT NULL,
	"label" text NOT NULL,
	"position" integer NOT NULL,
	"disabled" boolean NOT NULL,
	"types" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_options" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"uid" text NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"required" boolean NOT NULL,
	"sort_order" integer NOT NULL,
	"values" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"sku" text NOT NULL,
	"type_id" text NOT NULL,
	"name" text NOT NULL,
	"attribute_set_id" integer NOT NULL,
	"visibility" integer NOT NULL,
	"status" integer NOT NULL,
	"parent_id" integer,
	"url_key" text NOT NULL,
	"price" integer NOT NULL,
	"special_price" integer,
	"special_from_date" text,
	"special_to_date" text,
	"min_final_price" integer NOT NULL,
	"min_regular_price" integer NOT NULL,
	"max_final_price" integer NOT NULL,
	"max_regular_price" integer NOT NULL,
	"stu_price" integer,
	"weight" real,
	"condition" text NOT NULL,
	"stock_status" text NOT NULL,
	"qty" integer NOT NULL,
	"only_x_left_in_stock" integer,
	"low_stock_pop_up" integer NOT NULL,
	"stock_display_status" text NOT NULL,
	"button_text" text NOT NULL,
	"manufacturer" integer,
	"manufacturer_name" text,
	"manufacturer_part_no" text,
	"country_of_manufacture" text,
	"tab_box" text NOT NULL,
	"tab_specs_dims" text NOT NULL,
	"discontinued" integer NOT NULL,
	"hideprice" integer NOT NULL,
	"hidestock" integer NOT NULL,
	"special_order" integer NOT NULL,
	"category_image" text,
	"short_description" text NOT NULL,
	"description" text NOT NULL,
	"meta_title" text,
	"meta_keyword" text,
	"meta_description" text,
	"image" text,
	"small_image" text,
	"thumbnail" text,
	"swatch_image" text,
	"gift_message_available" integer NOT NULL,
	"new_from_date" text,
	"new_to_date" text,
	"created_at" text NOT NULL,
	"updated_at" text NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"rating_summary" real DEFAULT 0 NOT NULL,
	"sold_qty" integer DEFAULT 0 NOT NULL,
	"type_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("name", '') || ' ' || coalesce("sku", '')), 'A') || setweight(to_tsvector('english', coalesce("manufacturer_name", '')), 'B') || setweight(to_tsvector('english', coalesce("short_description", '') || ' ' || coalesce("meta_keyword", '')), 'C')) STORED NOT NULL,
	CONSTRAINT "products_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
CREATE TABLE "url_rewrites" (
	"id" integer PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"request_path" text NOT NULL,
	"target_path" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"redirect_code" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bundle_options_product_idx" ON "bundle_options" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "bundle_selections_bundle_idx" ON "bundle_selections" USING btree ("bundle_id");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "categories_url_path_idx" ON "categories" USING btree ("url_path");--> statement-breakpoint
CREATE INDEX "category_product_index_product_idx" ON "category_product_index" USING btree ("product_id","category_id");--> statement-breakpoint
CREATE INDEX "configurable_options_product_idx" ON "configurable_options" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "downloadable_links_product_idx" ON "downloadable_links" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "downloadable_samples_product_idx" ON "downloadable_samples" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "gift_card_amounts_product_idx" ON "gift_card_amounts" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_attribute_values_product_idx" ON "product_attribute_values" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_categories_product_idx" ON "product_categories" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_media_product_idx" ON "product_media" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_options_product_idx" ON "product_options" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_url_key_idx" ON "products" USING btree ("url_key");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_visible_name_idx" ON "products" USING btree ("visibility","name");--> statement-breakpoint
CREATE INDEX "products_visible_price_idx" ON "products" USING btree ("visibility","min_final_price");--> statement-breakpoint
CREATE INDEX "products_parent_idx" ON "products" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "url_rewrites_request_path_idx" ON "url_rewrites" USING btree ("store_id","request_path");--> statement-breakpoint
CREATE INDEX "url_rewrites_entity_idx" ON "url_rewrites" USING btree ("entity_type","entity_id");