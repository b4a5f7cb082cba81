import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads\` ADD \`language\` text DEFAULT 'en';`)
  await db.run(sql`CREATE INDEX \`leads_language_idx\` ON \`leads\` (\`language\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`leads_language_idx\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`language\`;`)
}
