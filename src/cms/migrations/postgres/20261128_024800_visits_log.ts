import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "not_found_addresses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"path" varchar NOT NULL,
  	"count" numeric DEFAULT 0 NOT NULL,
  	"last_seen" timestamp(3) with time zone,
  	"referrer_host" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "redirects" ADD COLUMN "hits" numeric DEFAULT 0;
  ALTER TABLE "redirects" ADD COLUMN "last_hit" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "not_found_addresses_id" integer;
  CREATE UNIQUE INDEX "not_found_addresses_path_idx" ON "not_found_addresses" USING btree ("path");
  CREATE INDEX "not_found_addresses_last_seen_idx" ON "not_found_addresses" USING btree ("last_seen");
  CREATE INDEX "not_found_addresses_updated_at_idx" ON "not_found_addresses" USING btree ("updated_at");
  CREATE INDEX "not_found_addresses_created_at_idx" ON "not_found_addresses" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_not_found_addresses_fk" FOREIGN KEY ("not_found_addresses_id") REFERENCES "public"."not_found_addresses"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_not_found_addresses_id_idx" ON "payload_locked_documents_rels" USING btree ("not_found_addresses_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "not_found_addresses" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "not_found_addresses" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_not_found_addresses_fk";
  
  DROP INDEX "payload_locked_documents_rels_not_found_addresses_id_idx";
  ALTER TABLE "redirects" DROP COLUMN "hits";
  ALTER TABLE "redirects" DROP COLUMN "last_hit";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "not_found_addresses_id";`)
}
