import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_rsec_blocks_buttons_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`page_id\` integer,
  	\`url\` text,
  	\`variant\` text DEFAULT 'primary' NOT NULL,
  	\`new_tab\` integer DEFAULT false,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rsec_blocks_buttons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_rsec_blocks_buttons_buttons\`("_order", "_parent_id", "id", "label", "page_id", "url", "variant", "new_tab") SELECT "_order", "_parent_id", "id", "label", NULL, "url", "variant", "new_tab" FROM \`rsec_blocks_buttons_buttons\`;`)
  await db.run(sql`DROP TABLE \`rsec_blocks_buttons_buttons\`;`)
  await db.run(sql`ALTER TABLE \`__new_rsec_blocks_buttons_buttons\` RENAME TO \`rsec_blocks_buttons_buttons\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`rsec_blocks_buttons_buttons_order_idx\` ON \`rsec_blocks_buttons_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`rsec_blocks_buttons_buttons_parent_id_idx\` ON \`rsec_blocks_buttons_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`rsec_blocks_buttons_buttons_page_idx\` ON \`rsec_blocks_buttons_buttons\` (\`page_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_buttons_buttons\` ADD \`page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_buttons_buttons_page_idx\` ON \`pages_blocks_buttons_buttons\` (\`page_id\`);`)
  await db.run(sql`ALTER TABLE \`hero_btn\` ADD \`page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`hero_btn_page_idx\` ON \`hero_btn\` (\`page_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_buttons_buttons\` ADD \`page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_buttons_buttons_page_idx\` ON \`_pages_v_blocks_buttons_buttons\` (\`page_id\`);`)
  await db.run(sql`ALTER TABLE \`_hero_btn_v\` ADD \`page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`_hero_btn_v_page_idx\` ON \`_hero_btn_v\` (\`page_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_buttons_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`url\` text,
  	\`variant\` text DEFAULT 'primary',
  	\`new_tab\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_buttons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_buttons_buttons\`("_order", "_parent_id", "id", "label", "url", "variant", "new_tab") SELECT "_order", "_parent_id", "id", "label", "url", "variant", "new_tab" FROM \`pages_blocks_buttons_buttons\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_buttons_buttons\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_buttons_buttons\` RENAME TO \`pages_blocks_buttons_buttons\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_buttons_buttons_order_idx\` ON \`pages_blocks_buttons_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_buttons_buttons_parent_id_idx\` ON \`pages_blocks_buttons_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_hero_btn\` (
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
  await db.run(sql`INSERT INTO \`__new_hero_btn\`("_order", "_parent_id", "id", "label", "url", "variant", "new_tab") SELECT "_order", "_parent_id", "id", "label", "url", "variant", "new_tab" FROM \`hero_btn\`;`)
  await db.run(sql`DROP TABLE \`hero_btn\`;`)
  await db.run(sql`ALTER TABLE \`__new_hero_btn\` RENAME TO \`hero_btn\`;`)
  await db.run(sql`CREATE INDEX \`hero_btn_order_idx\` ON \`hero_btn\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`hero_btn_parent_id_idx\` ON \`hero_btn\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_buttons_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`url\` text,
  	\`variant\` text DEFAULT 'primary',
  	\`new_tab\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_buttons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_buttons_buttons\`("_order", "_parent_id", "id", "label", "url", "variant", "new_tab", "_uuid") SELECT "_order", "_parent_id", "id", "label", "url", "variant", "new_tab", "_uuid" FROM \`_pages_v_blocks_buttons_buttons\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_buttons_buttons\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_buttons_buttons\` RENAME TO \`_pages_v_blocks_buttons_buttons\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_buttons_buttons_order_idx\` ON \`_pages_v_blocks_buttons_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_buttons_buttons_parent_id_idx\` ON \`_pages_v_blocks_buttons_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__hero_btn_v\` (
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
  await db.run(sql`INSERT INTO \`__new__hero_btn_v\`("_order", "_parent_id", "id", "label", "url", "variant", "new_tab", "_uuid") SELECT "_order", "_parent_id", "id", "label", "url", "variant", "new_tab", "_uuid" FROM \`_hero_btn_v\`;`)
  await db.run(sql`DROP TABLE \`_hero_btn_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__hero_btn_v\` RENAME TO \`_hero_btn_v\`;`)
  await db.run(sql`CREATE INDEX \`_hero_btn_v_order_idx\` ON \`_hero_btn_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_hero_btn_v_parent_id_idx\` ON \`_hero_btn_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_rsec_blocks_buttons_buttons\` (
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
  await db.run(sql`INSERT INTO \`__new_rsec_blocks_buttons_buttons\`("_order", "_parent_id", "id", "label", "url", "variant", "new_tab") SELECT "_order", "_parent_id", "id", "label", "url", "variant", "new_tab" FROM \`rsec_blocks_buttons_buttons\`;`)
  await db.run(sql`DROP TABLE \`rsec_blocks_buttons_buttons\`;`)
  await db.run(sql`ALTER TABLE \`__new_rsec_blocks_buttons_buttons\` RENAME TO \`rsec_blocks_buttons_buttons\`;`)
  await db.run(sql`CREATE INDEX \`rsec_blocks_buttons_buttons_order_idx\` ON \`rsec_blocks_buttons_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`rsec_blocks_buttons_buttons_parent_id_idx\` ON \`rsec_blocks_buttons_buttons\` (\`_parent_id\`);`)
}
