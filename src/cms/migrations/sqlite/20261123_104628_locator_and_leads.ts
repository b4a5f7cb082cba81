import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`dlr_locator\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`locator_block_title\` text,
  	\`title_tag\` text DEFAULT 'h2',
  	\`title_classes\` text DEFAULT 'standard',
  	\`block_intro_content\` text,
  	\`zero_result_variant\` text DEFAULT 'standard',
  	\`show_zip_box\` integer DEFAULT true,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`dlr_locator_order_idx\` ON \`dlr_locator\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`dlr_locator_parent_id_idx\` ON \`dlr_locator\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`dlr_locator_path_idx\` ON \`dlr_locator\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`dlr_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`locator_block_title\` text,
  	\`title_tag\` text DEFAULT 'h2',
  	\`title_classes\` text DEFAULT 'standard',
  	\`block_intro_content\` text,
  	\`carousel_options_desk_active\` integer DEFAULT false,
  	\`carousel_options_desk_slides_per_view\` numeric,
  	\`carousel_options_desk_arrows\` integer,
  	\`carousel_options_desk_dots_navigation\` integer,
  	\`carousel_options_desk_infinite_loop\` integer,
  	\`carousel_options_desk_automatic_transition\` integer,
  	\`carousel_options_desk_transition_delay\` numeric,
  	\`carousel_options_tablet_active\` integer DEFAULT false,
  	\`carousel_options_tablet_slides_per_view\` numeric,
  	\`carousel_options_tablet_arrows\` integer,
  	\`carousel_options_tablet_dots_navigation\` integer,
  	\`carousel_options_tablet_infinite_loop\` integer,
  	\`carousel_options_tablet_automatic_transition\` integer,
  	\`carousel_options_tablet_transition_delay\` numeric,
  	\`carousel_options_mobile_active\` integer DEFAULT false,
  	\`carousel_options_mobile_slides_per_view\` numeric,
  	\`carousel_options_mobile_arrows\` integer,
  	\`carousel_options_mobile_dots_navigation\` integer,
  	\`carousel_options_mobile_infinite_loop\` integer,
  	\`carousel_options_mobile_automatic_transition\` integer,
  	\`carousel_options_mobile_transition_delay\` numeric,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`dlr_slider_order_idx\` ON \`dlr_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`dlr_slider_parent_id_idx\` ON \`dlr_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`dlr_slider_path_idx\` ON \`dlr_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_zip_box\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`label\` text DEFAULT 'Zip or postal code',
  	\`with_location\` integer DEFAULT true,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_zip_box_order_idx\` ON \`pages_blocks_zip_box\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_zip_box_parent_id_idx\` ON \`pages_blocks_zip_box\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_zip_box_path_idx\` ON \`pages_blocks_zip_box\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`intro\` text,
  	\`offer_other_visitors\` integer DEFAULT true,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_form_order_idx\` ON \`home_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_form_parent_id_idx\` ON \`home_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_form_path_idx\` ON \`home_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_newsletter\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Get comfort tips and offers',
  	\`text\` text,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_newsletter_order_idx\` ON \`pages_blocks_newsletter\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_newsletter_parent_id_idx\` ON \`pages_blocks_newsletter\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_newsletter_path_idx\` ON \`pages_blocks_newsletter\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_dlr_locator_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`locator_block_title\` text,
  	\`title_tag\` text DEFAULT 'h2',
  	\`title_classes\` text DEFAULT 'standard',
  	\`block_intro_content\` text,
  	\`zero_result_variant\` text DEFAULT 'standard',
  	\`show_zip_box\` integer DEFAULT true,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_dlr_locator_v_order_idx\` ON \`_dlr_locator_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_dlr_locator_v_parent_id_idx\` ON \`_dlr_locator_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_dlr_locator_v_path_idx\` ON \`_dlr_locator_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_dlr_slider_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`locator_block_title\` text,
  	\`title_tag\` text DEFAULT 'h2',
  	\`title_classes\` text DEFAULT 'standard',
  	\`block_intro_content\` text,
  	\`carousel_options_desk_active\` integer DEFAULT false,
  	\`carousel_options_desk_slides_per_view\` numeric,
  	\`carousel_options_desk_arrows\` integer,
  	\`carousel_options_desk_dots_navigation\` integer,
  	\`carousel_options_desk_infinite_loop\` integer,
  	\`carousel_options_desk_automatic_transition\` integer,
  	\`carousel_options_desk_transition_delay\` numeric,
  	\`carousel_options_tablet_active\` integer DEFAULT false,
  	\`carousel_options_tablet_slides_per_view\` numeric,
  	\`carousel_options_tablet_arrows\` integer,
  	\`carousel_options_tablet_dots_navigation\` integer,
  	\`carousel_options_tablet_infinite_loop\` integer,
  	\`carousel_options_tablet_automatic_transition\` integer,
  	\`carousel_options_tablet_transition_delay\` numeric,
  	\`carousel_options_mobile_active\` integer DEFAULT false,
  	\`carousel_options_mobile_slides_per_view\` numeric,
  	\`carousel_options_mobile_arrows\` integer,
  	\`carousel_options_mobile_dots_navigation\` integer,
  	\`carousel_options_mobile_infinite_loop\` integer,
  	\`carousel_options_mobile_automatic_transition\` integer,
  	\`carousel_options_mobile_transition_delay\` numeric,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_dlr_slider_v_order_idx\` ON \`_dlr_slider_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_dlr_slider_v_parent_id_idx\` ON \`_dlr_slider_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_dlr_slider_v_path_idx\` ON \`_dlr_slider_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_zip_box\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`label\` text DEFAULT 'Zip or postal code',
  	\`with_location\` integer DEFAULT true,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_zip_box_order_idx\` ON \`_pages_v_blocks_zip_box\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_zip_box_parent_id_idx\` ON \`_pages_v_blocks_zip_box\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_zip_box_path_idx\` ON \`_pages_v_blocks_zip_box\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_form_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`intro\` text,
  	\`offer_other_visitors\` integer DEFAULT true,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_form_v_order_idx\` ON \`_home_form_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_form_v_parent_id_idx\` ON \`_home_form_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_form_v_path_idx\` ON \`_home_form_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_newsletter\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Get comfort tips and offers',
  	\`text\` text,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_newsletter_order_idx\` ON \`_pages_v_blocks_newsletter\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_newsletter_parent_id_idx\` ON \`_pages_v_blocks_newsletter\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_newsletter_path_idx\` ON \`_pages_v_blocks_newsletter\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`leads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`company_id\` numeric,
  	\`dealer_id\` integer,
  	\`audience\` text,
  	\`first_name\` text,
  	\`last_name\` text,
  	\`email\` text,
  	\`phone\` text,
  	\`address_line1\` text,
  	\`city\` text,
  	\`state\` text,
  	\`zip\` text,
  	\`comments\` text,
  	\`topic\` text,
  	\`preferred_date\` text,
  	\`window\` text,
  	\`consent_text\` text,
  	\`consent_at\` text,
  	\`consent_page_url\` text,
  	\`profile_mta_aid\` text,
  	\`profile_mta_sid\` text,
  	\`delivery_state\` text DEFAULT 'queued' NOT NULL,
  	\`delivery_attempts\` numeric DEFAULT 0,
  	\`delivery_sent_at\` text,
  	\`delivery_error\` text,
  	\`delivery_claimed_until\` text,
  	\`brand_code\` text,
  	\`source_tag\` text,
  	\`personal_data_cleared_at\` text,
  	\`idempotency_key\` text NOT NULL,
  	\`request_hash\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`dealer_id\`) REFERENCES \`dealers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`leads_kind_idx\` ON \`leads\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`leads_company_id_idx\` ON \`leads\` (\`company_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_dealer_idx\` ON \`leads\` (\`dealer_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_email_idx\` ON \`leads\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`leads_delivery_state_idx\` ON \`leads\` (\`delivery_state\`);`)
  await db.run(sql`CREATE INDEX \`leads_personal_data_cleared_at_idx\` ON \`leads\` (\`personal_data_cleared_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`leads_idempotency_key_idx\` ON \`leads\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`leads_updated_at_idx\` ON \`leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_created_at_idx\` ON \`leads\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`newsletter_signups\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`brand_code\` text,
  	\`source_tag\` text,
  	\`idempotency_key\` text NOT NULL,
  	\`request_hash\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`newsletter_signups_email_idx\` ON \`newsletter_signups\` (\`email\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`newsletter_signups_idempotency_key_idx\` ON \`newsletter_signups\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_signups_updated_at_idx\` ON \`newsletter_signups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_signups_created_at_idx\` ON \`newsletter_signups\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`exports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`format\` text DEFAULT 'csv' NOT NULL,
  	\`limit\` numeric,
  	\`page\` numeric DEFAULT 1,
  	\`sort\` text,
  	\`sort_order\` text,
  	\`drafts\` text DEFAULT 'yes',
  	\`collection_slug\` text DEFAULT 'leads' NOT NULL,
  	\`where\` text DEFAULT '{}',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`exports_updated_at_idx\` ON \`exports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`exports_created_at_idx\` ON \`exports\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`exports_filename_idx\` ON \`exports\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`exports_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`exports\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`exports_texts_order_parent\` ON \`exports_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`imports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`collection_slug\` text NOT NULL,
  	\`import_mode\` text,
  	\`match_field\` text DEFAULT 'id',
  	\`status\` text DEFAULT 'pending',
  	\`summary_imported\` numeric,
  	\`summary_updated\` numeric,
  	\`summary_total\` numeric,
  	\`summary_issues\` numeric,
  	\`summary_issue_details\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`imports_updated_at_idx\` ON \`imports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`imports_created_at_idx\` ON \`imports\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`imports_filename_idx\` ON \`imports\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`meta\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`leads_id\` integer REFERENCES leads(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`newsletter_signups_id\` integer REFERENCES newsletter_signups(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_signups_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_signups_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`dlr_locator\`;`)
  await db.run(sql`DROP TABLE \`dlr_slider\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_zip_box\`;`)
  await db.run(sql`DROP TABLE \`home_form\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_newsletter\`;`)
  await db.run(sql`DROP TABLE \`_dlr_locator_v\`;`)
  await db.run(sql`DROP TABLE \`_dlr_slider_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_zip_box\`;`)
  await db.run(sql`DROP TABLE \`_home_form_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_newsletter\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`DROP TABLE \`newsletter_signups\`;`)
  await db.run(sql`DROP TABLE \`exports\`;`)
  await db.run(sql`DROP TABLE \`exports_texts\`;`)
  await db.run(sql`DROP TABLE \`imports\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`media_id\` integer,
  	\`documents_id\` integer,
  	\`users_id\` integer,
  	\`dealers_id\` integer,
  	\`dealer_reviews_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dealers_id\`) REFERENCES \`dealers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dealer_reviews_id\`) REFERENCES \`dealer_reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "documents_id", "users_id", "dealers_id", "dealer_reviews_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "documents_id", "users_id", "dealers_id", "dealer_reviews_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dealers_id_idx\` ON \`payload_locked_documents_rels\` (\`dealers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dealer_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`dealer_reviews_id\`);`)
}
