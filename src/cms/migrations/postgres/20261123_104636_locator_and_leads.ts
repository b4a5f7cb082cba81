import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_dlr_locator_title_tag" AS ENUM('h1', 'h2', 'h3', 'h4');
  CREATE TYPE "public"."enum_dlr_locator_title_classes" AS ENUM('standard', 'centered', 'large');
  CREATE TYPE "public"."enum_dlr_locator_zero_result_variant" AS ENUM('standard', 'support', 'short');
  CREATE TYPE "public"."enum_dlr_locator_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_dlr_locator_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_dlr_locator_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_dlr_slider_title_tag" AS ENUM('h1', 'h2', 'h3', 'h4');
  CREATE TYPE "public"."enum_dlr_slider_title_classes" AS ENUM('standard', 'centered', 'large');
  CREATE TYPE "public"."enum_dlr_slider_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_dlr_slider_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_dlr_slider_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_pages_blocks_zip_box_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_zip_box_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_pages_blocks_zip_box_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_home_form_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_home_form_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_home_form_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_pages_blocks_newsletter_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_newsletter_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_pages_blocks_newsletter_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__dlr_locator_v_title_tag" AS ENUM('h1', 'h2', 'h3', 'h4');
  CREATE TYPE "public"."enum__dlr_locator_v_title_classes" AS ENUM('standard', 'centered', 'large');
  CREATE TYPE "public"."enum__dlr_locator_v_zero_result_variant" AS ENUM('standard', 'support', 'short');
  CREATE TYPE "public"."enum__dlr_locator_v_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__dlr_locator_v_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__dlr_locator_v_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__dlr_slider_v_title_tag" AS ENUM('h1', 'h2', 'h3', 'h4');
  CREATE TYPE "public"."enum__dlr_slider_v_title_classes" AS ENUM('standard', 'centered', 'large');
  CREATE TYPE "public"."enum__dlr_slider_v_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__dlr_slider_v_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__dlr_slider_v_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__pages_v_blocks_zip_box_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_zip_box_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__pages_v_blocks_zip_box_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__home_form_v_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__home_form_v_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__home_form_v_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__pages_v_blocks_newsletter_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_newsletter_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__pages_v_blocks_newsletter_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_leads_kind" AS ENUM('CONTACT_DEALER', 'BOOKING', 'CUSTOMER_SERVICE');
  CREATE TYPE "public"."enum_leads_audience" AS ENUM('business', 'contractor', 'dealer');
  CREATE TYPE "public"."enum_leads_state" AS ENUM('AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT');
  CREATE TYPE "public"."enum_leads_topic" AS ENUM('new-system', 'repair-system', 'pricing', 'other');
  CREATE TYPE "public"."enum_leads_window" AS ENUM('morning', 'afternoon', 'evening');
  CREATE TYPE "public"."enum_leads_delivery_state" AS ENUM('queued', 'retrying', 'sent', 'failed');
  CREATE TYPE "public"."enum_exports_format" AS ENUM('csv', 'json');
  CREATE TYPE "public"."enum_exports_sort_order" AS ENUM('asc', 'desc');
  CREATE TYPE "public"."enum_exports_drafts" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_imports_import_mode" AS ENUM('create', 'update', 'upsert');
  CREATE TYPE "public"."enum_imports_status" AS ENUM('pending', 'completed', 'partial', 'failed');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliverLead', 'clearOldLeads', 'createCollectionExport', 'createCollectionImport');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliverLead', 'clearOldLeads', 'createCollectionExport', 'createCollectionImport');
  CREATE TABLE "dlr_locator" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"locator_block_title" varchar,
  	"title_tag" "enum_dlr_locator_title_tag" DEFAULT 'h2',
  	"title_classes" "enum_dlr_locator_title_classes" DEFAULT 'standard',
  	"block_intro_content" varchar,
  	"zero_result_variant" "enum_dlr_locator_zero_result_variant" DEFAULT 'standard',
  	"show_zip_box" boolean DEFAULT true,
  	"appearance_background_color" "enum_dlr_locator_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_dlr_locator_appearance_padding",
  	"appearance_shadow" "enum_dlr_locator_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "dlr_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"locator_block_title" varchar,
  	"title_tag" "enum_dlr_slider_title_tag" DEFAULT 'h2',
  	"title_classes" "enum_dlr_slider_title_classes" DEFAULT 'standard',
  	"block_intro_content" varchar,
  	"carousel_options_desk_active" boolean DEFAULT false,
  	"carousel_options_desk_slides_per_view" numeric,
  	"carousel_options_desk_arrows" boolean,
  	"carousel_options_desk_dots_navigation" boolean,
  	"carousel_options_desk_infinite_loop" boolean,
  	"carousel_options_desk_automatic_transition" boolean,
  	"carousel_options_desk_transition_delay" numeric,
  	"carousel_options_tablet_active" boolean DEFAULT false,
  	"carousel_options_tablet_slides_per_view" numeric,
  	"carousel_options_tablet_arrows" boolean,
  	"carousel_options_tablet_dots_navigation" boolean,
  	"carousel_options_tablet_infinite_loop" boolean,
  	"carousel_options_tablet_automatic_transition" boolean,
  	"carousel_options_tablet_transition_delay" numeric,
  	"carousel_options_mobile_active" boolean DEFAULT false,
  	"carousel_options_mobile_slides_per_view" numeric,
  	"carousel_options_mobile_arrows" boolean,
  	"carousel_options_mobile_dots_navigation" boolean,
  	"carousel_options_mobile_infinite_loop" boolean,
  	"carousel_options_mobile_automatic_transition" boolean,
  	"carousel_options_mobile_transition_delay" numeric,
  	"appearance_background_color" "enum_dlr_slider_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_dlr_slider_appearance_padding",
  	"appearance_shadow" "enum_dlr_slider_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_zip_box" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"label" varchar DEFAULT 'Zip or postal code',
  	"with_location" boolean DEFAULT true,
  	"appearance_background_color" "enum_pages_blocks_zip_box_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_pages_blocks_zip_box_appearance_padding",
  	"appearance_shadow" "enum_pages_blocks_zip_box_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"intro" varchar,
  	"offer_other_visitors" boolean DEFAULT true,
  	"appearance_background_color" "enum_home_form_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_home_form_appearance_padding",
  	"appearance_shadow" "enum_home_form_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_newsletter" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Get comfort tips and offers',
  	"text" varchar,
  	"appearance_background_color" "enum_pages_blocks_newsletter_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_pages_blocks_newsletter_appearance_padding",
  	"appearance_shadow" "enum_pages_blocks_newsletter_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_dlr_locator_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"locator_block_title" varchar,
  	"title_tag" "enum__dlr_locator_v_title_tag" DEFAULT 'h2',
  	"title_classes" "enum__dlr_locator_v_title_classes" DEFAULT 'standard',
  	"block_intro_content" varchar,
  	"zero_result_variant" "enum__dlr_locator_v_zero_result_variant" DEFAULT 'standard',
  	"show_zip_box" boolean DEFAULT true,
  	"appearance_background_color" "enum__dlr_locator_v_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__dlr_locator_v_appearance_padding",
  	"appearance_shadow" "enum__dlr_locator_v_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_dlr_slider_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"locator_block_title" varchar,
  	"title_tag" "enum__dlr_slider_v_title_tag" DEFAULT 'h2',
  	"title_classes" "enum__dlr_slider_v_title_classes" DEFAULT 'standard',
  	"block_intro_content" varchar,
  	"carousel_options_desk_active" boolean DEFAULT false,
  	"carousel_options_desk_slides_per_view" numeric,
  	"carousel_options_desk_arrows" boolean,
  	"carousel_options_desk_dots_navigation" boolean,
  	"carousel_options_desk_infinite_loop" boolean,
  	"carousel_options_desk_automatic_transition" boolean,
  	"carousel_options_desk_transition_delay" numeric,
  	"carousel_options_tablet_active" boolean DEFAULT false,
  	"carousel_options_tablet_slides_per_view" numeric,
  	"carousel_options_tablet_arrows" boolean,
  	"carousel_options_tablet_dots_navigation" boolean,
  	"carousel_options_tablet_infinite_loop" boolean,
  	"carousel_options_tablet_automatic_transition" boolean,
  	"carousel_options_tablet_transition_delay" numeric,
  	"carousel_options_mobile_active" boolean DEFAULT false,
  	"carousel_options_mobile_slides_per_view" numeric,
  	"carousel_options_mobile_arrows" boolean,
  	"carousel_options_mobile_dots_navigation" boolean,
  	"carousel_options_mobile_infinite_loop" boolean,
  	"carousel_options_mobile_automatic_transition" boolean,
  	"carousel_options_mobile_transition_delay" numeric,
  	"appearance_background_color" "enum__dlr_slider_v_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__dlr_slider_v_appearance_padding",
  	"appearance_shadow" "enum__dlr_slider_v_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_zip_box" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"label" varchar DEFAULT 'Zip or postal code',
  	"with_location" boolean DEFAULT true,
  	"appearance_background_color" "enum__pages_v_blocks_zip_box_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__pages_v_blocks_zip_box_appearance_padding",
  	"appearance_shadow" "enum__pages_v_blocks_zip_box_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_form_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"intro" varchar,
  	"offer_other_visitors" boolean DEFAULT true,
  	"appearance_background_color" "enum__home_form_v_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__home_form_v_appearance_padding",
  	"appearance_shadow" "enum__home_form_v_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_newsletter" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Get comfort tips and offers',
  	"text" varchar,
  	"appearance_background_color" "enum__pages_v_blocks_newsletter_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__pages_v_blocks_newsletter_appearance_padding",
  	"appearance_shadow" "enum__pages_v_blocks_newsletter_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_leads_kind" NOT NULL,
  	"company_id" numeric,
  	"dealer_id" integer,
  	"audience" "enum_leads_audience",
  	"first_name" varchar,
  	"last_name" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"address_line1" varchar,
  	"city" varchar,
  	"state" "enum_leads_state",
  	"zip" varchar,
  	"comments" varchar,
  	"topic" "enum_leads_topic",
  	"preferred_date" varchar,
  	"window" "enum_leads_window",
  	"consent_text" varchar,
  	"consent_at" timestamp(3) with time zone,
  	"consent_page_url" varchar,
  	"profile_mta_aid" varchar,
  	"profile_mta_sid" varchar,
  	"delivery_state" "enum_leads_delivery_state" DEFAULT 'queued' NOT NULL,
  	"delivery_attempts" numeric DEFAULT 0,
  	"delivery_sent_at" timestamp(3) with time zone,
  	"delivery_error" varchar,
  	"delivery_claimed_until" timestamp(3) with time zone,
  	"brand_code" varchar,
  	"source_tag" varchar,
  	"personal_data_cleared_at" timestamp(3) with time zone,
  	"idempotency_key" varchar NOT NULL,
  	"request_hash" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "newsletter_signups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"brand_code" varchar,
  	"source_tag" varchar,
  	"idempotency_key" varchar NOT NULL,
  	"request_hash" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "exports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"format" "enum_exports_format" DEFAULT 'csv' NOT NULL,
  	"limit" numeric,
  	"page" numeric DEFAULT 1,
  	"sort" varchar,
  	"sort_order" "enum_exports_sort_order",
  	"drafts" "enum_exports_drafts" DEFAULT 'yes',
  	"collection_slug" varchar DEFAULT 'leads' NOT NULL,
  	"where" jsonb DEFAULT '{}'::jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "exports_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "imports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"collection_slug" varchar NOT NULL,
  	"import_mode" "enum_imports_import_mode",
  	"match_field" varchar DEFAULT 'id',
  	"status" "enum_imports_status" DEFAULT 'pending',
  	"summary_imported" numeric,
  	"summary_updated" numeric,
  	"summary_total" numeric,
  	"summary_issues" numeric,
  	"summary_issue_details" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"meta" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "leads_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_signups_id" integer;
  ALTER TABLE "dlr_locator" ADD CONSTRAINT "dlr_locator_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dlr_slider" ADD CONSTRAINT "dlr_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_zip_box" ADD CONSTRAINT "pages_blocks_zip_box_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_form" ADD CONSTRAINT "home_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_newsletter" ADD CONSTRAINT "pages_blocks_newsletter_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dlr_locator_v" ADD CONSTRAINT "_dlr_locator_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dlr_slider_v" ADD CONSTRAINT "_dlr_slider_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_zip_box" ADD CONSTRAINT "_pages_v_blocks_zip_box_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_form_v" ADD CONSTRAINT "_home_form_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_newsletter" ADD CONSTRAINT "_pages_v_blocks_newsletter_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "exports_texts" ADD CONSTRAINT "exports_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."exports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "dlr_locator_order_idx" ON "dlr_locator" USING btree ("_order");
  CREATE INDEX "dlr_locator_parent_id_idx" ON "dlr_locator" USING btree ("_parent_id");
  CREATE INDEX "dlr_locator_path_idx" ON "dlr_locator" USING btree ("_path");
  CREATE INDEX "dlr_slider_order_idx" ON "dlr_slider" USING btree ("_order");
  CREATE INDEX "dlr_slider_parent_id_idx" ON "dlr_slider" USING btree ("_parent_id");
  CREATE INDEX "dlr_slider_path_idx" ON "dlr_slider" USING btree ("_path");
  CREATE INDEX "pages_blocks_zip_box_order_idx" ON "pages_blocks_zip_box" USING btree ("_order");
  CREATE INDEX "pages_blocks_zip_box_parent_id_idx" ON "pages_blocks_zip_box" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_zip_box_path_idx" ON "pages_blocks_zip_box" USING btree ("_path");
  CREATE INDEX "home_form_order_idx" ON "home_form" USING btree ("_order");
  CREATE INDEX "home_form_parent_id_idx" ON "home_form" USING btree ("_parent_id");
  CREATE INDEX "home_form_path_idx" ON "home_form" USING btree ("_path");
  CREATE INDEX "pages_blocks_newsletter_order_idx" ON "pages_blocks_newsletter" USING btree ("_order");
  CREATE INDEX "pages_blocks_newsletter_parent_id_idx" ON "pages_blocks_newsletter" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_newsletter_path_idx" ON "pages_blocks_newsletter" USING btree ("_path");
  CREATE INDEX "_dlr_locator_v_order_idx" ON "_dlr_locator_v" USING btree ("_order");
  CREATE INDEX "_dlr_locator_v_parent_id_idx" ON "_dlr_locator_v" USING btree ("_parent_id");
  CREATE INDEX "_dlr_locator_v_path_idx" ON "_dlr_locator_v" USING btree ("_path");
  CREATE INDEX "_dlr_slider_v_order_idx" ON "_dlr_slider_v" USING btree ("_order");
  CREATE INDEX "_dlr_slider_v_parent_id_idx" ON "_dlr_slider_v" USING btree ("_parent_id");
  CREATE INDEX "_dlr_slider_v_path_idx" ON "_dlr_slider_v" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_zip_box_order_idx" ON "_pages_v_blocks_zip_box" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_zip_box_parent_id_idx" ON "_pages_v_blocks_zip_box" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_zip_box_path_idx" ON "_pages_v_blocks_zip_box" USING btree ("_path");
  CREATE INDEX "_home_form_v_order_idx" ON "_home_form_v" USING btree ("_order");
  CREATE INDEX "_home_form_v_parent_id_idx" ON "_home_form_v" USING btree ("_parent_id");
  CREATE INDEX "_home_form_v_path_idx" ON "_home_form_v" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_newsletter_order_idx" ON "_pages_v_blocks_newsletter" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_newsletter_parent_id_idx" ON "_pages_v_blocks_newsletter" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_newsletter_path_idx" ON "_pages_v_blocks_newsletter" USING btree ("_path");
  CREATE INDEX "leads_kind_idx" ON "leads" USING btree ("kind");
  CREATE INDEX "leads_company_id_idx" ON "leads" USING btree ("company_id");
  CREATE INDEX "leads_dealer_idx" ON "leads" USING btree ("dealer_id");
  CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");
  CREATE INDEX "leads_delivery_state_idx" ON "leads" USING btree ("delivery_state");
  CREATE INDEX "leads_personal_data_cleared_at_idx" ON "leads" USING btree ("personal_data_cleared_at");
  CREATE UNIQUE INDEX "leads_idempotency_key_idx" ON "leads" USING btree ("idempotency_key");
  CREATE INDEX "leads_updated_at_idx" ON "leads" USING btree ("updated_at");
  CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");
  CREATE INDEX "newsletter_signups_email_idx" ON "newsletter_signups" USING btree ("email");
  CREATE UNIQUE INDEX "newsletter_signups_idempotency_key_idx" ON "newsletter_signups" USING btree ("idempotency_key");
  CREATE INDEX "newsletter_signups_updated_at_idx" ON "newsletter_signups" USING btree ("updated_at");
  CREATE INDEX "newsletter_signups_created_at_idx" ON "newsletter_signups" USING btree ("created_at");
  CREATE INDEX "exports_updated_at_idx" ON "exports" USING btree ("updated_at");
  CREATE INDEX "exports_created_at_idx" ON "exports" USING btree ("created_at");
  CREATE UNIQUE INDEX "exports_filename_idx" ON "exports" USING btree ("filename");
  CREATE INDEX "exports_texts_order_parent" ON "exports_texts" USING btree ("order","parent_id");
  CREATE INDEX "imports_updated_at_idx" ON "imports" USING btree ("updated_at");
  CREATE INDEX "imports_created_at_idx" ON "imports" USING btree ("created_at");
  CREATE UNIQUE INDEX "imports_filename_idx" ON "imports" USING btree ("filename");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leads_fk" FOREIGN KEY ("leads_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_signups_fk" FOREIGN KEY ("newsletter_signups_id") REFERENCES "public"."newsletter_signups"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("leads_id");
  CREATE INDEX "payload_locked_documents_rels_newsletter_signups_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_signups_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "dlr_locator" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "dlr_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_zip_box" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_newsletter" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_dlr_locator_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_dlr_slider_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_zip_box" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_form_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_newsletter" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "leads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_signups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "exports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "exports_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "imports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "dlr_locator" CASCADE;
  DROP TABLE "dlr_slider" CASCADE;
  DROP TABLE "pages_blocks_zip_box" CASCADE;
  DROP TABLE "home_form" CASCADE;
  DROP TABLE "pages_blocks_newsletter" CASCADE;
  DROP TABLE "_dlr_locator_v" CASCADE;
  DROP TABLE "_dlr_slider_v" CASCADE;
  DROP TABLE "_pages_v_blocks_zip_box" CASCADE;
  DROP TABLE "_home_form_v" CASCADE;
  DROP TABLE "_pages_v_blocks_newsletter" CASCADE;
  DROP TABLE "leads" CASCADE;
  DROP TABLE "newsletter_signups" CASCADE;
  DROP TABLE "exports" CASCADE;
  DROP TABLE "exports_texts" CASCADE;
  DROP TABLE "imports" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_leads_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletter_signups_fk";
  
  DROP INDEX "payload_locked_documents_rels_leads_id_idx";
  DROP INDEX "payload_locked_documents_rels_newsletter_signups_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "leads_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletter_signups_id";
  DROP TYPE "public"."enum_dlr_locator_title_tag";
  DROP TYPE "public"."enum_dlr_locator_title_classes";
  DROP TYPE "public"."enum_dlr_locator_zero_result_variant";
  DROP TYPE "public"."enum_dlr_locator_appearance_background_color";
  DROP TYPE "public"."enum_dlr_locator_appearance_padding";
  DROP TYPE "public"."enum_dlr_locator_appearance_shadow";
  DROP TYPE "public"."enum_dlr_slider_title_tag";
  DROP TYPE "public"."enum_dlr_slider_title_classes";
  DROP TYPE "public"."enum_dlr_slider_appearance_background_color";
  DROP TYPE "public"."enum_dlr_slider_appearance_padding";
  DROP TYPE "public"."enum_dlr_slider_appearance_shadow";
  DROP TYPE "public"."enum_pages_blocks_zip_box_appearance_background_color";
  DROP TYPE "public"."enum_pages_blocks_zip_box_appearance_padding";
  DROP TYPE "public"."enum_pages_blocks_zip_box_appearance_shadow";
  DROP TYPE "public"."enum_home_form_appearance_background_color";
  DROP TYPE "public"."enum_home_form_appearance_padding";
  DROP TYPE "public"."enum_home_form_appearance_shadow";
  DROP TYPE "public"."enum_pages_blocks_newsletter_appearance_background_color";
  DROP TYPE "public"."enum_pages_blocks_newsletter_appearance_padding";
  DROP TYPE "public"."enum_pages_blocks_newsletter_appearance_shadow";
  DROP TYPE "public"."enum__dlr_locator_v_title_tag";
  DROP TYPE "public"."enum__dlr_locator_v_title_classes";
  DROP TYPE "public"."enum__dlr_locator_v_zero_result_variant";
  DROP TYPE "public"."enum__dlr_locator_v_appearance_background_color";
  DROP TYPE "public"."enum__dlr_locator_v_appearance_padding";
  DROP TYPE "public"."enum__dlr_locator_v_appearance_shadow";
  DROP TYPE "public"."enum__dlr_slider_v_title_tag";
  DROP TYPE "public"."enum__dlr_slider_v_title_classes";
  DROP TYPE "public"."enum__dlr_slider_v_appearance_background_color";
  DROP TYPE "public"."enum__dlr_slider_v_appearance_padding";
  DROP TYPE "public"."enum__dlr_slider_v_appearance_shadow";
  DROP TYPE "public"."enum__pages_v_blocks_zip_box_appearance_background_color";
  DROP TYPE "public"."enum__pages_v_blocks_zip_box_appearance_padding";
  DROP TYPE "public"."enum__pages_v_blocks_zip_box_appearance_shadow";
  DROP TYPE "public"."enum__home_form_v_appearance_background_color";
  DROP TYPE "public"."enum__home_form_v_appearance_padding";
  DROP TYPE "public"."enum__home_form_v_appearance_shadow";
  DROP TYPE "public"."enum__pages_v_blocks_newsletter_appearance_background_color";
  DROP TYPE "public"."enum__pages_v_blocks_newsletter_appearance_padding";
  DROP TYPE "public"."enum__pages_v_blocks_newsletter_appearance_shadow";
  DROP TYPE "public"."enum_leads_kind";
  DROP TYPE "public"."enum_leads_audience";
  DROP TYPE "public"."enum_leads_state";
  DROP TYPE "public"."enum_leads_topic";
  DROP TYPE "public"."enum_leads_window";
  DROP TYPE "public"."enum_leads_delivery_state";
  DROP TYPE "public"."enum_exports_format";
  DROP TYPE "public"."enum_exports_sort_order";
  DROP TYPE "public"."enum_exports_drafts";
  DROP TYPE "public"."enum_imports_import_mode";
  DROP TYPE "public"."enum_imports_status";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
