import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`search\` ADD \`locale\` text DEFAULT 'en' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`search\` ADD \`source\` text;`)
  await db.run(sql`CREATE INDEX \`search_locale_idx\` ON \`search\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`search_source_idx\` ON \`search\` (\`source\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`search_locale_idx\`;`)
  await db.run(sql`DROP INDEX \`search_source_idx\`;`)
  await db.run(sql`ALTER TABLE \`search\` DROP COLUMN \`locale\`;`)
  await db.run(sql`ALTER TABLE \`search\` DROP COLUMN \`source\`;`)
}
