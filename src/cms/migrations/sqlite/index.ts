import * as migration_20261122_102936_initial from './20261122_102936_initial'
import * as migration_20261123_073500_platform_hardening from './20261123_073500_platform_hardening'
import * as migration_20261123_104628_locator_and_leads from './20261123_104628_locator_and_leads'
import * as migration_20261123_143012_rebates_products_resources from './20261123_143012_rebates_products_resources'
import * as migration_20261123_171252_content_blocks from './20261123_171252_content_blocks'
import * as migration_20261123_210919_content_blocks_part_2 from './20261123_210919_content_blocks_part_2'
import * as migration_20261124_223409_media_decorative from './20261124_223409_media_decorative'
import * as migration_20261124_230407_columns_presets from './20261124_230407_columns_presets'
import * as migration_20261124_233801_review_hiding from './20261124_233801_review_hiding'
import * as migration_20261125_020011_redirects from './20261125_020011_redirects'
import * as migration_20261125_021314_trash from './20261125_021314_trash'
import * as migration_20261125_023034_nav_menus from './20261125_023034_nav_menus'
import * as migration_20261125_025614_page_sharing from './20261125_025614_page_sharing'
import * as migration_20261125_044300_reusable_sections from './20261125_044300_reusable_sections'
import * as migration_20261125_050511_button_pages from './20261125_050511_button_pages'
import * as migration_20261126_011512_page_links from './20261126_011512_page_links'
import * as migration_20261126_035614_resource_links from './20261126_035614_resource_links'
import * as migration_20261127_175553_spam_trap from './20261127_175553_spam_trap'
import * as migration_20261127_180249_no_account_lock from './20261127_180249_no_account_lock'
import * as migration_20261127_212630_object_storage_fields from './20261127_212630_object_storage_fields'
import * as migration_20261127_231141_demo_warranty_sites from './20261127_231141_demo_warranty_sites'
import * as migration_20261128_020045_dealer_pages from './20261128_020045_dealer_pages'
import * as migration_20261128_024708_visits_log from './20261128_024708_visits_log'
import * as migration_20261128_054534_site_search from './20261128_054534_site_search'
import * as migration_20261128_084055_dealer_imports from './20261128_084055_dealer_imports'
import * as migration_20261128_085044_localized_content from './20261128_085044_localized_content'
import * as migration_20261128_125955_lead_language from './20261128_125955_lead_language'
import * as migration_20261128_185442_search_languages from './20261128_185442_search_languages'

export const migrations = [
  {
    up: migration_20261122_102936_initial.up,
    down: migration_20261122_102936_initial.down,
    name: '20261122_102936_initial',
  },
  {
    up: migration_20261123_073500_platform_hardening.up,
    down: migration_20261123_073500_platform_hardening.down,
    name: '20261123_073500_platform_hardening',
  },
  {
    up: migration_20261123_104628_locator_and_leads.up,
    down: migration_20261123_104628_locator_and_leads.down,
    name: '20261123_104628_locator_and_leads',
  },
  {
    up: migration_20261123_143012_rebates_products_resources.up,
    down: migration_20261123_143012_rebates_products_resources.down,
    name: '20261123_143012_rebates_products_resources',
  },
  {
    up: migration_20261123_171252_content_blocks.up,
    down: migration_20261123_171252_content_blocks.down,
    name: '20261123_171252_content_blocks',
  },
  {
    up: migration_20261123_210919_content_blocks_part_2.up,
    down: migration_20261123_210919_content_blocks_part_2.down,
    name: '20261123_210919_content_blocks_part_2',
  },
  {
    up: migration_20261124_223409_media_decorative.up,
    down: migration_20261124_223409_media_decorative.down,
    name: '20261124_223409_media_decorative',
  },
  {
    up: migration_20261124_230407_columns_presets.up,
    down: migration_20261124_230407_columns_presets.down,
    name: '20261124_230407_columns_presets',
  },
  {
    up: migration_20261124_233801_review_hiding.up,
    down: migration_20261124_233801_review_hiding.down,
    name: '20261124_233801_review_hiding',
  },
  {
    up: migration_20261125_020011_redirects.up,
    down: migration_20261125_020011_redirects.down,
    name: '20261125_020011_redirects',
  },
  {
    up: migration_20261125_021314_trash.up,
    down: migration_20261125_021314_trash.down,
    name: '20261125_021314_trash',
  },
  {
    up: migration_20261125_023034_nav_menus.up,
    down: migration_20261125_023034_nav_menus.down,
    name: '20261125_023034_nav_menus',
  },
  {
    up: migration_20261125_025614_page_sharing.up,
    down: migration_20261125_025614_page_sharing.down,
    name: '20261125_025614_page_sharing',
  },
  {
    up: migration_20261125_044300_reusable_sections.up,
    down: migration_20261125_044300_reusable_sections.down,
    name: '20261125_044300_reusable_sections',
  },
  {
    up: migration_20261125_050511_button_pages.up,
    down: migration_20261125_050511_button_pages.down,
    name: '20261125_050511_button_pages',
  },
  {
    up: migration_20261126_011512_page_links.up,
    down: migration_20261126_011512_page_links.down,
    name: '20261126_011512_page_links',
  },
  {
    up: migration_20261126_035614_resource_links.up,
    down: migration_20261126_035614_resource_links.down,
    name: '20261126_035614_resource_links',
  },
  {
    up: migration_20261127_175553_spam_trap.up,
    down: migration_20261127_175553_spam_trap.down,
    name: '20261127_175553_spam_trap',
  },
  {
    up: migration_20261127_180249_no_account_lock.up,
    down: migration_20261127_180249_no_account_lock.down,
    name: '20261127_180249_no_account_lock',
  },
  {
    up: migration_20261127_212630_object_storage_fields.up,
    down: migration_20261127_212630_object_storage_fields.down,
    name: '20261127_212630_object_storage_fields',
  },
  {
    up: migration_20261127_231141_demo_warranty_sites.up,
    down: migration_20261127_231141_demo_warranty_sites.down,
    name: '20261127_231141_demo_warranty_sites',
  },
  {
    up: migration_20261128_020045_dealer_pages.up,
    down: migration_20261128_020045_dealer_pages.down,
    name: '20261128_020045_dealer_pages',
  },
  {
    up: migration_20261128_024708_visits_log.up,
    down: migration_20261128_024708_visits_log.down,
    name: '20261128_024708_visits_log',
  },
  {
    up: migration_20261128_054534_site_search.up,
    down: migration_20261128_054534_site_search.down,
    name: '20261128_054534_site_search',
  },
  {
    up: migration_20261128_084055_dealer_imports.up,
    down: migration_20261128_084055_dealer_imports.down,
    name: '20261128_084055_dealer_imports',
  },
  {
    up: migration_20261128_085044_localized_content.up,
    down: migration_20261128_085044_localized_content.down,
    name: '20261128_085044_localized_content',
  },
  {
    up: migration_20261128_125955_lead_language.up,
    down: migration_20261128_125955_lead_language.down,
    name: '20261128_125955_lead_language',
  },
  {
    up: migration_20261128_185442_search_languages.up,
    down: migration_20261128_185442_search_languages.down,
    name: '20261128_185442_search_languages',
  },
]
