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

/** US Spanish: the home page, the two locator pages, rebates, customer service and privacy. */

const to = (englishHref: string) => linkIn('es', englishHref)
const path = (englishPath: string) => pagePathIn('es', englishPath)

const DEMO_NOTE =
  'Contenido de demostración: Alderline es una marca ficticia, y los modelos, cifras y precios de este sitio son datos de ejemplo.'

const firstQuestions: AccordionBlock = {
  blockType: 'accordion',
  title: 'Antes de reemplazar su sistema',
  removeBorders: false,
  shadow: false,
  items: [
    {
      heading: '¿Cuánto dura un sistema de calefacción y aire acondicionado?',
      body: richText(
        'La mayoría de los hornos y aires acondicionados duran de 15 a 20 años, y las bombas de calor, de 10 a 15. Con un mantenimiento anual a cargo de un distribuidor, su sistema puede llegar a la parte alta de ese rango.',
      ),
      openOn: { mobile: false, tablet: false, desktop: true },
    },
    {
      heading: '¿Cuánto cuesta un sistema nuevo?',
      body: richText(
        'Con instalación incluida, los precios empiezan en unos $3,400 por un horno de gas y $5,400 por un aire acondicionado, antes de impuestos. Si su casa necesita ductos, súmele entre $3,000 y $10,000.',
      ),
      openOn: { mobile: false, tablet: false, desktop: false },
    },
    {
      heading: '¿Puedo pagar en mensualidades?',
      body: richText(
        'Sí. Con un distribuidor participante puede arrendar un sistema y pagar una cuota mensual que ya incluye reparaciones, mantenimiento y filtros.',
      ),
      linkLabel: 'Cómo funciona el arrendamiento',
      linkUrl: to('/pricing/leasing'),
      openOn: { mobile: false, tablet: false, desktop: false },
    },
  ],
}

/** The product-line carousel: the English one's pictures, settings and links, with Spanish cards. */
function productLinesEs(images: DemoImages): GlobalSliderBlock {
  const english = productLines(images)
  const cards: [title: string, text: string][] = [
    [
      'Hornos de gas',
      'Hasta 97% AFUE, con sopladores de velocidad variable para un calor silencioso y parejo.',
    ],
    ['Bombas de calor', 'Un solo sistema que calienta en invierno y enfría en verano.'],
    [
      'Aires acondicionados',
      'Enfriamiento de dos etapas que funciona en silencio aun en los días más calurosos.',
    ],
    ['Termostatos', 'Horarios, control de humedad y alertas desde su teléfono.'],
    [
      'Manejadoras de aire',
      'Distribuyen el aire climatizado por toda su casa con una unidad interior compatible.',
    ],
  ]
  if (cards.length !== english.slides.length)
    throw new Error('The Spanish product lines need one card per slide')
  return {
    ...english,
    title: 'Nuestras líneas de productos',
    slides: english.slides.map((slide, index) => ({
      ...slide,
      title: cards[index]![0],
      text: cards[index]![1],
      ...(slide.link ? { link: to(slide.link) } : {}),
    })),
  }
}

