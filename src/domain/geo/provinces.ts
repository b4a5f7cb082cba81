/**
 * Canadian province and territory codes. The `zipcodes` data names provinces in words, and a few of its
 * FSA rows carry a region name instead; the first letter of an FSA identifies the province, so it is the fallback.
 */
const BY_NAME: Record<string, string> = {
  ALBERTA: 'AB',
  'BRITISH COLUMBIA': 'BC',
  MANITOBA: 'MB',
  'NEW BRUNSWICK': 'NB',
  'NEWFOUNDLAND AND LABRADOR': 'NL',
  'NOVA SCOTIA': 'NS',
  'NORTHWEST TERRITORY': 'NT',
  'NORTHWEST TERRITORIES': 'NT',
  'NUNAVUT TERRITORY': 'NU',
  NUNAVUT: 'NU',
  ONTARIO: 'ON',
  'PRINCE EDWARD ISLAND': 'PE',
  QUEBEC: 'QC',
  SASKATCHEWAN: 'SK',
  YUKON: 'YT',
}

/** X is shared by the Northwest Territories and Nunavut; the name decides, NT otherwise. */
const BY_FSA_LETTER: Record<string, string> = {
  A: 'NL',
  B: 'NS',
  C: 'PE',
  E: 'NB',
  G: 'QC',
  H: 'QC',
  J: 'QC',
  K: 'ON',
  L: 'ON',
  M: 'ON',
  N: 'ON',
  P: 'ON',
  R: 'MB',
  S: 'SK',
  T: 'AB',
  V: 'BC',
  X: 'NT',
  Y: 'YT',
}

export const CANADIAN_PROVINCES: readonly string[] = [...new Set(Object.values(BY_NAME))].sort()

/** Two-letter code for a province given by name, falling back to the FSA's first letter. */
export function provinceCode(name: string, fsa: string): string | undefined {
  return BY_NAME[name.trim().toUpperCase()] ?? BY_FSA_LETTER[fsa.charAt(0).toUpperCase()]
}
