import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Search entries per language (docs/search.md): each entry's language, the document a Spanish or French entry
// translates, and the stored vector stemmed with the entry's language's configuration (accents folded). The
// generated column reads "locale", so it is made again after that column exists, with its GIN index.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_search_locale" AS ENUM('en', 'es', 'fr-CA');
  ALTER TABLE "search" ADD COLUMN "locale" "enum_search_locale" DEFAULT 'en' NOT NULL;
  ALTER TABLE "search" ADD COLUMN "source" varchar;
  CREATE INDEX "search_locale_idx" ON "search" USING btree ("locale");
  CREATE INDEX "search_source_idx" ON "search" USING btree ("source");
  ALTER TABLE "search" DROP COLUMN "fulltext";
  ALTER TABLE "search" ADD COLUMN "fulltext" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(CASE "locale" WHEN 'es' THEN 'spanish'::regconfig WHEN 'fr-CA' THEN 'french'::regconfig ELSE 'english'::regconfig END, translate(coalesce("title", ''), 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇŸáàâäãéèêëíìîïóòôöõúùûüñçÿ', 'AAAAAEEEEIIIIOOOOOUUUUNCYaaaaaeeeeiiiiooooouuuuncy')), 'A') || setweight(to_tsvector(CASE "locale" WHEN 'es' THEN 'spanish'::regconfig WHEN 'fr-CA' THEN 'french'::regconfig ELSE 'english'::regconfig END, translate(coalesce("body", ''), 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇŸáàâäãéèêëíìîïóòôöõúùûüñçÿ', 'AAAAAEEEEIIIIOOOOOUUUUNCYaaaaaeeeeiiiiooooouuuuncy')), 'B')) STORED;
  CREATE INDEX "search_fulltext_idx" ON "search" USING gin ("fulltext");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "search" DROP COLUMN "fulltext";
  ALTER TABLE "search" ADD COLUMN "fulltext" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("title", '')), 'A') || setweight(to_tsvector('english', coalesce("body", '')), 'B')) STORED;
  CREATE INDEX "search_fulltext_idx" ON "search" USING gin ("fulltext");
  DROP INDEX "search_locale_idx";
  DROP INDEX "search_source_idx";
  ALTER TABLE "search" DROP COLUMN "locale";
  ALTER TABLE "search" DROP COLUMN "source";
  DROP TYPE "public"."enum_search_locale";`)
}
