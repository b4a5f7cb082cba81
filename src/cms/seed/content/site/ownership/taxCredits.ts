import { buttons, heading, list, paragraph, separator } from '../../blocks'
import type { DemoPage } from '../../pages'
import { TAX_CREDIT_THRESHOLDS } from '../../../../../domain/ownership/constants'
import { faqList, phoneCard, type Of } from './shared'

const certificates: Of<'taxCreditCertificates'> = {
  blockType: 'taxCreditCertificates',
  title: 'Manufacturer tax credit certificates',
  intro:
    'Equipment that reaches these efficiency levels comes with a manufacturer’s certificate saying it qualifies. Keep the certificate with your tax records.',
  cards: TAX_CREDIT_THRESHOLDS.map((c) => ({
    equipment: c.equipment,
    requirements: c.requirements.map((r) => ({ metric: r.metric, value: r.value })),
  })),
  footnote:
    'Demo content: the thresholds are sample figures and no certificates are attached. Tax rules change; ask a tax professional whether your purchase qualifies.',
}

/** /resources/tax-credits: the certificate cards, with what the ratings mean. */
export const taxCreditsPage = (): DemoPage => ({
  title: 'Tax credits',
  path: '/resources/tax-credits',
  seo: {
    title: 'Tax credits for efficient heating and cooling | Alderline',
    description:
      'Which Alderline furnaces, heat pumps and air conditioners qualify for energy-efficiency tax credits, and the certificate you keep for your tax return.',
  },
  layout: [
    heading('Tax credits for efficient equipment', 'h1'),
    paragraph(
      'Installing a high-efficiency furnace, heat pump or air conditioner in your main home may qualify you for a federal energy-efficiency tax credit. To claim it, you need the manufacturer’s certificate that says your equipment meets the required efficiency.',
    ),
    certificates,
    heading('What the ratings mean'),
    list([
      'AFUE: how much of the fuel a furnace burns becomes heat in your home. 95 AFUE means 95 cents of every dollar of gas.',
      'SEER: cooling efficiency over a whole season. Higher is better.',
      'EER: cooling efficiency on a hot day, at full load.',
      'HSPF: a heat pump’s heating efficiency over a whole season.',
    ]),
    paragraph(
      'You find your equipment’s ratings on its yellow EnergyGuide label, in its product data sheet, or on your dealer’s quote.',
    ),
    buttons({ label: 'Energy guides and documents', url: '/resources/documents', variant: 'secondary' }),
    faqList('Tax credit questions', [
      [
        'How do I claim the credit?',
        'Keep the manufacturer’s certificate and your invoice, and file the energy-efficiency form with your federal tax return. A tax professional can tell you the amount you can claim.',
      ],
      [
        'Does every model qualify?',
        'No. Only equipment that reaches the levels on this page. Your dealer can tell you which models do before you buy.',
      ],
      [
        'Do I send the certificate with my return?',
        'Usually not. Keep it with your tax records in case you are asked for it.',
      ],
    ]),
    phoneCard('Need a certificate for equipment you already own? Call us with its model number.'),
    separator(),
    paragraph('Demo content: Alderline is a fictional brand. This page is sample content, not tax advice.'),
  ],
})
