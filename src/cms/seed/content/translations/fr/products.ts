import type { ProductSelectorBlock } from '../../../../../payload-types'
import type { DemoImages } from '../../../media/imageKeys'
import { columns, heading, paragraph } from '../../blocks'
import {
  airConditionerComparison,
  furnaceComparison,
  heatPumpComparison,
} from '../../site/productContent/comparisons'
import { questions } from '../../site/productContent/shared'
import { linkIn, pagePathIn } from '../paths'
import { dealerBanner, demoNote, productHero, translatedComparison, type TranslatedPage } from '../shapes'

/** Canadian (Quebec) French: the air conditioner (climatiseurs), furnace (fournaises) and heat pump (thermopompes) pages. */

const to = (englishHref: string) => linkIn('fr-CA', englishHref)
const path = (englishPath: string) => pagePathIn('fr-CA', englishPath)

const dealer = { label: 'Trouver un détaillant', url: to('/find-a-dealer/') }

const WARRANTY =
  'Enregistrez votre appareil dans les 60 jours suivant l’installation pour obtenir une garantie limitée enregistrée, habituellement de 10 ans sur les pièces; les appareils non enregistrés sont couverts par la garantie limitée de base, habituellement de 5 ans. Ni l’une ni l’autre ne couvre la main-d’œuvre.'

const note = () =>
  demoNote(
    'Contenu de démonstration : Alderline est une marque fictive; les modèles, les données et les prix présentés sur cette page sont des exemples.',
  )

/** The comparison tables' texts, with French figures (1,5; 28 %). */
const GLOSSARY: Record<string, string> = {
  '1.5 to 5 tons': 'De 1,5 à 5 tonnes',
  '2 to 5 tons': 'De 2 à 5 tonnes',
  'Single-stage': 'Un étage',
  'Two-stage': 'Deux étages',
  'Variable-speed': 'Vitesse variable',
  Modulating: 'Modulante',
  'Single-speed fan': 'Ventilateur à une vitesse',
  'Two-speed fan': 'Ventilateur à deux vitesses',
  'Variable-speed fan': 'Ventilateur à vitesse variable',
  'Multi-speed blower': 'Ventilateur multivitesse',
  'Variable-speed blower': 'Ventilateur à vitesse variable',
  Electric: 'Électrique',
  'Natural gas or propane': 'Gaz naturel ou propane',
  Yes: 'Oui',
  No: 'Non',
  'Up to 28%': 'Jusqu’à 28 %',
  'Up to 33%': 'Jusqu’à 33 %',
  'Up to 37%': 'Jusqu’à 37 %',
  'Up to 44%': 'Jusqu’à 44 %',
  'Up to 50%': 'Jusqu’à 50 %',
  'Up to 8.5': 'Jusqu’à 8,5',
  'Up to 9.5': 'Jusqu’à 9,5',
  'Up to 10': 'Jusqu’à 10',
  'Up to 14': 'Jusqu’à 14',
  'Up to 16': 'Jusqu’à 16',
  'Up to 20': 'Jusqu’à 20',
  '80%': '80 %',
  'Up to 95%': 'Jusqu’à 95 %',
  'Up to 97%': 'Jusqu’à 97 %',
}

export const airConditionersFr = (images: DemoImages): TranslatedPage => ({
  title: 'Climatiseurs',
  path: path('/products/air-conditioners'),
  seo: {
    title: 'Climatiseurs centraux',
    description:
      'Climatiseurs centraux à un étage, à deux étages et à vitesse variable : ce qui les distingue, ce que signifie le SEER et ce que coûte l’installation.',
  },
  layout: [
    productHero(images, dealer, {
      eyebrow: 'Climatisation',
      title: 'Climatiseurs',
      text: 'Un climatiseur central retire la chaleur de votre maison et la rejette à l’extérieur. Prix installé à partir de 5 400 $ avant taxes.',
      image: 'slide-air-conditioner',
      alt: 'L’unité extérieure d’un climatiseur à côté d’une maison.',
    }),
    columns(
      'thirds',
      [
        heading('À un étage', 'h2'),
        paragraph(
          'Fonctionne à pleine puissance chaque fois qu’il se met en marche. Fiable, et le moins cher à installer.',
        ),
      ],
      [
        heading('À deux étages', 'h2'),
        paragraph(
          'Fonctionne à basse puissance la plupart du temps et passe à la puissance maximale pendant les canicules : plus silencieux, avec un meilleur contrôle de l’humidité.',
        ),
      ],
      [
        heading('À vitesse variable', 'h2'),
        paragraph(
          'Ajuste sa puissance par petits paliers selon la chaleur de la journée, pour des températures plus uniformes et les coûts d’utilisation les plus bas.',
        ),
      ],
    ),
    translatedComparison(
      airConditionerComparison(images),
      {
        title: 'Comparez nos climatiseurs de démonstration',
        intro:
          'Choisissez un type de produit pour comparer ses modèles côte à côte. Un climatiseur ne fait que rafraîchir; une thermopompe climatise l’été et chauffe l’hiver.',
      },
      GLOSSARY,
    ),
    questions('Questions sur les climatiseurs', [
      [
        'Que signifie SEER?',
        'Le SEER (rendement énergétique saisonnier) indique la quantité de fraîcheur qu’un appareil fournit au cours d’une saison pour chaque unité d’électricité consommée. Plus le chiffre est élevé, plus vos factures de climatisation sont basses pour le même confort.',
        'Les économies d’énergie sont calculées par rapport à un appareil de 10 SEER, le minimum permis jusqu’en 2006.',
      ],
      [
        'Quelle taille de climatiseur me faut-il?',
        'La taille se mesure en tonnes de climatisation. Un détaillant la détermine selon la superficie de votre maison, son isolation, ses fenêtres et le climat. Un appareil trop gros démarre et s’arrête sans cesse et laisse l’air humide; un appareil trop petit tourne toute la journée pendant les après-midi chauds.',
      ],
      [
        'Dois-je aussi remplacer mon serpentin intérieur?',
        'Habituellement, oui. Le serpentin intérieur et l’unité extérieure sont conçus et homologués pour fonctionner ensemble. Un serpentin assorti permet au nouvel appareil d’atteindre son efficacité nominale et garde la garantie valide.',
      ],
      ['Quelle garantie est offerte?', WARRANTY],
    ]),
    dealerBanner(
      dealer,
      'Obtenez une soumission pour votre maison',
      'Un détaillant de votre région évalue votre maison, recommande la bonne taille et vous donne un prix exact, installation comprise.',
    ),
    ...note(),
  ],
})

