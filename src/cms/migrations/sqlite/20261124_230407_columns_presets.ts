import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_columns\` ADD \`preset\` text DEFAULT 'halves';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_columns\` ADD \`preset\` text DEFAULT 'halves';`)
  // Columns saved before presets existed keep the widths their editors set, column by column.
  await db.run(sql`UPDATE \`pages_blocks_columns\` SET \`preset\` = 'custom';`)
  await db.run(sql`UPDATE \`_pages_v_blocks_columns\` SET \`preset\` = 'custom';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_columns\` DROP COLUMN \`preset\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_columns\` DROP COLUMN \`preset\`;`)
}
