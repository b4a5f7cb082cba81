import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`entries\` (
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
  await db.run(sql`CREATE INDEX \`entries_order_idx\` ON \`entries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`entries_parent_id_idx\` ON \`entries\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`entries_image_idx\` ON \`entries\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`prod_cmp\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Compare models',
  	\`intro\` text,
  	\`menu_label_1\` text,
  	\`menu_label_2\` text,
  	\`menu_label_3\` text,
  	\`menu_label_4\` text,
  	\`menu_label_5\` text,
  	\`menu_label_6\` text,
  	\`menu_label_7\` text,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`prod_cmp_order_idx\` ON \`prod_cmp\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`prod_cmp_parent_id_idx\` ON \`prod_cmp\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`prod_cmp_path_idx\` ON \`prod_cmp\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`prod_sel_items\` (
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
  await db.run(sql`CREATE INDEX \`prod_sel_items_order_idx\` ON \`prod_sel_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`prod_sel_items_parent_id_idx\` ON \`prod_sel_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`prod_sel_items_image_idx\` ON \`prod_sel_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`prod_sel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Find the right fit',
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
  await db.run(sql`CREATE INDEX \`prod_sel_order_idx\` ON \`prod_sel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`prod_sel_parent_id_idx\` ON \`prod_sel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`prod_sel_path_idx\` ON \`prod_sel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pn_hub_card\` (
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
  await db.run(sql`CREATE INDEX \`pn_hub_card_order_idx\` ON \`pn_hub_card\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pn_hub_card_parent_id_idx\` ON \`pn_hub_card\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pn_hub_card_image_idx\` ON \`pn_hub_card\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pn_hub_sec\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`anchor\` text,
  	\`intro\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pn_hub\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pn_hub_sec_order_idx\` ON \`pn_hub_sec\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pn_hub_sec_parent_id_idx\` ON \`pn_hub_sec\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pn_hub\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`nav_label\` text DEFAULT 'Product categories',
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pn_hub_order_idx\` ON \`pn_hub\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pn_hub_parent_id_idx\` ON \`pn_hub\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pn_hub_path_idx\` ON \`pn_hub\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pn_side_item\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`label\` text,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pn_side\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pn_side_item_order_idx\` ON \`pn_side_item\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pn_side_item_parent_id_idx\` ON \`pn_side_item\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pn_side\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text DEFAULT 'Product categories',
  	\`current\` text,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pn_side_order_idx\` ON \`pn_side\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pn_side_parent_id_idx\` ON \`pn_side\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pn_side_path_idx\` ON \`pn_side\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pn_iaq\` (
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
  await db.run(sql`CREATE INDEX \`pn_iaq_order_idx\` ON \`pn_iaq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pn_iaq_parent_id_idx\` ON \`pn_iaq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pn_iaq_path_idx\` ON \`pn_iaq\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pn_iaq_air_cleaner_air_cleaner_image_idx\` ON \`pn_iaq\` (\`air_cleaner_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pn_iaq_humidifier_humidifier_image_idx\` ON \`pn_iaq\` (\`humidifier_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pn_iaq_filter_filter_image_idx\` ON \`pn_iaq\` (\`filter_image_id\`);`)
  await db.run(sql`CREATE TABLE \`pn_crt_link\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`url\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pn_crt_tab\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pn_crt_link_order_idx\` ON \`pn_crt_link\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pn_crt_link_parent_id_idx\` ON \`pn_crt_link\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pn_crt_tab\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`intro\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pn_crt\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pn_crt_tab_order_idx\` ON \`pn_crt_tab\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pn_crt_tab_parent_id_idx\` ON \`pn_crt_tab\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pn_crt\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Light commercial resources',
  	\`intro\` text,
  	\`min_tons\` numeric DEFAULT 3,
  	\`max_tons\` numeric DEFAULT 25,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pn_crt_order_idx\` ON \`pn_crt\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pn_crt_parent_id_idx\` ON \`pn_crt\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pn_crt_path_idx\` ON \`pn_crt\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`price_cards_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product\` text,
  	\`price\` numeric DEFAULT 0,
  	\`note\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`price_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`price_cards_cards_order_idx\` ON \`price_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`price_cards_cards_parent_id_idx\` ON \`price_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`price_cards\` (
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
  await db.run(sql`CREATE INDEX \`price_cards_order_idx\` ON \`price_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`price_cards_parent_id_idx\` ON \`price_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`price_cards_path_idx\` ON \`price_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`warranty_types\` (
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
  await db.run(sql`CREATE INDEX \`warranty_types_order_idx\` ON \`warranty_types\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`warranty_types_parent_id_idx\` ON \`warranty_types\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`warranty_types_path_idx\` ON \`warranty_types\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`big_numbers_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`big_numbers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`big_numbers_items_order_idx\` ON \`big_numbers_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`big_numbers_items_parent_id_idx\` ON \`big_numbers_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`big_numbers\` (
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
  await db.run(sql`CREATE INDEX \`big_numbers_order_idx\` ON \`big_numbers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`big_numbers_parent_id_idx\` ON \`big_numbers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`big_numbers_path_idx\` ON \`big_numbers\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`reqs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`metric\` text,
  	\`value\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tax_certs_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`reqs_order_idx\` ON \`reqs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`reqs_parent_id_idx\` ON \`reqs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`tax_certs_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`equipment\` text,
  	\`certificate_id\` integer,
  	FOREIGN KEY (\`certificate_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tax_certs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`tax_certs_cards_order_idx\` ON \`tax_certs_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`tax_certs_cards_parent_id_idx\` ON \`tax_certs_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`tax_certs_cards_certificate_idx\` ON \`tax_certs_cards\` (\`certificate_id\`);`)
  await db.run(sql`CREATE TABLE \`tax_certs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Manufacturer tax credit certificates',
  	\`intro\` text,
  	\`footnote\` text,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`tax_certs_order_idx\` ON \`tax_certs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`tax_certs_parent_id_idx\` ON \`tax_certs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`tax_certs_path_idx\` ON \`tax_certs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`section_title\` text,
  	\`section_id\` text,
  	\`tab_content\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`doc_tabs_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sections_order_idx\` ON \`sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sections_parent_id_idx\` ON \`sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_title\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`doc_tabs_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`images_order_idx\` ON \`images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`images_parent_id_idx\` ON \`images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`images_image_idx\` ON \`images\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`doc_tabs_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`tab_name\` text,
  	\`tab_intro\` text,
  	\`tab_content\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`doc_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`doc_tabs_tabs_order_idx\` ON \`doc_tabs_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`doc_tabs_tabs_parent_id_idx\` ON \`doc_tabs_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`doc_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Documents and resources',
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`doc_tabs_order_idx\` ON \`doc_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`doc_tabs_parent_id_idx\` ON \`doc_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`doc_tabs_path_idx\` ON \`doc_tabs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`warranty_docs_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	\`file_link\` text,
  	\`file_title\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`warranty_docs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`warranty_docs_items_order_idx\` ON \`warranty_docs_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`warranty_docs_items_parent_id_idx\` ON \`warranty_docs_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`warranty_docs_items_file_idx\` ON \`warranty_docs_items\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`warranty_docs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Warranty documents',
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
  await db.run(sql`CREATE INDEX \`warranty_docs_order_idx\` ON \`warranty_docs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`warranty_docs_parent_id_idx\` ON \`warranty_docs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`warranty_docs_path_idx\` ON \`warranty_docs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`energy_docs_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	\`file_link\` text,
  	\`file_title\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`energy_docs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`energy_docs_items_order_idx\` ON \`energy_docs_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`energy_docs_items_parent_id_idx\` ON \`energy_docs_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`energy_docs_items_file_idx\` ON \`energy_docs_items\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`energy_docs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Energy guides',
  	\`intro\` text,
  	\`source\` text DEFAULT 'products',
  	\`category_id\` integer,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`energy_docs_order_idx\` ON \`energy_docs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`energy_docs_parent_id_idx\` ON \`energy_docs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`energy_docs_path_idx\` ON \`energy_docs\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`energy_docs_category_idx\` ON \`energy_docs\` (\`category_id\`);`)
  await db.run(sql`CREATE TABLE \`svc_phone\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Call customer service',
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
  await db.run(sql`CREATE INDEX \`svc_phone_order_idx\` ON \`svc_phone\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`svc_phone_parent_id_idx\` ON \`svc_phone\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`svc_phone_path_idx\` ON \`svc_phone\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`common_issues_items\` (
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
  await db.run(sql`CREATE INDEX \`common_issues_items_order_idx\` ON \`common_issues_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`common_issues_items_parent_id_idx\` ON \`common_issues_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`common_issues\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Common issues',
  	\`intro\` text,
  	\`when_to_call_title\` text DEFAULT 'Call a dealer when',
  	\`when_to_call\` text,
  	\`help_text\` text DEFAULT 'Still need help?',
  	\`help_link_label\` text DEFAULT 'Find a dealer near you',
  	\`help_link_url\` text DEFAULT '/find-a-dealer/',
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`common_issues_order_idx\` ON \`common_issues\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`common_issues_parent_id_idx\` ON \`common_issues\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`common_issues_path_idx\` ON \`common_issues\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`trbl_grid_items\` (
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
  await db.run(sql`CREATE INDEX \`trbl_grid_items_order_idx\` ON \`trbl_grid_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`trbl_grid_items_parent_id_idx\` ON \`trbl_grid_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`trbl_grid_items_image_idx\` ON \`trbl_grid_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`trbl_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Troubleshooting by system',
  	\`intro\` text,
  	\`leave_out_current_page\` integer DEFAULT true,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`trbl_grid_order_idx\` ON \`trbl_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`trbl_grid_parent_id_idx\` ON \`trbl_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`trbl_grid_path_idx\` ON \`trbl_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`maint_grid_items\` (
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
  await db.run(sql`CREATE INDEX \`maint_grid_items_order_idx\` ON \`maint_grid_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`maint_grid_items_parent_id_idx\` ON \`maint_grid_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`maint_grid_items_image_idx\` ON \`maint_grid_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`maint_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Maintenance tips by system',
  	\`intro\` text,
  	\`leave_out_current_page\` integer DEFAULT true,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`maint_grid_order_idx\` ON \`maint_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`maint_grid_parent_id_idx\` ON \`maint_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`maint_grid_path_idx\` ON \`maint_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`rel_articles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Related articles',
  	\`source\` text DEFAULT 'latest',
  	\`category\` text,
  	\`limit\` numeric DEFAULT 3,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`rel_articles_order_idx\` ON \`rel_articles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`rel_articles_parent_id_idx\` ON \`rel_articles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`rel_articles_path_idx\` ON \`rel_articles\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`hvac_nav_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`hvac_nav\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`hvac_nav_items_order_idx\` ON \`hvac_nav_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`hvac_nav_items_parent_id_idx\` ON \`hvac_nav_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`hvac_nav\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'More HVAC basics',
  	\`label\` text DEFAULT 'HVAC basics',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`hvac_nav_order_idx\` ON \`hvac_nav\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`hvac_nav_parent_id_idx\` ON \`hvac_nav\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`hvac_nav_path_idx\` ON \`hvac_nav\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_entries_v\` (
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
  await db.run(sql`CREATE INDEX \`_entries_v_order_idx\` ON \`_entries_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_entries_v_parent_id_idx\` ON \`_entries_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_entries_v_image_idx\` ON \`_entries_v\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_prod_cmp_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Compare models',
  	\`intro\` text,
  	\`menu_label_1\` text,
  	\`menu_label_2\` text,
  	\`menu_label_3\` text,
  	\`menu_label_4\` text,
  	\`menu_label_5\` text,
  	\`menu_label_6\` text,
  	\`menu_label_7\` text,
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
  await db.run(sql`CREATE INDEX \`_prod_cmp_v_order_idx\` ON \`_prod_cmp_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_prod_cmp_v_parent_id_idx\` ON \`_prod_cmp_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_prod_cmp_v_path_idx\` ON \`_prod_cmp_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_prod_sel_items_v\` (
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
  await db.run(sql`CREATE INDEX \`_prod_sel_items_v_order_idx\` ON \`_prod_sel_items_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_prod_sel_items_v_parent_id_idx\` ON \`_prod_sel_items_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_prod_sel_items_v_image_idx\` ON \`_prod_sel_items_v\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_prod_sel_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Find the right fit',
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
  await db.run(sql`CREATE INDEX \`_prod_sel_v_order_idx\` ON \`_prod_sel_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_prod_sel_v_parent_id_idx\` ON \`_prod_sel_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_prod_sel_v_path_idx\` ON \`_prod_sel_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pn_hub_card_v\` (
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
  await db.run(sql`CREATE INDEX \`_pn_hub_card_v_order_idx\` ON \`_pn_hub_card_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pn_hub_card_v_parent_id_idx\` ON \`_pn_hub_card_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pn_hub_card_v_image_idx\` ON \`_pn_hub_card_v\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pn_hub_sec_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`anchor\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pn_hub_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pn_hub_sec_v_order_idx\` ON \`_pn_hub_sec_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pn_hub_sec_v_parent_id_idx\` ON \`_pn_hub_sec_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pn_hub_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`nav_label\` text DEFAULT 'Product categories',
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
  await db.run(sql`CREATE INDEX \`_pn_hub_v_order_idx\` ON \`_pn_hub_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pn_hub_v_parent_id_idx\` ON \`_pn_hub_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pn_hub_v_path_idx\` ON \`_pn_hub_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pn_side_item_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`label\` text,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pn_side_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pn_side_item_v_order_idx\` ON \`_pn_side_item_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pn_side_item_v_parent_id_idx\` ON \`_pn_side_item_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pn_side_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text DEFAULT 'Product categories',
  	\`current\` text,
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
  await db.run(sql`CREATE INDEX \`_pn_side_v_order_idx\` ON \`_pn_side_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pn_side_v_parent_id_idx\` ON \`_pn_side_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pn_side_v_path_idx\` ON \`_pn_side_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pn_iaq_v\` (
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
  await db.run(sql`CREATE INDEX \`_pn_iaq_v_order_idx\` ON \`_pn_iaq_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pn_iaq_v_parent_id_idx\` ON \`_pn_iaq_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pn_iaq_v_path_idx\` ON \`_pn_iaq_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pn_iaq_v_air_cleaner_air_cleaner_image_idx\` ON \`_pn_iaq_v\` (\`air_cleaner_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pn_iaq_v_humidifier_humidifier_image_idx\` ON \`_pn_iaq_v\` (\`humidifier_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pn_iaq_v_filter_filter_image_idx\` ON \`_pn_iaq_v\` (\`filter_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pn_crt_link_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`url\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pn_crt_tab_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pn_crt_link_v_order_idx\` ON \`_pn_crt_link_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pn_crt_link_v_parent_id_idx\` ON \`_pn_crt_link_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pn_crt_tab_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pn_crt_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pn_crt_tab_v_order_idx\` ON \`_pn_crt_tab_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pn_crt_tab_v_parent_id_idx\` ON \`_pn_crt_tab_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pn_crt_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Light commercial resources',
  	\`intro\` text,
  	\`min_tons\` numeric DEFAULT 3,
  	\`max_tons\` numeric DEFAULT 25,
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
  await db.run(sql`CREATE INDEX \`_pn_crt_v_order_idx\` ON \`_pn_crt_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pn_crt_v_parent_id_idx\` ON \`_pn_crt_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pn_crt_v_path_idx\` ON \`_pn_crt_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_price_cards_v_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`product\` text,
  	\`price\` numeric DEFAULT 0,
  	\`note\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_price_cards_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_price_cards_v_cards_order_idx\` ON \`_price_cards_v_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_price_cards_v_cards_parent_id_idx\` ON \`_price_cards_v_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_price_cards_v\` (
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
  await db.run(sql`CREATE INDEX \`_price_cards_v_order_idx\` ON \`_price_cards_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_price_cards_v_parent_id_idx\` ON \`_price_cards_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_price_cards_v_path_idx\` ON \`_price_cards_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_warranty_types_v\` (
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
  await db.run(sql`CREATE INDEX \`_warranty_types_v_order_idx\` ON \`_warranty_types_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_warranty_types_v_parent_id_idx\` ON \`_warranty_types_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_warranty_types_v_path_idx\` ON \`_warranty_types_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_big_numbers_v_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_big_numbers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_big_numbers_v_items_order_idx\` ON \`_big_numbers_v_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_big_numbers_v_items_parent_id_idx\` ON \`_big_numbers_v_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_big_numbers_v\` (
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
  await db.run(sql`CREATE INDEX \`_big_numbers_v_order_idx\` ON \`_big_numbers_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_big_numbers_v_parent_id_idx\` ON \`_big_numbers_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_big_numbers_v_path_idx\` ON \`_big_numbers_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_reqs_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`metric\` text,
  	\`value\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_tax_certs_v_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_reqs_v_order_idx\` ON \`_reqs_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_reqs_v_parent_id_idx\` ON \`_reqs_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_tax_certs_v_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`equipment\` text,
  	\`certificate_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`certificate_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_tax_certs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_tax_certs_v_cards_order_idx\` ON \`_tax_certs_v_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_tax_certs_v_cards_parent_id_idx\` ON \`_tax_certs_v_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_tax_certs_v_cards_certificate_idx\` ON \`_tax_certs_v_cards\` (\`certificate_id\`);`)
  await db.run(sql`CREATE TABLE \`_tax_certs_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Manufacturer tax credit certificates',
  	\`intro\` text,
  	\`footnote\` text,
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
  await db.run(sql`CREATE INDEX \`_tax_certs_v_order_idx\` ON \`_tax_certs_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_tax_certs_v_parent_id_idx\` ON \`_tax_certs_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_tax_certs_v_path_idx\` ON \`_tax_certs_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_sections_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`section_title\` text,
  	\`section_id\` text,
  	\`tab_content\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_doc_tabs_v_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_sections_v_order_idx\` ON \`_sections_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_sections_v_parent_id_idx\` ON \`_sections_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_images_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_title\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_doc_tabs_v_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_images_v_order_idx\` ON \`_images_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_images_v_parent_id_idx\` ON \`_images_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_images_v_image_idx\` ON \`_images_v\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_doc_tabs_v_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tab_name\` text,
  	\`tab_intro\` text,
  	\`tab_content\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_doc_tabs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_doc_tabs_v_tabs_order_idx\` ON \`_doc_tabs_v_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_doc_tabs_v_tabs_parent_id_idx\` ON \`_doc_tabs_v_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_doc_tabs_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Documents and resources',
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
  await db.run(sql`CREATE INDEX \`_doc_tabs_v_order_idx\` ON \`_doc_tabs_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_doc_tabs_v_parent_id_idx\` ON \`_doc_tabs_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_doc_tabs_v_path_idx\` ON \`_doc_tabs_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_warranty_docs_v_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	\`file_link\` text,
  	\`file_title\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_warranty_docs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_warranty_docs_v_items_order_idx\` ON \`_warranty_docs_v_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_warranty_docs_v_items_parent_id_idx\` ON \`_warranty_docs_v_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_warranty_docs_v_items_file_idx\` ON \`_warranty_docs_v_items\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_warranty_docs_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Warranty documents',
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
  await db.run(sql`CREATE INDEX \`_warranty_docs_v_order_idx\` ON \`_warranty_docs_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_warranty_docs_v_parent_id_idx\` ON \`_warranty_docs_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_warranty_docs_v_path_idx\` ON \`_warranty_docs_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_energy_docs_v_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	\`file_link\` text,
  	\`file_title\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_energy_docs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_energy_docs_v_items_order_idx\` ON \`_energy_docs_v_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_energy_docs_v_items_parent_id_idx\` ON \`_energy_docs_v_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_energy_docs_v_items_file_idx\` ON \`_energy_docs_v_items\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_energy_docs_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Energy guides',
  	\`intro\` text,
  	\`source\` text DEFAULT 'products',
  	\`category_id\` integer,
  	\`appearance_background_color\` text DEFAULT 'none',
  	\`appearance_padding\` text,
  	\`appearance_shadow\` text DEFAULT 'none',
  	\`appearance_bg_image_url\` text,
  	\`appearance_class_name\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_energy_docs_v_order_idx\` ON \`_energy_docs_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_energy_docs_v_parent_id_idx\` ON \`_energy_docs_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_energy_docs_v_path_idx\` ON \`_energy_docs_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_energy_docs_v_category_idx\` ON \`_energy_docs_v\` (\`category_id\`);`)
  await db.run(sql`CREATE TABLE \`_svc_phone_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Call customer service',
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
  await db.run(sql`CREATE INDEX \`_svc_phone_v_order_idx\` ON \`_svc_phone_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_svc_phone_v_parent_id_idx\` ON \`_svc_phone_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_svc_phone_v_path_idx\` ON \`_svc_phone_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_common_issues_v_items\` (
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
  await db.run(sql`CREATE INDEX \`_common_issues_v_items_order_idx\` ON \`_common_issues_v_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_common_issues_v_items_parent_id_idx\` ON \`_common_issues_v_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_common_issues_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Common issues',
  	\`intro\` text,
  	\`when_to_call_title\` text DEFAULT 'Call a dealer when',
  	\`when_to_call\` text,
  	\`help_text\` text DEFAULT 'Still need help?',
  	\`help_link_label\` text DEFAULT 'Find a dealer near you',
  	\`help_link_url\` text DEFAULT '/find-a-dealer/',
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
  await db.run(sql`CREATE INDEX \`_common_issues_v_order_idx\` ON \`_common_issues_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_common_issues_v_parent_id_idx\` ON \`_common_issues_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_common_issues_v_path_idx\` ON \`_common_issues_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_trbl_grid_v_items\` (
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
  await db.run(sql`CREATE INDEX \`_trbl_grid_v_items_order_idx\` ON \`_trbl_grid_v_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_trbl_grid_v_items_parent_id_idx\` ON \`_trbl_grid_v_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_trbl_grid_v_items_image_idx\` ON \`_trbl_grid_v_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_trbl_grid_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Troubleshooting by system',
  	\`intro\` text,
  	\`leave_out_current_page\` integer DEFAULT true,
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
  await db.run(sql`CREATE INDEX \`_trbl_grid_v_order_idx\` ON \`_trbl_grid_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_trbl_grid_v_parent_id_idx\` ON \`_trbl_grid_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_trbl_grid_v_path_idx\` ON \`_trbl_grid_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_maint_grid_v_items\` (
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
  await db.run(sql`CREATE INDEX \`_maint_grid_v_items_order_idx\` ON \`_maint_grid_v_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_maint_grid_v_items_parent_id_idx\` ON \`_maint_grid_v_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_maint_grid_v_items_image_idx\` ON \`_maint_grid_v_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_maint_grid_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Maintenance tips by system',
  	\`intro\` text,
  	\`leave_out_current_page\` integer DEFAULT true,
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
  await db.run(sql`CREATE INDEX \`_maint_grid_v_order_idx\` ON \`_maint_grid_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_maint_grid_v_parent_id_idx\` ON \`_maint_grid_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_maint_grid_v_path_idx\` ON \`_maint_grid_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_rel_articles_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Related articles',
  	\`source\` text DEFAULT 'latest',
  	\`category\` text,
  	\`limit\` numeric DEFAULT 3,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_rel_articles_v_order_idx\` ON \`_rel_articles_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_rel_articles_v_parent_id_idx\` ON \`_rel_articles_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_rel_articles_v_path_idx\` ON \`_rel_articles_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_hvac_nav_v_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_hvac_nav_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_hvac_nav_v_items_order_idx\` ON \`_hvac_nav_v_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_hvac_nav_v_items_parent_id_idx\` ON \`_hvac_nav_v_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_hvac_nav_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'More HVAC basics',
  	\`label\` text DEFAULT 'HVAC basics',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_hvac_nav_v_order_idx\` ON \`_hvac_nav_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_hvac_nav_v_parent_id_idx\` ON \`_hvac_nav_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_hvac_nav_v_path_idx\` ON \`_hvac_nav_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`posts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`date\` text,
  	\`category\` text,
  	\`reading_time\` numeric,
  	\`featured_image_id\` integer,
  	\`excerpt\` text,
  	\`content\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`posts_slug_idx\` ON \`posts\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`posts_date_idx\` ON \`posts\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`posts_category_idx\` ON \`posts\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`posts_featured_image_idx\` ON \`posts\` (\`featured_image_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_updated_at_idx\` ON \`posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_created_at_idx\` ON \`posts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`posts__status_idx\` ON \`posts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_date\` text,
  	\`version_category\` text,
  	\`version_reading_time\` numeric,
  	\`version_featured_image_id\` integer,
  	\`version_excerpt\` text,
  	\`version_content\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_parent_idx\` ON \`_posts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_slug_idx\` ON \`_posts_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_date_idx\` ON \`_posts_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_category_idx\` ON \`_posts_v\` (\`version_category\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_featured_image_idx\` ON \`_posts_v\` (\`version_featured_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_updated_at_idx\` ON \`_posts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_created_at_idx\` ON \`_posts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version__status_idx\` ON \`_posts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_created_at_idx\` ON \`_posts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_updated_at_idx\` ON \`_posts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_latest_idx\` ON \`_posts_v\` (\`latest\`);`)
  await db.run(sql`ALTER TABLE \`pages_rels\` ADD \`posts_id\` integer REFERENCES posts(id);`)
  await db.run(sql`CREATE INDEX \`pages_rels_posts_id_idx\` ON \`pages_rels\` (\`posts_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_rels\` ADD \`posts_id\` integer REFERENCES posts(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_posts_id_idx\` ON \`_pages_v_rels\` (\`posts_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`posts_id\` integer REFERENCES posts(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`entries\`;`)
  await db.run(sql`DROP TABLE \`prod_cmp\`;`)
  await db.run(sql`DROP TABLE \`prod_sel_items\`;`)
  await db.run(sql`DROP TABLE \`prod_sel\`;`)
  await db.run(sql`DROP TABLE \`pn_hub_card\`;`)
  await db.run(sql`DROP TABLE \`pn_hub_sec\`;`)
  await db.run(sql`DROP TABLE \`pn_hub\`;`)
  await db.run(sql`DROP TABLE \`pn_side_item\`;`)
  await db.run(sql`DROP TABLE \`pn_side\`;`)
  await db.run(sql`DROP TABLE \`pn_iaq\`;`)
  await db.run(sql`DROP TABLE \`pn_crt_link\`;`)
  await db.run(sql`DROP TABLE \`pn_crt_tab\`;`)
  await db.run(sql`DROP TABLE \`pn_crt\`;`)
  await db.run(sql`DROP TABLE \`price_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`price_cards\`;`)
  await db.run(sql`DROP TABLE \`warranty_types\`;`)
  await db.run(sql`DROP TABLE \`big_numbers_items\`;`)
  await db.run(sql`DROP TABLE \`big_numbers\`;`)
  await db.run(sql`DROP TABLE \`reqs\`;`)
  await db.run(sql`DROP TABLE \`tax_certs_cards\`;`)
  await db.run(sql`DROP TABLE \`tax_certs\`;`)
  await db.run(sql`DROP TABLE \`sections\`;`)
  await db.run(sql`DROP TABLE \`images\`;`)
  await db.run(sql`DROP TABLE \`doc_tabs_tabs\`;`)
  await db.run(sql`DROP TABLE \`doc_tabs\`;`)
  await db.run(sql`DROP TABLE \`warranty_docs_items\`;`)
  await db.run(sql`DROP TABLE \`warranty_docs\`;`)
  await db.run(sql`DROP TABLE \`energy_docs_items\`;`)
  await db.run(sql`DROP TABLE \`energy_docs\`;`)
  await db.run(sql`DROP TABLE \`svc_phone\`;`)
  await db.run(sql`DROP TABLE \`common_issues_items\`;`)
  await db.run(sql`DROP TABLE \`common_issues\`;`)
  await db.run(sql`DROP TABLE \`trbl_grid_items\`;`)
  await db.run(sql`DROP TABLE \`trbl_grid\`;`)
  await db.run(sql`DROP TABLE \`maint_grid_items\`;`)
  await db.run(sql`DROP TABLE \`maint_grid\`;`)
  await db.run(sql`DROP TABLE \`rel_articles\`;`)
  await db.run(sql`DROP TABLE \`hvac_nav_items\`;`)
  await db.run(sql`DROP TABLE \`hvac_nav\`;`)
  await db.run(sql`DROP TABLE \`_entries_v\`;`)
  await db.run(sql`DROP TABLE \`_prod_cmp_v\`;`)
  await db.run(sql`DROP TABLE \`_prod_sel_items_v\`;`)
  await db.run(sql`DROP TABLE \`_prod_sel_v\`;`)
  await db.run(sql`DROP TABLE \`_pn_hub_card_v\`;`)
  await db.run(sql`DROP TABLE \`_pn_hub_sec_v\`;`)
  await db.run(sql`DROP TABLE \`_pn_hub_v\`;`)
  await db.run(sql`DROP TABLE \`_pn_side_item_v\`;`)
  await db.run(sql`DROP TABLE \`_pn_side_v\`;`)
  await db.run(sql`DROP TABLE \`_pn_iaq_v\`;`)
  await db.run(sql`DROP TABLE \`_pn_crt_link_v\`;`)
  await db.run(sql`DROP TABLE \`_pn_crt_tab_v\`;`)
  await db.run(sql`DROP TABLE \`_pn_crt_v\`;`)
  await db.run(sql`DROP TABLE \`_price_cards_v_cards\`;`)
  await db.run(sql`DROP TABLE \`_price_cards_v\`;`)
  await db.run(sql`DROP TABLE \`_warranty_types_v\`;`)
  await db.run(sql`DROP TABLE \`_big_numbers_v_items\`;`)
  await db.run(sql`DROP TABLE \`_big_numbers_v\`;`)
  await db.run(sql`DROP TABLE \`_reqs_v\`;`)
  await db.run(sql`DROP TABLE \`_tax_certs_v_cards\`;`)
  await db.run(sql`DROP TABLE \`_tax_certs_v\`;`)
  await db.run(sql`DROP TABLE \`_sections_v\`;`)
  await db.run(sql`DROP TABLE \`_images_v\`;`)
  await db.run(sql`DROP TABLE \`_doc_tabs_v_tabs\`;`)
  await db.run(sql`DROP TABLE \`_doc_tabs_v\`;`)
  await db.run(sql`DROP TABLE \`_warranty_docs_v_items\`;`)
  await db.run(sql`DROP TABLE \`_warranty_docs_v\`;`)
  await db.run(sql`DROP TABLE \`_energy_docs_v_items\`;`)
  await db.run(sql`DROP TABLE \`_energy_docs_v\`;`)
  await db.run(sql`DROP TABLE \`_svc_phone_v\`;`)
  await db.run(sql`DROP TABLE \`_common_issues_v_items\`;`)
  await db.run(sql`DROP TABLE \`_common_issues_v\`;`)
  await db.run(sql`DROP TABLE \`_trbl_grid_v_items\`;`)
  await db.run(sql`DROP TABLE \`_trbl_grid_v\`;`)
  await db.run(sql`DROP TABLE \`_maint_grid_v_items\`;`)
  await db.run(sql`DROP TABLE \`_maint_grid_v\`;`)
  await db.run(sql`DROP TABLE \`_rel_articles_v\`;`)
  await db.run(sql`DROP TABLE \`_hvac_nav_v_items\`;`)
  await db.run(sql`DROP TABLE \`_hvac_nav_v\`;`)
  await db.run(sql`DROP TABLE \`posts\`;`)
  await db.run(sql`DROP TABLE \`_posts_v\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_rels\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_rels\`("id", "order", "parent_id", "path", "model_families_id", "products_id") SELECT "id", "order", "parent_id", "path", "model_families_id", "products_id" FROM \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_rels\` RENAME TO \`pages_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_model_families_id_idx\` ON \`pages_rels\` (\`model_families_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_products_id_idx\` ON \`pages_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_rels\` (
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
  await db.run(sql`INSERT INTO \`__new__pages_v_rels\`("id", "order", "parent_id", "path", "model_families_id", "products_id") SELECT "id", "order", "parent_id", "path", "model_families_id", "products_id" FROM \`_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_rels\` RENAME TO \`_pages_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_order_idx\` ON \`_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_parent_idx\` ON \`_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_path_idx\` ON \`_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_model_families_id_idx\` ON \`_pages_v_rels\` (\`model_families_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_products_id_idx\` ON \`_pages_v_rels\` (\`products_id\`);`)
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
  	FOREIGN KEY (\`rebate_programs_id\`) REFERENCES \`rebate_programs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "documents_id", "product_categories_id", "model_families_id", "products_id", "users_id", "dealers_id", "dealer_reviews_id", "leads_id", "newsletter_signups_id", "rebate_programs_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "documents_id", "product_categories_id", "model_families_id", "products_id", "users_id", "dealers_id", "dealer_reviews_id", "leads_id", "newsletter_signups_id", "rebate_programs_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
}