export const homeEs = (images: DemoImages): TranslatedPage => ({
  title: 'Inicio',
  path: path('/'),
  seo: {
    title: 'Calefacción y aire acondicionado Alderline',
    description:
      'Hornos, aires acondicionados y bombas de calor instalados por distribuidores locales de confianza.',
  },
  layout: [
    {
      blockType: 'hero',
      variant: 'image',
      titleLevel: 'h1',
      title: 'Un confort en el que puede confiar, todo el año',
      text: 'Sistemas de calefacción y aire acondicionado silenciosos y eficientes, instalados y mantenidos por distribuidores independientes cerca de usted.',
      buttons: [
        { label: 'Ver productos', url: to('/products'), variant: 'primary' },
        {
          label: 'Ayuda para resolver problemas',
          url: to('/resources/troubleshooting/heat-pumps'),
          variant: 'outline',
        },
      ],
      imageSmall: images['slide-heat-pump'],
      imageLarge: images['hero-home-exterior'],
      alt: 'Ilustración de una casa familiar con la unidad exterior de una bomba de calor a un costado.',
      backgroundColor: 'dark',
      height: { mobile: 'medium', tablet: 'medium', desktop: 'tall' },
      removeContainer: true,
    },
    columns(
      'thirds',
      [
        heading('Calefacción', 'h2'),
        paragraph(
          'Hornos de gas de hasta 97% AFUE que mantienen cada habitación cálida sin desperdiciar energía.',
        ),
        buttons({ label: 'Hornos', url: to('/products/furnaces'), variant: 'secondary' }),
      ],
      [
        heading('Enfriamiento', 'h2'),
        paragraph(
          'Aires acondicionados de dos etapas y de velocidad variable que funcionan en silencio aun en los días más calurosos.',
        ),
        buttons({
          label: 'Aires acondicionados',
          url: to('/products/air-conditioners'),
          variant: 'secondary',
        }),
      ],
      [
        heading('Bombas de calor', 'h2'),
        paragraph(
          'Un solo sistema que calienta en invierno y enfría en verano, con facturas de energía más bajas.',
        ),
        buttons({ label: 'Ver bombas de calor', url: to('/products/heat-pumps'), variant: 'secondary' }),
      ],
    ),
    group(
      { backgroundColor: 'light', padding: '12' },
      heading('Por qué los propietarios eligen Alderline'),
      list([
        'Garantía limitada registrada de 10 años en piezas cuando registra su equipo dentro de los 60 días posteriores a la instalación',
        'Equipos probados en eficiencia y nivel de ruido antes de salir de la fábrica',
        'Distribuidores locales independientes que instalan, mantienen y reparan lo que venden',
      ]),
    ),
    productLinesEs(images),
    firstQuestions,
    {
      ...homeContactForm,
      intro: 'Cuéntenos qué necesita y su distribuidor local de Alderline se pondrá en contacto con usted.',
    },
    {
      ...dealerSlider,
      locator_block_title: 'Distribuidores cerca de usted',
      block_intro_content:
        'Distribuidores independientes de Alderline que atienden su zona. Ingrese su código postal en el cuadro de la parte superior de la página.',
    },
    quote(
      'Nuestro horno viejo hacía mucho ruido y el piso de arriba siempre estaba frío. El sistema nuevo es tan silencioso que tuvimos que comprobar que estaba encendido.',
      'Dana R., Tulsa, OK (reseña de demostración)',
    ),
    {
      ...newsletterSignup,
      heading: 'Reciba consejos de confort y ofertas',
      text: 'Recordatorios de mantenimiento de cada temporada y reembolsos disponibles en su zona, más o menos una vez al mes.',
    },
    separator(),
    paragraph(DEMO_NOTE),
  ],
})

export const findYourDealerEs: TranslatedPage = {
  title: 'Encuentre su distribuidor',
  path: path('/find-your-dealer'),
  seo: {
    description:
      'Encuentre un distribuidor independiente de Alderline cerca de usted: calificaciones, horarios, distintivos y una forma de contactarlo.',
  },
  layout: [
    locator(
      'Encuentre su distribuidor local',
      'Los distribuidores independientes instalan, mantienen y reparan los sistemas Alderline. Ingrese su código postal de EE. UU. o de Canadá para ver quién atiende su zona.',
      'standard',
    ),
    paragraph(
      'Contenido de demostración: los distribuidores que aparecen son ficticios, con nombres, reseñas y números de teléfono 555 inventados.',
    ),
  ],
}

