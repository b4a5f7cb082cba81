import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_columns_preset" AS ENUM('halves', 'thirds', 'twoThirdsThird', 'thirdTwoThirds', 'quarters', 'custom');
  CREATE TYPE "public"."enum__pages_v_blocks_columns_preset" AS ENUM('halves', 'thirds', 'twoThirdsThird', 'thirdTwoThirds', 'quarters', 'custom');
  ALTER TABLE "pages_blocks_columns" ADD COLUMN "preset" "enum_pages_blocks_columns_preset" DEFAULT 'halves';
  ALTER TABLE "_pages_v_blocks_columns" ADD COLUMN "preset" "enum__pages_v_blocks_columns_preset" DEFAULT 'halves';`)
  // Columns saved before presets existed keep the widths their editors set, column by column.
  await db.execute(sql`
   UPDATE "pages_blocks_columns" SET "preset" = 'custom';
  UPDATE "_pages_v_blocks_columns" SET "preset" = 'custom';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_columns" DROP COLUMN "preset";
  ALTER TABLE "_pages_v_blocks_columns" DROP COLUMN "preset";
  DROP TYPE "public"."enum_pages_blocks_columns_preset";
  DROP TYPE "public"."enum__pages_v_blocks_columns_preset";`)
}
