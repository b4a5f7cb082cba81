import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`svc_card\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Need help?',
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
  await db.run(sql`CREATE INDEX \`svc_card_order_idx\` ON \`svc_card\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`svc_card_parent_id_idx\` ON \`svc_card\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`svc_card_path_idx\` ON \`svc_card\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`faq_list_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faq_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faq_list_items_order_idx\` ON \`faq_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faq_list_items_parent_id_idx\` ON \`faq_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`faq_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Frequently asked questions',
  	\`structured_data\` integer DEFAULT true,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faq_list_order_idx\` ON \`faq_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faq_list_parent_id_idx\` ON \`faq_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faq_list_path_idx\` ON \`faq_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`card_rpt_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`title\` text,
  	\`text\` text,
  	\`link\` text,
  	\`link_label\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`card_rpt\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`card_rpt_cards_order_idx\` ON \`card_rpt_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`card_rpt_cards_parent_id_idx\` ON \`card_rpt_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`card_rpt_cards_image_idx\` ON \`card_rpt_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`card_rpt\` (
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
  await db.run(sql`CREATE INDEX \`card_rpt_order_idx\` ON \`card_rpt\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`card_rpt_parent_id_idx\` ON \`card_rpt\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`card_rpt_path_idx\` ON \`card_rpt\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`icon_grid_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'thermometer',
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`icon_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`icon_grid_items_order_idx\` ON \`icon_grid_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`icon_grid_items_parent_id_idx\` ON \`icon_grid_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`icon_grid\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`icon_grid_order_idx\` ON \`icon_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`icon_grid_parent_id_idx\` ON \`icon_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`icon_grid_path_idx\` ON \`icon_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`share_btns\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`share_btns_order_idx\` ON \`share_btns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`share_btns_parent_id_idx\` ON \`share_btns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`share_btns_path_idx\` ON \`share_btns\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_rebate_savings\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`pages_blocks_rebate_savings_order_idx\` ON \`pages_blocks_rebate_savings\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`pages_blocks_rebate_savings_parent_id_idx\` ON \`pages_blocks_rebate_savings\` (\`_parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`pages_blocks_rebate_savings_path_idx\` ON \`pages_blocks_rebate_savings\` (\`_path\`);`,
  )
  await db.run(sql`CREATE TABLE \`dlr_res\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Dealer resources',
  	\`intro\` text,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`dlr_res_order_idx\` ON \`dlr_res\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`dlr_res_parent_id_idx\` ON \`dlr_res\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`dlr_res_path_idx\` ON \`dlr_res\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`model_families_id\` integer,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`model_families_id\`) REFERENCES \`model_families\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(
    sql`CREATE INDEX \`pages_rels_model_families_id_idx\` ON \`pages_rels\` (\`model_families_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`pages_rels_products_id_idx\` ON \`pages_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`_svc_card_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Need help?',
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
  await db.run(sql`CREATE INDEX \`_svc_card_v_order_idx\` ON \`_svc_card_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_svc_card_v_parent_id_idx\` ON \`_svc_card_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_svc_card_v_path_idx\` ON \`_svc_card_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_faq_list_v_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faq_list_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faq_list_v_items_order_idx\` ON \`_faq_list_v_items\` (\`_order\`);`)
  await db.run(
    sql`CREATE INDEX \`_faq_list_v_items_parent_id_idx\` ON \`_faq_list_v_items\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_faq_list_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Frequently asked questions',
  	\`structured_data\` integer DEFAULT true,
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
  await db.run(sql`CREATE INDEX \`_faq_list_v_order_idx\` ON \`_faq_list_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faq_list_v_parent_id_idx\` ON \`_faq_list_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faq_list_v_path_idx\` ON \`_faq_list_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_card_rpt_v_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`title\` text,
  	\`text\` text,
  	\`link\` text,
  	\`link_label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_card_rpt_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_card_rpt_v_cards_order_idx\` ON \`_card_rpt_v_cards\` (\`_order\`);`)
  await db.run(
    sql`CREATE INDEX \`_card_rpt_v_cards_parent_id_idx\` ON \`_card_rpt_v_cards\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`_card_rpt_v_cards_image_idx\` ON \`_card_rpt_v_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_card_rpt_v\` (
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
  await db.run(sql`CREATE INDEX \`_card_rpt_v_order_idx\` ON \`_card_rpt_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_card_rpt_v_parent_id_idx\` ON \`_card_rpt_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_card_rpt_v_path_idx\` ON \`_card_rpt_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_icon_grid_v_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'thermometer',
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_icon_grid_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_icon_grid_v_items_order_idx\` ON \`_icon_grid_v_items\` (\`_order\`);`)
  await db.run(
    sql`CREATE INDEX \`_icon_grid_v_items_parent_id_idx\` ON \`_icon_grid_v_items\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_icon_grid_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
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
  await db.run(sql`CREATE INDEX \`_icon_grid_v_order_idx\` ON \`_icon_grid_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_icon_grid_v_parent_id_idx\` ON \`_icon_grid_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_icon_grid_v_path_idx\` ON \`_icon_grid_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_share_btns_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
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
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_share_btns_v_order_idx\` ON \`_share_btns_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_share_btns_v_parent_id_idx\` ON \`_share_btns_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_share_btns_v_path_idx\` ON \`_share_btns_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_rebate_savings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`intro\` text,
  	\`hide_slider\` text DEFAULT '0',
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
  await db.run(
    sql`CREATE INDEX \`_pages_v_blocks_rebate_savings_order_idx\` ON \`_pages_v_blocks_rebate_savings\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_pages_v_blocks_rebate_savings_parent_id_idx\` ON \`_pages_v_blocks_rebate_savings\` (\`_parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_pages_v_blocks_rebate_savings_path_idx\` ON \`_pages_v_blocks_rebate_savings\` (\`_path\`);`,
  )
  await db.run(sql`CREATE TABLE \`_dlr_res_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Dealer resources',
  	\`intro\` text,
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
  await db.run(sql`CREATE INDEX \`_dlr_res_v_order_idx\` ON \`_dlr_res_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_dlr_res_v_parent_id_idx\` ON \`_dlr_res_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_dlr_res_v_path_idx\` ON \`_dlr_res_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`model_families_id\` integer,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`model_families_id\`) REFERENCES \`model_families\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_order_idx\` ON \`_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_parent_idx\` ON \`_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_path_idx\` ON \`_pages_v_rels\` (\`path\`);`)
  await db.run(
    sql`CREATE INDEX \`_pages_v_rels_model_families_id_idx\` ON \`_pages_v_rels\` (\`model_families_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`_pages_v_rels_products_id_idx\` ON \`_pages_v_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`product_categories_environments\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`product_categories_environments_order_idx\` ON \`product_categories_environments\` (\`order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`product_categories_environments_parent_idx\` ON \`product_categories_environments\` (\`parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`product_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`order\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`product_categories_slug_idx\` ON \`product_categories\` (\`slug\`);`)
  await db.run(
    sql`CREATE INDEX \`product_categories_updated_at_idx\` ON \`product_categories\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`product_categories_created_at_idx\` ON \`product_categories\` (\`created_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`model_families_technical_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`document_id\` integer NOT NULL,
  	FOREIGN KEY (\`document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`model_families\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`model_families_technical_documents_order_idx\` ON \`model_families_technical_documents\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`model_families_technical_documents_parent_id_idx\` ON \`model_families_technical_documents\` (\`_parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`model_families_technical_documents_document_idx\` ON \`model_families_technical_documents\` (\`document_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`model_families\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`category_id\` integer NOT NULL,
  	\`description\` text,
  	\`sell_sheet_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`sell_sheet_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`model_families_slug_idx\` ON \`model_families\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`model_families_category_idx\` ON \`model_families\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`model_families_sell_sheet_idx\` ON \`model_families\` (\`sell_sheet_id\`);`)
  await db.run(sql`CREATE INDEX \`model_families_updated_at_idx\` ON \`model_families\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`model_families_created_at_idx\` ON \`model_families\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`model_number\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`family_id\` integer NOT NULL,
  	\`energy_guide_id\` integer,
  	\`image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`family_id\`) REFERENCES \`model_families\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`energy_guide_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_model_number_idx\` ON \`products\` (\`model_number\`);`)
  await db.run(sql`CREATE INDEX \`products_family_idx\` ON \`products\` (\`family_id\`);`)
  await db.run(sql`CREATE INDEX \`products_energy_guide_idx\` ON \`products\` (\`energy_guide_id\`);`)
  await db.run(sql`CREATE INDEX \`products_image_idx\` ON \`products\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`products_updated_at_idx\` ON \`products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`products_created_at_idx\` ON \`products\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`rebate_programs_region_states\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`rebate_programs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`rebate_programs_region_states_order_idx\` ON \`rebate_programs_region_states\` (\`order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`rebate_programs_region_states_parent_idx\` ON \`rebate_programs_region_states\` (\`parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`rebate_programs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`amount_label\` text NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`home_u_r_l\` text NOT NULL,
  	\`product_category\` text NOT NULL,
  	\`region_country\` text DEFAULT 'US' NOT NULL,
  	\`start_date\` text NOT NULL,
  	\`end_date\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(
    sql`CREATE INDEX \`rebate_programs_product_category_idx\` ON \`rebate_programs\` (\`product_category\`);`,
  )
  await db.run(sql`CREATE INDEX \`rebate_programs_updated_at_idx\` ON \`rebate_programs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`rebate_programs_created_at_idx\` ON \`rebate_programs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`rebate_programs_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`rebate_programs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`rebate_programs_texts_order_parent\` ON \`rebate_programs_texts\` (\`order\`,\`parent_id\`);`,
  )
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`product_categories_id\` integer REFERENCES product_categories(id);`,
  )
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`model_families_id\` integer REFERENCES model_families(id);`,
  )
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`products_id\` integer REFERENCES products(id);`,
  )
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`rebate_programs_id\` integer REFERENCES rebate_programs(id);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_product_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`product_categories_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_model_families_id_idx\` ON \`payload_locked_documents_rels\` (\`model_families_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_rebate_programs_id_idx\` ON \`payload_locked_documents_rels\` (\`rebate_programs_id\`);`,
  )
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`rebate_widget_script_url\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`svc_card\`;`)
  await db.run(sql`DROP TABLE \`faq_list_items\`;`)
  await db.run(sql`DROP TABLE \`faq_list\`;`)
  await db.run(sql`DROP TABLE \`card_rpt_cards\`;`)
  await db.run(sql`DROP TABLE \`card_rpt\`;`)
  await db.run(sql`DROP TABLE \`icon_grid_items\`;`)
  await db.run(sql`DROP TABLE \`icon_grid\`;`)
  await db.run(sql`DROP TABLE \`share_btns\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_rebate_savings\`;`)
  await db.run(sql`DROP TABLE \`dlr_res\`;`)
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`_svc_card_v\`;`)
  await db.run(sql`DROP TABLE \`_faq_list_v_items\`;`)
  await db.run(sql`DROP TABLE \`_faq_list_v\`;`)
  await db.run(sql`DROP TABLE \`_card_rpt_v_cards\`;`)
  await db.run(sql`DROP TABLE \`_card_rpt_v\`;`)
  await db.run(sql`DROP TABLE \`_icon_grid_v_items\`;`)
  await db.run(sql`DROP TABLE \`_icon_grid_v\`;`)
  await db.run(sql`DROP TABLE \`_share_btns_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_rebate_savings\`;`)
  await db.run(sql`DROP TABLE \`_dlr_res_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`product_categories_environments\`;`)
  await db.run(sql`DROP TABLE \`product_categories\`;`)
  await db.run(sql`DROP TABLE \`model_families_technical_documents\`;`)
  await db.run(sql`DROP TABLE \`model_families\`;`)
  await db.run(sql`DROP TABLE \`products\`;`)
  await db.run(sql`DROP TABLE \`rebate_programs_region_states\`;`)
  await db.run(sql`DROP TABLE \`rebate_programs\`;`)
  await db.run(sql`DROP TABLE \`rebate_programs_texts\`;`)
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
  	\`leads_id\` integer,
  	\`newsletter_signups_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dealers_id\`) REFERENCES \`dealers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dealer_reviews_id\`) REFERENCES \`dealer_reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_signups_id\`) REFERENCES \`newsletter_signups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "documents_id", "users_id", "dealers_id", "dealer_reviews_id", "leads_id", "newsletter_signups_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "documents_id", "users_id", "dealers_id", "dealer_reviews_id", "leads_id", "newsletter_signups_id" FROM \`payload_locked_documents_rels\`;`,
  )
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(
    sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`,
  )
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_dealers_id_idx\` ON \`payload_locked_documents_rels\` (\`dealers_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_dealer_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`dealer_reviews_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_signups_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_signups_id\`);`,
  )
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`rebate_widget_script_url\`;`)
}
