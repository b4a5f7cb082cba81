import type { CommonIssuesBlock } from '@/payload-types'

/** Common-issues help as an editor would set it up. */
export const commonIssuesFixture: CommonIssuesBlock = {
  blockType: 'commonIssues',
  title: 'Common issues',
  intro: 'Check these before you call a dealer.',
  items: [
    {
      title: 'The system will not turn on',
      answer:
        'Check that the thermostat is set to heat or cool.\n\nThen check the breaker for the indoor unit in your electrical panel.',
    },
    {
      title: 'Weak airflow from the vents',
      answer: 'A clogged air filter is the most common cause. Replace it if it looks grey or dusty.',
      label: 'How to change your filter',
      url: '/resources/maintenance-tips/clean-or-change-filter',
    },
  ],
  whenToCallTitle: 'Call a dealer when',
  whenToCall: 'A breaker trips again after you reset it.\nYou hear grinding or squealing.',
  helpText: 'Still need help?',
  helpLinkLabel: 'Find a dealer near you',
  helpLinkUrl: '/find-a-dealer/',
}
