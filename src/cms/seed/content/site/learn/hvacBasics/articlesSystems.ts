import type { Article } from './types'

/** How the equipment works: heat pumps, furnaces, stages, dual fuel, ductless, refrigerants. */
export const systemArticles: Article[] = [
  {
    slug: 'how-a-heat-pump-works',
    label: 'How a heat pump works',
    title: 'How a heat pump works',
    description:
      'A heat pump moves heat instead of making it: how the refrigerant cycle heats and cools a home, and what happens on cold days.',
    intro: [
      'A heat pump is an air conditioner that can run in reverse. In summer it takes heat out of your home and releases it outdoors. In winter it pulls heat out of the outdoor air, even cold air, and releases it indoors.',
      'Because it moves heat rather than burning fuel to make it, a heat pump can deliver two to four units of heat for every unit of electricity it uses.',
    ],
    sections: [
      {
        heading: 'The refrigerant cycle',
        text: [
          'A refrigerant circulates between the outdoor unit and an indoor coil. It absorbs heat where it evaporates and gives heat off where it condenses. The compressor in the outdoor unit raises its pressure and temperature so the heat can flow where it is needed.',
          'A part called the reversing valve switches the direction of flow. That single valve is what lets the same equipment cool in July and heat in January.',
        ],
      },
      {
        heading: 'Heating on cold days',
        text: [
          'Outdoor air below freezing still holds heat, and a modern heat pump can collect it. As it gets colder, though, the heat pump delivers less heat and works harder. Cold-climate models keep most of their output well below 0 °F.',
          'Below the temperature where the heat pump alone can no longer keep up, called the balance point, a backup takes over: electric heat strips in the air handler, or a gas furnace in a dual fuel system.',
        ],
      },
      {
        heading: 'Defrost: why the outdoor unit steams',
        text: [
          'In damp winter weather, frost forms on the outdoor coil. Every so often the heat pump briefly switches to cooling to melt it. You may see steam rising from the unit and hear a whoosh when the valve changes over. This is normal and lasts a few minutes.',
        ],
      },
      {
        heading: 'What the ratings mean',
        text: [
          'Cooling efficiency is rated in SEER2 and heating efficiency in HSPF2. Higher is better for both. The current federal minimum for a new split heat pump is 14.3 SEER2 and 7.5 HSPF2.',
        ],
      },
    ],
    ask: [
      'How much heat will this heat pump deliver at our coldest typical winter temperature?',
      'What backup heat does the system use, and at what outdoor temperature does it start?',
      'Is our ductwork big enough for the airflow a heat pump needs?',
      'Which thermostat settings avoid running the backup heat when it is not needed?',
    ],
    related: 'buying-guide',
  },
  {
    slug: 'afue-explained',
    label: 'AFUE explained',
    title: 'AFUE explained: how furnace efficiency is rated',
    description:
      'What a furnace’s AFUE rating means, how 80% and 90%-plus furnaces differ, and what a higher rating saves.',
    intro: [
      'AFUE stands for Annual Fuel Utilization Efficiency. It tells you how much of the fuel a furnace burns over a typical heating season ends up as heat in your home.',
      'An 80% AFUE furnace turns 80 cents of every fuel dollar into heat; the other 20 cents go up the flue. A 96% AFUE furnace loses only 4 cents.',
    ],
    sections: [
      {
        heading: '80% and 90%-plus furnaces',
        text: [
          'An 80% furnace sends hot exhaust up a metal flue, often shared with a water heater. It is simpler and cheaper to install, especially where the existing chimney can be reused.',
          'A furnace of 90% AFUE or more is a condensing furnace. It has a second heat exchanger that cools the exhaust so much that water condenses out of it. The cool exhaust leaves through plastic pipe, usually out a side wall, and the water drains away through a condensate line.',
        ],
      },
      {
        heading: 'What a higher rating saves',
        text: [
          'Moving from an 80% to a 96% furnace cuts the gas used for heating by about one sixth, because 80 divided by 96 is about 0.83. If you spend $1,200 a year on heating gas, that is roughly $200 a year.',
          'The colder your winters and the higher your gas prices, the faster a high-efficiency furnace pays back its higher price.',
        ],
      },
      {
        heading: 'What AFUE does not tell you',
        text: [
          'AFUE covers fuel only. It does not include the electricity the blower uses, heat lost from leaky ducts in an attic or crawl space, or how evenly the furnace heats. A two-stage or modulating furnace with a variable-speed blower can feel far more comfortable than a single-stage one with the same AFUE.',
        ],
      },
    ],
    ask: [
      'Can a condensing furnace be vented from where ours is installed, and where would the condensate drain go?',
      'How many years would the higher-efficiency model take to pay back at our gas prices?',
      'Does the water heater share the chimney, and what happens to it if the furnace no longer uses it?',
      'Is the blower motor variable-speed?',
    ],
    related: 'energy-savings',
  },
  {
    slug: 'single-vs-two-stage-vs-variable-speed',
    label: 'Single-stage, two-stage and variable-speed',
    title: 'Single-stage, two-stage and variable-speed systems',
    description:
      'How single-stage, two-stage and variable-speed furnaces, air conditioners and heat pumps differ in comfort, noise and running cost.',
    intro: [
      'The stages of a system describe how many levels of output it has. It is one of the biggest differences between a basic system and a premium one, and you feel it every day.',
    ],
    sections: [
      {
        heading: 'Single-stage: on or off',
        text: [
          'A single-stage system runs at full output whenever it runs. It reaches the set temperature quickly, shuts off, and starts again when the temperature drifts. The result is short cycles, noticeable temperature swings and more noise at start-up. It is also the simplest and least expensive option.',
        ],
      },
      {
        heading: 'Two-stage: low most of the time',
        text: [
          'A two-stage system has a low setting, typically about two thirds of full output, and a high setting for the hottest and coldest days. Most of the time it runs on low, for longer and more quietly, which evens out temperatures and, in cooling, pulls more moisture out of the air.',
        ],
      },
      {
        heading: 'Variable-speed: matching the load',
        text: [
          'A variable-speed or inverter system adjusts its output in small steps, from as little as a quarter of its capacity up to full. It can run almost continuously at a low, quiet level that matches how much heating or cooling the house needs at that moment.',
          'For scale, a library is about 40 decibels and background music about 60. A variable-speed outdoor unit running at low speed sits near the quiet end of that range.',
        ],
        list: [
          'Most even temperatures and best humidity control',
          'Quietest operation',
          'Highest efficiency ratings',
          'Highest purchase price and more electronics to service',
        ],
      },
      {
        heading: 'The blower matters too',
        text: [
          'Indoor comfort also depends on the blower in the furnace or air handler. A variable-speed blower ramps up gently and can circulate air at low speed between cycles, which helps filters catch more dust and keeps rooms closer to the same temperature.',
        ],
      },
    ],
    ask: [
      'Is the outdoor unit single-stage, two-stage or variable-speed, and is the indoor blower matched to it?',
      'How would each option change our energy use and comfort in the rooms we complain about?',
      'Does the system need a particular thermostat to use all its stages?',
    ],
    related: 'comfort',
  },
  {
    slug: 'heat-pump-vs-furnace',
    label: 'Heat pump or furnace?',
    title: 'Heat pump or furnace: which should heat your home?',
    description:
      'How to compare a heat pump with a gas furnace: climate, fuel prices, comfort, and what each costs to install and run.',
    intro: [
      'A furnace makes heat by burning gas or oil, or with electric elements. A heat pump moves heat from outdoors to indoors and also cools in summer. Which is better depends mostly on your climate, your energy prices and what is in your home today.',
    ],
    sections: [
      {
        heading: 'Comparing running costs',
        text: [
          'To compare, look at the cost of one unit of delivered heat. A 96% AFUE gas furnace delivers 96% of the gas it burns as heat. A heat pump with a seasonal efficiency of 3 delivers three units of heat per unit of electricity. Your dealer can turn your local gas and electricity prices into a cost per season for each option.',
          'In mild and moderate climates a heat pump usually costs less to run. Where winters are long and very cold and gas is cheap, a furnace can still win, or a dual fuel system can use each where it is cheapest.',
        ],
      },
      {
        heading: 'Comfort differences',
        text: [
          'A furnace blows warmer air, often 120 °F or more, so rooms warm up fast. A heat pump blows air that is warm but cooler than that, for longer periods. Some people notice the difference at first; many come to prefer the steadier heat.',
        ],
      },
      {
        heading: 'Installed prices',
        text: [
          'Installed prices for Alderline systems start at about $3,400 for a gas furnace and $5,800 for a heat pump, before tax. A furnace still needs a separate air conditioner for cooling, from about $5,400, while a heat pump both heats and cools. A heat pump with electric backup is paired with an air handler, from about $3,600.',
        ],
      },
      {
        heading: 'When the choice is made for you',
        text: [
          'Homes without a gas line usually choose between a heat pump and electric resistance heat, and a heat pump uses far less electricity. Homes with an existing gas furnace in good shape often add a heat pump in place of the air conditioner and keep the furnace as backup.',
        ],
      },
    ],
    ask: [
      'What would each option cost to run here, using our actual gas and electricity rates?',
      'How old is our current furnace or air conditioner, and could we replace only one now?',
      'Are there rebates for heat pumps in our area?',
    ],
    related: 'buying-guide',
    demoNote: true,
  },
  {
    slug: 'dual-fuel-systems',
    label: 'Dual fuel systems',
    title: 'Dual fuel systems: a heat pump and a furnace together',
    description:
      'How a dual fuel (hybrid) system pairs a heat pump with a gas furnace and switches between them to keep heating costs down.',
    intro: [
      'A dual fuel system, sometimes called a hybrid system, pairs an electric heat pump with a gas furnace. The heat pump heats the home in mild weather and the furnace takes over when it gets cold. In summer the heat pump cools, like an air conditioner.',
    ],
    sections: [
      {
        heading: 'How the switch works',
        text: [
          'An outdoor temperature sensor tells the thermostat or control board when to switch. Above the switchover temperature, the heat pump runs. Below it, the furnace runs. The two never heat at the same time through the same coil.',
          'The dealer sets the switchover point from the heat pump’s output and your local gas and electricity prices. It is often somewhere between 25 °F and 40 °F, and it can be adjusted later if prices change.',
        ],
      },
      {
        heading: 'Why choose dual fuel',
        text: [
          'You get the heat pump’s efficiency for most of the heating season and the furnace’s strong, fast heat on the coldest days. If either fuel becomes more expensive, you can lean on the other.',
          'It also makes sense when a furnace is fairly new but the air conditioner needs replacing: a heat pump takes the air conditioner’s place and starts sharing the heating work.',
        ],
      },
      {
        heading: 'What you need',
        text: [
          'A gas furnace, a heat pump sized for the cooling load, an indoor coil on the furnace, and a thermostat or control that handles dual fuel. The furnace should be a model the manufacturer approves for pairing with a heat pump.',
        ],
      },
    ],
    ask: [
      'What switchover temperature do you recommend for our prices, and how can we change it?',
      'Can our existing furnace be paired with a heat pump?',
      'Does our thermostat support dual fuel, or will we need a new one?',
    ],
    related: 'energy-savings',
  },
  {
    slug: 'ductless-mini-splits',
    label: 'Ductless mini-splits',
    title: 'Ductless mini-splits: heating and cooling without ducts',
    description:
      'How ductless mini-split heat pumps work, when single-zone and multi-zone systems make sense, and how to look after them.',
    intro: [
      'A ductless mini-split is a heat pump with an outdoor unit connected to one or more indoor units mounted on a wall or ceiling. Refrigerant lines, a power cable and a drain run through a small hole in the wall, about three inches across, so no ducts are needed.',
    ],
    sections: [
      {
        heading: 'Where mini-splits fit best',
        list: [
          'Additions, garages converted to living space and sunrooms',
          'Older homes heated by boilers or baseboards, with no ducts for cooling',
          'A room that is always too hot or too cold on a ducted system',
          'Replacing window air conditioners',
        ],
        text: [
          'Mini-splits suit spaces that ducts do not reach well, and each indoor unit has its own thermostat, so each room can be set to its own temperature. Common uses:',
        ],
      },
      {
        heading: 'Single-zone and multi-zone',
        text: [
          'A single-zone system has one outdoor unit and one indoor unit. A multi-zone system connects several indoor units to one outdoor unit, saving space outside. Single-zone systems are usually a little more efficient, and if one fails the others keep working.',
        ],
      },
      {
        heading: 'Efficiency',
        text: [
          'Mini-splits use variable-speed inverter compressors and lose no energy through ducts, so they are among the most efficient systems available. Many are built to keep heating well below freezing.',
        ],
      },
      {
        heading: 'Looking after them',
        text: [
          'Rinse or vacuum the washable filters in each indoor unit about once a month during heavy use. Keep the outdoor unit clear of snow, leaves and plants, and have a dealer clean the coils and check the drain once a year.',
        ],
      },
    ],
    ask: [
      'Would single-zone units or a multi-zone system work better for these rooms?',
      'Where would the indoor units and the line set go, and how would they look from outside?',
      'How much heat will it deliver on our coldest nights?',
    ],
    related: 'comfort',
  },
  {
    slug: 'refrigerants',
    label: 'Refrigerants',
    title: 'Refrigerants: what changed and why it matters',
    description:
      'Why air conditioners and heat pumps are moving from R-410A to lower-impact refrigerants such as R-454B and R-32, and what it means for repairs.',
    intro: [
      'Refrigerant is the fluid that carries heat between the indoor and outdoor parts of an air conditioner or heat pump. The kind used has changed twice in recent decades, each time to protect the atmosphere.',
    ],
    sections: [
      {
        heading: 'From R-22 to R-410A',
        text: [
          'Systems built before 2010 mostly used R-22, which damages the ozone layer. Its production in the United States ended in 2020. Repairing an R-22 leak now depends on recycled supplies and is expensive, which is one reason many owners of older systems replace them.',
          'Its replacement, R-410A, does not harm the ozone layer but is a powerful greenhouse gas if it leaks: about 2,000 times the warming effect of carbon dioxide.',
        ],
      },
      {
        heading: 'The move to lower-impact refrigerants',
        text: [
          'Under the federal AIM Act, new home air conditioners and heat pumps are moving to refrigerants with a far smaller warming effect, mainly R-454B and R-32. Both work like R-410A but with roughly a quarter to a third of its warming effect.',
          'These refrigerants are classed as mildly flammable. Equipment designed for them includes safeguards such as leak sensors that start the blower to disperse any leak, and installers follow updated rules.',
        ],
      },
      {
        heading: 'What it means for you',
        list: [
          'Your current R-410A system can keep running and be serviced for years.',
          'Refrigerants cannot be mixed: a new outdoor unit needs a matching indoor coil designed for the same refrigerant.',
          'When replacing, ask whether the existing refrigerant lines can be reused or should be replaced.',
        ],
        text: [],
      },
    ],
    ask: [
      'Which refrigerant does our current system use, and is it leaking?',
      'Does the new system need a new indoor coil and new line set?',
      'What safety features come with the new refrigerant?',
    ],
    related: 'maintenance',
  },
]
