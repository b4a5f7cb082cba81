import type { PostPart } from '../site/learn/postContent'
import type { TranslatedLocale } from './paths'

/** One demo post's texts in a language, for the English post seeded with `englishSlug`. */
export type PostTranslation = {
  englishSlug: string
  title: string
  slug: string
  excerpt: string
  content: PostPart[]
}

const DEMO_ES =
  'Alderline es una marca ficticia: las cifras de sus productos en este sitio son datos de demostración. Los consejos generales sirven para cualquier sistema.'

const DEMO_FR =
  'Alderline est une marque fictive : les chiffres de ses produits sur ce site sont des données de démonstration. Les conseils généraux valent pour tous les systèmes.'

/** Two of the blog's demo posts in Spanish, written for homeowners in the United States (°F, dollars). */
const POSTS_ES: PostTranslation[] = [
  {
    englishSlug: 'lower-your-heating-bill-this-winter',
    title: 'Siete maneras de pagar menos de calefacción este invierno',
    slug: 'pagar-menos-de-calefaccion-este-invierno',
    excerpt:
      'Cambios pequeños y baratos en el termostato, el filtro y las fugas de aire que bajan lo que gasta en calefacción, sin pasar frío.',
    content: [
      'En las zonas frías, la calefacción es el mayor gasto de energía de casi todos los hogares. La buena noticia es que los ahorros más baratos no vienen de un equipo nuevo, sino de algunos hábitos y arreglos sencillos. Estos siete se pagan solos en una temporada.',
      { h2: '1. Baje el termostato cuando duerme o sale de casa' },
      'Bajar la temperatura entre 7 y 10 °F durante unas ocho horas al día puede reducir hasta un 10 % al año lo que paga por calefacción y aire acondicionado. Un termostato programable o inteligente lo hace solo, sin que tenga que acordarse. Si tiene bomba de calor, baje poco la temperatura o use un termostato que la recupere de forma gradual, para que la resistencia eléctrica de respaldo no se encienda cada mañana.',
      { h2: '2. Revise el filtro' },
      'Un filtro tapado obliga al ventilador a trabajar más y reduce el calor que llega a las habitaciones. En invierno, mírelo cada mes y cámbielo cuando se vea gris. Los filtros delgados de una pulgada suelen cambiarse cada uno a tres meses; los filtros de medio más gruesos duran más.',
      { h2: '3. Selle las fugas de aire más evidentes' },
      'Las rendijas alrededor de puertas y ventanas, la tapa del ático y los huecos por donde pasan tubos y cables dejan escapar el aire caliente y entrar el frío. Un burlete y un tubo de sellador cuestan poco. Sellar la tapa del ático y el contorno de las luces empotradas suele ser lo que más se nota.',
      { h2: '4. Aproveche el sol' },
      'Abra las cortinas de las ventanas que dan al sur en los días soleados y ciérrelas de noche. Unas cortinas gruesas son una capa de aislamiento barata para las noches frías.',
      { h2: '5. No tape las rejillas' },
      'Los muebles, alfombras y cortinas que cubren las rejillas de salida o de retorno frenan el aire: la habitación se queda fría y el equipo funciona más tiempo. Cerrar las rejillas de los cuartos que no usa casi nunca ahorra energía en un sistema de ductos y puede subir la presión dentro de ellos, así que déjelas abiertas.',
      { h2: '6. Cuide la humedad' },
      'A la misma temperatura, el aire húmedo se siente más cálido que el seco. Con una humedad interior de entre el 30 % y el 50 %, muchas personas pueden bajar el termostato uno o dos grados sin notarlo.',
      { h2: '7. Programe un mantenimiento' },
      'Una revisión anual de un distribuidor mantiene eficientes los quemadores, el intercambiador de calor, el motor del ventilador y los serpentines de la bomba de calor, y detecta los problemas pequeños antes de que lo dejen sin calefacción la noche más fría del año.',
      { h2: 'Cuándo pensar en algo más' },
      'Si su calefactor tiene más de 15 años o una eficiencia AFUE del 80 % o menos, o si hay cuartos que nunca se calientan, puede ser momento de revisar el aislamiento, sellar los ductos o pasar a un equipo más eficiente. Un distribuidor puede medir por dónde se va el calor antes de que usted invierta en un equipo.',
    ],
  },
  {
    englishSlug: 'can-a-heat-pump-keep-a-cold-climate-home-warm',
    title: '¿Puede una bomba de calor calentar bien una casa en un clima frío?',
    slug: 'bomba-de-calor-en-clima-frio',
    excerpt:
      'Las bombas de calor modernas calientan muy por debajo del punto de congelación. Qué buscar en un modelo para clima frío y cuándo entra la calefacción de respaldo.',
    content: [
      'Las bombas de calor tenían fama de soplar aire tibio y rendirse en cuanto llegaba el invierno. Los modelos actuales de velocidad variable, pensados para climas fríos, son otra cosa: hoy calientan casas en algunas de las zonas más frías de Norteamérica.',
      { h2: 'Cómo calienta una bomba de calor cuando hace frío' },
      'Una bomba de calor toma el calor del aire exterior y lo lleva adentro. A 0 °F el aire todavía tiene mucho calor; cuanto más frío hace, más tiene que trabajar el compresor para captarlo. Los compresores de velocidad variable aceleran en los días fríos para mantener la potencia, mientras que los equipos antiguos de una sola velocidad la perdían rápidamente.',
      { h2: 'Qué buscar' },
      {
        ul: [
          'Una capacidad de calefacción a 5 °F cercana a la que tiene a 47 °F.',
          'Una calificación HSPF2 alta, que mide la eficiencia de calefacción de toda la temporada.',
          'Un compresor de velocidad variable (inverter).',
          'Un control y un termostato que manejen bien el deshielo y la calefacción de respaldo.',
        ],
      },
      { h2: 'La calefacción de respaldo sigue teniendo su lugar' },
      'La mayoría de las instalaciones en clima frío conservan un respaldo para los pocos días más fríos: resistencias eléctricas en la unidad interior o un calefactor de gas en un sistema de combustible dual. El distribuidor fija la temperatura a la que entra el respaldo. Con un equipo bien dimensionado, ese respaldo funciona solo una pequeña parte del invierno.',
      { h2: 'Dimensionar para la calefacción, no solo para el aire acondicionado' },
      'En un clima frío, una bomba de calor elegida solo para enfriar en verano puede quedarse corta para calentar en invierno. Un cálculo de carga cuarto por cuarto muestra cuánto calor pierde su casa en un día de invierno de diseño, para que el distribuidor elija un equipo que cubra casi todo y un respaldo para el resto.',
      { h2: 'Cuánto cuesta usarla' },
      'Aun con frío, una bomba de calor entrega normalmente dos o tres unidades de calor por cada unidad de electricidad, mucho mejor que los calentadores eléctricos de zócalo. Frente al gas, depende de los precios de su zona. Pida a su distribuidor una comparación con las tarifas de sus propias facturas y consulte los reembolsos locales para bombas de calor, que pueden cambiar mucho las cuentas.',
      DEMO_ES,
    ],
  },
]

