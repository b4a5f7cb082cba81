import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_language" AS ENUM('en', 'es', 'fr-CA');
  ALTER TABLE "leads" ADD COLUMN "language" "enum_leads_language" DEFAULT 'en';
  CREATE INDEX "leads_language_idx" ON "leads" USING btree ("language");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "leads_language_idx";
  ALTER TABLE "leads" DROP COLUMN "language";
  DROP TYPE "public"."enum_leads_language";`)
}
