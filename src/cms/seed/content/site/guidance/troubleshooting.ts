import type { CommonIssuesBlock, TroubleshootingGridBlock } from '../../../../../payload-types'
import {
  defaultTroubleshootingCards,
  GUIDE_TOPICS,
  guidePath,
  MAINTENANCE_PATH,
  TROUBLESHOOTING_PATH,
  TROUBLESHOOTING_SLUGS,
} from '../../../../../domain/guidance/guides'
import type { DemoImages } from '../../../media/imageKeys'
import { heading, paragraph } from '../../blocks'
import type { DemoPage } from '../../pages'

type TroubleshootingSlug = (typeof TROUBLESHOOTING_SLUGS)[number]
type Issue = CommonIssuesBlock['items'][number]

type Guide = {
  slug: TroubleshootingSlug
  title: string
  description: string
  intro: string[]
  issuesTitle: string
  issues: Issue[]
  whenToCall: string[]
  /** Extra paragraphs after the issues. */
  after?: string[]
}

export const DEMO_NOTE =
  'Demo content: Alderline is a fictional brand. This is general guidance; the manual that came with your equipment comes first.'

const SAFETY =
  'Safety first: only do the checks below. Switch the system off at the thermostat and at its breaker or service switch before you open any filter door, and never remove electrical or service panels: parts inside can hold a dangerous charge even with the thermostat off.'

const GAS_SAFETY =
  'If you smell gas (a rotten-egg smell), do not switch anything on or off and do not use a phone inside. Leave the house with everyone, then call your gas utility or 911 from outside. If a carbon monoxide alarm sounds, get everyone outside and call 911.'

const filterLink = {
  label: 'How to clean or change your filter',
  url: guidePath(MAINTENANCE_PATH, 'clean-or-change-filter'),
}

const maintenanceLink = (slug: string, label: string) => ({ label, url: guidePath(MAINTENANCE_PATH, slug) })