/** The same two posts in Canadian French, written for homeowners in Canada (°C, thermopompe, fournaise). */
const POSTS_FR: PostTranslation[] = [
  {
    englishSlug: 'lower-your-heating-bill-this-winter',
    title: 'Sept façons de réduire votre facture de chauffage cet hiver',
    slug: 'reduire-votre-facture-de-chauffage-cet-hiver',
    excerpt:
      'De petits changements peu coûteux aux réglages, au filtre et aux fuites d’air pour dépenser moins en chauffage, sans avoir plus froid.',
    content: [
      'Dans un climat froid, le chauffage est la plus grosse dépense d’énergie de la plupart des maisons. Bonne nouvelle : les économies les moins chères viennent de quelques habitudes et de petites réparations, pas d’un nouvel appareil. En voici sept qui se rentabilisent en une saison.',
      { h2: '1. Baissez le thermostat la nuit et quand vous sortez' },
      'Abaisser la température de 3 ou 4 °C pendant environ huit heures par jour peut réduire vos frais de chauffage et de climatisation jusqu’à 10 % par année. Un thermostat programmable ou intelligent s’en charge sans que vous ayez à y penser. Avec une thermopompe, gardez un écart modeste ou choisissez un thermostat qui remonte la température graduellement, pour que le chauffage d’appoint électrique ne démarre pas chaque matin.',
      { h2: '2. Vérifiez le filtre' },
      'Un filtre encrassé force le ventilateur et réduit la chaleur qui arrive dans les pièces. L’hiver, jetez-y un coup d’œil chaque mois et remplacez-le dès qu’il grisonne. Les filtres minces de 1 po se changent souvent aux un à trois mois; les filtres plissés plus épais durent plus longtemps.',
      { h2: '3. Colmatez les fuites d’air évidentes' },
      'Les interstices autour des portes et des fenêtres, la trappe du grenier et les passages de tuyaux et de fils laissent sortir l’air chaud et entrer le froid. Un coupe-froid et un tube de calfeutrant coûtent peu. Calfeutrer la trappe du grenier et le pourtour des luminaires encastrés fait souvent la plus grande différence.',
      { h2: '4. Profitez du soleil' },
      'Ouvrez les rideaux des fenêtres orientées au sud les jours de soleil et fermez-les le soir. Des rideaux épais forment une couche d’isolation bon marché pour les nuits froides.',
      { h2: '5. Dégagez les grilles et les retours d’air' },
      'Un meuble, un tapis ou un rideau devant une grille de soufflage ou de retour gêne la circulation de l’air : la pièce reste froide et le système fonctionne plus longtemps. Fermer les grilles des pièces inutilisées économise rarement de l’énergie dans un système à conduits et peut augmenter la pression dans ceux-ci; laissez-les ouvertes.',
      { h2: '6. Surveillez l’humidité' },
      'À température égale, un air humide paraît plus chaud qu’un air sec. Avec une humidité intérieure de 30 % à 50 %, bien des gens peuvent baisser le thermostat d’un degré sans s’en apercevoir.',
      { h2: '7. Prévoyez un entretien' },
      'Une inspection annuelle par un détaillant garde efficaces les brûleurs, l’échangeur de chaleur, le moteur du ventilateur et les serpentins de la thermopompe, et repère les petits problèmes avant qu’ils vous laissent sans chauffage la nuit la plus froide de l’année.',
      { h2: 'Quand voir plus grand' },
      'Si votre fournaise a plus de 15 ans ou un rendement AFUE de 80 % ou moins, ou si certaines pièces ne se réchauffent jamais, c’est peut-être le moment de regarder l’isolation, l’étanchéité des conduits ou un système plus efficace. Un détaillant peut mesurer par où la chaleur s’échappe avant que vous investissiez dans un appareil.',
    ],
  },
  {
    englishSlug: 'can-a-heat-pump-keep-a-cold-climate-home-warm',
    title: 'Une thermopompe peut-elle chauffer une maison en climat froid?',
    slug: 'thermopompe-en-climat-froid',
    excerpt:
      'Les thermopompes modernes chauffent bien en dessous du point de congélation. Ce qu’il faut regarder dans un modèle pour climat froid et le rôle du chauffage d’appoint.',
    content: [
      'Les thermopompes ont longtemps eu la réputation de souffler de l’air tiède et d’abandonner dès l’arrivée de l’hiver. Les modèles à vitesse variable conçus pour le froid sont une tout autre machine : ils chauffent aujourd’hui des maisons dans certaines des régions les plus froides d’Amérique du Nord.',
      { h2: 'Comment une thermopompe chauffe par temps froid' },
      'Une thermopompe capte la chaleur de l’air extérieur et la transporte à l’intérieur. L’air contient encore beaucoup de chaleur à −18 °C; plus il fait froid, plus le compresseur doit travailler pour la capter. Un compresseur à vitesse variable accélère les jours de grand froid pour maintenir sa puissance, alors que les anciens appareils à une seule vitesse en perdaient rapidement.',
      { h2: 'Ce qu’il faut regarder' },
      {
        ul: [
          'Une puissance de chauffage à −15 °C proche de celle à 8 °C.',
          'Un coefficient HSPF2 élevé, qui mesure le rendement de chauffage sur toute la saison.',
          'Un compresseur à vitesse variable (Inverter).',
          'Une commande et un thermostat qui gèrent bien le dégivrage et le chauffage d’appoint.',
        ],
      },
      { h2: 'Le chauffage d’appoint a encore sa place' },
      'La plupart des installations en climat froid gardent un appoint pour les quelques jours les plus froids : des éléments chauffants électriques dans l’unité intérieure, ou une fournaise au gaz dans un système biénergie. Le détaillant règle la température à laquelle l’appoint prend le relais. Avec un appareil bien dimensionné, il ne fonctionne qu’une petite partie de l’hiver.',
      { h2: 'Dimensionner pour le chauffage, pas seulement pour la climatisation' },
      'En climat froid, une thermopompe choisie uniquement pour climatiser l’été risque d’être trop petite pour chauffer l’hiver. Un calcul des charges pièce par pièce montre la chaleur que perd votre maison par une journée d’hiver de référence, pour que le détaillant choisisse un appareil qui en couvre l’essentiel et un appoint pour le reste.',
      { h2: 'Ce qu’elle coûte à faire fonctionner' },
      'Même par temps froid, une thermopompe fournit habituellement de deux à trois unités de chaleur pour chaque unité d’électricité, bien mieux que des plinthes électriques. Par rapport au gaz, tout dépend des tarifs de votre région. Demandez à votre détaillant une comparaison avec vos propres tarifs d’énergie et vérifiez les subventions offertes pour les thermopompes, qui peuvent changer le calcul considérablement.',
      DEMO_FR,
    ],
  },
]

/** The demo posts translated in each language (the French set with French typography by the caller). */
export const POST_TRANSLATIONS: Record<TranslatedLocale, PostTranslation[]> = {
  es: POSTS_ES,
  'fr-CA': POSTS_FR,
}
