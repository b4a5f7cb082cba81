import type { AccordionBlock, GlobalSliderBlock } from '../../../../../payload-types'
import type { DemoImages } from '../../../media/imageKeys'
import { rebateSavingsBlock } from '../../../rebates/page'
import { productLines } from '../../demo/carousels'
import { buttons, columns, group, heading, list, paragraph, quote, separator } from '../../blocks'
import { homeContactForm, newsletterSignup } from '../../formBlocks'
import { dealerSlider } from '../../locatorPages'
import { richText } from '../../richText'
import { linkIn, pagePathIn } from '../paths'
import { faqList, locator, type TranslatedPage } from '../shapes'

/**
 * Canadian (Quebec) French: the home page, the two locator pages, rebates, customer service and privacy. Written
 * with plain spaces; the entry point sets the French typography (non-breaking spaces) on the whole document.
 */

const to = (englishHref: string) => linkIn('fr-CA', englishHref)
const path = (englishPath: string) => pagePathIn('fr-CA', englishPath)

const DEMO_NOTE =
  'Contenu de démonstration : Alderline est une marque fictive; les modèles, les données et les prix présentés sur ce site sont des exemples.'

const firstQuestions: AccordionBlock = {
  blockType: 'accordion',
  title: 'Avant de remplacer votre système',
  removeBorders: false,
  shadow: false,
  items: [
    {
      heading: 'Combien de temps dure un système de chauffage et de climatisation?',
      body: richText(
        'La plupart des fournaises et des climatiseurs durent de 15 à 20 ans, et les thermopompes, de 10 à 15 ans. Une mise au point annuelle par un détaillant aide votre système à atteindre le haut de cette fourchette.',
      ),
      openOn: { mobile: false, tablet: false, desktop: true },
    },
    {
      heading: 'Combien coûte un nouveau système?',
      body: richText(
        'Installée, une fournaise au gaz coûte à partir d’environ 3 400 $, et un climatiseur, à partir de 5 400 $, avant taxes. Si votre maison a besoin de conduits, prévoyez de 3 000 $ à 10 000 $ de plus.',
      ),
      openOn: { mobile: false, tablet: false, desktop: false },
    },
    {
      heading: 'Puis-je payer par versements mensuels?',
      body: richText(
        'Oui. Chez un détaillant participant, vous pouvez louer un système et payer un montant mensuel qui comprend les réparations, l’entretien et les filtres.',
      ),
      linkLabel: 'Comment fonctionne la location',
      linkUrl: to('/pricing/leasing'),
      openOn: { mobile: false, tablet: false, desktop: false },
    },
  ],
}

/** The product-line carousel: the English one's pictures, settings and links, with French cards. */
function productLinesFr(images: DemoImages): GlobalSliderBlock {
  const english = productLines(images)
  const cards: [title: string, text: string][] = [
    [
      'Fournaises au gaz',
      'Jusqu’à 97 % d’efficacité (AFUE), avec ventilateur à vitesse variable pour une chaleur douce et uniforme.',
    ],
    ['Thermopompes', 'Un seul système qui chauffe l’hiver et climatise l’été.'],
    ['Climatiseurs', 'Une climatisation à deux étages qui reste silencieuse même pendant les canicules.'],
    ['Thermostats intelligents', 'Horaires, contrôle de l’humidité et alertes sur votre téléphone.'],
    [
      'Unités de traitement d’air',
      'Elles distribuent l’air chauffé ou climatisé dans toute la maison, avec une unité intérieure assortie.',
    ],
  ]
  if (cards.length !== english.slides.length)
    throw new Error('The French product lines need one card per slide')
  return {
    ...english,
    title: 'Nos gammes de produits',
    slides: english.slides.map((slide, index) => ({
      ...slide,
      title: cards[index]![0],
      text: cards[index]![1],
      ...(slide.link ? { link: to(slide.link) } : {}),
    })),
  }
}

