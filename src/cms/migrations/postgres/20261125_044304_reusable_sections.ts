import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_rsec_blocks_heading_level" AS ENUM('h1', 'h2', 'h3', 'h4', 'h5', 'h6');
  CREATE TYPE "public"."enum_rsec_blocks_heading_alignment" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_rsec_blocks_heading_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_rsec_blocks_heading_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_rsec_blocks_heading_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_rsec_blocks_paragraph_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_rsec_blocks_paragraph_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_rsec_blocks_paragraph_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_rsec_blocks_image_source" AS ENUM('upload', 'url');
  CREATE TYPE "public"."enum_rsec_blocks_image_display_width" AS ENUM('full', 'content', 'half', 'third');
  CREATE TYPE "public"."enum_rsec_blocks_image_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_rsec_blocks_image_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_rsec_blocks_image_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_rsec_blocks_buttons_buttons_variant" AS ENUM('primary', 'secondary', 'outline');
  CREATE TYPE "public"."enum_rsec_blocks_buttons_alignment" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_rsec_blocks_buttons_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_rsec_blocks_buttons_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_rsec_blocks_buttons_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_rsec_blocks_list_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_rsec_blocks_list_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_rsec_blocks_list_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_rsec_blocks_quote_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_rsec_blocks_quote_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_rsec_blocks_quote_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_rsec_blocks_table_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_rsec_blocks_table_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_rsec_blocks_table_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_rsec_blocks_separator_style" AS ENUM('line', 'wide', 'dots');
  CREATE TYPE "public"."enum_rsec_blocks_separator_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_rsec_blocks_separator_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_rsec_blocks_separator_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_rsec_blocks_html_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_rsec_blocks_html_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_rsec_blocks_html_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_sec_svc_card_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_sec_svc_card_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_sec_svc_card_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_sec_faq_list_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_sec_faq_list_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_sec_faq_list_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_sec_card_rpt_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_sec_card_rpt_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_sec_card_rpt_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_sec_icon_grid_items_icon" AS ENUM('thermometer', 'snowflake', 'flame', 'wrench', 'leaf', 'shield', 'phone', 'dollar');
  CREATE TYPE "public"."enum_sec_icon_grid_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_sec_icon_grid_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_sec_icon_grid_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_sec_share_btns_facebook" AS ENUM('1', '0');
  CREATE TYPE "public"."enum_sec_share_btns_twitter" AS ENUM('1', '0');
  CREATE TYPE "public"."enum_sec_share_btns_linkedin" AS ENUM('1', '0');
  CREATE TYPE "public"."enum_sec_share_btns_whatsapp" AS ENUM('1', '0');
  CREATE TYPE "public"."enum_sec_share_btns_email" AS ENUM('1', '0');
  CREATE TYPE "public"."enum_sec_share_btns_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_sec_share_btns_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_sec_share_btns_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_rsec_blocks_rebate_savings_hide_slider" AS ENUM('0', '1');
  CREATE TYPE "public"."enum_rsec_blocks_rebate_savings_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_rsec_blocks_rebate_savings_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_rsec_blocks_rebate_savings_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_sec_dlr_res_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_sec_dlr_res_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_sec_dlr_res_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_rsec_blocks_group_direction" AS ENUM('stack', 'row');
  CREATE TYPE "public"."enum_rsec_blocks_group_justification" AS ENUM('start', 'center', 'end', 'between');
  CREATE TYPE "public"."enum_rsec_blocks_group_alignment" AS ENUM('stretch', 'start', 'center', 'end');
  CREATE TYPE "public"."enum_rsec_blocks_group_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_rsec_blocks_group_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_rsec_blocks_group_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_rsec_blocks_columns_columns_widths_mobile" AS ENUM('1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12');
  CREATE TYPE "public"."enum_rsec_blocks_columns_columns_widths_small" AS ENUM('1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12');
  CREATE TYPE "public"."enum_rsec_blocks_columns_columns_widths_medium" AS ENUM('1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12');
  CREATE TYPE "public"."enum_rsec_blocks_columns_columns_widths_large" AS ENUM('1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12');
  CREATE TYPE "public"."enum_rsec_blocks_columns_columns_widths_xlarge" AS ENUM('1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12');
  CREATE TYPE "public"."enum_rsec_blocks_columns_columns_widths_xxlarge" AS ENUM('1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12');
  CREATE TYPE "public"."enum_rsec_blocks_columns_preset" AS ENUM('halves', 'thirds', 'twoThirdsThird', 'thirdTwoThirds', 'quarters', 'custom');
  CREATE TYPE "public"."enum_rsec_blocks_columns_vertical_alignment" AS ENUM('top', 'center', 'bottom', 'stretch');
  CREATE TYPE "public"."enum_rsec_blocks_columns_gap" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_rsec_blocks_columns_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_rsec_blocks_columns_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_rsec_blocks_columns_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_sec_basic_banner_background_color" AS ENUM('brand', 'dark', 'light', 'accent');
  CREATE TYPE "public"."enum_sec_help_banner_language" AS ENUM('en', 'es', 'fr');
  CREATE TYPE "public"."enum_sec_cta_cards_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_sec_cta_cards_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_sec_cta_cards_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_sec_fifty_fifty_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_sec_fifty_fifty_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_sec_fifty_fifty_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_sec_fifty_fifty_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_sec_steps_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_sec_steps_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_sec_steps_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_sec_icon_list_items_icon" AS ENUM('thermometer', 'snowflake', 'flame', 'wrench', 'leaf', 'shield', 'phone', 'dollar');
  CREATE TYPE "public"."enum_sec_icon_list_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_sec_icon_list_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_sec_icon_list_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_sec_link_card_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_sec_link_card_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_sec_link_card_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_sec_four_links_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_sec_four_links_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_sec_four_links_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_sec_three_col_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_sec_three_col_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_sec_three_col_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_sec_acc_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_sec_acc_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_sec_acc_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_sec_video_cards_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_sec_video_cards_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_sec_video_cards_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_sec_email_banner_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_sec_email_banner_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_sec_email_banner_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TABLE "reusable_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"section_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "_reusable_section_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"section_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "rsec_blocks_heading" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"level" "enum_rsec_blocks_heading_level" DEFAULT 'h2' NOT NULL,
  	"alignment" "enum_rsec_blocks_heading_alignment",
  	"anchor" varchar,
  	"appearance_background_color" "enum_rsec_blocks_heading_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_rsec_blocks_heading_appearance_padding",
  	"appearance_shadow" "enum_rsec_blocks_heading_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "rsec_blocks_paragraph" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb NOT NULL,
  	"appearance_background_color" "enum_rsec_blocks_paragraph_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_rsec_blocks_paragraph_appearance_padding",
  	"appearance_shadow" "enum_rsec_blocks_paragraph_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "rsec_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"source" "enum_rsec_blocks_image_source" DEFAULT 'upload',
  	"media_id" integer,
  	"url" varchar,
  	"alt" varchar,
  	"width" numeric,
  	"height" numeric,
  	"caption" varchar,
  	"link" varchar,
  	"display_width" "enum_rsec_blocks_image_display_width" DEFAULT 'content' NOT NULL,
  	"priority" boolean DEFAULT false,
  	"appearance_background_color" "enum_rsec_blocks_image_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_rsec_blocks_image_appearance_padding",
  	"appearance_shadow" "enum_rsec_blocks_image_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "rsec_blocks_buttons_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"variant" "enum_rsec_blocks_buttons_buttons_variant" DEFAULT 'primary' NOT NULL,
  	"new_tab" boolean DEFAULT false
  );
  
  CREATE TABLE "rsec_blocks_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"alignment" "enum_rsec_blocks_buttons_alignment",
  	"appearance_background_color" "enum_rsec_blocks_buttons_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_rsec_blocks_buttons_appearance_padding",
  	"appearance_shadow" "enum_rsec_blocks_buttons_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "rsec_blocks_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "rsec_blocks_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"ordered" boolean DEFAULT false,
  	"appearance_background_color" "enum_rsec_blocks_list_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_rsec_blocks_list_appearance_padding",
  	"appearance_shadow" "enum_rsec_blocks_list_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "rsec_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"quote" varchar NOT NULL,
  	"citation" varchar,
  	"appearance_background_color" "enum_rsec_blocks_quote_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_rsec_blocks_quote_appearance_padding",
  	"appearance_shadow" "enum_rsec_blocks_quote_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "rsec_blocks_table_rows_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" varchar
  );
  
  CREATE TABLE "rsec_blocks_table_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "rsec_blocks_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"caption" varchar,
  	"has_header_row" boolean DEFAULT true,
  	"has_header_column" boolean DEFAULT false,
  	"appearance_background_color" "enum_rsec_blocks_table_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_rsec_blocks_table_appearance_padding",
  	"appearance_shadow" "enum_rsec_blocks_table_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "rsec_blocks_separator" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"style" "enum_rsec_blocks_separator_style" DEFAULT 'line' NOT NULL,
  	"appearance_background_color" "enum_rsec_blocks_separator_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_rsec_blocks_separator_appearance_padding",
  	"appearance_shadow" "enum_rsec_blocks_separator_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "rsec_blocks_html" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"html" varchar NOT NULL,
  	"appearance_background_color" "enum_rsec_blocks_html_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_rsec_blocks_html_appearance_padding",
  	"appearance_shadow" "enum_rsec_blocks_html_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "sec_svc_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Need help?' NOT NULL,
  	"text" varchar,
  	"appearance_background_color" "enum_sec_svc_card_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_sec_svc_card_appearance_padding",
  	"appearance_shadow" "enum_sec_svc_card_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "sec_faq_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"answer" jsonb NOT NULL
  );
  
  CREATE TABLE "sec_faq_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Frequently asked questions' NOT NULL,
  	"structured_data" boolean DEFAULT true,
  	"appearance_background_color" "enum_sec_faq_list_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_sec_faq_list_appearance_padding",
  	"appearance_shadow" "enum_sec_faq_list_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "sec_card_rpt_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"link" varchar,
  	"link_label" varchar
  );
  
  CREATE TABLE "sec_card_rpt" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"appearance_background_color" "enum_sec_card_rpt_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_sec_card_rpt_appearance_padding",
  	"appearance_shadow" "enum_sec_card_rpt_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "sec_icon_grid_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_sec_icon_grid_items_icon" DEFAULT 'thermometer' NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "sec_icon_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"cta_label" varchar,
  	"cta_url" varchar,
  	"appearance_background_color" "enum_sec_icon_grid_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_sec_icon_grid_appearance_padding",
  	"appearance_shadow" "enum_sec_icon_grid_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "sec_share_btns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Share this page',
  	"facebook" "enum_sec_share_btns_facebook" DEFAULT '0',
  	"twitter" "enum_sec_share_btns_twitter" DEFAULT '0',
  	"linkedin" "enum_sec_share_btns_linkedin" DEFAULT '0',
  	"whatsapp" "enum_sec_share_btns_whatsapp" DEFAULT '0',
  	"email" "enum_sec_share_btns_email" DEFAULT '0',
  	"appearance_background_color" "enum_sec_share_btns_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_sec_share_btns_appearance_padding",
  	"appearance_shadow" "enum_sec_share_btns_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "rsec_blocks_rebate_savings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"intro" varchar,
  	"hide_slider" "enum_rsec_blocks_rebate_savings_hide_slider" DEFAULT '0',
  	"appearance_background_color" "enum_rsec_blocks_rebate_savings_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_rsec_blocks_rebate_savings_appearance_padding",
  	"appearance_shadow" "enum_rsec_blocks_rebate_savings_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "sec_dlr_res" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Dealer resources' NOT NULL,
  	"intro" varchar,
  	"appearance_background_color" "enum_sec_dlr_res_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_sec_dlr_res_appearance_padding",
  	"appearance_shadow" "enum_sec_dlr_res_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "rsec_blocks_group" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"direction" "enum_rsec_blocks_group_direction" DEFAULT 'stack' NOT NULL,
  	"justification" "enum_rsec_blocks_group_justification" DEFAULT 'start' NOT NULL,
  	"alignment" "enum_rsec_blocks_group_alignment" DEFAULT 'stretch' NOT NULL,
  	"wrap" boolean DEFAULT true,
  	"appearance_background_color" "enum_rsec_blocks_group_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_rsec_blocks_group_appearance_padding",
  	"appearance_shadow" "enum_rsec_blocks_group_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "rsec_blocks_columns_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"widths_mobile" "enum_rsec_blocks_columns_columns_widths_mobile" DEFAULT '12',
  	"widths_small" "enum_rsec_blocks_columns_columns_widths_small",
  	"widths_medium" "enum_rsec_blocks_columns_columns_widths_medium",
  	"widths_large" "enum_rsec_blocks_columns_columns_widths_large",
  	"widths_xlarge" "enum_rsec_blocks_columns_columns_widths_xlarge",
  	"widths_xxlarge" "enum_rsec_blocks_columns_columns_widths_xxlarge"
  );
  
  CREATE TABLE "rsec_blocks_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"preset" "enum_rsec_blocks_columns_preset" DEFAULT 'halves' NOT NULL,
  	"vertical_alignment" "enum_rsec_blocks_columns_vertical_alignment" DEFAULT 'top' NOT NULL,
  	"gap" "enum_rsec_blocks_columns_gap" DEFAULT 'medium' NOT NULL,
  	"appearance_background_color" "enum_rsec_blocks_columns_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_rsec_blocks_columns_appearance_padding",
  	"appearance_shadow" "enum_rsec_blocks_columns_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "sec_basic_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"button_label" varchar,
  	"button_url" varchar,
  	"background_color" "enum_sec_basic_banner_background_color" DEFAULT 'brand' NOT NULL,
  	"remove_container" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "sec_help_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"language" "enum_sec_help_banner_language" DEFAULT 'en' NOT NULL,
  	"text" varchar,
  	"phone" varchar,
  	"hours" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "sec_cta_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "sec_cta_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"appearance_background_color" "enum_sec_cta_cards_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_sec_cta_cards_appearance_padding",
  	"appearance_shadow" "enum_sec_cta_cards_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "sec_fifty_fifty" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"image_position" "enum_sec_fifty_fifty_image_position" DEFAULT 'left' NOT NULL,
  	"title" varchar NOT NULL,
  	"content" jsonb NOT NULL,
  	"link_label" varchar,
  	"link_url" varchar,
  	"appearance_background_color" "enum_sec_fifty_fifty_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_sec_fifty_fifty_appearance_padding",
  	"appearance_shadow" "enum_sec_fifty_fifty_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "sec_steps_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"step_number" varchar,
  	"block_title" varchar NOT NULL,
  	"description" varchar NOT NULL
  );
  
  CREATE TABLE "sec_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'How it works' NOT NULL,
  	"cta_label" varchar,
  	"cta_url" varchar,
  	"appearance_background_color" "enum_sec_steps_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_sec_steps_appearance_padding",
  	"appearance_shadow" "enum_sec_steps_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "sec_icon_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_sec_icon_list_items_icon" DEFAULT 'thermometer' NOT NULL,
  	"label" varchar NOT NULL,
  	"link" varchar
  );
  
  CREATE TABLE "sec_icon_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"appearance_background_color" "enum_sec_icon_list_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_sec_icon_list_appearance_padding",
  	"appearance_shadow" "enum_sec_icon_list_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "sec_link_card_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "sec_link_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"appearance_background_color" "enum_sec_link_card_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_sec_link_card_appearance_padding",
  	"appearance_shadow" "enum_sec_link_card_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "sec_four_links_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"link" varchar NOT NULL
  );
  
  CREATE TABLE "sec_four_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"appearance_background_color" "enum_sec_four_links_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_sec_four_links_appearance_padding",
  	"appearance_shadow" "enum_sec_four_links_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "sec_three_col_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"label" varchar,
  	"url" varchar
  );
  
  CREATE TABLE "sec_three_col" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"appearance_background_color" "enum_sec_three_col_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_sec_three_col_appearance_padding",
  	"appearance_shadow" "enum_sec_three_col_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "sec_acc_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"image_id" integer,
  	"body" jsonb NOT NULL,
  	"link_label" varchar,
  	"link_url" varchar,
  	"open_on_mobile" boolean DEFAULT false,
  	"open_on_tablet" boolean DEFAULT false,
  	"open_on_desktop" boolean DEFAULT false
  );
  
  CREATE TABLE "sec_acc" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"remove_borders" boolean DEFAULT false,
  	"shadow" boolean DEFAULT false,
  	"appearance_background_color" "enum_sec_acc_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_sec_acc_appearance_padding",
  	"appearance_shadow" "enum_sec_acc_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "sec_video_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"sup_title" varchar,
  	"video_block_title" varchar NOT NULL,
  	"video_block_description" varchar,
  	"link" varchar NOT NULL,
  	"link_label" varchar DEFAULT 'Watch the video'
  );
  
  CREATE TABLE "sec_video_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"appearance_background_color" "enum_sec_video_cards_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_sec_video_cards_appearance_padding",
  	"appearance_shadow" "enum_sec_video_cards_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "sec_email_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Comfort tips in your inbox' NOT NULL,
  	"text" varchar,
  	"appearance_background_color" "enum_sec_email_banner_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_sec_email_banner_appearance_padding",
  	"appearance_shadow" "enum_sec_email_banner_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "rsec" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "rsec_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"model_families_id" integer,
  	"products_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "rsec_id" integer;
  ALTER TABLE "reusable_section" ADD CONSTRAINT "reusable_section_section_id_rsec_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."rsec"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reusable_section" ADD CONSTRAINT "reusable_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_reusable_section_v" ADD CONSTRAINT "_reusable_section_v_section_id_rsec_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."rsec"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_reusable_section_v" ADD CONSTRAINT "_reusable_section_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rsec_blocks_heading" ADD CONSTRAINT "rsec_blocks_heading_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."rsec"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rsec_blocks_paragraph" ADD CONSTRAINT "rsec_blocks_paragraph_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."rsec"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rsec_blocks_image" ADD CONSTRAINT "rsec_blocks_image_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "rsec_blocks_image" ADD CONSTRAINT "rsec_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."rsec"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rsec_blocks_buttons_buttons" ADD CONSTRAINT "rsec_blocks_buttons_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."rsec_blocks_buttons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rsec_blocks_buttons" ADD CONSTRAINT "rsec_blocks_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."rsec"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rsec_blocks_list_items" ADD CONSTRAINT "rsec_blocks_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."rsec_blocks_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rsec_blocks_list" ADD CONSTRAINT "rsec_blocks_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."rsec"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rsec_blocks_quote" ADD CONSTRAINT "rsec_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."rsec"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rsec_blocks_table_rows_cells" ADD CONSTRAINT "rsec_blocks_table_rows_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."rsec_blocks_table_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rsec_blocks_table_rows" ADD CONSTRAINT "rsec_blocks_table_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."rsec_blocks_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rsec_blocks_table" ADD CONSTRAINT "rsec_blocks_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."rsec"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rsec_blocks_separator" ADD CONSTRAINT "rsec_blocks_separator_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."rsec"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rsec_blocks_html" ADD CONSTRAINT "rsec_blocks_html_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."rsec"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sec_svc_card" ADD CONSTRAINT "sec_svc_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."rsec"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sec_faq_list_items" ADD CONSTRAINT "sec_faq_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sec_faq_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sec_faq_list" ADD CONSTRAINT "sec_faq_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."rsec"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sec_card_rpt_cards" ADD CONSTRAINT "sec_card_rpt_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sec_card_rpt_cards" ADD CONSTRAINT "sec_card_rpt_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sec_card_rpt"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sec_card_rpt" ADD CONSTRAINT "sec_card_rpt_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."rsec"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sec_icon_grid_items" ADD CONSTRAINT "sec_icon_grid_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sec_icon_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sec_icon_grid" ADD CONSTRAINT "sec_icon_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."rsec"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sec_share_btns" ADD CONSTRAINT "sec_share_btns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."rsec"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rsec_blocks_rebate_savings" ADD CONSTRAINT "rsec_blocks_rebate_savings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."rsec"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sec_dlr_res" ADD CONSTRAINT "sec_dlr_res_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."rsec"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rsec_blocks_group" ADD CONSTRAINT "rsec_blocks_group_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."rsec"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rsec_blocks_columns_columns" ADD CONSTRAINT "rsec_blocks_columns_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."rsec_blocks_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rsec_blocks_columns" ADD CONSTRAINT "rsec_blocks_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."rsec"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sec_basic_banner" ADD CONSTRAINT "sec_basic_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."rsec"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sec_help_banner" ADD CONSTRAINT "sec_help_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."rsec"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sec_cta_cards_cards" ADD CONSTRAINT "sec_cta_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sec_cta_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sec_cta_cards" ADD CONSTRAINT "sec_cta_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."rsec"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sec_fifty_fifty" ADD CONSTRAINT "sec_fifty_fifty_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sec_fifty_fifty" ADD CONSTRAINT "sec_fifty_fifty_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."rsec"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sec_steps_steps" ADD CONSTRAINT "sec_steps_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sec_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sec_steps" ADD CONSTRAINT "sec_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."rsec"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sec_icon_list_items" ADD CONSTRAINT "sec_icon_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sec_icon_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sec_icon_list" ADD CONSTRAINT "sec_icon_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."rsec"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sec_link_card_cards" ADD CONSTRAINT "sec_link_card_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sec_link_card_cards" ADD CONSTRAINT "sec_link_card_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sec_link_card"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sec_link_card" ADD CONSTRAINT "sec_link_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."rsec"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sec_four_links_links" ADD CONSTRAINT "sec_four_links_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sec_four_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sec_four_links" ADD CONSTRAINT "sec_four_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."rsec"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sec_three_col_columns" ADD CONSTRAINT "sec_three_col_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sec_three_col"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sec_three_col" ADD CONSTRAINT "sec_three_col_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."rsec"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sec_acc_items" ADD CONSTRAINT "sec_acc_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sec_acc_items" ADD CONSTRAINT "sec_acc_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sec_acc"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sec_acc" ADD CONSTRAINT "sec_acc_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."rsec"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sec_video_cards_cards" ADD CONSTRAINT "sec_video_cards_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sec_video_cards_cards" ADD CONSTRAINT "sec_video_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sec_video_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sec_video_cards" ADD CONSTRAINT "sec_video_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."rsec"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sec_email_banner" ADD CONSTRAINT "sec_email_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."rsec"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rsec_rels" ADD CONSTRAINT "rsec_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."rsec"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rsec_rels" ADD CONSTRAINT "rsec_rels_model_families_fk" FOREIGN KEY ("model_families_id") REFERENCES "public"."model_families"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rsec_rels" ADD CONSTRAINT "rsec_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "reusable_section_order_idx" ON "reusable_section" USING btree ("_order");
  CREATE INDEX "reusable_section_parent_id_idx" ON "reusable_section" USING btree ("_parent_id");
  CREATE INDEX "reusable_section_path_idx" ON "reusable_section" USING btree ("_path");
  CREATE INDEX "reusable_section_section_idx" ON "reusable_section" USING btree ("section_id");
  CREATE INDEX "_reusable_section_v_order_idx" ON "_reusable_section_v" USING btree ("_order");
  CREATE INDEX "_reusable_section_v_parent_id_idx" ON "_reusable_section_v" USING btree ("_parent_id");
  CREATE INDEX "_reusable_section_v_path_idx" ON "_reusable_section_v" USING btree ("_path");
  CREATE INDEX "_reusable_section_v_section_idx" ON "_reusable_section_v" USING btree ("section_id");
  CREATE INDEX "rsec_blocks_heading_order_idx" ON "rsec_blocks_heading" USING btree ("_order");
  CREATE INDEX "rsec_blocks_heading_parent_id_idx" ON "rsec_blocks_heading" USING btree ("_parent_id");
  CREATE INDEX "rsec_blocks_heading_path_idx" ON "rsec_blocks_heading" USING btree ("_path");
  CREATE INDEX "rsec_blocks_paragraph_order_idx" ON "rsec_blocks_paragraph" USING btree ("_order");
  CREATE INDEX "rsec_blocks_paragraph_parent_id_idx" ON "rsec_blocks_paragraph" USING btree ("_parent_id");
  CREATE INDEX "rsec_blocks_paragraph_path_idx" ON "rsec_blocks_paragraph" USING btree ("_path");
  CREATE INDEX "rsec_blocks_image_order_idx" ON "rsec_blocks_image" USING btree ("_order");
  CREATE INDEX "rsec_blocks_image_parent_id_idx" ON "rsec_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "rsec_blocks_image_path_idx" ON "rsec_blocks_image" USING btree ("_path");
  CREATE INDEX "rsec_blocks_image_media_idx" ON "rsec_blocks_image" USING btree ("media_id");
  CREATE INDEX "rsec_blocks_buttons_buttons_order_idx" ON "rsec_blocks_buttons_buttons" USING btree ("_order");
  CREATE INDEX "rsec_blocks_buttons_buttons_parent_id_idx" ON "rsec_blocks_buttons_buttons" USING btree ("_parent_id");
  CREATE INDEX "rsec_blocks_buttons_order_idx" ON "rsec_blocks_buttons" USING btree ("_order");
  CREATE INDEX "rsec_blocks_buttons_parent_id_idx" ON "rsec_blocks_buttons" USING btree ("_parent_id");
  CREATE INDEX "rsec_blocks_buttons_path_idx" ON "rsec_blocks_buttons" USING btree ("_path");
  CREATE INDEX "rsec_blocks_list_items_order_idx" ON "rsec_blocks_list_items" USING btree ("_order");
  CREATE INDEX "rsec_blocks_list_items_parent_id_idx" ON "rsec_blocks_list_items" USING btree ("_parent_id");
  CREATE INDEX "rsec_blocks_list_order_idx" ON "rsec_blocks_list" USING btree ("_order");
  CREATE INDEX "rsec_blocks_list_parent_id_idx" ON "rsec_blocks_list" USING btree ("_parent_id");
  CREATE INDEX "rsec_blocks_list_path_idx" ON "rsec_blocks_list" USING btree ("_path");
  CREATE INDEX "rsec_blocks_quote_order_idx" ON "rsec_blocks_quote" USING btree ("_order");
  CREATE INDEX "rsec_blocks_quote_parent_id_idx" ON "rsec_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "rsec_blocks_quote_path_idx" ON "rsec_blocks_quote" USING btree ("_path");
  CREATE INDEX "rsec_blocks_table_rows_cells_order_idx" ON "rsec_blocks_table_rows_cells" USING btree ("_order");
  CREATE INDEX "rsec_blocks_table_rows_cells_parent_id_idx" ON "rsec_blocks_table_rows_cells" USING btree ("_parent_id");
  CREATE INDEX "rsec_blocks_table_rows_order_idx" ON "rsec_blocks_table_rows" USING btree ("_order");
  CREATE INDEX "rsec_blocks_table_rows_parent_id_idx" ON "rsec_blocks_table_rows" USING btree ("_parent_id");
  CREATE INDEX "rsec_blocks_table_order_idx" ON "rsec_blocks_table" USING btree ("_order");
  CREATE INDEX "rsec_blocks_table_parent_id_idx" ON "rsec_blocks_table" USING btree ("_parent_id");
  CREATE INDEX "rsec_blocks_table_path_idx" ON "rsec_blocks_table" USING btree ("_path");
  CREATE INDEX "rsec_blocks_separator_order_idx" ON "rsec_blocks_separator" USING btree ("_order");
  CREATE INDEX "rsec_blocks_separator_parent_id_idx" ON "rsec_blocks_separator" USING btree ("_parent_id");
  CREATE INDEX "rsec_blocks_separator_path_idx" ON "rsec_blocks_separator" USING btree ("_path");
  CREATE INDEX "rsec_blocks_html_order_idx" ON "rsec_blocks_html" USING btree ("_order");
  CREATE INDEX "rsec_blocks_html_parent_id_idx" ON "rsec_blocks_html" USING btree ("_parent_id");
  CREATE INDEX "rsec_blocks_html_path_idx" ON "rsec_blocks_html" USING btree ("_path");
  CREATE INDEX "sec_svc_card_order_idx" ON "sec_svc_card" USING btree ("_order");
  CREATE INDEX "sec_svc_card_parent_id_idx" ON "sec_svc_card" USING btree ("_parent_id");
  CREATE INDEX "sec_svc_card_path_idx" ON "sec_svc_card" USING btree ("_path");
  CREATE INDEX "sec_faq_list_items_order_idx" ON "sec_faq_list_items" USING btree ("_order");
  CREATE INDEX "sec_faq_list_items_parent_id_idx" ON "sec_faq_list_items" USING btree ("_parent_id");
  CREATE INDEX "sec_faq_list_order_idx" ON "sec_faq_list" USING btree ("_order");
  CREATE INDEX "sec_faq_list_parent_id_idx" ON "sec_faq_list" USING btree ("_parent_id");
  CREATE INDEX "sec_faq_list_path_idx" ON "sec_faq_list" USING btree ("_path");
  CREATE INDEX "sec_card_rpt_cards_order_idx" ON "sec_card_rpt_cards" USING btree ("_order");
  CREATE INDEX "sec_card_rpt_cards_parent_id_idx" ON "sec_card_rpt_cards" USING btree ("_parent_id");
  CREATE INDEX "sec_card_rpt_cards_image_idx" ON "sec_card_rpt_cards" USING btree ("image_id");
  CREATE INDEX "sec_card_rpt_order_idx" ON "sec_card_rpt" USING btree ("_order");
  CREATE INDEX "sec_card_rpt_parent_id_idx" ON "sec_card_rpt" USING btree ("_parent_id");
  CREATE INDEX "sec_card_rpt_path_idx" ON "sec_card_rpt" USING btree ("_path");
  CREATE INDEX "sec_icon_grid_items_order_idx" ON "sec_icon_grid_items" USING btree ("_order");
  CREATE INDEX "sec_icon_grid_items_parent_id_idx" ON "sec_icon_grid_items" USING btree ("_parent_id");
  CREATE INDEX "sec_icon_grid_order_idx" ON "sec_icon_grid" USING btree ("_order");
  CREATE INDEX "sec_icon_grid_parent_id_idx" ON "sec_icon_grid" USING btree ("_parent_id");
  CREATE INDEX "sec_icon_grid_path_idx" ON "sec_icon_grid" USING btree ("_path");
  CREATE INDEX "sec_share_btns_order_idx" ON "sec_share_btns" USING btree ("_order");
  CREATE INDEX "sec_share_btns_parent_id_idx" ON "sec_share_btns" USING btree ("_parent_id");
  CREATE INDEX "sec_share_btns_path_idx" ON "sec_share_btns" USING btree ("_path");
  CREATE INDEX "rsec_blocks_rebate_savings_order_idx" ON "rsec_blocks_rebate_savings" USING btree ("_order");
  CREATE INDEX "rsec_blocks_rebate_savings_parent_id_idx" ON "rsec_blocks_rebate_savings" USING btree ("_parent_id");
  CREATE INDEX "rsec_blocks_rebate_savings_path_idx" ON "rsec_blocks_rebate_savings" USING btree ("_path");
  CREATE INDEX "sec_dlr_res_order_idx" ON "sec_dlr_res" USING btree ("_order");
  CREATE INDEX "sec_dlr_res_parent_id_idx" ON "sec_dlr_res" USING btree ("_parent_id");
  CREATE INDEX "sec_dlr_res_path_idx" ON "sec_dlr_res" USING btree ("_path");
  CREATE INDEX "rsec_blocks_group_order_idx" ON "rsec_blocks_group" USING btree ("_order");
  CREATE INDEX "rsec_blocks_group_parent_id_idx" ON "rsec_blocks_group" USING btree ("_parent_id");
  CREATE INDEX "rsec_blocks_group_path_idx" ON "rsec_blocks_group" USING btree ("_path");
  CREATE INDEX "rsec_blocks_columns_columns_order_idx" ON "rsec_blocks_columns_columns" USING btree ("_order");
  CREATE INDEX "rsec_blocks_columns_columns_parent_id_idx" ON "rsec_blocks_columns_columns" USING btree ("_parent_id");
  CREATE INDEX "rsec_blocks_columns_order_idx" ON "rsec_blocks_columns" USING btree ("_order");
  CREATE INDEX "rsec_blocks_columns_parent_id_idx" ON "rsec_blocks_columns" USING btree ("_parent_id");
  CREATE INDEX "rsec_blocks_columns_path_idx" ON "rsec_blocks_columns" USING btree ("_path");
  CREATE INDEX "sec_basic_banner_order_idx" ON "sec_basic_banner" USING btree ("_order");
  CREATE INDEX "sec_basic_banner_parent_id_idx" ON "sec_basic_banner" USING btree ("_parent_id");
  CREATE INDEX "sec_basic_banner_path_idx" ON "sec_basic_banner" USING btree ("_path");
  CREATE INDEX "sec_help_banner_order_idx" ON "sec_help_banner" USING btree ("_order");
  CREATE INDEX "sec_help_banner_parent_id_idx" ON "sec_help_banner" USING btree ("_parent_id");
  CREATE INDEX "sec_help_banner_path_idx" ON "sec_help_banner" USING btree ("_path");
  CREATE INDEX "sec_cta_cards_cards_order_idx" ON "sec_cta_cards_cards" USING btree ("_order");
  CREATE INDEX "sec_cta_cards_cards_parent_id_idx" ON "sec_cta_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "sec_cta_cards_order_idx" ON "sec_cta_cards" USING btree ("_order");
  CREATE INDEX "sec_cta_cards_parent_id_idx" ON "sec_cta_cards" USING btree ("_parent_id");
  CREATE INDEX "sec_cta_cards_path_idx" ON "sec_cta_cards" USING btree ("_path");
  CREATE INDEX "sec_fifty_fifty_order_idx" ON "sec_fifty_fifty" USING btree ("_order");
  CREATE INDEX "sec_fifty_fifty_parent_id_idx" ON "sec_fifty_fifty" USING btree ("_parent_id");
  CREATE INDEX "sec_fifty_fifty_path_idx" ON "sec_fifty_fifty" USING btree ("_path");
  CREATE INDEX "sec_fifty_fifty_image_idx" ON "sec_fifty_fifty" USING btree ("image_id");
  CREATE INDEX "sec_steps_steps_order_idx" ON "sec_steps_steps" USING btree ("_order");
  CREATE INDEX "sec_steps_steps_parent_id_idx" ON "sec_steps_steps" USING btree ("_parent_id");
  CREATE INDEX "sec_steps_order_idx" ON "sec_steps" USING btree ("_order");
  CREATE INDEX "sec_steps_parent_id_idx" ON "sec_steps" USING btree ("_parent_id");
  CREATE INDEX "sec_steps_path_idx" ON "sec_steps" USING btree ("_path");
  CREATE INDEX "sec_icon_list_items_order_idx" ON "sec_icon_list_items" USING btree ("_order");
  CREATE INDEX "sec_icon_list_items_parent_id_idx" ON "sec_icon_list_items" USING btree ("_parent_id");
  CREATE INDEX "sec_icon_list_order_idx" ON "sec_icon_list" USING btree ("_order");
  CREATE INDEX "sec_icon_list_parent_id_idx" ON "sec_icon_list" USING btree ("_parent_id");
  CREATE INDEX "sec_icon_list_path_idx" ON "sec_icon_list" USING btree ("_path");
  CREATE INDEX "sec_link_card_cards_order_idx" ON "sec_link_card_cards" USING btree ("_order");
  CREATE INDEX "sec_link_card_cards_parent_id_idx" ON "sec_link_card_cards" USING btree ("_parent_id");
  CREATE INDEX "sec_link_card_cards_image_idx" ON "sec_link_card_cards" USING btree ("image_id");
  CREATE INDEX "sec_link_card_order_idx" ON "sec_link_card" USING btree ("_order");
  CREATE INDEX "sec_link_card_parent_id_idx" ON "sec_link_card" USING btree ("_parent_id");
  CREATE INDEX "sec_link_card_path_idx" ON "sec_link_card" USING btree ("_path");
  CREATE INDEX "sec_four_links_links_order_idx" ON "sec_four_links_links" USING btree ("_order");
  CREATE INDEX "sec_four_links_links_parent_id_idx" ON "sec_four_links_links" USING btree ("_parent_id");
  CREATE INDEX "sec_four_links_order_idx" ON "sec_four_links" USING btree ("_order");
  CREATE INDEX "sec_four_links_parent_id_idx" ON "sec_four_links" USING btree ("_parent_id");
  CREATE INDEX "sec_four_links_path_idx" ON "sec_four_links" USING btree ("_path");
  CREATE INDEX "sec_three_col_columns_order_idx" ON "sec_three_col_columns" USING btree ("_order");
  CREATE INDEX "sec_three_col_columns_parent_id_idx" ON "sec_three_col_columns" USING btree ("_parent_id");
  CREATE INDEX "sec_three_col_order_idx" ON "sec_three_col" USING btree ("_order");
  CREATE INDEX "sec_three_col_parent_id_idx" ON "sec_three_col" USING btree ("_parent_id");
  CREATE INDEX "sec_three_col_path_idx" ON "sec_three_col" USING btree ("_path");
  CREATE INDEX "sec_acc_items_order_idx" ON "sec_acc_items" USING btree ("_order");
  CREATE INDEX "sec_acc_items_parent_id_idx" ON "sec_acc_items" USING btree ("_parent_id");
  CREATE INDEX "sec_acc_items_image_idx" ON "sec_acc_items" USING btree ("image_id");
  CREATE INDEX "sec_acc_order_idx" ON "sec_acc" USING btree ("_order");
  CREATE INDEX "sec_acc_parent_id_idx" ON "sec_acc" USING btree ("_parent_id");
  CREATE INDEX "sec_acc_path_idx" ON "sec_acc" USING btree ("_path");
  CREATE INDEX "sec_video_cards_cards_order_idx" ON "sec_video_cards_cards" USING btree ("_order");
  CREATE INDEX "sec_video_cards_cards_parent_id_idx" ON "sec_video_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "sec_video_cards_cards_image_idx" ON "sec_video_cards_cards" USING btree ("image_id");
  CREATE INDEX "sec_video_cards_order_idx" ON "sec_video_cards" USING btree ("_order");
  CREATE INDEX "sec_video_cards_parent_id_idx" ON "sec_video_cards" USING btree ("_parent_id");
  CREATE INDEX "sec_video_cards_path_idx" ON "sec_video_cards" USING btree ("_path");
  CREATE INDEX "sec_email_banner_order_idx" ON "sec_email_banner" USING btree ("_order");
  CREATE INDEX "sec_email_banner_parent_id_idx" ON "sec_email_banner" USING btree ("_parent_id");
  CREATE INDEX "sec_email_banner_path_idx" ON "sec_email_banner" USING btree ("_path");
  CREATE INDEX "rsec_updated_at_idx" ON "rsec" USING btree ("updated_at");
  CREATE INDEX "rsec_created_at_idx" ON "rsec" USING btree ("created_at");
  CREATE INDEX "rsec_rels_order_idx" ON "rsec_rels" USING btree ("order");
  CREATE INDEX "rsec_rels_parent_idx" ON "rsec_rels" USING btree ("parent_id");
  CREATE INDEX "rsec_rels_path_idx" ON "rsec_rels" USING btree ("path");
  CREATE INDEX "rsec_rels_model_families_id_idx" ON "rsec_rels" USING btree ("model_families_id");
  CREATE INDEX "rsec_rels_products_id_idx" ON "rsec_rels" USING btree ("products_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sections_fk" FOREIGN KEY ("rsec_id") REFERENCES "public"."rsec"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_rsec_id_idx" ON "payload_locked_documents_rels" USING btree ("rsec_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reusable_section" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_reusable_section_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rsec_blocks_heading" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rsec_blocks_paragraph" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rsec_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rsec_blocks_buttons_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rsec_blocks_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rsec_blocks_list_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rsec_blocks_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rsec_blocks_quote" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rsec_blocks_table_rows_cells" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rsec_blocks_table_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rsec_blocks_table" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rsec_blocks_separator" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rsec_blocks_html" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sec_svc_card" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sec_faq_list_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sec_faq_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sec_card_rpt_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sec_card_rpt" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sec_icon_grid_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sec_icon_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sec_share_btns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rsec_blocks_rebate_savings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sec_dlr_res" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rsec_blocks_group" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rsec_blocks_columns_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rsec_blocks_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sec_basic_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sec_help_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sec_cta_cards_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sec_cta_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sec_fifty_fifty" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sec_steps_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sec_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sec_icon_list_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sec_icon_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sec_link_card_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sec_link_card" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sec_four_links_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sec_four_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sec_three_col_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sec_three_col" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sec_acc_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sec_acc" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sec_video_cards_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sec_video_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sec_email_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rsec" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rsec_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reusable_section" CASCADE;
  DROP TABLE "_reusable_section_v" CASCADE;
  DROP TABLE "rsec_blocks_heading" CASCADE;
  DROP TABLE "rsec_blocks_paragraph" CASCADE;
  DROP TABLE "rsec_blocks_image" CASCADE;
  DROP TABLE "rsec_blocks_buttons_buttons" CASCADE;
  DROP TABLE "rsec_blocks_buttons" CASCADE;
  DROP TABLE "rsec_blocks_list_items" CASCADE;
  DROP TABLE "rsec_blocks_list" CASCADE;
  DROP TABLE "rsec_blocks_quote" CASCADE;
  DROP TABLE "rsec_blocks_table_rows_cells" CASCADE;
  DROP TABLE "rsec_blocks_table_rows" CASCADE;
  DROP TABLE "rsec_blocks_table" CASCADE;
  DROP TABLE "rsec_blocks_separator" CASCADE;
  DROP TABLE "rsec_blocks_html" CASCADE;
  DROP TABLE "sec_svc_card" CASCADE;
  DROP TABLE "sec_faq_list_items" CASCADE;
  DROP TABLE "sec_faq_list" CASCADE;
  DROP TABLE "sec_card_rpt_cards" CASCADE;
  DROP TABLE "sec_card_rpt" CASCADE;
  DROP TABLE "sec_icon_grid_items" CASCADE;
  DROP TABLE "sec_icon_grid" CASCADE;
  DROP TABLE "sec_share_btns" CASCADE;
  DROP TABLE "rsec_blocks_rebate_savings" CASCADE;
  DROP TABLE "sec_dlr_res" CASCADE;
  DROP TABLE "rsec_blocks_group" CASCADE;
  DROP TABLE "rsec_blocks_columns_columns" CASCADE;
  DROP TABLE "rsec_blocks_columns" CASCADE;
  DROP TABLE "sec_basic_banner" CASCADE;
  DROP TABLE "sec_help_banner" CASCADE;
  DROP TABLE "sec_cta_cards_cards" CASCADE;
  DROP TABLE "sec_cta_cards" CASCADE;
  DROP TABLE "sec_fifty_fifty" CASCADE;
  DROP TABLE "sec_steps_steps" CASCADE;
  DROP TABLE "sec_steps" CASCADE;
  DROP TABLE "sec_icon_list_items" CASCADE;
  DROP TABLE "sec_icon_list" CASCADE;
  DROP TABLE "sec_link_card_cards" CASCADE;
  DROP TABLE "sec_link_card" CASCADE;
  DROP TABLE "sec_four_links_links" CASCADE;
  DROP TABLE "sec_four_links" CASCADE;
  DROP TABLE "sec_three_col_columns" CASCADE;
  DROP TABLE "sec_three_col" CASCADE;
  DROP TABLE "sec_acc_items" CASCADE;
  DROP TABLE "sec_acc" CASCADE;
  DROP TABLE "sec_video_cards_cards" CASCADE;
  DROP TABLE "sec_video_cards" CASCADE;
  DROP TABLE "sec_email_banner" CASCADE;
  DROP TABLE "rsec" CASCADE;
  DROP TABLE "rsec_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sections_fk";
  
  DROP INDEX "payload_locked_documents_rels_rsec_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "rsec_id";
  DROP TYPE "public"."enum_rsec_blocks_heading_level";
  DROP TYPE "public"."enum_rsec_blocks_heading_alignment";
  DROP TYPE "public"."enum_rsec_blocks_heading_appearance_background_color";
  DROP TYPE "public"."enum_rsec_blocks_heading_appearance_padding";
  DROP TYPE "public"."enum_rsec_blocks_heading_appearance_shadow";
  DROP TYPE "public"."enum_rsec_blocks_paragraph_appearance_background_color";
  DROP TYPE "public"."enum_rsec_blocks_paragraph_appearance_padding";
  DROP TYPE "public"."enum_rsec_blocks_paragraph_appearance_shadow";
  DROP TYPE "public"."enum_rsec_blocks_image_source";
  DROP TYPE "public"."enum_rsec_blocks_image_display_width";
  DROP TYPE "public"."enum_rsec_blocks_image_appearance_background_color";
  DROP TYPE "public"."enum_rsec_blocks_image_appearance_padding";
  DROP TYPE "public"."enum_rsec_blocks_image_appearance_shadow";
  DROP TYPE "public"."enum_rsec_blocks_buttons_buttons_variant";
  DROP TYPE "public"."enum_rsec_blocks_buttons_alignment";
  DROP TYPE "public"."enum_rsec_blocks_buttons_appearance_background_color";
  DROP TYPE "public"."enum_rsec_blocks_buttons_appearance_padding";
  DROP TYPE "public"."enum_rsec_blocks_buttons_appearance_shadow";
  DROP TYPE "public"."enum_rsec_blocks_list_appearance_background_color";
  DROP TYPE "public"."enum_rsec_blocks_list_appearance_padding";
  DROP TYPE "public"."enum_rsec_blocks_list_appearance_shadow";
  DROP TYPE "public"."enum_rsec_blocks_quote_appearance_background_color";
  DROP TYPE "public"."enum_rsec_blocks_quote_appearance_padding";
  DROP TYPE "public"."enum_rsec_blocks_quote_appearance_shadow";
  DROP TYPE "public"."enum_rsec_blocks_table_appearance_background_color";
  DROP TYPE "public"."enum_rsec_blocks_table_appearance_padding";
  DROP TYPE "public"."enum_rsec_blocks_table_appearance_shadow";
  DROP TYPE "public"."enum_rsec_blocks_separator_style";
  DROP TYPE "public"."enum_rsec_blocks_separator_appearance_background_color";
  DROP TYPE "public"."enum_rsec_blocks_separator_appearance_padding";
  DROP TYPE "public"."enum_rsec_blocks_separator_appearance_shadow";
  DROP TYPE "public"."enum_rsec_blocks_html_appearance_background_color";
  DROP TYPE "public"."enum_rsec_blocks_html_appearance_padding";
  DROP TYPE "public"."enum_rsec_blocks_html_appearance_shadow";
  DROP TYPE "public"."enum_sec_svc_card_appearance_background_color";
  DROP TYPE "public"."enum_sec_svc_card_appearance_padding";
  DROP TYPE "public"."enum_sec_svc_card_appearance_shadow";
  DROP TYPE "public"."enum_sec_faq_list_appearance_background_color";
  DROP TYPE "public"."enum_sec_faq_list_appearance_padding";
  DROP TYPE "public"."enum_sec_faq_list_appearance_shadow";
  DROP TYPE "public"."enum_sec_card_rpt_appearance_background_color";
  DROP TYPE "public"."enum_sec_card_rpt_appearance_padding";
  DROP TYPE "public"."enum_sec_card_rpt_appearance_shadow";
  DROP TYPE "public"."enum_sec_icon_grid_items_icon";
  DROP TYPE "public"."enum_sec_icon_grid_appearance_background_color";
  DROP TYPE "public"."enum_sec_icon_grid_appearance_padding";
  DROP TYPE "public"."enum_sec_icon_grid_appearance_shadow";
  DROP TYPE "public"."enum_sec_share_btns_facebook";
  DROP TYPE "public"."enum_sec_share_btns_twitter";
  DROP TYPE "public"."enum_sec_share_btns_linkedin";
  DROP TYPE "public"."enum_sec_share_btns_whatsapp";
  DROP TYPE "public"."enum_sec_share_btns_email";
  DROP TYPE "public"."enum_sec_share_btns_appearance_background_color";
  DROP TYPE "public"."enum_sec_share_btns_appearance_padding";
  DROP TYPE "public"."enum_sec_share_btns_appearance_shadow";
  DROP TYPE "public"."enum_rsec_blocks_rebate_savings_hide_slider";
  DROP TYPE "public"."enum_rsec_blocks_rebate_savings_appearance_background_color";
  DROP TYPE "public"."enum_rsec_blocks_rebate_savings_appearance_padding";
  DROP TYPE "public"."enum_rsec_blocks_rebate_savings_appearance_shadow";
  DROP TYPE "public"."enum_sec_dlr_res_appearance_background_color";
  DROP TYPE "public"."enum_sec_dlr_res_appearance_padding";
  DROP TYPE "public"."enum_sec_dlr_res_appearance_shadow";
  DROP TYPE "public"."enum_rsec_blocks_group_direction";
  DROP TYPE "public"."enum_rsec_blocks_group_justification";
  DROP TYPE "public"."enum_rsec_blocks_group_alignment";
  DROP TYPE "public"."enum_rsec_blocks_group_appearance_background_color";
  DROP TYPE "public"."enum_rsec_blocks_group_appearance_padding";
  DROP TYPE "public"."enum_rsec_blocks_group_appearance_shadow";
  DROP TYPE "public"."enum_rsec_blocks_columns_columns_widths_mobile";
  DROP TYPE "public"."enum_rsec_blocks_columns_columns_widths_small";
  DROP TYPE "public"."enum_rsec_blocks_columns_columns_widths_medium";
  DROP TYPE "public"."enum_rsec_blocks_columns_columns_widths_large";
  DROP TYPE "public"."enum_rsec_blocks_columns_columns_widths_xlarge";
  DROP TYPE "public"."enum_rsec_blocks_columns_columns_widths_xxlarge";
  DROP TYPE "public"."enum_rsec_blocks_columns_preset";
  DROP TYPE "public"."enum_rsec_blocks_columns_vertical_alignment";
  DROP TYPE "public"."enum_rsec_blocks_columns_gap";
  DROP TYPE "public"."enum_rsec_blocks_columns_appearance_background_color";
  DROP TYPE "public"."enum_rsec_blocks_columns_appearance_padding";
  DROP TYPE "public"."enum_rsec_blocks_columns_appearance_shadow";
  DROP TYPE "public"."enum_sec_basic_banner_background_color";
  DROP TYPE "public"."enum_sec_help_banner_language";
  DROP TYPE "public"."enum_sec_cta_cards_appearance_background_color";
  DROP TYPE "public"."enum_sec_cta_cards_appearance_padding";
  DROP TYPE "public"."enum_sec_cta_cards_appearance_shadow";
  DROP TYPE "public"."enum_sec_fifty_fifty_image_position";
  DROP TYPE "public"."enum_sec_fifty_fifty_appearance_background_color";
  DROP TYPE "public"."enum_sec_fifty_fifty_appearance_padding";
  DROP TYPE "public"."enum_sec_fifty_fifty_appearance_shadow";
  DROP TYPE "public"."enum_sec_steps_appearance_background_color";
  DROP TYPE "public"."enum_sec_steps_appearance_padding";
  DROP TYPE "public"."enum_sec_steps_appearance_shadow";
  DROP TYPE "public"."enum_sec_icon_list_items_icon";
  DROP TYPE "public"."enum_sec_icon_list_appearance_background_color";
  DROP TYPE "public"."enum_sec_icon_list_appearance_padding";
  DROP TYPE "public"."enum_sec_icon_list_appearance_shadow";
  DROP TYPE "public"."enum_sec_link_card_appearance_background_color";
  DROP TYPE "public"."enum_sec_link_card_appearance_padding";
  DROP TYPE "public"."enum_sec_link_card_appearance_shadow";
  DROP TYPE "public"."enum_sec_four_links_appearance_background_color";
  DROP TYPE "public"."enum_sec_four_links_appearance_padding";
  DROP TYPE "public"."enum_sec_four_links_appearance_shadow";
  DROP TYPE "public"."enum_sec_three_col_appearance_background_color";
  DROP TYPE "public"."enum_sec_three_col_appearance_padding";
  DROP TYPE "public"."enum_sec_three_col_appearance_shadow";
  DROP TYPE "public"."enum_sec_acc_appearance_background_color";
  DROP TYPE "public"."enum_sec_acc_appearance_padding";
  DROP TYPE "public"."enum_sec_acc_appearance_shadow";
  DROP TYPE "public"."enum_sec_video_cards_appearance_background_color";
  DROP TYPE "public"."enum_sec_video_cards_appearance_padding";
  DROP TYPE "public"."enum_sec_video_cards_appearance_shadow";
  DROP TYPE "public"."enum_sec_email_banner_appearance_background_color";
  DROP TYPE "public"."enum_sec_email_banner_appearance_padding";
  DROP TYPE "public"."enum_sec_email_banner_appearance_shadow";`)
}
