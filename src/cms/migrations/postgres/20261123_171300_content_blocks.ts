import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_hero_btn_variant" AS ENUM('primary', 'secondary', 'outline');
  CREATE TYPE "public"."enum_hero_variant" AS ENUM('image', 'wave', 'video', 'color');
  CREATE TYPE "public"."enum_hero_title_level" AS ENUM('h1', 'h2');
  CREATE TYPE "public"."enum_hero_background_color" AS ENUM('dark', 'brand', 'light', 'white');
  CREATE TYPE "public"."enum_hero_wave_color" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_hero_height_mobile" AS ENUM('compact', 'medium', 'tall', 'screen');
  CREATE TYPE "public"."enum_hero_height_tablet" AS ENUM('compact', 'medium', 'tall', 'screen');
  CREATE TYPE "public"."enum_hero_height_desktop" AS ENUM('compact', 'medium', 'tall', 'screen');
  CREATE TYPE "public"."enum_basic_banner_background_color" AS ENUM('brand', 'dark', 'light', 'accent');
  CREATE TYPE "public"."enum_w_hero_alignment" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_w_hero_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_w_hero_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_w_hero_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_w_btn_dialog" AS ENUM('register', 'lookup');
  CREATE TYPE "public"."enum_w_btn_variant" AS ENUM('primary', 'secondary', 'outline');
  CREATE TYPE "public"."enum_w_btn_alignment" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_w_btn_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_w_btn_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_w_btn_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_acc_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_acc_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_acc_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_exp_cards_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_exp_cards_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_exp_cards_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_tabs_bg_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_tabs_bg_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_tabs_bg_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_dtable_header_rows_cells_background" AS ENUM('none', 'light', 'tint', 'brand', 'dark');
  CREATE TYPE "public"."enum_dtable_body_rows_cells_background" AS ENUM('none', 'light', 'tint', 'brand', 'dark');
  CREATE TYPE "public"."enum_dtable_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_dtable_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_dtable_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_help_banner_language" AS ENUM('en', 'es', 'fr');
  CREATE TYPE "public"."enum_close_banner_tone" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum_video_player_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_video_player_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_video_player_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_video_content_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_video_content_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_video_content_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_video_cards_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_video_cards_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_video_cards_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_link_card_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_link_card_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_link_card_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_three_col_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_three_col_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_three_col_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_steps_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_steps_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_steps_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_four_links_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_four_links_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_four_links_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_tooltip_content_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_tooltip_content_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_tooltip_content_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_example_section_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_example_section_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_example_section_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_fifty_fifty_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_fifty_fifty_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_fifty_fifty_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_fifty_fifty_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_icon_list_items_icon" AS ENUM('thermometer', 'snowflake', 'flame', 'wrench', 'leaf', 'shield', 'phone', 'dollar');
  CREATE TYPE "public"."enum_icon_list_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_icon_list_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_icon_list_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_cta_cards_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_cta_cards_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_cta_cards_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_pages_blocks_spacer_size" AS ENUM('small', 'medium', 'large', 'xlarge');
  CREATE TYPE "public"."enum_pages_blocks_spacer_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_spacer_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_pages_blocks_spacer_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_email_banner_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_email_banner_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_email_banner_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_product_feat_features_icon" AS ENUM('thermometer', 'snowflake', 'flame', 'wrench', 'leaf', 'shield', 'phone', 'dollar');
  CREATE TYPE "public"."enum_product_feat_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_product_feat_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_product_feat_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_gslide_options_desk_arrows_bg" AS ENUM('white', 'brand', 'dark', 'accent');
  CREATE TYPE "public"."enum_gslide_options_desk_arrows_color" AS ENUM('white', 'brand', 'dark', 'accent');
  CREATE TYPE "public"."enum_gslide_options_desk_arrows_border" AS ENUM('none', 'white', 'brand', 'dark', 'accent');
  CREATE TYPE "public"."enum_gslide_options_desk_dots_colors" AS ENUM('brand', 'dark', 'accent');
  CREATE TYPE "public"."enum_gslide_options_desk_transition_effect" AS ENUM('slide', 'none');
  CREATE TYPE "public"."enum_gslide_options_desk_wrapper_css" AS ENUM('none', 'padded', 'bordered');
  CREATE TYPE "public"."enum_gslide_options_tablet_arrows_bg" AS ENUM('white', 'brand', 'dark', 'accent');
  CREATE TYPE "public"."enum_gslide_options_tablet_arrows_color" AS ENUM('white', 'brand', 'dark', 'accent');
  CREATE TYPE "public"."enum_gslide_options_tablet_arrows_border" AS ENUM('none', 'white', 'brand', 'dark', 'accent');
  CREATE TYPE "public"."enum_gslide_options_tablet_dots_colors" AS ENUM('brand', 'dark', 'accent');
  CREATE TYPE "public"."enum_gslide_options_tablet_transition_effect" AS ENUM('slide', 'none');
  CREATE TYPE "public"."enum_gslide_options_tablet_wrapper_css" AS ENUM('none', 'padded', 'bordered');
  CREATE TYPE "public"."enum_gslide_options_mobile_arrows_bg" AS ENUM('white', 'brand', 'dark', 'accent');
  CREATE TYPE "public"."enum_gslide_options_mobile_arrows_color" AS ENUM('white', 'brand', 'dark', 'accent');
  CREATE TYPE "public"."enum_gslide_options_mobile_arrows_border" AS ENUM('none', 'white', 'brand', 'dark', 'accent');
  CREATE TYPE "public"."enum_gslide_options_mobile_dots_colors" AS ENUM('brand', 'dark', 'accent');
  CREATE TYPE "public"."enum_gslide_options_mobile_transition_effect" AS ENUM('slide', 'none');
  CREATE TYPE "public"."enum_gslide_options_mobile_wrapper_css" AS ENUM('none', 'padded', 'bordered');
  CREATE TYPE "public"."enum_gslide_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_gslide_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_gslide_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_qslide_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_qslide_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_qslide_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum_tslide_auto_slide" AS ENUM('0', '1');
  CREATE TYPE "public"."enum_tslide_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum_tslide_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum_tslide_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__hero_btn_v_variant" AS ENUM('primary', 'secondary', 'outline');
  CREATE TYPE "public"."enum__hero_v_variant" AS ENUM('image', 'wave', 'video', 'color');
  CREATE TYPE "public"."enum__hero_v_title_level" AS ENUM('h1', 'h2');
  CREATE TYPE "public"."enum__hero_v_background_color" AS ENUM('dark', 'brand', 'light', 'white');
  CREATE TYPE "public"."enum__hero_v_wave_color" AS ENUM('white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__hero_v_height_mobile" AS ENUM('compact', 'medium', 'tall', 'screen');
  CREATE TYPE "public"."enum__hero_v_height_tablet" AS ENUM('compact', 'medium', 'tall', 'screen');
  CREATE TYPE "public"."enum__hero_v_height_desktop" AS ENUM('compact', 'medium', 'tall', 'screen');
  CREATE TYPE "public"."enum__basic_banner_v_background_color" AS ENUM('brand', 'dark', 'light', 'accent');
  CREATE TYPE "public"."enum__w_hero_v_alignment" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum__w_hero_v_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__w_hero_v_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__w_hero_v_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__w_btn_v_dialog" AS ENUM('register', 'lookup');
  CREATE TYPE "public"."enum__w_btn_v_variant" AS ENUM('primary', 'secondary', 'outline');
  CREATE TYPE "public"."enum__w_btn_v_alignment" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum__w_btn_v_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__w_btn_v_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__w_btn_v_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__acc_v_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__acc_v_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__acc_v_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__exp_cards_v_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__exp_cards_v_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__exp_cards_v_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__tabs_bg_v_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__tabs_bg_v_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__tabs_bg_v_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__dtable_v_header_rows_cells_background" AS ENUM('none', 'light', 'tint', 'brand', 'dark');
  CREATE TYPE "public"."enum__dtable_v_body_rows_cells_background" AS ENUM('none', 'light', 'tint', 'brand', 'dark');
  CREATE TYPE "public"."enum__dtable_v_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__dtable_v_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__dtable_v_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__help_banner_v_language" AS ENUM('en', 'es', 'fr');
  CREATE TYPE "public"."enum__close_banner_v_tone" AS ENUM('light', 'dark');
  CREATE TYPE "public"."enum__video_player_v_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__video_player_v_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__video_player_v_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__video_content_v_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__video_content_v_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__video_content_v_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__video_cards_v_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__video_cards_v_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__video_cards_v_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__link_card_v_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__link_card_v_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__link_card_v_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__three_col_v_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__three_col_v_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__three_col_v_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__steps_v_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__steps_v_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__steps_v_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__four_links_v_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__four_links_v_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__four_links_v_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__tooltip_content_v_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__tooltip_content_v_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__tooltip_content_v_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__example_section_v_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__example_section_v_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__example_section_v_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__fifty_fifty_v_image_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum__fifty_fifty_v_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__fifty_fifty_v_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__fifty_fifty_v_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__icon_list_v_items_icon" AS ENUM('thermometer', 'snowflake', 'flame', 'wrench', 'leaf', 'shield', 'phone', 'dollar');
  CREATE TYPE "public"."enum__icon_list_v_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__icon_list_v_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__icon_list_v_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__cta_cards_v_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__cta_cards_v_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__cta_cards_v_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__pages_v_blocks_spacer_size" AS ENUM('small', 'medium', 'large', 'xlarge');
  CREATE TYPE "public"."enum__pages_v_blocks_spacer_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_spacer_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__pages_v_blocks_spacer_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__email_banner_v_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__email_banner_v_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__email_banner_v_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__product_feat_v_features_icon" AS ENUM('thermometer', 'snowflake', 'flame', 'wrench', 'leaf', 'shield', 'phone', 'dollar');
  CREATE TYPE "public"."enum__product_feat_v_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__product_feat_v_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__product_feat_v_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__gslide_v_options_desk_arrows_bg" AS ENUM('white', 'brand', 'dark', 'accent');
  CREATE TYPE "public"."enum__gslide_v_options_desk_arrows_color" AS ENUM('white', 'brand', 'dark', 'accent');
  CREATE TYPE "public"."enum__gslide_v_options_desk_arrows_border" AS ENUM('none', 'white', 'brand', 'dark', 'accent');
  CREATE TYPE "public"."enum__gslide_v_options_desk_dots_colors" AS ENUM('brand', 'dark', 'accent');
  CREATE TYPE "public"."enum__gslide_v_options_desk_transition_effect" AS ENUM('slide', 'none');
  CREATE TYPE "public"."enum__gslide_v_options_desk_wrapper_css" AS ENUM('none', 'padded', 'bordered');
  CREATE TYPE "public"."enum__gslide_v_options_tablet_arrows_bg" AS ENUM('white', 'brand', 'dark', 'accent');
  CREATE TYPE "public"."enum__gslide_v_options_tablet_arrows_color" AS ENUM('white', 'brand', 'dark', 'accent');
  CREATE TYPE "public"."enum__gslide_v_options_tablet_arrows_border" AS ENUM('none', 'white', 'brand', 'dark', 'accent');
  CREATE TYPE "public"."enum__gslide_v_options_tablet_dots_colors" AS ENUM('brand', 'dark', 'accent');
  CREATE TYPE "public"."enum__gslide_v_options_tablet_transition_effect" AS ENUM('slide', 'none');
  CREATE TYPE "public"."enum__gslide_v_options_tablet_wrapper_css" AS ENUM('none', 'padded', 'bordered');
  CREATE TYPE "public"."enum__gslide_v_options_mobile_arrows_bg" AS ENUM('white', 'brand', 'dark', 'accent');
  CREATE TYPE "public"."enum__gslide_v_options_mobile_arrows_color" AS ENUM('white', 'brand', 'dark', 'accent');
  CREATE TYPE "public"."enum__gslide_v_options_mobile_arrows_border" AS ENUM('none', 'white', 'brand', 'dark', 'accent');
  CREATE TYPE "public"."enum__gslide_v_options_mobile_dots_colors" AS ENUM('brand', 'dark', 'accent');
  CREATE TYPE "public"."enum__gslide_v_options_mobile_transition_effect" AS ENUM('slide', 'none');
  CREATE TYPE "public"."enum__gslide_v_options_mobile_wrapper_css" AS ENUM('none', 'padded', 'bordered');
  CREATE TYPE "public"."enum__gslide_v_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__gslide_v_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__gslide_v_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__qslide_v_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__qslide_v_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__qslide_v_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TYPE "public"."enum__tslide_v_auto_slide" AS ENUM('0', '1');
  CREATE TYPE "public"."enum__tslide_v_appearance_background_color" AS ENUM('none', 'white', 'light', 'brand', 'dark');
  CREATE TYPE "public"."enum__tslide_v_appearance_padding" AS ENUM('1', '2', '3', '4', '5', '6', '8', '10', '12', '16', '20', '24', '32');
  CREATE TYPE "public"."enum__tslide_v_appearance_shadow" AS ENUM('none', 'small', 'medium', 'large');
  CREATE TABLE "hero_btn" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"url" varchar,
  	"variant" "enum_hero_btn_variant" DEFAULT 'primary',
  	"new_tab" boolean DEFAULT false
  );
  
  CREATE TABLE "hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"variant" "enum_hero_variant" DEFAULT 'image',
  	"eyebrow" varchar,
  	"title_level" "enum_hero_title_level" DEFAULT 'h2',
  	"title" varchar,
  	"text" varchar,
  	"image_small_id" integer,
  	"image_medium_id" integer,
  	"image_large_id" integer,
  	"image_xl_id" integer,
  	"alt" varchar,
  	"video_small" varchar,
  	"video_medium" varchar,
  	"video_large" varchar,
  	"play_on_phones" boolean DEFAULT false,
  	"show_wave" boolean DEFAULT false,
  	"background_color" "enum_hero_background_color" DEFAULT 'dark',
  	"wave_color" "enum_hero_wave_color" DEFAULT 'white',
  	"height_mobile" "enum_hero_height_mobile" DEFAULT 'medium',
  	"height_tablet" "enum_hero_height_tablet" DEFAULT 'medium',
  	"height_desktop" "enum_hero_height_desktop" DEFAULT 'tall',
  	"remove_container" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "basic_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"button_label" varchar,
  	"button_url" varchar,
  	"background_color" "enum_basic_banner_background_color" DEFAULT 'brand',
  	"remove_container" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "w_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Protect your investment',
  	"text" varchar,
  	"register_label" varchar DEFAULT 'Register new product',
  	"lookup_label" varchar DEFAULT 'Look up an existing warranty',
  	"alignment" "enum_w_hero_alignment" DEFAULT 'left',
  	"half_width" boolean DEFAULT false,
  	"background_image_id" integer,
  	"sites_registration_url" varchar DEFAULT 'https://example.com/warranty/register',
  	"sites_lookup_url" varchar DEFAULT 'https://example.com/warranty/lookup',
  	"sites_serial_help_document_id" integer,
  	"sites_serial_help_url" varchar,
  	"appearance_background_color" "enum_w_hero_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_w_hero_appearance_padding",
  	"appearance_shadow" "enum_w_hero_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "w_btn" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"dialog" "enum_w_btn_dialog" DEFAULT 'register',
  	"label" varchar,
  	"variant" "enum_w_btn_variant" DEFAULT 'primary',
  	"alignment" "enum_w_btn_alignment",
  	"sites_registration_url" varchar DEFAULT 'https://example.com/warranty/register',
  	"sites_lookup_url" varchar DEFAULT 'https://example.com/warranty/lookup',
  	"sites_serial_help_document_id" integer,
  	"sites_serial_help_url" varchar,
  	"appearance_background_color" "enum_w_btn_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_w_btn_appearance_padding",
  	"appearance_shadow" "enum_w_btn_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "acc_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"image_id" integer,
  	"body" jsonb,
  	"link_label" varchar,
  	"link_url" varchar,
  	"open_on_mobile" boolean DEFAULT false,
  	"open_on_tablet" boolean DEFAULT false,
  	"open_on_desktop" boolean DEFAULT false
  );
  
  CREATE TABLE "acc" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"remove_borders" boolean DEFAULT false,
  	"shadow" boolean DEFAULT false,
  	"appearance_background_color" "enum_acc_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_acc_appearance_padding",
  	"appearance_shadow" "enum_acc_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "exp_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"summary" varchar,
  	"more" jsonb,
  	"open_on_mobile" boolean DEFAULT false,
  	"open_on_tablet" boolean DEFAULT false,
  	"open_on_desktop" boolean DEFAULT false
  );
  
  CREATE TABLE "exp_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"appearance_background_color" "enum_exp_cards_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_exp_cards_appearance_padding",
  	"appearance_shadow" "enum_exp_cards_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"item" varchar,
  	"pro" boolean DEFAULT false
  );
  
  CREATE TABLE "tabs_bg_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tab_title" varchar,
  	"tab_items" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "tabs_bg" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"section_title" varchar,
  	"appearance_background_color" "enum_tabs_bg_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_tabs_bg_appearance_padding",
  	"appearance_shadow" "enum_tabs_bg_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "dtable_header_rows_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"col_span" numeric DEFAULT 1,
  	"background" "enum_dtable_header_rows_cells_background" DEFAULT 'none'
  );
  
  CREATE TABLE "dtable_header_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "dtable_body_rows_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"col_span" numeric DEFAULT 1,
  	"background" "enum_dtable_body_rows_cells_background" DEFAULT 'none'
  );
  
  CREATE TABLE "dtable_body_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "dtable" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"caption" varchar,
  	"fixed_first_column" boolean DEFAULT true,
  	"row_headers" boolean DEFAULT true,
  	"appearance_background_color" "enum_dtable_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_dtable_appearance_padding",
  	"appearance_shadow" "enum_dtable_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "help_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"language" "enum_help_banner_language" DEFAULT 'en',
  	"text" varchar,
  	"phone" varchar,
  	"hours" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "close_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"link_label" varchar,
  	"link_url" varchar,
  	"tone" "enum_close_banner_tone" DEFAULT 'light',
  	"version" numeric DEFAULT 1,
  	"block_name" varchar
  );
  
  CREATE TABLE "sticky_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar DEFAULT 'Build your own system',
  	"url" varchar DEFAULT '/resources/build-your-own-system/',
  	"text" varchar DEFAULT 'See what a new system costs in a few steps.',
  	"block_name" varchar
  );
  
  CREATE TABLE "page_nav_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"url" varchar
  );
  
  CREATE TABLE "page_nav" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar DEFAULT 'In this section',
  	"block_name" varchar
  );
  
  CREATE TABLE "review_slot" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_id" varchar,
  	"label" varchar DEFAULT 'Ratings and reviews',
  	"block_name" varchar
  );
  
  CREATE TABLE "video_player" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"url" varchar,
  	"thumbnail_id" integer,
  	"description" varchar,
  	"appearance_background_color" "enum_video_player_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_video_player_appearance_padding",
  	"appearance_shadow" "enum_video_player_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "video_content_videos" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"video_title" varchar,
  	"video_embed_link" varchar
  );
  
  CREATE TABLE "video_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Watch and learn',
  	"appearance_background_color" "enum_video_content_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_video_content_appearance_padding",
  	"appearance_shadow" "enum_video_content_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "video_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"sup_title" varchar,
  	"video_block_title" varchar,
  	"video_block_description" varchar,
  	"link" varchar,
  	"link_label" varchar DEFAULT 'Watch the video'
  );
  
  CREATE TABLE "video_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"appearance_background_color" "enum_video_cards_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_video_cards_appearance_padding",
  	"appearance_shadow" "enum_video_cards_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "link_card_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"label" varchar,
  	"url" varchar
  );
  
  CREATE TABLE "link_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"appearance_background_color" "enum_link_card_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_link_card_appearance_padding",
  	"appearance_shadow" "enum_link_card_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "three_col_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"label" varchar,
  	"url" varchar
  );
  
  CREATE TABLE "three_col" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"appearance_background_color" "enum_three_col_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_three_col_appearance_padding",
  	"appearance_shadow" "enum_three_col_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "steps_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"step_number" varchar,
  	"block_title" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'How it works',
  	"cta_label" varchar,
  	"cta_url" varchar,
  	"appearance_background_color" "enum_steps_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_steps_appearance_padding",
  	"appearance_shadow" "enum_steps_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "four_links_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"link" varchar
  );
  
  CREATE TABLE "four_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"appearance_background_color" "enum_four_links_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_four_links_appearance_padding",
  	"appearance_shadow" "enum_four_links_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "tooltip_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" varchar,
  	"term" varchar,
  	"definition" varchar,
  	"appearance_background_color" "enum_tooltip_content_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_tooltip_content_appearance_padding",
  	"appearance_shadow" "enum_tooltip_content_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "example_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb,
  	"appearance_background_color" "enum_example_section_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_example_section_appearance_padding",
  	"appearance_shadow" "enum_example_section_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "fifty_fifty" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"image_position" "enum_fifty_fifty_image_position" DEFAULT 'left',
  	"title" varchar,
  	"content" jsonb,
  	"link_label" varchar,
  	"link_url" varchar,
  	"appearance_background_color" "enum_fifty_fifty_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_fifty_fifty_appearance_padding",
  	"appearance_shadow" "enum_fifty_fifty_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "icon_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_icon_list_items_icon" DEFAULT 'thermometer',
  	"label" varchar,
  	"link" varchar
  );
  
  CREATE TABLE "icon_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"appearance_background_color" "enum_icon_list_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_icon_list_appearance_padding",
  	"appearance_shadow" "enum_icon_list_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "cta_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"label" varchar,
  	"url" varchar
  );
  
  CREATE TABLE "cta_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"appearance_background_color" "enum_cta_cards_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_cta_cards_appearance_padding",
  	"appearance_shadow" "enum_cta_cards_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_spacer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"size" "enum_pages_blocks_spacer_size" DEFAULT 'medium',
  	"appearance_background_color" "enum_pages_blocks_spacer_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_pages_blocks_spacer_appearance_padding",
  	"appearance_shadow" "enum_pages_blocks_spacer_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "email_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Comfort tips in your inbox',
  	"text" varchar,
  	"appearance_background_color" "enum_email_banner_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_email_banner_appearance_padding",
  	"appearance_shadow" "enum_email_banner_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "product_feat_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_product_feat_features_icon" DEFAULT 'leaf',
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "product_feat" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Features',
  	"intro" varchar,
  	"image_id" integer,
  	"appearance_background_color" "enum_product_feat_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_product_feat_appearance_padding",
  	"appearance_shadow" "enum_product_feat_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "gslide_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"title" varchar,
  	"text" varchar,
  	"link" varchar
  );
  
  CREATE TABLE "gslide" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Explore our product lines',
  	"show_title" boolean DEFAULT true,
  	"options_desk_active" boolean DEFAULT false,
  	"options_desk_slides_per_view" numeric DEFAULT 3,
  	"options_desk_arrows" boolean DEFAULT true,
  	"options_desk_dots_navigation" boolean DEFAULT true,
  	"options_desk_infinite_loop" boolean DEFAULT true,
  	"options_desk_automatic_transition" boolean DEFAULT false,
  	"options_desk_transition_delay" numeric DEFAULT 0,
  	"options_desk_arrows_bg" "enum_gslide_options_desk_arrows_bg" DEFAULT 'white',
  	"options_desk_arrows_color" "enum_gslide_options_desk_arrows_color" DEFAULT 'brand',
  	"options_desk_arrows_border" "enum_gslide_options_desk_arrows_border" DEFAULT 'brand',
  	"options_desk_dots_colors" "enum_gslide_options_desk_dots_colors" DEFAULT 'brand',
  	"options_desk_transition_effect" "enum_gslide_options_desk_transition_effect" DEFAULT 'slide',
  	"options_desk_wrapper_css" "enum_gslide_options_desk_wrapper_css" DEFAULT 'none',
  	"options_tablet_active" boolean DEFAULT false,
  	"options_tablet_slides_per_view" numeric DEFAULT 2,
  	"options_tablet_arrows" boolean DEFAULT true,
  	"options_tablet_dots_navigation" boolean DEFAULT true,
  	"options_tablet_infinite_loop" boolean DEFAULT true,
  	"options_tablet_automatic_transition" boolean DEFAULT false,
  	"options_tablet_transition_delay" numeric DEFAULT 0,
  	"options_tablet_arrows_bg" "enum_gslide_options_tablet_arrows_bg" DEFAULT 'white',
  	"options_tablet_arrows_color" "enum_gslide_options_tablet_arrows_color" DEFAULT 'brand',
  	"options_tablet_arrows_border" "enum_gslide_options_tablet_arrows_border" DEFAULT 'brand',
  	"options_tablet_dots_colors" "enum_gslide_options_tablet_dots_colors" DEFAULT 'brand',
  	"options_tablet_transition_effect" "enum_gslide_options_tablet_transition_effect" DEFAULT 'slide',
  	"options_tablet_wrapper_css" "enum_gslide_options_tablet_wrapper_css" DEFAULT 'none',
  	"options_mobile_active" boolean DEFAULT false,
  	"options_mobile_slides_per_view" numeric DEFAULT 1,
  	"options_mobile_arrows" boolean DEFAULT false,
  	"options_mobile_dots_navigation" boolean DEFAULT true,
  	"options_mobile_infinite_loop" boolean DEFAULT true,
  	"options_mobile_automatic_transition" boolean DEFAULT false,
  	"options_mobile_transition_delay" numeric DEFAULT 0,
  	"options_mobile_arrows_bg" "enum_gslide_options_mobile_arrows_bg" DEFAULT 'white',
  	"options_mobile_arrows_color" "enum_gslide_options_mobile_arrows_color" DEFAULT 'brand',
  	"options_mobile_arrows_border" "enum_gslide_options_mobile_arrows_border" DEFAULT 'brand',
  	"options_mobile_dots_colors" "enum_gslide_options_mobile_dots_colors" DEFAULT 'brand',
  	"options_mobile_transition_effect" "enum_gslide_options_mobile_transition_effect" DEFAULT 'slide',
  	"options_mobile_wrapper_css" "enum_gslide_options_mobile_wrapper_css" DEFAULT 'none',
  	"appearance_background_color" "enum_gslide_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_gslide_appearance_padding",
  	"appearance_shadow" "enum_gslide_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "qslide_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"sup_title" varchar,
  	"title" varchar,
  	"quote" varchar,
  	"author" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "qslide" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'What homeowners say',
  	"show_title" boolean DEFAULT true,
  	"appearance_background_color" "enum_qslide_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_qslide_appearance_padding",
  	"appearance_shadow" "enum_qslide_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tab_title" varchar,
  	"tab_details" varchar,
  	"button_link_url" varchar,
  	"button_link_title" varchar,
  	"image_id" integer,
  	"image_mobile_id" integer
  );
  
  CREATE TABLE "tslide" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Why choose Alderline?',
  	"auto_slide" "enum_tslide_auto_slide" DEFAULT '0',
  	"transition_delay" numeric DEFAULT 6,
  	"show_arrows" boolean DEFAULT true,
  	"appearance_background_color" "enum_tslide_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum_tslide_appearance_padding",
  	"appearance_shadow" "enum_tslide_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_hero_btn_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"url" varchar,
  	"variant" "enum__hero_btn_v_variant" DEFAULT 'primary',
  	"new_tab" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_hero_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"variant" "enum__hero_v_variant" DEFAULT 'image',
  	"eyebrow" varchar,
  	"title_level" "enum__hero_v_title_level" DEFAULT 'h2',
  	"title" varchar,
  	"text" varchar,
  	"image_small_id" integer,
  	"image_medium_id" integer,
  	"image_large_id" integer,
  	"image_xl_id" integer,
  	"alt" varchar,
  	"video_small" varchar,
  	"video_medium" varchar,
  	"video_large" varchar,
  	"play_on_phones" boolean DEFAULT false,
  	"show_wave" boolean DEFAULT false,
  	"background_color" "enum__hero_v_background_color" DEFAULT 'dark',
  	"wave_color" "enum__hero_v_wave_color" DEFAULT 'white',
  	"height_mobile" "enum__hero_v_height_mobile" DEFAULT 'medium',
  	"height_tablet" "enum__hero_v_height_tablet" DEFAULT 'medium',
  	"height_desktop" "enum__hero_v_height_desktop" DEFAULT 'tall',
  	"remove_container" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_basic_banner_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"button_label" varchar,
  	"button_url" varchar,
  	"background_color" "enum__basic_banner_v_background_color" DEFAULT 'brand',
  	"remove_container" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_w_hero_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Protect your investment',
  	"text" varchar,
  	"register_label" varchar DEFAULT 'Register new product',
  	"lookup_label" varchar DEFAULT 'Look up an existing warranty',
  	"alignment" "enum__w_hero_v_alignment" DEFAULT 'left',
  	"half_width" boolean DEFAULT false,
  	"background_image_id" integer,
  	"sites_registration_url" varchar DEFAULT 'https://example.com/warranty/register',
  	"sites_lookup_url" varchar DEFAULT 'https://example.com/warranty/lookup',
  	"sites_serial_help_document_id" integer,
  	"sites_serial_help_url" varchar,
  	"appearance_background_color" "enum__w_hero_v_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__w_hero_v_appearance_padding",
  	"appearance_shadow" "enum__w_hero_v_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_w_btn_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"dialog" "enum__w_btn_v_dialog" DEFAULT 'register',
  	"label" varchar,
  	"variant" "enum__w_btn_v_variant" DEFAULT 'primary',
  	"alignment" "enum__w_btn_v_alignment",
  	"sites_registration_url" varchar DEFAULT 'https://example.com/warranty/register',
  	"sites_lookup_url" varchar DEFAULT 'https://example.com/warranty/lookup',
  	"sites_serial_help_document_id" integer,
  	"sites_serial_help_url" varchar,
  	"appearance_background_color" "enum__w_btn_v_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__w_btn_v_appearance_padding",
  	"appearance_shadow" "enum__w_btn_v_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_acc_v_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"image_id" integer,
  	"body" jsonb,
  	"link_label" varchar,
  	"link_url" varchar,
  	"open_on_mobile" boolean DEFAULT false,
  	"open_on_tablet" boolean DEFAULT false,
  	"open_on_desktop" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_acc_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"remove_borders" boolean DEFAULT false,
  	"shadow" boolean DEFAULT false,
  	"appearance_background_color" "enum__acc_v_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__acc_v_appearance_padding",
  	"appearance_shadow" "enum__acc_v_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_exp_cards_v_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"summary" varchar,
  	"more" jsonb,
  	"open_on_mobile" boolean DEFAULT false,
  	"open_on_tablet" boolean DEFAULT false,
  	"open_on_desktop" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_exp_cards_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"appearance_background_color" "enum__exp_cards_v_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__exp_cards_v_appearance_padding",
  	"appearance_shadow" "enum__exp_cards_v_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_items_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"item" varchar,
  	"pro" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_tabs_bg_v_tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tab_title" varchar,
  	"tab_items" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_tabs_bg_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"section_title" varchar,
  	"appearance_background_color" "enum__tabs_bg_v_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__tabs_bg_v_appearance_padding",
  	"appearance_shadow" "enum__tabs_bg_v_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_dtable_v_header_rows_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"col_span" numeric DEFAULT 1,
  	"background" "enum__dtable_v_header_rows_cells_background" DEFAULT 'none',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_dtable_v_header_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_dtable_v_body_rows_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"col_span" numeric DEFAULT 1,
  	"background" "enum__dtable_v_body_rows_cells_background" DEFAULT 'none',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_dtable_v_body_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_dtable_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"caption" varchar,
  	"fixed_first_column" boolean DEFAULT true,
  	"row_headers" boolean DEFAULT true,
  	"appearance_background_color" "enum__dtable_v_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__dtable_v_appearance_padding",
  	"appearance_shadow" "enum__dtable_v_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_help_banner_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"language" "enum__help_banner_v_language" DEFAULT 'en',
  	"text" varchar,
  	"phone" varchar,
  	"hours" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_close_banner_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"link_label" varchar,
  	"link_url" varchar,
  	"tone" "enum__close_banner_v_tone" DEFAULT 'light',
  	"version" numeric DEFAULT 1,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_sticky_cta_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar DEFAULT 'Build your own system',
  	"url" varchar DEFAULT '/resources/build-your-own-system/',
  	"text" varchar DEFAULT 'See what a new system costs in a few steps.',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_page_nav_v_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_nav_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar DEFAULT 'In this section',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_review_slot_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"product_id" varchar,
  	"label" varchar DEFAULT 'Ratings and reviews',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_video_player_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"url" varchar,
  	"thumbnail_id" integer,
  	"description" varchar,
  	"appearance_background_color" "enum__video_player_v_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__video_player_v_appearance_padding",
  	"appearance_shadow" "enum__video_player_v_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_video_content_v_videos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"video_title" varchar,
  	"video_embed_link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_video_content_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Watch and learn',
  	"appearance_background_color" "enum__video_content_v_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__video_content_v_appearance_padding",
  	"appearance_shadow" "enum__video_content_v_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_video_cards_v_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"sup_title" varchar,
  	"video_block_title" varchar,
  	"video_block_description" varchar,
  	"link" varchar,
  	"link_label" varchar DEFAULT 'Watch the video',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_video_cards_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"appearance_background_color" "enum__video_cards_v_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__video_cards_v_appearance_padding",
  	"appearance_shadow" "enum__video_cards_v_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_link_card_v_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"label" varchar,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_link_card_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"appearance_background_color" "enum__link_card_v_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__link_card_v_appearance_padding",
  	"appearance_shadow" "enum__link_card_v_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_three_col_v_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"label" varchar,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_three_col_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"appearance_background_color" "enum__three_col_v_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__three_col_v_appearance_padding",
  	"appearance_shadow" "enum__three_col_v_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_steps_v_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"step_number" varchar,
  	"block_title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_steps_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'How it works',
  	"cta_label" varchar,
  	"cta_url" varchar,
  	"appearance_background_color" "enum__steps_v_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__steps_v_appearance_padding",
  	"appearance_shadow" "enum__steps_v_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_four_links_v_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_four_links_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"appearance_background_color" "enum__four_links_v_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__four_links_v_appearance_padding",
  	"appearance_shadow" "enum__four_links_v_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_tooltip_content_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" varchar,
  	"term" varchar,
  	"definition" varchar,
  	"appearance_background_color" "enum__tooltip_content_v_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__tooltip_content_v_appearance_padding",
  	"appearance_shadow" "enum__tooltip_content_v_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_example_section_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb,
  	"appearance_background_color" "enum__example_section_v_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__example_section_v_appearance_padding",
  	"appearance_shadow" "enum__example_section_v_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_fifty_fifty_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"image_position" "enum__fifty_fifty_v_image_position" DEFAULT 'left',
  	"title" varchar,
  	"content" jsonb,
  	"link_label" varchar,
  	"link_url" varchar,
  	"appearance_background_color" "enum__fifty_fifty_v_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__fifty_fifty_v_appearance_padding",
  	"appearance_shadow" "enum__fifty_fifty_v_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_icon_list_v_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__icon_list_v_items_icon" DEFAULT 'thermometer',
  	"label" varchar,
  	"link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_icon_list_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"appearance_background_color" "enum__icon_list_v_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__icon_list_v_appearance_padding",
  	"appearance_shadow" "enum__icon_list_v_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_cta_cards_v_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"label" varchar,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_cta_cards_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"appearance_background_color" "enum__cta_cards_v_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__cta_cards_v_appearance_padding",
  	"appearance_shadow" "enum__cta_cards_v_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_spacer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"size" "enum__pages_v_blocks_spacer_size" DEFAULT 'medium',
  	"appearance_background_color" "enum__pages_v_blocks_spacer_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__pages_v_blocks_spacer_appearance_padding",
  	"appearance_shadow" "enum__pages_v_blocks_spacer_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_email_banner_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Comfort tips in your inbox',
  	"text" varchar,
  	"appearance_background_color" "enum__email_banner_v_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__email_banner_v_appearance_padding",
  	"appearance_shadow" "enum__email_banner_v_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_product_feat_v_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__product_feat_v_features_icon" DEFAULT 'leaf',
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_product_feat_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Features',
  	"intro" varchar,
  	"image_id" integer,
  	"appearance_background_color" "enum__product_feat_v_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__product_feat_v_appearance_padding",
  	"appearance_shadow" "enum__product_feat_v_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_gslide_v_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"title" varchar,
  	"text" varchar,
  	"link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_gslide_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Explore our product lines',
  	"show_title" boolean DEFAULT true,
  	"options_desk_active" boolean DEFAULT false,
  	"options_desk_slides_per_view" numeric DEFAULT 3,
  	"options_desk_arrows" boolean DEFAULT true,
  	"options_desk_dots_navigation" boolean DEFAULT true,
  	"options_desk_infinite_loop" boolean DEFAULT true,
  	"options_desk_automatic_transition" boolean DEFAULT false,
  	"options_desk_transition_delay" numeric DEFAULT 0,
  	"options_desk_arrows_bg" "enum__gslide_v_options_desk_arrows_bg" DEFAULT 'white',
  	"options_desk_arrows_color" "enum__gslide_v_options_desk_arrows_color" DEFAULT 'brand',
  	"options_desk_arrows_border" "enum__gslide_v_options_desk_arrows_border" DEFAULT 'brand',
  	"options_desk_dots_colors" "enum__gslide_v_options_desk_dots_colors" DEFAULT 'brand',
  	"options_desk_transition_effect" "enum__gslide_v_options_desk_transition_effect" DEFAULT 'slide',
  	"options_desk_wrapper_css" "enum__gslide_v_options_desk_wrapper_css" DEFAULT 'none',
  	"options_tablet_active" boolean DEFAULT false,
  	"options_tablet_slides_per_view" numeric DEFAULT 2,
  	"options_tablet_arrows" boolean DEFAULT true,
  	"options_tablet_dots_navigation" boolean DEFAULT true,
  	"options_tablet_infinite_loop" boolean DEFAULT true,
  	"options_tablet_automatic_transition" boolean DEFAULT false,
  	"options_tablet_transition_delay" numeric DEFAULT 0,
  	"options_tablet_arrows_bg" "enum__gslide_v_options_tablet_arrows_bg" DEFAULT 'white',
  	"options_tablet_arrows_color" "enum__gslide_v_options_tablet_arrows_color" DEFAULT 'brand',
  	"options_tablet_arrows_border" "enum__gslide_v_options_tablet_arrows_border" DEFAULT 'brand',
  	"options_tablet_dots_colors" "enum__gslide_v_options_tablet_dots_colors" DEFAULT 'brand',
  	"options_tablet_transition_effect" "enum__gslide_v_options_tablet_transition_effect" DEFAULT 'slide',
  	"options_tablet_wrapper_css" "enum__gslide_v_options_tablet_wrapper_css" DEFAULT 'none',
  	"options_mobile_active" boolean DEFAULT false,
  	"options_mobile_slides_per_view" numeric DEFAULT 1,
  	"options_mobile_arrows" boolean DEFAULT false,
  	"options_mobile_dots_navigation" boolean DEFAULT true,
  	"options_mobile_infinite_loop" boolean DEFAULT true,
  	"options_mobile_automatic_transition" boolean DEFAULT false,
  	"options_mobile_transition_delay" numeric DEFAULT 0,
  	"options_mobile_arrows_bg" "enum__gslide_v_options_mobile_arrows_bg" DEFAULT 'white',
  	"options_mobile_arrows_color" "enum__gslide_v_options_mobile_arrows_color" DEFAULT 'brand',
  	"options_mobile_arrows_border" "enum__gslide_v_options_mobile_arrows_border" DEFAULT 'brand',
  	"options_mobile_dots_colors" "enum__gslide_v_options_mobile_dots_colors" DEFAULT 'brand',
  	"options_mobile_transition_effect" "enum__gslide_v_options_mobile_transition_effect" DEFAULT 'slide',
  	"options_mobile_wrapper_css" "enum__gslide_v_options_mobile_wrapper_css" DEFAULT 'none',
  	"appearance_background_color" "enum__gslide_v_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__gslide_v_appearance_padding",
  	"appearance_shadow" "enum__gslide_v_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_qslide_v_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"sup_title" varchar,
  	"title" varchar,
  	"quote" varchar,
  	"author" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_qslide_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'What homeowners say',
  	"show_title" boolean DEFAULT true,
  	"appearance_background_color" "enum__qslide_v_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__qslide_v_appearance_padding",
  	"appearance_shadow" "enum__qslide_v_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_slides_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tab_title" varchar,
  	"tab_details" varchar,
  	"button_link_url" varchar,
  	"button_link_title" varchar,
  	"image_id" integer,
  	"image_mobile_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_tslide_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Why choose Alderline?',
  	"auto_slide" "enum__tslide_v_auto_slide" DEFAULT '0',
  	"transition_delay" numeric DEFAULT 6,
  	"show_arrows" boolean DEFAULT true,
  	"appearance_background_color" "enum__tslide_v_appearance_background_color" DEFAULT 'none',
  	"appearance_padding" "enum__tslide_v_appearance_padding",
  	"appearance_shadow" "enum__tslide_v_appearance_shadow" DEFAULT 'none',
  	"appearance_bg_image_url" varchar,
  	"appearance_class_name" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "site_settings" ADD COLUMN "ratings_widget_script_url" varchar;
  ALTER TABLE "hero_btn" ADD CONSTRAINT "hero_btn_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hero" ADD CONSTRAINT "hero_image_small_id_media_id_fk" FOREIGN KEY ("image_small_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "hero" ADD CONSTRAINT "hero_image_medium_id_media_id_fk" FOREIGN KEY ("image_medium_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "hero" ADD CONSTRAINT "hero_image_large_id_media_id_fk" FOREIGN KEY ("image_large_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "hero" ADD CONSTRAINT "hero_image_xl_id_media_id_fk" FOREIGN KEY ("image_xl_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "hero" ADD CONSTRAINT "hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "basic_banner" ADD CONSTRAINT "basic_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "w_hero" ADD CONSTRAINT "w_hero_background_image_id_media_id_fk" FOREIGN KEY ("background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "w_hero" ADD CONSTRAINT "w_hero_sites_serial_help_document_id_documents_id_fk" FOREIGN KEY ("sites_serial_help_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "w_hero" ADD CONSTRAINT "w_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "w_btn" ADD CONSTRAINT "w_btn_sites_serial_help_document_id_documents_id_fk" FOREIGN KEY ("sites_serial_help_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "w_btn" ADD CONSTRAINT "w_btn_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "acc_items" ADD CONSTRAINT "acc_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "acc_items" ADD CONSTRAINT "acc_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."acc"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "acc" ADD CONSTRAINT "acc_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "exp_cards_cards" ADD CONSTRAINT "exp_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."exp_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "exp_cards" ADD CONSTRAINT "exp_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "items" ADD CONSTRAINT "items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tabs_bg_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tabs_bg_tabs" ADD CONSTRAINT "tabs_bg_tabs_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tabs_bg_tabs" ADD CONSTRAINT "tabs_bg_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tabs_bg"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tabs_bg" ADD CONSTRAINT "tabs_bg_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dtable_header_rows_cells" ADD CONSTRAINT "dtable_header_rows_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dtable_header_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dtable_header_rows" ADD CONSTRAINT "dtable_header_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dtable"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dtable_body_rows_cells" ADD CONSTRAINT "dtable_body_rows_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dtable_body_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dtable_body_rows" ADD CONSTRAINT "dtable_body_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dtable"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dtable" ADD CONSTRAINT "dtable_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "help_banner" ADD CONSTRAINT "help_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "close_banner" ADD CONSTRAINT "close_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sticky_cta" ADD CONSTRAINT "sticky_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_nav_items" ADD CONSTRAINT "page_nav_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_nav"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_nav" ADD CONSTRAINT "page_nav_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "review_slot" ADD CONSTRAINT "review_slot_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "video_player" ADD CONSTRAINT "video_player_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "video_player" ADD CONSTRAINT "video_player_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "video_content_videos" ADD CONSTRAINT "video_content_videos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."video_content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "video_content" ADD CONSTRAINT "video_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "video_cards_cards" ADD CONSTRAINT "video_cards_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "video_cards_cards" ADD CONSTRAINT "video_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."video_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "video_cards" ADD CONSTRAINT "video_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "link_card_cards" ADD CONSTRAINT "link_card_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "link_card_cards" ADD CONSTRAINT "link_card_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."link_card"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "link_card" ADD CONSTRAINT "link_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "three_col_columns" ADD CONSTRAINT "three_col_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."three_col"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "three_col" ADD CONSTRAINT "three_col_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "steps_steps" ADD CONSTRAINT "steps_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "steps" ADD CONSTRAINT "steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "four_links_links" ADD CONSTRAINT "four_links_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."four_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "four_links" ADD CONSTRAINT "four_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tooltip_content" ADD CONSTRAINT "tooltip_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "example_section" ADD CONSTRAINT "example_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "fifty_fifty" ADD CONSTRAINT "fifty_fifty_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "fifty_fifty" ADD CONSTRAINT "fifty_fifty_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "icon_list_items" ADD CONSTRAINT "icon_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."icon_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "icon_list" ADD CONSTRAINT "icon_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cta_cards_cards" ADD CONSTRAINT "cta_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cta_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cta_cards" ADD CONSTRAINT "cta_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_spacer" ADD CONSTRAINT "pages_blocks_spacer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "email_banner" ADD CONSTRAINT "email_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_feat_features" ADD CONSTRAINT "product_feat_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."product_feat"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_feat" ADD CONSTRAINT "product_feat_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "product_feat" ADD CONSTRAINT "product_feat_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "gslide_slides" ADD CONSTRAINT "gslide_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "gslide_slides" ADD CONSTRAINT "gslide_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."gslide"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "gslide" ADD CONSTRAINT "gslide_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "qslide_slides" ADD CONSTRAINT "qslide_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "qslide_slides" ADD CONSTRAINT "qslide_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."qslide"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "qslide" ADD CONSTRAINT "qslide_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "slides" ADD CONSTRAINT "slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "slides" ADD CONSTRAINT "slides_image_mobile_id_media_id_fk" FOREIGN KEY ("image_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "slides" ADD CONSTRAINT "slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tslide"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tslide" ADD CONSTRAINT "tslide_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_hero_btn_v" ADD CONSTRAINT "_hero_btn_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_hero_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_hero_v" ADD CONSTRAINT "_hero_v_image_small_id_media_id_fk" FOREIGN KEY ("image_small_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_hero_v" ADD CONSTRAINT "_hero_v_image_medium_id_media_id_fk" FOREIGN KEY ("image_medium_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_hero_v" ADD CONSTRAINT "_hero_v_image_large_id_media_id_fk" FOREIGN KEY ("image_large_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_hero_v" ADD CONSTRAINT "_hero_v_image_xl_id_media_id_fk" FOREIGN KEY ("image_xl_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_hero_v" ADD CONSTRAINT "_hero_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_basic_banner_v" ADD CONSTRAINT "_basic_banner_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_w_hero_v" ADD CONSTRAINT "_w_hero_v_background_image_id_media_id_fk" FOREIGN KEY ("background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_w_hero_v" ADD CONSTRAINT "_w_hero_v_sites_serial_help_document_id_documents_id_fk" FOREIGN KEY ("sites_serial_help_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_w_hero_v" ADD CONSTRAINT "_w_hero_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_w_btn_v" ADD CONSTRAINT "_w_btn_v_sites_serial_help_document_id_documents_id_fk" FOREIGN KEY ("sites_serial_help_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_w_btn_v" ADD CONSTRAINT "_w_btn_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_acc_v_items" ADD CONSTRAINT "_acc_v_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_acc_v_items" ADD CONSTRAINT "_acc_v_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_acc_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_acc_v" ADD CONSTRAINT "_acc_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_exp_cards_v_cards" ADD CONSTRAINT "_exp_cards_v_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_exp_cards_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_exp_cards_v" ADD CONSTRAINT "_exp_cards_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_items_v" ADD CONSTRAINT "_items_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_tabs_bg_v_tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tabs_bg_v_tabs" ADD CONSTRAINT "_tabs_bg_v_tabs_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tabs_bg_v_tabs" ADD CONSTRAINT "_tabs_bg_v_tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_tabs_bg_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tabs_bg_v" ADD CONSTRAINT "_tabs_bg_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dtable_v_header_rows_cells" ADD CONSTRAINT "_dtable_v_header_rows_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_dtable_v_header_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dtable_v_header_rows" ADD CONSTRAINT "_dtable_v_header_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_dtable_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dtable_v_body_rows_cells" ADD CONSTRAINT "_dtable_v_body_rows_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_dtable_v_body_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dtable_v_body_rows" ADD CONSTRAINT "_dtable_v_body_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_dtable_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_dtable_v" ADD CONSTRAINT "_dtable_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_help_banner_v" ADD CONSTRAINT "_help_banner_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_close_banner_v" ADD CONSTRAINT "_close_banner_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sticky_cta_v" ADD CONSTRAINT "_sticky_cta_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_nav_v_items" ADD CONSTRAINT "_page_nav_v_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_nav_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_nav_v" ADD CONSTRAINT "_page_nav_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_review_slot_v" ADD CONSTRAINT "_review_slot_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_video_player_v" ADD CONSTRAINT "_video_player_v_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_video_player_v" ADD CONSTRAINT "_video_player_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_video_content_v_videos" ADD CONSTRAINT "_video_content_v_videos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_video_content_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_video_content_v" ADD CONSTRAINT "_video_content_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_video_cards_v_cards" ADD CONSTRAINT "_video_cards_v_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_video_cards_v_cards" ADD CONSTRAINT "_video_cards_v_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_video_cards_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_video_cards_v" ADD CONSTRAINT "_video_cards_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_link_card_v_cards" ADD CONSTRAINT "_link_card_v_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_link_card_v_cards" ADD CONSTRAINT "_link_card_v_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_link_card_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_link_card_v" ADD CONSTRAINT "_link_card_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_three_col_v_columns" ADD CONSTRAINT "_three_col_v_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_three_col_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_three_col_v" ADD CONSTRAINT "_three_col_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_steps_v_steps" ADD CONSTRAINT "_steps_v_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_steps_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_steps_v" ADD CONSTRAINT "_steps_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_four_links_v_links" ADD CONSTRAINT "_four_links_v_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_four_links_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_four_links_v" ADD CONSTRAINT "_four_links_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tooltip_content_v" ADD CONSTRAINT "_tooltip_content_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_example_section_v" ADD CONSTRAINT "_example_section_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_fifty_fifty_v" ADD CONSTRAINT "_fifty_fifty_v_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_fifty_fifty_v" ADD CONSTRAINT "_fifty_fifty_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_icon_list_v_items" ADD CONSTRAINT "_icon_list_v_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_icon_list_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_icon_list_v" ADD CONSTRAINT "_icon_list_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_cta_cards_v_cards" ADD CONSTRAINT "_cta_cards_v_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_cta_cards_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_cta_cards_v" ADD CONSTRAINT "_cta_cards_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_spacer" ADD CONSTRAINT "_pages_v_blocks_spacer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_email_banner_v" ADD CONSTRAINT "_email_banner_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_product_feat_v_features" ADD CONSTRAINT "_product_feat_v_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_product_feat_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_product_feat_v" ADD CONSTRAINT "_product_feat_v_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_product_feat_v" ADD CONSTRAINT "_product_feat_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_gslide_v_slides" ADD CONSTRAINT "_gslide_v_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_gslide_v_slides" ADD CONSTRAINT "_gslide_v_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_gslide_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_gslide_v" ADD CONSTRAINT "_gslide_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_qslide_v_slides" ADD CONSTRAINT "_qslide_v_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_qslide_v_slides" ADD CONSTRAINT "_qslide_v_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_qslide_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_qslide_v" ADD CONSTRAINT "_qslide_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_slides_v" ADD CONSTRAINT "_slides_v_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_slides_v" ADD CONSTRAINT "_slides_v_image_mobile_id_media_id_fk" FOREIGN KEY ("image_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_slides_v" ADD CONSTRAINT "_slides_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_tslide_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tslide_v" ADD CONSTRAINT "_tslide_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "hero_btn_order_idx" ON "hero_btn" USING btree ("_order");
  CREATE INDEX "hero_btn_parent_id_idx" ON "hero_btn" USING btree ("_parent_id");
  CREATE INDEX "hero_order_idx" ON "hero" USING btree ("_order");
  CREATE INDEX "hero_parent_id_idx" ON "hero" USING btree ("_parent_id");
  CREATE INDEX "hero_path_idx" ON "hero" USING btree ("_path");
  CREATE INDEX "hero_image_small_idx" ON "hero" USING btree ("image_small_id");
  CREATE INDEX "hero_image_medium_idx" ON "hero" USING btree ("image_medium_id");
  CREATE INDEX "hero_image_large_idx" ON "hero" USING btree ("image_large_id");
  CREATE INDEX "hero_image_xl_idx" ON "hero" USING btree ("image_xl_id");
  CREATE INDEX "basic_banner_order_idx" ON "basic_banner" USING btree ("_order");
  CREATE INDEX "basic_banner_parent_id_idx" ON "basic_banner" USING btree ("_parent_id");
  CREATE INDEX "basic_banner_path_idx" ON "basic_banner" USING btree ("_path");
  CREATE INDEX "w_hero_order_idx" ON "w_hero" USING btree ("_order");
  CREATE INDEX "w_hero_parent_id_idx" ON "w_hero" USING btree ("_parent_id");
  CREATE INDEX "w_hero_path_idx" ON "w_hero" USING btree ("_path");
  CREATE INDEX "w_hero_background_image_idx" ON "w_hero" USING btree ("background_image_id");
  CREATE INDEX "w_hero_sites_sites_serial_help_document_idx" ON "w_hero" USING btree ("sites_serial_help_document_id");
  CREATE INDEX "w_btn_order_idx" ON "w_btn" USING btree ("_order");
  CREATE INDEX "w_btn_parent_id_idx" ON "w_btn" USING btree ("_parent_id");
  CREATE INDEX "w_btn_path_idx" ON "w_btn" USING btree ("_path");
  CREATE INDEX "w_btn_sites_sites_serial_help_document_idx" ON "w_btn" USING btree ("sites_serial_help_document_id");
  CREATE INDEX "acc_items_order_idx" ON "acc_items" USING btree ("_order");
  CREATE INDEX "acc_items_parent_id_idx" ON "acc_items" USING btree ("_parent_id");
  CREATE INDEX "acc_items_image_idx" ON "acc_items" USING btree ("image_id");
  CREATE INDEX "acc_order_idx" ON "acc" USING btree ("_order");
  CREATE INDEX "acc_parent_id_idx" ON "acc" USING btree ("_parent_id");
  CREATE INDEX "acc_path_idx" ON "acc" USING btree ("_path");
  CREATE INDEX "exp_cards_cards_order_idx" ON "exp_cards_cards" USING btree ("_order");
  CREATE INDEX "exp_cards_cards_parent_id_idx" ON "exp_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "exp_cards_order_idx" ON "exp_cards" USING btree ("_order");
  CREATE INDEX "exp_cards_parent_id_idx" ON "exp_cards" USING btree ("_parent_id");
  CREATE INDEX "exp_cards_path_idx" ON "exp_cards" USING btree ("_path");
  CREATE INDEX "items_order_idx" ON "items" USING btree ("_order");
  CREATE INDEX "items_parent_id_idx" ON "items" USING btree ("_parent_id");
  CREATE INDEX "tabs_bg_tabs_order_idx" ON "tabs_bg_tabs" USING btree ("_order");
  CREATE INDEX "tabs_bg_tabs_parent_id_idx" ON "tabs_bg_tabs" USING btree ("_parent_id");
  CREATE INDEX "tabs_bg_tabs_image_idx" ON "tabs_bg_tabs" USING btree ("image_id");
  CREATE INDEX "tabs_bg_order_idx" ON "tabs_bg" USING btree ("_order");
  CREATE INDEX "tabs_bg_parent_id_idx" ON "tabs_bg" USING btree ("_parent_id");
  CREATE INDEX "tabs_bg_path_idx" ON "tabs_bg" USING btree ("_path");
  CREATE INDEX "dtable_header_rows_cells_order_idx" ON "dtable_header_rows_cells" USING btree ("_order");
  CREATE INDEX "dtable_header_rows_cells_parent_id_idx" ON "dtable_header_rows_cells" USING btree ("_parent_id");
  CREATE INDEX "dtable_header_rows_order_idx" ON "dtable_header_rows" USING btree ("_order");
  CREATE INDEX "dtable_header_rows_parent_id_idx" ON "dtable_header_rows" USING btree ("_parent_id");
  CREATE INDEX "dtable_body_rows_cells_order_idx" ON "dtable_body_rows_cells" USING btree ("_order");
  CREATE INDEX "dtable_body_rows_cells_parent_id_idx" ON "dtable_body_rows_cells" USING btree ("_parent_id");
  CREATE INDEX "dtable_body_rows_order_idx" ON "dtable_body_rows" USING btree ("_order");
  CREATE INDEX "dtable_body_rows_parent_id_idx" ON "dtable_body_rows" USING btree ("_parent_id");
  CREATE INDEX "dtable_order_idx" ON "dtable" USING btree ("_order");
  CREATE INDEX "dtable_parent_id_idx" ON "dtable" USING btree ("_parent_id");
  CREATE INDEX "dtable_path_idx" ON "dtable" USING btree ("_path");
  CREATE INDEX "help_banner_order_idx" ON "help_banner" USING btree ("_order");
  CREATE INDEX "help_banner_parent_id_idx" ON "help_banner" USING btree ("_parent_id");
  CREATE INDEX "help_banner_path_idx" ON "help_banner" USING btree ("_path");
  CREATE INDEX "close_banner_order_idx" ON "close_banner" USING btree ("_order");
  CREATE INDEX "close_banner_parent_id_idx" ON "close_banner" USING btree ("_parent_id");
  CREATE INDEX "close_banner_path_idx" ON "close_banner" USING btree ("_path");
  CREATE INDEX "sticky_cta_order_idx" ON "sticky_cta" USING btree ("_order");
  CREATE INDEX "sticky_cta_parent_id_idx" ON "sticky_cta" USING btree ("_parent_id");
  CREATE INDEX "sticky_cta_path_idx" ON "sticky_cta" USING btree ("_path");
  CREATE INDEX "page_nav_items_order_idx" ON "page_nav_items" USING btree ("_order");
  CREATE INDEX "page_nav_items_parent_id_idx" ON "page_nav_items" USING btree ("_parent_id");
  CREATE INDEX "page_nav_order_idx" ON "page_nav" USING btree ("_order");
  CREATE INDEX "page_nav_parent_id_idx" ON "page_nav" USING btree ("_parent_id");
  CREATE INDEX "page_nav_path_idx" ON "page_nav" USING btree ("_path");
  CREATE INDEX "review_slot_order_idx" ON "review_slot" USING btree ("_order");
  CREATE INDEX "review_slot_parent_id_idx" ON "review_slot" USING btree ("_parent_id");
  CREATE INDEX "review_slot_path_idx" ON "review_slot" USING btree ("_path");
  CREATE INDEX "video_player_order_idx" ON "video_player" USING btree ("_order");
  CREATE INDEX "video_player_parent_id_idx" ON "video_player" USING btree ("_parent_id");
  CREATE INDEX "video_player_path_idx" ON "video_player" USING btree ("_path");
  CREATE INDEX "video_player_thumbnail_idx" ON "video_player" USING btree ("thumbnail_id");
  CREATE INDEX "video_content_videos_order_idx" ON "video_content_videos" USING btree ("_order");
  CREATE INDEX "video_content_videos_parent_id_idx" ON "video_content_videos" USING btree ("_parent_id");
  CREATE INDEX "video_content_order_idx" ON "video_content" USING btree ("_order");
  CREATE INDEX "video_content_parent_id_idx" ON "video_content" USING btree ("_parent_id");
  CREATE INDEX "video_content_path_idx" ON "video_content" USING btree ("_path");
  CREATE INDEX "video_cards_cards_order_idx" ON "video_cards_cards" USING btree ("_order");
  CREATE INDEX "video_cards_cards_parent_id_idx" ON "video_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "video_cards_cards_image_idx" ON "video_cards_cards" USING btree ("image_id");
  CREATE INDEX "video_cards_order_idx" ON "video_cards" USING btree ("_order");
  CREATE INDEX "video_cards_parent_id_idx" ON "video_cards" USING btree ("_parent_id");
  CREATE INDEX "video_cards_path_idx" ON "video_cards" USING btree ("_path");
  CREATE INDEX "link_card_cards_order_idx" ON "link_card_cards" USING btree ("_order");
  CREATE INDEX "link_card_cards_parent_id_idx" ON "link_card_cards" USING btree ("_parent_id");
  CREATE INDEX "link_card_cards_image_idx" ON "link_card_cards" USING btree ("image_id");
  CREATE INDEX "link_card_order_idx" ON "link_card" USING btree ("_order");
  CREATE INDEX "link_card_parent_id_idx" ON "link_card" USING btree ("_parent_id");
  CREATE INDEX "link_card_path_idx" ON "link_card" USING btree ("_path");
  CREATE INDEX "three_col_columns_order_idx" ON "three_col_columns" USING btree ("_order");
  CREATE INDEX "three_col_columns_parent_id_idx" ON "three_col_columns" USING btree ("_parent_id");
  CREATE INDEX "three_col_order_idx" ON "three_col" USING btree ("_order");
  CREATE INDEX "three_col_parent_id_idx" ON "three_col" USING btree ("_parent_id");
  CREATE INDEX "three_col_path_idx" ON "three_col" USING btree ("_path");
  CREATE INDEX "steps_steps_order_idx" ON "steps_steps" USING btree ("_order");
  CREATE INDEX "steps_steps_parent_id_idx" ON "steps_steps" USING btree ("_parent_id");
  CREATE INDEX "steps_order_idx" ON "steps" USING btree ("_order");
  CREATE INDEX "steps_parent_id_idx" ON "steps" USING btree ("_parent_id");
  CREATE INDEX "steps_path_idx" ON "steps" USING btree ("_path");
  CREATE INDEX "four_links_links_order_idx" ON "four_links_links" USING btree ("_order");
  CREATE INDEX "four_links_links_parent_id_idx" ON "four_links_links" USING btree ("_parent_id");
  CREATE INDEX "four_links_order_idx" ON "four_links" USING btree ("_order");
  CREATE INDEX "four_links_parent_id_idx" ON "four_links" USING btree ("_parent_id");
  CREATE INDEX "four_links_path_idx" ON "four_links" USING btree ("_path");
  CREATE INDEX "tooltip_content_order_idx" ON "tooltip_content" USING btree ("_order");
  CREATE INDEX "tooltip_content_parent_id_idx" ON "tooltip_content" USING btree ("_parent_id");
  CREATE INDEX "tooltip_content_path_idx" ON "tooltip_content" USING btree ("_path");
  CREATE INDEX "example_section_order_idx" ON "example_section" USING btree ("_order");
  CREATE INDEX "example_section_parent_id_idx" ON "example_section" USING btree ("_parent_id");
  CREATE INDEX "example_section_path_idx" ON "example_section" USING btree ("_path");
  CREATE INDEX "fifty_fifty_order_idx" ON "fifty_fifty" USING btree ("_order");
  CREATE INDEX "fifty_fifty_parent_id_idx" ON "fifty_fifty" USING btree ("_parent_id");
  CREATE INDEX "fifty_fifty_path_idx" ON "fifty_fifty" USING btree ("_path");
  CREATE INDEX "fifty_fifty_image_idx" ON "fifty_fifty" USING btree ("image_id");
  CREATE INDEX "icon_list_items_order_idx" ON "icon_list_items" USING btree ("_order");
  CREATE INDEX "icon_list_items_parent_id_idx" ON "icon_list_items" USING btree ("_parent_id");
  CREATE INDEX "icon_list_order_idx" ON "icon_list" USING btree ("_order");
  CREATE INDEX "icon_list_parent_id_idx" ON "icon_list" USING btree ("_parent_id");
  CREATE INDEX "icon_list_path_idx" ON "icon_list" USING btree ("_path");
  CREATE INDEX "cta_cards_cards_order_idx" ON "cta_cards_cards" USING btree ("_order");
  CREATE INDEX "cta_cards_cards_parent_id_idx" ON "cta_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "cta_cards_order_idx" ON "cta_cards" USING btree ("_order");
  CREATE INDEX "cta_cards_parent_id_idx" ON "cta_cards" USING btree ("_parent_id");
  CREATE INDEX "cta_cards_path_idx" ON "cta_cards" USING btree ("_path");
  CREATE INDEX "pages_blocks_spacer_order_idx" ON "pages_blocks_spacer" USING btree ("_order");
  CREATE INDEX "pages_blocks_spacer_parent_id_idx" ON "pages_blocks_spacer" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_spacer_path_idx" ON "pages_blocks_spacer" USING btree ("_path");
  CREATE INDEX "email_banner_order_idx" ON "email_banner" USING btree ("_order");
  CREATE INDEX "email_banner_parent_id_idx" ON "email_banner" USING btree ("_parent_id");
  CREATE INDEX "email_banner_path_idx" ON "email_banner" USING btree ("_path");
  CREATE INDEX "product_feat_features_order_idx" ON "product_feat_features" USING btree ("_order");
  CREATE INDEX "product_feat_features_parent_id_idx" ON "product_feat_features" USING btree ("_parent_id");
  CREATE INDEX "product_feat_order_idx" ON "product_feat" USING btree ("_order");
  CREATE INDEX "product_feat_parent_id_idx" ON "product_feat" USING btree ("_parent_id");
  CREATE INDEX "product_feat_path_idx" ON "product_feat" USING btree ("_path");
  CREATE INDEX "product_feat_image_idx" ON "product_feat" USING btree ("image_id");
  CREATE INDEX "gslide_slides_order_idx" ON "gslide_slides" USING btree ("_order");
  CREATE INDEX "gslide_slides_parent_id_idx" ON "gslide_slides" USING btree ("_parent_id");
  CREATE INDEX "gslide_slides_image_idx" ON "gslide_slides" USING btree ("image_id");
  CREATE INDEX "gslide_order_idx" ON "gslide" USING btree ("_order");
  CREATE INDEX "gslide_parent_id_idx" ON "gslide" USING btree ("_parent_id");
  CREATE INDEX "gslide_path_idx" ON "gslide" USING btree ("_path");
  CREATE INDEX "qslide_slides_order_idx" ON "qslide_slides" USING btree ("_order");
  CREATE INDEX "qslide_slides_parent_id_idx" ON "qslide_slides" USING btree ("_parent_id");
  CREATE INDEX "qslide_slides_image_idx" ON "qslide_slides" USING btree ("image_id");
  CREATE INDEX "qslide_order_idx" ON "qslide" USING btree ("_order");
  CREATE INDEX "qslide_parent_id_idx" ON "qslide" USING btree ("_parent_id");
  CREATE INDEX "qslide_path_idx" ON "qslide" USING btree ("_path");
  CREATE INDEX "slides_order_idx" ON "slides" USING btree ("_order");
  CREATE INDEX "slides_parent_id_idx" ON "slides" USING btree ("_parent_id");
  CREATE INDEX "slides_image_idx" ON "slides" USING btree ("image_id");
  CREATE INDEX "slides_image_mobile_idx" ON "slides" USING btree ("image_mobile_id");
  CREATE INDEX "tslide_order_idx" ON "tslide" USING btree ("_order");
  CREATE INDEX "tslide_parent_id_idx" ON "tslide" USING btree ("_parent_id");
  CREATE INDEX "tslide_path_idx" ON "tslide" USING btree ("_path");
  CREATE INDEX "_hero_btn_v_order_idx" ON "_hero_btn_v" USING btree ("_order");
  CREATE INDEX "_hero_btn_v_parent_id_idx" ON "_hero_btn_v" USING btree ("_parent_id");
  CREATE INDEX "_hero_v_order_idx" ON "_hero_v" USING btree ("_order");
  CREATE INDEX "_hero_v_parent_id_idx" ON "_hero_v" USING btree ("_parent_id");
  CREATE INDEX "_hero_v_path_idx" ON "_hero_v" USING btree ("_path");
  CREATE INDEX "_hero_v_image_small_idx" ON "_hero_v" USING btree ("image_small_id");
  CREATE INDEX "_hero_v_image_medium_idx" ON "_hero_v" USING btree ("image_medium_id");
  CREATE INDEX "_hero_v_image_large_idx" ON "_hero_v" USING btree ("image_large_id");
  CREATE INDEX "_hero_v_image_xl_idx" ON "_hero_v" USING btree ("image_xl_id");
  CREATE INDEX "_basic_banner_v_order_idx" ON "_basic_banner_v" USING btree ("_order");
  CREATE INDEX "_basic_banner_v_parent_id_idx" ON "_basic_banner_v" USING btree ("_parent_id");
  CREATE INDEX "_basic_banner_v_path_idx" ON "_basic_banner_v" USING btree ("_path");
  CREATE INDEX "_w_hero_v_order_idx" ON "_w_hero_v" USING btree ("_order");
  CREATE INDEX "_w_hero_v_parent_id_idx" ON "_w_hero_v" USING btree ("_parent_id");
  CREATE INDEX "_w_hero_v_path_idx" ON "_w_hero_v" USING btree ("_path");
  CREATE INDEX "_w_hero_v_background_image_idx" ON "_w_hero_v" USING btree ("background_image_id");
  CREATE INDEX "_w_hero_v_sites_sites_serial_help_document_idx" ON "_w_hero_v" USING btree ("sites_serial_help_document_id");
  CREATE INDEX "_w_btn_v_order_idx" ON "_w_btn_v" USING btree ("_order");
  CREATE INDEX "_w_btn_v_parent_id_idx" ON "_w_btn_v" USING btree ("_parent_id");
  CREATE INDEX "_w_btn_v_path_idx" ON "_w_btn_v" USING btree ("_path");
  CREATE INDEX "_w_btn_v_sites_sites_serial_help_document_idx" ON "_w_btn_v" USING btree ("sites_serial_help_document_id");
  CREATE INDEX "_acc_v_items_order_idx" ON "_acc_v_items" USING btree ("_order");
  CREATE INDEX "_acc_v_items_parent_id_idx" ON "_acc_v_items" USING btree ("_parent_id");
  CREATE INDEX "_acc_v_items_image_idx" ON "_acc_v_items" USING btree ("image_id");
  CREATE INDEX "_acc_v_order_idx" ON "_acc_v" USING btree ("_order");
  CREATE INDEX "_acc_v_parent_id_idx" ON "_acc_v" USING btree ("_parent_id");
  CREATE INDEX "_acc_v_path_idx" ON "_acc_v" USING btree ("_path");
  CREATE INDEX "_exp_cards_v_cards_order_idx" ON "_exp_cards_v_cards" USING btree ("_order");
  CREATE INDEX "_exp_cards_v_cards_parent_id_idx" ON "_exp_cards_v_cards" USING btree ("_parent_id");
  CREATE INDEX "_exp_cards_v_order_idx" ON "_exp_cards_v" USING btree ("_order");
  CREATE INDEX "_exp_cards_v_parent_id_idx" ON "_exp_cards_v" USING btree ("_parent_id");
  CREATE INDEX "_exp_cards_v_path_idx" ON "_exp_cards_v" USING btree ("_path");
  CREATE INDEX "_items_v_order_idx" ON "_items_v" USING btree ("_order");
  CREATE INDEX "_items_v_parent_id_idx" ON "_items_v" USING btree ("_parent_id");
  CREATE INDEX "_tabs_bg_v_tabs_order_idx" ON "_tabs_bg_v_tabs" USING btree ("_order");
  CREATE INDEX "_tabs_bg_v_tabs_parent_id_idx" ON "_tabs_bg_v_tabs" USING btree ("_parent_id");
  CREATE INDEX "_tabs_bg_v_tabs_image_idx" ON "_tabs_bg_v_tabs" USING btree ("image_id");
  CREATE INDEX "_tabs_bg_v_order_idx" ON "_tabs_bg_v" USING btree ("_order");
  CREATE INDEX "_tabs_bg_v_parent_id_idx" ON "_tabs_bg_v" USING btree ("_parent_id");
  CREATE INDEX "_tabs_bg_v_path_idx" ON "_tabs_bg_v" USING btree ("_path");
  CREATE INDEX "_dtable_v_header_rows_cells_order_idx" ON "_dtable_v_header_rows_cells" USING btree ("_order");
  CREATE INDEX "_dtable_v_header_rows_cells_parent_id_idx" ON "_dtable_v_header_rows_cells" USING btree ("_parent_id");
  CREATE INDEX "_dtable_v_header_rows_order_idx" ON "_dtable_v_header_rows" USING btree ("_order");
  CREATE INDEX "_dtable_v_header_rows_parent_id_idx" ON "_dtable_v_header_rows" USING btree ("_parent_id");
  CREATE INDEX "_dtable_v_body_rows_cells_order_idx" ON "_dtable_v_body_rows_cells" USING btree ("_order");
  CREATE INDEX "_dtable_v_body_rows_cells_parent_id_idx" ON "_dtable_v_body_rows_cells" USING btree ("_parent_id");
  CREATE INDEX "_dtable_v_body_rows_order_idx" ON "_dtable_v_body_rows" USING btree ("_order");
  CREATE INDEX "_dtable_v_body_rows_parent_id_idx" ON "_dtable_v_body_rows" USING btree ("_parent_id");
  CREATE INDEX "_dtable_v_order_idx" ON "_dtable_v" USING btree ("_order");
  CREATE INDEX "_dtable_v_parent_id_idx" ON "_dtable_v" USING btree ("_parent_id");
  CREATE INDEX "_dtable_v_path_idx" ON "_dtable_v" USING btree ("_path");
  CREATE INDEX "_help_banner_v_order_idx" ON "_help_banner_v" USING btree ("_order");
  CREATE INDEX "_help_banner_v_parent_id_idx" ON "_help_banner_v" USING btree ("_parent_id");
  CREATE INDEX "_help_banner_v_path_idx" ON "_help_banner_v" USING btree ("_path");
  CREATE INDEX "_close_banner_v_order_idx" ON "_close_banner_v" USING btree ("_order");
  CREATE INDEX "_close_banner_v_parent_id_idx" ON "_close_banner_v" USING btree ("_parent_id");
  CREATE INDEX "_close_banner_v_path_idx" ON "_close_banner_v" USING btree ("_path");
  CREATE INDEX "_sticky_cta_v_order_idx" ON "_sticky_cta_v" USING btree ("_order");
  CREATE INDEX "_sticky_cta_v_parent_id_idx" ON "_sticky_cta_v" USING btree ("_parent_id");
  CREATE INDEX "_sticky_cta_v_path_idx" ON "_sticky_cta_v" USING btree ("_path");
  CREATE INDEX "_page_nav_v_items_order_idx" ON "_page_nav_v_items" USING btree ("_order");
  CREATE INDEX "_page_nav_v_items_parent_id_idx" ON "_page_nav_v_items" USING btree ("_parent_id");
  CREATE INDEX "_page_nav_v_order_idx" ON "_page_nav_v" USING btree ("_order");
  CREATE INDEX "_page_nav_v_parent_id_idx" ON "_page_nav_v" USING btree ("_parent_id");
  CREATE INDEX "_page_nav_v_path_idx" ON "_page_nav_v" USING btree ("_path");
  CREATE INDEX "_review_slot_v_order_idx" ON "_review_slot_v" USING btree ("_order");
  CREATE INDEX "_review_slot_v_parent_id_idx" ON "_review_slot_v" USING btree ("_parent_id");
  CREATE INDEX "_review_slot_v_path_idx" ON "_review_slot_v" USING btree ("_path");
  CREATE INDEX "_video_player_v_order_idx" ON "_video_player_v" USING btree ("_order");
  CREATE INDEX "_video_player_v_parent_id_idx" ON "_video_player_v" USING btree ("_parent_id");
  CREATE INDEX "_video_player_v_path_idx" ON "_video_player_v" USING btree ("_path");
  CREATE INDEX "_video_player_v_thumbnail_idx" ON "_video_player_v" USING btree ("thumbnail_id");
  CREATE INDEX "_video_content_v_videos_order_idx" ON "_video_content_v_videos" USING btree ("_order");
  CREATE INDEX "_video_content_v_videos_parent_id_idx" ON "_video_content_v_videos" USING btree ("_parent_id");
  CREATE INDEX "_video_content_v_order_idx" ON "_video_content_v" USING btree ("_order");
  CREATE INDEX "_video_content_v_parent_id_idx" ON "_video_content_v" USING btree ("_parent_id");
  CREATE INDEX "_video_content_v_path_idx" ON "_video_content_v" USING btree ("_path");
  CREATE INDEX "_video_cards_v_cards_order_idx" ON "_video_cards_v_cards" USING btree ("_order");
  CREATE INDEX "_video_cards_v_cards_parent_id_idx" ON "_video_cards_v_cards" USING btree ("_parent_id");
  CREATE INDEX "_video_cards_v_cards_image_idx" ON "_video_cards_v_cards" USING btree ("image_id");
  CREATE INDEX "_video_cards_v_order_idx" ON "_video_cards_v" USING btree ("_order");
  CREATE INDEX "_video_cards_v_parent_id_idx" ON "_video_cards_v" USING btree ("_parent_id");
  CREATE INDEX "_video_cards_v_path_idx" ON "_video_cards_v" USING btree ("_path");
  CREATE INDEX "_link_card_v_cards_order_idx" ON "_link_card_v_cards" USING btree ("_order");
  CREATE INDEX "_link_card_v_cards_parent_id_idx" ON "_link_card_v_cards" USING btree ("_parent_id");
  CREATE INDEX "_link_card_v_cards_image_idx" ON "_link_card_v_cards" USING btree ("image_id");
  CREATE INDEX "_link_card_v_order_idx" ON "_link_card_v" USING btree ("_order");
  CREATE INDEX "_link_card_v_parent_id_idx" ON "_link_card_v" USING btree ("_parent_id");
  CREATE INDEX "_link_card_v_path_idx" ON "_link_card_v" USING btree ("_path");
  CREATE INDEX "_three_col_v_columns_order_idx" ON "_three_col_v_columns" USING btree ("_order");
  CREATE INDEX "_three_col_v_columns_parent_id_idx" ON "_three_col_v_columns" USING btree ("_parent_id");
  CREATE INDEX "_three_col_v_order_idx" ON "_three_col_v" USING btree ("_order");
  CREATE INDEX "_three_col_v_parent_id_idx" ON "_three_col_v" USING btree ("_parent_id");
  CREATE INDEX "_three_col_v_path_idx" ON "_three_col_v" USING btree ("_path");
  CREATE INDEX "_steps_v_steps_order_idx" ON "_steps_v_steps" USING btree ("_order");
  CREATE INDEX "_steps_v_steps_parent_id_idx" ON "_steps_v_steps" USING btree ("_parent_id");
  CREATE INDEX "_steps_v_order_idx" ON "_steps_v" USING btree ("_order");
  CREATE INDEX "_steps_v_parent_id_idx" ON "_steps_v" USING btree ("_parent_id");
  CREATE INDEX "_steps_v_path_idx" ON "_steps_v" USING btree ("_path");
  CREATE INDEX "_four_links_v_links_order_idx" ON "_four_links_v_links" USING btree ("_order");
  CREATE INDEX "_four_links_v_links_parent_id_idx" ON "_four_links_v_links" USING btree ("_parent_id");
  CREATE INDEX "_four_links_v_order_idx" ON "_four_links_v" USING btree ("_order");
  CREATE INDEX "_four_links_v_parent_id_idx" ON "_four_links_v" USING btree ("_parent_id");
  CREATE INDEX "_four_links_v_path_idx" ON "_four_links_v" USING btree ("_path");
  CREATE INDEX "_tooltip_content_v_order_idx" ON "_tooltip_content_v" USING btree ("_order");
  CREATE INDEX "_tooltip_content_v_parent_id_idx" ON "_tooltip_content_v" USING btree ("_parent_id");
  CREATE INDEX "_tooltip_content_v_path_idx" ON "_tooltip_content_v" USING btree ("_path");
  CREATE INDEX "_example_section_v_order_idx" ON "_example_section_v" USING btree ("_order");
  CREATE INDEX "_example_section_v_parent_id_idx" ON "_example_section_v" USING btree ("_parent_id");
  CREATE INDEX "_example_section_v_path_idx" ON "_example_section_v" USING btree ("_path");
  CREATE INDEX "_fifty_fifty_v_order_idx" ON "_fifty_fifty_v" USING btree ("_order");
  CREATE INDEX "_fifty_fifty_v_parent_id_idx" ON "_fifty_fifty_v" USING btree ("_parent_id");
  CREATE INDEX "_fifty_fifty_v_path_idx" ON "_fifty_fifty_v" USING btree ("_path");
  CREATE INDEX "_fifty_fifty_v_image_idx" ON "_fifty_fifty_v" USING btree ("image_id");
  CREATE INDEX "_icon_list_v_items_order_idx" ON "_icon_list_v_items" USING btree ("_order");
  CREATE INDEX "_icon_list_v_items_parent_id_idx" ON "_icon_list_v_items" USING btree ("_parent_id");
  CREATE INDEX "_icon_list_v_order_idx" ON "_icon_list_v" USING btree ("_order");
  CREATE INDEX "_icon_list_v_parent_id_idx" ON "_icon_list_v" USING btree ("_parent_id");
  CREATE INDEX "_icon_list_v_path_idx" ON "_icon_list_v" USING btree ("_path");
  CREATE INDEX "_cta_cards_v_cards_order_idx" ON "_cta_cards_v_cards" USING btree ("_order");
  CREATE INDEX "_cta_cards_v_cards_parent_id_idx" ON "_cta_cards_v_cards" USING btree ("_parent_id");
  CREATE INDEX "_cta_cards_v_order_idx" ON "_cta_cards_v" USING btree ("_order");
  CREATE INDEX "_cta_cards_v_parent_id_idx" ON "_cta_cards_v" USING btree ("_parent_id");
  CREATE INDEX "_cta_cards_v_path_idx" ON "_cta_cards_v" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_spacer_order_idx" ON "_pages_v_blocks_spacer" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_spacer_parent_id_idx" ON "_pages_v_blocks_spacer" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_spacer_path_idx" ON "_pages_v_blocks_spacer" USING btree ("_path");
  CREATE INDEX "_email_banner_v_order_idx" ON "_email_banner_v" USING btree ("_order");
  CREATE INDEX "_email_banner_v_parent_id_idx" ON "_email_banner_v" USING btree ("_parent_id");
  CREATE INDEX "_email_banner_v_path_idx" ON "_email_banner_v" USING btree ("_path");
  CREATE INDEX "_product_feat_v_features_order_idx" ON "_product_feat_v_features" USING btree ("_order");
  CREATE INDEX "_product_feat_v_features_parent_id_idx" ON "_product_feat_v_features" USING btree ("_parent_id");
  CREATE INDEX "_product_feat_v_order_idx" ON "_product_feat_v" USING btree ("_order");
  CREATE INDEX "_product_feat_v_parent_id_idx" ON "_product_feat_v" USING btree ("_parent_id");
  CREATE INDEX "_product_feat_v_path_idx" ON "_product_feat_v" USING btree ("_path");
  CREATE INDEX "_product_feat_v_image_idx" ON "_product_feat_v" USING btree ("image_id");
  CREATE INDEX "_gslide_v_slides_order_idx" ON "_gslide_v_slides" USING btree ("_order");
  CREATE INDEX "_gslide_v_slides_parent_id_idx" ON "_gslide_v_slides" USING btree ("_parent_id");
  CREATE INDEX "_gslide_v_slides_image_idx" ON "_gslide_v_slides" USING btree ("image_id");
  CREATE INDEX "_gslide_v_order_idx" ON "_gslide_v" USING btree ("_order");
  CREATE INDEX "_gslide_v_parent_id_idx" ON "_gslide_v" USING btree ("_parent_id");
  CREATE INDEX "_gslide_v_path_idx" ON "_gslide_v" USING btree ("_path");
  CREATE INDEX "_qslide_v_slides_order_idx" ON "_qslide_v_slides" USING btree ("_order");
  CREATE INDEX "_qslide_v_slides_parent_id_idx" ON "_qslide_v_slides" USING btree ("_parent_id");
  CREATE INDEX "_qslide_v_slides_image_idx" ON "_qslide_v_slides" USING btree ("image_id");
  CREATE INDEX "_qslide_v_order_idx" ON "_qslide_v" USING btree ("_order");
  CREATE INDEX "_qslide_v_parent_id_idx" ON "_qslide_v" USING btree ("_parent_id");
  CREATE INDEX "_qslide_v_path_idx" ON "_qslide_v" USING btree ("_path");
  CREATE INDEX "_slides_v_order_idx" ON "_slides_v" USING btree ("_order");
  CREATE INDEX "_slides_v_parent_id_idx" ON "_slides_v" USING btree ("_parent_id");
  CREATE INDEX "_slides_v_image_idx" ON "_slides_v" USING btree ("image_id");
  CREATE INDEX "_slides_v_image_mobile_idx" ON "_slides_v" USING btree ("image_mobile_id");
  CREATE INDEX "_tslide_v_order_idx" ON "_tslide_v" USING btree ("_order");
  CREATE INDEX "_tslide_v_parent_id_idx" ON "_tslide_v" USING btree ("_parent_id");
  CREATE INDEX "_tslide_v_path_idx" ON "_tslide_v" USING btree ("_path");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "hero_btn" CASCADE;
  DROP TABLE "hero" CASCADE;
  DROP TABLE "basic_banner" CASCADE;
  DROP TABLE "w_hero" CASCADE;
  DROP TABLE "w_btn" CASCADE;
  DROP TABLE "acc_items" CASCADE;
  DROP TABLE "acc" CASCADE;
  DROP TABLE "exp_cards_cards" CASCADE;
  DROP TABLE "exp_cards" CASCADE;
  DROP TABLE "items" CASCADE;
  DROP TABLE "tabs_bg_tabs" CASCADE;
  DROP TABLE "tabs_bg" CASCADE;
  DROP TABLE "dtable_header_rows_cells" CASCADE;
  DROP TABLE "dtable_header_rows" CASCADE;
  DROP TABLE "dtable_body_rows_cells" CASCADE;
  DROP TABLE "dtable_body_rows" CASCADE;
  DROP TABLE "dtable" CASCADE;
  DROP TABLE "help_banner" CASCADE;
  DROP TABLE "close_banner" CASCADE;
  DROP TABLE "sticky_cta" CASCADE;
  DROP TABLE "page_nav_items" CASCADE;
  DROP TABLE "page_nav" CASCADE;
  DROP TABLE "review_slot" CASCADE;
  DROP TABLE "video_player" CASCADE;
  DROP TABLE "video_content_videos" CASCADE;
  DROP TABLE "video_content" CASCADE;
  DROP TABLE "video_cards_cards" CASCADE;
  DROP TABLE "video_cards" CASCADE;
  DROP TABLE "link_card_cards" CASCADE;
  DROP TABLE "link_card" CASCADE;
  DROP TABLE "three_col_columns" CASCADE;
  DROP TABLE "three_col" CASCADE;
  DROP TABLE "steps_steps" CASCADE;
  DROP TABLE "steps" CASCADE;
  DROP TABLE "four_links_links" CASCADE;
  DROP TABLE "four_links" CASCADE;
  DROP TABLE "tooltip_content" CASCADE;
  DROP TABLE "example_section" CASCADE;
  DROP TABLE "fifty_fifty" CASCADE;
  DROP TABLE "icon_list_items" CASCADE;
  DROP TABLE "icon_list" CASCADE;
  DROP TABLE "cta_cards_cards" CASCADE;
  DROP TABLE "cta_cards" CASCADE;
  DROP TABLE "pages_blocks_spacer" CASCADE;
  DROP TABLE "email_banner" CASCADE;
  DROP TABLE "product_feat_features" CASCADE;
  DROP TABLE "product_feat" CASCADE;
  DROP TABLE "gslide_slides" CASCADE;
  DROP TABLE "gslide" CASCADE;
  DROP TABLE "qslide_slides" CASCADE;
  DROP TABLE "qslide" CASCADE;
  DROP TABLE "slides" CASCADE;
  DROP TABLE "tslide" CASCADE;
  DROP TABLE "_hero_btn_v" CASCADE;
  DROP TABLE "_hero_v" CASCADE;
  DROP TABLE "_basic_banner_v" CASCADE;
  DROP TABLE "_w_hero_v" CASCADE;
  DROP TABLE "_w_btn_v" CASCADE;
  DROP TABLE "_acc_v_items" CASCADE;
  DROP TABLE "_acc_v" CASCADE;
  DROP TABLE "_exp_cards_v_cards" CASCADE;
  DROP TABLE "_exp_cards_v" CASCADE;
  DROP TABLE "_items_v" CASCADE;
  DROP TABLE "_tabs_bg_v_tabs" CASCADE;
  DROP TABLE "_tabs_bg_v" CASCADE;
  DROP TABLE "_dtable_v_header_rows_cells" CASCADE;
  DROP TABLE "_dtable_v_header_rows" CASCADE;
  DROP TABLE "_dtable_v_body_rows_cells" CASCADE;
  DROP TABLE "_dtable_v_body_rows" CASCADE;
  DROP TABLE "_dtable_v" CASCADE;
  DROP TABLE "_help_banner_v" CASCADE;
  DROP TABLE "_close_banner_v" CASCADE;
  DROP TABLE "_sticky_cta_v" CASCADE;
  DROP TABLE "_page_nav_v_items" CASCADE;
  DROP TABLE "_page_nav_v" CASCADE;
  DROP TABLE "_review_slot_v" CASCADE;
  DROP TABLE "_video_player_v" CASCADE;
  DROP TABLE "_video_content_v_videos" CASCADE;
  DROP TABLE "_video_content_v" CASCADE;
  DROP TABLE "_video_cards_v_cards" CASCADE;
  DROP TABLE "_video_cards_v" CASCADE;
  DROP TABLE "_link_card_v_cards" CASCADE;
  DROP TABLE "_link_card_v" CASCADE;
  DROP TABLE "_three_col_v_columns" CASCADE;
  DROP TABLE "_three_col_v" CASCADE;
  DROP TABLE "_steps_v_steps" CASCADE;
  DROP TABLE "_steps_v" CASCADE;
  DROP TABLE "_four_links_v_links" CASCADE;
  DROP TABLE "_four_links_v" CASCADE;
  DROP TABLE "_tooltip_content_v" CASCADE;
  DROP TABLE "_example_section_v" CASCADE;
  DROP TABLE "_fifty_fifty_v" CASCADE;
  DROP TABLE "_icon_list_v_items" CASCADE;
  DROP TABLE "_icon_list_v" CASCADE;
  DROP TABLE "_cta_cards_v_cards" CASCADE;
  DROP TABLE "_cta_cards_v" CASCADE;
  DROP TABLE "_pages_v_blocks_spacer" CASCADE;
  DROP TABLE "_email_banner_v" CASCADE;
  DROP TABLE "_product_feat_v_features" CASCADE;
  DROP TABLE "_product_feat_v" CASCADE;
  DROP TABLE "_gslide_v_slides" CASCADE;
  DROP TABLE "_gslide_v" CASCADE;
  DROP TABLE "_qslide_v_slides" CASCADE;
  DROP TABLE "_qslide_v" CASCADE;
  DROP TABLE "_slides_v" CASCADE;
  DROP TABLE "_tslide_v" CASCADE;
  ALTER TABLE "site_settings" DROP COLUMN "ratings_widget_script_url";
  DROP TYPE "public"."enum_hero_btn_variant";
  DROP TYPE "public"."enum_hero_variant";
  DROP TYPE "public"."enum_hero_title_level";
  DROP TYPE "public"."enum_hero_background_color";
  DROP TYPE "public"."enum_hero_wave_color";
  DROP TYPE "public"."enum_hero_height_mobile";
  DROP TYPE "public"."enum_hero_height_tablet";
  DROP TYPE "public"."enum_hero_height_desktop";
  DROP TYPE "public"."enum_basic_banner_background_color";
  DROP TYPE "public"."enum_w_hero_alignment";
  DROP TYPE "public"."enum_w_hero_appearance_background_color";
  DROP TYPE "public"."enum_w_hero_appearance_padding";
  DROP TYPE "public"."enum_w_hero_appearance_shadow";
  DROP TYPE "public"."enum_w_btn_dialog";
  DROP TYPE "public"."enum_w_btn_variant";
  DROP TYPE "public"."enum_w_btn_alignment";
  DROP TYPE "public"."enum_w_btn_appearance_background_color";
  DROP TYPE "public"."enum_w_btn_appearance_padding";
  DROP TYPE "public"."enum_w_btn_appearance_shadow";
  DROP TYPE "public"."enum_acc_appearance_background_color";
  DROP TYPE "public"."enum_acc_appearance_padding";
  DROP TYPE "public"."enum_acc_appearance_shadow";
  DROP TYPE "public"."enum_exp_cards_appearance_background_color";
  DROP TYPE "public"."enum_exp_cards_appearance_padding";
  DROP TYPE "public"."enum_exp_cards_appearance_shadow";
  DROP TYPE "public"."enum_tabs_bg_appearance_background_color";
  DROP TYPE "public"."enum_tabs_bg_appearance_padding";
  DROP TYPE "public"."enum_tabs_bg_appearance_shadow";
  DROP TYPE "public"."enum_dtable_header_rows_cells_background";
  DROP TYPE "public"."enum_dtable_body_rows_cells_background";
  DROP TYPE "public"."enum_dtable_appearance_background_color";
  DROP TYPE "public"."enum_dtable_appearance_padding";
  DROP TYPE "public"."enum_dtable_appearance_shadow";
  DROP TYPE "public"."enum_help_banner_language";
  DROP TYPE "public"."enum_close_banner_tone";
  DROP TYPE "public"."enum_video_player_appearance_background_color";
  DROP TYPE "public"."enum_video_player_appearance_padding";
  DROP TYPE "public"."enum_video_player_appearance_shadow";
  DROP TYPE "public"."enum_video_content_appearance_background_color";
  DROP TYPE "public"."enum_video_content_appearance_padding";
  DROP TYPE "public"."enum_video_content_appearance_shadow";
  DROP TYPE "public"."enum_video_cards_appearance_background_color";
  DROP TYPE "public"."enum_video_cards_appearance_padding";
  DROP TYPE "public"."enum_video_cards_appearance_shadow";
  DROP TYPE "public"."enum_link_card_appearance_background_color";
  DROP TYPE "public"."enum_link_card_appearance_padding";
  DROP TYPE "public"."enum_link_card_appearance_shadow";
  DROP TYPE "public"."enum_three_col_appearance_background_color";
  DROP TYPE "public"."enum_three_col_appearance_padding";
  DROP TYPE "public"."enum_three_col_appearance_shadow";
  DROP TYPE "public"."enum_steps_appearance_background_color";
  DROP TYPE "public"."enum_steps_appearance_padding";
  DROP TYPE "public"."enum_steps_appearance_shadow";
  DROP TYPE "public"."enum_four_links_appearance_background_color";
  DROP TYPE "public"."enum_four_links_appearance_padding";
  DROP TYPE "public"."enum_four_links_appearance_shadow";
  DROP TYPE "public"."enum_tooltip_content_appearance_background_color";
  DROP TYPE "public"."enum_tooltip_content_appearance_padding";
  DROP TYPE "public"."enum_tooltip_content_appearance_shadow";
  DROP TYPE "public"."enum_example_section_appearance_background_color";
  DROP TYPE "public"."enum_example_section_appearance_padding";
  DROP TYPE "public"."enum_example_section_appearance_shadow";
  DROP TYPE "public"."enum_fifty_fifty_image_position";
  DROP TYPE "public"."enum_fifty_fifty_appearance_background_color";
  DROP TYPE "public"."enum_fifty_fifty_appearance_padding";
  DROP TYPE "public"."enum_fifty_fifty_appearance_shadow";
  DROP TYPE "public"."enum_icon_list_items_icon";
  DROP TYPE "public"."enum_icon_list_appearance_background_color";
  DROP TYPE "public"."enum_icon_list_appearance_padding";
  DROP TYPE "public"."enum_icon_list_appearance_shadow";
  DROP TYPE "public"."enum_cta_cards_appearance_background_color";
  DROP TYPE "public"."enum_cta_cards_appearance_padding";
  DROP TYPE "public"."enum_cta_cards_appearance_shadow";
  DROP TYPE "public"."enum_pages_blocks_spacer_size";
  DROP TYPE "public"."enum_pages_blocks_spacer_appearance_background_color";
  DROP TYPE "public"."enum_pages_blocks_spacer_appearance_padding";
  DROP TYPE "public"."enum_pages_blocks_spacer_appearance_shadow";
  DROP TYPE "public"."enum_email_banner_appearance_background_color";
  DROP TYPE "public"."enum_email_banner_appearance_padding";
  DROP TYPE "public"."enum_email_banner_appearance_shadow";
  DROP TYPE "public"."enum_product_feat_features_icon";
  DROP TYPE "public"."enum_product_feat_appearance_background_color";
  DROP TYPE "public"."enum_product_feat_appearance_padding";
  DROP TYPE "public"."enum_product_feat_appearance_shadow";
  DROP TYPE "public"."enum_gslide_options_desk_arrows_bg";
  DROP TYPE "public"."enum_gslide_options_desk_arrows_color";
  DROP TYPE "public"."enum_gslide_options_desk_arrows_border";
  DROP TYPE "public"."enum_gslide_options_desk_dots_colors";
  DROP TYPE "public"."enum_gslide_options_desk_transition_effect";
  DROP TYPE "public"."enum_gslide_options_desk_wrapper_css";
  DROP TYPE "public"."enum_gslide_options_tablet_arrows_bg";
  DROP TYPE "public"."enum_gslide_options_tablet_arrows_color";
  DROP TYPE "public"."enum_gslide_options_tablet_arrows_border";
  DROP TYPE "public"."enum_gslide_options_tablet_dots_colors";
  DROP TYPE "public"."enum_gslide_options_tablet_transition_effect";
  DROP TYPE "public"."enum_gslide_options_tablet_wrapper_css";
  DROP TYPE "public"."enum_gslide_options_mobile_arrows_bg";
  DROP TYPE "public"."enum_gslide_options_mobile_arrows_color";
  DROP TYPE "public"."enum_gslide_options_mobile_arrows_border";
  DROP TYPE "public"."enum_gslide_options_mobile_dots_colors";
  DROP TYPE "public"."enum_gslide_options_mobile_transition_effect";
  DROP TYPE "public"."enum_gslide_options_mobile_wrapper_css";
  DROP TYPE "public"."enum_gslide_appearance_background_color";
  DROP TYPE "public"."enum_gslide_appearance_padding";
  DROP TYPE "public"."enum_gslide_appearance_shadow";
  DROP TYPE "public"."enum_qslide_appearance_background_color";
  DROP TYPE "public"."enum_qslide_appearance_padding";
  DROP TYPE "public"."enum_qslide_appearance_shadow";
  DROP TYPE "public"."enum_tslide_auto_slide";
  DROP TYPE "public"."enum_tslide_appearance_background_color";
  DROP TYPE "public"."enum_tslide_appearance_padding";
  DROP TYPE "public"."enum_tslide_appearance_shadow";
  DROP TYPE "public"."enum__hero_btn_v_variant";
  DROP TYPE "public"."enum__hero_v_variant";
  DROP TYPE "public"."enum__hero_v_title_level";
  DROP TYPE "public"."enum__hero_v_background_color";
  DROP TYPE "public"."enum__hero_v_wave_color";
  DROP TYPE "public"."enum__hero_v_height_mobile";
  DROP TYPE "public"."enum__hero_v_height_tablet";
  DROP TYPE "public"."enum__hero_v_height_desktop";
  DROP TYPE "public"."enum__basic_banner_v_background_color";
  DROP TYPE "public"."enum__w_hero_v_alignment";
  DROP TYPE "public"."enum__w_hero_v_appearance_background_color";
  DROP TYPE "public"."enum__w_hero_v_appearance_padding";
  DROP TYPE "public"."enum__w_hero_v_appearance_shadow";
  DROP TYPE "public"."enum__w_btn_v_dialog";
  DROP TYPE "public"."enum__w_btn_v_variant";
  DROP TYPE "public"."enum__w_btn_v_alignment";
  DROP TYPE "public"."enum__w_btn_v_appearance_background_color";
  DROP TYPE "public"."enum__w_btn_v_appearance_padding";
  DROP TYPE "public"."enum__w_btn_v_appearance_shadow";
  DROP TYPE "public"."enum__acc_v_appearance_background_color";
  DROP TYPE "public"."enum__acc_v_appearance_padding";
  DROP TYPE "public"."enum__acc_v_appearance_shadow";
  DROP TYPE "public"."enum__exp_cards_v_appearance_background_color";
  DROP TYPE "public"."enum__exp_cards_v_appearance_padding";
  DROP TYPE "public"."enum__exp_cards_v_appearance_shadow";
  DROP TYPE "public"."enum__tabs_bg_v_appearance_background_color";
  DROP TYPE "public"."enum__tabs_bg_v_appearance_padding";
  DROP TYPE "public"."enum__tabs_bg_v_appearance_shadow";
  DROP TYPE "public"."enum__dtable_v_header_rows_cells_background";
  DROP TYPE "public"."enum__dtable_v_body_rows_cells_background";
  DROP TYPE "public"."enum__dtable_v_appearance_background_color";
  DROP TYPE "public"."enum__dtable_v_appearance_padding";
  DROP TYPE "public"."enum__dtable_v_appearance_shadow";
  DROP TYPE "public"."enum__help_banner_v_language";
  DROP TYPE "public"."enum__close_banner_v_tone";
  DROP TYPE "public"."enum__video_player_v_appearance_background_color";
  DROP TYPE "public"."enum__video_player_v_appearance_padding";
  DROP TYPE "public"."enum__video_player_v_appearance_shadow";
  DROP TYPE "public"."enum__video_content_v_appearance_background_color";
  DROP TYPE "public"."enum__video_content_v_appearance_padding";
  DROP TYPE "public"."enum__video_content_v_appearance_shadow";
  DROP TYPE "public"."enum__video_cards_v_appearance_background_color";
  DROP TYPE "public"."enum__video_cards_v_appearance_padding";
  DROP TYPE "public"."enum__video_cards_v_appearance_shadow";
  DROP TYPE "public"."enum__link_card_v_appearance_background_color";
  DROP TYPE "public"."enum__link_card_v_appearance_padding";
  DROP TYPE "public"."enum__link_card_v_appearance_shadow";
  DROP TYPE "public"."enum__three_col_v_appearance_background_color";
  DROP TYPE "public"."enum__three_col_v_appearance_padding";
  DROP TYPE "public"."enum__three_col_v_appearance_shadow";
  DROP TYPE "public"."enum__steps_v_appearance_background_color";
  DROP TYPE "public"."enum__steps_v_appearance_padding";
  DROP TYPE "public"."enum__steps_v_appearance_shadow";
  DROP TYPE "public"."enum__four_links_v_appearance_background_color";
  DROP TYPE "public"."enum__four_links_v_appearance_padding";
  DROP TYPE "public"."enum__four_links_v_appearance_shadow";
  DROP TYPE "public"."enum__tooltip_content_v_appearance_background_color";
  DROP TYPE "public"."enum__tooltip_content_v_appearance_padding";
  DROP TYPE "public"."enum__tooltip_content_v_appearance_shadow";
  DROP TYPE "public"."enum__example_section_v_appearance_background_color";
  DROP TYPE "public"."enum__example_section_v_appearance_padding";
  DROP TYPE "public"."enum__example_section_v_appearance_shadow";
  DROP TYPE "public"."enum__fifty_fifty_v_image_position";
  DROP TYPE "public"."enum__fifty_fifty_v_appearance_background_color";
  DROP TYPE "public"."enum__fifty_fifty_v_appearance_padding";
  DROP TYPE "public"."enum__fifty_fifty_v_appearance_shadow";
  DROP TYPE "public"."enum__icon_list_v_items_icon";
  DROP TYPE "public"."enum__icon_list_v_appearance_background_color";
  DROP TYPE "public"."enum__icon_list_v_appearance_padding";
  DROP TYPE "public"."enum__icon_list_v_appearance_shadow";
  DROP TYPE "public"."enum__cta_cards_v_appearance_background_color";
  DROP TYPE "public"."enum__cta_cards_v_appearance_padding";
  DROP TYPE "public"."enum__cta_cards_v_appearance_shadow";
  DROP TYPE "public"."enum__pages_v_blocks_spacer_size";
  DROP TYPE "public"."enum__pages_v_blocks_spacer_appearance_background_color";
  DROP TYPE "public"."enum__pages_v_blocks_spacer_appearance_padding";
  DROP TYPE "public"."enum__pages_v_blocks_spacer_appearance_shadow";
  DROP TYPE "public"."enum__email_banner_v_appearance_background_color";
  DROP TYPE "public"."enum__email_banner_v_appearance_padding";
  DROP TYPE "public"."enum__email_banner_v_appearance_shadow";
  DROP TYPE "public"."enum__product_feat_v_features_icon";
  DROP TYPE "public"."enum__product_feat_v_appearance_background_color";
  DROP TYPE "public"."enum__product_feat_v_appearance_padding";
  DROP TYPE "public"."enum__product_feat_v_appearance_shadow";
  DROP TYPE "public"."enum__gslide_v_options_desk_arrows_bg";
  DROP TYPE "public"."enum__gslide_v_options_desk_arrows_color";
  DROP TYPE "public"."enum__gslide_v_options_desk_arrows_border";
  DROP TYPE "public"."enum__gslide_v_options_desk_dots_colors";
  DROP TYPE "public"."enum__gslide_v_options_desk_transition_effect";
  DROP TYPE "public"."enum__gslide_v_options_desk_wrapper_css";
  DROP TYPE "public"."enum__gslide_v_options_tablet_arrows_bg";
  DROP TYPE "public"."enum__gslide_v_options_tablet_arrows_color";
  DROP TYPE "public"."enum__gslide_v_options_tablet_arrows_border";
  DROP TYPE "public"."enum__gslide_v_options_tablet_dots_colors";
  DROP TYPE "public"."enum__gslide_v_options_tablet_transition_effect";
  DROP TYPE "public"."enum__gslide_v_options_tablet_wrapper_css";
  DROP TYPE "public"."enum__gslide_v_options_mobile_arrows_bg";
  DROP TYPE "public"."enum__gslide_v_options_mobile_arrows_color";
  DROP TYPE "public"."enum__gslide_v_options_mobile_arrows_border";
  DROP TYPE "public"."enum__gslide_v_options_mobile_dots_colors";
  DROP TYPE "public"."enum__gslide_v_options_mobile_transition_effect";
  DROP TYPE "public"."enum__gslide_v_options_mobile_wrapper_css";
  DROP TYPE "public"."enum__gslide_v_appearance_background_color";
  DROP TYPE "public"."enum__gslide_v_appearance_padding";
  DROP TYPE "public"."enum__gslide_v_appearance_shadow";
  DROP TYPE "public"."enum__qslide_v_appearance_background_color";
  DROP TYPE "public"."enum__qslide_v_appearance_padding";
  DROP TYPE "public"."enum__qslide_v_appearance_shadow";
  DROP TYPE "public"."enum__tslide_v_auto_slide";
  DROP TYPE "public"."enum__tslide_v_appearance_background_color";
  DROP TYPE "public"."enum__tslide_v_appearance_padding";
  DROP TYPE "public"."enum__tslide_v_appearance_shadow";`)
}