export const homeFr = (images: DemoImages): TranslatedPage => ({
  title: 'Accueil',
  path: path('/'),
  seo: {
    title: 'Chauffage et climatisation Alderline',
    description: 'Fournaises, climatiseurs et thermopompes installés par des détaillants de votre région.',
  },
  layout: [
    {
      blockType: 'hero',
      variant: 'image',
      titleLevel: 'h1',
      title: 'Un confort sur lequel compter, en toute saison',
      text: 'Des systèmes de chauffage et de climatisation silencieux et efficaces, installés et entretenus par des détaillants indépendants près de chez vous.',
      buttons: [
        { label: 'Voir nos produits', url: to('/products'), variant: 'primary' },
        { label: 'Aide au dépannage', url: to('/resources/troubleshooting/heat-pumps'), variant: 'outline' },
      ],
      imageSmall: images['slide-heat-pump'],
      imageLarge: images['hero-home-exterior'],
      alt: 'Illustration d’une maison familiale avec, à côté, l’unité extérieure d’une thermopompe.',
      backgroundColor: 'dark',
      height: { mobile: 'medium', tablet: 'medium', desktop: 'tall' },
      removeContainer: true,
    },
    columns(
      'thirds',
      [
        heading('Chauffage', 'h2'),
        paragraph(
          'Des fournaises au gaz jusqu’à 97 % d’efficacité (AFUE) qui gardent chaque pièce au chaud, sans gaspillage.',
        ),
        buttons({ label: 'Fournaises', url: to('/products/furnaces'), variant: 'secondary' }),
      ],
      [
        heading('Climatisation', 'h2'),
        paragraph(
          'Des climatiseurs à deux étages et à vitesse variable qui fonctionnent en silence, même pendant les canicules.',
        ),
        buttons({ label: 'Climatiseurs', url: to('/products/air-conditioners'), variant: 'secondary' }),
      ],
      [
        heading('Thermopompes', 'h2'),
        paragraph(
          'Un seul système qui chauffe l’hiver et climatise l’été, pour des factures d’énergie réduites.',
        ),
        buttons({ label: 'Voir les thermopompes', url: to('/products/heat-pumps'), variant: 'secondary' }),
      ],
    ),
    group(
      { backgroundColor: 'light', padding: '12' },
      heading('Pourquoi les propriétaires choisissent Alderline'),
      list([
        'Une garantie limitée de 10 ans sur les pièces lorsque vous enregistrez votre appareil dans les 60 jours suivant l’installation',
        'Des appareils testés en usine pour leur efficacité et leur niveau sonore avant leur expédition',
        'Des détaillants locaux indépendants qui installent, entretiennent et réparent ce qu’ils vendent',
      ]),
    ),
    productLinesFr(images),
    firstQuestions,
    {
      ...homeContactForm,
      intro:
        'Dites-nous ce dont vous avez besoin, et votre détaillant Alderline local communiquera avec vous.',
    },
    {
      ...dealerSlider,
      locator_block_title: 'Détaillants près de chez vous',
      block_intro_content:
        'Des détaillants Alderline indépendants qui desservent votre secteur. Entrez votre code postal dans la case en haut de la page.',
    },
    quote(
      'Notre vieille fournaise était bruyante et l’étage était toujours froid. Le nouveau système est tellement silencieux qu’on a dû vérifier s’il fonctionnait.',
      'Dana R., Tulsa, Oklahoma (avis fictif)',
    ),
    {
      ...newsletterSignup,
      heading: 'Recevez nos conseils confort et nos offres',
      text: 'Des rappels d’entretien au fil des saisons et les remises offertes dans votre région, environ une fois par mois.',
    },
    separator(),
    paragraph(DEMO_NOTE),
  ],
})

export const findYourDealerFr: TranslatedPage = {
  title: 'Trouvez votre détaillant',
  path: path('/find-your-dealer'),
  seo: {
    description:
      'Trouvez un détaillant Alderline indépendant près de chez vous : évaluations, heures d’ouverture, distinctions et un moyen de le joindre.',
  },
  layout: [
    locator(
      'Trouvez votre détaillant local',
      'Des détaillants indépendants installent, entretiennent et réparent les systèmes Alderline. Entrez votre code postal (ou votre code ZIP aux États-Unis) pour voir qui dessert votre secteur.',
      'standard',
    ),
    paragraph(
      'Contenu de démonstration : les détaillants affichés sont fictifs, tout comme leurs noms, leurs avis et leurs numéros de téléphone en 555.',
    ),
  ],
}

