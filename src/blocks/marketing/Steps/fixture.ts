import type { StepsBlock } from '@/payload-types'

/** The leasing steps (spec §9) as an editor would set them up. */
export const stepsFixture: StepsBlock = {
  blockType: 'steps',
  title: 'How does leasing work?',
  steps: [
    {
      block_title: 'Apply with a dealer',
      description: 'Your dealer sends the application; the financing partner runs a credit check.',
    },
    {
      block_title: 'Choose your system',
      description: 'Once approved, pick the system and accessories that fit your home.',
    },
    {
      step_number: '03',
      block_title: 'Pay monthly',
      description: 'One monthly payment, with repairs, maintenance and filters included.',
    },
  ],
  cta: { label: 'Find a dealer', url: '/find-a-dealer/' },
}
