import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`dealer_reviews\` ADD \`hidden\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`dealer_reviews\` ADD \`hidden_reason\` text;`)
  await db.run(sql`ALTER TABLE \`dealer_reviews\` ADD \`hidden_by\` text;`)
  await db.run(sql`ALTER TABLE \`dealer_reviews\` ADD \`hidden_at\` text;`)
  await db.run(sql`CREATE INDEX \`dealer_reviews_hidden_idx\` ON \`dealer_reviews\` (\`hidden\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`dealer_reviews_hidden_idx\`;`)
  await db.run(sql`ALTER TABLE \`dealer_reviews\` DROP COLUMN \`hidden\`;`)
  await db.run(sql`ALTER TABLE \`dealer_reviews\` DROP COLUMN \`hidden_reason\`;`)
  await db.run(sql`ALTER TABLE \`dealer_reviews\` DROP COLUMN \`hidden_by\`;`)
  await db.run(sql`ALTER TABLE \`dealer_reviews\` DROP COLUMN \`hidden_at\`;`)
}