export const findADealerFr: TranslatedPage = {
  title: 'Trouver un détaillant',
  path: path('/find-a-dealer'),
  seo: {
    description:
      'Cherchez un détaillant Alderline par code postal, par code ZIP ou par ville, au Canada et aux États-Unis.',
  },
  layout: [
    heading('Trouver un détaillant', 'h1'),
    paragraph(
      'Cherchez par code postal, par ville, ou par ville et État (Springfield, IL). Essayez aussi un code postal voisin ou une ville plus grande près de chez vous : les détaillants desservent souvent un vaste territoire.',
    ),
    { blockType: 'zipBox', heading: null, label: 'Code postal ou code ZIP', withLocation: true },
    locator(null, null, 'short', false),
  ],
}

export const rebatesFr: TranslatedPage = {
  title: 'Remises et crédits d’impôt',
  path: path('/rebates'),
  seo: {
    description:
      'Remises et crédits d’impôt pour thermopompes, climatiseurs et fournaises dans votre région, et un détaillant local pour vous aider à les obtenir.',
  },
  layout: [
    heading('Remises et crédits d’impôt', 'h1'),
    paragraph(
      'Les distributeurs d’énergie, les provinces et les États versent des sommes aux propriétaires qui installent des systèmes de chauffage et de climatisation efficaces. Voyez ce qui est offert dans votre région, puis demandez à un détaillant local de vous aider à en profiter.',
    ),
    {
      ...rebateSavingsBlock,
      title: 'Trouvez les remises offertes dans votre région',
      intro:
        'Entrez votre code postal pour voir la remise la plus élevée offerte dans votre région et les programmes qui la proposent.',
    },
    paragraph(
      'Contenu de démonstration : les programmes de remise présentés sont fictifs, tout comme leurs noms et leurs montants; leurs liens mènent à des pages d’exemple.',
    ),
  ],
}

export const customerServiceFr: TranslatedPage = {
  title: 'Service à la clientèle',
  path: path('/customer-service'),
  seo: {
    description:
      'Appelez le service à la clientèle d’Alderline, trouvez un détaillant dans votre région ou consultez les réponses aux questions fréquentes.',
  },
  layout: [
    heading('Service à la clientèle', 'h1'),
    paragraph(
      'Nous sommes là pour vous aider avec votre système Alderline, sa garantie et la recherche d’un détaillant près de chez vous.',
    ),
    {
      blockType: 'customerServiceCard',
      title: 'Besoin d’aide?',
      text: 'Appelez le service à la clientèle pour toute question sur votre système ou sa garantie. Pour une réparation, un nouveau système ou une soumission, un détaillant de votre région peut se déplacer chez vous.',
    },
    {
      blockType: 'iconTextGrid',
      title: 'Comment pouvons-nous vous aider?',
      items: [
        {
          icon: 'wrench',
          title: 'Réparations et entretien',
          text: 'Les détaillants de votre région diagnostiquent, réparent et entretiennent tous les systèmes Alderline.',
        },
        {
          icon: 'shield',
          title: 'Questions sur la garantie',
          text: 'Enregistrez votre appareil dans les 60 jours suivant l’installation pour obtenir une garantie limitée de 10 ans sur les pièces.',
        },
        {
          icon: 'thermometer',
          title: 'Problèmes de confort',
          text: 'Des pièces trop chaudes ou trop froides? Commencez par nos étapes de dépannage.',
        },
        {
          icon: 'dollar',
          title: 'Remises et location',
          text: 'Renseignez-vous sur les remises offertes dans votre région, ou louez un système pour un seul paiement mensuel.',
        },
      ],
      cta: { label: 'Trouvez votre détaillant', url: to('/find-your-dealer/') },
      appearance: { backgroundColor: 'light', padding: '10' },
    },
    faqList('Questions fréquentes', [
      [
        'À quelle fréquence dois-je changer mon filtre à air?',
        'Vérifiez-le tous les mois. Remplacez un filtre standard de 1 po au moins tous les trois mois, et plus souvent si vous avez des animaux ou quand le système fonctionne beaucoup. Les filtres à média, plus épais, peuvent durer jusqu’à six mois.',
      ],
      [
        'Pourquoi ma thermopompe dégage-t-elle de la vapeur en hiver?',
        'C’est le cycle de dégivrage. Il est normal que l’unité extérieure dégage de la vapeur pendant quelques minutes, le temps de faire fondre le givre sur son serpentin.',
      ],
      [
        'Comment enregistrer ma garantie?',
        'Enregistrez votre appareil dans les 60 jours suivant l’installation pour obtenir la garantie limitée enregistrée de 10 ans sur les pièces. Les appareils qui ne sont pas enregistrés à temps sont couverts par la garantie limitée de base de 5 ans. Ni l’une ni l’autre ne couvre la main-d’œuvre.',
      ],
      [
        'Que dois-je vérifier avant d’appeler pour un service?',
        'Assurez-vous que le thermostat est réglé en mode chauffage ou climatisation, vérifiez les disjoncteurs des unités intérieure et extérieure, remplacez le filtre s’il est sale et dégagez les feuilles, la neige ou la glace autour de l’unité extérieure.',
      ],
      [
        'Combien de temps dure un système de chauffage et de climatisation?',
        'Avec un entretien annuel, la plupart des fournaises durent de 15 à 20 ans, et les climatiseurs et les thermopompes, de 10 à 15 ans.',
      ],
      [
        'Comment trouver un détaillant près de chez moi?',
        'Utilisez l’outil « Trouvez votre détaillant » et entrez votre code postal. Les détaillants Alderline indépendants sont présents au Canada et aux États-Unis.',
      ],
      [
        'Puis-je obtenir une remise à l’achat d’un nouveau système?',
        'Souvent, oui. Les distributeurs d’énergie, les provinces et les États ainsi que le fabricant offrent des remises et des crédits d’impôt pour les systèmes efficaces. Votre détaillant peut vous dire lesquels s’appliquent chez vous.',
      ],
    ]),
    {
      blockType: 'shareButtons',
      title: 'Partager cette page',
      facebook: '1',
      twitter: '0',
      linkedin: '1',
      whatsapp: '0',
      email: '1',
    },
    paragraph(
      'Contenu de démonstration : Alderline est une marque fictive; le numéro de téléphone, les prix, les conditions de location et les réponses de cette page sont des exemples.',
    ),
  ],
}

