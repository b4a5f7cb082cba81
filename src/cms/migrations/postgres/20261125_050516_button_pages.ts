import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "rsec_blocks_buttons_buttons" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "pages_blocks_buttons_buttons" ADD COLUMN "page_id" integer;
  ALTER TABLE "hero_btn" ADD COLUMN "page_id" integer;
  ALTER TABLE "_pages_v_blocks_buttons_buttons" ADD COLUMN "page_id" integer;
  ALTER TABLE "_hero_btn_v" ADD COLUMN "page_id" integer;
  ALTER TABLE "rsec_blocks_buttons_buttons" ADD COLUMN "page_id" integer;
  ALTER TABLE "pages_blocks_buttons_buttons" ADD CONSTRAINT "pages_blocks_buttons_buttons_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "hero_btn" ADD CONSTRAINT "hero_btn_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_buttons_buttons" ADD CONSTRAINT "_pages_v_blocks_buttons_buttons_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_hero_btn_v" ADD CONSTRAINT "_hero_btn_v_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "rsec_blocks_buttons_buttons" ADD CONSTRAINT "rsec_blocks_buttons_buttons_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_buttons_buttons_page_idx" ON "pages_blocks_buttons_buttons" USING btree ("page_id");
  CREATE INDEX "hero_btn_page_idx" ON "hero_btn" USING btree ("page_id");
  CREATE INDEX "_pages_v_blocks_buttons_buttons_page_idx" ON "_pages_v_blocks_buttons_buttons" USING btree ("page_id");
  CREATE INDEX "_hero_btn_v_page_idx" ON "_hero_btn_v" USING btree ("page_id");
  CREATE INDEX "rsec_blocks_buttons_buttons_page_idx" ON "rsec_blocks_buttons_buttons" USING btree ("page_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_buttons_buttons" DROP CONSTRAINT "pages_blocks_buttons_buttons_page_id_pages_id_fk";
  
  ALTER TABLE "hero_btn" DROP CONSTRAINT "hero_btn_page_id_pages_id_fk";
  
  ALTER TABLE "_pages_v_blocks_buttons_buttons" DROP CONSTRAINT "_pages_v_blocks_buttons_buttons_page_id_pages_id_fk";
  
  ALTER TABLE "_hero_btn_v" DROP CONSTRAINT "_hero_btn_v_page_id_pages_id_fk";
  
  ALTER TABLE "rsec_blocks_buttons_buttons" DROP CONSTRAINT "rsec_blocks_buttons_buttons_page_id_pages_id_fk";
  
  DROP INDEX "pages_blocks_buttons_buttons_page_idx";
  DROP INDEX "hero_btn_page_idx";
  DROP INDEX "_pages_v_blocks_buttons_buttons_page_idx";
  DROP INDEX "_hero_btn_v_page_idx";
  DROP INDEX "rsec_blocks_buttons_buttons_page_idx";
  ALTER TABLE "rsec_blocks_buttons_buttons" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "pages_blocks_buttons_buttons" DROP COLUMN "page_id";
  ALTER TABLE "hero_btn" DROP COLUMN "page_id";
  ALTER TABLE "_pages_v_blocks_buttons_buttons" DROP COLUMN "page_id";
  ALTER TABLE "_hero_btn_v" DROP COLUMN "page_id";
  ALTER TABLE "rsec_blocks_buttons_buttons" DROP COLUMN "page_id";`)
}