const GUIDES: Guide[] = [
  {
    slug: 'air-conditioners',
    title: 'Air conditioner troubleshooting',
    description: 'What to check before you call for service when your air conditioner will not cool.',
    intro: [
      'Most cooling problems have a simple cause: a thermostat setting, a tripped breaker or a dirty filter. Work through these checks before you call your dealer.',
      SAFETY,
    ],
    issuesTitle: 'Common air conditioner issues',
    issues: [
      {
        title: 'The air conditioner will not turn on',
        answer:
          'Check that the thermostat is set to Cool and a few degrees below the room temperature, and replace its batteries if the display is faint or blank.\n\nCheck the breakers for both the outdoor unit and the indoor furnace or air handler, and make sure the disconnect switch beside the outdoor unit is on. Reset a tripped breaker once only.\n\nAfter a power cut or a change of setting, many systems wait up to 5 minutes before the outdoor unit starts. This protects the compressor and is normal.',
      },
      {
        title: 'It runs, but the air is not cold',
        answer:
          'A clogged air filter is the most common cause. Replace it if it looks grey or dusty.\n\nCheck that the outdoor unit is running and its fan is turning. Keep 2 feet (60 cm) clear around it: leaves, grass clippings and plants block the air it needs.\n\nOn the hottest afternoons a system may run without stopping and still be a few degrees above the setting. Air from the vents is usually 15 to 20 °F (8 to 11 °C) cooler than the air going into the return grille.',
        ...filterLink,
      },
      {
        title: 'There is ice on the pipes or the indoor coil',
        answer:
          'Ice usually means too little air is moving over the coil. Switch cooling off and set the thermostat fan to On so the ice can melt; this can take a few hours. Do not chip at the ice.\n\nWhile it thaws, replace the filter and open any closed vents. If the ice comes back after a day of normal use, call your dealer: the refrigerant charge or the blower may need attention.',
      },
      {
        title: 'There is water around the indoor unit',
        answer:
          'Cooling takes water out of the air, and it leaves through a drain line from a pan under the indoor coil. If the line clogs, water backs up, and on many systems a float switch stops cooling until it is cleared.\n\nSwitch the system off, wipe up the water and check that the end of the drain line, outside or at a floor drain, is not blocked. If your drain line has a capped cleanout, a cup of white vinegar poured into it each spring helps keep it clear.',
        ...maintenanceLink('air-conditioners', 'Air conditioner maintenance tips'),
      },
      {
        title: 'It turns on and off every few minutes',
        answer:
          'Check that the filter is clean and that the thermostat is not warmed by sun, a lamp or a nearby supply vent, which makes it switch off early. If short cycles go on with a clean filter and a well-placed thermostat, ask your dealer to check the system.',
      },
      {
        title: 'Some rooms are warmer than others',
        answer:
          'Open the vents in the warm rooms and make sure furniture and rugs do not cover them or the return grilles. Close blinds on sunny windows in the afternoon. Setting the thermostat fan to On mixes the air between rooms. A dealer can balance the airflow or suggest zoning if the difference stays large.',
      },
    ],
    whenToCall: [
      'A breaker trips again after you have reset it once.',
      'The outdoor unit hums but its fan does not turn, or you hear grinding, squealing or banging: switch the system off at the thermostat first.',
      'You smell burning or see smoke: switch the system off at the breaker.',
      'Ice comes back after it has thawed, or you hear hissing from the pipes.',
      'Water keeps leaking after the drain line has been cleared.',
    ],
  },
  {
    slug: 'gas-furnaces',
    title: 'Gas furnace troubleshooting',
    description: 'Safe checks to try when a gas furnace will not start, locks out or blows cool air.',
    intro: [
      GAS_SAFETY,
      'If there is no smell of gas and no alarm, these checks solve many heating problems. ' + SAFETY,
    ],
    issuesTitle: 'Common gas furnace issues',
    issues: [
      {
        title: 'The furnace will not start',
        answer:
          'Check that the thermostat is set to Heat and a few degrees above the room temperature, and replace its batteries if the display is faint or blank.\n\nFind the furnace service switch, which looks like a light switch on or near the furnace, and make sure it is on. Check the furnace breaker in your electrical panel.\n\nMake sure the blower door on the front of the furnace is closed firmly: a safety switch keeps the furnace off while it is loose.',
      },
      {
        title: 'The furnace tries to start, then stops (ignition lockout)',
        answer:
          'A furnace with electronic ignition tries to light a few times. If it cannot, it locks out for about an hour to stay safe.\n\nTo reset it once: set the thermostat to Off, switch the furnace service switch off for 30 seconds, switch it back on, then set the thermostat to Heat. If it locks out again, call your dealer.\n\nBefore you call, count the blinks of the status light you can see through the small window in the furnace door. The code is explained on the label inside the door, and it helps your dealer bring the right parts.',
      },
      {
        title: 'An older furnace: the pilot light is out',
        answer:
          'Follow the lighting instructions on the label on the furnace exactly, including the wait of at least 5 minutes with the gas control set to Off before you relight. If you are not comfortable doing this, if the pilot will not stay lit, or if you smell gas at any point, stop and call for help.',
      },
      {
        title: 'It runs, but blows cool air',
        answer:
          'If the thermostat fan is set to On, the blower runs between heating cycles and the air feels cool. Set it to Auto.\n\nA clogged filter can make the furnace overheat and shut its burners off while the blower keeps running. Replace the filter.\n\nA high-efficiency furnace has two plastic pipes that run outside. Check that snow, ice, leaves or nests do not block them, and that the plastic drain tube from the furnace is not kinked or frozen.',
        ...filterLink,
      },
      {
        title: 'A burning smell at the start of the season',
        answer:
          'Dust that settled on the heat exchanger over the summer burns off the first few times the furnace runs, and the smell should fade within an hour or so. A smell that lasts, or smoke, is not normal: switch the furnace off and call your dealer.',
      },
      {
        title: 'Water on the floor near the furnace',
        answer:
          'A high-efficiency furnace makes water as it burns gas, and in summer the cooling coil above the furnace makes water too. Both leave through drain tubes. Check that the tubes are connected, not kinked and draining freely. If water keeps appearing, call your dealer.',
        ...maintenanceLink('gas-furnaces', 'Gas furnace maintenance tips'),
      },
    ],
    whenToCall: [
      'You smell gas: leave the house first and call your gas utility or 911 from outside, then call your dealer.',
      'A carbon monoxide alarm sounds: get everyone outside and call 911.',
      'The furnace locks out again after one reset.',
      'The burner flames look yellow or lazy instead of blue, or you see soot around the furnace.',
      'You hear a boom when the burners light, or a squeal or grinding from the blower.',
      'A breaker trips again after you have reset it once.',
    ],
  },
  {
    slug: 'air-handlers',
    title: 'Air handler troubleshooting',
    description:
      'What to check when the indoor air handler of a heat pump or air conditioner is not moving air.',
    intro: [
      'The air handler is the indoor cabinet that moves air through your home and holds the indoor coil, and often electric heat. Work through these checks before you call your dealer.',
      SAFETY,
    ],
    issuesTitle: 'Common air handler issues',
    issues: [
      {
        title: 'Nothing happens when the thermostat calls',
        answer:
          'Check the thermostat mode, setting and batteries. Then check the breakers: an air handler with electric heat often has two, one for the fan and controls and one for the heat. Make sure the service disconnect next to the air handler is on and its access panel is closed firmly, as a door switch keeps it off while the panel is loose.',
      },
      {
        title: 'Weak airflow from the vents',
        answer:
          'Replace the filter, which may be in the air handler or behind a return grille in a wall or ceiling. Open closed vents and move furniture away from the return grilles. If airflow stays weak, check the indoor coil and pipes for ice (see below).',
        ...filterLink,
      },
      {
        title: 'Ice on the coil or the pipes',
        answer:
          'Switch cooling off and set the thermostat fan to On so the ice can melt, which can take a few hours. Replace the filter while you wait. If ice comes back after a day, call your dealer.',
      },
      {
        title: 'Water in the drain pan or on the floor',
        answer:
          'The coil in the air handler makes water when it cools. It drains to a pan and out through a drain line. If the line clogs, a float switch may stop cooling. Switch the system off, wipe up the water and check that the end of the drain line is not blocked. In an attic, water in the extra pan under the air handler means the main drain is clogged.',
        ...maintenanceLink('air-handlers', 'Air handler maintenance tips'),
      },
      {
        title: 'A burning smell when the heat first comes on',
        answer:
          'Electric heat strips burn off dust the first time they run each season, and the smell should fade within an hour. A smell that lasts, or any smoke, is not normal: switch the system off at the breaker and call your dealer.',
      },
      {
        title: 'The fan runs all the time',
        answer:
          'Check whether the thermostat fan is set to On. On keeps air moving and filtered; Auto runs the fan only while heating or cooling. If the fan keeps running with the setting on Auto and the system off, call your dealer.',
      },
    ],
    whenToCall: [
      'A breaker trips again after you have reset it once.',
      'A burning smell lasts, or you see smoke.',
      'Water keeps coming after the drain line has been cleared.',
      'You hear grinding, squealing or rattling from the cabinet.',
      'The electric heat or controls need attention: their panels are for trained technicians only.',
    ],
  },
  {
    slug: 'heat-pumps',
    title: 'Heat pump troubleshooting',
    description: 'What to check before you call for service on a heat pump.',
    intro: [
      'Most comfort problems have a simple cause. Check these, in order, before you call your dealer.',
      SAFETY,
    ],
    issuesTitle: 'Common heat pump issues',
    issues: [
      {
        title: 'The heat pump will not run',
        answer:
          'Make sure the thermostat is set to heat or cool and a few degrees past the room temperature.\n\nCheck the breakers for the indoor and outdoor units, and the disconnect switch beside the outdoor unit. After a power cut or a change of setting, the outdoor unit may wait up to 5 minutes before it starts; this is normal.',
      },
      {
        title: 'Frost or ice on the outdoor unit in winter',
        answer:
          'A light coat of frost in cold, damp weather is normal. Every so often the heat pump runs a defrost cycle: the outdoor fan stops, you may hear a whoosh, and steam rises from the unit for a few minutes. A defrost cycle of a few minutes in winter is normal; steam from the outdoor unit is expected.\n\nClear leaves, snow and ice from around the outdoor unit, and make sure roof water does not drip onto it. Never chip ice off the coil. If the unit is covered in solid ice for hours, set the thermostat to Emergency heat and call your dealer.',
      },
      {
        title: 'The air from the vents feels cool in heating mode',
        answer:
          'A heat pump heats with air of about 90 to 95 °F (32 to 35 °C): warmer than the room, but cooler than your hand, so it can feel cool. It runs longer and more gently than a furnace, and long run times in cold weather are normal.',
      },
      {
        title: 'Weak airflow, or the system runs and runs',
        answer:
          'Replace or clean the air filter; a blocked filter cuts airflow. Open closed vents and keep return grilles clear of furniture.',
        ...filterLink,
      },
      {
        title: 'The thermostat shows Aux heat or Emergency heat',
        answer:
          'Aux (auxiliary) heat comes on by itself during defrost and on very cold days to help the heat pump, and it costs more to run. Raising the setting by several degrees at once also brings it on, so change the temperature a little at a time.\n\nEmergency heat is a setting you choose only when the outdoor unit has stopped working. If you need it, call your dealer.',
      },
    ],
    whenToCall: [
      'The outdoor unit stays covered in solid ice, or does not go into defrost.',
      'Aux heat shows all the time in mild weather.',
      'The outdoor fan does not turn while the unit hums.',
      'A breaker trips again after you have reset it once.',
      'You hear grinding, squealing or banging from the indoor or outdoor unit.',
    ],
    after: ['Still not right? Call customer care, Monday to Friday, 8am to 6pm CST.'],
  },
  {
    slug: 'oil-furnaces',
    title: 'Oil furnace troubleshooting',
    description:
      'Safe checks to try when an oil furnace will not start, and when to stop and call for service.',
    intro: [
      'An oil furnace needs fuel, power and a clear path for air and exhaust. Check these before you call your dealer or oil supplier.',
      'If a carbon monoxide alarm sounds, get everyone outside and call 911. ' + SAFETY,
    ],
    issuesTitle: 'Common oil furnace issues',
    issues: [
      {
        title: 'The furnace will not start',
        answer:
          'Check that the thermostat is set to Heat and a few degrees above the room temperature, and replace its batteries if needed.\n\nMost oil furnaces have an emergency switch, often with a red plate, at the top of the basement stairs or outside the furnace room. It is easy to switch off by mistake, so make sure it is on. Then check the furnace breaker.',
      },
      {
        title: 'The tank may be empty',
        answer:
          'Check the gauge on top of the oil tank. If it reads empty, call your oil supplier. A furnace that ran out of oil often needs a technician to bleed air from the fuel line before it will run again.',
      },
      {
        title: 'The red reset button on the burner has popped up',
        answer:
          'The burner stops itself and pops up a red reset button when it fails to light. Press the button once only. If the burner does not start and keep running, do not press it again: each press sends more oil into the burner, which can cause a dangerous puff of smoke and soot. Call your dealer.',
      },
      {
        title: 'Not enough heat in some rooms',
        answer:
          'Replace the air filter, open the vents and keep return grilles clear of furniture. Close windows and doors to unheated spaces.',
        ...filterLink,
      },
      {
        title: 'Smoke, soot or a strong smell of oil',
        answer:
          'Switch the furnace off at the emergency switch and do not restart it. Soot around the furnace or on the walls near vents, or a strong smell of oil or smoke, means the burner needs service.',
        ...maintenanceLink('oil-furnaces', 'Oil furnace maintenance tips'),
      },
    ],
    whenToCall: [
      'The burner stops again after you have pressed the reset button once.',
      'You see smoke or soot, or smell oil or smoke: switch the furnace off first.',
      'The tank, the fuel line or the filter beside the tank is leaking: call your oil supplier.',
      'The furnace has not had its yearly cleaning: an oil burner needs one every year.',
    ],
  },
  {
    slug: 'ductless-systems',
    title: 'Ductless system troubleshooting',
    description:
      'Simple checks for a ductless mini-split that will not respond, cool or heat, or that drips.',
    intro: [
      'A ductless (mini-split) system has an indoor unit on the wall or ceiling and an outdoor unit. Most problems come from the remote, a setting or a dirty filter.',
      SAFETY,
    ],
    issuesTitle: 'Common ductless system issues',
    issues: [
      {
        title: 'The indoor unit does not respond to the remote',
        answer:
          'Replace the remote’s batteries and point it straight at the indoor unit from a few feet away. Check the breaker and the disconnect switch beside the outdoor unit: the indoor unit usually gets its power from it. Many indoor units have a manual on/off button under the front panel for when the remote is lost.',
      },
      {
        title: 'It blows air but does not cool or heat enough',
        answer:
          'Check the mode on the remote: Fan and Dry modes do not cool the room the way Cool does. Then clean the washable filters behind the front panel: dirty filters are the most common cause. Keep the room’s doors and windows closed, and the louvers pointing into the room.',
        ...maintenanceLink('ductless-systems', 'Ductless system maintenance tips'),
      },
      {
        title: 'Water drips from the indoor unit',
        answer:
          'Dirty filters can let the coil ice over, and the ice drips as it melts. Clean the filters. If the drip goes on, the drain line may be clogged or kinked, or the unit may have shifted out of level: call your dealer.',
      },
      {
        title: 'The indoor fan stops and a light blinks in winter',
        answer:
          'In heating mode the outdoor unit defrosts itself every so often. The indoor fan pauses, a light may blink, and steam may rise from the outdoor unit for a few minutes. This is normal.',
      },
      {
        title: 'The unit switches itself off',
        answer:
          'Check for a timer or sleep setting on the remote. If a light keeps blinking or an error code shows, note it down before you call your dealer.',
      },
      {
        title: 'A musty smell when it starts',
        answer:
          'Clean the filters. A smell that remains often means the coil and blower wheel inside need a professional cleaning.',
      },
    ],
    whenToCall: [
      'An error code or blinking light comes back after you switch the system off and on.',
      'Water keeps dripping from the indoor unit after the filters are clean.',
      'You see ice on the pipes between the units, or hear hissing.',
      'A breaker trips again after you have reset it once.',
      'A smell of burning, or any smoke: switch the system off at the breaker first.',
    ],
  },
  {
    slug: 'air-quality',
    title: 'Indoor air quality troubleshooting',
    description:
      'Checks for air cleaners, humidifiers and ventilators when the air feels dusty, dry, damp or stale.',
    intro: [
      'Air cleaners, humidifiers and ventilators work with your heating and cooling system. When the air feels dusty, dry, damp or stale, start with these checks.',
      SAFETY,
    ],
    issuesTitle: 'Common air quality issues',
    issues: [
      {
        title: 'Dust builds up quickly',
        answer:
          'Check that the filter is the right size, sits snugly with no gaps around it, and faces the right way. A media air cleaner filter lasts up to 6 months; replace it sooner if it is grey. Setting the thermostat fan to On filters the air more often.',
        ...filterLink,
      },
      {
        title: 'The air feels dry in winter',
        answer:
          'Check that the humidifier is switched on and its humidity setting is between 30 and 40%. Make sure the small water valve that feeds it is open and, on a bypass humidifier, that the damper on its duct is set to winter. The water panel inside should be replaced every year.',
        ...maintenanceLink('air-quality', 'Indoor air quality maintenance tips'),
      },
      {
        title: 'Windows fog up or mould appears in winter',
        answer:
          'The air is too damp for the cold outside. Lower the humidifier setting, a little more on very cold days, and run bathroom and kitchen fans while you shower and cook.',
      },
      {
        title: 'The air feels stale or holds cooking smells',
        answer:
          'If you have a ventilator, check that it is on and its setting is not at the lowest. Clean its filters and check that the hoods outside where it takes in and lets out air are not blocked by leaves, snow or nests.',
      },
      {
        title: 'The UV lamp light shows it needs changing',
        answer:
          'UV lamps lose strength with age and are usually replaced once a year. Switch the system off before anyone opens the unit, and never look at a lit UV lamp: its light harms eyes and skin. Your dealer can replace it.',
      },
    ],
    whenToCall: [
      'The humidifier leaks or water drips from the ducts.',
      'You see mould or smell a musty smell from the vents.',
      'An air cleaner crackles loudly or smells of burning: switch it off first.',
      'Anyone feels unwell with a headache, dizziness or nausea at home: leave, get fresh air and call 911, as these can be signs of carbon monoxide.',
    ],
  },
  {
    slug: 'packaged-systems',
    title: 'Packaged system troubleshooting',
    description:
      'What to check when an all-in-one packaged system on a slab or a roof will not heat or cool.',
    intro: [
      'A packaged system holds everything in one outdoor cabinet, on a slab beside the house or on the roof, with ducts into the home. Some heat with gas, some with a heat pump.',
      'Never climb onto a roof to check a unit: leave rooftop units to your dealer. If you smell gas, leave the house and call your gas utility or 911 from outside. ' +
        SAFETY,
    ],
    issuesTitle: 'Common packaged system issues',
    issues: [
      {
        title: 'Nothing runs',
        answer:
          'Check the thermostat mode, setting and batteries. Check the breaker in your electrical panel and the disconnect switch beside the unit. After a power cut, the unit may wait up to 5 minutes before it starts.',
      },
      {
        title: 'Weak airflow from the vents',
        answer:
          'The filter of a packaged system is often behind a return grille inside the house. Replace it if it looks grey or dusty. Open closed vents and keep return grilles clear. If the filter is inside the outdoor cabinet, ask your dealer to change it at each visit.',
        ...filterLink,
      },
      {
        title: 'It runs, but does not cool well',
        answer:
          'Keep 2 feet (60 cm) clear around a unit on the ground and make sure nothing covers its top. Check for ice on the pipes or the cabinet; if you find any, switch cooling off, set the fan to On and call your dealer if it returns.',
      },
      {
        title: 'The gas heat does not come on',
        answer:
          'Check that the vent hood on the side of the cabinet, where the exhaust leaves, is clear of snow, leaves and nests. To reset an ignition lockout once, set the thermostat to Off, switch the unit off at its disconnect for 30 seconds, then on again and back to Heat. If it still does not heat, call your dealer.',
      },
      {
        title: 'Steam from the unit in winter',
        answer:
          'A heat pump packaged system defrosts itself in cold weather, and steam for a few minutes is normal.',
      },
    ],
    whenToCall: [
      'You smell gas: leave the house first and call your gas utility or 911 from outside.',
      'The unit is on the roof: never climb up to check it yourself.',
      'The heat locks out again after one reset.',
      'A breaker trips again after you have reset it once.',
      'Water comes into the house near the ducts or the return grille.',
    ],
  },
  {
    slug: 'thermostat-controls',
    title: 'Thermostat and controls troubleshooting',
    description:
      'What to check when a thermostat is blank, ignores its settings or reads the wrong temperature.',
    intro: [
      'Many heating and cooling problems start at the thermostat. These checks take a few minutes and need no tools.',
      'Leave thermostat wiring to your dealer: a heat pump or two-stage system needs the right wires in the right places, and some electric-heat thermostats run on house voltage.',
    ],
    issuesTitle: 'Common thermostat issues',
    issues: [
      {
        title: 'The display is blank',
        answer:
          'Replace the batteries with new ones of the type shown in the battery compartment. A thermostat without batteries takes its power from the furnace or air handler: check that system’s breaker, its service switch and that its door is closed firmly.',
      },
      {
        title: 'The system does not follow the setting',
        answer:
          'Check the mode (Heat, Cool or Auto) and whether a hold is on: a temporary hold lasts until the next scheduled change, a permanent hold until you cancel it. Check that the time and day are right, or the schedule runs at the wrong hours.',
      },
      {
        title: 'The system waits before it starts',
        answer:
          'Many thermostats wait up to 5 minutes before they start the outdoor unit again, to protect the compressor. The display may show Wait or a flashing symbol. This is normal.',
      },
      {
        title: 'The temperature on the display seems wrong',
        answer:
          'The thermostat measures the air where it hangs. Sun, a lamp, a TV, a nearby supply vent or a draft from a door makes it read high or low. Keep heat sources away from it. Some models let you set a small correction in their settings.',
      },
      {
        title: 'A smart thermostat is offline',
        answer:
          'Check that your Wi-Fi router works and restart it if needed, then reconnect the thermostat from its Wi-Fi menu. A smart thermostat keeps running its schedule while it is offline; only the app loses contact.',
      },
      {
        title: 'A heat pump thermostat shows Aux or Emergency heat',
        answer:
          'Aux heat comes on by itself in cold weather and during defrost. Emergency heat is only for when the outdoor unit has stopped; if it is on, switch back to Heat or call your dealer.',
        label: 'Heat pump troubleshooting',
        url: guidePath(TROUBLESHOOTING_PATH, 'heat-pumps'),
      },
    ],
    whenToCall: [
      'The display stays blank with new batteries and the breaker and service switch on.',
      'Heating or cooling keeps running with the thermostat set to Off.',
      'You want to replace or move a thermostat: the wiring must match your system.',
      'One zone of a zoned system will not heat or cool while the others do.',
    ],
  },
  {
    slug: 'coils',
    title: 'Coil troubleshooting',
    description: 'Signs of trouble at the indoor and outdoor coils: ice, leaks, dirt and bent fins.',
    intro: [
      'Every central air conditioner and heat pump has two coils: the indoor coil above the furnace or in the air handler, and the outdoor coil that wraps around the outdoor unit. They move heat only when air flows freely over clean fins.',
      SAFETY,
    ],
    issuesTitle: 'Common coil issues',
    issues: [
      {
        title: 'Ice on the indoor coil or the refrigerant pipes',
        answer:
          'Switch cooling off and set the thermostat fan to On so the ice melts; this can take a few hours. Replace the filter and open closed vents while you wait. If the ice comes back, call your dealer.',
        ...filterLink,
      },
      {
        title: 'Water leaks from the coil cabinet',
        answer:
          'The indoor coil drips water into a pan that drains through a line. Check that the end of the drain line is not blocked. In an attic, water in the extra pan under the unit means the main drain is clogged.',
      },
      {
        title: 'The outdoor coil is dirty',
        answer:
          'Switch the power off at the disconnect beside the outdoor unit, then rinse the fins gently with a garden hose. Never use a pressure washer: it flattens the fins. Keep 2 feet (60 cm) clear around the unit.',
        ...maintenanceLink('coils', 'Coil maintenance tips'),
      },
      {
        title: 'The fins are bent',
        answer:
          'A few bent fins do little harm. Large flattened patches block airflow: your dealer can straighten them with a fin comb.',
      },
      {
        title: 'Cooling is weaker than it used to be',
        answer:
          'With a clean filter and a clean outdoor coil, a gradual loss of cooling often means a dirty indoor coil or a slow refrigerant leak. Both need a dealer: the indoor coil sits in a sealed cabinet, and only certified technicians may handle refrigerant.',
      },
    ],
    whenToCall: [
      'Ice comes back after it has thawed.',
      'You see oily spots on the coil or the pipes, or hear hissing: signs of a refrigerant leak.',
      'There is water in the extra drain pan under an attic unit.',
      'The indoor coil needs cleaning: it means opening a sealed cabinet.',
    ],
  },
]