export const findADealerEs: TranslatedPage = {
  title: 'Buscar un distribuidor',
  path: path('/find-a-dealer'),
  seo: {
    description:
      'Busque distribuidores de Alderline por código postal o por ciudad, en los Estados Unidos y Canadá.',
  },
  layout: [
    heading('Buscar un distribuidor', 'h1'),
    paragraph(
      'Busque por código postal, por ciudad, o por ciudad y estado (Springfield, IL). Si no aparece nadie, pruebe con un código postal cercano o con una ciudad más grande de su zona: los distribuidores suelen cubrir un área amplia.',
    ),
    { blockType: 'zipBox', heading: null, label: 'Código postal', withLocation: true },
    locator(null, null, 'short', false),
  ],
}

export const rebatesEs: TranslatedPage = {
  title: 'Reembolsos y créditos fiscales',
  path: path('/rebates'),
  seo: {
    description:
      'Reembolsos y créditos fiscales para bombas de calor, aires acondicionados y hornos en su zona, y un distribuidor local que le ayude a solicitarlos.',
  },
  layout: [
    heading('Reembolsos y créditos fiscales', 'h1'),
    paragraph(
      'Las compañías de servicios públicos, los estados y las provincias les pagan a los propietarios por instalar equipos de calefacción y aire acondicionado eficientes. Vea lo que se ofrece en su zona y luego pídale a un distribuidor local que le ayude a solicitarlo.',
    ),
    {
      ...rebateSavingsBlock,
      title: 'Encuentre reembolsos en su zona',
      intro:
        'Ingrese su código postal para ver el mayor reembolso disponible en su zona y los programas que lo ofrecen.',
    },
    paragraph(
      'Contenido de demostración: los programas de reembolso que se muestran son ficticios, con nombres y montos inventados; sus enlaces llevan a páginas de ejemplo.',
    ),
  ],
}

export const customerServiceEs: TranslatedPage = {
  title: 'Servicio al cliente',
  path: path('/customer-service'),
  seo: {
    description:
      'Llame al servicio al cliente de Alderline, encuentre un distribuidor local o lea las respuestas a las preguntas más comunes.',
  },
  layout: [
    heading('Servicio al cliente', 'h1'),
    paragraph(
      'Estamos para ayudarle con su sistema Alderline, con su garantía y a encontrar un distribuidor cerca de usted.',
    ),
    {
      blockType: 'customerServiceCard',
      title: '¿Necesita ayuda?',
      text: 'Llame al servicio al cliente si tiene preguntas sobre su sistema o su garantía. Si necesita una reparación, un sistema nuevo o un presupuesto, un distribuidor local puede ir a su casa.',
    },
    {
      blockType: 'iconTextGrid',
      title: 'Cómo podemos ayudarle',
      items: [
        {
          icon: 'wrench',
          title: 'Reparaciones y servicio',
          text: 'Los distribuidores locales diagnostican, reparan y dan mantenimiento a todos los sistemas Alderline.',
        },
        {
          icon: 'shield',
          title: 'Preguntas sobre la garantía',
          text: 'Registre su equipo dentro de los 60 días posteriores a la instalación y obtenga una garantía limitada de 10 años en piezas.',
        },
        {
          icon: 'thermometer',
          title: 'Problemas de confort',
          text: '¿Habitaciones demasiado calurosas o demasiado frías? Empiece por nuestros pasos para resolver problemas.',
        },
        {
          icon: 'dollar',
          title: 'Reembolsos y arrendamiento',
          text: 'Pregunte por los reembolsos disponibles en su zona o arriende un sistema con un solo pago mensual.',
        },
      ],
      cta: { label: 'Encuentre su distribuidor', url: to('/find-your-dealer/') },
      appearance: { backgroundColor: 'light', padding: '10' },
    },
    faqList('Preguntas frecuentes', [
      [
        '¿Cada cuánto debo cambiar el filtro de aire?',
        'Revíselo todos los meses. Cambie un filtro estándar de 1 pulgada por lo menos cada tres meses, y más seguido si tiene mascotas o cuando el sistema trabaja mucho. Los filtros de medios, más gruesos, pueden durar hasta seis meses.',
      ],
      [
        '¿Por qué sale vapor de mi bomba de calor en invierno?',
        'Es el ciclo de descongelación. Es normal que la unidad exterior suelte vapor durante unos minutos mientras derrite la escarcha de su serpentín.',
      ],
      [
        '¿Cómo registro mi garantía?',
        'Registre su equipo dentro de los 60 días posteriores a la instalación para obtener la garantía limitada registrada de 10 años en piezas. Las unidades que no se registran a tiempo tienen la garantía limitada básica de 5 años. Ninguna de las dos cubre la mano de obra.',
      ],
      [
        '¿Qué debo revisar antes de pedir servicio?',
        'Asegúrese de que el termostato esté en modo de calefacción o de enfriamiento, revise los interruptores (breakers) de las unidades interior y exterior, cambie el filtro si está sucio y retire las hojas, la nieve o el hielo que haya alrededor de la unidad exterior.',
      ],
      [
        '¿Cuánto dura un sistema de calefacción y aire acondicionado?',
        'Con mantenimiento anual, la mayoría de los hornos duran de 15 a 20 años, y los aires acondicionados y las bombas de calor, de 10 a 15 años.',
      ],
      [
        '¿Cómo encuentro un distribuidor cerca de mí?',
        'Use la herramienta “Encuentre su distribuidor” e ingrese su código postal. Los distribuidores independientes de Alderline atienden en los Estados Unidos y Canadá.',
      ],
      [
        '¿Puedo obtener un reembolso por un sistema nuevo?',
        'Muchas veces, sí. Las compañías de servicios públicos, los estados y el fabricante ofrecen reembolsos y créditos fiscales por sistemas eficientes. Su distribuidor puede decirle cuáles aplican donde usted vive.',
      ],
    ]),
    {
      blockType: 'shareButtons',
      title: 'Comparta esta página',
      facebook: '1',
      twitter: '0',
      linkedin: '1',
      whatsapp: '0',
      email: '1',
    },
    paragraph(
      'Contenido de demostración: Alderline es una marca ficticia; el número de teléfono, los precios, las condiciones de arrendamiento y las respuestas de esta página son datos de ejemplo.',
    ),
  ],
}

