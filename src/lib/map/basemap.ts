import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Feature, FeatureCollection, Geometry } from 'geojson'
import { feature, mesh } from 'topojson-client'
import { filter, filterWeight, presimplify, quantile, simplify } from 'topojson-simplify'
import type { GeometryCollection, Topology } from 'topojson-specification'

import type { BasemapKind } from '../../domain/map/style'

/**
 * The basemap the maps draw when no MAP_STYLE_URL is set, made from data shipped in npm packages so no
 * request leaves the site: the United States and its states from us-atlas (US Census Bureau cartographic
 * boundaries, 1:10m), the other countries of North America, Central America and the Caribbean from world-atlas
 * (Natural Earth 1:50m). Both are public domain. Natural Earth's provinces are not packaged, so Canada and
 * Mexico show their national outline without provinces (docs/map.md). Each atlas is simplified (a share of its
 * points kept, topology preserved, specks dropped) and coordinates rounded to three decimals (about 100 m):
 * the file is about 175 KB, 60 KB compressed, fetched once when a map first opens.
 */

/** ISO 3166 numeric codes of the countries drawn besides the United States. */
const NEIGHBOURS = new Set([
  '124',
  '484',
  '304',
  '192',
  '044',
  '332',
  '214',
  '388',
  '630',
  '084',
  '320',
  '340',
  '222',
  '558',
  '188',
  '591',
  '060',
  '132',
  '028',
  '052',
  '308',
  '659',
  '662',
  '670',
  '780',
  '533',
  '531',
  '850',
  '092',
  '796',
  '136',
])
const US = '840'

/** Shares of the atlases' points kept: the US in more detail, where nearly every dealer is. */
const KEEP_WORLD = 0.3
const KEEP_US = 0.5

type Atlas = Topology<{ [name: string]: GeometryCollection }>

const round = (value: unknown): unknown =>
  typeof value === 'number'
    ? Math.round(value * 1000) / 1000
    : Array.isArray(value)
      ? value.map(round)
      : value

function withKind(geometry: Geometry, kind: BasemapKind): Feature {
  const rounded =
    geometry.type === 'GeometryCollection'
      ? geometry
      : { ...geometry, coordinates: round(geometry.coordinates) }
  return { type: 'Feature', properties: { kind }, geometry: rounded as Geometry }
}

function simplified(atlas: Atlas, keep: number): Atlas {
  const weighted = presimplify(atlas)
  const weight = quantile(weighted, keep)
  const thin = simplify(weighted, weight) as Atlas
  // Islands smaller than a few of the smallest kept triangles disappear at any zoom a dealer map uses.
  return filter(thin, filterWeight(thin, weight * 50)) as Atlas
}

/** The basemap as GeoJSON, from world-atlas's countries and us-atlas's states. */
export function buildBasemap(countriesAtlas: Atlas, statesAtlas: Atlas): FeatureCollection {
  const world = simplified(countriesAtlas, KEEP_WORLD)
  const us = simplified(statesAtlas, KEEP_US)
  const countries = world.objects.countries!
  const neighbours = feature(world, countries).features.filter((country) =>
    NEIGHBOURS.has(String(country.id)),
  )
  const nation = feature(us, us.objects.nation!).features
  const drawn = (id: unknown) => NEIGHBOURS.has(String(id)) || String(id) === US
  return {
    type: 'FeatureCollection',
    features: [
      ...[...nation, ...neighbours].map((country) => withKind(country.geometry, 'land')),
      withKind(
        mesh(us, us.objects.states!, (a, b) => a !== b),
        'state-border',
      ),
      withKind(
        mesh(world, countries, (a, b) => a !== b && drawn(a.id) && drawn(b.id)),
        'country-border',
      ),
    ],
  }
}

const packageFile = (...parts: string[]) => path.join(process.cwd(), 'node_modules', ...parts)

/** Reads the atlases from node_modules and builds the basemap (a few tenths of a second, once a process). */
export async function loadBasemap(): Promise<FeatureCollection> {
  const read = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as Atlas
  const [countries, states] = await Promise.all([
    read(packageFile('world-atlas', 'countries-50m.json')),
    read(packageFile('us-atlas', 'states-10m.json')),
  ])
  return buildBasemap(countries, states)
}
