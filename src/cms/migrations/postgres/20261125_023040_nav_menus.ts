import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "header_nav_items_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"page_id" integer,
  	"url" varchar
  );
  
  ALTER TABLE "header_nav_items" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "footer_columns_links" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "header_nav_items" ADD COLUMN "page_id" integer;
  ALTER TABLE "header" ADD COLUMN "cta_page_id" integer;
  ALTER TABLE "footer_columns_links" ADD COLUMN "page_id" integer;
  ALTER TABLE "header_nav_items_children" ADD CONSTRAINT "header_nav_items_children_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header_nav_items_children" ADD CONSTRAINT "header_nav_items_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_nav_items"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "header_nav_items_children_order_idx" ON "header_nav_items_children" USING btree ("_order");
  CREATE INDEX "header_nav_items_children_parent_id_idx" ON "header_nav_items_children" USING btree ("_parent_id");
  CREATE INDEX "header_nav_items_children_page_idx" ON "header_nav_items_children" USING btree ("page_id");
  ALTER TABLE "header_nav_items" ADD CONSTRAINT "header_nav_items_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header" ADD CONSTRAINT "header_cta_page_id_pages_id_fk" FOREIGN KEY ("cta_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_columns_links" ADD CONSTRAINT "footer_columns_links_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "header_nav_items_page_idx" ON "header_nav_items" USING btree ("page_id");
  CREATE INDEX "header_cta_cta_page_idx" ON "header" USING btree ("cta_page_id");
  CREATE INDEX "footer_columns_links_page_idx" ON "footer_columns_links" USING btree ("page_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "header_nav_items_children" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "header_nav_items_children" CASCADE;
  ALTER TABLE "header_nav_items" DROP CONSTRAINT "header_nav_items_page_id_pages_id_fk";
  
  ALTER TABLE "header" DROP CONSTRAINT "header_cta_page_id_pages_id_fk";
  
  ALTER TABLE "footer_columns_links" DROP CONSTRAINT "footer_columns_links_page_id_pages_id_fk";
  
  DROP INDEX "header_nav_items_page_idx";
  DROP INDEX "header_cta_cta_page_idx";
  DROP INDEX "footer_columns_links_page_idx";
  ALTER TABLE "header_nav_items" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "footer_columns_links" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "header_nav_items" DROP COLUMN "page_id";
  ALTER TABLE "header" DROP COLUMN "cta_page_id";
  ALTER TABLE "footer_columns_links" DROP COLUMN "page_id";`)
}
