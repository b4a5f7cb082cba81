/**
 * The site's own basemap style: water behind, land, the US states' borders and the countries' borders, drawn
 * from one GeoJSON file the site serves (lib/map/basemap.ts). It has no text, so it needs no glyph server;
 * the pins are HTML buttons over the canvas.
 */

/** The kinds of feature in the basemap file, one layer each. */
export const BASEMAP_KINDS = ['land', 'state-border', 'country-border'] as const
export type BasemapKind = (typeof BASEMAP_KINDS)[number]

export const BASEMAP_COLOURS = {
  water: '#dbe8f2',
  land: '#f6f5f0',
  stateBorder: '#b9b7ad',
  countryBorder: '#8b897f',
} as const

/** A MapLibre style (version 8) drawing the basemap at `basemapUrl` (an absolute address). */
export function basemapStyle(basemapUrl: string) {
  const byKind = (kind: BasemapKind) => ['==', ['get', 'kind'], kind]
  return {
    version: 8 as const,
    sources: { basemap: { type: 'geojson' as const, data: basemapUrl, tolerance: 0.6 } },
    layers: [
      { id: 'water', type: 'background' as const, paint: { 'background-color': BASEMAP_COLOURS.water } },
      {
        id: 'land',
        type: 'fill' as const,
        source: 'basemap',
        filter: byKind('land'),
        paint: { 'fill-color': BASEMAP_COLOURS.land },
      },
      {
        id: 'state-borders',
        type: 'line' as const,
        source: 'basemap',
        filter: byKind('state-border'),
        paint: { 'line-color': BASEMAP_COLOURS.stateBorder, 'line-width': 0.8 },
      },
      {
        id: 'country-borders',
        type: 'line' as const,
        source: 'basemap',
        filter: byKind('country-border'),
        paint: { 'line-color': BASEMAP_COLOURS.countryBorder, 'line-width': 1.2 },
      },
    ],
  }
}
