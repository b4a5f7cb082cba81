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

/** US Spanish: the air conditioner, furnace and heat pump pages. */

const to = (englishHref: string) => linkIn('es', englishHref)
const path = (englishPath: string) => pagePathIn('es', englishPath)

const dealer = { label: 'Buscar un distribuidor', url: to('/find-a-dealer/') }

const WARRANTY =
  'Registre su equipo dentro de los 60 días posteriores a la instalación para obtener una garantía limitada registrada, normalmente de 10 años en piezas; las unidades no registradas tienen la garantía limitada básica, normalmente de 5 años. Ninguna de las dos cubre la mano de obra.'

const note = () =>
  demoNote(
    'Contenido de demostración: Alderline es una marca ficticia, y los modelos, cifras y precios de esta página son datos de ejemplo.',
  )

/** The comparison tables' texts (figures are written the US way in Spanish too: 1.5, $5,400). */
const GLOSSARY: Record<string, string> = {
  '1.5 to 5 tons': 'De 1.5 a 5 toneladas',
  '2 to 5 tons': 'De 2 a 5 toneladas',
  'Single-stage': 'Una etapa',
  'Two-stage': 'Dos etapas',
  'Variable-speed': 'Velocidad variable',
  Modulating: 'Modulante',
  'Single-speed fan': 'Ventilador de una velocidad',
  'Two-speed fan': 'Ventilador de dos velocidades',
  'Variable-speed fan': 'Ventilador de velocidad variable',
  'Multi-speed blower': 'Soplador de varias velocidades',
  'Variable-speed blower': 'Soplador de velocidad variable',
  Electric: 'Eléctrica',
  'Natural gas or propane': 'Gas natural o propano',
  Yes: 'Sí',
  // The same word in Spanish.
  No: 'No',
  'Up to 28%': 'Hasta 28%',
  'Up to 33%': 'Hasta 33%',
  'Up to 37%': 'Hasta 37%',
  'Up to 44%': 'Hasta 44%',
  'Up to 50%': 'Hasta 50%',
  'Up to 8.5': 'Hasta 8.5',
  'Up to 9.5': 'Hasta 9.5',
  'Up to 10': 'Hasta 10',
  'Up to 14': 'Hasta 14',
  'Up to 16': 'Hasta 16',
  'Up to 20': 'Hasta 20',
  'Up to 95%': 'Hasta 95%',
  'Up to 97%': 'Hasta 97%',
}

export const airConditionersEs = (images: DemoImages): TranslatedPage => ({
  title: 'Aires acondicionados',
  path: path('/products/air-conditioners'),
  seo: {
    title: 'Aires acondicionados centrales',
    description:
      'Aires acondicionados centrales de una etapa, de dos etapas y de velocidad variable: en qué se diferencian, qué significa SEER y cuánto cuesta instalarlos.',
  },
  layout: [
    productHero(images, dealer, {
      eyebrow: 'Enfriamiento',
      title: 'Aires acondicionados',
      text: 'Un aire acondicionado central saca el calor de su casa y lo libera afuera. Con instalación, los precios empiezan en $5,400 antes de impuestos.',
      image: 'slide-air-conditioner',
      alt: 'La unidad exterior de un aire acondicionado junto a una casa.',
    }),
    columns(
      'thirds',
      [
        heading('De una etapa', 'h2'),
        paragraph(
          'Funciona a plena potencia cada vez que se enciende. Confiable y el más económico de instalar.',
        ),
      ],
      [
        heading('De dos etapas', 'h2'),
        paragraph(
          'Trabaja a baja potencia la mayor parte del tiempo y pasa a alta en los días más calurosos: es más silencioso y controla mejor la humedad.',
        ),
      ],
      [
        heading('De velocidad variable', 'h2'),
        paragraph(
          'Ajusta su potencia poco a poco según el calor que haga, para lograr la temperatura más pareja y el menor costo de operación.',
        ),
      ],
    ),
    translatedComparison(
      airConditionerComparison(images),
      {
        title: 'Compare aires acondicionados de demostración',
        intro:
          'Elija un tipo de producto para ver sus modelos lado a lado. Los aires acondicionados solo enfrían; las bombas de calor enfrían en verano y calientan en invierno.',
      },
      GLOSSARY,
    ),
    questions('Preguntas sobre aires acondicionados', [
      [
        '¿Qué significa SEER?',
        'El SEER (índice de eficiencia energética estacional) indica cuánto enfría un equipo durante una temporada por cada unidad de electricidad que consume. Cuanto más alto es el número, más bajas son sus facturas de enfriamiento para el mismo confort.',
        'El ahorro de energía se calcula frente a una unidad de 10 SEER, el mínimo permitido hasta 2006.',
      ],
      [
        '¿De qué tamaño debe ser el aire acondicionado de mi casa?',
        'El tamaño se mide en toneladas de enfriamiento. Un distribuidor lo calcula según la superficie de su casa, el aislamiento, las ventanas y el clima. Un equipo demasiado grande se prende y se apaga a cada rato y deja el aire húmedo; uno demasiado pequeño no para en toda la tarde cuando hace calor.',
      ],
      [
        '¿También tengo que cambiar el serpentín interior?',
        'Por lo general, sí. El serpentín interior y la unidad exterior se diseñan y se certifican como pareja. Un serpentín compatible permite que la unidad nueva alcance su eficiencia nominal y mantiene vigente la garantía.',
      ],
      ['¿Qué garantía incluye?', WARRANTY],
    ]),
    dealerBanner(
      dealer,
      'Pida un precio para su casa',
      'Un distribuidor local revisa su casa, le recomienda el tamaño adecuado y le da el precio exacto con instalación.',
    ),
    ...note(),
  ],
})

