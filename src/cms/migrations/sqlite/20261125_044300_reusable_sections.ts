import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`reusable_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`section_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`section_id\`) REFERENCES \`rsec\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`reusable_section_order_idx\` ON \`reusable_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`reusable_section_parent_id_idx\` ON \`reusable_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`reusable_section_path_idx\` ON \`reusable_section\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`reusable_section_section_idx\` ON \`reusable_section\` (\`section_id\`);`)
  await db.run(sql`CREATE TABLE \`_reusable_section_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`section_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`section_id\`) REFERENCES \`rsec\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_reusable_section_v_order_idx\` ON \`_reusable_section_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_reusable_section_v_parent_id_idx\` ON \`_reusable_section_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_reusable_section_v_path_idx\` ON \`_reusable_section_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_reusable_section_v_section_idx\` ON \`_reusable_section_v\` (\`section_id\`);`)
  await db.run(sql`CREATE TABLE \`rsec_blocks_heading\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`level\` text DEFAULT 'h2' NOT NULL,
  	\`alignment\` text,
  	\`anchor\` text,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rsec\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`rsec_blocks_heading_order_idx\` ON \`rsec_blocks_heading\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`rsec_blocks_heading_parent_id_idx\` ON \`rsec_blocks_heading\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`rsec_blocks_heading_path_idx\` ON \`rsec_blocks_heading\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`rsec_blocks_paragraph\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content\` text NOT NULL,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rsec\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`rsec_blocks_paragraph_order_idx\` ON \`rsec_blocks_paragraph\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`rsec_blocks_paragraph_parent_id_idx\` ON \`rsec_blocks_paragraph\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`rsec_blocks_paragraph_path_idx\` ON \`rsec_blocks_paragraph\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`rsec_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`source\` text DEFAULT 'upload',
  	\`media_id\` integer,
  	\`url\` text,
  	\`alt\` text,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`caption\` text,
  	\`link\` text,
  	\`display_width\` text DEFAULT 'content' NOT NULL,
  	\`priority\` integer DEFAULT false,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rsec\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`rsec_blocks_image_order_idx\` ON \`rsec_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`rsec_blocks_image_parent_id_idx\` ON \`rsec_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`rsec_blocks_image_path_idx\` ON \`rsec_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`rsec_blocks_image_media_idx\` ON \`rsec_blocks_image\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`rsec_blocks_buttons_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`variant\` text DEFAULT 'primary' NOT NULL,
  	\`new_tab\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rsec_blocks_buttons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`rsec_blocks_buttons_buttons_order_idx\` ON \`rsec_blocks_buttons_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`rsec_blocks_buttons_buttons_parent_id_idx\` ON \`rsec_blocks_buttons_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`rsec_blocks_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`alignment\` text,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rsec\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`rsec_blocks_buttons_order_idx\` ON \`rsec_blocks_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`rsec_blocks_buttons_parent_id_idx\` ON \`rsec_blocks_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`rsec_blocks_buttons_path_idx\` ON \`rsec_blocks_buttons\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`rsec_blocks_list_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rsec_blocks_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`rsec_blocks_list_items_order_idx\` ON \`rsec_blocks_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`rsec_blocks_list_items_parent_id_idx\` ON \`rsec_blocks_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`rsec_blocks_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`ordered\` integer DEFAULT false,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rsec\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`rsec_blocks_list_order_idx\` ON \`rsec_blocks_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`rsec_blocks_list_parent_id_idx\` ON \`rsec_blocks_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`rsec_blocks_list_path_idx\` ON \`rsec_blocks_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`rsec_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`quote\` text NOT NULL,
  	\`citation\` text,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rsec\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`rsec_blocks_quote_order_idx\` ON \`rsec_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`rsec_blocks_quote_parent_id_idx\` ON \`rsec_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`rsec_blocks_quote_path_idx\` ON \`rsec_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`rsec_blocks_table_rows_cells\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rsec_blocks_table_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`rsec_blocks_table_rows_cells_order_idx\` ON \`rsec_blocks_table_rows_cells\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`rsec_blocks_table_rows_cells_parent_id_idx\` ON \`rsec_blocks_table_rows_cells\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`rsec_blocks_table_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rsec_blocks_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`rsec_blocks_table_rows_order_idx\` ON \`rsec_blocks_table_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`rsec_blocks_table_rows_parent_id_idx\` ON \`rsec_blocks_table_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`rsec_blocks_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`caption\` text,
  	\`has_header_row\` integer DEFAULT true,
  	\`has_header_column\` integer DEFAULT false,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rsec\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`rsec_blocks_table_order_idx\` ON \`rsec_blocks_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`rsec_blocks_table_parent_id_idx\` ON \`rsec_blocks_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`rsec_blocks_table_path_idx\` ON \`rsec_blocks_table\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`rsec_blocks_separator\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`style\` text DEFAULT 'line' NOT NULL,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rsec\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`rsec_blocks_separator_order_idx\` ON \`rsec_blocks_separator\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`rsec_blocks_separator_parent_id_idx\` ON \`rsec_blocks_separator\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`rsec_blocks_separator_path_idx\` ON \`rsec_blocks_separator\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`rsec_blocks_html\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`html\` text NOT NULL,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rsec\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`rsec_blocks_html_order_idx\` ON \`rsec_blocks_html\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`rsec_blocks_html_parent_id_idx\` ON \`rsec_blocks_html\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`rsec_blocks_html_path_idx\` ON \`rsec_blocks_html\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`sec_svc_card\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Need help?' NOT NULL,
  	\`text\` text,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rsec\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sec_svc_card_order_idx\` ON \`sec_svc_card\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sec_svc_card_parent_id_idx\` ON \`sec_svc_card\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sec_svc_card_path_idx\` ON \`sec_svc_card\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`sec_faq_list_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sec_faq_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sec_faq_list_items_order_idx\` ON \`sec_faq_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sec_faq_list_items_parent_id_idx\` ON \`sec_faq_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sec_faq_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Frequently asked questions' NOT NULL,
  	\`structured_data\` integer DEFAULT true,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rsec\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sec_faq_list_order_idx\` ON \`sec_faq_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sec_faq_list_parent_id_idx\` ON \`sec_faq_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sec_faq_list_path_idx\` ON \`sec_faq_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`sec_card_rpt_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`link\` text,
  	\`link_label\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sec_card_rpt\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sec_card_rpt_cards_order_idx\` ON \`sec_card_rpt_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sec_card_rpt_cards_parent_id_idx\` ON \`sec_card_rpt_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sec_card_rpt_cards_image_idx\` ON \`sec_card_rpt_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`sec_card_rpt\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rsec\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sec_card_rpt_order_idx\` ON \`sec_card_rpt\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sec_card_rpt_parent_id_idx\` ON \`sec_card_rpt\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sec_card_rpt_path_idx\` ON \`sec_card_rpt\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`sec_icon_grid_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'thermometer' NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sec_icon_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sec_icon_grid_items_order_idx\` ON \`sec_icon_grid_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sec_icon_grid_items_parent_id_idx\` ON \`sec_icon_grid_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sec_icon_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`cta_label\` text,
  	\`cta_url\` text,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rsec\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sec_icon_grid_order_idx\` ON \`sec_icon_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sec_icon_grid_parent_id_idx\` ON \`sec_icon_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sec_icon_grid_path_idx\` ON \`sec_icon_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`sec_share_btns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Share this page',
  	\`facebook\` text DEFAULT '0',
  	\`twitter\` text DEFAULT '0',
  	\`linkedin\` text DEFAULT '0',
  	\`whatsapp\` text DEFAULT '0',
  	\`email\` text DEFAULT '0',
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rsec\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sec_share_btns_order_idx\` ON \`sec_share_btns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sec_share_btns_parent_id_idx\` ON \`sec_share_btns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sec_share_btns_path_idx\` ON \`sec_share_btns\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`rsec_blocks_rebate_savings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`intro\` text,
  	\`hide_slider\` text DEFAULT '0',
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rsec\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`rsec_blocks_rebate_savings_order_idx\` ON \`rsec_blocks_rebate_savings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`rsec_blocks_rebate_savings_parent_id_idx\` ON \`rsec_blocks_rebate_savings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`rsec_blocks_rebate_savings_path_idx\` ON \`rsec_blocks_rebate_savings\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`sec_dlr_res\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Dealer resources' NOT NULL,
  	\`intro\` text,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rsec\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sec_dlr_res_order_idx\` ON \`sec_dlr_res\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sec_dlr_res_parent_id_idx\` ON \`sec_dlr_res\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sec_dlr_res_path_idx\` ON \`sec_dlr_res\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`rsec_blocks_group\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`direction\` text DEFAULT 'stack' NOT NULL,
  	\`justification\` text DEFAULT 'start' NOT NULL,
  	\`alignment\` text DEFAULT 'stretch' NOT NULL,
  	\`wrap\` integer DEFAULT true,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rsec\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`rsec_blocks_group_order_idx\` ON \`rsec_blocks_group\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`rsec_blocks_group_parent_id_idx\` ON \`rsec_blocks_group\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`rsec_blocks_group_path_idx\` ON \`rsec_blocks_group\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`rsec_blocks_columns_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`widths_mobile\` text DEFAULT '12',
  	\`widths_small\` text,
  	\`widths_medium\` text,
  	\`widths_large\` text,
  	\`widths_xlarge\` text,
  	\`widths_xxlarge\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rsec_blocks_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`rsec_blocks_columns_columns_order_idx\` ON \`rsec_blocks_columns_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`rsec_blocks_columns_columns_parent_id_idx\` ON \`rsec_blocks_columns_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`rsec_blocks_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`preset\` text DEFAULT 'halves' NOT NULL,
  	\`vertical_alignment\` text DEFAULT 'top' NOT NULL,
  	\`gap\` text DEFAULT 'medium' NOT NULL,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rsec\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`rsec_blocks_columns_order_idx\` ON \`rsec_blocks_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`rsec_blocks_columns_parent_id_idx\` ON \`rsec_blocks_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`rsec_blocks_columns_path_idx\` ON \`rsec_blocks_columns\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`sec_basic_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`button_label\` text,
  	\`button_url\` text,
  	\`background_color\` text DEFAULT 'brand' NOT NULL,
  	\`remove_container\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rsec\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sec_basic_banner_order_idx\` ON \`sec_basic_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sec_basic_banner_parent_id_idx\` ON \`sec_basic_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sec_basic_banner_path_idx\` ON \`sec_basic_banner\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`sec_help_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`language\` text DEFAULT 'en' NOT NULL,
  	\`text\` text,
  	\`phone\` text,
  	\`hours\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rsec\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sec_help_banner_order_idx\` ON \`sec_help_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sec_help_banner_parent_id_idx\` ON \`sec_help_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sec_help_banner_path_idx\` ON \`sec_help_banner\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`sec_cta_cards_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`label\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sec_cta_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sec_cta_cards_cards_order_idx\` ON \`sec_cta_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sec_cta_cards_cards_parent_id_idx\` ON \`sec_cta_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sec_cta_cards\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rsec\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sec_cta_cards_order_idx\` ON \`sec_cta_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sec_cta_cards_parent_id_idx\` ON \`sec_cta_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sec_cta_cards_path_idx\` ON \`sec_cta_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`sec_fifty_fifty\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`image_position\` text DEFAULT 'left' NOT NULL,
  	\`title\` text NOT NULL,
  	\`content\` text NOT NULL,
  	\`link_label\` text,
  	\`link_url\` text,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rsec\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sec_fifty_fifty_order_idx\` ON \`sec_fifty_fifty\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sec_fifty_fifty_parent_id_idx\` ON \`sec_fifty_fifty\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sec_fifty_fifty_path_idx\` ON \`sec_fifty_fifty\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`sec_fifty_fifty_image_idx\` ON \`sec_fifty_fifty\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`sec_steps_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`step_number\` text,
  	\`block_title\` text NOT NULL,
  	\`description\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sec_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sec_steps_steps_order_idx\` ON \`sec_steps_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sec_steps_steps_parent_id_idx\` ON \`sec_steps_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sec_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'How it works' NOT NULL,
  	\`cta_label\` text,
  	\`cta_url\` text,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rsec\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sec_steps_order_idx\` ON \`sec_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sec_steps_parent_id_idx\` ON \`sec_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sec_steps_path_idx\` ON \`sec_steps\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`sec_icon_list_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'thermometer' NOT NULL,
  	\`label\` text NOT NULL,
  	\`link\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sec_icon_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sec_icon_list_items_order_idx\` ON \`sec_icon_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sec_icon_list_items_parent_id_idx\` ON \`sec_icon_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sec_icon_list\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rsec\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sec_icon_list_order_idx\` ON \`sec_icon_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sec_icon_list_parent_id_idx\` ON \`sec_icon_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sec_icon_list_path_idx\` ON \`sec_icon_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`sec_link_card_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`label\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sec_link_card\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sec_link_card_cards_order_idx\` ON \`sec_link_card_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sec_link_card_cards_parent_id_idx\` ON \`sec_link_card_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sec_link_card_cards_image_idx\` ON \`sec_link_card_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`sec_link_card\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rsec\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sec_link_card_order_idx\` ON \`sec_link_card\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sec_link_card_parent_id_idx\` ON \`sec_link_card\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sec_link_card_path_idx\` ON \`sec_link_card\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`sec_four_links_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`link\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sec_four_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sec_four_links_links_order_idx\` ON \`sec_four_links_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sec_four_links_links_parent_id_idx\` ON \`sec_four_links_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sec_four_links\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rsec\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sec_four_links_order_idx\` ON \`sec_four_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sec_four_links_parent_id_idx\` ON \`sec_four_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sec_four_links_path_idx\` ON \`sec_four_links\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`sec_three_col_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`label\` text,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sec_three_col\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sec_three_col_columns_order_idx\` ON \`sec_three_col_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sec_three_col_columns_parent_id_idx\` ON \`sec_three_col_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sec_three_col\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rsec\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sec_three_col_order_idx\` ON \`sec_three_col\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sec_three_col_parent_id_idx\` ON \`sec_three_col\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sec_three_col_path_idx\` ON \`sec_three_col\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`sec_acc_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`image_id\` integer,
  	\`body\` text NOT NULL,
  	\`link_label\` text,
  	\`link_url\` text,
  	\`open_on_mobile\` integer DEFAULT false,
  	\`open_on_tablet\` integer DEFAULT false,
  	\`open_on_desktop\` integer DEFAULT false,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sec_acc\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sec_acc_items_order_idx\` ON \`sec_acc_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sec_acc_items_parent_id_idx\` ON \`sec_acc_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sec_acc_items_image_idx\` ON \`sec_acc_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`sec_acc\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rsec\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sec_acc_order_idx\` ON \`sec_acc\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sec_acc_parent_id_idx\` ON \`sec_acc\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sec_acc_path_idx\` ON \`sec_acc\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`sec_video_cards_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`sup_title\` text,
  	\`video_block_title\` text NOT NULL,
  	\`video_block_description\` text,
  	\`link\` text NOT NULL,
  	\`link_label\` text DEFAULT 'Watch the video',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sec_video_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sec_video_cards_cards_order_idx\` ON \`sec_video_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sec_video_cards_cards_parent_id_idx\` ON \`sec_video_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sec_video_cards_cards_image_idx\` ON \`sec_video_cards_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`sec_video_cards\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rsec\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sec_video_cards_order_idx\` ON \`sec_video_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sec_video_cards_parent_id_idx\` ON \`sec_video_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sec_video_cards_path_idx\` ON \`sec_video_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`sec_email_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Comfort tips in your inbox' NOT NULL,
  	\`text\` text,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rsec\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sec_email_banner_order_idx\` ON \`sec_email_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sec_email_banner_parent_id_idx\` ON \`sec_email_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sec_email_banner_path_idx\` ON \`sec_email_banner\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`rsec\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`rsec_updated_at_idx\` ON \`rsec\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`rsec_created_at_idx\` ON \`rsec\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`rsec_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`model_families_id\` integer,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`rsec\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`model_families_id\`) REFERENCES \`model_families\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`rsec_rels_order_idx\` ON \`rsec_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`rsec_rels_parent_idx\` ON \`rsec_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`rsec_rels_path_idx\` ON \`rsec_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`rsec_rels_model_families_id_idx\` ON \`rsec_rels\` (\`model_families_id\`);`)
  await db.run(sql`CREATE INDEX \`rsec_rels_products_id_idx\` ON \`rsec_rels\` (\`products_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`rsec_id\` integer REFERENCES rsec(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rsec_id_idx\` ON \`payload_locked_documents_rels\` (\`rsec_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`reusable_section\`;`)
  await db.run(sql`DROP TABLE \`_reusable_section_v\`;`)
  await db.run(sql`DROP TABLE \`rsec_blocks_heading\`;`)
  await db.run(sql`DROP TABLE \`rsec_blocks_paragraph\`;`)
  await db.run(sql`DROP TABLE \`rsec_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`rsec_blocks_buttons_buttons\`;`)
  await db.run(sql`DROP TABLE \`rsec_blocks_buttons\`;`)
  await db.run(sql`DROP TABLE \`rsec_blocks_list_items\`;`)
  await db.run(sql`DROP TABLE \`rsec_blocks_list\`;`)
  await db.run(sql`DROP TABLE \`rsec_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`rsec_blocks_table_rows_cells\`;`)
  await db.run(sql`DROP TABLE \`rsec_blocks_table_rows\`;`)
  await db.run(sql`DROP TABLE \`rsec_blocks_table\`;`)
  await db.run(sql`DROP TABLE \`rsec_blocks_separator\`;`)
  await db.run(sql`DROP TABLE \`rsec_blocks_html\`;`)
  await db.run(sql`DROP TABLE \`sec_svc_card\`;`)
  await db.run(sql`DROP TABLE \`sec_faq_list_items\`;`)
  await db.run(sql`DROP TABLE \`sec_faq_list\`;`)
  await db.run(sql`DROP TABLE \`sec_card_rpt_cards\`;`)
  await db.run(sql`DROP TABLE \`sec_card_rpt\`;`)
  await db.run(sql`DROP TABLE \`sec_icon_grid_items\`;`)
  await db.run(sql`DROP TABLE \`sec_icon_grid\`;`)
  await db.run(sql`DROP TABLE \`sec_share_btns\`;`)
  await db.run(sql`DROP TABLE \`rsec_blocks_rebate_savings\`;`)
  await db.run(sql`DROP TABLE \`sec_dlr_res\`;`)
  await db.run(sql`DROP TABLE \`rsec_blocks_group\`;`)
  await db.run(sql`DROP TABLE \`rsec_blocks_columns_columns\`;`)
  await db.run(sql`DROP TABLE \`rsec_blocks_columns\`;`)
  await db.run(sql`DROP TABLE \`sec_basic_banner\`;`)
  await db.run(sql`DROP TABLE \`sec_help_banner\`;`)
  await db.run(sql`DROP TABLE \`sec_cta_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`sec_cta_cards\`;`)
  await db.run(sql`DROP TABLE \`sec_fifty_fifty\`;`)
  await db.run(sql`DROP TABLE \`sec_steps_steps\`;`)
  await db.run(sql`DROP TABLE \`sec_steps\`;`)
  await db.run(sql`DROP TABLE \`sec_icon_list_items\`;`)
  await db.run(sql`DROP TABLE \`sec_icon_list\`;`)
  await db.run(sql`DROP TABLE \`sec_link_card_cards\`;`)
  await db.run(sql`DROP TABLE \`sec_link_card\`;`)
  await db.run(sql`DROP TABLE \`sec_four_links_links\`;`)
  await db.run(sql`DROP TABLE \`sec_four_links\`;`)
  await db.run(sql`DROP TABLE \`sec_three_col_columns\`;`)
  await db.run(sql`DROP TABLE \`sec_three_col\`;`)
  await db.run(sql`DROP TABLE \`sec_acc_items\`;`)
  await db.run(sql`DROP TABLE \`sec_acc\`;`)
  await db.run(sql`DROP TABLE \`sec_video_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`sec_video_cards\`;`)
  await db.run(sql`DROP TABLE \`sec_email_banner\`;`)
  await db.run(sql`DROP TABLE \`rsec\`;`)
  await db.run(sql`DROP TABLE \`rsec_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`media_id\` integer,
  	\`documents_id\` integer,
  	\`product_categories_id\` integer,
  	\`model_families_id\` integer,
  	\`products_id\` integer,
  	\`users_id\` integer,
  	\`dealers_id\` integer,
  	\`dealer_reviews_id\` integer,
  	\`leads_id\` integer,
  	\`newsletter_signups_id\` integer,
  	\`rebate_programs_id\` integer,
  	\`posts_id\` integer,
  	\`redirects_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_categories_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`model_families_id\`) REFERENCES \`model_families\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dealers_id\`) REFERENCES \`dealers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dealer_reviews_id\`) REFERENCES \`dealer_reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_signups_id\`) REFERENCES \`newsletter_signups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rebate_programs_id\`) REFERENCES \`rebate_programs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "documents_id", "product_categories_id", "model_families_id", "products_id", "users_id", "dealers_id", "dealer_reviews_id", "leads_id", "newsletter_signups_id", "rebate_programs_id", "posts_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "documents_id", "product_categories_id", "model_families_id", "products_id", "users_id", "dealers_id", "dealer_reviews_id", "leads_id", "newsletter_signups_id", "rebate_programs_id", "posts_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`product_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_model_families_id_idx\` ON \`payload_locked_documents_rels\` (\`model_families_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dealers_id_idx\` ON \`payload_locked_documents_rels\` (\`dealers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dealer_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`dealer_reviews_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_signups_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_signups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rebate_programs_id_idx\` ON \`payload_locked_documents_rels\` (\`rebate_programs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
}
