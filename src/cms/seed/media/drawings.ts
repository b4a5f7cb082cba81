import sharp from 'sharp'

import { airFilter, ductlessInRoom, familyAtHome, portraits } from './cardScenes'
import { homeExterior, livingRoom, outdoorUnits, technicianAtWork } from './heroScenes'
import type { DemoImageKey } from './imageKeys'
import {
  energyRecoveryVentilator,
  evaporatorCoil,
  mediaAirCleaner,
  packagedUnitBesideHome,
  phoneComfortApp,
  rooftopOnBuilding,
  wholeHomeHumidifier,
  zoningPanel,
} from './productScenes'
import {
  airConditionerYard,
  airHandlerCloset,
  furnaceRoom,
  heatPumpBesideHome,
  thermostatOnWall,
} from './slideScenes'
import type { DemoDrawing } from './svg'

/** The illustration behind each demo image key. */
export const DEMO_DRAWINGS: Record<DemoImageKey, DemoDrawing> = {
  'hero-home-exterior': homeExterior,
  'hero-living-room': livingRoom,
  'hero-outdoor-units': outdoorUnits,
  'hero-technician': technicianAtWork,
  'slide-furnace': furnaceRoom,
  'slide-heat-pump': heatPumpBesideHome,
  'slide-air-conditioner': airConditionerYard,
  'slide-thermostat': thermostatOnWall,
  'slide-air-handler': airHandlerCloset,
  'card-family': familyAtHome,
  'card-filter': airFilter,
  'card-ductless': ductlessInRoom,
  'portrait-1': portraits[0],
  'portrait-2': portraits[1],
  'portrait-3': portraits[2],
  'unit-packaged': packagedUnitBesideHome,
  'unit-coil': evaporatorCoil,
  'unit-humidifier': wholeHomeHumidifier,
  'unit-air-cleaner': mediaAirCleaner,
  'unit-ventilator': energyRecoveryVentilator,
  'unit-rooftop': rooftopOnBuilding,
  'unit-zoning': zoningPanel,
  'app-phone': phoneComfortApp,
}

/** The stored file name of a demo image; the page tests recognise a picture by it. */
export const demoImageFilename = (key: DemoImageKey): string => `demo-${key}.webp`

/** Draws one illustration as WebP (flat colours compress to a few kilobytes). */
export function renderDrawing(drawing: DemoDrawing): Promise<Buffer> {
  return sharp(Buffer.from(drawing.svg())).webp({ quality: 85, effort: 4 }).toBuffer()
}