const DEMO_SITE =
  'Alderline es una marca ficticia. Este sitio web es una demostración: a través de él no se vende ningún producto real y no hay distribuidores reales detrás.'

export const privacyEs: TranslatedPage = {
  title: 'Privacidad',
  path: path('/privacy'),
  seo: { description: 'Qué datos suyos guarda este sitio de demostración y para qué.' },
  layout: [
    heading('Privacidad', 'h1'),
    paragraph(DEMO_SITE),
    heading('Qué guardamos'),
    list([
      'Los datos que usted escribe en un formulario (como su nombre, correo electrónico, número de teléfono y código postal) cuando pide un presupuesto o se suscribe a nuestras novedades. Se guardan en la base de datos propia de este sitio y solo se usan para responderle.',
      'El código postal con el que busca un distribuidor. Se usa para encontrar distribuidores cerca de usted y no se asocia con su persona.',
      'Su ubicación, solo si su navegador se la pide y usted lo permite, para completar el código postal más cercano. No se guarda.',
    ]),
    heading('Lo que no hacemos'),
    list([
      'No vendemos ni compartimos sus datos.',
      'No incluimos datos personales en las direcciones web ni en las estadísticas de uso.',
      'Este sitio no usa cookies de publicidad ni de seguimiento. La búsqueda de distribuidores guarda en una cookie un número aleatorio durante su visita, para que los resultados se mantengan en el mismo orden mientras los consulta; esa cookie se borra al cerrar el navegador. El personal que inicia sesión para editar el sitio recibe una cookie de sesión.',
    ]),
    heading('Sus opciones'),
    paragraph(
      'Para ver, corregir o eliminar lo que nos envió, llame al servicio al cliente. Como este sitio es una demostración, todo lo que se envíe a través de él puede eliminarse en cualquier momento.',
    ),
  ],
}