export const furnacesFr = (images: DemoImages): TranslatedPage => ({
  title: 'Fournaises au gaz',
  path: path('/products/furnaces'),
  seo: {
    title: 'Fournaises au gaz naturel et au propane',
    description:
      'Fournaises au gaz à un étage, à deux étages et modulantes, d’une efficacité de 80 % à 97 % (AFUE).',
  },
  layout: [
    productHero(images, dealer, {
      eyebrow: 'Chauffage',
      title: 'Fournaises au gaz',
      text: 'Une fournaise réchauffe l’air au gaz naturel ou au propane, puis un ventilateur le distribue dans vos conduits. Plus l’AFUE est élevé, plus la part du combustible transformée en chaleur est grande.',
      image: 'slide-furnace',
      alt: 'Une fournaise au gaz installée dans un sous-sol.',
    }),
    translatedComparison(
      furnaceComparison(images),
      {
        title: 'Comparez nos fournaises de démonstration',
        intro: 'Choisissez les fournaises à 80 % ou à 90 % pour comparer leurs modèles côte à côte.',
      },
      GLOSSARY,
    ),
    columns(
      'halves',
      [
        heading('80 % ou 90 %?', 'h2'),
        paragraph(
          'L’AFUE (efficacité annuelle d’utilisation du combustible) est la part du combustible qui devient de la chaleur dans votre maison. Une fournaise de 80 % transforme en chaleur 80 cents de chaque dollar de gaz; une fournaise de 95 %, 95 cents.',
          'Les fournaises de 90 % et plus condensent l’eau contenue dans leurs gaz de combustion : elles s’évacuent donc par un tuyau de plastique et ont besoin d’un drain. Elles coûtent plus cher à installer, mais moins cher à faire fonctionner, surtout là où l’hiver est long.',
        ),
      ],
      [
        heading('Coût installé', 'h2'),
        paragraph(
          'À partir de 3 400 $ avant taxes pour les fournaises de 80 % et de 90 %. Votre détaillant vous donne le prix exact après une visite à domicile.',
        ),
        heading('Garantie', 'h2'),
        paragraph(
          'Enregistrez votre appareil dans les 60 jours suivant l’installation pour obtenir une garantie limitée de 10 ans sur les pièces; les appareils non enregistrés sont couverts 5 ans.',
        ),
      ],
    ),
    questions('Questions sur les fournaises', [
      [
        'Quelle est la différence entre une fournaise à un étage, à deux étages et modulante?',
        'Une fournaise à un étage brûle à pleine puissance chaque fois qu’elle fonctionne. Une fournaise à deux étages fonctionne à feu doux la plupart du temps et ne passe à la puissance maximale que pendant les journées les plus froides. Une fournaise modulante ajuste sa flamme par petits paliers, pour des températures plus uniformes.',
      ],
      [
        'À quoi sert un ventilateur à vitesse variable?',
        'Il démarre doucement et change de vitesse pour fournir exactement le débit d’air dont votre maison a besoin. Il est plus silencieux, répartit mieux la chaleur et aide votre climatiseur à retirer l’humidité l’été.',
      ],
      [
        'Combien de temps dure une fournaise?',
        'La plupart des fournaises durent de 15 à 20 ans. Une mise au point annuelle par un détaillant et un filtre propre aident votre fournaise à atteindre le haut de cette fourchette.',
      ],
    ]),
    dealerBanner(
      dealer,
      'Prêt pour un hiver bien au chaud?',
      'Un détaillant de votre région peut choisir une fournaise de la bonne taille pour votre maison et vous donner un prix exact, installation comprise.',
    ),
    ...note(),
  ],
})

