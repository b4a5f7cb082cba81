import type { ProductComparisonBlock } from '../../../../../payload-types'
import type { DemoImages } from '../../../media/imageKeys'

type Entry = ProductComparisonBlock['entries'][number]

/*
 * Demo comparison entries. Energy savings follow from the efficiency against the 10 SEER baseline of §9
 * (1 - 10 / SEER: 14 SEER saves 28%, 16 saves 37%, 20 saves 50%); noise levels and ratings are sample data.
 * Air handlers carry no efficiency figure: one is rated only with the outdoor unit it is matched to, so their
 * efficiency row stays out.
 */

const airConditioners = (images: DemoImages): Entry[] => [
  {
    product_type: 'Air Conditioner',
    product_name: 'Demo AC 14',
    image: images['slide-air-conditioner'],
    installment_cost: '$',
    cooling_strength: '1.5 to 5 tons',
    stages: 'Single-stage',
    speeds: 'Single-speed fan',
    noise_level: 72,
    comfort_link_communication: 'No',
    energy_savings: 'Up to 28%',
    energy_star_qualified: 'No',
    efficiency: 'Up to 14',
  },
  {
    product_type: 'Air Conditioner',
    product_name: 'Demo AC 16',
    image: images['slide-air-conditioner'],
    installment_cost: '$$',
    cooling_strength: '1.5 to 5 tons',
    stages: 'Two-stage',
    speeds: 'Two-speed fan',
    noise_level: 66,
    comfort_link_communication: 'No',
    energy_savings: 'Up to 37%',
    energy_star_qualified: 'Yes',
    efficiency: 'Up to 16',
  },
  {
    product_type: 'Air Conditioner',
    product_name: 'Demo AC 20',
    image: images['slide-air-conditioner'],
    installment_cost: '$$$',
    cooling_strength: '2 to 5 tons',
    stages: 'Variable-speed',
    speeds: 'Variable-speed fan',
    noise_level: 56,
    comfort_link_communication: 'Yes',
    energy_savings: 'Up to 50%',
    energy_star_qualified: 'Yes',
    efficiency: 'Up to 20',
  },
]

const heatPumps = (images: DemoImages): Entry[] => [
  {
    product_type: 'Heat Pump',
    product_name: 'Demo HP 15',
    image: images['slide-heat-pump'],
    installment_cost: '$$',
    cooling_strength: '1.5 to 5 tons',
    stages: 'Single-stage',
    fuel_type: 'Electric',
    noise_level: 70,
    comfort_link_communication: 'No',
    energy_savings: 'Up to 33%',
    energy_star_qualified: 'No',
    efficiency: 'Up to 8.5',
  },
  {
    product_type: 'Heat Pump',
    product_name: 'Demo HP 18',
    image: images['slide-heat-pump'],
    installment_cost: '$$$',
    cooling_strength: '2 to 5 tons',
    stages: 'Two-stage',
    fuel_type: 'Electric',
    noise_level: 62,
    comfort_link_communication: 'Yes',
    energy_savings: 'Up to 44%',
    energy_star_qualified: 'Yes',
    efficiency: 'Up to 9.5',
  },
  {
    product_type: 'Heat Pump',
    product_name: 'Demo HP 20',
    image: images['slide-heat-pump'],
    installment_cost: '$$$$',
    cooling_strength: '2 to 5 tons',
    stages: 'Variable-speed',
    fuel_type: 'Electric',
    noise_level: 55,
    comfort_link_communication: 'Yes',
    energy_savings: 'Up to 50%',
    energy_star_qualified: 'Yes',
    efficiency: 'Up to 10',
  },
]

const airHandlers = (images: DemoImages): Entry[] => [
  {
    product_type: 'Air Handler',
    product_name: 'Demo AH Multi-Speed',
    image: images['slide-air-handler'],
    installment_cost: '$',
    speeds: 'Multi-speed blower',
    comfort_link_communication: 'No',
  },
  {
    product_type: 'Air Handler',
    product_name: 'Demo AH Variable-Speed',
    image: images['slide-air-handler'],
    installment_cost: '$$',
    speeds: 'Variable-speed blower',
    comfort_link_communication: 'Yes',
  },
]

const furnaces = (images: DemoImages): Entry[] => [
  {
    product_type: '80% Furnace',
    product_name: 'Demo Furnace 80',
    image: images['slide-furnace'],
    installment_cost: '$',
    stages: 'Single-stage',
    fuel_type: 'Natural gas or propane',
    speeds: 'Multi-speed blower',
    comfort_link_communication: 'No',
    energy_star_qualified: 'No',
    efficiency: '80%',
  },
  {
    product_type: '80% Furnace',
    product_name: 'Demo Furnace 80 Two-Stage',
    image: images['slide-furnace'],
    installment_cost: '$$',
    stages: 'Two-stage',
    fuel_type: 'Natural gas or propane',
    speeds: 'Variable-speed blower',
    comfort_link_communication: 'No',
    energy_star_qualified: 'No',
    efficiency: '80%',
  },
  {
    product_type: '90% Furnace',
    product_name: 'Demo Furnace 95',
    image: images['slide-furnace'],
    installment_cost: '$$',
    stages: 'Two-stage',
    fuel_type: 'Natural gas or propane',
    speeds: 'Variable-speed blower',
    comfort_link_communication: 'No',
    energy_star_qualified: 'Yes',
    efficiency: 'Up to 95%',
  },
  {
    product_type: '90% Furnace',
    product_name: 'Demo Furnace 97 Modulating',
    image: images['slide-furnace'],
    installment_cost: '$$$',
    stages: 'Modulating',
    fuel_type: 'Natural gas or propane',
    speeds: 'Variable-speed blower',
    comfort_link_communication: 'Yes',
    energy_star_qualified: 'Yes',
    efficiency: 'Up to 97%',
  },
]

/** Air conditioners first (§4), with heat pumps beside them for comparison. */
export const airConditionerComparison = (images: DemoImages): ProductComparisonBlock => ({
  blockType: 'productComparison',
  title: 'Compare demo air conditioners',
  intro:
    'Choose a product type to see its models side by side. Air conditioners only cool; heat pumps cool in summer and heat in winter.',
  menu_label_1: 'Air Conditioner',
  menu_label_2: 'Heat Pump',
  entries: [...airConditioners(images), ...heatPumps(images).slice(0, 2)],
})

/** 80% and 90% gas furnaces; the comparison opens on the first, as Air Conditioner is not on its menu. */
export const furnaceComparison = (images: DemoImages): ProductComparisonBlock => ({
  blockType: 'productComparison',
  title: 'Compare demo furnaces',
  intro: 'Choose 80% or 90% furnaces to see their models side by side.',
  menu_label_1: '80% Furnace',
  menu_label_2: '90% Furnace',
  entries: furnaces(images),
})

/** Heat pumps and the air handlers that pair with them indoors. */
export const heatPumpComparison = (images: DemoImages): ProductComparisonBlock => ({
  blockType: 'productComparison',
  title: 'Compare demo heat pumps',
  intro:
    'Choose a product type to see its models side by side: the outdoor heat pump, or the air handler that pairs with it indoors.',
  menu_label_1: 'Heat Pump',
  menu_label_2: 'Air Handler',
  entries: [...heatPumps(images), ...airHandlers(images)],
})
