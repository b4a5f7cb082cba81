import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_dealer_imports_status" AS ENUM('running', 'done', 'refused', 'interrupted', 'failed');
  CREATE TABLE "dealer_imports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"file_name" varchar,
  	"status" "enum_dealer_imports_status" DEFAULT 'running' NOT NULL,
  	"lines" numeric NOT NULL,
  	"checked" numeric DEFAULT 0,
  	"created" numeric DEFAULT 0,
  	"updated" numeric DEFAULT 0,
  	"unchanged" numeric DEFAULT 0,
  	"message" varchar,
  	"problems" jsonb,
  	"started_by_id" integer,
  	"finished_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "dealer_imports_id" integer;
  ALTER TABLE "dealer_imports" ADD CONSTRAINT "dealer_imports_started_by_id_users_id_fk" FOREIGN KEY ("started_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "dealer_imports_status_idx" ON "dealer_imports" USING btree ("status");
  CREATE INDEX "dealer_imports_started_by_idx" ON "dealer_imports" USING btree ("started_by_id");
  CREATE INDEX "dealer_imports_updated_at_idx" ON "dealer_imports" USING btree ("updated_at");
  CREATE INDEX "dealer_imports_created_at_idx" ON "dealer_imports" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_dealer_imports_fk" FOREIGN KEY ("dealer_imports_id") REFERENCES "public"."dealer_imports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_dealer_imports_id_idx" ON "payload_locked_documents_rels" USING btree ("dealer_imports_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "dealer_imports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "dealer_imports" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_dealer_imports_fk";
  
  DROP INDEX "payload_locked_documents_rels_dealer_imports_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "dealer_imports_id";
  DROP TYPE "public"."enum_dealer_imports_status";`)
}
