import type { Footer, Header, SiteSetting } from '../../../../payload-types'
import type { TranslatedLocale } from './paths'

/**
 * The header, footer and site settings texts in Spanish and Canadian French, by the English text they replace.
 * In these globals only the texts are each language's own (a link's label, a footer heading, the legal line, a
 * support-hours line); the rows and their pages or addresses are shared. So a language's update carries the
 * stored rows whole (their ids, pages and addresses) with the texts replaced: a row sent without its id would be
 * a new row for every language. A text not listed here stays English.
 */
type Texts = Readonly<Record<string, Readonly<Record<TranslatedLocale, string>>>>

export const NAVIGATION_LABELS: Texts = {
  Products: { es: 'Productos', 'fr-CA': 'Produits' },
  'All products': { es: 'Todos los productos', 'fr-CA': 'Tous les produits' },
  Furnaces: { es: 'Hornos', 'fr-CA': 'Fournaises' },
  'Air conditioners': { es: 'Aires acondicionados', 'fr-CA': 'Climatiseurs' },
  'Heat pumps': { es: 'Bombas de calor', 'fr-CA': 'Thermopompes' },
  'Air handlers': { es: 'Manejadoras de aire', 'fr-CA': 'Unités de traitement d’air' },
  Coils: { es: 'Serpentines', 'fr-CA': 'Serpentins' },
  'Smart thermostats': { es: 'Termostatos inteligentes', 'fr-CA': 'Thermostats intelligents' },
  Zoning: { es: 'Control por zonas', 'fr-CA': 'Zonage' },
  'Packaged systems': { es: 'Equipos tipo paquete', 'fr-CA': 'Systèmes monoblocs' },
  'Ductless systems': { es: 'Sistemas sin ductos', 'fr-CA': 'Systèmes sans conduits' },
  'Indoor air quality': { es: 'Calidad del aire interior', 'fr-CA': 'Qualité de l’air intérieur' },
  'Light commercial': { es: 'Comercial ligero', 'fr-CA': 'Commercial léger' },
  'Find a dealer': { es: 'Buscar un distribuidor', 'fr-CA': 'Trouver un détaillant' },
  Resources: { es: 'Recursos', 'fr-CA': 'Ressources' },
  Troubleshooting: { es: 'Solución de problemas', 'fr-CA': 'Dépannage' },
  'Heat pump troubleshooting': {
    es: 'Problemas con bombas de calor',
    'fr-CA': 'Dépannage des thermopompes',
  },
  'Maintenance tips': { es: 'Consejos de mantenimiento', 'fr-CA': 'Conseils d’entretien' },
  'HVAC basics': {
    es: 'Conceptos básicos de climatización',
    'fr-CA': 'L’ABC du chauffage et de la climatisation',
  },
  'Getting started': { es: 'Primeros pasos', 'fr-CA': 'Pour commencer' },
  Blog: { es: 'Nuestro blog', 'fr-CA': 'Blogue' },
  'Home app': { es: 'App para el hogar', 'fr-CA': 'Application pour la maison' },
  Videos: { es: 'Galería de videos', 'fr-CA': 'Vidéos' },
  Documents: { es: 'Documentos', 'fr-CA': 'Documentation' },
  'Customer service': { es: 'Servicio al cliente', 'fr-CA': 'Service à la clientèle' },
  'Dealer resources': { es: 'Recursos para distribuidores', 'fr-CA': 'Ressources pour les détaillants' },
  'Call 1-800-555-0142': { es: 'Llame al 1-800-555-0142', 'fr-CA': 'Composez le 1-800-555-0142' },
  'Call customer care': { es: 'Llame a atención al cliente', 'fr-CA': 'Appeler le service à la clientèle' },
  'Pricing guide': { es: 'Guía de precios', 'fr-CA': 'Guide des prix' },
  Leasing: { es: 'Arrendamiento', 'fr-CA': 'Location' },
  Rebates: { es: 'Reembolsos', 'fr-CA': 'Remises' },
  'Tax credits': { es: 'Créditos fiscales', 'fr-CA': 'Crédits d’impôt' },
  Warranty: { es: 'Garantía', 'fr-CA': 'Garantie' },
  'Build your own system': { es: 'Arme su propio sistema', 'fr-CA': 'Composez votre système' },
  'About Alderline': { es: 'Acerca de Alderline', 'fr-CA': 'À propos d’Alderline' },
  'Why Alderline': { es: 'Por qué elegir Alderline', 'fr-CA': 'Pourquoi choisir Alderline' },
  Privacy: { es: 'Privacidad', 'fr-CA': 'Confidentialité' },
  'Terms of use': { es: 'Términos de uso', 'fr-CA': 'Conditions d’utilisation' },
  Accessibility: { es: 'Accesibilidad', 'fr-CA': 'Accessibilité' },
}