export const furnacesEs = (images: DemoImages): TranslatedPage => ({
  title: 'Hornos de gas',
  path: path('/products/furnaces'),
  seo: {
    title: 'Hornos de gas para calefacción',
    description: 'Hornos de gas de una etapa, de dos etapas y modulantes, con eficiencias de 80% a 97% AFUE.',
  },
  layout: [
    productHero(images, dealer, {
      eyebrow: 'Calefacción',
      title: 'Hornos de gas',
      text: 'Un horno calienta el aire con gas natural o propano, y un soplador lo reparte por sus ductos. Cuanto más alto es el AFUE, más combustible se convierte en calor.',
      image: 'slide-furnace',
      alt: 'Un horno de gas instalado en un sótano.',
    }),
    translatedComparison(
      furnaceComparison(images),
      {
        title: 'Compare hornos de demostración',
        intro: 'Elija hornos de 80% o de 90% para ver sus modelos lado a lado.',
      },
      GLOSSARY,
    ),
    columns(
      'halves',
      [
        heading('¿80% o 90%?', 'h2'),
        paragraph(
          'El AFUE (eficiencia anual de utilización de combustible) es la parte del combustible que se convierte en calor dentro de su casa. Un horno de 80% convierte en calor 80 centavos de cada dólar de gas; uno de 95%, 95 centavos.',
          'Los hornos de 90% o más condensan el agua de sus gases de escape, así que se ventilan con tubería de plástico y necesitan un desagüe. Cuestan más de instalar pero menos de operar, sobre todo donde los inviernos son largos.',
        ),
      ],
      [
        heading('Costo con instalación', 'h2'),
        paragraph(
          'Desde $3,400 antes de impuestos para hornos de 80% y de 90%. Su distribuidor le da el precio exacto después de visitar su casa.',
        ),
        heading('Garantía', 'h2'),
        paragraph(
          'Registre su equipo dentro de los 60 días posteriores a la instalación para obtener una garantía limitada de 10 años en piezas; las unidades no registradas tienen 5 años.',
        ),
      ],
    ),
    questions('Preguntas sobre hornos', [
      [
        '¿En qué se diferencian los hornos de una etapa, de dos etapas y modulantes?',
        'Un horno de una etapa quema a plena potencia cada vez que funciona. Uno de dos etapas trabaja con llama baja la mayor parte del tiempo y solo pasa a la alta en los días más fríos. Un horno modulante ajusta su llama poco a poco, para lograr la temperatura más pareja.',
      ],
      [
        '¿Para qué sirve un soplador de velocidad variable?',
        'Arranca despacio y cambia de velocidad para mover justo el aire que su casa necesita. Es más silencioso, reparte mejor el calor y ayuda a su aire acondicionado a quitar la humedad en verano.',
      ],
      [
        '¿Cuánto dura un horno?',
        'La mayoría de los hornos duran de 15 a 20 años. Con un mantenimiento anual a cargo de un distribuidor y un filtro limpio, su horno puede llegar a la parte alta de ese rango.',
      ],
    ]),
    dealerBanner(
      dealer,
      '¿Listo para un invierno más cálido?',
      'Un distribuidor local puede elegir el horno del tamaño adecuado para su casa y darle el precio exacto con instalación.',
    ),
    ...note(),
  ],
})

