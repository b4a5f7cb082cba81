import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`hero_btn\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`url\` text,
  	\`variant\` text DEFAULT 'primary',
  	\`new_tab\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`hero_btn_order_idx\` ON \`hero_btn\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`hero_btn_parent_id_idx\` ON \`hero_btn\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'image',
  	\`eyebrow\` text,
  	\`title_level\` text DEFAULT 'h2',
  	\`title\` text,
  	\`text\` text,
  	\`image_small_id\` integer,
  	\`image_medium_id\` integer,
  	\`image_large_id\` integer,
  	\`image_xl_id\` integer,
  	\`alt\` text,
  	\`video_small\` text,
  	\`video_medium\` text,
  	\`video_large\` text,
  	\`play_on_phones\` integer DEFAULT false,
  	\`show_wave\` integer DEFAULT false,
  	\`background_color\` text DEFAULT 'dark',
  	\`wave_color\` text DEFAULT 'white',
  	\`height_mobile\` text DEFAULT 'medium',
  	\`height_tablet\` text DEFAULT 'medium',
  	\`height_desktop\` text DEFAULT 'tall',
  	\`remove_container\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_small_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_medium_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_large_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_xl_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`hero_order_idx\` ON \`hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`hero_parent_id_idx\` ON \`hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`hero_path_idx\` ON \`hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`hero_image_small_idx\` ON \`hero\` (\`image_small_id\`);`)
  await db.run(sql`CREATE INDEX \`hero_image_medium_idx\` ON \`hero\` (\`image_medium_id\`);`)
  await db.run(sql`CREATE INDEX \`hero_image_large_idx\` ON \`hero\` (\`image_large_id\`);`)
  await db.run(sql`CREATE INDEX \`hero_image_xl_idx\` ON \`hero\` (\`image_xl_id\`);`)
  await db.run(sql`CREATE TABLE \`basic_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`button_label\` text,
  	\`button_url\` text,
  	\`background_color\` text DEFAULT 'brand',
  	\`remove_container\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`basic_banner_order_idx\` ON \`basic_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`basic_banner_parent_id_idx\` ON \`basic_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`basic_banner_path_idx\` ON \`basic_banner\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`w_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Protect your investment',
  	\`text\` text,
  	\`register_label\` text DEFAULT 'Register new product',
  	\`lookup_label\` text DEFAULT 'Look up an existing warranty',
  	\`alignment\` text DEFAULT 'left',
  	\`half_width\` integer DEFAULT false,
  	\`background_image_id\` integer,
  	\`sites_registration_url\` text DEFAULT 'https://example.com/warranty/register',
  	\`sites_lookup_url\` text DEFAULT 'https://example.com/warranty/lookup',
  	\`sites_serial_help_document_id\` integer,
  	\`sites_serial_help_url\` text,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`sites_serial_help_document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`w_hero_order_idx\` ON \`w_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`w_hero_parent_id_idx\` ON \`w_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`w_hero_path_idx\` ON \`w_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`w_hero_background_image_idx\` ON \`w_hero\` (\`background_image_id\`);`)
  await db.run(sql`CREATE INDEX \`w_hero_sites_sites_serial_help_document_idx\` ON \`w_hero\` (\`sites_serial_help_document_id\`);`)
  await db.run(sql`CREATE TABLE \`w_btn\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`dialog\` text DEFAULT 'register',
  	\`label\` text,
  	\`variant\` text DEFAULT 'primary',
  	\`alignment\` text,
  	\`sites_registration_url\` text DEFAULT 'https://example.com/warranty/register',
  	\`sites_lookup_url\` text DEFAULT 'https://example.com/warranty/lookup',
  	\`sites_serial_help_document_id\` integer,
  	\`sites_serial_help_url\` text,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`sites_serial_help_document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`w_btn_order_idx\` ON \`w_btn\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`w_btn_parent_id_idx\` ON \`w_btn\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`w_btn_path_idx\` ON \`w_btn\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`w_btn_sites_sites_serial_help_document_idx\` ON \`w_btn\` (\`sites_serial_help_document_id\`);`)
  await db.run(sql`CREATE TABLE \`acc_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`image_id\` integer,
  	\`body\` text,
  	\`link_label\` text,
  	\`link_url\` text,
  	\`open_on_mobile\` integer DEFAULT false,
  	\`open_on_tablet\` integer DEFAULT false,
  	\`open_on_desktop\` integer DEFAULT false,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`acc\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`acc_items_order_idx\` ON \`acc_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`acc_items_parent_id_idx\` ON \`acc_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`acc_items_image_idx\` ON \`acc_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`acc\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`remove_borders\` integer DEFAULT false,
  	\`shadow\` integer DEFAULT false,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`acc_order_idx\` ON \`acc\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`acc_parent_id_idx\` ON \`acc\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`acc_path_idx\` ON \`acc\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`exp_cards_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`summary\` text,
  	\`more\` text,
  	\`open_on_mobile\` integer DEFAULT false,
  	\`open_on_tablet\` integer DEFAULT false,
  	\`open_on_desktop\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`exp_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`exp_cards_cards_order_idx\` ON \`exp_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`exp_cards_cards_parent_id_idx\` ON \`exp_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`exp_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`exp_cards_order_idx\` ON \`exp_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`exp_cards_parent_id_idx\` ON \`exp_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`exp_cards_path_idx\` ON \`exp_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`item\` text,
  	\`pro\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tabs_bg_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`items_order_idx\` ON \`items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`items_parent_id_idx\` ON \`items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`tabs_bg_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`tab_title\` text,
  	\`tab_items\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tabs_bg\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`tabs_bg_tabs_order_idx\` ON \`tabs_bg_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`tabs_bg_tabs_parent_id_idx\` ON \`tabs_bg_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`tabs_bg_tabs_image_idx\` ON \`tabs_bg_tabs\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`tabs_bg\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`section_title\` text,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`tabs_bg_order_idx\` ON \`tabs_bg\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`tabs_bg_parent_id_idx\` ON \`tabs_bg\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`tabs_bg_path_idx\` ON \`tabs_bg\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`dtable_header_rows_cells\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`col_span\` numeric DEFAULT 1,
  	\`background\` text DEFAULT 'none',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`dtable_header_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`dtable_header_rows_cells_order_idx\` ON \`dtable_header_rows_cells\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`dtable_header_rows_cells_parent_id_idx\` ON \`dtable_header_rows_cells\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`dtable_header_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`dtable\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`dtable_header_rows_order_idx\` ON \`dtable_header_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`dtable_header_rows_parent_id_idx\` ON \`dtable_header_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`dtable_body_rows_cells\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`col_span\` numeric DEFAULT 1,
  	\`background\` text DEFAULT 'none',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`dtable_body_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`dtable_body_rows_cells_order_idx\` ON \`dtable_body_rows_cells\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`dtable_body_rows_cells_parent_id_idx\` ON \`dtable_body_rows_cells\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`dtable_body_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`dtable\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`dtable_body_rows_order_idx\` ON \`dtable_body_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`dtable_body_rows_parent_id_idx\` ON \`dtable_body_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`dtable\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`caption\` text,
  	\`fixed_first_column\` integer DEFAULT true,
  	\`row_headers\` integer DEFAULT true,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`dtable_order_idx\` ON \`dtable\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`dtable_parent_id_idx\` ON \`dtable\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`dtable_path_idx\` ON \`dtable\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`help_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`language\` text DEFAULT 'en',
  	\`text\` text,
  	\`phone\` text,
  	\`hours\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`help_banner_order_idx\` ON \`help_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`help_banner_parent_id_idx\` ON \`help_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`help_banner_path_idx\` ON \`help_banner\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`close_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`link_label\` text,
  	\`link_url\` text,
  	\`tone\` text DEFAULT 'light',
  	\`version\` numeric DEFAULT 1,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`close_banner_order_idx\` ON \`close_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`close_banner_parent_id_idx\` ON \`close_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`close_banner_path_idx\` ON \`close_banner\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`sticky_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text DEFAULT 'Build your own system',
  	\`url\` text DEFAULT '/resources/build-your-own-system/',
  	\`text\` text DEFAULT 'See what a new system costs in a few steps.',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sticky_cta_order_idx\` ON \`sticky_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sticky_cta_parent_id_idx\` ON \`sticky_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sticky_cta_path_idx\` ON \`sticky_cta\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`page_nav_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_nav\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_nav_items_order_idx\` ON \`page_nav_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_nav_items_parent_id_idx\` ON \`page_nav_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_nav\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text DEFAULT 'In this section',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_nav_order_idx\` ON \`page_nav\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_nav_parent_id_idx\` ON \`page_nav\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_nav_path_idx\` ON \`page_nav\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`review_slot\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product_id\` text,
  	\`label\` text DEFAULT 'Ratings and reviews',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`review_slot_order_idx\` ON \`review_slot\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`review_slot_parent_id_idx\` ON \`review_slot\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`review_slot_path_idx\` ON \`review_slot\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`video_player\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	\`thumbnail_id\` integer,
  	\`description\` text,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`video_player_order_idx\` ON \`video_player\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`video_player_parent_id_idx\` ON \`video_player\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`video_player_path_idx\` ON \`video_player\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`video_player_thumbnail_idx\` ON \`video_player\` (\`thumbnail_id\`);`)
  await db.run(sql`CREATE TABLE \`video_content_videos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`video_title\` text,
  	\`video_embed_link\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`video_content\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`video_content_videos_order_idx\` ON \`video_content_videos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`video_content_videos_parent_id_idx\` ON \`video_content_videos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`video_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Watch and learn',
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`video_content_order_idx\` ON \`video_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`video_content_parent_id_idx\` ON \`video_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`video_content_path_idx\` ON \`video_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`video_cards_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`sup_title\` text,
  	\`video_block_title\` text,
  	\`video_block_description\` text,
  	\`link\` text,
  	\`link_label\` text DEFAULT 'Watch the video',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`video_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`video_cards_cards_order_idx\` ON \`video_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`video_cards_cards_parent_id_idx\` ON \`video_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`video_cards_cards_image_idx\` ON \`video_cards_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`video_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`video_cards_order_idx\` ON \`video_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`video_cards_parent_id_idx\` ON \`video_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`video_cards_path_idx\` ON \`video_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`link_card_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`label\` text,
  	\`url\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`link_card\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`link_card_cards_order_idx\` ON \`link_card_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`link_card_cards_parent_id_idx\` ON \`link_card_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`link_card_cards_image_idx\` ON \`link_card_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`link_card\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`link_card_order_idx\` ON \`link_card\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`link_card_parent_id_idx\` ON \`link_card\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`link_card_path_idx\` ON \`link_card\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`three_col_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`label\` text,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`three_col\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`three_col_columns_order_idx\` ON \`three_col_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`three_col_columns_parent_id_idx\` ON \`three_col_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`three_col\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`three_col_order_idx\` ON \`three_col\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`three_col_parent_id_idx\` ON \`three_col\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`three_col_path_idx\` ON \`three_col\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`steps_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`step_number\` text,
  	\`block_title\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`steps_steps_order_idx\` ON \`steps_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`steps_steps_parent_id_idx\` ON \`steps_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'How it works',
  	\`cta_label\` text,
  	\`cta_url\` text,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`steps_order_idx\` ON \`steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`steps_parent_id_idx\` ON \`steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`steps_path_idx\` ON \`steps\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`four_links_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`link\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`four_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`four_links_links_order_idx\` ON \`four_links_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`four_links_links_parent_id_idx\` ON \`four_links_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`four_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`four_links_order_idx\` ON \`four_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`four_links_parent_id_idx\` ON \`four_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`four_links_path_idx\` ON \`four_links\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`tooltip_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	\`term\` text,
  	\`definition\` text,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`tooltip_content_order_idx\` ON \`tooltip_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`tooltip_content_parent_id_idx\` ON \`tooltip_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`tooltip_content_path_idx\` ON \`tooltip_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`example_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`example_section_order_idx\` ON \`example_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`example_section_parent_id_idx\` ON \`example_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`example_section_path_idx\` ON \`example_section\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`fifty_fifty\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`image_position\` text DEFAULT 'left',
  	\`title\` text,
  	\`content\` text,
  	\`link_label\` text,
  	\`link_url\` text,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`fifty_fifty_order_idx\` ON \`fifty_fifty\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`fifty_fifty_parent_id_idx\` ON \`fifty_fifty\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`fifty_fifty_path_idx\` ON \`fifty_fifty\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`fifty_fifty_image_idx\` ON \`fifty_fifty\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`icon_list_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'thermometer',
  	\`label\` text,
  	\`link\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`icon_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`icon_list_items_order_idx\` ON \`icon_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`icon_list_items_parent_id_idx\` ON \`icon_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`icon_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`icon_list_order_idx\` ON \`icon_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`icon_list_parent_id_idx\` ON \`icon_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`icon_list_path_idx\` ON \`icon_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`cta_cards_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`label\` text,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cta_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cta_cards_cards_order_idx\` ON \`cta_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cta_cards_cards_parent_id_idx\` ON \`cta_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cta_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cta_cards_order_idx\` ON \`cta_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cta_cards_parent_id_idx\` ON \`cta_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`cta_cards_path_idx\` ON \`cta_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_spacer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`size\` text DEFAULT 'medium',
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_spacer_order_idx\` ON \`pages_blocks_spacer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_spacer_parent_id_idx\` ON \`pages_blocks_spacer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_spacer_path_idx\` ON \`pages_blocks_spacer\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`email_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Comfort tips in your inbox',
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
  await db.run(sql`CREATE INDEX \`email_banner_order_idx\` ON \`email_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`email_banner_parent_id_idx\` ON \`email_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`email_banner_path_idx\` ON \`email_banner\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`product_feat_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'leaf',
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`product_feat\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`product_feat_features_order_idx\` ON \`product_feat_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`product_feat_features_parent_id_idx\` ON \`product_feat_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`product_feat\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Features',
  	\`intro\` text,
  	\`image_id\` integer,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`product_feat_order_idx\` ON \`product_feat\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`product_feat_parent_id_idx\` ON \`product_feat\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`product_feat_path_idx\` ON \`product_feat\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`product_feat_image_idx\` ON \`product_feat\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`gslide_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`title\` text,
  	\`text\` text,
  	\`link\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`gslide\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`gslide_slides_order_idx\` ON \`gslide_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`gslide_slides_parent_id_idx\` ON \`gslide_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`gslide_slides_image_idx\` ON \`gslide_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`gslide\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Explore our product lines',
  	\`show_title\` integer DEFAULT true,
  	\`options_desk_active\` integer DEFAULT false,
  	\`options_desk_slides_per_view\` numeric DEFAULT 3,
  	\`options_desk_arrows\` integer DEFAULT true,
  	\`options_desk_dots_navigation\` integer DEFAULT true,
  	\`options_desk_infinite_loop\` integer DEFAULT true,
  	\`options_desk_automatic_transition\` integer DEFAULT false,
  	\`options_desk_transition_delay\` numeric DEFAULT 0,
  	\`options_desk_arrows_bg\` text DEFAULT 'white',
  	\`options_desk_arrows_color\` text DEFAULT 'brand',
  	\`options_desk_arrows_border\` text DEFAULT 'brand',
  	\`options_desk_dots_colors\` text DEFAULT 'brand',
  	\`options_desk_transition_effect\` text DEFAULT 'slide',
  	\`options_desk_wrapper_css\` text DEFAULT 'none',
  	\`options_tablet_active\` integer DEFAULT false,
  	\`options_tablet_slides_per_view\` numeric DEFAULT 2,
  	\`options_tablet_arrows\` integer DEFAULT true,
  	\`options_tablet_dots_navigation\` integer DEFAULT true,
  	\`options_tablet_infinite_loop\` integer DEFAULT true,
  	\`options_tablet_automatic_transition\` integer DEFAULT false,
  	\`options_tablet_transition_delay\` numeric DEFAULT 0,
  	\`options_tablet_arrows_bg\` text DEFAULT 'white',
  	\`options_tablet_arrows_color\` text DEFAULT 'brand',
  	\`options_tablet_arrows_border\` text DEFAULT 'brand',
  	\`options_tablet_dots_colors\` text DEFAULT 'brand',
  	\`options_tablet_transition_effect\` text DEFAULT 'slide',
  	\`options_tablet_wrapper_css\` text DEFAULT 'none',
  	\`options_mobile_active\` integer DEFAULT false,
  	\`options_mobile_slides_per_view\` numeric DEFAULT 1,
  	\`options_mobile_arrows\` integer DEFAULT false,
  	\`options_mobile_dots_navigation\` integer DEFAULT true,
  	\`options_mobile_infinite_loop\` integer DEFAULT true,
  	\`options_mobile_automatic_transition\` integer DEFAULT false,
  	\`options_mobile_transition_delay\` numeric DEFAULT 0,
  	\`options_mobile_arrows_bg\` text DEFAULT 'white',
  	\`options_mobile_arrows_color\` text DEFAULT 'brand',
  	\`options_mobile_arrows_border\` text DEFAULT 'brand',
  	\`options_mobile_dots_colors\` text DEFAULT 'brand',
  	\`options_mobile_transition_effect\` text DEFAULT 'slide',
  	\`options_mobile_wrapper_css\` text DEFAULT 'none',
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`gslide_order_idx\` ON \`gslide\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`gslide_parent_id_idx\` ON \`gslide\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`gslide_path_idx\` ON \`gslide\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`qslide_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`sup_title\` text,
  	\`title\` text,
  	\`quote\` text,
  	\`author\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`qslide\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`qslide_slides_order_idx\` ON \`qslide_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`qslide_slides_parent_id_idx\` ON \`qslide_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`qslide_slides_image_idx\` ON \`qslide_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`qslide\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'What homeowners say',
  	\`show_title\` integer DEFAULT true,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`qslide_order_idx\` ON \`qslide\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`qslide_parent_id_idx\` ON \`qslide\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`qslide_path_idx\` ON \`qslide\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`tab_title\` text,
  	\`tab_details\` text,
  	\`button_link_url\` text,
  	\`button_link_title\` text,
  	\`image_id\` integer,
  	\`image_mobile_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_mobile_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tslide\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`slides_order_idx\` ON \`slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`slides_parent_id_idx\` ON \`slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`slides_image_idx\` ON \`slides\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`slides_image_mobile_idx\` ON \`slides\` (\`image_mobile_id\`);`)
  await db.run(sql`CREATE TABLE \`tslide\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Why choose Alderline?',
  	\`auto_slide\` text DEFAULT '0',
  	\`transition_delay\` numeric DEFAULT 6,
  	\`show_arrows\` integer DEFAULT true,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`tslide_order_idx\` ON \`tslide\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`tslide_parent_id_idx\` ON \`tslide\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`tslide_path_idx\` ON \`tslide\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_hero_btn_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`url\` text,
  	\`variant\` text DEFAULT 'primary',
  	\`new_tab\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_hero_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_hero_btn_v_order_idx\` ON \`_hero_btn_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_hero_btn_v_parent_id_idx\` ON \`_hero_btn_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_hero_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'image',
  	\`eyebrow\` text,
  	\`title_level\` text DEFAULT 'h2',
  	\`title\` text,
  	\`text\` text,
  	\`image_small_id\` integer,
  	\`image_medium_id\` integer,
  	\`image_large_id\` integer,
  	\`image_xl_id\` integer,
  	\`alt\` text,
  	\`video_small\` text,
  	\`video_medium\` text,
  	\`video_large\` text,
  	\`play_on_phones\` integer DEFAULT false,
  	\`show_wave\` integer DEFAULT false,
  	\`background_color\` text DEFAULT 'dark',
  	\`wave_color\` text DEFAULT 'white',
  	\`height_mobile\` text DEFAULT 'medium',
  	\`height_tablet\` text DEFAULT 'medium',
  	\`height_desktop\` text DEFAULT 'tall',
  	\`remove_container\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_small_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_medium_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_large_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_xl_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_hero_v_order_idx\` ON \`_hero_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_hero_v_parent_id_idx\` ON \`_hero_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_hero_v_path_idx\` ON \`_hero_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_hero_v_image_small_idx\` ON \`_hero_v\` (\`image_small_id\`);`)
  await db.run(sql`CREATE INDEX \`_hero_v_image_medium_idx\` ON \`_hero_v\` (\`image_medium_id\`);`)
  await db.run(sql`CREATE INDEX \`_hero_v_image_large_idx\` ON \`_hero_v\` (\`image_large_id\`);`)
  await db.run(sql`CREATE INDEX \`_hero_v_image_xl_idx\` ON \`_hero_v\` (\`image_xl_id\`);`)
  await db.run(sql`CREATE TABLE \`_basic_banner_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`button_label\` text,
  	\`button_url\` text,
  	\`background_color\` text DEFAULT 'brand',
  	\`remove_container\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_basic_banner_v_order_idx\` ON \`_basic_banner_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_basic_banner_v_parent_id_idx\` ON \`_basic_banner_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_basic_banner_v_path_idx\` ON \`_basic_banner_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_w_hero_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Protect your investment',
  	\`text\` text,
  	\`register_label\` text DEFAULT 'Register new product',
  	\`lookup_label\` text DEFAULT 'Look up an existing warranty',
  	\`alignment\` text DEFAULT 'left',
  	\`half_width\` integer DEFAULT false,
  	\`background_image_id\` integer,
  	\`sites_registration_url\` text DEFAULT 'https://example.com/warranty/register',
  	\`sites_lookup_url\` text DEFAULT 'https://example.com/warranty/lookup',
  	\`sites_serial_help_document_id\` integer,
  	\`sites_serial_help_url\` text,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`sites_serial_help_document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_w_hero_v_order_idx\` ON \`_w_hero_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_w_hero_v_parent_id_idx\` ON \`_w_hero_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_w_hero_v_path_idx\` ON \`_w_hero_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_w_hero_v_background_image_idx\` ON \`_w_hero_v\` (\`background_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_w_hero_v_sites_sites_serial_help_document_idx\` ON \`_w_hero_v\` (\`sites_serial_help_document_id\`);`)
  await db.run(sql`CREATE TABLE \`_w_btn_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`dialog\` text DEFAULT 'register',
  	\`label\` text,
  	\`variant\` text DEFAULT 'primary',
  	\`alignment\` text,
  	\`sites_registration_url\` text DEFAULT 'https://example.com/warranty/register',
  	\`sites_lookup_url\` text DEFAULT 'https://example.com/warranty/lookup',
  	\`sites_serial_help_document_id\` integer,
  	\`sites_serial_help_url\` text,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`sites_serial_help_document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_w_btn_v_order_idx\` ON \`_w_btn_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_w_btn_v_parent_id_idx\` ON \`_w_btn_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_w_btn_v_path_idx\` ON \`_w_btn_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_w_btn_v_sites_sites_serial_help_document_idx\` ON \`_w_btn_v\` (\`sites_serial_help_document_id\`);`)
  await db.run(sql`CREATE TABLE \`_acc_v_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`image_id\` integer,
  	\`body\` text,
  	\`link_label\` text,
  	\`link_url\` text,
  	\`open_on_mobile\` integer DEFAULT false,
  	\`open_on_tablet\` integer DEFAULT false,
  	\`open_on_desktop\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_acc_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_acc_v_items_order_idx\` ON \`_acc_v_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_acc_v_items_parent_id_idx\` ON \`_acc_v_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_acc_v_items_image_idx\` ON \`_acc_v_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_acc_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`remove_borders\` integer DEFAULT false,
  	\`shadow\` integer DEFAULT false,
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
  await db.run(sql`CREATE INDEX \`_acc_v_order_idx\` ON \`_acc_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_acc_v_parent_id_idx\` ON \`_acc_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_acc_v_path_idx\` ON \`_acc_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_exp_cards_v_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`summary\` text,
  	\`more\` text,
  	\`open_on_mobile\` integer DEFAULT false,
  	\`open_on_tablet\` integer DEFAULT false,
  	\`open_on_desktop\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_exp_cards_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_exp_cards_v_cards_order_idx\` ON \`_exp_cards_v_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_exp_cards_v_cards_parent_id_idx\` ON \`_exp_cards_v_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_exp_cards_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
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
  await db.run(sql`CREATE INDEX \`_exp_cards_v_order_idx\` ON \`_exp_cards_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_exp_cards_v_parent_id_idx\` ON \`_exp_cards_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_exp_cards_v_path_idx\` ON \`_exp_cards_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_items_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`item\` text,
  	\`pro\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_tabs_bg_v_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_items_v_order_idx\` ON \`_items_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_items_v_parent_id_idx\` ON \`_items_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_tabs_bg_v_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tab_title\` text,
  	\`tab_items\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_tabs_bg_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_tabs_bg_v_tabs_order_idx\` ON \`_tabs_bg_v_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_tabs_bg_v_tabs_parent_id_idx\` ON \`_tabs_bg_v_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_tabs_bg_v_tabs_image_idx\` ON \`_tabs_bg_v_tabs\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_tabs_bg_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`section_title\` text,
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
  await db.run(sql`CREATE INDEX \`_tabs_bg_v_order_idx\` ON \`_tabs_bg_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_tabs_bg_v_parent_id_idx\` ON \`_tabs_bg_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_tabs_bg_v_path_idx\` ON \`_tabs_bg_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_dtable_v_header_rows_cells\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`col_span\` numeric DEFAULT 1,
  	\`background\` text DEFAULT 'none',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_dtable_v_header_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_dtable_v_header_rows_cells_order_idx\` ON \`_dtable_v_header_rows_cells\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_dtable_v_header_rows_cells_parent_id_idx\` ON \`_dtable_v_header_rows_cells\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_dtable_v_header_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_dtable_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_dtable_v_header_rows_order_idx\` ON \`_dtable_v_header_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_dtable_v_header_rows_parent_id_idx\` ON \`_dtable_v_header_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_dtable_v_body_rows_cells\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`col_span\` numeric DEFAULT 1,
  	\`background\` text DEFAULT 'none',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_dtable_v_body_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_dtable_v_body_rows_cells_order_idx\` ON \`_dtable_v_body_rows_cells\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_dtable_v_body_rows_cells_parent_id_idx\` ON \`_dtable_v_body_rows_cells\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_dtable_v_body_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_dtable_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_dtable_v_body_rows_order_idx\` ON \`_dtable_v_body_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_dtable_v_body_rows_parent_id_idx\` ON \`_dtable_v_body_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_dtable_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`caption\` text,
  	\`fixed_first_column\` integer DEFAULT true,
  	\`row_headers\` integer DEFAULT true,
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
  await db.run(sql`CREATE INDEX \`_dtable_v_order_idx\` ON \`_dtable_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_dtable_v_parent_id_idx\` ON \`_dtable_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_dtable_v_path_idx\` ON \`_dtable_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_help_banner_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`language\` text DEFAULT 'en',
  	\`text\` text,
  	\`phone\` text,
  	\`hours\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_help_banner_v_order_idx\` ON \`_help_banner_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_help_banner_v_parent_id_idx\` ON \`_help_banner_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_help_banner_v_path_idx\` ON \`_help_banner_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_close_banner_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`link_label\` text,
  	\`link_url\` text,
  	\`tone\` text DEFAULT 'light',
  	\`version\` numeric DEFAULT 1,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_close_banner_v_order_idx\` ON \`_close_banner_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_close_banner_v_parent_id_idx\` ON \`_close_banner_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_close_banner_v_path_idx\` ON \`_close_banner_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_sticky_cta_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text DEFAULT 'Build your own system',
  	\`url\` text DEFAULT '/resources/build-your-own-system/',
  	\`text\` text DEFAULT 'See what a new system costs in a few steps.',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_sticky_cta_v_order_idx\` ON \`_sticky_cta_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_sticky_cta_v_parent_id_idx\` ON \`_sticky_cta_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_sticky_cta_v_path_idx\` ON \`_sticky_cta_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_page_nav_v_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_nav_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_nav_v_items_order_idx\` ON \`_page_nav_v_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_nav_v_items_parent_id_idx\` ON \`_page_nav_v_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_nav_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text DEFAULT 'In this section',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_nav_v_order_idx\` ON \`_page_nav_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_nav_v_parent_id_idx\` ON \`_page_nav_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_nav_v_path_idx\` ON \`_page_nav_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_review_slot_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`product_id\` text,
  	\`label\` text DEFAULT 'Ratings and reviews',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_review_slot_v_order_idx\` ON \`_review_slot_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_review_slot_v_parent_id_idx\` ON \`_review_slot_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_review_slot_v_path_idx\` ON \`_review_slot_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_video_player_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	\`thumbnail_id\` integer,
  	\`description\` text,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_video_player_v_order_idx\` ON \`_video_player_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_video_player_v_parent_id_idx\` ON \`_video_player_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_video_player_v_path_idx\` ON \`_video_player_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_video_player_v_thumbnail_idx\` ON \`_video_player_v\` (\`thumbnail_id\`);`)
  await db.run(sql`CREATE TABLE \`_video_content_v_videos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`video_title\` text,
  	\`video_embed_link\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_video_content_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_video_content_v_videos_order_idx\` ON \`_video_content_v_videos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_video_content_v_videos_parent_id_idx\` ON \`_video_content_v_videos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_video_content_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Watch and learn',
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
  await db.run(sql`CREATE INDEX \`_video_content_v_order_idx\` ON \`_video_content_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_video_content_v_parent_id_idx\` ON \`_video_content_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_video_content_v_path_idx\` ON \`_video_content_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_video_cards_v_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`sup_title\` text,
  	\`video_block_title\` text,
  	\`video_block_description\` text,
  	\`link\` text,
  	\`link_label\` text DEFAULT 'Watch the video',
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_video_cards_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_video_cards_v_cards_order_idx\` ON \`_video_cards_v_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_video_cards_v_cards_parent_id_idx\` ON \`_video_cards_v_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_video_cards_v_cards_image_idx\` ON \`_video_cards_v_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_video_cards_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
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
  await db.run(sql`CREATE INDEX \`_video_cards_v_order_idx\` ON \`_video_cards_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_video_cards_v_parent_id_idx\` ON \`_video_cards_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_video_cards_v_path_idx\` ON \`_video_cards_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_link_card_v_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`label\` text,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_link_card_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_link_card_v_cards_order_idx\` ON \`_link_card_v_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_link_card_v_cards_parent_id_idx\` ON \`_link_card_v_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_link_card_v_cards_image_idx\` ON \`_link_card_v_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_link_card_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
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
  await db.run(sql`CREATE INDEX \`_link_card_v_order_idx\` ON \`_link_card_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_link_card_v_parent_id_idx\` ON \`_link_card_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_link_card_v_path_idx\` ON \`_link_card_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_three_col_v_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`label\` text,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_three_col_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_three_col_v_columns_order_idx\` ON \`_three_col_v_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_three_col_v_columns_parent_id_idx\` ON \`_three_col_v_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_three_col_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
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
  await db.run(sql`CREATE INDEX \`_three_col_v_order_idx\` ON \`_three_col_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_three_col_v_parent_id_idx\` ON \`_three_col_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_three_col_v_path_idx\` ON \`_three_col_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_steps_v_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`step_number\` text,
  	\`block_title\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_steps_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_steps_v_steps_order_idx\` ON \`_steps_v_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_steps_v_steps_parent_id_idx\` ON \`_steps_v_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_steps_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'How it works',
  	\`cta_label\` text,
  	\`cta_url\` text,
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
  await db.run(sql`CREATE INDEX \`_steps_v_order_idx\` ON \`_steps_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_steps_v_parent_id_idx\` ON \`_steps_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_steps_v_path_idx\` ON \`_steps_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_four_links_v_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`link\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_four_links_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_four_links_v_links_order_idx\` ON \`_four_links_v_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_four_links_v_links_parent_id_idx\` ON \`_four_links_v_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_four_links_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
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
  await db.run(sql`CREATE INDEX \`_four_links_v_order_idx\` ON \`_four_links_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_four_links_v_parent_id_idx\` ON \`_four_links_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_four_links_v_path_idx\` ON \`_four_links_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_tooltip_content_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	\`term\` text,
  	\`definition\` text,
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
  await db.run(sql`CREATE INDEX \`_tooltip_content_v_order_idx\` ON \`_tooltip_content_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_tooltip_content_v_parent_id_idx\` ON \`_tooltip_content_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_tooltip_content_v_path_idx\` ON \`_tooltip_content_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_example_section_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
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
  await db.run(sql`CREATE INDEX \`_example_section_v_order_idx\` ON \`_example_section_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_example_section_v_parent_id_idx\` ON \`_example_section_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_example_section_v_path_idx\` ON \`_example_section_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_fifty_fifty_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`image_position\` text DEFAULT 'left',
  	\`title\` text,
  	\`content\` text,
  	\`link_label\` text,
  	\`link_url\` text,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_fifty_fifty_v_order_idx\` ON \`_fifty_fifty_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_fifty_fifty_v_parent_id_idx\` ON \`_fifty_fifty_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_fifty_fifty_v_path_idx\` ON \`_fifty_fifty_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_fifty_fifty_v_image_idx\` ON \`_fifty_fifty_v\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_icon_list_v_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'thermometer',
  	\`label\` text,
  	\`link\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_icon_list_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_icon_list_v_items_order_idx\` ON \`_icon_list_v_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_icon_list_v_items_parent_id_idx\` ON \`_icon_list_v_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_icon_list_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
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
  await db.run(sql`CREATE INDEX \`_icon_list_v_order_idx\` ON \`_icon_list_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_icon_list_v_parent_id_idx\` ON \`_icon_list_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_icon_list_v_path_idx\` ON \`_icon_list_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_cta_cards_v_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`label\` text,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_cta_cards_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_cta_cards_v_cards_order_idx\` ON \`_cta_cards_v_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_cta_cards_v_cards_parent_id_idx\` ON \`_cta_cards_v_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_cta_cards_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
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
  await db.run(sql`CREATE INDEX \`_cta_cards_v_order_idx\` ON \`_cta_cards_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_cta_cards_v_parent_id_idx\` ON \`_cta_cards_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_cta_cards_v_path_idx\` ON \`_cta_cards_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_spacer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`size\` text DEFAULT 'medium',
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_spacer_order_idx\` ON \`_pages_v_blocks_spacer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_spacer_parent_id_idx\` ON \`_pages_v_blocks_spacer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_spacer_path_idx\` ON \`_pages_v_blocks_spacer\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_email_banner_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Comfort tips in your inbox',
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
  await db.run(sql`CREATE INDEX \`_email_banner_v_order_idx\` ON \`_email_banner_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_email_banner_v_parent_id_idx\` ON \`_email_banner_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_email_banner_v_path_idx\` ON \`_email_banner_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_product_feat_v_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'leaf',
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_product_feat_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_product_feat_v_features_order_idx\` ON \`_product_feat_v_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_product_feat_v_features_parent_id_idx\` ON \`_product_feat_v_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_product_feat_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Features',
  	\`intro\` text,
  	\`image_id\` integer,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_product_feat_v_order_idx\` ON \`_product_feat_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_product_feat_v_parent_id_idx\` ON \`_product_feat_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_product_feat_v_path_idx\` ON \`_product_feat_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_product_feat_v_image_idx\` ON \`_product_feat_v\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_gslide_v_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`title\` text,
  	\`text\` text,
  	\`link\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_gslide_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_gslide_v_slides_order_idx\` ON \`_gslide_v_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_gslide_v_slides_parent_id_idx\` ON \`_gslide_v_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_gslide_v_slides_image_idx\` ON \`_gslide_v_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_gslide_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Explore our product lines',
  	\`show_title\` integer DEFAULT true,
  	\`options_desk_active\` integer DEFAULT false,
  	\`options_desk_slides_per_view\` numeric DEFAULT 3,
  	\`options_desk_arrows\` integer DEFAULT true,
  	\`options_desk_dots_navigation\` integer DEFAULT true,
  	\`options_desk_infinite_loop\` integer DEFAULT true,
  	\`options_desk_automatic_transition\` integer DEFAULT false,
  	\`options_desk_transition_delay\` numeric DEFAULT 0,
  	\`options_desk_arrows_bg\` text DEFAULT 'white',
  	\`options_desk_arrows_color\` text DEFAULT 'brand',
  	\`options_desk_arrows_border\` text DEFAULT 'brand',
  	\`options_desk_dots_colors\` text DEFAULT 'brand',
  	\`options_desk_transition_effect\` text DEFAULT 'slide',
  	\`options_desk_wrapper_css\` text DEFAULT 'none',
  	\`options_tablet_active\` integer DEFAULT false,
  	\`options_tablet_slides_per_view\` numeric DEFAULT 2,
  	\`options_tablet_arrows\` integer DEFAULT true,
  	\`options_tablet_dots_navigation\` integer DEFAULT true,
  	\`options_tablet_infinite_loop\` integer DEFAULT true,
  	\`options_tablet_automatic_transition\` integer DEFAULT false,
  	\`options_tablet_transition_delay\` numeric DEFAULT 0,
  	\`options_tablet_arrows_bg\` text DEFAULT 'white',
  	\`options_tablet_arrows_color\` text DEFAULT 'brand',
  	\`options_tablet_arrows_border\` text DEFAULT 'brand',
  	\`options_tablet_dots_colors\` text DEFAULT 'brand',
  	\`options_tablet_transition_effect\` text DEFAULT 'slide',
  	\`options_tablet_wrapper_css\` text DEFAULT 'none',
  	\`options_mobile_active\` integer DEFAULT false,
  	\`options_mobile_slides_per_view\` numeric DEFAULT 1,
  	\`options_mobile_arrows\` integer DEFAULT false,
  	\`options_mobile_dots_navigation\` integer DEFAULT true,
  	\`options_mobile_infinite_loop\` integer DEFAULT true,
  	\`options_mobile_automatic_transition\` integer DEFAULT false,
  	\`options_mobile_transition_delay\` numeric DEFAULT 0,
  	\`options_mobile_arrows_bg\` text DEFAULT 'white',
  	\`options_mobile_arrows_color\` text DEFAULT 'brand',
  	\`options_mobile_arrows_border\` text DEFAULT 'brand',
  	\`options_mobile_dots_colors\` text DEFAULT 'brand',
  	\`options_mobile_transition_effect\` text DEFAULT 'slide',
  	\`options_mobile_wrapper_css\` text DEFAULT 'none',
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
  await db.run(sql`CREATE INDEX \`_gslide_v_order_idx\` ON \`_gslide_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_gslide_v_parent_id_idx\` ON \`_gslide_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_gslide_v_path_idx\` ON \`_gslide_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_qslide_v_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`sup_title\` text,
  	\`title\` text,
  	\`quote\` text,
  	\`author\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_qslide_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_qslide_v_slides_order_idx\` ON \`_qslide_v_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_qslide_v_slides_parent_id_idx\` ON \`_qslide_v_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_qslide_v_slides_image_idx\` ON \`_qslide_v_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_qslide_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'What homeowners say',
  	\`show_title\` integer DEFAULT true,
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
  await db.run(sql`CREATE INDEX \`_qslide_v_order_idx\` ON \`_qslide_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_qslide_v_parent_id_idx\` ON \`_qslide_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_qslide_v_path_idx\` ON \`_qslide_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_slides_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tab_title\` text,
  	\`tab_details\` text,
  	\`button_link_url\` text,
  	\`button_link_title\` text,
  	\`image_id\` integer,
  	\`image_mobile_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_mobile_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_tslide_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_slides_v_order_idx\` ON \`_slides_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_slides_v_parent_id_idx\` ON \`_slides_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_slides_v_image_idx\` ON \`_slides_v\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_slides_v_image_mobile_idx\` ON \`_slides_v\` (\`image_mobile_id\`);`)
  await db.run(sql`CREATE TABLE \`_tslide_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Why choose Alderline?',
  	\`auto_slide\` text DEFAULT '0',
  	\`transition_delay\` numeric DEFAULT 6,
  	\`show_arrows\` integer DEFAULT true,
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
  await db.run(sql`CREATE INDEX \`_tslide_v_order_idx\` ON \`_tslide_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_tslide_v_parent_id_idx\` ON \`_tslide_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_tslide_v_path_idx\` ON \`_tslide_v\` (\`_path\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`ratings_widget_script_url\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`hero_btn\`;`)
  await db.run(sql`DROP TABLE \`hero\`;`)
  await db.run(sql`DROP TABLE \`basic_banner\`;`)
  await db.run(sql`DROP TABLE \`w_hero\`;`)
  await db.run(sql`DROP TABLE \`w_btn\`;`)
  await db.run(sql`DROP TABLE \`acc_items\`;`)
  await db.run(sql`DROP TABLE \`acc\`;`)
  await db.run(sql`DROP TABLE \`exp_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`exp_cards\`;`)
  await db.run(sql`DROP TABLE \`items\`;`)
  await db.run(sql`DROP TABLE \`tabs_bg_tabs\`;`)
  await db.run(sql`DROP TABLE \`tabs_bg\`;`)
  await db.run(sql`DROP TABLE \`dtable_header_rows_cells\`;`)
  await db.run(sql`DROP TABLE \`dtable_header_rows\`;`)
  await db.run(sql`DROP TABLE \`dtable_body_rows_cells\`;`)
  await db.run(sql`DROP TABLE \`dtable_body_rows\`;`)
  await db.run(sql`DROP TABLE \`dtable\`;`)
  await db.run(sql`DROP TABLE \`help_banner\`;`)
  await db.run(sql`DROP TABLE \`close_banner\`;`)
  await db.run(sql`DROP TABLE \`sticky_cta\`;`)
  await db.run(sql`DROP TABLE \`page_nav_items\`;`)
  await db.run(sql`DROP TABLE \`page_nav\`;`)
  await db.run(sql`DROP TABLE \`review_slot\`;`)
  await db.run(sql`DROP TABLE \`video_player\`;`)
  await db.run(sql`DROP TABLE \`video_content_videos\`;`)
  await db.run(sql`DROP TABLE \`video_content\`;`)
  await db.run(sql`DROP TABLE \`video_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`video_cards\`;`)
  await db.run(sql`DROP TABLE \`link_card_cards\`;`)
  await db.run(sql`DROP TABLE \`link_card\`;`)
  await db.run(sql`DROP TABLE \`three_col_columns\`;`)
  await db.run(sql`DROP TABLE \`three_col\`;`)
  await db.run(sql`DROP TABLE \`steps_steps\`;`)
  await db.run(sql`DROP TABLE \`steps\`;`)
  await db.run(sql`DROP TABLE \`four_links_links\`;`)
  await db.run(sql`DROP TABLE \`four_links\`;`)
  await db.run(sql`DROP TABLE \`tooltip_content\`;`)
  await db.run(sql`DROP TABLE \`example_section\`;`)
  await db.run(sql`DROP TABLE \`fifty_fifty\`;`)
  await db.run(sql`DROP TABLE \`icon_list_items\`;`)
  await db.run(sql`DROP TABLE \`icon_list\`;`)
  await db.run(sql`DROP TABLE \`cta_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`cta_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_spacer\`;`)
  await db.run(sql`DROP TABLE \`email_banner\`;`)
  await db.run(sql`DROP TABLE \`product_feat_features\`;`)
  await db.run(sql`DROP TABLE \`product_feat\`;`)
  await db.run(sql`DROP TABLE \`gslide_slides\`;`)
  await db.run(sql`DROP TABLE \`gslide\`;`)
  await db.run(sql`DROP TABLE \`qslide_slides\`;`)
  await db.run(sql`DROP TABLE \`qslide\`;`)
  await db.run(sql`DROP TABLE \`slides\`;`)
  await db.run(sql`DROP TABLE \`tslide\`;`)
  await db.run(sql`DROP TABLE \`_hero_btn_v\`;`)
  await db.run(sql`DROP TABLE \`_hero_v\`;`)
  await db.run(sql`DROP TABLE \`_basic_banner_v\`;`)
  await db.run(sql`DROP TABLE \`_w_hero_v\`;`)
  await db.run(sql`DROP TABLE \`_w_btn_v\`;`)
  await db.run(sql`DROP TABLE \`_acc_v_items\`;`)
  await db.run(sql`DROP TABLE \`_acc_v\`;`)
  await db.run(sql`DROP TABLE \`_exp_cards_v_cards\`;`)
  await db.run(sql`DROP TABLE \`_exp_cards_v\`;`)
  await db.run(sql`DROP TABLE \`_items_v\`;`)
  await db.run(sql`DROP TABLE \`_tabs_bg_v_tabs\`;`)
  await db.run(sql`DROP TABLE \`_tabs_bg_v\`;`)
  await db.run(sql`DROP TABLE \`_dtable_v_header_rows_cells\`;`)
  await db.run(sql`DROP TABLE \`_dtable_v_header_rows\`;`)
  await db.run(sql`DROP TABLE \`_dtable_v_body_rows_cells\`;`)
  await db.run(sql`DROP TABLE \`_dtable_v_body_rows\`;`)
  await db.run(sql`DROP TABLE \`_dtable_v\`;`)
  await db.run(sql`DROP TABLE \`_help_banner_v\`;`)
  await db.run(sql`DROP TABLE \`_close_banner_v\`;`)
  await db.run(sql`DROP TABLE \`_sticky_cta_v\`;`)
  await db.run(sql`DROP TABLE \`_page_nav_v_items\`;`)
  await db.run(sql`DROP TABLE \`_page_nav_v\`;`)
  await db.run(sql`DROP TABLE \`_review_slot_v\`;`)
  await db.run(sql`DROP TABLE \`_video_player_v\`;`)
  await db.run(sql`DROP TABLE \`_video_content_v_videos\`;`)
  await db.run(sql`DROP TABLE \`_video_content_v\`;`)
  await db.run(sql`DROP TABLE \`_video_cards_v_cards\`;`)
  await db.run(sql`DROP TABLE \`_video_cards_v\`;`)
  await db.run(sql`DROP TABLE \`_link_card_v_cards\`;`)
  await db.run(sql`DROP TABLE \`_link_card_v\`;`)
  await db.run(sql`DROP TABLE \`_three_col_v_columns\`;`)
  await db.run(sql`DROP TABLE \`_three_col_v\`;`)
  await db.run(sql`DROP TABLE \`_steps_v_steps\`;`)
  await db.run(sql`DROP TABLE \`_steps_v\`;`)
  await db.run(sql`DROP TABLE \`_four_links_v_links\`;`)
  await db.run(sql`DROP TABLE \`_four_links_v\`;`)
  await db.run(sql`DROP TABLE \`_tooltip_content_v\`;`)
  await db.run(sql`DROP TABLE \`_example_section_v\`;`)
  await db.run(sql`DROP TABLE \`_fifty_fifty_v\`;`)
  await db.run(sql`DROP TABLE \`_icon_list_v_items\`;`)
  await db.run(sql`DROP TABLE \`_icon_list_v\`;`)
  await db.run(sql`DROP TABLE \`_cta_cards_v_cards\`;`)
  await db.run(sql`DROP TABLE \`_cta_cards_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_spacer\`;`)
  await db.run(sql`DROP TABLE \`_email_banner_v\`;`)
  await db.run(sql`DROP TABLE \`_product_feat_v_features\`;`)
  await db.run(sql`DROP TABLE \`_product_feat_v\`;`)
  await db.run(sql`DROP TABLE \`_gslide_v_slides\`;`)
  await db.run(sql`DROP TABLE \`_gslide_v\`;`)
  await db.run(sql`DROP TABLE \`_qslide_v_slides\`;`)
  await db.run(sql`DROP TABLE \`_qslide_v\`;`)
  await db.run(sql`DROP TABLE \`_slides_v\`;`)
  await db.run(sql`DROP TABLE \`_tslide_v\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`ratings_widget_script_url\`;`)
}