/** The footer's column headings (its links take NAVIGATION_LABELS). */
export const FOOTER_HEADINGS: Texts = {
  Products: { es: 'Productos', 'fr-CA': 'Produits' },
  Support: { es: 'Ayuda', 'fr-CA': 'Soutien' },
  'Owning a system': { es: 'Para propietarios', 'fr-CA': 'Pour les propriétaires' },
  'About this site': { es: 'Acerca de este sitio', 'fr-CA': 'À propos de ce site' },
}

export const FOOTER_LEGAL: Texts = {
  'Demo site: Alderline is a fictional brand and all products, prices, dealers and reviews shown are sample data.':
    {
      es: 'Sitio de demostración: Alderline es una marca ficticia y todos los productos, precios, distribuidores y reseñas que se muestran son datos de ejemplo.',
      'fr-CA':
        'Site de démonstration : Alderline est une marque fictive, et les produits, prix, détaillants et avis présentés sont tous des exemples.',
    },
}

/** Site settings: the support-hours lines under the customer service number (8 am to 6 pm, Central time). */
export const SUPPORT_HOURS: Texts = {
  'Mon-Fri 8am-6pm CST': {
    es: 'Lun. a vie., de 8 a. m. a 6 p. m. (hora del Centro)',
    'fr-CA': 'Du lundi au vendredi, de 8 h à 18 h (heure du Centre)',
  },
}

const NBSP = '\u00a0'
/** French typography in these short texts: a non-breaking space before the colon and in times (8 h). */
const typeset = (locale: TranslatedLocale, text: string) =>
  locale === 'fr-CA' ? text.replace(/ :/g, `${NBSP}:`).replace(/(\d) h\b/g, `$1${NBSP}h`) : text

function textIn<T extends string | null | undefined>(
  texts: Texts,
  locale: TranslatedLocale,
  english: T,
): T | string {
  if (typeof english !== 'string') return english
  const translated = Object.hasOwn(texts, english) ? texts[english]![locale] : undefined
  return translated === undefined ? english : typeset(locale, translated)
}

type HeaderData = Pick<Header, 'navItems' | 'cta'>
type FooterData = Pick<Footer, 'columns' | 'legal'>
type SiteSettingsData = Pick<SiteSetting, 'supportHours'>

/** The header in a language: the stored menu (read in English, depth 0) with its labels replaced. */
export function translatedHeader(locale: TranslatedLocale, stored: HeaderData): HeaderData {
  const label = (english: string) => textIn(NAVIGATION_LABELS, locale, english)
  return {
    navItems: stored.navItems?.map((item) => ({
      ...item,
      label: label(item.label),
      ...(item.children
        ? { children: item.children.map((child) => ({ ...child, label: label(child.label) })) }
        : {}),
    })),
    ...(stored.cta
      ? { cta: { ...stored.cta, label: textIn(NAVIGATION_LABELS, locale, stored.cta.label) } }
      : {}),
  }
}

/** The footer in a language: the stored columns (read in English, depth 0) with headings and labels replaced. */
export function translatedFooter(locale: TranslatedLocale, stored: FooterData): FooterData {
  return {
    columns: stored.columns?.map((column) => ({
      ...column,
      heading: textIn(FOOTER_HEADINGS, locale, column.heading),
      ...(column.links
        ? {
            links: column.links.map((link) => ({
              ...link,
              label: textIn(NAVIGATION_LABELS, locale, link.label),
            })),
          }
        : {}),
    })),
    legal: textIn(FOOTER_LEGAL, locale, stored.legal),
  }
}

/** The site settings' texts in a language: the stored support-hours lines (read in English) translated. */
export function translatedSiteSettings(locale: TranslatedLocale, stored: SiteSettingsData): SiteSettingsData {
  return {
    supportHours: stored.supportHours?.map((row) => ({
      ...row,
      line: textIn(SUPPORT_HOURS, locale, row.line),
    })),
  }
}
