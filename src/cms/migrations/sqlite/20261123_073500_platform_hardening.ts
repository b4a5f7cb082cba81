import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`logo_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`favicon_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`site_settings_logo_idx\` ON \`site_settings\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_favicon_idx\` ON \`site_settings\` (\`favicon_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand_name\` text DEFAULT 'Alderline' NOT NULL,
  	\`brand_code\` text DEFAULT 'ALD' NOT NULL,
  	\`source_tag\` text DEFAULT 'ALDWEB' NOT NULL,
  	\`customer_service_phone\` text DEFAULT '1-800-555-0142' NOT NULL,
  	\`analytics_container_id\` text,
  	\`single_dealer_is_single_dealer\` integer DEFAULT false,
  	\`single_dealer_single_dealer_company_id\` numeric,
  	\`dealer_search_radius_miles\` numeric DEFAULT 50 NOT NULL,
  	\`providers_dealers_base_url\` text,
  	\`providers_reviews_base_url\` text,
  	\`providers_rebates_base_url\` text,
  	\`providers_products_base_url\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "brand_name", "brand_code", "source_tag", "customer_service_phone", "analytics_container_id", "single_dealer_is_single_dealer", "single_dealer_single_dealer_company_id", "dealer_search_radius_miles", "providers_dealers_base_url", "providers_reviews_base_url", "providers_rebates_base_url", "providers_products_base_url", "updated_at", "created_at") SELECT "id", "brand_name", "brand_code", "source_tag", "customer_service_phone", "analytics_container_id", "single_dealer_is_single_dealer", "single_dealer_single_dealer_company_id", "dealer_search_radius_miles", "providers_dealers_base_url", "providers_reviews_base_url", "providers_rebates_base_url", "providers_products_base_url", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}
