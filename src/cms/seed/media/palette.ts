/**
 * The brand's colours (the @theme tokens in src/app/(frontend)/globals.css), so the demo illustrations sit with
 * the site around them: navy and blue shades, the warm red accent and the light surfaces.
 */
export const C = {
  brand50: '#eef4fb',
  brand100: '#d6e4f5',
  brand600: '#1d5fa8',
  brand700: '#174d8a',
  brand800: '#123c6c',
  brand900: '#0c2a4d',
  accent600: '#c2372b',
  accent700: '#a12c22',
  ink: '#16202c',
  muted: '#4b5a6b',
  surface: '#f3f6fa',
  line: '#d5dde7',
  white: '#ffffff',
} as const

export const FONT = 'DejaVu Sans, Arial, sans-serif'