const commonIssues = (guide: Guide): CommonIssuesBlock => ({
  blockType: 'commonIssues',
  title: guide.issuesTitle,
  intro: 'Open a problem to see what you can safely check yourself.',
  items: guide.issues.map((issue) => ({ ...issue })),
  whenToCallTitle: 'Call a dealer when',
  whenToCall: guide.whenToCall.join('\n'),
  helpText: 'Still need help?',
  helpLinkLabel: 'Find a dealer near you',
  helpLinkUrl: '/find-a-dealer/',
})

/** The grid of troubleshooting pages; on a troubleshooting page it leaves out that page's own card. */
export const troubleshootingGrid = (
  title = 'Troubleshooting for other systems',
): TroubleshootingGridBlock => ({
  blockType: 'troubleshootingGrid',
  title,
  items: defaultTroubleshootingCards(),
  leaveOutCurrentPage: true,
})

function troubleshootingPage(guide: Guide): (images: DemoImages) => DemoPage {
  return () => ({
    title: guide.title,
    path: guidePath(TROUBLESHOOTING_PATH, guide.slug),
    seo: { title: guide.title, description: guide.description },
    layout: [
      heading(guide.title, 'h1'),
      ...guide.intro.map((text) => paragraph(text)),
      commonIssues(guide),
      ...(guide.after ?? []).map((text) => paragraph(text)),
      troubleshootingGrid(),
      paragraph(DEMO_NOTE),
    ],
  })
}

/** The ten troubleshooting pages, in the order of the specification. */
export const troubleshootingPages = TROUBLESHOOTING_SLUGS.map((slug) => {
  const guide = GUIDES.find((g) => g.slug === slug)
  if (!guide) throw new Error(`No troubleshooting content for ${slug} (${GUIDE_TOPICS[slug].title})`)
  return troubleshootingPage(guide)
})
