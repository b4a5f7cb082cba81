import type { DemoFamily } from './categories'

/** Two model families per section, 18 models in all (sample data). */
export const demoFamilies: DemoFamily[] = [
  {
    category: 'coils',
    name: 'CX Cased Coil Series',
    slug: 'cx-cased-coil',
    description: 'Cased evaporator coils for upflow and downflow furnaces.',
    specs: 'Capacity: 1.5 to 5 tons | Tubing: All-aluminium | Refrigerant: R-454B | Cabinet: Painted steel',
    models: 'CX36: CX cased coil, 3 ton',
  },
  {
    category: 'coils',
    name: 'UX Uncased Coil Series',
    slug: 'ux-uncased-coil',
    description: 'Uncased coils for tight retrofit plenums.',
    specs:
      'Capacity: 1.5 to 5 tons | Tubing: Copper, aluminium fins | Refrigerant: R-454B | Drain pan: Polymer, dual outlets',
    models: 'UX48: UX uncased coil, 4 ton',
  },
  {
    category: 'air-conditioners',
    name: 'AC14 Series',
    slug: 'ac14',
    description: 'Single-stage central air conditioners for everyday comfort.',
    specs:
      'Efficiency: Up to 15.2 SEER2 | Capacity: 1.5 to 5 tons | Compressor: Single-stage scroll | Sound: As low as 72 dB',
    models: 'AC14-24: AC14 air conditioner, 2 ton | AC14-36: AC14 air conditioner, 3 ton',
  },
  {
    category: 'air-conditioners',
    name: 'AC18 Variable-Speed Series',
    slug: 'ac18-variable-speed',
    description: 'Variable-speed air conditioners for even temperatures and low running cost.',
    specs:
      'Efficiency: Up to 20 SEER2 | Capacity: 2 to 5 tons | Compressor: Variable-speed inverter | Sound: As low as 56 dB',
    models: 'AC18-48: AC18 variable-speed air conditioner, 4 ton',
  },
  {
    category: 'air-handlers',
    name: 'AH Multi-Speed Series',
    slug: 'ah-multi-speed',
    description: 'Multi-speed air handlers for heat pump and air conditioner systems.',
    specs:
      'Airflow: 600 to 2,000 CFM | Motor: Multi-speed ECM | Heat kits: 5 to 20 kW | Position: Multi-position',
    models: 'AH36: AH multi-speed air handler, 3 ton',
  },
  {
    category: 'air-handlers',
    name: 'AHV Variable-Speed Series',
    slug: 'ahv-variable-speed',
    description: 'Variable-speed air handlers with quiet, gradual start-up.',
    specs:
      'Airflow: 600 to 2,000 CFM | Motor: Variable-speed ECM | Heat kits: 5 to 25 kW | Position: Multi-position',
    models: 'AHV48: AHV variable-speed air handler, 4 ton',
  },
  {
    category: 'ductless-systems',
    name: 'DS Single-Zone Series',
    slug: 'ds-single-zone',
    description: 'Wall-mounted ductless heat pumps for one room.',
    specs:
      'Efficiency: Up to 22 SEER2 | Capacity: 9,000 to 24,000 BTU/h | Heating: Down to -13 °F | Sound: As low as 22 dB indoors',
    models: 'DS12: DS single-zone ductless unit, 12,000 BTU/h',
  },
  {
    category: 'ductless-systems',
    name: 'DM Multi-Zone Series',
    slug: 'dm-multi-zone',
    description: 'One outdoor unit serving up to five indoor heads.',
    specs:
      'Efficiency: Up to 20 SEER2 | Zones: 2 to 5 | Capacity: 18,000 to 48,000 BTU/h | Heating: Down to 5 °F',
    models: 'DM36: DM multi-zone ductless system, 36,000 BTU/h',
  },
  {
    category: 'furnaces',
    name: 'F80 Series',
    slug: 'f80',
    description: 'Single-stage 80% AFUE gas furnaces.',
    specs: 'Efficiency: 80% AFUE | Input: 40,000 to 120,000 BTU/h | Stages: Single | Blower: Multi-speed',
    models: 'F80-60: F80 gas furnace, 60,000 BTU/h | F80-80: F80 gas furnace, 80,000 BTU/h',
  },
  {
    category: 'furnaces',
    name: 'F96 Modulating Series',
    slug: 'f96-modulating',
    description: 'Modulating 96% AFUE gas furnaces with a variable-speed blower.',
    specs:
      'Efficiency: 96% AFUE | Input: 40,000 to 120,000 BTU/h | Stages: Modulating | Blower: Variable-speed',
    models: 'F96-80: F96 modulating gas furnace, 80,000 BTU/h',
  },
  {
    category: 'heat-pumps',
    name: 'HP15 Series',
    slug: 'hp15',
    description: 'Single-stage heat pumps that heat and cool one home.',
    specs:
      'Cooling: Up to 16 SEER2 | Heating: Up to 8.1 HSPF2 | Capacity: 1.5 to 5 tons | Compressor: Single-stage scroll',
    models: 'HP15-24: HP15 heat pump, 2 ton | HP15-36: HP15 heat pump, 3 ton',
  },
  {
    category: 'heat-pumps',
    name: 'HP20 Variable-Speed Series',
    slug: 'hp20-variable-speed',
    description: 'Variable-speed heat pumps for cold climates.',
    specs:
      'Cooling: Up to 20 SEER2 | Heating: Up to 10 HSPF2 | Capacity: 2 to 5 tons | Compressor: Variable-speed inverter',
    models: 'HP20-48: HP20 variable-speed heat pump, 4 ton',
  },
  {
    category: 'packaged-systems',
    name: 'PG Gas/Electric Series',
    slug: 'pg-gas-electric',
    description: 'Packaged gas heating and electric cooling in one rooftop or slab unit.',
    specs:
      'Cooling: Up to 14.3 SEER2 | Heating: 81% AFUE | Capacity: 2 to 25 tons | Installation: Rooftop or slab',
    models: 'PG36: PG gas/electric packaged unit, 3 ton | PG120: PG gas/electric packaged unit, 10 ton',
  },
  {
    category: 'packaged-systems',
    name: 'PH Heat Pump Series',
    slug: 'ph-heat-pump',
    description: 'Packaged heat pumps for homes without room for an indoor unit.',
    specs:
      'Cooling: Up to 14.3 SEER2 | Heating: Up to 7.5 HSPF2 | Capacity: 2 to 5 tons | Installation: Rooftop or slab',
    models: 'PH48: PH packaged heat pump, 4 ton',
  },
]
