import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_svc_card_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_svc_card_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_svc_card_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_faq_list_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_faq_list_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_faq_list_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_card_rpt_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_card_rpt_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_card_rpt_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_icon_grid_items_icon" AS ENUM('thermometer', 'snowflake', 'flame', 'wrench', 'leaf', 'shield', 'phone', 'dollar');
  CREATE TYPE "public"."enum_icon_grid_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_icon_grid_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_icon_grid_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_share_btns_facebook" AS ENUM('1', '0');
  CREATE TYPE "public"."enum_share_btns_twitter" AS ENUM('1', '0');
  CREATE TYPE "public"."enum_share_btns_linkedin" AS ENUM('1', '0');
  CREATE TYPE "public"."enum_share_btns_whatsapp" AS ENUM('1', '0');
  CREATE TYPE "public"."enum_share_btns_email" AS ENUM('1', '0');
  CREATE TYPE "public"."enum_share_btns_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_share_btns_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_share_btns_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_pages_blocks_rebate_savings_hide_slider" AS ENUM('0', '1');
  CREATE TYPE "public"."enum_pages_blocks_rebate_savings_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_rebate_savings_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_pages_blocks_rebate_savings_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_dlr_res_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_dlr_res_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_dlr_res_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__svc_card_v_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__svc_card_v_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__svc_card_v_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__faq_list_v_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__faq_list_v_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__faq_list_v_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__card_rpt_v_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__card_rpt_v_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__card_rpt_v_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__icon_grid_v_items_icon" AS ENUM('thermometer', 'snowflake', 'flame', 'wrench', 'leaf', 'shield', 'phone', 'dollar');
  CREATE TYPE "public"."enum__icon_grid_v_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__icon_grid_v_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__icon_grid_v_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__share_btns_v_facebook" AS ENUM('1', '0');
  CREATE TYPE "public"."enum__share_btns_v_twitter" AS ENUM('1', '0');
  CREATE TYPE "public"."enum__share_btns_v_linkedin" AS ENUM('1', '0');
  CREATE TYPE "public"."enum__share_btns_v_whatsapp" AS ENUM('1', '0');
  CREATE TYPE "public"."enum__share_btns_v_email" AS ENUM('1', '0');
  CREATE TYPE "public"."enum__share_btns_v_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__share_btns_v_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__share_btns_v_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__pages_v_blocks_rebate_savings_hide_slider" AS ENUM('0', '1');
  CREATE TYPE "public"."enum__pages_v_blocks_rebate_savings_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_rebate_savings_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__pages_v_blocks_rebate_savings_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__dlr_res_v_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__dlr_res_v_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__dlr_res_v_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_product_categories_environments" AS ENUM('residential', 'commercial');
  CREATE TYPE "public"."enum_rebate_programs_region_states" AS ENUM('AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT');
  CREATE TYPE "public"."enum_rebate_programs_product_category" AS ENUM('heat-pumps', 'air-conditioners', 'furnaces', 'ductless', 'geothermal', 'water-heaters', 'thermostats');
  CREATE TYPE "public"."enum_rebate_programs_region_country" AS ENUM('US', 'CA');
  CREATE TABLE "svc_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Need help?',
  	"text" varchar,
  	"appearance_background_color" "enum_svc_card_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_svc_card_appearance_padding",
  	"appearance_shadow" "enum_svc_card_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "faq_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" jsonb
  );
  
  CREATE TABLE "faq_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Frequently asked questions',
  	"structured_data" boolean DEFAULT true,
  	"appearance_background_color" "enum_faq_list_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_faq_list_appearance_padding",
  	"appearance_shadow" "enum_faq_list_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "card_rpt_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"title" varchar,
  	"text" varchar,
  	"link" varchar,
  	"link_label" varchar
  );
  
  CREATE TABLE "card_rpt" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"appearance_background_color" "enum_card_rpt_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_card_rpt_appearance_padding",
  	"appearance_shadow" "enum_card_rpt_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "icon_grid_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_icon_grid_items_icon" DEFAULT 'thermometer',
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "icon_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"cta_label" varchar,
  	"cta_url" varchar,
  	"appearance_background_color" "enum_icon_grid_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_icon_grid_appearance_padding",
  	"appearance_shadow" "enum_icon_grid_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "share_btns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Share this page',
  	"facebook" "enum_share_btns_facebook" DEFAULT '0',
  	"twitter" "enum_share_btns_twitter" DEFAULT '0',
  	"linkedin" "enum_share_btns_linkedin" DEFAULT '0',
  	"whatsapp" "enum_share_btns_whatsapp" DEFAULT '0',
  	"email" "enum_share_btns_email" DEFAULT '0',
  	"appearance_background_color" "enum_share_btns_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_share_btns_appearance_padding",
  	"appearance_shadow" "enum_share_btns_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_rebate_savings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"intro" varchar,
  	"hide_slider" "enum_pages_blocks_rebate_savings_hide_slider" DEFAULT '0',
  	"appearance_background_color" "enum_pages_blocks_rebate_savings_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_pages_blocks_rebate_savings_appearance_padding",
  	"appearance_shadow" "enum_pages_blocks_rebate_savings_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "dlr_res" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Dealer resources',
  	"intro" varchar,
  	"appearance_background_color" "enum_dlr_res_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_dlr_res_appearance_padding",
  	"appearance_shadow" "enum_dlr_res_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"model_families_id" integer,
  	"products_id" integer
  );
  
  CREATE TABLE "_svc_card_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Need help?',
  	"text" varchar,
  	"appearance_background_color" "enum__svc_card_v_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__svc_card_v_appearance_padding",
  	"appearance_shadow" "enum__svc_card_v_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_faq_list_v_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_faq_list_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Frequently asked questions',
  	"structured_data" boolean DEFAULT true,
  	"appearance_background_color" "enum__faq_list_v_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__faq_list_v_appearance_padding",
  	"appearance_shadow" "enum__faq_list_v_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_card_rpt_v_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"title" varchar,
  	"text" varchar,
  	"link" varchar,
  	"link_label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_card_rpt_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"appearance_background_color" "enum__card_rpt_v_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__card_rpt_v_appearance_padding",
  	"appearance_shadow" "enum__card_rpt_v_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_icon_grid_v_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__icon_grid_v_items_icon" DEFAULT 'thermometer',
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_icon_grid_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"cta_label" varchar,
  	"cta_url" varchar,
  	"appearance_background_color" "enum__icon_grid_v_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__icon_grid_v_appearance_padding",
  	"appearance_shadow" "enum__icon_grid_v_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_share_btns_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Share this page',
  	"facebook" "enum__share_btns_v_facebook" DEFAULT '0',
  	"twitter" "enum__share_btns_v_twitter" DEFAULT '0',
  	"linkedin" "enum__share_btns_v_linkedin" DEFAULT '0',
  	"whatsapp" "enum__share_btns_v_whatsapp" DEFAULT '0',
  	"email" "enum__share_btns_v_email" DEFAULT '0',
  	"appearance_background_color" "enum__share_btns_v_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__share_btns_v_appearance_padding",
  	"appearance_shadow" "enum__share_btns_v_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_rebate_savings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"intro" varchar,
  	"hide_slider" "enum__pages_v_blocks_rebate_savings_hide_slider" DEFAULT '0',
  	"appearance_background_color" "enum__pages_v_blocks_rebate_savings_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__pages_v_blocks_rebate_savings_appearance_padding",
  	"appearance_shadow" "enum__pages_v_blocks_rebate_savings_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_dlr_res_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Dealer resources',
  	"intro" varchar,
  	"appearance_background_color" "enum__dlr_res_v_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__dlr_res_v_appearance_padding",
  	"appearance_shadow" "enum__dlr_res_v_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"model_families_id" integer,
  	"products_id" integer
  );
  
  CREATE TABLE "product_categories_environments" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_product_categories_environments",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "product_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"order" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "model_families_technical_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"document_id" integer NOT NULL
  );
  
  CREATE TABLE "model_families" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"category_id" integer NOT NULL,
  	"description" varchar,
  	"sell_sheet_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"model_number" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"family_id" integer NOT NULL,
  	"energy_guide_id" integer,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "rebate_programs_region_states" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_rebate_programs_region_states",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "rebate_programs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"amount_label" varchar NOT NULL,
  	"amount" numeric NOT NULL,
  	"home_u_r_l" varchar NOT NULL,
  	"product_category" "enum_rebate_programs_product_category" NOT NULL,
  	"region_country" "enum_rebate_programs_region_country" DEFAULT 'US' NOT NULL,
  	"start_date" timestamp(3) with time zone NOT NULL,
  	"end_date" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "rebate_programs_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "product_categories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "model_families_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "products_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "rebate_programs_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "rebate_widget_script_url" varchar;
  ALTER TABLE "svc_card" ADD CONSTRAINT "svc_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faq_list_items" ADD CONSTRAINT "faq_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faq_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faq_list" ADD CONSTRAINT "faq_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "card_rpt_cards" ADD CONSTRAINT "card_rpt_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "card_rpt_cards" ADD CONSTRAINT "card_rpt_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."card_rpt"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "card_rpt" ADD CONSTRAINT "card_rpt_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "icon_grid_items" ADD CONSTRAINT "icon_grid_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."icon_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "icon_grid" ADD CONSTRAINT "icon_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "share_btns" ADD CONSTRAINT "share_btns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rebate_savings" ADD CONSTRAINT "pages_blocks_rebate_savings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dlr_res" ADD CONSTRAINT "dlr_res_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_model_families_fk" FOREIGN KEY ("model_families_id") REFERENCES "public"."model_families"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_svc_card_v" ADD CONSTRAINT "_svc_card_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faq_list_v_items" ADD CONSTRAINT "_faq_list_v_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faq_list_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faq_list_v" ADD CONSTRAINT "_faq_list_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_card_rpt_v_cards" ADD CONSTRAINT "_card_rpt_v_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_card_rpt_v_cards" ADD CONSTRAINT "_card_rpt_v_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_card_rpt_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_card_rpt_v" ADD CONSTRAINT "_card_rpt_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_icon_grid_v_items" ADD CONSTRAINT "_icon_grid_v_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_icon_grid_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_icon_grid_v" ADD CONSTRAINT "_icon_grid_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_share_btns_v" ADD CONSTRAINT "_share_btns_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rebate_savings" ADD CONSTRAINT "_pages_v_blocks_rebate_savings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dlr_res_v" ADD CONSTRAINT "_dlr_res_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_model_families_fk" FOREIGN KEY ("model_families_id") REFERENCES "public"."model_families"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_categories_environments" ADD CONSTRAINT "product_categories_environments_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "model_families_technical_documents" ADD CONSTRAINT "model_families_technical_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "model_families_technical_documents" ADD CONSTRAINT "model_families_technical_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."model_families"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "model_families" ADD CONSTRAINT "model_families_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "model_families" ADD CONSTRAINT "model_families_sell_sheet_id_documents_id_fk" FOREIGN KEY ("sell_sheet_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_family_id_model_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."model_families"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_energy_guide_id_documents_id_fk" FOREIGN KEY ("energy_guide_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "rebate_programs_region_states" ADD CONSTRAINT "rebate_programs_region_states_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."rebate_programs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rebate_programs_texts" ADD CONSTRAINT "rebate_programs_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."rebate_programs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "svc_card_order_idx" ON "svc_card" USING btree ("_order");
  CREATE INDEX "svc_card_parent_id_idx" ON "svc_card" USING btree ("_parent_id");
  CREATE INDEX "svc_card_path_idx" ON "svc_card" USING btree ("_path");
  CREATE INDEX "faq_list_items_order_idx" ON "faq_list_items" USING btree ("_order");
  CREATE INDEX "faq_list_items_parent_id_idx" ON "faq_list_items" USING btree ("_parent_id");
  CREATE INDEX "faq_list_order_idx" ON "faq_list" USING btree ("_order");
  CREATE INDEX "faq_list_parent_id_idx" ON "faq_list" USING btree ("_parent_id");
  CREATE INDEX "faq_list_path_idx" ON "faq_list" USING btree ("_path");
  CREATE INDEX "card_rpt_cards_order_idx" ON "card_rpt_cards" USING btree ("_order");
  CREATE INDEX "card_rpt_cards_parent_id_idx" ON "card_rpt_cards" USING btree ("_parent_id");
  CREATE INDEX "card_rpt_cards_image_idx" ON "card_rpt_cards" USING btree ("image_id");
  CREATE INDEX "card_rpt_order_idx" ON "card_rpt" USING btree ("_order");
  CREATE INDEX "card_rpt_parent_id_idx" ON "card_rpt" USING btree ("_parent_id");
  CREATE INDEX "card_rpt_path_idx" ON "card_rpt" USING btree ("_path");
  CREATE INDEX "icon_grid_items_order_idx" ON "icon_grid_items" USING btree ("_order");
  CREATE INDEX "icon_grid_items_parent_id_idx" ON "icon_grid_items" USING btree ("_parent_id");
  CREATE INDEX "icon_grid_order_idx" ON "icon_grid" USING btree ("_order");
  CREATE INDEX "icon_grid_parent_id_idx" ON "icon_grid" USING btree ("_parent_id");
  CREATE INDEX "icon_grid_path_idx" ON "icon_grid" USING btree ("_path");
  CREATE INDEX "share_btns_order_idx" ON "share_btns" USING btree ("_order");
  CREATE INDEX "share_btns_parent_id_idx" ON "share_btns" USING btree ("_parent_id");
  CREATE INDEX "share_btns_path_idx" ON "share_btns" USING btree ("_path");
  CREATE INDEX "pages_blocks_rebate_savings_order_idx" ON "pages_blocks_rebate_savings" USING btree ("_order");
  CREATE INDEX "pages_blocks_rebate_savings_parent_id_idx" ON "pages_blocks_rebate_savings" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_rebate_savings_path_idx" ON "pages_blocks_rebate_savings" USING btree ("_path");
  CREATE INDEX "dlr_res_order_idx" ON "dlr_res" USING btree ("_order");
  CREATE INDEX "dlr_res_parent_id_idx" ON "dlr_res" USING btree ("_parent_id");
  CREATE INDEX "dlr_res_path_idx" ON "dlr_res" USING btree ("_path");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_model_families_id_idx" ON "pages_rels" USING btree ("model_families_id");
  CREATE INDEX "pages_rels_products_id_idx" ON "pages_rels" USING btree ("products_id");
  CREATE INDEX "_svc_card_v_order_idx" ON "_svc_card_v" USING btree ("_order");
  CREATE INDEX "_svc_card_v_parent_id_idx" ON "_svc_card_v" USING btree ("_parent_id");
  CREATE INDEX "_svc_card_v_path_idx" ON "_svc_card_v" USING btree ("_path");
  CREATE INDEX "_faq_list_v_items_order_idx" ON "_faq_list_v_items" USING btree ("_order");
  CREATE INDEX "_faq_list_v_items_parent_id_idx" ON "_faq_list_v_items" USING btree ("_parent_id");
  CREATE INDEX "_faq_list_v_order_idx" ON "_faq_list_v" USING btree ("_order");
  CREATE INDEX "_faq_list_v_parent_id_idx" ON "_faq_list_v" USING btree ("_parent_id");
  CREATE INDEX "_faq_list_v_path_idx" ON "_faq_list_v" USING btree ("_path");
  CREATE INDEX "_card_rpt_v_cards_order_idx" ON "_card_rpt_v_cards" USING btree ("_order");
  CREATE INDEX "_card_rpt_v_cards_parent_id_idx" ON "_card_rpt_v_cards" USING btree ("_parent_id");
  CREATE INDEX "_card_rpt_v_cards_image_idx" ON "_card_rpt_v_cards" USING btree ("image_id");
  CREATE INDEX "_card_rpt_v_order_idx" ON "_card_rpt_v" USING btree ("_order");
  CREATE INDEX "_card_rpt_v_parent_id_idx" ON "_card_rpt_v" USING btree ("_parent_id");
  CREATE INDEX "_card_rpt_v_path_idx" ON "_card_rpt_v" USING btree ("_path");
  CREATE INDEX "_icon_grid_v_items_order_idx" ON "_icon_grid_v_items" USING btree ("_order");
  CREATE INDEX "_icon_grid_v_items_parent_id_idx" ON "_icon_grid_v_items" USING btree ("_parent_id");
  CREATE INDEX "_icon_grid_v_order_idx" ON "_icon_grid_v" USING btree ("_order");
  CREATE INDEX "_icon_grid_v_parent_id_idx" ON "_icon_grid_v" USING btree ("_parent_id");
  CREATE INDEX "_icon_grid_v_path_idx" ON "_icon_grid_v" USING btree ("_path");
  CREATE INDEX "_share_btns_v_order_idx" ON "_share_btns_v" USING btree ("_order");
  CREATE INDEX "_share_btns_v_parent_id_idx" ON "_share_btns_v" USING btree ("_parent_id");
  CREATE INDEX "_share_btns_v_path_idx" ON "_share_btns_v" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_rebate_savings_order_idx" ON "_pages_v_blocks_rebate_savings" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_rebate_savings_parent_id_idx" ON "_pages_v_blocks_rebate_savings" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_rebate_savings_path_idx" ON "_pages_v_blocks_rebate_savings" USING btree ("_path");
  CREATE INDEX "_dlr_res_v_order_idx" ON "_dlr_res_v" USING btree ("_order");
  CREATE INDEX "_dlr_res_v_parent_id_idx" ON "_dlr_res_v" USING btree ("_parent_id");
  CREATE INDEX "_dlr_res_v_path_idx" ON "_dlr_res_v" USING btree ("_path");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_model_families_id_idx" ON "_pages_v_rels" USING btree ("model_families_id");
  CREATE INDEX "_pages_v_rels_products_id_idx" ON "_pages_v_rels" USING btree ("products_id");
  CREATE INDEX "product_categories_environments_order_idx" ON "product_categories_environments" USING btree ("order");
  CREATE INDEX "product_categories_environments_parent_idx" ON "product_categories_environments" USING btree ("parent_id");
  CREATE UNIQUE INDEX "product_categories_slug_idx" ON "product_categories" USING btree ("slug");
  CREATE INDEX "product_categories_updated_at_idx" ON "product_categories" USING btree ("updated_at");
  CREATE INDEX "product_categories_created_at_idx" ON "product_categories" USING btree ("created_at");
  CREATE INDEX "model_families_technical_documents_order_idx" ON "model_families_technical_documents" USING btree ("_order");
  CREATE INDEX "model_families_technical_documents_parent_id_idx" ON "model_families_technical_documents" USING btree ("_parent_id");
  CREATE INDEX "model_families_technical_documents_document_idx" ON "model_families_technical_documents" USING btree ("document_id");
  CREATE UNIQUE INDEX "model_families_slug_idx" ON "model_families" USING btree ("slug");
  CREATE INDEX "model_families_category_idx" ON "model_families" USING btree ("category_id");
  CREATE INDEX "model_families_sell_sheet_idx" ON "model_families" USING btree ("sell_sheet_id");
  CREATE INDEX "model_families_updated_at_idx" ON "model_families" USING btree ("updated_at");
  CREATE INDEX "model_families_created_at_idx" ON "model_families" USING btree ("created_at");
  CREATE UNIQUE INDEX "products_model_number_idx" ON "products" USING btree ("model_number");
  CREATE INDEX "products_family_idx" ON "products" USING btree ("family_id");
  CREATE INDEX "products_energy_guide_idx" ON "products" USING btree ("energy_guide_id");
  CREATE INDEX "products_image_idx" ON "products" USING btree ("image_id");
  CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");
  CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");
  CREATE INDEX "rebate_programs_region_states_order_idx" ON "rebate_programs_region_states" USING btree ("order");
  CREATE INDEX "rebate_programs_region_states_parent_idx" ON "rebate_programs_region_states" USING btree ("parent_id");
  CREATE INDEX "rebate_programs_product_category_idx" ON "rebate_programs" USING btree ("product_category");
  CREATE INDEX "rebate_programs_updated_at_idx" ON "rebate_programs" USING btree ("updated_at");
  CREATE INDEX "rebate_programs_created_at_idx" ON "rebate_programs" USING btree ("created_at");
  CREATE INDEX "rebate_programs_texts_order_parent" ON "rebate_programs_texts" USING btree ("order","parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_product_categories_fk" FOREIGN KEY ("product_categories_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_model_families_fk" FOREIGN KEY ("model_families_id") REFERENCES "public"."model_families"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_rebate_programs_fk" FOREIGN KEY ("rebate_programs_id") REFERENCES "public"."rebate_programs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_product_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("product_categories_id");
  CREATE INDEX "payload_locked_documents_rels_model_families_id_idx" ON "payload_locked_documents_rels" USING btree ("model_families_id");
  CREATE INDEX "payload_locked_documents_rels_products_id_idx" ON "payload_locked_documents_rels" USING btree ("products_id");
  CREATE INDEX "payload_locked_documents_rels_rebate_programs_id_idx" ON "payload_locked_documents_rels" USING btree ("rebate_programs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "svc_card" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faq_list_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faq_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "card_rpt_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "card_rpt" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "icon_grid_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "icon_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "share_btns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_rebate_savings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "dlr_res" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_svc_card_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faq_list_v_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faq_list_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_card_rpt_v_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_card_rpt_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_icon_grid_v_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_icon_grid_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_share_btns_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_rebate_savings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_dlr_res_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "product_categories_environments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "product_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "model_families_technical_documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "model_families" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rebate_programs_region_states" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rebate_programs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rebate_programs_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "svc_card" CASCADE;
  DROP TABLE "faq_list_items" CASCADE;
  DROP TABLE "faq_list" CASCADE;
  DROP TABLE "card_rpt_cards" CASCADE;
  DROP TABLE "card_rpt" CASCADE;
  DROP TABLE "icon_grid_items" CASCADE;
  DROP TABLE "icon_grid" CASCADE;
  DROP TABLE "share_btns" CASCADE;
  DROP TABLE "pages_blocks_rebate_savings" CASCADE;
  DROP TABLE "dlr_res" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "_svc_card_v" CASCADE;
  DROP TABLE "_faq_list_v_items" CASCADE;
  DROP TABLE "_faq_list_v" CASCADE;
  DROP TABLE "_card_rpt_v_cards" CASCADE;
  DROP TABLE "_card_rpt_v" CASCADE;
  DROP TABLE "_icon_grid_v_items" CASCADE;
  DROP TABLE "_icon_grid_v" CASCADE;
  DROP TABLE "_share_btns_v" CASCADE;
  DROP TABLE "_pages_v_blocks_rebate_savings" CASCADE;
  DROP TABLE "_dlr_res_v" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "product_categories_environments" CASCADE;
  DROP TABLE "product_categories" CASCADE;
  DROP TABLE "model_families_technical_documents" CASCADE;
  DROP TABLE "model_families" CASCADE;
  DROP TABLE "products" CASCADE;
  DROP TABLE "rebate_programs_region_states" CASCADE;
  DROP TABLE "rebate_programs" CASCADE;
  DROP TABLE "rebate_programs_texts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_product_categories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_model_families_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_products_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_rebate_programs_fk";
  
  DROP INDEX "payload_locked_documents_rels_product_categories_id_idx";
  DROP INDEX "payload_locked_documents_rels_model_families_id_idx";
  DROP INDEX "payload_locked_documents_rels_products_id_idx";
  DROP INDEX "payload_locked_documents_rels_rebate_programs_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "product_categories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "model_families_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "products_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "rebate_programs_id";
  ALTER TABLE "site_settings" DROP COLUMN "rebate_widget_script_url";
  DROP TYPE "public"."enum_svc_card_appearance_background_color";
  DROP TYPE "public"."enum_svc_card_appearance_padding";
  DROP TYPE "public"."enum_svc_card_appearance_shadow";
  DROP TYPE "public"."enum_faq_list_appearance_background_color";
  DROP TYPE "public"."enum_faq_list_appearance_padding";
  DROP TYPE "public"."enum_faq_list_appearance_shadow";
  DROP TYPE "public"."enum_card_rpt_appearance_background_color";
  DROP TYPE "public"."enum_card_rpt_appearance_padding";
  DROP TYPE "public"."enum_card_rpt_appearance_shadow";
  DROP TYPE "public"."enum_icon_grid_items_icon";
  DROP TYPE "public"."enum_icon_grid_appearance_background_color";
  DROP TYPE "public"."enum_icon_grid_appearance_padding";
  DROP TYPE "public"."enum_icon_grid_appearance_shadow";
  DROP TYPE "public"."enum_share_btns_facebook";
  DROP TYPE "public"."enum_share_btns_twitter";
  DROP TYPE "public"."enum_share_btns_linkedin";
  DROP TYPE "public"."enum_share_btns_whatsapp";
  DROP TYPE "public"."enum_share_btns_email";
  DROP TYPE "public"."enum_share_btns_appearance_background_color";
  DROP TYPE "public"."enum_share_btns_appearance_padding";
  DROP TYPE "public"."enum_share_btns_appearance_shadow";
  DROP TYPE "public"."enum_pages_blocks_rebate_savings_hide_slider";
  DROP TYPE "public"."enum_pages_blocks_rebate_savings_appearance_background_color";
  DROP TYPE "public"."enum_pages_blocks_rebate_savings_appearance_padding";
  DROP TYPE "public"."enum_pages_blocks_rebate_savings_appearance_shadow";
  DROP TYPE "public"."enum_dlr_res_appearance_background_color";
  DROP TYPE "public"."enum_dlr_res_appearance_padding";
  DROP TYPE "public"."enum_dlr_res_appearance_shadow";
  DROP TYPE "public"."enum__svc_card_v_appearance_background_color";
  DROP TYPE "public"."enum__svc_card_v_appearance_padding";
  DROP TYPE "public"."enum__svc_card_v_appearance_shadow";
  DROP TYPE "public"."enum__faq_list_v_appearance_background_color";
  DROP TYPE "public"."enum__faq_list_v_appearance_padding";
  DROP TYPE "public"."enum__faq_list_v_appearance_shadow";
  DROP TYPE "public"."enum__card_rpt_v_appearance_background_color";
  DROP TYPE "public"."enum__card_rpt_v_appearance_padding";
  DROP TYPE "public"."enum__card_rpt_v_appearance_shadow";
  DROP TYPE "public"."enum__icon_grid_v_items_icon";
  DROP TYPE "public"."enum__icon_grid_v_appearance_background_color";
  DROP TYPE "public"."enum__icon_grid_v_appearance_padding";
  DROP TYPE "public"."enum__icon_grid_v_appearance_shadow";
  DROP TYPE "public"."enum__share_btns_v_facebook";
  DROP TYPE "public"."enum__share_btns_v_twitter";
  DROP TYPE "public"."enum__share_btns_v_linkedin";
  DROP TYPE "public"."enum__share_btns_v_whatsapp";
  DROP TYPE "public"."enum__share_btns_v_email";
  DROP TYPE "public"."enum__share_btns_v_appearance_background_color";
  DROP TYPE "public"."enum__share_btns_v_appearance_padding";
  DROP TYPE "public"."enum__share_btns_v_appearance_shadow";
  DROP TYPE "public"."enum__pages_v_blocks_rebate_savings_hide_slider";
  DROP TYPE "public"."enum__pages_v_blocks_rebate_savings_appearance_background_color";
  DROP TYPE "public"."enum__pages_v_blocks_rebate_savings_appearance_padding";
  DROP TYPE "public"."enum__pages_v_blocks_rebate_savings_appearance_shadow";
  DROP TYPE "public"."enum__dlr_res_v_appearance_background_color";
  DROP TYPE "public"."enum__dlr_res_v_appearance_padding";
  DROP TYPE "public"."enum__dlr_res_v_appearance_shadow";
  DROP TYPE "public"."enum_product_categories_environments";
  DROP TYPE "public"."enum_rebate_programs_region_states";
  DROP TYPE "public"."enum_rebate_programs_product_category";
  DROP TYPE "public"."enum_rebate_programs_region_country";`)
}
