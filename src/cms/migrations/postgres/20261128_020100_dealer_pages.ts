import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { assignPagePaths } from '../../../domain/dealers/pages/pagePath'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "dealer_former_paths" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"path" varchar NOT NULL,
  	"company_id" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "dealers" ADD COLUMN "listed" boolean DEFAULT true;
  ALTER TABLE "dealers" ADD COLUMN "page_path" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "dealer_former_paths_id" integer;
  CREATE UNIQUE INDEX "dealer_former_paths_path_idx" ON "dealer_former_paths" USING btree ("path");
  CREATE INDEX "dealer_former_paths_company_id_idx" ON "dealer_former_paths" USING btree ("company_id");
  CREATE INDEX "dealer_former_paths_updated_at_idx" ON "dealer_former_paths" USING btree ("updated_at");
  CREATE INDEX "dealer_former_paths_created_at_idx" ON "dealer_former_paths" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_dealer_former_paths_fk" FOREIGN KEY ("dealer_former_paths_id") REFERENCES "public"."dealer_former_paths"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "dealers_listed_idx" ON "dealers" USING btree ("listed");
  CREATE UNIQUE INDEX "dealers_page_path_idx" ON "dealers" USING btree ("page_path");
  CREATE INDEX "payload_locked_documents_rels_dealer_former_paths_id_idx" ON "payload_locked_documents_rels" USING btree ("dealer_former_paths_id");`)
  // Every dealer already stored gets its page address, in id order (the earlier of two namesakes in a city keeps the plain one).
  const { rows } = await db.execute(
    sql`SELECT id, data_name AS name, data_city AS city, data_state AS state, data_company_i_d AS company FROM dealers ORDER BY id`,
  )
  const paths = assignPagePaths(
    rows.map((r) => ({ name: String(r.name), city: r.city as string | null, state: r.state as string | null, companyID: Number(r.company) })),
  )
  for (const [i, row] of rows.entries()) {
    await db.execute(sql`UPDATE dealers SET page_path = ${paths[i] ?? null} WHERE id = ${Number(row.id)}`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "dealer_former_paths" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "dealer_former_paths" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_dealer_former_paths_fk";
  
  DROP INDEX "dealers_listed_idx";
  DROP INDEX "dealers_page_path_idx";
  DROP INDEX "payload_locked_documents_rels_dealer_former_paths_id_idx";
  ALTER TABLE "dealers" DROP COLUMN "listed";
  ALTER TABLE "dealers" DROP COLUMN "page_path";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "dealer_former_paths_id";`)
}
