import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { assignPagePaths } from '../../../domain/dealers/pages/pagePath'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`dealer_former_paths\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`path\` text NOT NULL,
  	\`company_id\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`dealer_former_paths_path_idx\` ON \`dealer_former_paths\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`dealer_former_paths_company_id_idx\` ON \`dealer_former_paths\` (\`company_id\`);`)
  await db.run(sql`CREATE INDEX \`dealer_former_paths_updated_at_idx\` ON \`dealer_former_paths\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`dealer_former_paths_created_at_idx\` ON \`dealer_former_paths\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`dealers\` ADD \`listed\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`dealers\` ADD \`page_path\` text;`)
  await db.run(sql`CREATE INDEX \`dealers_listed_idx\` ON \`dealers\` (\`listed\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`dealers_page_path_idx\` ON \`dealers\` (\`page_path\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`dealer_former_paths_id\` integer REFERENCES dealer_former_paths(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dealer_former_paths_id_idx\` ON \`payload_locked_documents_rels\` (\`dealer_former_paths_id\`);`)
  // Every dealer already stored gets its page address, in id order (the earlier of two namesakes in a city keeps the plain one).
  const rows = await db.all<{ id: number; name: string; city: string | null; state: string | null; company: number }>(
    sql`SELECT id, data_name AS name, data_city AS city, data_state AS state, data_company_i_d AS company FROM dealers ORDER BY id`,
  )
  const paths = assignPagePaths(rows.map((r) => ({ name: r.name, city: r.city, state: r.state, companyID: Number(r.company) })))
  for (const [i, row] of rows.entries()) {
    await db.run(sql`UPDATE dealers SET page_path = ${paths[i] ?? null} WHERE id = ${row.id}`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`dealer_former_paths\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`rsec_id\` integer,
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
  	FOREIGN KEY (\`rsec_id\`) REFERENCES \`rsec\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "rsec_id", "media_id", "documents_id", "product_categories_id", "model_families_id", "products_id", "users_id", "dealers_id", "dealer_reviews_id", "leads_id", "newsletter_signups_id", "rebate_programs_id", "posts_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "pages_id", "rsec_id", "media_id", "documents_id", "product_categories_id", "model_families_id", "products_id", "users_id", "dealers_id", "dealer_reviews_id", "leads_id", "newsletter_signups_id", "rebate_programs_id", "posts_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rsec_id_idx\` ON \`payload_locked_documents_rels\` (\`rsec_id\`);`)
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
  await db.run(sql`DROP INDEX \`dealers_listed_idx\`;`)
  await db.run(sql`DROP INDEX \`dealers_page_path_idx\`;`)
  await db.run(sql`ALTER TABLE \`dealers\` DROP COLUMN \`listed\`;`)
  await db.run(sql`ALTER TABLE \`dealers\` DROP COLUMN \`page_path\`;`)
}
