import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_sec_cta_cards_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`label\` text NOT NULL,
  	\`page_id\` integer,
  	\`url\` text,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sec_cta_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_sec_cta_cards_cards\`("_order", "_parent_id", "id", "title", "text", "label", "page_id", "url") SELECT "_order", "_parent_id", "id", "title", "text", "label", NULL, "url" FROM \`sec_cta_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`sec_cta_cards_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new_sec_cta_cards_cards\` RENAME TO \`sec_cta_cards_cards\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`sec_cta_cards_cards_order_idx\` ON \`sec_cta_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sec_cta_cards_cards_parent_id_idx\` ON \`sec_cta_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sec_cta_cards_cards_page_idx\` ON \`sec_cta_cards_cards\` (\`page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_sec_link_card_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`label\` text NOT NULL,
  	\`page_id\` integer,
  	\`url\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sec_link_card\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_sec_link_card_cards\`("_order", "_parent_id", "id", "image_id", "label", "page_id", "url") SELECT "_order", "_parent_id", "id", "image_id", "label", NULL, "url" FROM \`sec_link_card_cards\`;`)
  await db.run(sql`DROP TABLE \`sec_link_card_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new_sec_link_card_cards\` RENAME TO \`sec_link_card_cards\`;`)
  await db.run(sql`CREATE INDEX \`sec_link_card_cards_order_idx\` ON \`sec_link_card_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sec_link_card_cards_parent_id_idx\` ON \`sec_link_card_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sec_link_card_cards_image_idx\` ON \`sec_link_card_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`sec_link_card_cards_page_idx\` ON \`sec_link_card_cards\` (\`page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_sec_four_links_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`page_id\` integer,
  	\`link\` text,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sec_four_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_sec_four_links_links\`("_order", "_parent_id", "id", "title", "page_id", "link") SELECT "_order", "_parent_id", "id", "title", NULL, "link" FROM \`sec_four_links_links\`;`)
  await db.run(sql`DROP TABLE \`sec_four_links_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_sec_four_links_links\` RENAME TO \`sec_four_links_links\`;`)
  await db.run(sql`CREATE INDEX \`sec_four_links_links_order_idx\` ON \`sec_four_links_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sec_four_links_links_parent_id_idx\` ON \`sec_four_links_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sec_four_links_links_page_idx\` ON \`sec_four_links_links\` (\`page_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_image\` ADD \`link_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_link_page_idx\` ON \`pages_blocks_image\` (\`link_page_id\`);`)
  await db.run(sql`ALTER TABLE \`card_rpt_cards\` ADD \`link_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`card_rpt_cards_link_page_idx\` ON \`card_rpt_cards\` (\`link_page_id\`);`)
  await db.run(sql`ALTER TABLE \`icon_grid\` ADD \`cta_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`icon_grid_cta_cta_page_idx\` ON \`icon_grid\` (\`cta_page_id\`);`)
  await db.run(sql`ALTER TABLE \`basic_banner\` ADD \`button_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`basic_banner_button_page_idx\` ON \`basic_banner\` (\`button_page_id\`);`)
  await db.run(sql`ALTER TABLE \`acc_items\` ADD \`link_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`acc_items_link_page_idx\` ON \`acc_items\` (\`link_page_id\`);`)
  await db.run(sql`ALTER TABLE \`close_banner\` ADD \`link_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`close_banner_link_page_idx\` ON \`close_banner\` (\`link_page_id\`);`)
  await db.run(sql`ALTER TABLE \`sticky_cta\` ADD \`page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`sticky_cta_page_idx\` ON \`sticky_cta\` (\`page_id\`);`)
  await db.run(sql`ALTER TABLE \`link_card_cards\` ADD \`page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`link_card_cards_page_idx\` ON \`link_card_cards\` (\`page_id\`);`)
  await db.run(sql`ALTER TABLE \`three_col_columns\` ADD \`page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`three_col_columns_page_idx\` ON \`three_col_columns\` (\`page_id\`);`)
  await db.run(sql`ALTER TABLE \`steps\` ADD \`cta_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`steps_cta_cta_page_idx\` ON \`steps\` (\`cta_page_id\`);`)
  await db.run(sql`ALTER TABLE \`four_links_links\` ADD \`page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`four_links_links_page_idx\` ON \`four_links_links\` (\`page_id\`);`)
  await db.run(sql`ALTER TABLE \`fifty_fifty\` ADD \`link_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`fifty_fifty_link_link_page_idx\` ON \`fifty_fifty\` (\`link_page_id\`);`)
  await db.run(sql`ALTER TABLE \`icon_list_items\` ADD \`link_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`icon_list_items_link_page_idx\` ON \`icon_list_items\` (\`link_page_id\`);`)
  await db.run(sql`ALTER TABLE \`cta_cards_cards\` ADD \`page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`cta_cards_cards_page_idx\` ON \`cta_cards_cards\` (\`page_id\`);`)
  await db.run(sql`ALTER TABLE \`gslide_slides\` ADD \`link_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`gslide_slides_link_page_idx\` ON \`gslide_slides\` (\`link_page_id\`);`)
  await db.run(sql`ALTER TABLE \`slides\` ADD \`button_link_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`slides_button_link_button_link_page_idx\` ON \`slides\` (\`button_link_page_id\`);`)
  await db.run(sql`ALTER TABLE \`entries\` ADD \`product_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`entries_product_page_idx\` ON \`entries\` (\`product_page_id\`);`)
  await db.run(sql`ALTER TABLE \`prod_sel_items\` ADD \`page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`prod_sel_items_page_idx\` ON \`prod_sel_items\` (\`page_id\`);`)
  await db.run(sql`ALTER TABLE \`pn_hub_card\` ADD \`link_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`pn_hub_card_link_page_idx\` ON \`pn_hub_card\` (\`link_page_id\`);`)
  await db.run(sql`ALTER TABLE \`pn_iaq\` ADD \`air_cleaner_link_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`ALTER TABLE \`pn_iaq\` ADD \`humidifier_link_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`ALTER TABLE \`pn_iaq\` ADD \`filter_link_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`pn_iaq_air_cleaner_air_cleaner_link_page_idx\` ON \`pn_iaq\` (\`air_cleaner_link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pn_iaq_humidifier_humidifier_link_page_idx\` ON \`pn_iaq\` (\`humidifier_link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`pn_iaq_filter_filter_link_page_idx\` ON \`pn_iaq\` (\`filter_link_page_id\`);`)
  await db.run(sql`ALTER TABLE \`price_cards\` ADD \`cta_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`price_cards_cta_cta_page_idx\` ON \`price_cards\` (\`cta_page_id\`);`)
  await db.run(sql`ALTER TABLE \`warranty_types\` ADD \`cta_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`warranty_types_cta_cta_page_idx\` ON \`warranty_types\` (\`cta_page_id\`);`)
  await db.run(sql`ALTER TABLE \`big_numbers\` ADD \`cta_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`big_numbers_cta_cta_page_idx\` ON \`big_numbers\` (\`cta_page_id\`);`)
  await db.run(sql`ALTER TABLE \`common_issues_items\` ADD \`page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`common_issues_items_page_idx\` ON \`common_issues_items\` (\`page_id\`);`)
  await db.run(sql`ALTER TABLE \`trbl_grid_items\` ADD \`page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`trbl_grid_items_page_idx\` ON \`trbl_grid_items\` (\`page_id\`);`)
  await db.run(sql`ALTER TABLE \`maint_grid_items\` ADD \`page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`maint_grid_items_page_idx\` ON \`maint_grid_items\` (\`page_id\`);`)
  await db.run(sql`ALTER TABLE \`hvac_nav_items\` ADD \`page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`hvac_nav_items_page_idx\` ON \`hvac_nav_items\` (\`page_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_image\` ADD \`link_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_link_page_idx\` ON \`_pages_v_blocks_image\` (\`link_page_id\`);`)
  await db.run(sql`ALTER TABLE \`_card_rpt_v_cards\` ADD \`link_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`_card_rpt_v_cards_link_page_idx\` ON \`_card_rpt_v_cards\` (\`link_page_id\`);`)
  await db.run(sql`ALTER TABLE \`_icon_grid_v\` ADD \`cta_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`_icon_grid_v_cta_cta_page_idx\` ON \`_icon_grid_v\` (\`cta_page_id\`);`)
  await db.run(sql`ALTER TABLE \`_basic_banner_v\` ADD \`button_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`_basic_banner_v_button_page_idx\` ON \`_basic_banner_v\` (\`button_page_id\`);`)
  await db.run(sql`ALTER TABLE \`_acc_v_items\` ADD \`link_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`_acc_v_items_link_page_idx\` ON \`_acc_v_items\` (\`link_page_id\`);`)
  await db.run(sql`ALTER TABLE \`_close_banner_v\` ADD \`link_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`_close_banner_v_link_page_idx\` ON \`_close_banner_v\` (\`link_page_id\`);`)
  await db.run(sql`ALTER TABLE \`_sticky_cta_v\` ADD \`page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`_sticky_cta_v_page_idx\` ON \`_sticky_cta_v\` (\`page_id\`);`)
  await db.run(sql`ALTER TABLE \`_link_card_v_cards\` ADD \`page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`_link_card_v_cards_page_idx\` ON \`_link_card_v_cards\` (\`page_id\`);`)
  await db.run(sql`ALTER TABLE \`_three_col_v_columns\` ADD \`page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`_three_col_v_columns_page_idx\` ON \`_three_col_v_columns\` (\`page_id\`);`)
  await db.run(sql`ALTER TABLE \`_steps_v\` ADD \`cta_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`_steps_v_cta_cta_page_idx\` ON \`_steps_v\` (\`cta_page_id\`);`)
  await db.run(sql`ALTER TABLE \`_four_links_v_links\` ADD \`page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`_four_links_v_links_page_idx\` ON \`_four_links_v_links\` (\`page_id\`);`)
  await db.run(sql`ALTER TABLE \`_fifty_fifty_v\` ADD \`link_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`_fifty_fifty_v_link_link_page_idx\` ON \`_fifty_fifty_v\` (\`link_page_id\`);`)
  await db.run(sql`ALTER TABLE \`_icon_list_v_items\` ADD \`link_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`_icon_list_v_items_link_page_idx\` ON \`_icon_list_v_items\` (\`link_page_id\`);`)
  await db.run(sql`ALTER TABLE \`_cta_cards_v_cards\` ADD \`page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`_cta_cards_v_cards_page_idx\` ON \`_cta_cards_v_cards\` (\`page_id\`);`)
  await db.run(sql`ALTER TABLE \`_gslide_v_slides\` ADD \`link_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`_gslide_v_slides_link_page_idx\` ON \`_gslide_v_slides\` (\`link_page_id\`);`)
  await db.run(sql`ALTER TABLE \`_slides_v\` ADD \`button_link_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`_slides_v_button_link_button_link_page_idx\` ON \`_slides_v\` (\`button_link_page_id\`);`)
  await db.run(sql`ALTER TABLE \`_entries_v\` ADD \`product_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`_entries_v_product_page_idx\` ON \`_entries_v\` (\`product_page_id\`);`)
  await db.run(sql`ALTER TABLE \`_prod_sel_items_v\` ADD \`page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`_prod_sel_items_v_page_idx\` ON \`_prod_sel_items_v\` (\`page_id\`);`)
  await db.run(sql`ALTER TABLE \`_pn_hub_card_v\` ADD \`link_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`_pn_hub_card_v_link_page_idx\` ON \`_pn_hub_card_v\` (\`link_page_id\`);`)
  await db.run(sql`ALTER TABLE \`_pn_iaq_v\` ADD \`air_cleaner_link_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`ALTER TABLE \`_pn_iaq_v\` ADD \`humidifier_link_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`ALTER TABLE \`_pn_iaq_v\` ADD \`filter_link_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`_pn_iaq_v_air_cleaner_air_cleaner_link_page_idx\` ON \`_pn_iaq_v\` (\`air_cleaner_link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pn_iaq_v_humidifier_humidifier_link_page_idx\` ON \`_pn_iaq_v\` (\`humidifier_link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_pn_iaq_v_filter_filter_link_page_idx\` ON \`_pn_iaq_v\` (\`filter_link_page_id\`);`)
  await db.run(sql`ALTER TABLE \`_price_cards_v\` ADD \`cta_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`_price_cards_v_cta_cta_page_idx\` ON \`_price_cards_v\` (\`cta_page_id\`);`)
  await db.run(sql`ALTER TABLE \`_warranty_types_v\` ADD \`cta_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`_warranty_types_v_cta_cta_page_idx\` ON \`_warranty_types_v\` (\`cta_page_id\`);`)
  await db.run(sql`ALTER TABLE \`_big_numbers_v\` ADD \`cta_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`_big_numbers_v_cta_cta_page_idx\` ON \`_big_numbers_v\` (\`cta_page_id\`);`)
  await db.run(sql`ALTER TABLE \`_common_issues_v_items\` ADD \`page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`_common_issues_v_items_page_idx\` ON \`_common_issues_v_items\` (\`page_id\`);`)
  await db.run(sql`ALTER TABLE \`_trbl_grid_v_items\` ADD \`page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`_trbl_grid_v_items_page_idx\` ON \`_trbl_grid_v_items\` (\`page_id\`);`)
  await db.run(sql`ALTER TABLE \`_maint_grid_v_items\` ADD \`page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`_maint_grid_v_items_page_idx\` ON \`_maint_grid_v_items\` (\`page_id\`);`)
  await db.run(sql`ALTER TABLE \`_hvac_nav_v_items\` ADD \`page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`_hvac_nav_v_items_page_idx\` ON \`_hvac_nav_v_items\` (\`page_id\`);`)
  await db.run(sql`ALTER TABLE \`rsec_blocks_image\` ADD \`link_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`rsec_blocks_image_link_page_idx\` ON \`rsec_blocks_image\` (\`link_page_id\`);`)
  await db.run(sql`ALTER TABLE \`sec_card_rpt_cards\` ADD \`link_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`sec_card_rpt_cards_link_page_idx\` ON \`sec_card_rpt_cards\` (\`link_page_id\`);`)
  await db.run(sql`ALTER TABLE \`sec_icon_grid\` ADD \`cta_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`sec_icon_grid_cta_cta_page_idx\` ON \`sec_icon_grid\` (\`cta_page_id\`);`)
  await db.run(sql`ALTER TABLE \`sec_basic_banner\` ADD \`button_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`sec_basic_banner_button_page_idx\` ON \`sec_basic_banner\` (\`button_page_id\`);`)
  await db.run(sql`ALTER TABLE \`sec_fifty_fifty\` ADD \`link_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`sec_fifty_fifty_link_link_page_idx\` ON \`sec_fifty_fifty\` (\`link_page_id\`);`)
  await db.run(sql`ALTER TABLE \`sec_steps\` ADD \`cta_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`sec_steps_cta_cta_page_idx\` ON \`sec_steps\` (\`cta_page_id\`);`)
  await db.run(sql`ALTER TABLE \`sec_icon_list_items\` ADD \`link_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`sec_icon_list_items_link_page_idx\` ON \`sec_icon_list_items\` (\`link_page_id\`);`)
  await db.run(sql`ALTER TABLE \`sec_three_col_columns\` ADD \`page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`sec_three_col_columns_page_idx\` ON \`sec_three_col_columns\` (\`page_id\`);`)
  await db.run(sql`ALTER TABLE \`sec_acc_items\` ADD \`link_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`sec_acc_items_link_page_idx\` ON \`sec_acc_items\` (\`link_page_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_image\` (
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
  	\`display_width\` text DEFAULT 'content',
  	\`priority\` integer DEFAULT false,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_image\`("_order", "_parent_id", "_path", "id", "source", "media_id", "url", "alt", "width", "height", "caption", "link", "display_width", "priority", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "block_name") SELECT "_order", "_parent_id", "_path", "id", "source", "media_id", "url", "alt", "width", "height", "caption", "link", "display_width", "priority", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "block_name" FROM \`pages_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_image\` RENAME TO \`pages_blocks_image\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_order_idx\` ON \`pages_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_parent_id_idx\` ON \`pages_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_path_idx\` ON \`pages_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_media_idx\` ON \`pages_blocks_image\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_card_rpt_cards\` (
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
  await db.run(sql`INSERT INTO \`__new_card_rpt_cards\`("_order", "_parent_id", "id", "image_id", "title", "text", "link", "link_label") SELECT "_order", "_parent_id", "id", "image_id", "title", "text", "link", "link_label" FROM \`card_rpt_cards\`;`)
  await db.run(sql`DROP TABLE \`card_rpt_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new_card_rpt_cards\` RENAME TO \`card_rpt_cards\`;`)
  await db.run(sql`CREATE INDEX \`card_rpt_cards_order_idx\` ON \`card_rpt_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`card_rpt_cards_parent_id_idx\` ON \`card_rpt_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`card_rpt_cards_image_idx\` ON \`card_rpt_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_icon_grid\` (
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
  await db.run(sql`INSERT INTO \`__new_icon_grid\`("_order", "_parent_id", "_path", "id", "title", "cta_label", "cta_url", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "cta_label", "cta_url", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "block_name" FROM \`icon_grid\`;`)
  await db.run(sql`DROP TABLE \`icon_grid\`;`)
  await db.run(sql`ALTER TABLE \`__new_icon_grid\` RENAME TO \`icon_grid\`;`)
  await db.run(sql`CREATE INDEX \`icon_grid_order_idx\` ON \`icon_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`icon_grid_parent_id_idx\` ON \`icon_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`icon_grid_path_idx\` ON \`icon_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_basic_banner\` (
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
  await db.run(sql`INSERT INTO \`__new_basic_banner\`("_order", "_parent_id", "_path", "id", "title", "text", "button_label", "button_url", "background_color", "remove_container", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "text", "button_label", "button_url", "background_color", "remove_container", "block_name" FROM \`basic_banner\`;`)
  await db.run(sql`DROP TABLE \`basic_banner\`;`)
  await db.run(sql`ALTER TABLE \`__new_basic_banner\` RENAME TO \`basic_banner\`;`)
  await db.run(sql`CREATE INDEX \`basic_banner_order_idx\` ON \`basic_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`basic_banner_parent_id_idx\` ON \`basic_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`basic_banner_path_idx\` ON \`basic_banner\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_acc_items\` (
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
  await db.run(sql`INSERT INTO \`__new_acc_items\`("_order", "_parent_id", "id", "heading", "image_id", "body", "link_label", "link_url", "open_on_mobile", "open_on_tablet", "open_on_desktop") SELECT "_order", "_parent_id", "id", "heading", "image_id", "body", "link_label", "link_url", "open_on_mobile", "open_on_tablet", "open_on_desktop" FROM \`acc_items\`;`)
  await db.run(sql`DROP TABLE \`acc_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_acc_items\` RENAME TO \`acc_items\`;`)
  await db.run(sql`CREATE INDEX \`acc_items_order_idx\` ON \`acc_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`acc_items_parent_id_idx\` ON \`acc_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`acc_items_image_idx\` ON \`acc_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_close_banner\` (
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
  await db.run(sql`INSERT INTO \`__new_close_banner\`("_order", "_parent_id", "_path", "id", "text", "link_label", "link_url", "tone", "version", "block_name") SELECT "_order", "_parent_id", "_path", "id", "text", "link_label", "link_url", "tone", "version", "block_name" FROM \`close_banner\`;`)
  await db.run(sql`DROP TABLE \`close_banner\`;`)
  await db.run(sql`ALTER TABLE \`__new_close_banner\` RENAME TO \`close_banner\`;`)
  await db.run(sql`CREATE INDEX \`close_banner_order_idx\` ON \`close_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`close_banner_parent_id_idx\` ON \`close_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`close_banner_path_idx\` ON \`close_banner\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_sticky_cta\` (
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
  await db.run(sql`INSERT INTO \`__new_sticky_cta\`("_order", "_parent_id", "_path", "id", "label", "url", "text", "block_name") SELECT "_order", "_parent_id", "_path", "id", "label", "url", "text", "block_name" FROM \`sticky_cta\`;`)
  await db.run(sql`DROP TABLE \`sticky_cta\`;`)
  await db.run(sql`ALTER TABLE \`__new_sticky_cta\` RENAME TO \`sticky_cta\`;`)
  await db.run(sql`CREATE INDEX \`sticky_cta_order_idx\` ON \`sticky_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sticky_cta_parent_id_idx\` ON \`sticky_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sticky_cta_path_idx\` ON \`sticky_cta\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_link_card_cards\` (
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
  await db.run(sql`INSERT INTO \`__new_link_card_cards\`("_order", "_parent_id", "id", "image_id", "label", "url") SELECT "_order", "_parent_id", "id", "image_id", "label", "url" FROM \`link_card_cards\`;`)
  await db.run(sql`DROP TABLE \`link_card_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new_link_card_cards\` RENAME TO \`link_card_cards\`;`)
  await db.run(sql`CREATE INDEX \`link_card_cards_order_idx\` ON \`link_card_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`link_card_cards_parent_id_idx\` ON \`link_card_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`link_card_cards_image_idx\` ON \`link_card_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_three_col_columns\` (
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
  await db.run(sql`INSERT INTO \`__new_three_col_columns\`("_order", "_parent_id", "id", "title", "text", "label", "url") SELECT "_order", "_parent_id", "id", "title", "text", "label", "url" FROM \`three_col_columns\`;`)
  await db.run(sql`DROP TABLE \`three_col_columns\`;`)
  await db.run(sql`ALTER TABLE \`__new_three_col_columns\` RENAME TO \`three_col_columns\`;`)
  await db.run(sql`CREATE INDEX \`three_col_columns_order_idx\` ON \`three_col_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`three_col_columns_parent_id_idx\` ON \`three_col_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_steps\` (
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
  await db.run(sql`INSERT INTO \`__new_steps\`("_order", "_parent_id", "_path", "id", "title", "cta_label", "cta_url", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "cta_label", "cta_url", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "block_name" FROM \`steps\`;`)
  await db.run(sql`DROP TABLE \`steps\`;`)
  await db.run(sql`ALTER TABLE \`__new_steps\` RENAME TO \`steps\`;`)
  await db.run(sql`CREATE INDEX \`steps_order_idx\` ON \`steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`steps_parent_id_idx\` ON \`steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`steps_path_idx\` ON \`steps\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_four_links_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`link\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`four_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_four_links_links\`("_order", "_parent_id", "id", "title", "link") SELECT "_order", "_parent_id", "id", "title", "link" FROM \`four_links_links\`;`)
  await db.run(sql`DROP TABLE \`four_links_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_four_links_links\` RENAME TO \`four_links_links\`;`)
  await db.run(sql`CREATE INDEX \`four_links_links_order_idx\` ON \`four_links_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`four_links_links_parent_id_idx\` ON \`four_links_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_fifty_fifty\` (
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
  await db.run(sql`INSERT INTO \`__new_fifty_fifty\`("_order", "_parent_id", "_path", "id", "image_id", "image_position", "title", "content", "link_label", "link_url", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "block_name") SELECT "_order", "_parent_id", "_path", "id", "image_id", "image_position", "title", "content", "link_label", "link_url", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "block_name" FROM \`fifty_fifty\`;`)
  await db.run(sql`DROP TABLE \`fifty_fifty\`;`)
  await db.run(sql`ALTER TABLE \`__new_fifty_fifty\` RENAME TO \`fifty_fifty\`;`)
  await db.run(sql`CREATE INDEX \`fifty_fifty_order_idx\` ON \`fifty_fifty\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`fifty_fifty_parent_id_idx\` ON \`fifty_fifty\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`fifty_fifty_path_idx\` ON \`fifty_fifty\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`fifty_fifty_image_idx\` ON \`fifty_fifty\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_icon_list_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'thermometer',
  	\`label\` text,
  	\`link\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`icon_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_icon_list_items\`("_order", "_parent_id", "id", "icon", "label", "link") SELECT "_order", "_parent_id", "id", "icon", "label", "link" FROM \`icon_list_items\`;`)
  await db.run(sql`DROP TABLE \`icon_list_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_icon_list_items\` RENAME TO \`icon_list_items\`;`)
  await db.run(sql`CREATE INDEX \`icon_list_items_order_idx\` ON \`icon_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`icon_list_items_parent_id_idx\` ON \`icon_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_cta_cards_cards\` (
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
  await db.run(sql`INSERT INTO \`__new_cta_cards_cards\`("_order", "_parent_id", "id", "title", "text", "label", "url") SELECT "_order", "_parent_id", "id", "title", "text", "label", "url" FROM \`cta_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`cta_cards_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new_cta_cards_cards\` RENAME TO \`cta_cards_cards\`;`)
  await db.run(sql`CREATE INDEX \`cta_cards_cards_order_idx\` ON \`cta_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cta_cards_cards_parent_id_idx\` ON \`cta_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_gslide_slides\` (
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
  await db.run(sql`INSERT INTO \`__new_gslide_slides\`("_order", "_parent_id", "id", "image_id", "title", "text", "link") SELECT "_order", "_parent_id", "id", "image_id", "title", "text", "link" FROM \`gslide_slides\`;`)
  await db.run(sql`DROP TABLE \`gslide_slides\`;`)
  await db.run(sql`ALTER TABLE \`__new_gslide_slides\` RENAME TO \`gslide_slides\`;`)
  await db.run(sql`CREATE INDEX \`gslide_slides_order_idx\` ON \`gslide_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`gslide_slides_parent_id_idx\` ON \`gslide_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`gslide_slides_image_idx\` ON \`gslide_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_slides\` (
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
  await db.run(sql`INSERT INTO \`__new_slides\`("_order", "_parent_id", "id", "tab_title", "tab_details", "button_link_url", "button_link_title", "image_id", "image_mobile_id") SELECT "_order", "_parent_id", "id", "tab_title", "tab_details", "button_link_url", "button_link_title", "image_id", "image_mobile_id" FROM \`slides\`;`)
  await db.run(sql`DROP TABLE \`slides\`;`)
  await db.run(sql`ALTER TABLE \`__new_slides\` RENAME TO \`slides\`;`)
  await db.run(sql`CREATE INDEX \`slides_order_idx\` ON \`slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`slides_parent_id_idx\` ON \`slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`slides_image_idx\` ON \`slides\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`slides_image_mobile_idx\` ON \`slides\` (\`image_mobile_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_entries\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product_type\` text,
  	\`product_name\` text,
  	\`product_link\` text,
  	\`image_id\` integer,
  	\`installment_cost\` text,
  	\`cooling_strength\` text,
  	\`stages\` text,
  	\`fuel_type\` text,
  	\`speeds\` text,
  	\`noise_level\` numeric,
  	\`comfort_link_communication\` text,
  	\`energy_savings\` text,
  	\`energy_star_qualified\` text,
  	\`efficiency\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`prod_cmp\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_entries\`("_order", "_parent_id", "id", "product_type", "product_name", "product_link", "image_id", "installment_cost", "cooling_strength", "stages", "fuel_type", "speeds", "noise_level", "comfort_link_communication", "energy_savings", "energy_star_qualified", "efficiency") SELECT "_order", "_parent_id", "id", "product_type", "product_name", "product_link", "image_id", "installment_cost", "cooling_strength", "stages", "fuel_type", "speeds", "noise_level", "comfort_link_communication", "energy_savings", "energy_star_qualified", "efficiency" FROM \`entries\`;`)
  await db.run(sql`DROP TABLE \`entries\`;`)
  await db.run(sql`ALTER TABLE \`__new_entries\` RENAME TO \`entries\`;`)
  await db.run(sql`CREATE INDEX \`entries_order_idx\` ON \`entries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`entries_parent_id_idx\` ON \`entries\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`entries_image_idx\` ON \`entries\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_prod_sel_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`details\` text,
  	\`hand_copy\` text,
  	\`exclusive_copy\` text,
  	\`energy_copy\` text,
  	\`href\` text,
  	\`link_label\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`prod_sel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_prod_sel_items\`("_order", "_parent_id", "id", "text", "details", "hand_copy", "exclusive_copy", "energy_copy", "href", "link_label", "image_id") SELECT "_order", "_parent_id", "id", "text", "details", "hand_copy", "exclusive_copy", "energy_copy", "href", "link_label", "image_id" FROM \`prod_sel_items\`;`)
  await db.run(sql`DROP TABLE \`prod_sel_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_prod_sel_items\` RENAME TO \`prod_sel_items\`;`)
  await db.run(sql`CREATE INDEX \`prod_sel_items_order_idx\` ON \`prod_sel_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`prod_sel_items_parent_id_idx\` ON \`prod_sel_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`prod_sel_items_image_idx\` ON \`prod_sel_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pn_hub_card\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`name\` text,
  	\`text\` text,
  	\`link\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pn_hub_sec\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pn_hub_card\`("_order", "_parent_id", "id", "image_id", "name", "text", "link") SELECT "_order", "_parent_id", "id", "image_id", "name", "text", "link" FROM \`pn_hub_card\`;`)
  await db.run(sql`DROP TABLE \`pn_hub_card\`;`)
  await db.run(sql`ALTER TABLE \`__new_pn_hub_card\` RENAME TO \`pn_hub_card\`;`)
  await db.run(sql`CREATE INDEX \`pn_hub_card_order_idx\` ON \`pn_hub_card\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pn_hub_card_parent_id_idx\` ON \`pn_hub_card\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pn_hub_card_image_idx\` ON \`pn_hub_card\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pn_iaq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`air_cleaner_image_id\` integer,
  	\`air_cleaner_title\` text DEFAULT 'Whole-home air cleaner',
  	\`air_cleaner_text\` text,
  	\`air_cleaner_link\` text DEFAULT '/products/indoor-air-quality/air-purification/',
  	\`air_cleaner_link_label\` text DEFAULT 'Learn more',
  	\`air_cleaner_particles_percent\` numeric DEFAULT 99.98,
  	\`humidifier_image_id\` integer,
  	\`humidifier_title\` text DEFAULT 'Whole-home humidifier',
  	\`humidifier_text\` text,
  	\`humidifier_link\` text DEFAULT '/products/indoor-air-quality/humidity-control/',
  	\`humidifier_link_label\` text DEFAULT 'Learn more',
  	\`humidifier_smaller_home_sq_ft\` numeric DEFAULT 4200,
  	\`humidifier_larger_home_sq_ft\` numeric DEFAULT 5000,
  	\`filter_image_id\` integer,
  	\`filter_title\` text DEFAULT 'Pleated air filter',
  	\`filter_text\` text,
  	\`filter_link\` text DEFAULT '/resources/maintenance-tips/clean-or-change-filter/',
  	\`filter_link_label\` text DEFAULT 'Learn more',
  	\`filter_months\` numeric DEFAULT 6,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`air_cleaner_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`humidifier_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`filter_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pn_iaq\`("_order", "_parent_id", "_path", "id", "title", "air_cleaner_image_id", "air_cleaner_title", "air_cleaner_text", "air_cleaner_link", "air_cleaner_link_label", "air_cleaner_particles_percent", "humidifier_image_id", "humidifier_title", "humidifier_text", "humidifier_link", "humidifier_link_label", "humidifier_smaller_home_sq_ft", "humidifier_larger_home_sq_ft", "filter_image_id", "filter_title", "filter_text", "filter_link", "filter_link_label", "filter_months", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "air_cleaner_image_id", "air_cleaner_title", "air_cleaner_text", "air_cleaner_link", "air_cleaner_link_label", "air_cleaner_particles_percent", "humidifier_image_id", "humidifier_title", "humidifier_text", "humidifier_link", "humidifier_link_label", "humidifier_smaller_home_sq_ft", "humidifier_larger_home_sq_ft", "filter_image_id", "filter_title", "filter_text", "filter_link", "filter_link_label", "filter_months", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "block_name" FROM \`pn_iaq\`;`)
  await db.run(sql`DROP TABLE \`pn_iaq\`;`)
  await db.run(sql`ALTER TABLE \`__new_pn_iaq\` RENAME TO \`pn_iaq\`;`)
  await db.run(sql`CREATE INDEX \`pn_iaq_order_idx\` ON \`pn_iaq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pn_iaq_parent_id_idx\` ON \`pn_iaq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pn_iaq_path_idx\` ON \`pn_iaq\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pn_iaq_air_cleaner_air_cleaner_image_idx\` ON \`pn_iaq\` (\`air_cleaner_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pn_iaq_humidifier_humidifier_image_idx\` ON \`pn_iaq\` (\`humidifier_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pn_iaq_filter_filter_image_idx\` ON \`pn_iaq\` (\`filter_image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_price_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'What does a new system cost?',
  	\`intro\` text DEFAULT 'Starting prices for an installed system, before tax. Your dealer’s quote depends on your home.',
  	\`ductwork_show\` integer DEFAULT true,
  	\`ductwork_from\` numeric DEFAULT 3000,
  	\`ductwork_to\` numeric DEFAULT 10000,
  	\`footnote\` text DEFAULT 'Prices are starting points for equipment and standard installation, before tax, rebates and credits.',
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
  await db.run(sql`INSERT INTO \`__new_price_cards\`("_order", "_parent_id", "_path", "id", "title", "intro", "ductwork_show", "ductwork_from", "ductwork_to", "footnote", "cta_label", "cta_url", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "intro", "ductwork_show", "ductwork_from", "ductwork_to", "footnote", "cta_label", "cta_url", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "block_name" FROM \`price_cards\`;`)
  await db.run(sql`DROP TABLE \`price_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new_price_cards\` RENAME TO \`price_cards\`;`)
  await db.run(sql`CREATE INDEX \`price_cards_order_idx\` ON \`price_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`price_cards_parent_id_idx\` ON \`price_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`price_cards_path_idx\` ON \`price_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_warranty_types\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Types of warranties',
  	\`intro\` text,
  	\`registration_days\` numeric DEFAULT 60,
  	\`base_years\` numeric DEFAULT 5,
  	\`registered_years\` numeric DEFAULT 10,
  	\`show_extended\` integer DEFAULT true,
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
  await db.run(sql`INSERT INTO \`__new_warranty_types\`("_order", "_parent_id", "_path", "id", "title", "intro", "registration_days", "base_years", "registered_years", "show_extended", "cta_label", "cta_url", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "intro", "registration_days", "base_years", "registered_years", "show_extended", "cta_label", "cta_url", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "block_name" FROM \`warranty_types\`;`)
  await db.run(sql`DROP TABLE \`warranty_types\`;`)
  await db.run(sql`ALTER TABLE \`__new_warranty_types\` RENAME TO \`warranty_types\`;`)
  await db.run(sql`CREATE INDEX \`warranty_types_order_idx\` ON \`warranty_types\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`warranty_types_parent_id_idx\` ON \`warranty_types\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`warranty_types_path_idx\` ON \`warranty_types\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_big_numbers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'How does leasing work?',
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
  await db.run(sql`INSERT INTO \`__new_big_numbers\`("_order", "_parent_id", "_path", "id", "title", "cta_label", "cta_url", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "cta_label", "cta_url", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "block_name" FROM \`big_numbers\`;`)
  await db.run(sql`DROP TABLE \`big_numbers\`;`)
  await db.run(sql`ALTER TABLE \`__new_big_numbers\` RENAME TO \`big_numbers\`;`)
  await db.run(sql`CREATE INDEX \`big_numbers_order_idx\` ON \`big_numbers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`big_numbers_parent_id_idx\` ON \`big_numbers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`big_numbers_path_idx\` ON \`big_numbers\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_common_issues_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`answer\` text,
  	\`label\` text,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`common_issues\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_common_issues_items\`("_order", "_parent_id", "id", "title", "answer", "label", "url") SELECT "_order", "_parent_id", "id", "title", "answer", "label", "url" FROM \`common_issues_items\`;`)
  await db.run(sql`DROP TABLE \`common_issues_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_common_issues_items\` RENAME TO \`common_issues_items\`;`)
  await db.run(sql`CREATE INDEX \`common_issues_items_order_idx\` ON \`common_issues_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`common_issues_items_parent_id_idx\` ON \`common_issues_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_trbl_grid_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon\` text DEFAULT 'snowflake',
  	\`url\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`trbl_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_trbl_grid_items\`("_order", "_parent_id", "id", "title", "icon", "url", "image_id") SELECT "_order", "_parent_id", "id", "title", "icon", "url", "image_id" FROM \`trbl_grid_items\`;`)
  await db.run(sql`DROP TABLE \`trbl_grid_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_trbl_grid_items\` RENAME TO \`trbl_grid_items\`;`)
  await db.run(sql`CREATE INDEX \`trbl_grid_items_order_idx\` ON \`trbl_grid_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`trbl_grid_items_parent_id_idx\` ON \`trbl_grid_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`trbl_grid_items_image_idx\` ON \`trbl_grid_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_maint_grid_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon\` text DEFAULT 'snowflake',
  	\`url\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`maint_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_maint_grid_items\`("_order", "_parent_id", "id", "title", "icon", "url", "image_id") SELECT "_order", "_parent_id", "id", "title", "icon", "url", "image_id" FROM \`maint_grid_items\`;`)
  await db.run(sql`DROP TABLE \`maint_grid_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_maint_grid_items\` RENAME TO \`maint_grid_items\`;`)
  await db.run(sql`CREATE INDEX \`maint_grid_items_order_idx\` ON \`maint_grid_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`maint_grid_items_parent_id_idx\` ON \`maint_grid_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`maint_grid_items_image_idx\` ON \`maint_grid_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_hvac_nav_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`hvac_nav\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_hvac_nav_items\`("_order", "_parent_id", "id", "label", "url") SELECT "_order", "_parent_id", "id", "label", "url" FROM \`hvac_nav_items\`;`)
  await db.run(sql`DROP TABLE \`hvac_nav_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_hvac_nav_items\` RENAME TO \`hvac_nav_items\`;`)
  await db.run(sql`CREATE INDEX \`hvac_nav_items_order_idx\` ON \`hvac_nav_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`hvac_nav_items_parent_id_idx\` ON \`hvac_nav_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`source\` text DEFAULT 'upload',
  	\`media_id\` integer,
  	\`url\` text,
  	\`alt\` text,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`caption\` text,
  	\`link\` text,
  	\`display_width\` text DEFAULT 'content',
  	\`priority\` integer DEFAULT false,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_image\`("_order", "_parent_id", "_path", "id", "source", "media_id", "url", "alt", "width", "height", "caption", "link", "display_width", "priority", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "source", "media_id", "url", "alt", "width", "height", "caption", "link", "display_width", "priority", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "_uuid", "block_name" FROM \`_pages_v_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_image\` RENAME TO \`_pages_v_blocks_image\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_order_idx\` ON \`_pages_v_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_parent_id_idx\` ON \`_pages_v_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_path_idx\` ON \`_pages_v_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_media_idx\` ON \`_pages_v_blocks_image\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__card_rpt_v_cards\` (
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
  await db.run(sql`INSERT INTO \`__new__card_rpt_v_cards\`("_order", "_parent_id", "id", "image_id", "title", "text", "link", "link_label", "_uuid") SELECT "_order", "_parent_id", "id", "image_id", "title", "text", "link", "link_label", "_uuid" FROM \`_card_rpt_v_cards\`;`)
  await db.run(sql`DROP TABLE \`_card_rpt_v_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new__card_rpt_v_cards\` RENAME TO \`_card_rpt_v_cards\`;`)
  await db.run(sql`CREATE INDEX \`_card_rpt_v_cards_order_idx\` ON \`_card_rpt_v_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_card_rpt_v_cards_parent_id_idx\` ON \`_card_rpt_v_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_card_rpt_v_cards_image_idx\` ON \`_card_rpt_v_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__icon_grid_v\` (
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
  await db.run(sql`INSERT INTO \`__new__icon_grid_v\`("_order", "_parent_id", "_path", "id", "title", "cta_label", "cta_url", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "cta_label", "cta_url", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "_uuid", "block_name" FROM \`_icon_grid_v\`;`)
  await db.run(sql`DROP TABLE \`_icon_grid_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__icon_grid_v\` RENAME TO \`_icon_grid_v\`;`)
  await db.run(sql`CREATE INDEX \`_icon_grid_v_order_idx\` ON \`_icon_grid_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_icon_grid_v_parent_id_idx\` ON \`_icon_grid_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_icon_grid_v_path_idx\` ON \`_icon_grid_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__basic_banner_v\` (
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
  await db.run(sql`INSERT INTO \`__new__basic_banner_v\`("_order", "_parent_id", "_path", "id", "title", "text", "button_label", "button_url", "background_color", "remove_container", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "text", "button_label", "button_url", "background_color", "remove_container", "_uuid", "block_name" FROM \`_basic_banner_v\`;`)
  await db.run(sql`DROP TABLE \`_basic_banner_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__basic_banner_v\` RENAME TO \`_basic_banner_v\`;`)
  await db.run(sql`CREATE INDEX \`_basic_banner_v_order_idx\` ON \`_basic_banner_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_basic_banner_v_parent_id_idx\` ON \`_basic_banner_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_basic_banner_v_path_idx\` ON \`_basic_banner_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__acc_v_items\` (
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
  await db.run(sql`INSERT INTO \`__new__acc_v_items\`("_order", "_parent_id", "id", "heading", "image_id", "body", "link_label", "link_url", "open_on_mobile", "open_on_tablet", "open_on_desktop", "_uuid") SELECT "_order", "_parent_id", "id", "heading", "image_id", "body", "link_label", "link_url", "open_on_mobile", "open_on_tablet", "open_on_desktop", "_uuid" FROM \`_acc_v_items\`;`)
  await db.run(sql`DROP TABLE \`_acc_v_items\`;`)
  await db.run(sql`ALTER TABLE \`__new__acc_v_items\` RENAME TO \`_acc_v_items\`;`)
  await db.run(sql`CREATE INDEX \`_acc_v_items_order_idx\` ON \`_acc_v_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_acc_v_items_parent_id_idx\` ON \`_acc_v_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_acc_v_items_image_idx\` ON \`_acc_v_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__close_banner_v\` (
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
  await db.run(sql`INSERT INTO \`__new__close_banner_v\`("_order", "_parent_id", "_path", "id", "text", "link_label", "link_url", "tone", "version", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "text", "link_label", "link_url", "tone", "version", "_uuid", "block_name" FROM \`_close_banner_v\`;`)
  await db.run(sql`DROP TABLE \`_close_banner_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__close_banner_v\` RENAME TO \`_close_banner_v\`;`)
  await db.run(sql`CREATE INDEX \`_close_banner_v_order_idx\` ON \`_close_banner_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_close_banner_v_parent_id_idx\` ON \`_close_banner_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_close_banner_v_path_idx\` ON \`_close_banner_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__sticky_cta_v\` (
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
  await db.run(sql`INSERT INTO \`__new__sticky_cta_v\`("_order", "_parent_id", "_path", "id", "label", "url", "text", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "label", "url", "text", "_uuid", "block_name" FROM \`_sticky_cta_v\`;`)
  await db.run(sql`DROP TABLE \`_sticky_cta_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__sticky_cta_v\` RENAME TO \`_sticky_cta_v\`;`)
  await db.run(sql`CREATE INDEX \`_sticky_cta_v_order_idx\` ON \`_sticky_cta_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_sticky_cta_v_parent_id_idx\` ON \`_sticky_cta_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_sticky_cta_v_path_idx\` ON \`_sticky_cta_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__link_card_v_cards\` (
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
  await db.run(sql`INSERT INTO \`__new__link_card_v_cards\`("_order", "_parent_id", "id", "image_id", "label", "url", "_uuid") SELECT "_order", "_parent_id", "id", "image_id", "label", "url", "_uuid" FROM \`_link_card_v_cards\`;`)
  await db.run(sql`DROP TABLE \`_link_card_v_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new__link_card_v_cards\` RENAME TO \`_link_card_v_cards\`;`)
  await db.run(sql`CREATE INDEX \`_link_card_v_cards_order_idx\` ON \`_link_card_v_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_link_card_v_cards_parent_id_idx\` ON \`_link_card_v_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_link_card_v_cards_image_idx\` ON \`_link_card_v_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__three_col_v_columns\` (
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
  await db.run(sql`INSERT INTO \`__new__three_col_v_columns\`("_order", "_parent_id", "id", "title", "text", "label", "url", "_uuid") SELECT "_order", "_parent_id", "id", "title", "text", "label", "url", "_uuid" FROM \`_three_col_v_columns\`;`)
  await db.run(sql`DROP TABLE \`_three_col_v_columns\`;`)
  await db.run(sql`ALTER TABLE \`__new__three_col_v_columns\` RENAME TO \`_three_col_v_columns\`;`)
  await db.run(sql`CREATE INDEX \`_three_col_v_columns_order_idx\` ON \`_three_col_v_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_three_col_v_columns_parent_id_idx\` ON \`_three_col_v_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__steps_v\` (
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
  await db.run(sql`INSERT INTO \`__new__steps_v\`("_order", "_parent_id", "_path", "id", "title", "cta_label", "cta_url", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "cta_label", "cta_url", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "_uuid", "block_name" FROM \`_steps_v\`;`)
  await db.run(sql`DROP TABLE \`_steps_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__steps_v\` RENAME TO \`_steps_v\`;`)
  await db.run(sql`CREATE INDEX \`_steps_v_order_idx\` ON \`_steps_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_steps_v_parent_id_idx\` ON \`_steps_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_steps_v_path_idx\` ON \`_steps_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__four_links_v_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`link\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_four_links_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__four_links_v_links\`("_order", "_parent_id", "id", "title", "link", "_uuid") SELECT "_order", "_parent_id", "id", "title", "link", "_uuid" FROM \`_four_links_v_links\`;`)
  await db.run(sql`DROP TABLE \`_four_links_v_links\`;`)
  await db.run(sql`ALTER TABLE \`__new__four_links_v_links\` RENAME TO \`_four_links_v_links\`;`)
  await db.run(sql`CREATE INDEX \`_four_links_v_links_order_idx\` ON \`_four_links_v_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_four_links_v_links_parent_id_idx\` ON \`_four_links_v_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__fifty_fifty_v\` (
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
  await db.run(sql`INSERT INTO \`__new__fifty_fifty_v\`("_order", "_parent_id", "_path", "id", "image_id", "image_position", "title", "content", "link_label", "link_url", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "image_id", "image_position", "title", "content", "link_label", "link_url", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "_uuid", "block_name" FROM \`_fifty_fifty_v\`;`)
  await db.run(sql`DROP TABLE \`_fifty_fifty_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__fifty_fifty_v\` RENAME TO \`_fifty_fifty_v\`;`)
  await db.run(sql`CREATE INDEX \`_fifty_fifty_v_order_idx\` ON \`_fifty_fifty_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_fifty_fifty_v_parent_id_idx\` ON \`_fifty_fifty_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_fifty_fifty_v_path_idx\` ON \`_fifty_fifty_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_fifty_fifty_v_image_idx\` ON \`_fifty_fifty_v\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__icon_list_v_items\` (
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
  await db.run(sql`INSERT INTO \`__new__icon_list_v_items\`("_order", "_parent_id", "id", "icon", "label", "link", "_uuid") SELECT "_order", "_parent_id", "id", "icon", "label", "link", "_uuid" FROM \`_icon_list_v_items\`;`)
  await db.run(sql`DROP TABLE \`_icon_list_v_items\`;`)
  await db.run(sql`ALTER TABLE \`__new__icon_list_v_items\` RENAME TO \`_icon_list_v_items\`;`)
  await db.run(sql`CREATE INDEX \`_icon_list_v_items_order_idx\` ON \`_icon_list_v_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_icon_list_v_items_parent_id_idx\` ON \`_icon_list_v_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__cta_cards_v_cards\` (
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
  await db.run(sql`INSERT INTO \`__new__cta_cards_v_cards\`("_order", "_parent_id", "id", "title", "text", "label", "url", "_uuid") SELECT "_order", "_parent_id", "id", "title", "text", "label", "url", "_uuid" FROM \`_cta_cards_v_cards\`;`)
  await db.run(sql`DROP TABLE \`_cta_cards_v_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new__cta_cards_v_cards\` RENAME TO \`_cta_cards_v_cards\`;`)
  await db.run(sql`CREATE INDEX \`_cta_cards_v_cards_order_idx\` ON \`_cta_cards_v_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_cta_cards_v_cards_parent_id_idx\` ON \`_cta_cards_v_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__gslide_v_slides\` (
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
  await db.run(sql`INSERT INTO \`__new__gslide_v_slides\`("_order", "_parent_id", "id", "image_id", "title", "text", "link", "_uuid") SELECT "_order", "_parent_id", "id", "image_id", "title", "text", "link", "_uuid" FROM \`_gslide_v_slides\`;`)
  await db.run(sql`DROP TABLE \`_gslide_v_slides\`;`)
  await db.run(sql`ALTER TABLE \`__new__gslide_v_slides\` RENAME TO \`_gslide_v_slides\`;`)
  await db.run(sql`CREATE INDEX \`_gslide_v_slides_order_idx\` ON \`_gslide_v_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_gslide_v_slides_parent_id_idx\` ON \`_gslide_v_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_gslide_v_slides_image_idx\` ON \`_gslide_v_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__slides_v\` (
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
  await db.run(sql`INSERT INTO \`__new__slides_v\`("_order", "_parent_id", "id", "tab_title", "tab_details", "button_link_url", "button_link_title", "image_id", "image_mobile_id", "_uuid") SELECT "_order", "_parent_id", "id", "tab_title", "tab_details", "button_link_url", "button_link_title", "image_id", "image_mobile_id", "_uuid" FROM \`_slides_v\`;`)
  await db.run(sql`DROP TABLE \`_slides_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__slides_v\` RENAME TO \`_slides_v\`;`)
  await db.run(sql`CREATE INDEX \`_slides_v_order_idx\` ON \`_slides_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_slides_v_parent_id_idx\` ON \`_slides_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_slides_v_image_idx\` ON \`_slides_v\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_slides_v_image_mobile_idx\` ON \`_slides_v\` (\`image_mobile_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__entries_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`product_type\` text,
  	\`product_name\` text,
  	\`product_link\` text,
  	\`image_id\` integer,
  	\`installment_cost\` text,
  	\`cooling_strength\` text,
  	\`stages\` text,
  	\`fuel_type\` text,
  	\`speeds\` text,
  	\`noise_level\` numeric,
  	\`comfort_link_communication\` text,
  	\`energy_savings\` text,
  	\`energy_star_qualified\` text,
  	\`efficiency\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_prod_cmp_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__entries_v\`("_order", "_parent_id", "id", "product_type", "product_name", "product_link", "image_id", "installment_cost", "cooling_strength", "stages", "fuel_type", "speeds", "noise_level", "comfort_link_communication", "energy_savings", "energy_star_qualified", "efficiency", "_uuid") SELECT "_order", "_parent_id", "id", "product_type", "product_name", "product_link", "image_id", "installment_cost", "cooling_strength", "stages", "fuel_type", "speeds", "noise_level", "comfort_link_communication", "energy_savings", "energy_star_qualified", "efficiency", "_uuid" FROM \`_entries_v\`;`)
  await db.run(sql`DROP TABLE \`_entries_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__entries_v\` RENAME TO \`_entries_v\`;`)
  await db.run(sql`CREATE INDEX \`_entries_v_order_idx\` ON \`_entries_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_entries_v_parent_id_idx\` ON \`_entries_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_entries_v_image_idx\` ON \`_entries_v\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__prod_sel_items_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`details\` text,
  	\`hand_copy\` text,
  	\`exclusive_copy\` text,
  	\`energy_copy\` text,
  	\`href\` text,
  	\`link_label\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_prod_sel_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__prod_sel_items_v\`("_order", "_parent_id", "id", "text", "details", "hand_copy", "exclusive_copy", "energy_copy", "href", "link_label", "image_id", "_uuid") SELECT "_order", "_parent_id", "id", "text", "details", "hand_copy", "exclusive_copy", "energy_copy", "href", "link_label", "image_id", "_uuid" FROM \`_prod_sel_items_v\`;`)
  await db.run(sql`DROP TABLE \`_prod_sel_items_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__prod_sel_items_v\` RENAME TO \`_prod_sel_items_v\`;`)
  await db.run(sql`CREATE INDEX \`_prod_sel_items_v_order_idx\` ON \`_prod_sel_items_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_prod_sel_items_v_parent_id_idx\` ON \`_prod_sel_items_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_prod_sel_items_v_image_idx\` ON \`_prod_sel_items_v\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pn_hub_card_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`name\` text,
  	\`text\` text,
  	\`link\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pn_hub_sec_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pn_hub_card_v\`("_order", "_parent_id", "id", "image_id", "name", "text", "link", "_uuid") SELECT "_order", "_parent_id", "id", "image_id", "name", "text", "link", "_uuid" FROM \`_pn_hub_card_v\`;`)
  await db.run(sql`DROP TABLE \`_pn_hub_card_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__pn_hub_card_v\` RENAME TO \`_pn_hub_card_v\`;`)
  await db.run(sql`CREATE INDEX \`_pn_hub_card_v_order_idx\` ON \`_pn_hub_card_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pn_hub_card_v_parent_id_idx\` ON \`_pn_hub_card_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pn_hub_card_v_image_idx\` ON \`_pn_hub_card_v\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pn_iaq_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`air_cleaner_image_id\` integer,
  	\`air_cleaner_title\` text DEFAULT 'Whole-home air cleaner',
  	\`air_cleaner_text\` text,
  	\`air_cleaner_link\` text DEFAULT '/products/indoor-air-quality/air-purification/',
  	\`air_cleaner_link_label\` text DEFAULT 'Learn more',
  	\`air_cleaner_particles_percent\` numeric DEFAULT 99.98,
  	\`humidifier_image_id\` integer,
  	\`humidifier_title\` text DEFAULT 'Whole-home humidifier',
  	\`humidifier_text\` text,
  	\`humidifier_link\` text DEFAULT '/products/indoor-air-quality/humidity-control/',
  	\`humidifier_link_label\` text DEFAULT 'Learn more',
  	\`humidifier_smaller_home_sq_ft\` numeric DEFAULT 4200,
  	\`humidifier_larger_home_sq_ft\` numeric DEFAULT 5000,
  	\`filter_image_id\` integer,
  	\`filter_title\` text DEFAULT 'Pleated air filter',
  	\`filter_text\` text,
  	\`filter_link\` text DEFAULT '/resources/maintenance-tips/clean-or-change-filter/',
  	\`filter_link_label\` text DEFAULT 'Learn more',
  	\`filter_months\` numeric DEFAULT 6,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`air_cleaner_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`humidifier_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`filter_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pn_iaq_v\`("_order", "_parent_id", "_path", "id", "title", "air_cleaner_image_id", "air_cleaner_title", "air_cleaner_text", "air_cleaner_link", "air_cleaner_link_label", "air_cleaner_particles_percent", "humidifier_image_id", "humidifier_title", "humidifier_text", "humidifier_link", "humidifier_link_label", "humidifier_smaller_home_sq_ft", "humidifier_larger_home_sq_ft", "filter_image_id", "filter_title", "filter_text", "filter_link", "filter_link_label", "filter_months", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "air_cleaner_image_id", "air_cleaner_title", "air_cleaner_text", "air_cleaner_link", "air_cleaner_link_label", "air_cleaner_particles_percent", "humidifier_image_id", "humidifier_title", "humidifier_text", "humidifier_link", "humidifier_link_label", "humidifier_smaller_home_sq_ft", "humidifier_larger_home_sq_ft", "filter_image_id", "filter_title", "filter_text", "filter_link", "filter_link_label", "filter_months", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "_uuid", "block_name" FROM \`_pn_iaq_v\`;`)
  await db.run(sql`DROP TABLE \`_pn_iaq_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__pn_iaq_v\` RENAME TO \`_pn_iaq_v\`;`)
  await db.run(sql`CREATE INDEX \`_pn_iaq_v_order_idx\` ON \`_pn_iaq_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pn_iaq_v_parent_id_idx\` ON \`_pn_iaq_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pn_iaq_v_path_idx\` ON \`_pn_iaq_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pn_iaq_v_air_cleaner_air_cleaner_image_idx\` ON \`_pn_iaq_v\` (\`air_cleaner_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pn_iaq_v_humidifier_humidifier_image_idx\` ON \`_pn_iaq_v\` (\`humidifier_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pn_iaq_v_filter_filter_image_idx\` ON \`_pn_iaq_v\` (\`filter_image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__price_cards_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'What does a new system cost?',
  	\`intro\` text DEFAULT 'Starting prices for an installed system, before tax. Your dealer’s quote depends on your home.',
  	\`ductwork_show\` integer DEFAULT true,
  	\`ductwork_from\` numeric DEFAULT 3000,
  	\`ductwork_to\` numeric DEFAULT 10000,
  	\`footnote\` text DEFAULT 'Prices are starting points for equipment and standard installation, before tax, rebates and credits.',
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
  await db.run(sql`INSERT INTO \`__new__price_cards_v\`("_order", "_parent_id", "_path", "id", "title", "intro", "ductwork_show", "ductwork_from", "ductwork_to", "footnote", "cta_label", "cta_url", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "intro", "ductwork_show", "ductwork_from", "ductwork_to", "footnote", "cta_label", "cta_url", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "_uuid", "block_name" FROM \`_price_cards_v\`;`)
  await db.run(sql`DROP TABLE \`_price_cards_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__price_cards_v\` RENAME TO \`_price_cards_v\`;`)
  await db.run(sql`CREATE INDEX \`_price_cards_v_order_idx\` ON \`_price_cards_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_price_cards_v_parent_id_idx\` ON \`_price_cards_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_price_cards_v_path_idx\` ON \`_price_cards_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__warranty_types_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Types of warranties',
  	\`intro\` text,
  	\`registration_days\` numeric DEFAULT 60,
  	\`base_years\` numeric DEFAULT 5,
  	\`registered_years\` numeric DEFAULT 10,
  	\`show_extended\` integer DEFAULT true,
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
  await db.run(sql`INSERT INTO \`__new__warranty_types_v\`("_order", "_parent_id", "_path", "id", "title", "intro", "registration_days", "base_years", "registered_years", "show_extended", "cta_label", "cta_url", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "intro", "registration_days", "base_years", "registered_years", "show_extended", "cta_label", "cta_url", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "_uuid", "block_name" FROM \`_warranty_types_v\`;`)
  await db.run(sql`DROP TABLE \`_warranty_types_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__warranty_types_v\` RENAME TO \`_warranty_types_v\`;`)
  await db.run(sql`CREATE INDEX \`_warranty_types_v_order_idx\` ON \`_warranty_types_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_warranty_types_v_parent_id_idx\` ON \`_warranty_types_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_warranty_types_v_path_idx\` ON \`_warranty_types_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__big_numbers_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'How does leasing work?',
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
  await db.run(sql`INSERT INTO \`__new__big_numbers_v\`("_order", "_parent_id", "_path", "id", "title", "cta_label", "cta_url", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "cta_label", "cta_url", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "_uuid", "block_name" FROM \`_big_numbers_v\`;`)
  await db.run(sql`DROP TABLE \`_big_numbers_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__big_numbers_v\` RENAME TO \`_big_numbers_v\`;`)
  await db.run(sql`CREATE INDEX \`_big_numbers_v_order_idx\` ON \`_big_numbers_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_big_numbers_v_parent_id_idx\` ON \`_big_numbers_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_big_numbers_v_path_idx\` ON \`_big_numbers_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__common_issues_v_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`answer\` text,
  	\`label\` text,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_common_issues_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__common_issues_v_items\`("_order", "_parent_id", "id", "title", "answer", "label", "url", "_uuid") SELECT "_order", "_parent_id", "id", "title", "answer", "label", "url", "_uuid" FROM \`_common_issues_v_items\`;`)
  await db.run(sql`DROP TABLE \`_common_issues_v_items\`;`)
  await db.run(sql`ALTER TABLE \`__new__common_issues_v_items\` RENAME TO \`_common_issues_v_items\`;`)
  await db.run(sql`CREATE INDEX \`_common_issues_v_items_order_idx\` ON \`_common_issues_v_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_common_issues_v_items_parent_id_idx\` ON \`_common_issues_v_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__trbl_grid_v_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon\` text DEFAULT 'snowflake',
  	\`url\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_trbl_grid_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__trbl_grid_v_items\`("_order", "_parent_id", "id", "title", "icon", "url", "image_id", "_uuid") SELECT "_order", "_parent_id", "id", "title", "icon", "url", "image_id", "_uuid" FROM \`_trbl_grid_v_items\`;`)
  await db.run(sql`DROP TABLE \`_trbl_grid_v_items\`;`)
  await db.run(sql`ALTER TABLE \`__new__trbl_grid_v_items\` RENAME TO \`_trbl_grid_v_items\`;`)
  await db.run(sql`CREATE INDEX \`_trbl_grid_v_items_order_idx\` ON \`_trbl_grid_v_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_trbl_grid_v_items_parent_id_idx\` ON \`_trbl_grid_v_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_trbl_grid_v_items_image_idx\` ON \`_trbl_grid_v_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__maint_grid_v_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon\` text DEFAULT 'snowflake',
  	\`url\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_maint_grid_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__maint_grid_v_items\`("_order", "_parent_id", "id", "title", "icon", "url", "image_id", "_uuid") SELECT "_order", "_parent_id", "id", "title", "icon", "url", "image_id", "_uuid" FROM \`_maint_grid_v_items\`;`)
  await db.run(sql`DROP TABLE \`_maint_grid_v_items\`;`)
  await db.run(sql`ALTER TABLE \`__new__maint_grid_v_items\` RENAME TO \`_maint_grid_v_items\`;`)
  await db.run(sql`CREATE INDEX \`_maint_grid_v_items_order_idx\` ON \`_maint_grid_v_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_maint_grid_v_items_parent_id_idx\` ON \`_maint_grid_v_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_maint_grid_v_items_image_idx\` ON \`_maint_grid_v_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__hvac_nav_v_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_hvac_nav_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__hvac_nav_v_items\`("_order", "_parent_id", "id", "label", "url", "_uuid") SELECT "_order", "_parent_id", "id", "label", "url", "_uuid" FROM \`_hvac_nav_v_items\`;`)
  await db.run(sql`DROP TABLE \`_hvac_nav_v_items\`;`)
  await db.run(sql`ALTER TABLE \`__new__hvac_nav_v_items\` RENAME TO \`_hvac_nav_v_items\`;`)
  await db.run(sql`CREATE INDEX \`_hvac_nav_v_items_order_idx\` ON \`_hvac_nav_v_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_hvac_nav_v_items_parent_id_idx\` ON \`_hvac_nav_v_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_rsec_blocks_image\` (
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
  await db.run(sql`INSERT INTO \`__new_rsec_blocks_image\`("_order", "_parent_id", "_path", "id", "source", "media_id", "url", "alt", "width", "height", "caption", "link", "display_width", "priority", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "block_name") SELECT "_order", "_parent_id", "_path", "id", "source", "media_id", "url", "alt", "width", "height", "caption", "link", "display_width", "priority", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "block_name" FROM \`rsec_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`rsec_blocks_image\`;`)
  await db.run(sql`ALTER TABLE \`__new_rsec_blocks_image\` RENAME TO \`rsec_blocks_image\`;`)
  await db.run(sql`CREATE INDEX \`rsec_blocks_image_order_idx\` ON \`rsec_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`rsec_blocks_image_parent_id_idx\` ON \`rsec_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`rsec_blocks_image_path_idx\` ON \`rsec_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`rsec_blocks_image_media_idx\` ON \`rsec_blocks_image\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_sec_card_rpt_cards\` (
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
  await db.run(sql`INSERT INTO \`__new_sec_card_rpt_cards\`("_order", "_parent_id", "id", "image_id", "title", "text", "link", "link_label") SELECT "_order", "_parent_id", "id", "image_id", "title", "text", "link", "link_label" FROM \`sec_card_rpt_cards\`;`)
  await db.run(sql`DROP TABLE \`sec_card_rpt_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new_sec_card_rpt_cards\` RENAME TO \`sec_card_rpt_cards\`;`)
  await db.run(sql`CREATE INDEX \`sec_card_rpt_cards_order_idx\` ON \`sec_card_rpt_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sec_card_rpt_cards_parent_id_idx\` ON \`sec_card_rpt_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sec_card_rpt_cards_image_idx\` ON \`sec_card_rpt_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_sec_icon_grid\` (
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
  await db.run(sql`INSERT INTO \`__new_sec_icon_grid\`("_order", "_parent_id", "_path", "id", "title", "cta_label", "cta_url", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "cta_label", "cta_url", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "block_name" FROM \`sec_icon_grid\`;`)
  await db.run(sql`DROP TABLE \`sec_icon_grid\`;`)
  await db.run(sql`ALTER TABLE \`__new_sec_icon_grid\` RENAME TO \`sec_icon_grid\`;`)
  await db.run(sql`CREATE INDEX \`sec_icon_grid_order_idx\` ON \`sec_icon_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sec_icon_grid_parent_id_idx\` ON \`sec_icon_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sec_icon_grid_path_idx\` ON \`sec_icon_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_sec_basic_banner\` (
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
  await db.run(sql`INSERT INTO \`__new_sec_basic_banner\`("_order", "_parent_id", "_path", "id", "title", "text", "button_label", "button_url", "background_color", "remove_container", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "text", "button_label", "button_url", "background_color", "remove_container", "block_name" FROM \`sec_basic_banner\`;`)
  await db.run(sql`DROP TABLE \`sec_basic_banner\`;`)
  await db.run(sql`ALTER TABLE \`__new_sec_basic_banner\` RENAME TO \`sec_basic_banner\`;`)
  await db.run(sql`CREATE INDEX \`sec_basic_banner_order_idx\` ON \`sec_basic_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sec_basic_banner_parent_id_idx\` ON \`sec_basic_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sec_basic_banner_path_idx\` ON \`sec_basic_banner\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_sec_cta_cards_cards\` (
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
  await db.run(sql`INSERT INTO \`__new_sec_cta_cards_cards\`("_order", "_parent_id", "id", "title", "text", "label", "url") SELECT "_order", "_parent_id", "id", "title", "text", "label", "url" FROM \`sec_cta_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`sec_cta_cards_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new_sec_cta_cards_cards\` RENAME TO \`sec_cta_cards_cards\`;`)
  await db.run(sql`CREATE INDEX \`sec_cta_cards_cards_order_idx\` ON \`sec_cta_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sec_cta_cards_cards_parent_id_idx\` ON \`sec_cta_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_sec_fifty_fifty\` (
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
  await db.run(sql`INSERT INTO \`__new_sec_fifty_fifty\`("_order", "_parent_id", "_path", "id", "image_id", "image_position", "title", "content", "link_label", "link_url", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "block_name") SELECT "_order", "_parent_id", "_path", "id", "image_id", "image_position", "title", "content", "link_label", "link_url", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "block_name" FROM \`sec_fifty_fifty\`;`)
  await db.run(sql`DROP TABLE \`sec_fifty_fifty\`;`)
  await db.run(sql`ALTER TABLE \`__new_sec_fifty_fifty\` RENAME TO \`sec_fifty_fifty\`;`)
  await db.run(sql`CREATE INDEX \`sec_fifty_fifty_order_idx\` ON \`sec_fifty_fifty\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sec_fifty_fifty_parent_id_idx\` ON \`sec_fifty_fifty\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sec_fifty_fifty_path_idx\` ON \`sec_fifty_fifty\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`sec_fifty_fifty_image_idx\` ON \`sec_fifty_fifty\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_sec_steps\` (
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
  await db.run(sql`INSERT INTO \`__new_sec_steps\`("_order", "_parent_id", "_path", "id", "title", "cta_label", "cta_url", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "cta_label", "cta_url", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "block_name" FROM \`sec_steps\`;`)
  await db.run(sql`DROP TABLE \`sec_steps\`;`)
  await db.run(sql`ALTER TABLE \`__new_sec_steps\` RENAME TO \`sec_steps\`;`)
  await db.run(sql`CREATE INDEX \`sec_steps_order_idx\` ON \`sec_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sec_steps_parent_id_idx\` ON \`sec_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sec_steps_path_idx\` ON \`sec_steps\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_sec_icon_list_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'thermometer' NOT NULL,
  	\`label\` text NOT NULL,
  	\`link\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sec_icon_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_sec_icon_list_items\`("_order", "_parent_id", "id", "icon", "label", "link") SELECT "_order", "_parent_id", "id", "icon", "label", "link" FROM \`sec_icon_list_items\`;`)
  await db.run(sql`DROP TABLE \`sec_icon_list_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_sec_icon_list_items\` RENAME TO \`sec_icon_list_items\`;`)
  await db.run(sql`CREATE INDEX \`sec_icon_list_items_order_idx\` ON \`sec_icon_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sec_icon_list_items_parent_id_idx\` ON \`sec_icon_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_sec_link_card_cards\` (
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
  await db.run(sql`INSERT INTO \`__new_sec_link_card_cards\`("_order", "_parent_id", "id", "image_id", "label", "url") SELECT "_order", "_parent_id", "id", "image_id", "label", "url" FROM \`sec_link_card_cards\`;`)
  await db.run(sql`DROP TABLE \`sec_link_card_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new_sec_link_card_cards\` RENAME TO \`sec_link_card_cards\`;`)
  await db.run(sql`CREATE INDEX \`sec_link_card_cards_order_idx\` ON \`sec_link_card_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sec_link_card_cards_parent_id_idx\` ON \`sec_link_card_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sec_link_card_cards_image_idx\` ON \`sec_link_card_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_sec_four_links_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`link\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sec_four_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_sec_four_links_links\`("_order", "_parent_id", "id", "title", "link") SELECT "_order", "_parent_id", "id", "title", "link" FROM \`sec_four_links_links\`;`)
  await db.run(sql`DROP TABLE \`sec_four_links_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_sec_four_links_links\` RENAME TO \`sec_four_links_links\`;`)
  await db.run(sql`CREATE INDEX \`sec_four_links_links_order_idx\` ON \`sec_four_links_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sec_four_links_links_parent_id_idx\` ON \`sec_four_links_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_sec_three_col_columns\` (
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
  await db.run(sql`INSERT INTO \`__new_sec_three_col_columns\`("_order", "_parent_id", "id", "title", "text", "label", "url") SELECT "_order", "_parent_id", "id", "title", "text", "label", "url" FROM \`sec_three_col_columns\`;`)
  await db.run(sql`DROP TABLE \`sec_three_col_columns\`;`)
  await db.run(sql`ALTER TABLE \`__new_sec_three_col_columns\` RENAME TO \`sec_three_col_columns\`;`)
  await db.run(sql`CREATE INDEX \`sec_three_col_columns_order_idx\` ON \`sec_three_col_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sec_three_col_columns_parent_id_idx\` ON \`sec_three_col_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_sec_acc_items\` (
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
  await db.run(sql`INSERT INTO \`__new_sec_acc_items\`("_order", "_parent_id", "id", "heading", "image_id", "body", "link_label", "link_url", "open_on_mobile", "open_on_tablet", "open_on_desktop") SELECT "_order", "_parent_id", "id", "heading", "image_id", "body", "link_label", "link_url", "open_on_mobile", "open_on_tablet", "open_on_desktop" FROM \`sec_acc_items\`;`)
  await db.run(sql`DROP TABLE \`sec_acc_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_sec_acc_items\` RENAME TO \`sec_acc_items\`;`)
  await db.run(sql`CREATE INDEX \`sec_acc_items_order_idx\` ON \`sec_acc_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sec_acc_items_parent_id_idx\` ON \`sec_acc_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sec_acc_items_image_idx\` ON \`sec_acc_items\` (\`image_id\`);`)
}