const heatPumpSelector = (images: DemoImages): ProductSelectorBlock => ({
  blockType: 'productSelector',
  title: '¿Qué tipo de bomba de calor le conviene a su casa?',
  intro: 'Elija lo que más le importa y vea el tipo de sistema que suelen recomendar los distribuidores.',
  items: [
    {
      text: 'El precio más bajo',
      details:
        'Una bomba de calor de una etapa con una manejadora de aire en el interior. Es ideal para casas en climas templados, donde en invierno la temperatura rara vez baja mucho del punto de congelación.',
      handCopy: 'Instalada por un distribuidor local independiente',
      exclusiveCopy: 'Fácil de usar con cualquier termostato compatible',
      energyCopy: 'Demo HP 15: ahorro de energía de hasta 33% frente a una unidad de 10 SEER',
      href: to('/products/air-handlers'),
      linkLabel: 'Más sobre las manejadoras de aire',
      image: images['slide-heat-pump'],
    },
    {
      text: 'El confort más silencioso',
      details:
        'Una bomba de calor de velocidad variable que funciona más tiempo a baja velocidad, para que la temperatura se mantenga pareja y la unidad exterior casi no se oiga.',
      handCopy: 'Combinada con una manejadora de aire de velocidad variable',
      exclusiveCopy: 'Demo HP 20: más o menos tan silenciosa como un barrio tranquilo',
      energyCopy: 'Ahorro de energía de hasta 50% frente a una unidad de 10 SEER',
      href: to('/products/thermostat-controls/smart-thermostats'),
      linkLabel: 'Combínela con un termostato inteligente',
      image: images['hero-living-room'],
    },
    {
      text: 'Inviernos fríos',
      details:
        'Una bomba de calor combinada con un horno de gas. La bomba de calor calienta en los días templados y el horno entra en acción cuando hace mucho frío: cada uno funciona cuando sale más barato.',
      handCopy: 'Usa el soplador y los ductos del horno',
      exclusiveCopy: 'Cambia sola entre electricidad y gas',
      energyCopy: 'Facturas de calefacción más bajas donde el gas es barato',
      href: to('/products/packaged-system/hybrid-comfort-systems'),
      linkLabel: 'Más sobre los sistemas de confort híbridos',
      image: images['slide-furnace'],
    },
  ],
})

export const heatPumpsEs = (images: DemoImages): TranslatedPage => ({
  title: 'Bombas de calor',
  path: path('/products/heat-pumps'),
  seo: {
    title: 'Bombas de calor para su casa',
    description:
      'Bombas de calor que calientan y enfrían su casa con un solo sistema: modelos, eficiencia y costo con instalación.',
  },
  layout: [
    productHero(images, dealer, {
      eyebrow: 'Calefacción y enfriamiento',
      title: 'Bombas de calor',
      text: 'Una bomba de calor mueve el calor en lugar de producirlo: lo saca de su casa en verano y lo mete en invierno. Costo con instalación desde $5,800 antes de impuestos.',
      image: 'slide-heat-pump',
      alt: 'La unidad exterior de una bomba de calor sobre una base de concreto.',
    }),
    translatedComparison(
      heatPumpComparison(images),
      {
        title: 'Compare bombas de calor de demostración',
        intro:
          'Elija un tipo de producto para ver sus modelos lado a lado: la bomba de calor exterior o la manejadora de aire que la acompaña en el interior.',
      },
      GLOSSARY,
    ),
    heatPumpSelector(images),
    questions('Preguntas sobre bombas de calor', [
      [
        '¿Qué significa HSPF?',
        'El HSPF (factor de rendimiento estacional de calefacción) mide qué tan eficientemente calienta una bomba de calor durante una temporada. Cuanto más alto es el número, menos electricidad usa para dar el mismo calor. Su eficiencia de enfriamiento se expresa en SEER, igual que la de un aire acondicionado.',
      ],
      [
        '¿Funciona una bomba de calor cuando hace frío?',
        'Sí, aunque da menos calor a medida que baja la temperatura exterior. En climas fríos se combina con calefacción eléctrica en la manejadora de aire o con un horno de gas que entra en acción en los días más fríos.',
      ],
      [
        '¿Por qué sale vapor de mi bomba de calor en invierno?',
        'Cuando hace frío y hay humedad, se forma escarcha en el serpentín exterior. La bomba de calor la derrite con un ciclo de descongelación de unos minutos, y el vapor que usted ve es normal.',
      ],
    ]),
    dealerBanner(
      dealer,
      'Un solo sistema para todo el año',
      'Un distribuidor local puede decirle si una bomba de calor es adecuada para su clima y darle el precio exacto con instalación.',
    ),
    ...note(),
  ],
})
