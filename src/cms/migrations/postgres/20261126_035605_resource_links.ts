import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pn_side_item" ADD COLUMN "page_id" integer;
  ALTER TABLE "pn_side_item" ADD COLUMN "section" varchar;
  ALTER TABLE "pn_crt_link" ADD COLUMN "page_id" integer;
  ALTER TABLE "_pn_side_item_v" ADD COLUMN "page_id" integer;
  ALTER TABLE "_pn_side_item_v" ADD COLUMN "section" varchar;
  ALTER TABLE "_pn_crt_link_v" ADD COLUMN "page_id" integer;
  ALTER TABLE "pn_side_item" ADD CONSTRAINT "pn_side_item_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pn_crt_link" ADD CONSTRAINT "pn_crt_link_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pn_side_item_v" ADD CONSTRAINT "_pn_side_item_v_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pn_crt_link_v" ADD CONSTRAINT "_pn_crt_link_v_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pn_side_item_page_idx" ON "pn_side_item" USING btree ("page_id");
  CREATE INDEX "pn_crt_link_page_idx" ON "pn_crt_link" USING btree ("page_id");
  CREATE INDEX "_pn_side_item_v_page_idx" ON "_pn_side_item_v" USING btree ("page_id");
  CREATE INDEX "_pn_crt_link_v_page_idx" ON "_pn_crt_link_v" USING btree ("page_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pn_side_item" DROP CONSTRAINT "pn_side_item_page_id_pages_id_fk";
  
  ALTER TABLE "pn_crt_link" DROP CONSTRAINT "pn_crt_link_page_id_pages_id_fk";
  
  ALTER TABLE "_pn_side_item_v" DROP CONSTRAINT "_pn_side_item_v_page_id_pages_id_fk";
  
  ALTER TABLE "_pn_crt_link_v" DROP CONSTRAINT "_pn_crt_link_v_page_id_pages_id_fk";
  
  DROP INDEX "pn_side_item_page_idx";
  DROP INDEX "pn_crt_link_page_idx";
  DROP INDEX "_pn_side_item_v_page_idx";
  DROP INDEX "_pn_crt_link_v_page_idx";
  ALTER TABLE "pn_side_item" DROP COLUMN "page_id";
  ALTER TABLE "pn_side_item" DROP COLUMN "section";
  ALTER TABLE "pn_crt_link" DROP COLUMN "page_id";
  ALTER TABLE "_pn_side_item_v" DROP COLUMN "page_id";
  ALTER TABLE "_pn_side_item_v" DROP COLUMN "section";
  ALTER TABLE "_pn_crt_link_v" DROP COLUMN "page_id";`)
}
