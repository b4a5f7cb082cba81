import type { DemoImages } from '../../../media/imageKeys'
import { buttons, heading, list, paragraph, separator, table } from '../../blocks'
import type { DemoPage } from '../../pages'
import { richText } from '../../richText'
import { faqList, phoneCard } from './shared'

const DEMO_NOTE =
  'Demo content: Alderline and the Alderline Home app are fictional. The features described here are sample content, and there is no app to download.'

/** /resources/home-app: what the app does for a homeowner. */
export const homeAppPage = (images: DemoImages): DemoPage => ({
  title: 'Alderline Home app',
  path: '/resources/home-app',
  seo: {
    title: 'Alderline Home app: control your comfort from your phone',
    description:
      'Change the temperature, set schedules, get filter reminders and system alerts, and share them with your dealer, from the Alderline Home app.',
  },
  layout: [
    heading('Alderline Home app', 'h1'),
    paragraph(
      'With a connected Alderline thermostat, the Alderline Home app puts your heating and cooling on your phone: at home, at work or on holiday.',
    ),
    {
      blockType: 'fiftyFifty',
      image: images['app-phone'],
      imagePosition: 'right',
      title: 'Your system, in your pocket',
      content: richText(
        'See the temperature and humidity inside your home, change the set point, and switch between heating, cooling and fan from anywhere.',
        'The app also keeps an eye on the system itself: it reminds you when the filter is due and tells you when something needs attention.',
      ),
      link: { label: 'How diagnostics work', url: '/resources/home-app/diagnostics' },
    },
    {
      blockType: 'cardRepeater',
      title: 'What you can do with the app',
      cards: [
        {
          title: 'Change the temperature',
          text: 'Turn the heat up before you get home, or the cooling down when you leave for the day.',
        },
        {
          title: 'Set a schedule',
          text: 'Lower the temperature while you sleep or are away and have it comfortable again before you wake up or come home.',
        },
        {
          title: 'Filter reminders',
          text: 'The app counts the hours your system runs and reminds you when it is time to check or change the filter.',
        },
        {
          title: 'System alerts',
          text: 'If the system finds a problem, you get a message on your phone that says what it is and what to do.',
          link: '/resources/home-app/diagnostics',
          linkLabel: 'About alerts',
        },
        {
          title: 'Share with your household',
          text: 'Invite the people you live with so everyone can adjust the temperature from their own phone.',
        },
        {
          title: 'Connect your dealer',
          text: 'If you agree, your dealer sees the same alerts and can often diagnose a problem before the first visit.',
        },
      ],
    },
    heading('What you need'),
    list([
      'A connected Alderline thermostat, installed by your dealer.',
      'Wi-Fi at home (2.4 GHz) that reaches the thermostat.',
      'A phone or tablet with a current version of iOS or Android.',
    ]),
    heading('Getting started'),
    list(
      [
        'Install the Alderline Home app and create an account.',
        'On the thermostat, open Settings, then Wi-Fi, and join your home network.',
        'In the app, tap Add a thermostat and enter the code the thermostat shows.',
        'Name your home and rooms, and choose whether to share alerts with your dealer.',
      ],
      true,
    ),
    faqList('Home app questions', [
      [
        'Does the app cost anything?',
        'No. The app is free with a connected Alderline thermostat. There is no subscription.',
      ],
      [
        'What happens if my Wi-Fi goes down?',
        'Your system keeps heating and cooling on its schedule. The thermostat works as usual; you just cannot reach it from the app until the connection is back.',
      ],
      [
        'Can I stop sharing with my dealer?',
        'Yes. Turn dealer sharing off in the app’s settings at any time. Your dealer then no longer sees your alerts.',
      ],
    ]),
    buttons({ label: 'Find a dealer', url: '/find-a-dealer/' }),
    phoneCard('Questions about the app or your connected thermostat? Call us.'),
    separator(),
    paragraph(DEMO_NOTE),
  ],
})

/** /resources/home-app/diagnostics: the app's alerts explained plainly. */
export const diagnosticsPage = (images: DemoImages): DemoPage => ({
  title: 'Home app diagnostics',
  path: '/resources/home-app/diagnostics',
  seo: {
    title: 'Home app diagnostics: what system alerts mean | Alderline',
    description:
      'How the Alderline Home app checks your heating and cooling system, what each kind of alert means, and what to do about it.',
  },
  layout: [
    heading('Diagnostics in the Home app', 'h1'),
    paragraph(
      'A connected Alderline system checks itself while it runs. It watches temperatures, pressures, airflow and how often it starts and stops. When something is outside its normal range, the Home app tells you in plain words.',
    ),
    {
      blockType: 'fiftyFifty',
      image: images['hero-technician'],
      imagePosition: 'left',
      title: 'Problems found early cost less',
      content: richText(
        'Many repairs start small: a clogged filter, a tripped breaker, a drain line that is slowly blocking. Finding them early keeps a small fix from turning into a breakdown on the hottest or coldest day of the year.',
        'If you share alerts with your dealer, they see the same message and the error code behind it, so they can bring the right part on the first visit.',
      ),
    },
    heading('The three kinds of alert'),
    table('What each kind of alert means', [
      ['Alert', 'What it means', 'What to do'],
      [
        'Reminder',
        'Routine care is due, such as a filter change or a yearly check.',
        'Do it when convenient. The app shows how.',
      ],
      [
        'Needs attention',
        'The system still runs but not as it should, for example low airflow.',
        'Try the steps the app suggests. If the alert stays, call your dealer within a few days.',
      ],
      [
        'Urgent',
        'The system has stopped, or has shut a part down to protect itself.',
        'Call your dealer now. The app shows their number if you have connected them.',
      ],
    ]),
    heading('Before you call'),
    paragraph('Several alerts clear with a quick check you can do yourself:'),
    list([
      'Replace a dirty air filter. A blocked filter is the most common cause of low airflow alerts.',
      'Check the breakers for the indoor and outdoor units, and the power switch near the furnace or air handler.',
      'Clear leaves, snow or ice from around the outdoor unit.',
      'Make sure supply vents and the return grille are open and not blocked by furniture.',
    ]),
    paragraph(
      'Never open the unit’s panels or work on wiring or refrigerant lines. Those repairs need a licensed technician.',
    ),
    faqList('Diagnostics questions', [
      [
        'What information does the system send?',
        'Operating data only: temperatures, run times, settings and error codes. It does not record sound or video.',
      ],
      [
        'Does my dealer see my alerts automatically?',
        'Only if you choose to share them. You can turn sharing on or off in the app’s settings.',
      ],
      [
        'Why did an alert clear by itself?',
        'Some conditions are temporary, such as a short power cut. If the same alert keeps coming back, ask your dealer to take a look.',
      ],
    ]),
    buttons({ label: 'Back to the Home app', url: '/resources/home-app', variant: 'secondary' }),
    phoneCard('Not sure what an alert means? Call us and we will explain it.'),
    separator(),
    paragraph(
      'Demo content: Alderline and the Alderline Home app are fictional. The alerts and codes described here are sample content.',
    ),
  ],
})
