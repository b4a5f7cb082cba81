import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_entries_product_type" AS ENUM('Air Conditioner', '80% Furnace', '90% Furnace', 'Furnace', 'Heat Pump', 'Air Handler');
  CREATE TYPE "public"."enum_entries_energy_star_qualified" AS ENUM('Yes', 'No');
  CREATE TYPE "public"."enum_prod_cmp_menu_label_1" AS ENUM('Air Conditioner', '80% Furnace', '90% Furnace', 'Furnace', 'Heat Pump', 'Air Handler');
  CREATE TYPE "public"."enum_prod_cmp_menu_label_2" AS ENUM('Air Conditioner', '80% Furnace', '90% Furnace', 'Furnace', 'Heat Pump', 'Air Handler');
  CREATE TYPE "public"."enum_prod_cmp_menu_label_3" AS ENUM('Air Conditioner', '80% Furnace', '90% Furnace', 'Furnace', 'Heat Pump', 'Air Handler');
  CREATE TYPE "public"."enum_prod_cmp_menu_label_4" AS ENUM('Air Conditioner', '80% Furnace', '90% Furnace', 'Furnace', 'Heat Pump', 'Air Handler');
  CREATE TYPE "public"."enum_prod_cmp_menu_label_5" AS ENUM('Air Conditioner', '80% Furnace', '90% Furnace', 'Furnace', 'Heat Pump', 'Air Handler');
  CREATE TYPE "public"."enum_prod_cmp_menu_label_6" AS ENUM('Air Conditioner', '80% Furnace', '90% Furnace', 'Furnace', 'Heat Pump', 'Air Handler');
  CREATE TYPE "public"."enum_prod_cmp_menu_label_7" AS ENUM('Air Conditioner', '80% Furnace', '90% Furnace', 'Furnace', 'Heat Pump', 'Air Handler');
  CREATE TYPE "public"."enum_prod_cmp_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_prod_cmp_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_prod_cmp_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_prod_sel_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_prod_sel_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_prod_sel_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_pn_hub_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_pn_hub_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_pn_hub_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_pn_side_item_anchor" AS ENUM('heating-cooling', 'air-conditioners', 'furnaces', 'heat-pumps', 'air-handlers', 'coils', 'thermostat-controls', 'packaged-system', 'ductless-systems', 'indoor-air-quality', 'smart-connected-features', 'light-commercial');
  CREATE TYPE "public"."enum_pn_side_current" AS ENUM('heating-cooling', 'air-conditioners', 'furnaces', 'heat-pumps', 'air-handlers', 'coils', 'thermostat-controls', 'packaged-system', 'ductless-systems', 'indoor-air-quality', 'smart-connected-features', 'light-commercial');
  CREATE TYPE "public"."enum_pn_side_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_pn_side_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_pn_side_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_pn_iaq_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_pn_iaq_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_pn_iaq_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_pn_crt_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_pn_crt_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_pn_crt_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_price_cards_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_price_cards_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_price_cards_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_warranty_types_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_warranty_types_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_warranty_types_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_big_numbers_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_big_numbers_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_big_numbers_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_reqs_metric" AS ENUM('AFUE', 'SEER', 'EER', 'HSPF', 'fanEnergy');
  CREATE TYPE "public"."enum_tax_certs_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_tax_certs_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_tax_certs_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_doc_tabs_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_doc_tabs_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_doc_tabs_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_warranty_docs_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_warranty_docs_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_warranty_docs_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_energy_docs_source" AS ENUM('products', 'manual');
  CREATE TYPE "public"."enum_energy_docs_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_energy_docs_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_energy_docs_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_svc_phone_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_svc_phone_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_svc_phone_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_common_issues_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_common_issues_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_common_issues_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_trbl_grid_items_icon" AS ENUM('snowflake', 'flame', 'fan', 'heatPump', 'oilDrop', 'ductless', 'leaf', 'packaged', 'thermostat', 'coil', 'filter');
  CREATE TYPE "public"."enum_trbl_grid_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_trbl_grid_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_trbl_grid_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_maint_grid_items_icon" AS ENUM('snowflake', 'flame', 'fan', 'heatPump', 'oilDrop', 'ductless', 'leaf', 'packaged', 'thermostat', 'coil', 'filter');
  CREATE TYPE "public"."enum_maint_grid_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_maint_grid_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_maint_grid_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_rel_articles_source" AS ENUM('latest', 'chosen');
  CREATE TYPE "public"."enum_rel_articles_category" AS ENUM('energy-savings', 'comfort', 'maintenance', 'buying-guide');
  CREATE TYPE "public"."enum__entries_v_product_type" AS ENUM('Air Conditioner', '80% Furnace', '90% Furnace', 'Furnace', 'Heat Pump', 'Air Handler');
  CREATE TYPE "public"."enum__entries_v_energy_star_qualified" AS ENUM('Yes', 'No');
  CREATE TYPE "public"."enum__prod_cmp_v_menu_label_1" AS ENUM('Air Conditioner', '80% Furnace', '90% Furnace', 'Furnace', 'Heat Pump', 'Air Handler');
  CREATE TYPE "public"."enum__prod_cmp_v_menu_label_2" AS ENUM('Air Conditioner', '80% Furnace', '90% Furnace', 'Furnace', 'Heat Pump', 'Air Handler');
  CREATE TYPE "public"."enum__prod_cmp_v_menu_label_3" AS ENUM('Air Conditioner', '80% Furnace', '90% Furnace', 'Furnace', 'Heat Pump', 'Air Handler');
  CREATE TYPE "public"."enum__prod_cmp_v_menu_label_4" AS ENUM('Air Conditioner', '80% Furnace', '90% Furnace', 'Furnace', 'Heat Pump', 'Air Handler');
  CREATE TYPE "public"."enum__prod_cmp_v_menu_label_5" AS ENUM('Air Conditioner', '80% Furnace', '90% Furnace', 'Furnace', 'Heat Pump', 'Air Handler');
  CREATE TYPE "public"."enum__prod_cmp_v_menu_label_6" AS ENUM('Air Conditioner', '80% Furnace', '90% Furnace', 'Furnace', 'Heat Pump', 'Air Handler');
  CREATE TYPE "public"."enum__prod_cmp_v_menu_label_7" AS ENUM('Air Conditioner', '80% Furnace', '90% Furnace', 'Furnace', 'Heat Pump', 'Air Handler');
  CREATE TYPE "public"."enum__prod_cmp_v_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__prod_cmp_v_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__prod_cmp_v_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__prod_sel_v_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__prod_sel_v_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__prod_sel_v_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__pn_hub_v_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__pn_hub_v_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__pn_hub_v_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__pn_side_item_v_anchor" AS ENUM('heating-cooling', 'air-conditioners', 'furnaces', 'heat-pumps', 'air-handlers', 'coils', 'thermostat-controls', 'packaged-system', 'ductless-systems', 'indoor-air-quality', 'smart-connected-features', 'light-commercial');
  CREATE TYPE "public"."enum__pn_side_v_current" AS ENUM('heating-cooling', 'air-conditioners', 'furnaces', 'heat-pumps', 'air-handlers', 'coils', 'thermostat-controls', 'packaged-system', 'ductless-systems', 'indoor-air-quality', 'smart-connected-features', 'light-commercial');
  CREATE TYPE "public"."enum__pn_side_v_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__pn_side_v_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__pn_side_v_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__pn_iaq_v_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__pn_iaq_v_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__pn_iaq_v_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__pn_crt_v_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__pn_crt_v_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__pn_crt_v_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__price_cards_v_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__price_cards_v_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__price_cards_v_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__warranty_types_v_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__warranty_types_v_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__warranty_types_v_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__big_numbers_v_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__big_numbers_v_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__big_numbers_v_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__reqs_v_metric" AS ENUM('AFUE', 'SEER', 'EER', 'HSPF', 'fanEnergy');
  CREATE TYPE "public"."enum__tax_certs_v_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__tax_certs_v_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__tax_certs_v_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__doc_tabs_v_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__doc_tabs_v_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__doc_tabs_v_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__warranty_docs_v_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__warranty_docs_v_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__warranty_docs_v_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__energy_docs_v_source" AS ENUM('products', 'manual');
  CREATE TYPE "public"."enum__energy_docs_v_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__energy_docs_v_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__energy_docs_v_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__svc_phone_v_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__svc_phone_v_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__svc_phone_v_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__common_issues_v_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__common_issues_v_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__common_issues_v_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__trbl_grid_v_items_icon" AS ENUM('snowflake', 'flame', 'fan', 'heatPump', 'oilDrop', 'ductless', 'leaf', 'packaged', 'thermostat', 'coil', 'filter');
  CREATE TYPE "public"."enum__trbl_grid_v_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__trbl_grid_v_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__trbl_grid_v_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__maint_grid_v_items_icon" AS ENUM('snowflake', 'flame', 'fan', 'heatPump', 'oilDrop', 'ductless', 'leaf', 'packaged', 'thermostat', 'coil', 'filter');
  CREATE TYPE "public"."enum__maint_grid_v_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__maint_grid_v_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__maint_grid_v_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__rel_articles_v_source" AS ENUM('latest', 'chosen');
  CREATE TYPE "public"."enum__rel_articles_v_category" AS ENUM('energy-savings', 'comfort', 'maintenance', 'buying-guide');
  CREATE TYPE "public"."enum_posts_category" AS ENUM('energy-savings', 'comfort', 'maintenance', 'buying-guide');
  CREATE TYPE "public"."enum_posts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__posts_v_version_category" AS ENUM('energy-savings', 'comfort', 'maintenance', 'buying-guide');
  CREATE TYPE "public"."enum__posts_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "entries" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_type" "enum_entries_product_type",
  	"product_name" varchar,
  	"product_link" varchar,
  	"image_id" integer,
  	"installment_cost" varchar,
  	"cooling_strength" varchar,
  	"stages" varchar,
  	"fuel_type" varchar,
  	"speeds" varchar,
  	"noise_level" numeric,
  	"comfort_link_communication" varchar,
  	"energy_savings" varchar,
  	"energy_star_qualified" "enum_entries_energy_star_qualified",
  	"efficiency" varchar
  );
  
  CREATE TABLE "prod_cmp" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Compare models',
  	"intro" varchar,
  	"menu_label_1" "enum_prod_cmp_menu_label_1",
  	"menu_label_2" "enum_prod_cmp_menu_label_2",
  	"menu_label_3" "enum_prod_cmp_menu_label_3",
  	"menu_label_4" "enum_prod_cmp_menu_label_4",
  	"menu_label_5" "enum_prod_cmp_menu_label_5",
  	"menu_label_6" "enum_prod_cmp_menu_label_6",
  	"menu_label_7" "enum_prod_cmp_menu_label_7",
  	"appearance_background_color" "enum_prod_cmp_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_prod_cmp_appearance_padding",
  	"appearance_shadow" "enum_prod_cmp_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "prod_sel_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"details" varchar,
  	"hand_copy" varchar,
  	"exclusive_copy" varchar,
  	"energy_copy" varchar,
  	"href" varchar,
  	"link_label" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "prod_sel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Find the right fit',
  	"intro" varchar,
  	"appearance_background_color" "enum_prod_sel_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_prod_sel_appearance_padding",
  	"appearance_shadow" "enum_prod_sel_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pn_hub_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"name" varchar,
  	"text" varchar,
  	"link" varchar
  );
  
  CREATE TABLE "pn_hub_sec" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"anchor" varchar,
  	"intro" varchar
  );
  
  CREATE TABLE "pn_hub" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"nav_label" varchar DEFAULT 'Product categories',
  	"appearance_background_color" "enum_pn_hub_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_pn_hub_appearance_padding",
  	"appearance_shadow" "enum_pn_hub_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pn_side_item" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" "enum_pn_side_item_anchor",
  	"label" varchar,
  	"url" varchar
  );
  
  CREATE TABLE "pn_side" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar DEFAULT 'Product categories',
  	"current" "enum_pn_side_current",
  	"appearance_background_color" "enum_pn_side_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_pn_side_appearance_padding",
  	"appearance_shadow" "enum_pn_side_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pn_iaq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"air_cleaner_image_id" integer,
  	"air_cleaner_title" varchar DEFAULT 'Whole-home air cleaner',
  	"air_cleaner_text" varchar,
  	"air_cleaner_link" varchar DEFAULT '/products/indoor-air-quality/air-purification/',
  	"air_cleaner_link_label" varchar DEFAULT 'Learn more',
  	"air_cleaner_particles_percent" numeric DEFAULT 99.98,
  	"humidifier_image_id" integer,
  	"humidifier_title" varchar DEFAULT 'Whole-home humidifier',
  	"humidifier_text" varchar,
  	"humidifier_link" varchar DEFAULT '/products/indoor-air-quality/humidity-control/',
  	"humidifier_link_label" varchar DEFAULT 'Learn more',
  	"humidifier_smaller_home_sq_ft" numeric DEFAULT 4200,
  	"humidifier_larger_home_sq_ft" numeric DEFAULT 5000,
  	"filter_image_id" integer,
  	"filter_title" varchar DEFAULT 'Pleated air filter',
  	"filter_text" varchar,
  	"filter_link" varchar DEFAULT '/resources/maintenance-tips/clean-or-change-filter/',
  	"filter_link_label" varchar DEFAULT 'Learn more',
  	"filter_months" numeric DEFAULT 6,
  	"appearance_background_color" "enum_pn_iaq_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_pn_iaq_appearance_padding",
  	"appearance_shadow" "enum_pn_iaq_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pn_crt_link" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"url" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "pn_crt_tab" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"intro" varchar
  );
  
  CREATE TABLE "pn_crt" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Light commercial resources',
  	"intro" varchar,
  	"min_tons" numeric DEFAULT 3,
  	"max_tons" numeric DEFAULT 25,
  	"appearance_background_color" "enum_pn_crt_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_pn_crt_appearance_padding",
  	"appearance_shadow" "enum_pn_crt_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "price_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product" varchar,
  	"price" numeric DEFAULT 0,
  	"note" varchar
  );
  
  CREATE TABLE "price_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'What does a new system cost?',
  	"intro" varchar DEFAULT 'Starting prices for an installed system, before tax. Your dealer’s quote depends on your home.',
  	"ductwork_show" boolean DEFAULT true,
  	"ductwork_from" numeric DEFAULT 3000,
  	"ductwork_to" numeric DEFAULT 10000,
  	"footnote" varchar DEFAULT 'Prices are starting points for equipment and standard installation, before tax, rebates and credits.',
  	"cta_label" varchar,
  	"cta_url" varchar,
  	"appearance_background_color" "enum_price_cards_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_price_cards_appearance_padding",
  	"appearance_shadow" "enum_price_cards_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "warranty_types" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Types of warranties',
  	"intro" varchar,
  	"registration_days" numeric DEFAULT 60,
  	"base_years" numeric DEFAULT 5,
  	"registered_years" numeric DEFAULT 10,
  	"show_extended" boolean DEFAULT true,
  	"cta_label" varchar,
  	"cta_url" varchar,
  	"appearance_background_color" "enum_warranty_types_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_warranty_types_appearance_padding",
  	"appearance_shadow" "enum_warranty_types_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "big_numbers_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "big_numbers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'How does leasing work?',
  	"cta_label" varchar,
  	"cta_url" varchar,
  	"appearance_background_color" "enum_big_numbers_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_big_numbers_appearance_padding",
  	"appearance_shadow" "enum_big_numbers_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "reqs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"metric" "enum_reqs_metric",
  	"value" numeric
  );
  
  CREATE TABLE "tax_certs_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"equipment" varchar,
  	"certificate_id" integer
  );
  
  CREATE TABLE "tax_certs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Manufacturer tax credit certificates',
  	"intro" varchar,
  	"footnote" varchar,
  	"appearance_background_color" "enum_tax_certs_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_tax_certs_appearance_padding",
  	"appearance_shadow" "enum_tax_certs_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"section_title" varchar,
  	"section_id" varchar,
  	"tab_content" jsonb
  );
  
  CREATE TABLE "images" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_title" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "doc_tabs_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tab_name" varchar,
  	"tab_intro" varchar,
  	"tab_content" jsonb
  );
  
  CREATE TABLE "doc_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Documents and resources',
  	"appearance_background_color" "enum_doc_tabs_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_doc_tabs_appearance_padding",
  	"appearance_shadow" "enum_doc_tabs_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "warranty_docs_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"file_link" varchar,
  	"file_title" varchar
  );
  
  CREATE TABLE "warranty_docs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Warranty documents',
  	"intro" varchar,
  	"appearance_background_color" "enum_warranty_docs_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_warranty_docs_appearance_padding",
  	"appearance_shadow" "enum_warranty_docs_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "energy_docs_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"file_link" varchar,
  	"file_title" varchar
  );
  
  CREATE TABLE "energy_docs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Energy guides',
  	"intro" varchar,
  	"source" "enum_energy_docs_source" DEFAULT 'products',
  	"category_id" integer,
  	"appearance_background_color" "enum_energy_docs_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_energy_docs_appearance_padding",
  	"appearance_shadow" "enum_energy_docs_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "svc_phone" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Call customer service',
  	"text" varchar,
  	"appearance_background_color" "enum_svc_phone_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_svc_phone_appearance_padding",
  	"appearance_shadow" "enum_svc_phone_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "common_issues_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"answer" varchar,
  	"label" varchar,
  	"url" varchar
  );
  
  CREATE TABLE "common_issues" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Common issues',
  	"intro" varchar,
  	"when_to_call_title" varchar DEFAULT 'Call a dealer when',
  	"when_to_call" varchar,
  	"help_text" varchar DEFAULT 'Still need help?',
  	"help_link_label" varchar DEFAULT 'Find a dealer near you',
  	"help_link_url" varchar DEFAULT '/find-a-dealer/',
  	"appearance_background_color" "enum_common_issues_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_common_issues_appearance_padding",
  	"appearance_shadow" "enum_common_issues_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "trbl_grid_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon" "enum_trbl_grid_items_icon" DEFAULT 'snowflake',
  	"url" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "trbl_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Troubleshooting by system',
  	"intro" varchar,
  	"leave_out_current_page" boolean DEFAULT true,
  	"appearance_background_color" "enum_trbl_grid_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_trbl_grid_appearance_padding",
  	"appearance_shadow" "enum_trbl_grid_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "maint_grid_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon" "enum_maint_grid_items_icon" DEFAULT 'snowflake',
  	"url" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "maint_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Maintenance tips by system',
  	"intro" varchar,
  	"leave_out_current_page" boolean DEFAULT true,
  	"appearance_background_color" "enum_maint_grid_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_maint_grid_appearance_padding",
  	"appearance_shadow" "enum_maint_grid_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "rel_articles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Related articles',
  	"source" "enum_rel_articles_source" DEFAULT 'latest',
  	"category" "enum_rel_articles_category",
  	"limit" numeric DEFAULT 3,
  	"block_name" varchar
  );
  
  CREATE TABLE "hvac_nav_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"url" varchar
  );
  
  CREATE TABLE "hvac_nav" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'More HVAC basics',
  	"label" varchar DEFAULT 'HVAC basics',
  	"block_name" varchar
  );
  
  CREATE TABLE "_entries_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"product_type" "enum__entries_v_product_type",
  	"product_name" varchar,
  	"product_link" varchar,
  	"image_id" integer,
  	"installment_cost" varchar,
  	"cooling_strength" varchar,
  	"stages" varchar,
  	"fuel_type" varchar,
  	"speeds" varchar,
  	"noise_level" numeric,
  	"comfort_link_communication" varchar,
  	"energy_savings" varchar,
  	"energy_star_qualified" "enum__entries_v_energy_star_qualified",
  	"efficiency" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_prod_cmp_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Compare models',
  	"intro" varchar,
  	"menu_label_1" "enum__prod_cmp_v_menu_label_1",
  	"menu_label_2" "enum__prod_cmp_v_menu_label_2",
  	"menu_label_3" "enum__prod_cmp_v_menu_label_3",
  	"menu_label_4" "enum__prod_cmp_v_menu_label_4",
  	"menu_label_5" "enum__prod_cmp_v_menu_label_5",
  	"menu_label_6" "enum__prod_cmp_v_menu_label_6",
  	"menu_label_7" "enum__prod_cmp_v_menu_label_7",
  	"appearance_background_color" "enum__prod_cmp_v_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__prod_cmp_v_appearance_padding",
  	"appearance_shadow" "enum__prod_cmp_v_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_prod_sel_items_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"details" varchar,
  	"hand_copy" varchar,
  	"exclusive_copy" varchar,
  	"energy_copy" varchar,
  	"href" varchar,
  	"link_label" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_prod_sel_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Find the right fit',
  	"intro" varchar,
  	"appearance_background_color" "enum__prod_sel_v_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__prod_sel_v_appearance_padding",
  	"appearance_shadow" "enum__prod_sel_v_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pn_hub_card_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"name" varchar,
  	"text" varchar,
  	"link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pn_hub_sec_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"anchor" varchar,
  	"intro" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pn_hub_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"nav_label" varchar DEFAULT 'Product categories',
  	"appearance_background_color" "enum__pn_hub_v_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__pn_hub_v_appearance_padding",
  	"appearance_shadow" "enum__pn_hub_v_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pn_side_item_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" "enum__pn_side_item_v_anchor",
  	"label" varchar,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pn_side_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar DEFAULT 'Product categories',
  	"current" "enum__pn_side_v_current",
  	"appearance_background_color" "enum__pn_side_v_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__pn_side_v_appearance_padding",
  	"appearance_shadow" "enum__pn_side_v_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pn_iaq_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"air_cleaner_image_id" integer,
  	"air_cleaner_title" varchar DEFAULT 'Whole-home air cleaner',
  	"air_cleaner_text" varchar,
  	"air_cleaner_link" varchar DEFAULT '/products/indoor-air-quality/air-purification/',
  	"air_cleaner_link_label" varchar DEFAULT 'Learn more',
  	"air_cleaner_particles_percent" numeric DEFAULT 99.98,
  	"humidifier_image_id" integer,
  	"humidifier_title" varchar DEFAULT 'Whole-home humidifier',
  	"humidifier_text" varchar,
  	"humidifier_link" varchar DEFAULT '/products/indoor-air-quality/humidity-control/',
  	"humidifier_link_label" varchar DEFAULT 'Learn more',
  	"humidifier_smaller_home_sq_ft" numeric DEFAULT 4200,
  	"humidifier_larger_home_sq_ft" numeric DEFAULT 5000,
  	"filter_image_id" integer,
  	"filter_title" varchar DEFAULT 'Pleated air filter',
  	"filter_text" varchar,
  	"filter_link" varchar DEFAULT '/resources/maintenance-tips/clean-or-change-filter/',
  	"filter_link_label" varchar DEFAULT 'Learn more',
  	"filter_months" numeric DEFAULT 6,
  	"appearance_background_color" "enum__pn_iaq_v_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__pn_iaq_v_appearance_padding",
  	"appearance_shadow" "enum__pn_iaq_v_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pn_crt_link_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"url" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pn_crt_tab_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"intro" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pn_crt_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Light commercial resources',
  	"intro" varchar,
  	"min_tons" numeric DEFAULT 3,
  	"max_tons" numeric DEFAULT 25,
  	"appearance_background_color" "enum__pn_crt_v_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__pn_crt_v_appearance_padding",
  	"appearance_shadow" "enum__pn_crt_v_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_price_cards_v_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"product" varchar,
  	"price" numeric DEFAULT 0,
  	"note" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_price_cards_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'What does a new system cost?',
  	"intro" varchar DEFAULT 'Starting prices for an installed system, before tax. Your dealer’s quote depends on your home.',
  	"ductwork_show" boolean DEFAULT true,
  	"ductwork_from" numeric DEFAULT 3000,
  	"ductwork_to" numeric DEFAULT 10000,
  	"footnote" varchar DEFAULT 'Prices are starting points for equipment and standard installation, before tax, rebates and credits.',
  	"cta_label" varchar,
  	"cta_url" varchar,
  	"appearance_background_color" "enum__price_cards_v_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__price_cards_v_appearance_padding",
  	"appearance_shadow" "enum__price_cards_v_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_warranty_types_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Types of warranties',
  	"intro" varchar,
  	"registration_days" numeric DEFAULT 60,
  	"base_years" numeric DEFAULT 5,
  	"registered_years" numeric DEFAULT 10,
  	"show_extended" boolean DEFAULT true,
  	"cta_label" varchar,
  	"cta_url" varchar,
  	"appearance_background_color" "enum__warranty_types_v_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__warranty_types_v_appearance_padding",
  	"appearance_shadow" "enum__warranty_types_v_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_big_numbers_v_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_big_numbers_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'How does leasing work?',
  	"cta_label" varchar,
  	"cta_url" varchar,
  	"appearance_background_color" "enum__big_numbers_v_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__big_numbers_v_appearance_padding",
  	"appearance_shadow" "enum__big_numbers_v_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_reqs_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"metric" "enum__reqs_v_metric",
  	"value" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_tax_certs_v_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"equipment" varchar,
  	"certificate_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_tax_certs_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Manufacturer tax credit certificates',
  	"intro" varchar,
  	"footnote" varchar,
  	"appearance_background_color" "enum__tax_certs_v_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__tax_certs_v_appearance_padding",
  	"appearance_shadow" "enum__tax_certs_v_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_sections_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"section_title" varchar,
  	"section_id" varchar,
  	"tab_content" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_images_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_title" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_doc_tabs_v_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tab_name" varchar,
  	"tab_intro" varchar,
  	"tab_content" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_doc_tabs_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Documents and resources',
  	"appearance_background_color" "enum__doc_tabs_v_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__doc_tabs_v_appearance_padding",
  	"appearance_shadow" "enum__doc_tabs_v_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_warranty_docs_v_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"file_link" varchar,
  	"file_title" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_warranty_docs_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Warranty documents',
  	"intro" varchar,
  	"appearance_background_color" "enum__warranty_docs_v_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__warranty_docs_v_appearance_padding",
  	"appearance_shadow" "enum__warranty_docs_v_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_energy_docs_v_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"file_link" varchar,
  	"file_title" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_energy_docs_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Energy guides',
  	"intro" varchar,
  	"source" "enum__energy_docs_v_source" DEFAULT 'products',
  	"category_id" integer,
  	"appearance_background_color" "enum__energy_docs_v_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__energy_docs_v_appearance_padding",
  	"appearance_shadow" "enum__energy_docs_v_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_svc_phone_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Call customer service',
  	"text" varchar,
  	"appearance_background_color" "enum__svc_phone_v_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__svc_phone_v_appearance_padding",
  	"appearance_shadow" "enum__svc_phone_v_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_common_issues_v_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"answer" varchar,
  	"label" varchar,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_common_issues_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Common issues',
  	"intro" varchar,
  	"when_to_call_title" varchar DEFAULT 'Call a dealer when',
  	"when_to_call" varchar,
  	"help_text" varchar DEFAULT 'Still need help?',
  	"help_link_label" varchar DEFAULT 'Find a dealer near you',
  	"help_link_url" varchar DEFAULT '/find-a-dealer/',
  	"appearance_background_color" "enum__common_issues_v_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__common_issues_v_appearance_padding",
  	"appearance_shadow" "enum__common_issues_v_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_trbl_grid_v_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon" "enum__trbl_grid_v_items_icon" DEFAULT 'snowflake',
  	"url" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_trbl_grid_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Troubleshooting by system',
  	"intro" varchar,
  	"leave_out_current_page" boolean DEFAULT true,
  	"appearance_background_color" "enum__trbl_grid_v_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__trbl_grid_v_appearance_padding",
  	"appearance_shadow" "enum__trbl_grid_v_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_maint_grid_v_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon" "enum__maint_grid_v_items_icon" DEFAULT 'snowflake',
  	"url" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_maint_grid_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Maintenance tips by system',
  	"intro" varchar,
  	"leave_out_current_page" boolean DEFAULT true,
  	"appearance_background_color" "enum__maint_grid_v_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__maint_grid_v_appearance_padding",
  	"appearance_shadow" "enum__maint_grid_v_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_rel_articles_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Related articles',
  	"source" "enum__rel_articles_v_source" DEFAULT 'latest',
  	"category" "enum__rel_articles_v_category",
  	"limit" numeric DEFAULT 3,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_hvac_nav_v_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_hvac_nav_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'More HVAC basics',
  	"label" varchar DEFAULT 'HVAC basics',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"date" timestamp(3) with time zone,
  	"category" "enum_posts_category",
  	"reading_time" numeric,
  	"featured_image_id" integer,
  	"excerpt" varchar,
  	"content" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_posts_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_posts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_date" timestamp(3) with time zone,
  	"version_category" "enum__posts_v_version_category",
  	"version_reading_time" numeric,
  	"version_featured_image_id" integer,
  	"version_excerpt" varchar,
  	"version_content" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__posts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "pages_rels" ADD COLUMN "posts_id" integer;
  ALTER TABLE "_pages_v_rels" ADD COLUMN "posts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "posts_id" integer;
  ALTER TABLE "entries" ADD CONSTRAINT "entries_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "entries" ADD CONSTRAINT "entries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."prod_cmp"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "prod_cmp" ADD CONSTRAINT "prod_cmp_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "prod_sel_items" ADD CONSTRAINT "prod_sel_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "prod_sel_items" ADD CONSTRAINT "prod_sel_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."prod_sel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "prod_sel" ADD CONSTRAINT "prod_sel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pn_hub_card" ADD CONSTRAINT "pn_hub_card_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pn_hub_card" ADD CONSTRAINT "pn_hub_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pn_hub_sec"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pn_hub_sec" ADD CONSTRAINT "pn_hub_sec_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pn_hub"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pn_hub" ADD CONSTRAINT "pn_hub_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pn_side_item" ADD CONSTRAINT "pn_side_item_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pn_side"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pn_side" ADD CONSTRAINT "pn_side_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pn_iaq" ADD CONSTRAINT "pn_iaq_air_cleaner_image_id_media_id_fk" FOREIGN KEY ("air_cleaner_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pn_iaq" ADD CONSTRAINT "pn_iaq_humidifier_image_id_media_id_fk" FOREIGN KEY ("humidifier_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pn_iaq" ADD CONSTRAINT "pn_iaq_filter_image_id_media_id_fk" FOREIGN KEY ("filter_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pn_iaq" ADD CONSTRAINT "pn_iaq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pn_crt_link" ADD CONSTRAINT "pn_crt_link_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pn_crt_tab"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pn_crt_tab" ADD CONSTRAINT "pn_crt_tab_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pn_crt"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pn_crt" ADD CONSTRAINT "pn_crt_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "price_cards_cards" ADD CONSTRAINT "price_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."price_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "price_cards" ADD CONSTRAINT "price_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "warranty_types" ADD CONSTRAINT "warranty_types_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "big_numbers_items" ADD CONSTRAINT "big_numbers_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."big_numbers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "big_numbers" ADD CONSTRAINT "big_numbers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reqs" ADD CONSTRAINT "reqs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tax_certs_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tax_certs_cards" ADD CONSTRAINT "tax_certs_cards_certificate_id_documents_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tax_certs_cards" ADD CONSTRAINT "tax_certs_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tax_certs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tax_certs" ADD CONSTRAINT "tax_certs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sections" ADD CONSTRAINT "sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."doc_tabs_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "images" ADD CONSTRAINT "images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "images" ADD CONSTRAINT "images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."doc_tabs_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "doc_tabs_tabs" ADD CONSTRAINT "doc_tabs_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."doc_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "doc_tabs" ADD CONSTRAINT "doc_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "warranty_docs_items" ADD CONSTRAINT "warranty_docs_items_file_id_documents_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "warranty_docs_items" ADD CONSTRAINT "warranty_docs_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."warranty_docs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "warranty_docs" ADD CONSTRAINT "warranty_docs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "energy_docs_items" ADD CONSTRAINT "energy_docs_items_file_id_documents_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "energy_docs_items" ADD CONSTRAINT "energy_docs_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."energy_docs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "energy_docs" ADD CONSTRAINT "energy_docs_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "energy_docs" ADD CONSTRAINT "energy_docs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "svc_phone" ADD CONSTRAINT "svc_phone_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "common_issues_items" ADD CONSTRAINT "common_issues_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."common_issues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "common_issues" ADD CONSTRAINT "common_issues_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trbl_grid_items" ADD CONSTRAINT "trbl_grid_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trbl_grid_items" ADD CONSTRAINT "trbl_grid_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."trbl_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trbl_grid" ADD CONSTRAINT "trbl_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "maint_grid_items" ADD CONSTRAINT "maint_grid_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "maint_grid_items" ADD CONSTRAINT "maint_grid_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."maint_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "maint_grid" ADD CONSTRAINT "maint_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rel_articles" ADD CONSTRAINT "rel_articles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hvac_nav_items" ADD CONSTRAINT "hvac_nav_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."hvac_nav"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hvac_nav" ADD CONSTRAINT "hvac_nav_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_entries_v" ADD CONSTRAINT "_entries_v_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_entries_v" ADD CONSTRAINT "_entries_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_prod_cmp_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_prod_cmp_v" ADD CONSTRAINT "_prod_cmp_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_prod_sel_items_v" ADD CONSTRAINT "_prod_sel_items_v_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_prod_sel_items_v" ADD CONSTRAINT "_prod_sel_items_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_prod_sel_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_prod_sel_v" ADD CONSTRAINT "_prod_sel_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pn_hub_card_v" ADD CONSTRAINT "_pn_hub_card_v_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pn_hub_card_v" ADD CONSTRAINT "_pn_hub_card_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pn_hub_sec_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pn_hub_sec_v" ADD CONSTRAINT "_pn_hub_sec_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pn_hub_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pn_hub_v" ADD CONSTRAINT "_pn_hub_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pn_side_item_v" ADD CONSTRAINT "_pn_side_item_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pn_side_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pn_side_v" ADD CONSTRAINT "_pn_side_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pn_iaq_v" ADD CONSTRAINT "_pn_iaq_v_air_cleaner_image_id_media_id_fk" FOREIGN KEY ("air_cleaner_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pn_iaq_v" ADD CONSTRAINT "_pn_iaq_v_humidifier_image_id_media_id_fk" FOREIGN KEY ("humidifier_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pn_iaq_v" ADD CONSTRAINT "_pn_iaq_v_filter_image_id_media_id_fk" FOREIGN KEY ("filter_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pn_iaq_v" ADD CONSTRAINT "_pn_iaq_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pn_crt_link_v" ADD CONSTRAINT "_pn_crt_link_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pn_crt_tab_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pn_crt_tab_v" ADD CONSTRAINT "_pn_crt_tab_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pn_crt_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pn_crt_v" ADD CONSTRAINT "_pn_crt_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_price_cards_v_cards" ADD CONSTRAINT "_price_cards_v_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_price_cards_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_price_cards_v" ADD CONSTRAINT "_price_cards_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_warranty_types_v" ADD CONSTRAINT "_warranty_types_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_big_numbers_v_items" ADD CONSTRAINT "_big_numbers_v_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_big_numbers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_big_numbers_v" ADD CONSTRAINT "_big_numbers_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_reqs_v" ADD CONSTRAINT "_reqs_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_tax_certs_v_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tax_certs_v_cards" ADD CONSTRAINT "_tax_certs_v_cards_certificate_id_documents_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tax_certs_v_cards" ADD CONSTRAINT "_tax_certs_v_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_tax_certs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tax_certs_v" ADD CONSTRAINT "_tax_certs_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sections_v" ADD CONSTRAINT "_sections_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_doc_tabs_v_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_images_v" ADD CONSTRAINT "_images_v_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_images_v" ADD CONSTRAINT "_images_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_doc_tabs_v_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_doc_tabs_v_tabs" ADD CONSTRAINT "_doc_tabs_v_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_doc_tabs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_doc_tabs_v" ADD CONSTRAINT "_doc_tabs_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_warranty_docs_v_items" ADD CONSTRAINT "_warranty_docs_v_items_file_id_documents_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_warranty_docs_v_items" ADD CONSTRAINT "_warranty_docs_v_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_warranty_docs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_warranty_docs_v" ADD CONSTRAINT "_warranty_docs_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_energy_docs_v_items" ADD CONSTRAINT "_energy_docs_v_items_file_id_documents_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_energy_docs_v_items" ADD CONSTRAINT "_energy_docs_v_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_energy_docs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_energy_docs_v" ADD CONSTRAINT "_energy_docs_v_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_energy_docs_v" ADD CONSTRAINT "_energy_docs_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_svc_phone_v" ADD CONSTRAINT "_svc_phone_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_common_issues_v_items" ADD CONSTRAINT "_common_issues_v_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_common_issues_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_common_issues_v" ADD CONSTRAINT "_common_issues_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_trbl_grid_v_items" ADD CONSTRAINT "_trbl_grid_v_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_trbl_grid_v_items" ADD CONSTRAINT "_trbl_grid_v_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_trbl_grid_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_trbl_grid_v" ADD CONSTRAINT "_trbl_grid_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_maint_grid_v_items" ADD CONSTRAINT "_maint_grid_v_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_maint_grid_v_items" ADD CONSTRAINT "_maint_grid_v_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_maint_grid_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_maint_grid_v" ADD CONSTRAINT "_maint_grid_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_rel_articles_v" ADD CONSTRAINT "_rel_articles_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_hvac_nav_v_items" ADD CONSTRAINT "_hvac_nav_v_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_hvac_nav_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_hvac_nav_v" ADD CONSTRAINT "_hvac_nav_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_featured_image_id_media_id_fk" FOREIGN KEY ("featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_parent_id_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_featured_image_id_media_id_fk" FOREIGN KEY ("version_featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "entries_order_idx" ON "entries" USING btree ("_order");
  CREATE INDEX "entries_parent_id_idx" ON "entries" USING btree ("_parent_id");
  CREATE INDEX "entries_image_idx" ON "entries" USING btree ("image_id");
  CREATE INDEX "prod_cmp_order_idx" ON "prod_cmp" USING btree ("_order");
  CREATE INDEX "prod_cmp_parent_id_idx" ON "prod_cmp" USING btree ("_parent_id");
  CREATE INDEX "prod_cmp_path_idx" ON "prod_cmp" USING btree ("_path");
  CREATE INDEX "prod_sel_items_order_idx" ON "prod_sel_items" USING btree ("_order");
  CREATE INDEX "prod_sel_items_parent_id_idx" ON "prod_sel_items" USING btree ("_parent_id");
  CREATE INDEX "prod_sel_items_image_idx" ON "prod_sel_items" USING btree ("image_id");
  CREATE INDEX "prod_sel_order_idx" ON "prod_sel" USING btree ("_order");
  CREATE INDEX "prod_sel_parent_id_idx" ON "prod_sel" USING btree ("_parent_id");
  CREATE INDEX "prod_sel_path_idx" ON "prod_sel" USING btree ("_path");
  CREATE INDEX "pn_hub_card_order_idx" ON "pn_hub_card" USING btree ("_order");
  CREATE INDEX "pn_hub_card_parent_id_idx" ON "pn_hub_card" USING btree ("_parent_id");
  CREATE INDEX "pn_hub_card_image_idx" ON "pn_hub_card" USING btree ("image_id");
  CREATE INDEX "pn_hub_sec_order_idx" ON "pn_hub_sec" USING btree ("_order");
  CREATE INDEX "pn_hub_sec_parent_id_idx" ON "pn_hub_sec" USING btree ("_parent_id");
  CREATE INDEX "pn_hub_order_idx" ON "pn_hub" USING btree ("_order");
  CREATE INDEX "pn_hub_parent_id_idx" ON "pn_hub" USING btree ("_parent_id");
  CREATE INDEX "pn_hub_path_idx" ON "pn_hub" USING btree ("_path");
  CREATE INDEX "pn_side_item_order_idx" ON "pn_side_item" USING btree ("_order");
  CREATE INDEX "pn_side_item_parent_id_idx" ON "pn_side_item" USING btree ("_parent_id");
  CREATE INDEX "pn_side_order_idx" ON "pn_side" USING btree ("_order");
  CREATE INDEX "pn_side_parent_id_idx" ON "pn_side" USING btree ("_parent_id");
  CREATE INDEX "pn_side_path_idx" ON "pn_side" USING btree ("_path");
  CREATE INDEX "pn_iaq_order_idx" ON "pn_iaq" USING btree ("_order");
  CREATE INDEX "pn_iaq_parent_id_idx" ON "pn_iaq" USING btree ("_parent_id");
  CREATE INDEX "pn_iaq_path_idx" ON "pn_iaq" USING btree ("_path");
  CREATE INDEX "pn_iaq_air_cleaner_air_cleaner_image_idx" ON "pn_iaq" USING btree ("air_cleaner_image_id");
  CREATE INDEX "pn_iaq_humidifier_humidifier_image_idx" ON "pn_iaq" USING btree ("humidifier_image_id");
  CREATE INDEX "pn_iaq_filter_filter_image_idx" ON "pn_iaq" USING btree ("filter_image_id");
  CREATE INDEX "pn_crt_link_order_idx" ON "pn_crt_link" USING btree ("_order");
  CREATE INDEX "pn_crt_link_parent_id_idx" ON "pn_crt_link" USING btree ("_parent_id");
  CREATE INDEX "pn_crt_tab_order_idx" ON "pn_crt_tab" USING btree ("_order");
  CREATE INDEX "pn_crt_tab_parent_id_idx" ON "pn_crt_tab" USING btree ("_parent_id");
  CREATE INDEX "pn_crt_order_idx" ON "pn_crt" USING btree ("_order");
  CREATE INDEX "pn_crt_parent_id_idx" ON "pn_crt" USING btree ("_parent_id");
  CREATE INDEX "pn_crt_path_idx" ON "pn_crt" USING btree ("_path");
  CREATE INDEX "price_cards_cards_order_idx" ON "price_cards_cards" USING btree ("_order");
  CREATE INDEX "price_cards_cards_parent_id_idx" ON "price_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "price_cards_order_idx" ON "price_cards" USING btree ("_order");
  CREATE INDEX "price_cards_parent_id_idx" ON "price_cards" USING btree ("_parent_id");
  CREATE INDEX "price_cards_path_idx" ON "price_cards" USING btree ("_path");
  CREATE INDEX "warranty_types_order_idx" ON "warranty_types" USING btree ("_order");
  CREATE INDEX "warranty_types_parent_id_idx" ON "warranty_types" USING btree ("_parent_id");
  CREATE INDEX "warranty_types_path_idx" ON "warranty_types" USING btree ("_path");
  CREATE INDEX "big_numbers_items_order_idx" ON "big_numbers_items" USING btree ("_order");
  CREATE INDEX "big_numbers_items_parent_id_idx" ON "big_numbers_items" USING btree ("_parent_id");
  CREATE INDEX "big_numbers_order_idx" ON "big_numbers" USING btree ("_order");
  CREATE INDEX "big_numbers_parent_id_idx" ON "big_numbers" USING btree ("_parent_id");
  CREATE INDEX "big_numbers_path_idx" ON "big_numbers" USING btree ("_path");
  CREATE INDEX "reqs_order_idx" ON "reqs" USING btree ("_order");
  CREATE INDEX "reqs_parent_id_idx" ON "reqs" USING btree ("_parent_id");
  CREATE INDEX "tax_certs_cards_order_idx" ON "tax_certs_cards" USING btree ("_order");
  CREATE INDEX "tax_certs_cards_parent_id_idx" ON "tax_certs_cards" USING btree ("_parent_id");
  CREATE INDEX "tax_certs_cards_certificate_idx" ON "tax_certs_cards" USING btree ("certificate_id");
  CREATE INDEX "tax_certs_order_idx" ON "tax_certs" USING btree ("_order");
  CREATE INDEX "tax_certs_parent_id_idx" ON "tax_certs" USING btree ("_parent_id");
  CREATE INDEX "tax_certs_path_idx" ON "tax_certs" USING btree ("_path");
  CREATE INDEX "sections_order_idx" ON "sections" USING btree ("_order");
  CREATE INDEX "sections_parent_id_idx" ON "sections" USING btree ("_parent_id");
  CREATE INDEX "images_order_idx" ON "images" USING btree ("_order");
  CREATE INDEX "images_parent_id_idx" ON "images" USING btree ("_parent_id");
  CREATE INDEX "images_image_idx" ON "images" USING btree ("image_id");
  CREATE INDEX "doc_tabs_tabs_order_idx" ON "doc_tabs_tabs" USING btree ("_order");
  CREATE INDEX "doc_tabs_tabs_parent_id_idx" ON "doc_tabs_tabs" USING btree ("_parent_id");
  CREATE INDEX "doc_tabs_order_idx" ON "doc_tabs" USING btree ("_order");
  CREATE INDEX "doc_tabs_parent_id_idx" ON "doc_tabs" USING btree ("_parent_id");
  CREATE INDEX "doc_tabs_path_idx" ON "doc_tabs" USING btree ("_path");
  CREATE INDEX "warranty_docs_items_order_idx" ON "warranty_docs_items" USING btree ("_order");
  CREATE INDEX "warranty_docs_items_parent_id_idx" ON "warranty_docs_items" USING btree ("_parent_id");
  CREATE INDEX "warranty_docs_items_file_idx" ON "warranty_docs_items" USING btree ("file_id");
  CREATE INDEX "warranty_docs_order_idx" ON "warranty_docs" USING btree ("_order");
  CREATE INDEX "warranty_docs_parent_id_idx" ON "warranty_docs" USING btree ("_parent_id");
  CREATE INDEX "warranty_docs_path_idx" ON "warranty_docs" USING btree ("_path");
  CREATE INDEX "energy_docs_items_order_idx" ON "energy_docs_items" USING btree ("_order");
  CREATE INDEX "energy_docs_items_parent_id_idx" ON "energy_docs_items" USING btree ("_parent_id");
  CREATE INDEX "energy_docs_items_file_idx" ON "energy_docs_items" USING btree ("file_id");
  CREATE INDEX "energy_docs_order_idx" ON "energy_docs" USING btree ("_order");
  CREATE INDEX "energy_docs_parent_id_idx" ON "energy_docs" USING btree ("_parent_id");
  CREATE INDEX "energy_docs_path_idx" ON "energy_docs" USING btree ("_path");
  CREATE INDEX "energy_docs_category_idx" ON "energy_docs" USING btree ("category_id");
  CREATE INDEX "svc_phone_order_idx" ON "svc_phone" USING btree ("_order");
  CREATE INDEX "svc_phone_parent_id_idx" ON "svc_phone" USING btree ("_parent_id");
  CREATE INDEX "svc_phone_path_idx" ON "svc_phone" USING btree ("_path");
  CREATE INDEX "common_issues_items_order_idx" ON "common_issues_items" USING btree ("_order");
  CREATE INDEX "common_issues_items_parent_id_idx" ON "common_issues_items" USING btree ("_parent_id");
  CREATE INDEX "common_issues_order_idx" ON "common_issues" USING btree ("_order");
  CREATE INDEX "common_issues_parent_id_idx" ON "common_issues" USING btree ("_parent_id");
  CREATE INDEX "common_issues_path_idx" ON "common_issues" USING btree ("_path");
  CREATE INDEX "trbl_grid_items_order_idx" ON "trbl_grid_items" USING btree ("_order");
  CREATE INDEX "trbl_grid_items_parent_id_idx" ON "trbl_grid_items" USING btree ("_parent_id");
  CREATE INDEX "trbl_grid_items_image_idx" ON "trbl_grid_items" USING btree ("image_id");
  CREATE INDEX "trbl_grid_order_idx" ON "trbl_grid" USING btree ("_order");
  CREATE INDEX "trbl_grid_parent_id_idx" ON "trbl_grid" USING btree ("_parent_id");
  CREATE INDEX "trbl_grid_path_idx" ON "trbl_grid" USING btree ("_path");
  CREATE INDEX "maint_grid_items_order_idx" ON "maint_grid_items" USING btree ("_order");
  CREATE INDEX "maint_grid_items_parent_id_idx" ON "maint_grid_items" USING btree ("_parent_id");
  CREATE INDEX "maint_grid_items_image_idx" ON "maint_grid_items" USING btree ("image_id");
  CREATE INDEX "maint_grid_order_idx" ON "maint_grid" USING btree ("_order");
  CREATE INDEX "maint_grid_parent_id_idx" ON "maint_grid" USING btree ("_parent_id");
  CREATE INDEX "maint_grid_path_idx" ON "maint_grid" USING btree ("_path");
  CREATE INDEX "rel_articles_order_idx" ON "rel_articles" USING btree ("_order");
  CREATE INDEX "rel_articles_parent_id_idx" ON "rel_articles" USING btree ("_parent_id");
  CREATE INDEX "rel_articles_path_idx" ON "rel_articles" USING btree ("_path");
  CREATE INDEX "hvac_nav_items_order_idx" ON "hvac_nav_items" USING btree ("_order");
  CREATE INDEX "hvac_nav_items_parent_id_idx" ON "hvac_nav_items" USING btree ("_parent_id");
  CREATE INDEX "hvac_nav_order_idx" ON "hvac_nav" USING btree ("_order");
  CREATE INDEX "hvac_nav_parent_id_idx" ON "hvac_nav" USING btree ("_parent_id");
  CREATE INDEX "hvac_nav_path_idx" ON "hvac_nav" USING btree ("_path");
  CREATE INDEX "_entries_v_order_idx" ON "_entries_v" USING btree ("_order");
  CREATE INDEX "_entries_v_parent_id_idx" ON "_entries_v" USING btree ("_parent_id");
  CREATE INDEX "_entries_v_image_idx" ON "_entries_v" USING btree ("image_id");
  CREATE INDEX "_prod_cmp_v_order_idx" ON "_prod_cmp_v" USING btree ("_order");
  CREATE INDEX "_prod_cmp_v_parent_id_idx" ON "_prod_cmp_v" USING btree ("_parent_id");
  CREATE INDEX "_prod_cmp_v_path_idx" ON "_prod_cmp_v" USING btree ("_path");
  CREATE INDEX "_prod_sel_items_v_order_idx" ON "_prod_sel_items_v" USING btree ("_order");
  CREATE INDEX "_prod_sel_items_v_parent_id_idx" ON "_prod_sel_items_v" USING btree ("_parent_id");
  CREATE INDEX "_prod_sel_items_v_image_idx" ON "_prod_sel_items_v" USING btree ("image_id");
  CREATE INDEX "_prod_sel_v_order_idx" ON "_prod_sel_v" USING btree ("_order");
  CREATE INDEX "_prod_sel_v_parent_id_idx" ON "_prod_sel_v" USING btree ("_parent_id");
  CREATE INDEX "_prod_sel_v_path_idx" ON "_prod_sel_v" USING btree ("_path");
  CREATE INDEX "_pn_hub_card_v_order_idx" ON "_pn_hub_card_v" USING btree ("_order");
  CREATE INDEX "_pn_hub_card_v_parent_id_idx" ON "_pn_hub_card_v" USING btree ("_parent_id");
  CREATE INDEX "_pn_hub_card_v_image_idx" ON "_pn_hub_card_v" USING btree ("image_id");
  CREATE INDEX "_pn_hub_sec_v_order_idx" ON "_pn_hub_sec_v" USING btree ("_order");
  CREATE INDEX "_pn_hub_sec_v_parent_id_idx" ON "_pn_hub_sec_v" USING btree ("_parent_id");
  CREATE INDEX "_pn_hub_v_order_idx" ON "_pn_hub_v" USING btree ("_order");
  CREATE INDEX "_pn_hub_v_parent_id_idx" ON "_pn_hub_v" USING btree ("_parent_id");
  CREATE INDEX "_pn_hub_v_path_idx" ON "_pn_hub_v" USING btree ("_path");
  CREATE INDEX "_pn_side_item_v_order_idx" ON "_pn_side_item_v" USING btree ("_order");
  CREATE INDEX "_pn_side_item_v_parent_id_idx" ON "_pn_side_item_v" USING btree ("_parent_id");
  CREATE INDEX "_pn_side_v_order_idx" ON "_pn_side_v" USING btree ("_order");
  CREATE INDEX "_pn_side_v_parent_id_idx" ON "_pn_side_v" USING btree ("_parent_id");
  CREATE INDEX "_pn_side_v_path_idx" ON "_pn_side_v" USING btree ("_path");
  CREATE INDEX "_pn_iaq_v_order_idx" ON "_pn_iaq_v" USING btree ("_order");
  CREATE INDEX "_pn_iaq_v_parent_id_idx" ON "_pn_iaq_v" USING btree ("_parent_id");
  CREATE INDEX "_pn_iaq_v_path_idx" ON "_pn_iaq_v" USING btree ("_path");
  CREATE INDEX "_pn_iaq_v_air_cleaner_air_cleaner_image_idx" ON "_pn_iaq_v" USING btree ("air_cleaner_image_id");
  CREATE INDEX "_pn_iaq_v_humidifier_humidifier_image_idx" ON "_pn_iaq_v" USING btree ("humidifier_image_id");
  CREATE INDEX "_pn_iaq_v_filter_filter_image_idx" ON "_pn_iaq_v" USING btree ("filter_image_id");
  CREATE INDEX "_pn_crt_link_v_order_idx" ON "_pn_crt_link_v" USING btree ("_order");
  CREATE INDEX "_pn_crt_link_v_parent_id_idx" ON "_pn_crt_link_v" USING btree ("_parent_id");
  CREATE INDEX "_pn_crt_tab_v_order_idx" ON "_pn_crt_tab_v" USING btree ("_order");
  CREATE INDEX "_pn_crt_tab_v_parent_id_idx" ON "_pn_crt_tab_v" USING btree ("_parent_id");
  CREATE INDEX "_pn_crt_v_order_idx" ON "_pn_crt_v" USING btree ("_order");
  CREATE INDEX "_pn_crt_v_parent_id_idx" ON "_pn_crt_v" USING btree ("_parent_id");
  CREATE INDEX "_pn_crt_v_path_idx" ON "_pn_crt_v" USING btree ("_path");
  CREATE INDEX "_price_cards_v_cards_order_idx" ON "_price_cards_v_cards" USING btree ("_order");
  CREATE INDEX "_price_cards_v_cards_parent_id_idx" ON "_price_cards_v_cards" USING btree ("_parent_id");
  CREATE INDEX "_price_cards_v_order_idx" ON "_price_cards_v" USING btree ("_order");
  CREATE INDEX "_price_cards_v_parent_id_idx" ON "_price_cards_v" USING btree ("_parent_id");
  CREATE INDEX "_price_cards_v_path_idx" ON "_price_cards_v" USING btree ("_path");
  CREATE INDEX "_warranty_types_v_order_idx" ON "_warranty_types_v" USING btree ("_order");
  CREATE INDEX "_warranty_types_v_parent_id_idx" ON "_warranty_types_v" USING btree ("_parent_id");
  CREATE INDEX "_warranty_types_v_path_idx" ON "_warranty_types_v" USING btree ("_path");
  CREATE INDEX "_big_numbers_v_items_order_idx" ON "_big_numbers_v_items" USING btree ("_order");
  CREATE INDEX "_big_numbers_v_items_parent_id_idx" ON "_big_numbers_v_items" USING btree ("_parent_id");
  CREATE INDEX "_big_numbers_v_order_idx" ON "_big_numbers_v" USING btree ("_order");
  CREATE INDEX "_big_numbers_v_parent_id_idx" ON "_big_numbers_v" USING btree ("_parent_id");
  CREATE INDEX "_big_numbers_v_path_idx" ON "_big_numbers_v" USING btree ("_path");
  CREATE INDEX "_reqs_v_order_idx" ON "_reqs_v" USING btree ("_order");
  CREATE INDEX "_reqs_v_parent_id_idx" ON "_reqs_v" USING btree ("_parent_id");
  CREATE INDEX "_tax_certs_v_cards_order_idx" ON "_tax_certs_v_cards" USING btree ("_order");
  CREATE INDEX "_tax_certs_v_cards_parent_id_idx" ON "_tax_certs_v_cards" USING btree ("_parent_id");
  CREATE INDEX "_tax_certs_v_cards_certificate_idx" ON "_tax_certs_v_cards" USING btree ("certificate_id");
  CREATE INDEX "_tax_certs_v_order_idx" ON "_tax_certs_v" USING btree ("_order");
  CREATE INDEX "_tax_certs_v_parent_id_idx" ON "_tax_certs_v" USING btree ("_parent_id");
  CREATE INDEX "_tax_certs_v_path_idx" ON "_tax_certs_v" USING btree ("_path");
  CREATE INDEX "_sections_v_order_idx" ON "_sections_v" USING btree ("_order");
  CREATE INDEX "_sections_v_parent_id_idx" ON "_sections_v" USING btree ("_parent_id");
  CREATE INDEX "_images_v_order_idx" ON "_images_v" USING btree ("_order");
  CREATE INDEX "_images_v_parent_id_idx" ON "_images_v" USING btree ("_parent_id");
  CREATE INDEX "_images_v_image_idx" ON "_images_v" USING btree ("image_id");
  CREATE INDEX "_doc_tabs_v_tabs_order_idx" ON "_doc_tabs_v_tabs" USING btree ("_order");
  CREATE INDEX "_doc_tabs_v_tabs_parent_id_idx" ON "_doc_tabs_v_tabs" USING btree ("_parent_id");
  CREATE INDEX "_doc_tabs_v_order_idx" ON "_doc_tabs_v" USING btree ("_order");
  CREATE INDEX "_doc_tabs_v_parent_id_idx" ON "_doc_tabs_v" USING btree ("_parent_id");
  CREATE INDEX "_doc_tabs_v_path_idx" ON "_doc_tabs_v" USING btree ("_path");
  CREATE INDEX "_warranty_docs_v_items_order_idx" ON "_warranty_docs_v_items" USING btree ("_order");
  CREATE INDEX "_warranty_docs_v_items_parent_id_idx" ON "_warranty_docs_v_items" USING btree ("_parent_id");
  CREATE INDEX "_warranty_docs_v_items_file_idx" ON "_warranty_docs_v_items" USING btree ("file_id");
  CREATE INDEX "_warranty_docs_v_order_idx" ON "_warranty_docs_v" USING btree ("_order");
  CREATE INDEX "_warranty_docs_v_parent_id_idx" ON "_warranty_docs_v" USING btree ("_parent_id");
  CREATE INDEX "_warranty_docs_v_path_idx" ON "_warranty_docs_v" USING btree ("_path");
  CREATE INDEX "_energy_docs_v_items_order_idx" ON "_energy_docs_v_items" USING btree ("_order");
  CREATE INDEX "_energy_docs_v_items_parent_id_idx" ON "_energy_docs_v_items" USING btree ("_parent_id");
  CREATE INDEX "_energy_docs_v_items_file_idx" ON "_energy_docs_v_items" USING btree ("file_id");
  CREATE INDEX "_energy_docs_v_order_idx" ON "_energy_docs_v" USING btree ("_order");
  CREATE INDEX "_energy_docs_v_parent_id_idx" ON "_energy_docs_v" USING btree ("_parent_id");
  CREATE INDEX "_energy_docs_v_path_idx" ON "_energy_docs_v" USING btree ("_path");
  CREATE INDEX "_energy_docs_v_category_idx" ON "_energy_docs_v" USING btree ("category_id");
  CREATE INDEX "_svc_phone_v_order_idx" ON "_svc_phone_v" USING btree ("_order");
  CREATE INDEX "_svc_phone_v_parent_id_idx" ON "_svc_phone_v" USING btree ("_parent_id");
  CREATE INDEX "_svc_phone_v_path_idx" ON "_svc_phone_v" USING btree ("_path");
  CREATE INDEX "_common_issues_v_items_order_idx" ON "_common_issues_v_items" USING btree ("_order");
  CREATE INDEX "_common_issues_v_items_parent_id_idx" ON "_common_issues_v_items" USING btree ("_parent_id");
  CREATE INDEX "_common_issues_v_order_idx" ON "_common_issues_v" USING btree ("_order");
  CREATE INDEX "_common_issues_v_parent_id_idx" ON "_common_issues_v" USING btree ("_parent_id");
  CREATE INDEX "_common_issues_v_path_idx" ON "_common_issues_v" USING btree ("_path");
  CREATE INDEX "_trbl_grid_v_items_order_idx" ON "_trbl_grid_v_items" USING btree ("_order");
  CREATE INDEX "_trbl_grid_v_items_parent_id_idx" ON "_trbl_grid_v_items" USING btree ("_parent_id");
  CREATE INDEX "_trbl_grid_v_items_image_idx" ON "_trbl_grid_v_items" USING btree ("image_id");
  CREATE INDEX "_trbl_grid_v_order_idx" ON "_trbl_grid_v" USING btree ("_order");
  CREATE INDEX "_trbl_grid_v_parent_id_idx" ON "_trbl_grid_v" USING btree ("_parent_id");
  CREATE INDEX "_trbl_grid_v_path_idx" ON "_trbl_grid_v" USING btree ("_path");
  CREATE INDEX "_maint_grid_v_items_order_idx" ON "_maint_grid_v_items" USING btree ("_order");
  CREATE INDEX "_maint_grid_v_items_parent_id_idx" ON "_maint_grid_v_items" USING btree ("_parent_id");
  CREATE INDEX "_maint_grid_v_items_image_idx" ON "_maint_grid_v_items" USING btree ("image_id");
  CREATE INDEX "_maint_grid_v_order_idx" ON "_maint_grid_v" USING btree ("_order");
  CREATE INDEX "_maint_grid_v_parent_id_idx" ON "_maint_grid_v" USING btree ("_parent_id");
  CREATE INDEX "_maint_grid_v_path_idx" ON "_maint_grid_v" USING btree ("_path");
  CREATE INDEX "_rel_articles_v_order_idx" ON "_rel_articles_v" USING btree ("_order");
  CREATE INDEX "_rel_articles_v_parent_id_idx" ON "_rel_articles_v" USING btree ("_parent_id");
  CREATE INDEX "_rel_articles_v_path_idx" ON "_rel_articles_v" USING btree ("_path");
  CREATE INDEX "_hvac_nav_v_items_order_idx" ON "_hvac_nav_v_items" USING btree ("_order");
  CREATE INDEX "_hvac_nav_v_items_parent_id_idx" ON "_hvac_nav_v_items" USING btree ("_parent_id");
  CREATE INDEX "_hvac_nav_v_order_idx" ON "_hvac_nav_v" USING btree ("_order");
  CREATE INDEX "_hvac_nav_v_parent_id_idx" ON "_hvac_nav_v" USING btree ("_parent_id");
  CREATE INDEX "_hvac_nav_v_path_idx" ON "_hvac_nav_v" USING btree ("_path");
  CREATE UNIQUE INDEX "posts_slug_idx" ON "posts" USING btree ("slug");
  CREATE INDEX "posts_date_idx" ON "posts" USING btree ("date");
  CREATE INDEX "posts_category_idx" ON "posts" USING btree ("category");
  CREATE INDEX "posts_featured_image_idx" ON "posts" USING btree ("featured_image_id");
  CREATE INDEX "posts_updated_at_idx" ON "posts" USING btree ("updated_at");
  CREATE INDEX "posts_created_at_idx" ON "posts" USING btree ("created_at");
  CREATE INDEX "posts__status_idx" ON "posts" USING btree ("_status");
  CREATE INDEX "_posts_v_parent_idx" ON "_posts_v" USING btree ("parent_id");
  CREATE INDEX "_posts_v_version_version_slug_idx" ON "_posts_v" USING btree ("version_slug");
  CREATE INDEX "_posts_v_version_version_date_idx" ON "_posts_v" USING btree ("version_date");
  CREATE INDEX "_posts_v_version_version_category_idx" ON "_posts_v" USING btree ("version_category");
  CREATE INDEX "_posts_v_version_version_featured_image_idx" ON "_posts_v" USING btree ("version_featured_image_id");
  CREATE INDEX "_posts_v_version_version_updated_at_idx" ON "_posts_v" USING btree ("version_updated_at");
  CREATE INDEX "_posts_v_version_version_created_at_idx" ON "_posts_v" USING btree ("version_created_at");
  CREATE INDEX "_posts_v_version_version__status_idx" ON "_posts_v" USING btree ("version__status");
  CREATE INDEX "_posts_v_created_at_idx" ON "_posts_v" USING btree ("created_at");
  CREATE INDEX "_posts_v_updated_at_idx" ON "_posts_v" USING btree ("updated_at");
  CREATE INDEX "_posts_v_latest_idx" ON "_posts_v" USING btree ("latest");
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_rels_posts_id_idx" ON "pages_rels" USING btree ("posts_id");
  CREATE INDEX "_pages_v_rels_posts_id_idx" ON "_pages_v_rels" USING btree ("posts_id");
  CREATE INDEX "payload_locked_documents_rels_posts_id_idx" ON "payload_locked_documents_rels" USING btree ("posts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "prod_cmp" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "prod_sel_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "prod_sel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pn_hub_card" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pn_hub_sec" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pn_hub" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pn_side_item" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pn_side" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pn_iaq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pn_crt_link" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pn_crt_tab" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pn_crt" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "price_cards_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "price_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "warranty_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "big_numbers_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "big_numbers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reqs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tax_certs_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tax_certs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "doc_tabs_tabs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "doc_tabs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "warranty_docs_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "warranty_docs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "energy_docs_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "energy_docs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "svc_phone" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "common_issues_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "common_issues" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trbl_grid_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trbl_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "maint_grid_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "maint_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rel_articles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "hvac_nav_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "hvac_nav" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_entries_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_prod_cmp_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_prod_sel_items_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_prod_sel_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pn_hub_card_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pn_hub_sec_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pn_hub_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pn_side_item_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pn_side_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pn_iaq_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pn_crt_link_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pn_crt_tab_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pn_crt_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_price_cards_v_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_price_cards_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_warranty_types_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_big_numbers_v_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_big_numbers_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_reqs_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_tax_certs_v_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_tax_certs_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sections_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_images_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_doc_tabs_v_tabs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_doc_tabs_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_warranty_docs_v_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_warranty_docs_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_energy_docs_v_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_energy_docs_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_svc_phone_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_common_issues_v_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_common_issues_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_trbl_grid_v_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_trbl_grid_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_maint_grid_v_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_maint_grid_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_rel_articles_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_hvac_nav_v_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_hvac_nav_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "entries" CASCADE;
  DROP TABLE "prod_cmp" CASCADE;
  DROP TABLE "prod_sel_items" CASCADE;
  DROP TABLE "prod_sel" CASCADE;
  DROP TABLE "pn_hub_card" CASCADE;
  DROP TABLE "pn_hub_sec" CASCADE;
  DROP TABLE "pn_hub" CASCADE;
  DROP TABLE "pn_side_item" CASCADE;
  DROP TABLE "pn_side" CASCADE;
  DROP TABLE "pn_iaq" CASCADE;
  DROP TABLE "pn_crt_link" CASCADE;
  DROP TABLE "pn_crt_tab" CASCADE;
  DROP TABLE "pn_crt" CASCADE;
  DROP TABLE "price_cards_cards" CASCADE;
  DROP TABLE "price_cards" CASCADE;
  DROP TABLE "warranty_types" CASCADE;
  DROP TABLE "big_numbers_items" CASCADE;
  DROP TABLE "big_numbers" CASCADE;
  DROP TABLE "reqs" CASCADE;
  DROP TABLE "tax_certs_cards" CASCADE;
  DROP TABLE "tax_certs" CASCADE;
  DROP TABLE "sections" CASCADE;
  DROP TABLE "images" CASCADE;
  DROP TABLE "doc_tabs_tabs" CASCADE;
  DROP TABLE "doc_tabs" CASCADE;
  DROP TABLE "warranty_docs_items" CASCADE;
  DROP TABLE "warranty_docs" CASCADE;
  DROP TABLE "energy_docs_items" CASCADE;
  DROP TABLE "energy_docs" CASCADE;
  DROP TABLE "svc_phone" CASCADE;
  DROP TABLE "common_issues_items" CASCADE;
  DROP TABLE "common_issues" CASCADE;
  DROP TABLE "trbl_grid_items" CASCADE;
  DROP TABLE "trbl_grid" CASCADE;
  DROP TABLE "maint_grid_items" CASCADE;
  DROP TABLE "maint_grid" CASCADE;
  DROP TABLE "rel_articles" CASCADE;
  DROP TABLE "hvac_nav_items" CASCADE;
  DROP TABLE "hvac_nav" CASCADE;
  DROP TABLE "_entries_v" CASCADE;
  DROP TABLE "_prod_cmp_v" CASCADE;
  DROP TABLE "_prod_sel_items_v" CASCADE;
  DROP TABLE "_prod_sel_v" CASCADE;
  DROP TABLE "_pn_hub_card_v" CASCADE;
  DROP TABLE "_pn_hub_sec_v" CASCADE;
  DROP TABLE "_pn_hub_v" CASCADE;
  DROP TABLE "_pn_side_item_v" CASCADE;
  DROP TABLE "_pn_side_v" CASCADE;
  DROP TABLE "_pn_iaq_v" CASCADE;
  DROP TABLE "_pn_crt_link_v" CASCADE;
  DROP TABLE "_pn_crt_tab_v" CASCADE;
  DROP TABLE "_pn_crt_v" CASCADE;
  DROP TABLE "_price_cards_v_cards" CASCADE;
  DROP TABLE "_price_cards_v" CASCADE;
  DROP TABLE "_warranty_types_v" CASCADE;
  DROP TABLE "_big_numbers_v_items" CASCADE;
  DROP TABLE "_big_numbers_v" CASCADE;
  DROP TABLE "_reqs_v" CASCADE;
  DROP TABLE "_tax_certs_v_cards" CASCADE;
  DROP TABLE "_tax_certs_v" CASCADE;
  DROP TABLE "_sections_v" CASCADE;
  DROP TABLE "_images_v" CASCADE;
  DROP TABLE "_doc_tabs_v_tabs" CASCADE;
  DROP TABLE "_doc_tabs_v" CASCADE;
  DROP TABLE "_warranty_docs_v_items" CASCADE;
  DROP TABLE "_warranty_docs_v" CASCADE;
  DROP TABLE "_energy_docs_v_items" CASCADE;
  DROP TABLE "_energy_docs_v" CASCADE;
  DROP TABLE "_svc_phone_v" CASCADE;
  DROP TABLE "_common_issues_v_items" CASCADE;
  DROP TABLE "_common_issues_v" CASCADE;
  DROP TABLE "_trbl_grid_v_items" CASCADE;
  DROP TABLE "_trbl_grid_v" CASCADE;
  DROP TABLE "_maint_grid_v_items" CASCADE;
  DROP TABLE "_maint_grid_v" CASCADE;
  DROP TABLE "_rel_articles_v" CASCADE;
  DROP TABLE "_hvac_nav_v_items" CASCADE;
  DROP TABLE "_hvac_nav_v" CASCADE;
  DROP TABLE "posts" CASCADE;
  DROP TABLE "_posts_v" CASCADE;
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_posts_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT "_pages_v_rels_posts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_posts_fk";
  
  DROP INDEX "pages_rels_posts_id_idx";
  DROP INDEX "_pages_v_rels_posts_id_idx";
  DROP INDEX "payload_locked_documents_rels_posts_id_idx";
  ALTER TABLE "pages_rels" DROP COLUMN "posts_id";
  ALTER TABLE "_pages_v_rels" DROP COLUMN "posts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "posts_id";
  DROP TYPE "public"."enum_entries_product_type";
  DROP TYPE "public"."enum_entries_energy_star_qualified";
  DROP TYPE "public"."enum_prod_cmp_menu_label_1";
  DROP TYPE "public"."enum_prod_cmp_menu_label_2";
  DROP TYPE "public"."enum_prod_cmp_menu_label_3";
  DROP TYPE "public"."enum_prod_cmp_menu_label_4";
  DROP TYPE "public"."enum_prod_cmp_menu_label_5";
  DROP TYPE "public"."enum_prod_cmp_menu_label_6";
  DROP TYPE "public"."enum_prod_cmp_menu_label_7";
  DROP TYPE "public"."enum_prod_cmp_appearance_background_color";
  DROP TYPE "public"."enum_prod_cmp_appearance_padding";
  DROP TYPE "public"."enum_prod_cmp_appearance_shadow";
  DROP TYPE "public"."enum_prod_sel_appearance_background_color";
  DROP TYPE "public"."enum_prod_sel_appearance_padding";
  DROP TYPE "public"."enum_prod_sel_appearance_shadow";
  DROP TYPE "public"."enum_pn_hub_appearance_background_color";
  DROP TYPE "public"."enum_pn_hub_appearance_padding";
  DROP TYPE "public"."enum_pn_hub_appearance_shadow";
  DROP TYPE "public"."enum_pn_side_item_anchor";
  DROP TYPE "public"."enum_pn_side_current";
  DROP TYPE "public"."enum_pn_side_appearance_background_color";
  DROP TYPE "public"."enum_pn_side_appearance_padding";
  DROP TYPE "public"."enum_pn_side_appearance_shadow";
  DROP TYPE "public"."enum_pn_iaq_appearance_background_color";
  DROP TYPE "public"."enum_pn_iaq_appearance_padding";
  DROP TYPE "public"."enum_pn_iaq_appearance_shadow";
  DROP TYPE "public"."enum_pn_crt_appearance_background_color";
  DROP TYPE "public"."enum_pn_crt_appearance_padding";
  DROP TYPE "public"."enum_pn_crt_appearance_shadow";
  DROP TYPE "public"."enum_price_cards_appearance_background_color";
  DROP TYPE "public"."enum_price_cards_appearance_padding";
  DROP TYPE "public"."enum_price_cards_appearance_shadow";
  DROP TYPE "public"."enum_warranty_types_appearance_background_color";
  DROP TYPE "public"."enum_warranty_types_appearance_padding";
  DROP TYPE "public"."enum_warranty_types_appearance_shadow";
  DROP TYPE "public"."enum_big_numbers_appearance_background_color";
  DROP TYPE "public"."enum_big_numbers_appearance_padding";
  DROP TYPE "public"."enum_big_numbers_appearance_shadow";
  DROP TYPE "public"."enum_reqs_metric";
  DROP TYPE "public"."enum_tax_certs_appearance_background_color";
  DROP TYPE "public"."enum_tax_certs_appearance_padding";
  DROP TYPE "public"."enum_tax_certs_appearance_shadow";
  DROP TYPE "public"."enum_doc_tabs_appearance_background_color";
  DROP TYPE "public"."enum_doc_tabs_appearance_padding";
  DROP TYPE "public"."enum_doc_tabs_appearance_shadow";
  DROP TYPE "public"."enum_warranty_docs_appearance_background_color";
  DROP TYPE "public"."enum_warranty_docs_appearance_padding";
  DROP TYPE "public"."enum_warranty_docs_appearance_shadow";
  DROP TYPE "public"."enum_energy_docs_source";
  DROP TYPE "public"."enum_energy_docs_appearance_background_color";
  DROP TYPE "public"."enum_energy_docs_appearance_padding";
  DROP TYPE "public"."enum_energy_docs_appearance_shadow";
  DROP TYPE "public"."enum_svc_phone_appearance_background_color";
  DROP TYPE "public"."enum_svc_phone_appearance_padding";
  DROP TYPE "public"."enum_svc_phone_appearance_shadow";
  DROP TYPE "public"."enum_common_issues_appearance_background_color";
  DROP TYPE "public"."enum_common_issues_appearance_padding";
  DROP TYPE "public"."enum_common_issues_appearance_shadow";
  DROP TYPE "public"."enum_trbl_grid_items_icon";
  DROP TYPE "public"."enum_trbl_grid_appearance_background_color";
  DROP TYPE "public"."enum_trbl_grid_appearance_padding";
  DROP TYPE "public"."enum_trbl_grid_appearance_shadow";
  DROP TYPE "public"."enum_maint_grid_items_icon";
  DROP TYPE "public"."enum_maint_grid_appearance_background_color";
  DROP TYPE "public"."enum_maint_grid_appearance_padding";
  DROP TYPE "public"."enum_maint_grid_appearance_shadow";
  DROP TYPE "public"."enum_rel_articles_source";
  DROP TYPE "public"."enum_rel_articles_category";
  DROP TYPE "public"."enum__entries_v_product_type";
  DROP TYPE "public"."enum__entries_v_energy_star_qualified";
  DROP TYPE "public"."enum__prod_cmp_v_menu_label_1";
  DROP TYPE "public"."enum__prod_cmp_v_menu_label_2";
  DROP TYPE "public"."enum__prod_cmp_v_menu_label_3";
  DROP TYPE "public"."enum__prod_cmp_v_menu_label_4";
  DROP TYPE "public"."enum__prod_cmp_v_menu_label_5";
  DROP TYPE "public"."enum__prod_cmp_v_menu_label_6";
  DROP TYPE "public"."enum__prod_cmp_v_menu_label_7";
  DROP TYPE "public"."enum__prod_cmp_v_appearance_background_color";
  DROP TYPE "public"."enum__prod_cmp_v_appearance_padding";
  DROP TYPE "public"."enum__prod_cmp_v_appearance_shadow";
  DROP TYPE "public"."enum__prod_sel_v_appearance_background_color";
  DROP TYPE "public"."enum__prod_sel_v_appearance_padding";
  DROP TYPE "public"."enum__prod_sel_v_appearance_shadow";
  DROP TYPE "public"."enum__pn_hub_v_appearance_background_color";
  DROP TYPE "public"."enum__pn_hub_v_appearance_padding";
  DROP TYPE "public"."enum__pn_hub_v_appearance_shadow";
  DROP TYPE "public"."enum__pn_side_item_v_anchor";
  DROP TYPE "public"."enum__pn_side_v_current";
  DROP TYPE "public"."enum__pn_side_v_appearance_background_color";
  DROP TYPE "public"."enum__pn_side_v_appearance_padding";
  DROP TYPE "public"."enum__pn_side_v_appearance_shadow";
  DROP TYPE "public"."enum__pn_iaq_v_appearance_background_color";
  DROP TYPE "public"."enum__pn_iaq_v_appearance_padding";
  DROP TYPE "public"."enum__pn_iaq_v_appearance_shadow";
  DROP TYPE "public"."enum__pn_crt_v_appearance_background_color";
  DROP TYPE "public"."enum__pn_crt_v_appearance_padding";
  DROP TYPE "public"."enum__pn_crt_v_appearance_shadow";
  DROP TYPE "public"."enum__price_cards_v_appearance_background_color";
  DROP TYPE "public"."enum__price_cards_v_appearance_padding";
  DROP TYPE "public"."enum__price_cards_v_appearance_shadow";
  DROP TYPE "public"."enum__warranty_types_v_appearance_background_color";
  DROP TYPE "public"."enum__warranty_types_v_appearance_padding";
  DROP TYPE "public"."enum__warranty_types_v_appearance_shadow";
  DROP TYPE "public"."enum__big_numbers_v_appearance_background_color";
  DROP TYPE "public"."enum__big_numbers_v_appearance_padding";
  DROP TYPE "public"."enum__big_numbers_v_appearance_shadow";
  DROP TYPE "public"."enum__reqs_v_metric";
  DROP TYPE "public"."enum__tax_certs_v_appearance_background_color";
  DROP TYPE "public"."enum__tax_certs_v_appearance_padding";
  DROP TYPE "public"."enum__tax_certs_v_appearance_shadow";
  DROP TYPE "public"."enum__doc_tabs_v_appearance_background_color";
  DROP TYPE "public"."enum__doc_tabs_v_appearance_padding";
  DROP TYPE "public"."enum__doc_tabs_v_appearance_shadow";
  DROP TYPE "public"."enum__warranty_docs_v_appearance_background_color";
  DROP TYPE "public"."enum__warranty_docs_v_appearance_padding";
  DROP TYPE "public"."enum__warranty_docs_v_appearance_shadow";
  DROP TYPE "public"."enum__energy_docs_v_source";
  DROP TYPE "public"."enum__energy_docs_v_appearance_background_color";
  DROP TYPE "public"."enum__energy_docs_v_appearance_padding";
  DROP TYPE "public"."enum__energy_docs_v_appearance_shadow";
  DROP TYPE "public"."enum__svc_phone_v_appearance_background_color";
  DROP TYPE "public"."enum__svc_phone_v_appearance_padding";
  DROP TYPE "public"."enum__svc_phone_v_appearance_shadow";
  DROP TYPE "public"."enum__common_issues_v_appearance_background_color";
  DROP TYPE "public"."enum__common_issues_v_appearance_padding";
  DROP TYPE "public"."enum__common_issues_v_appearance_shadow";
  DROP TYPE "public"."enum__trbl_grid_v_items_icon";
  DROP TYPE "public"."enum__trbl_grid_v_appearance_background_color";
  DROP TYPE "public"."enum__trbl_grid_v_appearance_padding";
  DROP TYPE "public"."enum__trbl_grid_v_appearance_shadow";
  DROP TYPE "public"."enum__maint_grid_v_items_icon";
  DROP TYPE "public"."enum__maint_grid_v_appearance_background_color";
  DROP TYPE "public"."enum__maint_grid_v_appearance_padding";
  DROP TYPE "public"."enum__maint_grid_v_appearance_shadow";
  DROP TYPE "public"."enum__rel_articles_v_source";
  DROP TYPE "public"."enum__rel_articles_v_category";
  DROP TYPE "public"."enum_posts_category";
  DROP TYPE "public"."enum_posts_status";
  DROP TYPE "public"."enum__posts_v_version_category";
  DROP TYPE "public"."enum__posts_v_version_status";`)
}
