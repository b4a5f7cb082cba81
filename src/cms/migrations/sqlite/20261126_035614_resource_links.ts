import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pn_side_item\` ADD \`page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`ALTER TABLE \`pn_side_item\` ADD \`section\` text;`)
  await db.run(sql`CREATE INDEX \`pn_side_item_page_idx\` ON \`pn_side_item\` (\`page_id\`);`)
  await db.run(sql`ALTER TABLE \`pn_crt_link\` ADD \`page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`pn_crt_link_page_idx\` ON \`pn_crt_link\` (\`page_id\`);`)
  await db.run(sql`ALTER TABLE \`_pn_side_item_v\` ADD \`page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`ALTER TABLE \`_pn_side_item_v\` ADD \`section\` text;`)
  await db.run(sql`CREATE INDEX \`_pn_side_item_v_page_idx\` ON \`_pn_side_item_v\` (\`page_id\`);`)
  await db.run(sql`ALTER TABLE \`_pn_crt_link_v\` ADD \`page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`_pn_crt_link_v_page_idx\` ON \`_pn_crt_link_v\` (\`page_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pn_side_item\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`label\` text,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pn_side\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_pn_side_item\`("_order", "_parent_id", "id", "anchor", "label", "url") SELECT "_order", "_parent_id", "id", "anchor", "label", "url" FROM \`pn_side_item\`;`,
  )
  await db.run(sql`DROP TABLE \`pn_side_item\`;`)
  await db.run(sql`ALTER TABLE \`__new_pn_side_item\` RENAME TO \`pn_side_item\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pn_side_item_order_idx\` ON \`pn_side_item\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pn_side_item_parent_id_idx\` ON \`pn_side_item\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pn_crt_link\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`url\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pn_crt_tab\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_pn_crt_link\`("_order", "_parent_id", "id", "label", "url", "description") SELECT "_order", "_parent_id", "id", "label", "url", "description" FROM \`pn_crt_link\`;`,
  )
  await db.run(sql`DROP TABLE \`pn_crt_link\`;`)
  await db.run(sql`ALTER TABLE \`__new_pn_crt_link\` RENAME TO \`pn_crt_link\`;`)
  await db.run(sql`CREATE INDEX \`pn_crt_link_order_idx\` ON \`pn_crt_link\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pn_crt_link_parent_id_idx\` ON \`pn_crt_link\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pn_side_item_v\` (
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
  await db.run(
    sql`INSERT INTO \`__new__pn_side_item_v\`("_order", "_parent_id", "id", "anchor", "label", "url", "_uuid") SELECT "_order", "_parent_id", "id", "anchor", "label", "url", "_uuid" FROM \`_pn_side_item_v\`;`,
  )
  await db.run(sql`DROP TABLE \`_pn_side_item_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__pn_side_item_v\` RENAME TO \`_pn_side_item_v\`;`)
  await db.run(sql`CREATE INDEX \`_pn_side_item_v_order_idx\` ON \`_pn_side_item_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pn_side_item_v_parent_id_idx\` ON \`_pn_side_item_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pn_crt_link_v\` (
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
  await db.run(
    sql`INSERT INTO \`__new__pn_crt_link_v\`("_order", "_parent_id", "id", "label", "url", "description", "_uuid") SELECT "_order", "_parent_id", "id", "label", "url", "description", "_uuid" FROM \`_pn_crt_link_v\`;`,
  )
  await db.run(sql`DROP TABLE \`_pn_crt_link_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__pn_crt_link_v\` RENAME TO \`_pn_crt_link_v\`;`)
  await db.run(sql`CREATE INDEX \`_pn_crt_link_v_order_idx\` ON \`_pn_crt_link_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pn_crt_link_v_parent_id_idx\` ON \`_pn_crt_link_v\` (\`_parent_id\`);`)
}
