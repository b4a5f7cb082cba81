import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_leads_delivery_state" ADD VALUE 'spam';
  ALTER TABLE "newsletter_signups" ADD COLUMN "spam" boolean DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" ALTER COLUMN "delivery_state" SET DATA TYPE text;
  ALTER TABLE "leads" ALTER COLUMN "delivery_state" SET DEFAULT 'queued'::text;
  DROP TYPE "public"."enum_leads_delivery_state";
  CREATE TYPE "public"."enum_leads_delivery_state" AS ENUM('queued', 'retrying', 'sent', 'failed');
  ALTER TABLE "leads" ALTER COLUMN "delivery_state" SET DEFAULT 'queued'::"public"."enum_leads_delivery_state";
  ALTER TABLE "leads" ALTER COLUMN "delivery_state" SET DATA TYPE "public"."enum_leads_delivery_state" USING "delivery_state"::"public"."enum_leads_delivery_state";
  ALTER TABLE "newsletter_signups" DROP COLUMN "spam";`)
}
