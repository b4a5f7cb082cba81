import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "dealer_reviews" ADD COLUMN "hidden" boolean DEFAULT false;
  ALTER TABLE "dealer_reviews" ADD COLUMN "hidden_reason" varchar;
  ALTER TABLE "dealer_reviews" ADD COLUMN "hidden_by" varchar;
  ALTER TABLE "dealer_reviews" ADD COLUMN "hidden_at" timestamp(3) with time zone;
  CREATE INDEX "dealer_reviews_hidden_idx" ON "dealer_reviews" USING btree ("hidden");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "dealer_reviews_hidden_idx";
  ALTER TABLE "dealer_reviews" DROP COLUMN "hidden";
  ALTER TABLE "dealer_reviews" DROP COLUMN "hidden_reason";
  ALTER TABLE "dealer_reviews" DROP COLUMN "hidden_by";
  ALTER TABLE "dealer_reviews" DROP COLUMN "hidden_at";`)
}
