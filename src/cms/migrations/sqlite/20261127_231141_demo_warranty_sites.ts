import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_w_hero\` (
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
  	\`sites_registration_url\` text DEFAULT '/demo/warranty-registration',
  	\`sites_lookup_url\` text DEFAULT '/demo/warranty-lookup',
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
  await db.run(sql`INSERT INTO \`__new_w_hero\`("_order", "_parent_id", "_path", "id", "title", "text", "register_label", "lookup_label", "alignment", "half_width", "background_image_id", "sites_registration_url", "sites_lookup_url", "sites_serial_help_document_id", "sites_serial_help_url", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "text", "register_label", "lookup_label", "alignment", "half_width", "background_image_id", "sites_registration_url", "sites_lookup_url", "sites_serial_help_document_id", "sites_serial_help_url", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "block_name" FROM \`w_hero\`;`)
  await db.run(sql`DROP TABLE \`w_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new_w_hero\` RENAME TO \`w_hero\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`w_hero_order_idx\` ON \`w_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`w_hero_parent_id_idx\` ON \`w_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`w_hero_path_idx\` ON \`w_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`w_hero_background_image_idx\` ON \`w_hero\` (\`background_image_id\`);`)
  await db.run(sql`CREATE INDEX \`w_hero_sites_sites_serial_help_document_idx\` ON \`w_hero\` (\`sites_serial_help_document_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_w_btn\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`dialog\` text DEFAULT 'register',
  	\`label\` text,
  	\`variant\` text DEFAULT 'primary',
  	\`alignment\` text,
  	\`sites_registration_url\` text DEFAULT '/demo/warranty-registration',
  	\`sites_lookup_url\` text DEFAULT '/demo/warranty-lookup',
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
  await db.run(sql`INSERT INTO \`__new_w_btn\`("_order", "_parent_id", "_path", "id", "dialog", "label", "variant", "alignment", "sites_registration_url", "sites_lookup_url", "sites_serial_help_document_id", "sites_serial_help_url", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "block_name") SELECT "_order", "_parent_id", "_path", "id", "dialog", "label", "variant", "alignment", "sites_registration_url", "sites_lookup_url", "sites_serial_help_document_id", "sites_serial_help_url", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "block_name" FROM \`w_btn\`;`)
  await db.run(sql`DROP TABLE \`w_btn\`;`)
  await db.run(sql`ALTER TABLE \`__new_w_btn\` RENAME TO \`w_btn\`;`)
  await db.run(sql`CREATE INDEX \`w_btn_order_idx\` ON \`w_btn\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`w_btn_parent_id_idx\` ON \`w_btn\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`w_btn_path_idx\` ON \`w_btn\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`w_btn_sites_sites_serial_help_document_idx\` ON \`w_btn\` (\`sites_serial_help_document_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__w_hero_v\` (
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
  	\`sites_registration_url\` text DEFAULT '/demo/warranty-registration',
  	\`sites_lookup_url\` text DEFAULT '/demo/warranty-lookup',
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
  await db.run(sql`INSERT INTO \`__new__w_hero_v\`("_order", "_parent_id", "_path", "id", "title", "text", "register_label", "lookup_label", "alignment", "half_width", "background_image_id", "sites_registration_url", "sites_lookup_url", "sites_serial_help_document_id", "sites_serial_help_url", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "text", "register_label", "lookup_label", "alignment", "half_width", "background_image_id", "sites_registration_url", "sites_lookup_url", "sites_serial_help_document_id", "sites_serial_help_url", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "_uuid", "block_name" FROM \`_w_hero_v\`;`)
  await db.run(sql`DROP TABLE \`_w_hero_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__w_hero_v\` RENAME TO \`_w_hero_v\`;`)
  await db.run(sql`CREATE INDEX \`_w_hero_v_order_idx\` ON \`_w_hero_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_w_hero_v_parent_id_idx\` ON \`_w_hero_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_w_hero_v_path_idx\` ON \`_w_hero_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_w_hero_v_background_image_idx\` ON \`_w_hero_v\` (\`background_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_w_hero_v_sites_sites_serial_help_document_idx\` ON \`_w_hero_v\` (\`sites_serial_help_document_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__w_btn_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`dialog\` text DEFAULT 'register',
  	\`label\` text,
  	\`variant\` text DEFAULT 'primary',
  	\`alignment\` text,
  	\`sites_registration_url\` text DEFAULT '/demo/warranty-registration',
  	\`sites_lookup_url\` text DEFAULT '/demo/warranty-lookup',
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
  await db.run(sql`INSERT INTO \`__new__w_btn_v\`("_order", "_parent_id", "_path", "id", "dialog", "label", "variant", "alignment", "sites_registration_url", "sites_lookup_url", "sites_serial_help_document_id", "sites_serial_help_url", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "dialog", "label", "variant", "alignment", "sites_registration_url", "sites_lookup_url", "sites_serial_help_document_id", "sites_serial_help_url", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "_uuid", "block_name" FROM \`_w_btn_v\`;`)
  await db.run(sql`DROP TABLE \`_w_btn_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__w_btn_v\` RENAME TO \`_w_btn_v\`;`)
  await db.run(sql`CREATE INDEX \`_w_btn_v_order_idx\` ON \`_w_btn_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_w_btn_v_parent_id_idx\` ON \`_w_btn_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_w_btn_v_path_idx\` ON \`_w_btn_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_w_btn_v_sites_sites_serial_help_document_idx\` ON \`_w_btn_v\` (\`sites_serial_help_document_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_w_hero\` (
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
  await db.run(sql`INSERT INTO \`__new_w_hero\`("_order", "_parent_id", "_path", "id", "title", "text", "register_label", "lookup_label", "alignment", "half_width", "background_image_id", "sites_registration_url", "sites_lookup_url", "sites_serial_help_document_id", "sites_serial_help_url", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "text", "register_label", "lookup_label", "alignment", "half_width", "background_image_id", "sites_registration_url", "sites_lookup_url", "sites_serial_help_document_id", "sites_serial_help_url", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "block_name" FROM \`w_hero\`;`)
  await db.run(sql`DROP TABLE \`w_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new_w_hero\` RENAME TO \`w_hero\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`w_hero_order_idx\` ON \`w_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`w_hero_parent_id_idx\` ON \`w_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`w_hero_path_idx\` ON \`w_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`w_hero_background_image_idx\` ON \`w_hero\` (\`background_image_id\`);`)
  await db.run(sql`CREATE INDEX \`w_hero_sites_sites_serial_help_document_idx\` ON \`w_hero\` (\`sites_serial_help_document_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_w_btn\` (
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
  await db.run(sql`INSERT INTO \`__new_w_btn\`("_order", "_parent_id", "_path", "id", "dialog", "label", "variant", "alignment", "sites_registration_url", "sites_lookup_url", "sites_serial_help_document_id", "sites_serial_help_url", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "block_name") SELECT "_order", "_parent_id", "_path", "id", "dialog", "label", "variant", "alignment", "sites_registration_url", "sites_lookup_url", "sites_serial_help_document_id", "sites_serial_help_url", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "block_name" FROM \`w_btn\`;`)
  await db.run(sql`DROP TABLE \`w_btn\`;`)
  await db.run(sql`ALTER TABLE \`__new_w_btn\` RENAME TO \`w_btn\`;`)
  await db.run(sql`CREATE INDEX \`w_btn_order_idx\` ON \`w_btn\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`w_btn_parent_id_idx\` ON \`w_btn\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`w_btn_path_idx\` ON \`w_btn\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`w_btn_sites_sites_serial_help_document_idx\` ON \`w_btn\` (\`sites_serial_help_document_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__w_hero_v\` (
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
  await db.run(sql`INSERT INTO \`__new__w_hero_v\`("_order", "_parent_id", "_path", "id", "title", "text", "register_label", "lookup_label", "alignment", "half_width", "background_image_id", "sites_registration_url", "sites_lookup_url", "sites_serial_help_document_id", "sites_serial_help_url", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "title", "text", "register_label", "lookup_label", "alignment", "half_width", "background_image_id", "sites_registration_url", "sites_lookup_url", "sites_serial_help_document_id", "sites_serial_help_url", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "_uuid", "block_name" FROM \`_w_hero_v\`;`)
  await db.run(sql`DROP TABLE \`_w_hero_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__w_hero_v\` RENAME TO \`_w_hero_v\`;`)
  await db.run(sql`CREATE INDEX \`_w_hero_v_order_idx\` ON \`_w_hero_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_w_hero_v_parent_id_idx\` ON \`_w_hero_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_w_hero_v_path_idx\` ON \`_w_hero_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_w_hero_v_background_image_idx\` ON \`_w_hero_v\` (\`background_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_w_hero_v_sites_sites_serial_help_document_idx\` ON \`_w_hero_v\` (\`sites_serial_help_document_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__w_btn_v\` (
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
  await db.run(sql`INSERT INTO \`__new__w_btn_v\`("_order", "_parent_id", "_path", "id", "dialog", "label", "variant", "alignment", "sites_registration_url", "sites_lookup_url", "sites_serial_help_document_id", "sites_serial_help_url", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "dialog", "label", "variant", "alignment", "sites_registration_url", "sites_lookup_url", "sites_serial_help_document_id", "sites_serial_help_url", "appearance_background_color", "appearance_padding", "appearance_shadow", "appearance_bg_image_url", "appearance_class_name", "_uuid", "block_name" FROM \`_w_btn_v\`;`)
  await db.run(sql`DROP TABLE \`_w_btn_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__w_btn_v\` RENAME TO \`_w_btn_v\`;`)
  await db.run(sql`CREATE INDEX \`_w_btn_v_order_idx\` ON \`_w_btn_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_w_btn_v_parent_id_idx\` ON \`_w_btn_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_w_btn_v_path_idx\` ON \`_w_btn_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_w_btn_v_sites_sites_serial_help_document_idx\` ON \`_w_btn_v\` (\`sites_serial_help_document_id\`);`)
}