const heatPumpSelector = (images: DemoImages): ProductSelectorBlock => ({
  blockType: 'productSelector',
  title: 'Quelle configuration de thermopompe convient à votre maison?',
  intro:
    'Choisissez ce qui compte le plus pour vous afin de voir le type de système que les détaillants recommandent habituellement.',
  items: [
    {
      text: 'Le prix le plus bas',
      details:
        'Une thermopompe à un étage avec une unité de traitement d’air à l’intérieur. Elle convient aux maisons situées dans un climat doux, où l’hiver descend rarement bien en dessous du point de congélation.',
      handCopy: 'Installée par un détaillant indépendant de votre région',
      exclusiveCopy: 'Simple à utiliser avec tout thermostat compatible',
      energyCopy: 'Demo HP 15 : jusqu’à 33 % d’économies d’énergie par rapport à un appareil de 10 SEER',
      href: to('/products/air-handlers'),
      linkLabel: 'En savoir plus sur les unités de traitement d’air',
      image: images['slide-heat-pump'],
    },
    {
      text: 'Le confort le plus silencieux',
      details:
        'Une thermopompe à vitesse variable qui fonctionne plus longtemps à basse vitesse : la température reste uniforme et l’unité extérieure se fait discrète.',
      handCopy: 'Jumelée à une unité de traitement d’air à vitesse variable',
      exclusiveCopy: 'Demo HP 20 : à peu près aussi silencieuse qu’un quartier tranquille',
      energyCopy: 'Jusqu’à 50 % d’économies d’énergie par rapport à un appareil de 10 SEER',
      href: to('/products/thermostat-controls/smart-thermostats'),
      linkLabel: 'Jumelez-la à un thermostat intelligent',
      image: images['hero-living-room'],
    },
    {
      text: 'Hivers froids',
      details:
        'Une thermopompe jumelée à une fournaise au gaz (système biénergie). La thermopompe chauffe par temps doux et la fournaise prend le relais quand il fait très froid : chacune fonctionne quand elle coûte le moins cher.',
      handCopy: 'Utilise le ventilateur et les conduits de la fournaise',
      exclusiveCopy: 'Passe d’elle-même de l’électricité au gaz',
      energyCopy: 'Des factures de chauffage réduites là où le gaz coûte moins cher',
      href: to('/products/packaged-system/hybrid-comfort-systems'),
      linkLabel: 'En savoir plus sur les systèmes de confort hybrides',
      image: images['slide-furnace'],
    },
  ],
})

export const heatPumpsFr = (images: DemoImages): TranslatedPage => ({
  title: 'Thermopompes',
  path: path('/products/heat-pumps'),
  seo: {
    title: 'Thermopompes centrales',
    description:
      'Des thermopompes qui chauffent et climatisent toute la maison avec un seul système : modèles, efficacité et coût installé.',
  },
  layout: [
    productHero(images, dealer, {
      eyebrow: 'Chauffage et climatisation',
      title: 'Thermopompes',
      text: 'Une thermopompe déplace la chaleur au lieu de la produire : elle la sort de la maison l’été et l’y fait entrer l’hiver. Coût installé à partir de 5 800 $ avant taxes.',
      image: 'slide-heat-pump',
      alt: 'L’unité extérieure d’une thermopompe posée sur une dalle de béton.',
    }),
    translatedComparison(
      heatPumpComparison(images),
      {
        title: 'Comparez nos thermopompes de démonstration',
        intro:
          'Choisissez un type de produit pour comparer ses modèles côte à côte : la thermopompe extérieure, ou l’unité de traitement d’air qui l’accompagne à l’intérieur.',
      },
      GLOSSARY,
    ),
    heatPumpSelector(images),
    questions('Questions sur les thermopompes', [
      [
        'Que signifie HSPF?',
        'Le HSPF (coefficient de performance saisonnier de chauffage) mesure l’efficacité avec laquelle une thermopompe chauffe au cours d’une saison. Plus le chiffre est élevé, moins elle consomme d’électricité pour la même chaleur. Son efficacité en climatisation s’exprime en SEER, comme celle d’un climatiseur.',
      ],
      [
        'Une thermopompe fonctionne-t-elle par grand froid?',
        'Oui, mais elle fournit moins de chaleur à mesure que l’air extérieur se refroidit. Dans les climats froids, on la jumelle à un chauffage électrique dans l’unité de traitement d’air ou à une fournaise au gaz qui prend le relais pendant les journées les plus froides.',
      ],
      [
        'Pourquoi ma thermopompe dégage-t-elle de la vapeur en hiver?',
        'Par temps froid et humide, du givre s’accumule sur le serpentin extérieur. La thermopompe le fait fondre grâce à un cycle de dégivrage de quelques minutes; la vapeur que vous voyez est normale.',
      ],
    ]),
    dealerBanner(
      dealer,
      'Un seul système pour toutes les saisons',
      'Un détaillant de votre région peut vous dire si une thermopompe convient à votre climat et vous donner un prix exact, installation comprise.',
    ),
    ...note(),
  ],
})
