import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "w_hero" ALTER COLUMN "sites_registration_url" SET DEFAULT '/demo/warranty-registration';
  ALTER TABLE "w_hero" ALTER COLUMN "sites_lookup_url" SET DEFAULT '/demo/warranty-lookup';
  ALTER TABLE "w_btn" ALTER COLUMN "sites_registration_url" SET DEFAULT '/demo/warranty-registration';
  ALTER TABLE "w_btn" ALTER COLUMN "sites_lookup_url" SET DEFAULT '/demo/warranty-lookup';
  ALTER TABLE "_w_hero_v" ALTER COLUMN "sites_registration_url" SET DEFAULT '/demo/warranty-registration';
  ALTER TABLE "_w_hero_v" ALTER COLUMN "sites_lookup_url" SET DEFAULT '/demo/warranty-lookup';
  ALTER TABLE "_w_btn_v" ALTER COLUMN "sites_registration_url" SET DEFAULT '/demo/warranty-registration';
  ALTER TABLE "_w_btn_v" ALTER COLUMN "sites_lookup_url" SET DEFAULT '/demo/warranty-lookup';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "w_hero" ALTER COLUMN "sites_registration_url" SET DEFAULT 'https://example.com/warranty/register';
  ALTER TABLE "w_hero" ALTER COLUMN "sites_lookup_url" SET DEFAULT 'https://example.com/warranty/lookup';
  ALTER TABLE "w_btn" ALTER COLUMN "sites_registration_url" SET DEFAULT 'https://example.com/warranty/register';
  ALTER TABLE "w_btn" ALTER COLUMN "sites_lookup_url" SET DEFAULT 'https://example.com/warranty/lookup';
  ALTER TABLE "_w_hero_v" ALTER COLUMN "sites_registration_url" SET DEFAULT 'https://example.com/warranty/register';
  ALTER TABLE "_w_hero_v" ALTER COLUMN "sites_lookup_url" SET DEFAULT 'https://example.com/warranty/lookup';
  ALTER TABLE "_w_btn_v" ALTER COLUMN "sites_registration_url" SET DEFAULT 'https://example.com/warranty/register';
  ALTER TABLE "_w_btn_v" ALTER COLUMN "sites_lookup_url" SET DEFAULT 'https://example.com/warranty/lookup';`)
}
