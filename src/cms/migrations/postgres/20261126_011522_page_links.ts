import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sec_cta_cards_cards" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "sec_link_card_cards" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "sec_four_links_links" ALTER COLUMN "link" DROP NOT NULL;
  ALTER TABLE "pages_blocks_image" ADD COLUMN "link_page_id" integer;
  ALTER TABLE "card_rpt_cards" ADD COLUMN "link_page_id" integer;
  ALTER TABLE "icon_grid" ADD COLUMN "cta_page_id" integer;
  ALTER TABLE "basic_banner" ADD COLUMN "button_page_id" integer;
  ALTER TABLE "acc_items" ADD COLUMN "link_page_id" integer;
  ALTER TABLE "close_banner" ADD COLUMN "link_page_id" integer;
  ALTER TABLE "sticky_cta" ADD COLUMN "page_id" integer;
  ALTER TABLE "link_card_cards" ADD COLUMN "page_id" integer;
  ALTER TABLE "three_col_columns" ADD COLUMN "page_id" integer;
  ALTER TABLE "steps" ADD COLUMN "cta_page_id" integer;
  ALTER TABLE "four_links_links" ADD COLUMN "page_id" integer;
  ALTER TABLE "fifty_fifty" ADD COLUMN "link_page_id" integer;
  ALTER TABLE "icon_list_items" ADD COLUMN "link_page_id" integer;
  ALTER TABLE "cta_cards_cards" ADD COLUMN "page_id" integer;
  ALTER TABLE "gslide_slides" ADD COLUMN "link_page_id" integer;
  ALTER TABLE "slides" ADD COLUMN "button_link_page_id" integer;
  ALTER TABLE "entries" ADD COLUMN "product_page_id" integer;
  ALTER TABLE "prod_sel_items" ADD COLUMN "page_id" integer;
  ALTER TABLE "pn_hub_card" ADD COLUMN "link_page_id" integer;
  ALTER TABLE "pn_iaq" ADD COLUMN "air_cleaner_link_page_id" integer;
  ALTER TABLE "pn_iaq" ADD COLUMN "humidifier_link_page_id" integer;
  ALTER TABLE "pn_iaq" ADD COLUMN "filter_link_page_id" integer;
  ALTER TABLE "price_cards" ADD COLUMN "cta_page_id" integer;
  ALTER TABLE "warranty_types" ADD COLUMN "cta_page_id" integer;
  ALTER TABLE "big_numbers" ADD COLUMN "cta_page_id" integer;
  ALTER TABLE "common_issues_items" ADD COLUMN "page_id" integer;
  ALTER TABLE "trbl_grid_items" ADD COLUMN "page_id" integer;
  ALTER TABLE "maint_grid_items" ADD COLUMN "page_id" integer;
  ALTER TABLE "hvac_nav_items" ADD COLUMN "page_id" integer;
  ALTER TABLE "_pages_v_blocks_image" ADD COLUMN "link_page_id" integer;
  ALTER TABLE "_card_rpt_v_cards" ADD COLUMN "link_page_id" integer;
  ALTER TABLE "_icon_grid_v" ADD COLUMN "cta_page_id" integer;
  ALTER TABLE "_basic_banner_v" ADD COLUMN "button_page_id" integer;
  ALTER TABLE "_acc_v_items" ADD COLUMN "link_page_id" integer;
  ALTER TABLE "_close_banner_v" ADD COLUMN "link_page_id" integer;
  ALTER TABLE "_sticky_cta_v" ADD COLUMN "page_id" integer;
  ALTER TABLE "_link_card_v_cards" ADD COLUMN "page_id" integer;
  ALTER TABLE "_three_col_v_columns" ADD COLUMN "page_id" integer;
  ALTER TABLE "_steps_v" ADD COLUMN "cta_page_id" integer;
  ALTER TABLE "_four_links_v_links" ADD COLUMN "page_id" integer;
  ALTER TABLE "_fifty_fifty_v" ADD COLUMN "link_page_id" integer;
  ALTER TABLE "_icon_list_v_items" ADD COLUMN "link_page_id" integer;
  ALTER TABLE "_cta_cards_v_cards" ADD COLUMN "page_id" integer;
  ALTER TABLE "_gslide_v_slides" ADD COLUMN "link_page_id" integer;
  ALTER TABLE "_slides_v" ADD COLUMN "button_link_page_id" integer;
  ALTER TABLE "_entries_v" ADD COLUMN "product_page_id" integer;
  ALTER TABLE "_prod_sel_items_v" ADD COLUMN "page_id" integer;
  ALTER TABLE "_pn_hub_card_v" ADD COLUMN "link_page_id" integer;
  ALTER TABLE "_pn_iaq_v" ADD COLUMN "air_cleaner_link_page_id" integer;
  ALTER TABLE "_pn_iaq_v" ADD COLUMN "humidifier_link_page_id" integer;
  ALTER TABLE "_pn_iaq_v" ADD COLUMN "filter_link_page_id" integer;
  ALTER TABLE "_price_cards_v" ADD COLUMN "cta_page_id" integer;
  ALTER TABLE "_warranty_types_v" ADD COLUMN "cta_page_id" integer;
  ALTER TABLE "_big_numbers_v" ADD COLUMN "cta_page_id" integer;
  ALTER TABLE "_common_issues_v_items" ADD COLUMN "page_id" integer;
  ALTER TABLE "_trbl_grid_v_items" ADD COLUMN "page_id" integer;
  ALTER TABLE "_maint_grid_v_items" ADD COLUMN "page_id" integer;
  ALTER TABLE "_hvac_nav_v_items" ADD COLUMN "page_id" integer;
  ALTER TABLE "rsec_blocks_image" ADD COLUMN "link_page_id" integer;
  ALTER TABLE "sec_card_rpt_cards" ADD COLUMN "link_page_id" integer;
  ALTER TABLE "sec_icon_grid" ADD COLUMN "cta_page_id" integer;
  ALTER TABLE "sec_basic_banner" ADD COLUMN "button_page_id" integer;
  ALTER TABLE "sec_cta_cards_cards" ADD COLUMN "page_id" integer;
  ALTER TABLE "sec_fifty_fifty" ADD COLUMN "link_page_id" integer;
  ALTER TABLE "sec_steps" ADD COLUMN "cta_page_id" integer;
  ALTER TABLE "sec_icon_list_items" ADD COLUMN "link_page_id" integer;
  ALTER TABLE "sec_link_card_cards" ADD COLUMN "page_id" integer;
  ALTER TABLE "sec_four_links_links" ADD COLUMN "page_id" integer;
  ALTER TABLE "sec_three_col_columns" ADD COLUMN "page_id" integer;
  ALTER TABLE "sec_acc_items" ADD COLUMN "link_page_id" integer;
  ALTER TABLE "pages_blocks_image" ADD CONSTRAINT "pages_blocks_image_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "card_rpt_cards" ADD CONSTRAINT "card_rpt_cards_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "icon_grid" ADD CONSTRAINT "icon_grid_cta_page_id_pages_id_fk" FOREIGN KEY ("cta_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "basic_banner" ADD CONSTRAINT "basic_banner_button_page_id_pages_id_fk" FOREIGN KEY ("button_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "acc_items" ADD CONSTRAINT "acc_items_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "close_banner" ADD CONSTRAINT "close_banner_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sticky_cta" ADD CONSTRAINT "sticky_cta_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "link_card_cards" ADD CONSTRAINT "link_card_cards_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "three_col_columns" ADD CONSTRAINT "three_col_columns_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "steps" ADD CONSTRAINT "steps_cta_page_id_pages_id_fk" FOREIGN KEY ("cta_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "four_links_links" ADD CONSTRAINT "four_links_links_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "fifty_fifty" ADD CONSTRAINT "fifty_fifty_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "icon_list_items" ADD CONSTRAINT "icon_list_items_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cta_cards_cards" ADD CONSTRAINT "cta_cards_cards_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "gslide_slides" ADD CONSTRAINT "gslide_slides_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "slides" ADD CONSTRAINT "slides_button_link_page_id_pages_id_fk" FOREIGN KEY ("button_link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "entries" ADD CONSTRAINT "entries_product_page_id_pages_id_fk" FOREIGN KEY ("product_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "prod_sel_items" ADD CONSTRAINT "prod_sel_items_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pn_hub_card" ADD CONSTRAINT "pn_hub_card_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pn_iaq" ADD CONSTRAINT "pn_iaq_air_cleaner_link_page_id_pages_id_fk" FOREIGN KEY ("air_cleaner_link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pn_iaq" ADD CONSTRAINT "pn_iaq_humidifier_link_page_id_pages_id_fk" FOREIGN KEY ("humidifier_link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pn_iaq" ADD CONSTRAINT "pn_iaq_filter_link_page_id_pages_id_fk" FOREIGN KEY ("filter_link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "price_cards" ADD CONSTRAINT "price_cards_cta_page_id_pages_id_fk" FOREIGN KEY ("cta_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "warranty_types" ADD CONSTRAINT "warranty_types_cta_page_id_pages_id_fk" FOREIGN KEY ("cta_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "big_numbers" ADD CONSTRAINT "big_numbers_cta_page_id_pages_id_fk" FOREIGN KEY ("cta_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "common_issues_items" ADD CONSTRAINT "common_issues_items_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trbl_grid_items" ADD CONSTRAINT "trbl_grid_items_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "maint_grid_items" ADD CONSTRAINT "maint_grid_items_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "hvac_nav_items" ADD CONSTRAINT "hvac_nav_items_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image" ADD CONSTRAINT "_pages_v_blocks_image_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_card_rpt_v_cards" ADD CONSTRAINT "_card_rpt_v_cards_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_icon_grid_v" ADD CONSTRAINT "_icon_grid_v_cta_page_id_pages_id_fk" FOREIGN KEY ("cta_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_basic_banner_v" ADD CONSTRAINT "_basic_banner_v_button_page_id_pages_id_fk" FOREIGN KEY ("button_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_acc_v_items" ADD CONSTRAINT "_acc_v_items_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_close_banner_v" ADD CONSTRAINT "_close_banner_v_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sticky_cta_v" ADD CONSTRAINT "_sticky_cta_v_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_link_card_v_cards" ADD CONSTRAINT "_link_card_v_cards_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_three_col_v_columns" ADD CONSTRAINT "_three_col_v_columns_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_steps_v" ADD CONSTRAINT "_steps_v_cta_page_id_pages_id_fk" FOREIGN KEY ("cta_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_four_links_v_links" ADD CONSTRAINT "_four_links_v_links_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_fifty_fifty_v" ADD CONSTRAINT "_fifty_fifty_v_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_icon_list_v_items" ADD CONSTRAINT "_icon_list_v_items_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_cta_cards_v_cards" ADD CONSTRAINT "_cta_cards_v_cards_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_gslide_v_slides" ADD CONSTRAINT "_gslide_v_slides_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_slides_v" ADD CONSTRAINT "_slides_v_button_link_page_id_pages_id_fk" FOREIGN KEY ("button_link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_entries_v" ADD CONSTRAINT "_entries_v_product_page_id_pages_id_fk" FOREIGN KEY ("product_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_prod_sel_items_v" ADD CONSTRAINT "_prod_sel_items_v_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pn_hub_card_v" ADD CONSTRAINT "_pn_hub_card_v_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pn_iaq_v" ADD CONSTRAINT "_pn_iaq_v_air_cleaner_link_page_id_pages_id_fk" FOREIGN KEY ("air_cleaner_link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pn_iaq_v" ADD CONSTRAINT "_pn_iaq_v_humidifier_link_page_id_pages_id_fk" FOREIGN KEY ("humidifier_link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pn_iaq_v" ADD CONSTRAINT "_pn_iaq_v_filter_link_page_id_pages_id_fk" FOREIGN KEY ("filter_link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_price_cards_v" ADD CONSTRAINT "_price_cards_v_cta_page_id_pages_id_fk" FOREIGN KEY ("cta_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_warranty_types_v" ADD CONSTRAINT "_warranty_types_v_cta_page_id_pages_id_fk" FOREIGN KEY ("cta_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_big_numbers_v" ADD CONSTRAINT "_big_numbers_v_cta_page_id_pages_id_fk" FOREIGN KEY ("cta_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_common_issues_v_items" ADD CONSTRAINT "_common_issues_v_items_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_trbl_grid_v_items" ADD CONSTRAINT "_trbl_grid_v_items_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_maint_grid_v_items" ADD CONSTRAINT "_maint_grid_v_items_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_hvac_nav_v_items" ADD CONSTRAINT "_hvac_nav_v_items_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "rsec_blocks_image" ADD CONSTRAINT "rsec_blocks_image_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sec_card_rpt_cards" ADD CONSTRAINT "sec_card_rpt_cards_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sec_icon_grid" ADD CONSTRAINT "sec_icon_grid_cta_page_id_pages_id_fk" FOREIGN KEY ("cta_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sec_basic_banner" ADD CONSTRAINT "sec_basic_banner_button_page_id_pages_id_fk" FOREIGN KEY ("button_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sec_cta_cards_cards" ADD CONSTRAINT "sec_cta_cards_cards_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sec_fifty_fifty" ADD CONSTRAINT "sec_fifty_fifty_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sec_steps" ADD CONSTRAINT "sec_steps_cta_page_id_pages_id_fk" FOREIGN KEY ("cta_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sec_icon_list_items" ADD CONSTRAINT "sec_icon_list_items_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sec_link_card_cards" ADD CONSTRAINT "sec_link_card_cards_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sec_four_links_links" ADD CONSTRAINT "sec_four_links_links_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sec_three_col_columns" ADD CONSTRAINT "sec_three_col_columns_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sec_acc_items" ADD CONSTRAINT "sec_acc_items_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_image_link_page_idx" ON "pages_blocks_image" USING btree ("link_page_id");
  CREATE INDEX "card_rpt_cards_link_page_idx" ON "card_rpt_cards" USING btree ("link_page_id");
  CREATE INDEX "icon_grid_cta_cta_page_idx" ON "icon_grid" USING btree ("cta_page_id");
  CREATE INDEX "basic_banner_button_page_idx" ON "basic_banner" USING btree ("button_page_id");
  CREATE INDEX "acc_items_link_page_idx" ON "acc_items" USING btree ("link_page_id");
  CREATE INDEX "close_banner_link_page_idx" ON "close_banner" USING btree ("link_page_id");
  CREATE INDEX "sticky_cta_page_idx" ON "sticky_cta" USING btree ("page_id");
  CREATE INDEX "link_card_cards_page_idx" ON "link_card_cards" USING btree ("page_id");
  CREATE INDEX "three_col_columns_page_idx" ON "three_col_columns" USING btree ("page_id");
  CREATE INDEX "steps_cta_cta_page_idx" ON "steps" USING btree ("cta_page_id");
  CREATE INDEX "four_links_links_page_idx" ON "four_links_links" USING btree ("page_id");
  CREATE INDEX "fifty_fifty_link_link_page_idx" ON "fifty_fifty" USING btree ("link_page_id");
  CREATE INDEX "icon_list_items_link_page_idx" ON "icon_list_items" USING btree ("link_page_id");
  CREATE INDEX "cta_cards_cards_page_idx" ON "cta_cards_cards" USING btree ("page_id");
  CREATE INDEX "gslide_slides_link_page_idx" ON "gslide_slides" USING btree ("link_page_id");
  CREATE INDEX "slides_button_link_button_link_page_idx" ON "slides" USING btree ("button_link_page_id");
  CREATE INDEX "entries_product_page_idx" ON "entries" USING btree ("product_page_id");
  CREATE INDEX "prod_sel_items_page_idx" ON "prod_sel_items" USING btree ("page_id");
  CREATE INDEX "pn_hub_card_link_page_idx" ON "pn_hub_card" USING btree ("link_page_id");
  CREATE INDEX "pn_iaq_air_cleaner_air_cleaner_link_page_idx" ON "pn_iaq" USING btree ("air_cleaner_link_page_id");
  CREATE INDEX "pn_iaq_humidifier_humidifier_link_page_idx" ON "pn_iaq" USING btree ("humidifier_link_page_id");
  CREATE INDEX "pn_iaq_filter_filter_link_page_idx" ON "pn_iaq" USING btree ("filter_link_page_id");
  CREATE INDEX "price_cards_cta_cta_page_idx" ON "price_cards" USING btree ("cta_page_id");
  CREATE INDEX "warranty_types_cta_cta_page_idx" ON "warranty_types" USING btree ("cta_page_id");
  CREATE INDEX "big_numbers_cta_cta_page_idx" ON "big_numbers" USING btree ("cta_page_id");
  CREATE INDEX "common_issues_items_page_idx" ON "common_issues_items" USING btree ("page_id");
  CREATE INDEX "trbl_grid_items_page_idx" ON "trbl_grid_items" USING btree ("page_id");
  CREATE INDEX "maint_grid_items_page_idx" ON "maint_grid_items" USING btree ("page_id");
  CREATE INDEX "hvac_nav_items_page_idx" ON "hvac_nav_items" USING btree ("page_id");
  CREATE INDEX "_pages_v_blocks_image_link_page_idx" ON "_pages_v_blocks_image" USING btree ("link_page_id");
  CREATE INDEX "_card_rpt_v_cards_link_page_idx" ON "_card_rpt_v_cards" USING btree ("link_page_id");
  CREATE INDEX "_icon_grid_v_cta_cta_page_idx" ON "_icon_grid_v" USING btree ("cta_page_id");
  CREATE INDEX "_basic_banner_v_button_page_idx" ON "_basic_banner_v" USING btree ("button_page_id");
  CREATE INDEX "_acc_v_items_link_page_idx" ON "_acc_v_items" USING btree ("link_page_id");
  CREATE INDEX "_close_banner_v_link_page_idx" ON "_close_banner_v" USING btree ("link_page_id");
  CREATE INDEX "_sticky_cta_v_page_idx" ON "_sticky_cta_v" USING btree ("page_id");
  CREATE INDEX "_link_card_v_cards_page_idx" ON "_link_card_v_cards" USING btree ("page_id");
  CREATE INDEX "_three_col_v_columns_page_idx" ON "_three_col_v_columns" USING btree ("page_id");
  CREATE INDEX "_steps_v_cta_cta_page_idx" ON "_steps_v" USING btree ("cta_page_id");
  CREATE INDEX "_four_links_v_links_page_idx" ON "_four_links_v_links" USING btree ("page_id");
  CREATE INDEX "_fifty_fifty_v_link_link_page_idx" ON "_fifty_fifty_v" USING btree ("link_page_id");
  CREATE INDEX "_icon_list_v_items_link_page_idx" ON "_icon_list_v_items" USING btree ("link_page_id");
  CREATE INDEX "_cta_cards_v_cards_page_idx" ON "_cta_cards_v_cards" USING btree ("page_id");
  CREATE INDEX "_gslide_v_slides_link_page_idx" ON "_gslide_v_slides" USING btree ("link_page_id");
  CREATE INDEX "_slides_v_button_link_button_link_page_idx" ON "_slides_v" USING btree ("button_link_page_id");
  CREATE INDEX "_entries_v_product_page_idx" ON "_entries_v" USING btree ("product_page_id");
  CREATE INDEX "_prod_sel_items_v_page_idx" ON "_prod_sel_items_v" USING btree ("page_id");
  CREATE INDEX "_pn_hub_card_v_link_page_idx" ON "_pn_hub_card_v" USING btree ("link_page_id");
  CREATE INDEX "_pn_iaq_v_air_cleaner_air_cleaner_link_page_idx" ON "_pn_iaq_v" USING btree ("air_cleaner_link_page_id");
  CREATE INDEX "_pn_iaq_v_humidifier_humidifier_link_page_idx" ON "_pn_iaq_v" USING btree ("humidifier_link_page_id");
  CREATE INDEX "_pn_iaq_v_filter_filter_link_page_idx" ON "_pn_iaq_v" USING btree ("filter_link_page_id");
  CREATE INDEX "_price_cards_v_cta_cta_page_idx" ON "_price_cards_v" USING btree ("cta_page_id");
  CREATE INDEX "_warranty_types_v_cta_cta_page_idx" ON "_warranty_types_v" USING btree ("cta_page_id");
  CREATE INDEX "_big_numbers_v_cta_cta_page_idx" ON "_big_numbers_v" USING btree ("cta_page_id");
  CREATE INDEX "_common_issues_v_items_page_idx" ON "_common_issues_v_items" USING btree ("page_id");
  CREATE INDEX "_trbl_grid_v_items_page_idx" ON "_trbl_grid_v_items" USING btree ("page_id");
  CREATE INDEX "_maint_grid_v_items_page_idx" ON "_maint_grid_v_items" USING btree ("page_id");
  CREATE INDEX "_hvac_nav_v_items_page_idx" ON "_hvac_nav_v_items" USING btree ("page_id");
  CREATE INDEX "rsec_blocks_image_link_page_idx" ON "rsec_blocks_image" USING btree ("link_page_id");
  CREATE INDEX "sec_card_rpt_cards_link_page_idx" ON "sec_card_rpt_cards" USING btree ("link_page_id");
  CREATE INDEX "sec_icon_grid_cta_cta_page_idx" ON "sec_icon_grid" USING btree ("cta_page_id");
  CREATE INDEX "sec_basic_banner_button_page_idx" ON "sec_basic_banner" USING btree ("button_page_id");
  CREATE INDEX "sec_cta_cards_cards_page_idx" ON "sec_cta_cards_cards" USING btree ("page_id");
  CREATE INDEX "sec_fifty_fifty_link_link_page_idx" ON "sec_fifty_fifty" USING btree ("link_page_id");
  CREATE INDEX "sec_steps_cta_cta_page_idx" ON "sec_steps" USING btree ("cta_page_id");
  CREATE INDEX "sec_icon_list_items_link_page_idx" ON "sec_icon_list_items" USING btree ("link_page_id");
  CREATE INDEX "sec_link_card_cards_page_idx" ON "sec_link_card_cards" USING btree ("page_id");
  CREATE INDEX "sec_four_links_links_page_idx" ON "sec_four_links_links" USING btree ("page_id");
  CREATE INDEX "sec_three_col_columns_page_idx" ON "sec_three_col_columns" USING btree ("page_id");
  CREATE INDEX "sec_acc_items_link_page_idx" ON "sec_acc_items" USING btree ("link_page_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_image" DROP CONSTRAINT "pages_blocks_image_link_page_id_pages_id_fk";
  
  ALTER TABLE "card_rpt_cards" DROP CONSTRAINT "card_rpt_cards_link_page_id_pages_id_fk";
  
  ALTER TABLE "icon_grid" DROP CONSTRAINT "icon_grid_cta_page_id_pages_id_fk";
  
  ALTER TABLE "basic_banner" DROP CONSTRAINT "basic_banner_button_page_id_pages_id_fk";
  
  ALTER TABLE "acc_items" DROP CONSTRAINT "acc_items_link_page_id_pages_id_fk";
  
  ALTER TABLE "close_banner" DROP CONSTRAINT "close_banner_link_page_id_pages_id_fk";
  
  ALTER TABLE "sticky_cta" DROP CONSTRAINT "sticky_cta_page_id_pages_id_fk";
  
  ALTER TABLE "link_card_cards" DROP CONSTRAINT "link_card_cards_page_id_pages_id_fk";
  
  ALTER TABLE "three_col_columns" DROP CONSTRAINT "three_col_columns_page_id_pages_id_fk";
  
  ALTER TABLE "steps" DROP CONSTRAINT "steps_cta_page_id_pages_id_fk";
  
  ALTER TABLE "four_links_links" DROP CONSTRAINT "four_links_links_page_id_pages_id_fk";
  
  ALTER TABLE "fifty_fifty" DROP CONSTRAINT "fifty_fifty_link_page_id_pages_id_fk";
  
  ALTER TABLE "icon_list_items" DROP CONSTRAINT "icon_list_items_link_page_id_pages_id_fk";
  
  ALTER TABLE "cta_cards_cards" DROP CONSTRAINT "cta_cards_cards_page_id_pages_id_fk";
  
  ALTER TABLE "gslide_slides" DROP CONSTRAINT "gslide_slides_link_page_id_pages_id_fk";
  
  ALTER TABLE "slides" DROP CONSTRAINT "slides_button_link_page_id_pages_id_fk";
  
  ALTER TABLE "entries" DROP CONSTRAINT "entries_product_page_id_pages_id_fk";
  
  ALTER TABLE "prod_sel_items" DROP CONSTRAINT "prod_sel_items_page_id_pages_id_fk";
  
  ALTER TABLE "pn_hub_card" DROP CONSTRAINT "pn_hub_card_link_page_id_pages_id_fk";
  
  ALTER TABLE "pn_iaq" DROP CONSTRAINT "pn_iaq_air_cleaner_link_page_id_pages_id_fk";
  
  ALTER TABLE "pn_iaq" DROP CONSTRAINT "pn_iaq_humidifier_link_page_id_pages_id_fk";
  
  ALTER TABLE "pn_iaq" DROP CONSTRAINT "pn_iaq_filter_link_page_id_pages_id_fk";
  
  ALTER TABLE "price_cards" DROP CONSTRAINT "price_cards_cta_page_id_pages_id_fk";
  
  ALTER TABLE "warranty_types" DROP CONSTRAINT "warranty_types_cta_page_id_pages_id_fk";
  
  ALTER TABLE "big_numbers" DROP CONSTRAINT "big_numbers_cta_page_id_pages_id_fk";
  
  ALTER TABLE "common_issues_items" DROP CONSTRAINT "common_issues_items_page_id_pages_id_fk";
  
  ALTER TABLE "trbl_grid_items" DROP CONSTRAINT "trbl_grid_items_page_id_pages_id_fk";
  
  ALTER TABLE "maint_grid_items" DROP CONSTRAINT "maint_grid_items_page_id_pages_id_fk";
  
  ALTER TABLE "hvac_nav_items" DROP CONSTRAINT "hvac_nav_items_page_id_pages_id_fk";
  
  ALTER TABLE "_pages_v_blocks_image" DROP CONSTRAINT "_pages_v_blocks_image_link_page_id_pages_id_fk";
  
  ALTER TABLE "_card_rpt_v_cards" DROP CONSTRAINT "_card_rpt_v_cards_link_page_id_pages_id_fk";
  
  ALTER TABLE "_icon_grid_v" DROP CONSTRAINT "_icon_grid_v_cta_page_id_pages_id_fk";
  
  ALTER TABLE "_basic_banner_v" DROP CONSTRAINT "_basic_banner_v_button_page_id_pages_id_fk";
  
  ALTER TABLE "_acc_v_items" DROP CONSTRAINT "_acc_v_items_link_page_id_pages_id_fk";
  
  ALTER TABLE "_close_banner_v" DROP CONSTRAINT "_close_banner_v_link_page_id_pages_id_fk";
  
  ALTER TABLE "_sticky_cta_v" DROP CONSTRAINT "_sticky_cta_v_page_id_pages_id_fk";
  
  ALTER TABLE "_link_card_v_cards" DROP CONSTRAINT "_link_card_v_cards_page_id_pages_id_fk";
  
  ALTER TABLE "_three_col_v_columns" DROP CONSTRAINT "_three_col_v_columns_page_id_pages_id_fk";
  
  ALTER TABLE "_steps_v" DROP CONSTRAINT "_steps_v_cta_page_id_pages_id_fk";
  
  ALTER TABLE "_four_links_v_links" DROP CONSTRAINT "_four_links_v_links_page_id_pages_id_fk";
  
  ALTER TABLE "_fifty_fifty_v" DROP CONSTRAINT "_fifty_fifty_v_link_page_id_pages_id_fk";
  
  ALTER TABLE "_icon_list_v_items" DROP CONSTRAINT "_icon_list_v_items_link_page_id_pages_id_fk";
  
  ALTER TABLE "_cta_cards_v_cards" DROP CONSTRAINT "_cta_cards_v_cards_page_id_pages_id_fk";
  
  ALTER TABLE "_gslide_v_slides" DROP CONSTRAINT "_gslide_v_slides_link_page_id_pages_id_fk";
  
  ALTER TABLE "_slides_v" DROP CONSTRAINT "_slides_v_button_link_page_id_pages_id_fk";
  
  ALTER TABLE "_entries_v" DROP CONSTRAINT "_entries_v_product_page_id_pages_id_fk";
  
  ALTER TABLE "_prod_sel_items_v" DROP CONSTRAINT "_prod_sel_items_v_page_id_pages_id_fk";
  
  ALTER TABLE "_pn_hub_card_v" DROP CONSTRAINT "_pn_hub_card_v_link_page_id_pages_id_fk";
  
  ALTER TABLE "_pn_iaq_v" DROP CONSTRAINT "_pn_iaq_v_air_cleaner_link_page_id_pages_id_fk";
  
  ALTER TABLE "_pn_iaq_v" DROP CONSTRAINT "_pn_iaq_v_humidifier_link_page_id_pages_id_fk";
  
  ALTER TABLE "_pn_iaq_v" DROP CONSTRAINT "_pn_iaq_v_filter_link_page_id_pages_id_fk";
  
  ALTER TABLE "_price_cards_v" DROP CONSTRAINT "_price_cards_v_cta_page_id_pages_id_fk";
  
  ALTER TABLE "_warranty_types_v" DROP CONSTRAINT "_warranty_types_v_cta_page_id_pages_id_fk";
  
  ALTER TABLE "_big_numbers_v" DROP CONSTRAINT "_big_numbers_v_cta_page_id_pages_id_fk";
  
  ALTER TABLE "_common_issues_v_items" DROP CONSTRAINT "_common_issues_v_items_page_id_pages_id_fk";
  
  ALTER TABLE "_trbl_grid_v_items" DROP CONSTRAINT "_trbl_grid_v_items_page_id_pages_id_fk";
  
  ALTER TABLE "_maint_grid_v_items" DROP CONSTRAINT "_maint_grid_v_items_page_id_pages_id_fk";
  
  ALTER TABLE "_hvac_nav_v_items" DROP CONSTRAINT "_hvac_nav_v_items_page_id_pages_id_fk";
  
  ALTER TABLE "rsec_blocks_image" DROP CONSTRAINT "rsec_blocks_image_link_page_id_pages_id_fk";
  
  ALTER TABLE "sec_card_rpt_cards" DROP CONSTRAINT "sec_card_rpt_cards_link_page_id_pages_id_fk";
  
  ALTER TABLE "sec_icon_grid" DROP CONSTRAINT "sec_icon_grid_cta_page_id_pages_id_fk";
  
  ALTER TABLE "sec_basic_banner" DROP CONSTRAINT "sec_basic_banner_button_page_id_pages_id_fk";
  
  ALTER TABLE "sec_cta_cards_cards" DROP CONSTRAINT "sec_cta_cards_cards_page_id_pages_id_fk";
  
  ALTER TABLE "sec_fifty_fifty" DROP CONSTRAINT "sec_fifty_fifty_link_page_id_pages_id_fk";
  
  ALTER TABLE "sec_steps" DROP CONSTRAINT "sec_steps_cta_page_id_pages_id_fk";
  
  ALTER TABLE "sec_icon_list_items" DROP CONSTRAINT "sec_icon_list_items_link_page_id_pages_id_fk";
  
  ALTER TABLE "sec_link_card_cards" DROP CONSTRAINT "sec_link_card_cards_page_id_pages_id_fk";
  
  ALTER TABLE "sec_four_links_links" DROP CONSTRAINT "sec_four_links_links_page_id_pages_id_fk";
  
  ALTER TABLE "sec_three_col_columns" DROP CONSTRAINT "sec_three_col_columns_page_id_pages_id_fk";
  
  ALTER TABLE "sec_acc_items" DROP CONSTRAINT "sec_acc_items_link_page_id_pages_id_fk";
  
  DROP INDEX "pages_blocks_image_link_page_idx";
  DROP INDEX "card_rpt_cards_link_page_idx";
  DROP INDEX "icon_grid_cta_cta_page_idx";
  DROP INDEX "basic_banner_button_page_idx";
  DROP INDEX "acc_items_link_page_idx";
  DROP INDEX "close_banner_link_page_idx";
  DROP INDEX "sticky_cta_page_idx";
  DROP INDEX "link_card_cards_page_idx";
  DROP INDEX "three_col_columns_page_idx";
  DROP INDEX "steps_cta_cta_page_idx";
  DROP INDEX "four_links_links_page_idx";
  DROP INDEX "fifty_fifty_link_link_page_idx";
  DROP INDEX "icon_list_items_link_page_idx";
  DROP INDEX "cta_cards_cards_page_idx";
  DROP INDEX "gslide_slides_link_page_idx";
  DROP INDEX "slides_button_link_button_link_page_idx";
  DROP INDEX "entries_product_page_idx";
  DROP INDEX "prod_sel_items_page_idx";
  DROP INDEX "pn_hub_card_link_page_idx";
  DROP INDEX "pn_iaq_air_cleaner_air_cleaner_link_page_idx";
  DROP INDEX "pn_iaq_humidifier_humidifier_link_page_idx";
  DROP INDEX "pn_iaq_filter_filter_link_page_idx";
  DROP INDEX "price_cards_cta_cta_page_idx";
  DROP INDEX "warranty_types_cta_cta_page_idx";
  DROP INDEX "big_numbers_cta_cta_page_idx";
  DROP INDEX "common_issues_items_page_idx";
  DROP INDEX "trbl_grid_items_page_idx";
  DROP INDEX "maint_grid_items_page_idx";
  DROP INDEX "hvac_nav_items_page_idx";
  DROP INDEX "_pages_v_blocks_image_link_page_idx";
  DROP INDEX "_card_rpt_v_cards_link_page_idx";
  DROP INDEX "_icon_grid_v_cta_cta_page_idx";
  DROP INDEX "_basic_banner_v_button_page_idx";
  DROP INDEX "_acc_v_items_link_page_idx";
  DROP INDEX "_close_banner_v_link_page_idx";
  DROP INDEX "_sticky_cta_v_page_idx";
  DROP INDEX "_link_card_v_cards_page_idx";
  DROP INDEX "_three_col_v_columns_page_idx";
  DROP INDEX "_steps_v_cta_cta_page_idx";
  DROP INDEX "_four_links_v_links_page_idx";
  DROP INDEX "_fifty_fifty_v_link_link_page_idx";
  DROP INDEX "_icon_list_v_items_link_page_idx";
  DROP INDEX "_cta_cards_v_cards_page_idx";
  DROP INDEX "_gslide_v_slides_link_page_idx";
  DROP INDEX "_slides_v_button_link_button_link_page_idx";
  DROP INDEX "_entries_v_product_page_idx";
  DROP INDEX "_prod_sel_items_v_page_idx";
  DROP INDEX "_pn_hub_card_v_link_page_idx";
  DROP INDEX "_pn_iaq_v_air_cleaner_air_cleaner_link_page_idx";
  DROP INDEX "_pn_iaq_v_humidifier_humidifier_link_page_idx";
  DROP INDEX "_pn_iaq_v_filter_filter_link_page_idx";
  DROP INDEX "_price_cards_v_cta_cta_page_idx";
  DROP INDEX "_warranty_types_v_cta_cta_page_idx";
  DROP INDEX "_big_numbers_v_cta_cta_page_idx";
  DROP INDEX "_common_issues_v_items_page_idx";
  DROP INDEX "_trbl_grid_v_items_page_idx";
  DROP INDEX "_maint_grid_v_items_page_idx";
  DROP INDEX "_hvac_nav_v_items_page_idx";
  DROP INDEX "rsec_blocks_image_link_page_idx";
  DROP INDEX "sec_card_rpt_cards_link_page_idx";
  DROP INDEX "sec_icon_grid_cta_cta_page_idx";
  DROP INDEX "sec_basic_banner_button_page_idx";
  DROP INDEX "sec_cta_cards_cards_page_idx";
  DROP INDEX "sec_fifty_fifty_link_link_page_idx";
  DROP INDEX "sec_steps_cta_cta_page_idx";
  DROP INDEX "sec_icon_list_items_link_page_idx";
  DROP INDEX "sec_link_card_cards_page_idx";
  DROP INDEX "sec_four_links_links_page_idx";
  DROP INDEX "sec_three_col_columns_page_idx";
  DROP INDEX "sec_acc_items_link_page_idx";
  ALTER TABLE "sec_cta_cards_cards" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "sec_link_card_cards" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "sec_four_links_links" ALTER COLUMN "link" SET NOT NULL;
  ALTER TABLE "pages_blocks_image" DROP COLUMN "link_page_id";
  ALTER TABLE "card_rpt_cards" DROP COLUMN "link_page_id";
  ALTER TABLE "icon_grid" DROP COLUMN "cta_page_id";
  ALTER TABLE "basic_banner" DROP COLUMN "button_page_id";
  ALTER TABLE "acc_items" DROP COLUMN "link_page_id";
  ALTER TABLE "close_banner" DROP COLUMN "link_page_id";
  ALTER TABLE "sticky_cta" DROP COLUMN "page_id";
  ALTER TABLE "link_card_cards" DROP COLUMN "page_id";
  ALTER TABLE "three_col_columns" DROP COLUMN "page_id";
  ALTER TABLE "steps" DROP COLUMN "cta_page_id";
  ALTER TABLE "four_links_links" DROP COLUMN "page_id";
  ALTER TABLE "fifty_fifty" DROP COLUMN "link_page_id";
  ALTER TABLE "icon_list_items" DROP COLUMN "link_page_id";
  ALTER TABLE "cta_cards_cards" DROP COLUMN "page_id";
  ALTER TABLE "gslide_slides" DROP COLUMN "link_page_id";
  ALTER TABLE "slides" DROP COLUMN "button_link_page_id";
  ALTER TABLE "entries" DROP COLUMN "product_page_id";
  ALTER TABLE "prod_sel_items" DROP COLUMN "page_id";
  ALTER TABLE "pn_hub_card" DROP COLUMN "link_page_id";
  ALTER TABLE "pn_iaq" DROP COLUMN "air_cleaner_link_page_id";
  ALTER TABLE "pn_iaq" DROP COLUMN "humidifier_link_page_id";
  ALTER TABLE "pn_iaq" DROP COLUMN "filter_link_page_id";
  ALTER TABLE "price_cards" DROP COLUMN "cta_page_id";
  ALTER TABLE "warranty_types" DROP COLUMN "cta_page_id";
  ALTER TABLE "big_numbers" DROP COLUMN "cta_page_id";
  ALTER TABLE "common_issues_items" DROP COLUMN "page_id";
  ALTER TABLE "trbl_grid_items" DROP COLUMN "page_id";
  ALTER TABLE "maint_grid_items" DROP COLUMN "page_id";
  ALTER TABLE "hvac_nav_items" DROP COLUMN "page_id";
  ALTER TABLE "_pages_v_blocks_image" DROP COLUMN "link_page_id";
  ALTER TABLE "_card_rpt_v_cards" DROP COLUMN "link_page_id";
  ALTER TABLE "_icon_grid_v" DROP COLUMN "cta_page_id";
  ALTER TABLE "_basic_banner_v" DROP COLUMN "button_page_id";
  ALTER TABLE "_acc_v_items" DROP COLUMN "link_page_id";
  ALTER TABLE "_close_banner_v" DROP COLUMN "link_page_id";
  ALTER TABLE "_sticky_cta_v" DROP COLUMN "page_id";
  ALTER TABLE "_link_card_v_cards" DROP COLUMN "page_id";
  ALTER TABLE "_three_col_v_columns" DROP COLUMN "page_id";
  ALTER TABLE "_steps_v" DROP COLUMN "cta_page_id";
  ALTER TABLE "_four_links_v_links" DROP COLUMN "page_id";
  ALTER TABLE "_fifty_fifty_v" DROP COLUMN "link_page_id";
  ALTER TABLE "_icon_list_v_items" DROP COLUMN "link_page_id";
  ALTER TABLE "_cta_cards_v_cards" DROP COLUMN "page_id";
  ALTER TABLE "_gslide_v_slides" DROP COLUMN "link_page_id";
  ALTER TABLE "_slides_v" DROP COLUMN "button_link_page_id";
  ALTER TABLE "_entries_v" DROP COLUMN "product_page_id";
  ALTER TABLE "_prod_sel_items_v" DROP COLUMN "page_id";
  ALTER TABLE "_pn_hub_card_v" DROP COLUMN "link_page_id";
  ALTER TABLE "_pn_iaq_v" DROP COLUMN "air_cleaner_link_page_id";
  ALTER TABLE "_pn_iaq_v" DROP COLUMN "humidifier_link_page_id";
  ALTER TABLE "_pn_iaq_v" DROP COLUMN "filter_link_page_id";
  ALTER TABLE "_price_cards_v" DROP COLUMN "cta_page_id";
  ALTER TABLE "_warranty_types_v" DROP COLUMN "cta_page_id";
  ALTER TABLE "_big_numbers_v" DROP COLUMN "cta_page_id";
  ALTER TABLE "_common_issues_v_items" DROP COLUMN "page_id";
  ALTER TABLE "_trbl_grid_v_items" DROP COLUMN "page_id";
  ALTER TABLE "_maint_grid_v_items" DROP COLUMN "page_id";
  ALTER TABLE "_hvac_nav_v_items" DROP COLUMN "page_id";
  ALTER TABLE "rsec_blocks_image" DROP COLUMN "link_page_id";
  ALTER TABLE "sec_card_rpt_cards" DROP COLUMN "link_page_id";
  ALTER TABLE "sec_icon_grid" DROP COLUMN "cta_page_id";
  ALTER TABLE "sec_basic_banner" DROP COLUMN "button_page_id";
  ALTER TABLE "sec_cta_cards_cards" DROP COLUMN "page_id";
  ALTER TABLE "sec_fifty_fifty" DROP COLUMN "link_page_id";
  ALTER TABLE "sec_steps" DROP COLUMN "cta_page_id";
  ALTER TABLE "sec_icon_list_items" DROP COLUMN "link_page_id";
  ALTER TABLE "sec_link_card_cards" DROP COLUMN "page_id";
  ALTER TABLE "sec_four_links_links" DROP COLUMN "page_id";
  ALTER TABLE "sec_three_col_columns" DROP COLUMN "page_id";
  ALTER TABLE "sec_acc_items" DROP COLUMN "link_page_id";`)
}