const DEMO_SITE =
  'Alderline est une marque fictive. Ce site Web est une démonstration : aucun produit réel n’y est vendu et aucun vrai détaillant n’y est associé.'

export const privacyFr: TranslatedPage = {
  title: 'Confidentialité',
  path: path('/privacy'),
  seo: {
    description: 'Les renseignements que ce site de démonstration conserve à votre sujet, et pourquoi.',
  },
  layout: [
    heading('Confidentialité', 'h1'),
    paragraph(DEMO_SITE),
    heading('Ce que nous conservons'),
    list([
      'Les renseignements que vous saisissez dans un formulaire (comme votre nom, votre adresse courriel, votre numéro de téléphone et votre code postal) lorsque vous demandez une soumission ou vous abonnez à nos nouvelles. Ils sont conservés dans la base de données de ce site et servent uniquement à vous répondre.',
      'Le code postal que vous entrez pour chercher un détaillant. Il sert à trouver les détaillants près de chez vous et n’est pas rattaché à votre identité.',
      'Votre position, seulement si votre navigateur vous le demande et que vous l’autorisez, afin de remplir le code postal le plus proche. Elle n’est pas conservée.',
    ]),
    heading('Ce que nous ne faisons pas'),
    list([
      'Nous ne vendons pas vos renseignements et ne les communiquons à personne.',
      'Nous n’insérons aucun renseignement personnel dans les adresses Web ni dans les statistiques d’utilisation.',
      'Ce site n’utilise aucun témoin (cookie) publicitaire ou de suivi. La recherche de détaillants conserve dans un témoin un nombre aléatoire le temps de votre visite, pour que les résultats restent dans le même ordre pendant que vous les consultez; ce témoin expire à la fermeture de votre navigateur. Le personnel qui se connecte pour modifier le site reçoit un témoin de session.',
    ]),
    heading('Vos choix'),
    paragraph(
      'Pour consulter, corriger ou supprimer les renseignements que vous nous avez transmis, appelez le service à la clientèle. Comme ce site est une démonstration, tout ce qui y est transmis peut être supprimé en tout temps.',
    ),
  ],
}
