import type { Article } from './types'

/** Ratings, sizing and the house around the system: efficiency, ducts, thermostats, air quality, replacing. */
export const homeArticles: Article[] = [
  {
    slug: 'seer2-and-efficiency-ratings',
    label: 'SEER2 and efficiency ratings',
    title: 'SEER2 and other efficiency ratings',
    description:
      'What SEER2, EER2, HSPF2 and AFUE mean, how SEER2 differs from SEER, and how to use the numbers when comparing systems.',
    intro: [
      'Every air conditioner, heat pump and furnace carries an efficiency rating. The numbers look technical, but each answers one simple question: how much heating or cooling do you get for the energy you pay for?',
    ],
    sections: [
      {
        heading: 'The ratings at a glance',
        list: [
          'SEER2: cooling over a whole season, for air conditioners and heat pumps. Higher is better.',
          'EER2: cooling at a hot 95 °F afternoon. Matters most in hot, dry climates.',
          'HSPF2: heating over a season, for heat pumps. Higher is better.',
          'AFUE: the share of a furnace’s fuel that becomes heat in your home, as a percentage.',
        ],
        text: ['Four ratings cover most home systems:'],
      },
      {
        heading: 'SEER and SEER2',
        text: [
          'Since January 2023, equipment is tested under conditions closer to a real home, with more resistance to airflow from ducts. The new numbers carry a “2”. The same unit scores slightly lower on SEER2 than it did on SEER, so a 15 SEER unit is about 14.3 SEER2. Compare SEER2 with SEER2, never with an old SEER figure.',
          'The federal minimum for a new split air conditioner is 13.4 SEER2 in northern states and 14.3 SEER2 for most sizes in the South and Southwest. Split heat pumps must reach 14.3 SEER2 everywhere.',
        ],
      },
      {
        heading: 'What a higher number saves',
        text: [
          'Cooling cost falls roughly in proportion to the rating. A 20 SEER2 unit uses about 30% less electricity for the same cooling than a 14.3 SEER2 unit, because 14.3 divided by 20 is about 0.7. Compared with a 10 SEER unit, the minimum allowed until 2006, the savings are much larger.',
          'Whether the extra cost pays back depends on how many hours your system runs. In a hot climate with long summers, a high rating pays back sooner than in a mild one.',
        ],
      },
      {
        heading: 'The rating assumes a good installation',
        text: [
          'Ratings are measured in a lab with a matched indoor and outdoor unit. In a real home, a leaky duct, the wrong refrigerant charge or poor airflow can cost more efficiency than the difference between two models. An AHRI certificate number confirms the rating of the exact combination being installed.',
        ],
      },
    ],
    ask: [
      'What are the SEER2 and HSPF2 (or AFUE) ratings of the exact indoor and outdoor combination you propose?',
      'Can you give us the AHRI certificate number for that combination?',
      'How much would a higher-rated model save us a year, given how much we run our system?',
    ],
    related: 'energy-savings',
  },
  {
    slug: 'sizing-a-system',
    label: 'Sizing a system',
    title: 'Sizing a system: why bigger is not better',
    description:
      'How heating and cooling systems are sized with a load calculation, what tons and BTUs mean, and the problems an oversized system causes.',
    intro: [
      'A system that is the right size for your home runs longer, quieter cycles, keeps humidity down and lasts longer. One that is too big or too small costs more and feels worse, however efficient it is.',
    ],
    sections: [
      {
        heading: 'Tons and BTUs',
        text: [
          'Cooling capacity is measured in tons. One ton is 12,000 BTU per hour, the heat needed to melt a ton of ice in a day. Most homes need between 1.5 and 5 tons. Furnace output is given in BTU per hour, for example 60,000 BTU.',
        ],
      },
      {
        heading: 'The load calculation',
        text: [
          'The right size comes from a load calculation, usually done with the industry method known as Manual J. It accounts for your home’s floor area, insulation, windows and the way they face, air leakage, ceiling height, shading and your local climate.',
          'Rules of thumb such as “one ton per 500 square feet” ignore all of that, and so does simply matching the size of the old system, which may have been wrong from the start.',
        ],
      },
      {
        heading: 'What goes wrong with an oversized system',
        list: [
          'Short cycles: it cools the air quickly and shuts off before removing moisture, leaving the house cool but clammy.',
          'Bigger temperature swings between rooms and over the day.',
          'More wear from frequent starts, and more noise.',
          'A higher purchase price for capacity you never use.',
        ],
        text: ['Bigger feels safer, but it usually is not:'],
      },
      {
        heading: 'Undersized systems',
        text: [
          'A system that is too small runs constantly on the hottest and coldest days and may not hold the temperature you set. A two-stage or variable-speed system gives more room for error, because it runs at low output most of the time and has extra capacity for extreme days.',
        ],
      },
    ],
    ask: [
      'Will you do a room-by-room load calculation, and may we see the result?',
      'How does the recommended size compare with our current system, and why?',
      'Should we fix insulation or air leaks first, and would that change the size we need?',
    ],
    related: 'buying-guide',
  },
  {
    slug: 'ductwork-basics',
    label: 'Ductwork basics',
    title: 'Ductwork basics',
    description:
      'How supply and return ducts move air, the signs of duct problems, and how sealing and insulating ducts improves comfort and efficiency.',
    intro: [
      'Ducts carry the air your system heats or cools to every room and bring it back again. Even the best equipment performs poorly if the ducts leak, are too small or run through an unheated attic without insulation.',
    ],
    sections: [
      {
        heading: 'Supply and return',
        text: [
          'Supply ducts deliver conditioned air through the registers in each room. Return ducts pull air back to the furnace or air handler through larger grilles, often in a hallway. A home needs enough return air: if returns are too few or too small, the blower strains, airflow falls and rooms far from the return struggle.',
        ],
      },
      {
        heading: 'Signs of duct problems',
        list: [
          'Rooms that are much warmer or cooler than the rest of the house',
          'Weak airflow from some registers, or whistling at the grilles',
          'Dusty rooms soon after cleaning',
          'High bills with a system that otherwise works',
          'Crushed, disconnected or uninsulated ducts in the attic or crawl space',
        ],
        text: ['Look out for these:'],
      },
      {
        heading: 'Sealing and insulating',
        text: [
          'In a typical house, about 20 to 30 percent of the air moving through the ducts is lost to leaks, holes and poorly connected sections. Sealing joints with mastic or metal tape (not ordinary cloth duct tape) and insulating ducts that run through unconditioned spaces are among the most cost-effective comfort improvements.',
          'A dealer can measure the total static pressure of the system, a kind of blood-pressure reading for your ducts, to see whether they restrict airflow.',
        ],
      },
      {
        heading: 'When ducts need replacing',
        text: [
          'Ducts that are badly damaged, far too small for a new system, or made of materials that have deteriorated may need replacing. For an Alderline demo estimate, new or rebuilt ductwork typically adds $3,000 to $10,000, depending on the home.',
        ],
      },
    ],
    ask: [
      'Will you measure the static pressure and check the ducts for leaks before recommending equipment?',
      'Are our return air paths big enough for the new system?',
      'Which duct sections would you seal or insulate, and what would it cost?',
    ],
    related: 'comfort',
    demoNote: true,
  },
  {
    slug: 'thermostat-basics',
    label: 'Thermostat basics',
    title: 'Thermostat basics',
    description:
      'Programmable, smart and communicating thermostats explained, with settings that save energy without giving up comfort.',
    intro: [
      'The thermostat is the part of your system you touch every day. It decides when heating and cooling run, and for how long, so the right one and the right settings make a real difference to comfort and bills.',
    ],
    sections: [
      {
        heading: 'Kinds of thermostats',
        list: [
          'Non-programmable: holds the temperature you set until you change it.',
          'Programmable: follows a weekly schedule you set.',
          'Smart: learns your schedule, adjusts when you are away and can be controlled from your phone.',
          'Communicating: exchanges detailed information with matching equipment to run multi-stage and variable-speed systems at their best.',
        ],
        text: ['Thermostats come in four broad kinds:'],
      },
      {
        heading: 'Settings that save',
        text: [
          'Turning the temperature back by 7 to 10 °F for eight hours a day, such as overnight or while everyone is at work, can save up to about 10 percent a year on heating and cooling.',
          'A good starting point is 68 °F in winter while you are at home and awake, and 78 °F in summer, adjusted for your comfort.',
        ],
      },
      {
        heading: 'Heat pumps and setbacks',
        text: [
          'With a heat pump, a large setback can backfire: when the thermostat asks for a big temperature jump in the morning, it may turn on the expensive electric backup heat. Use a thermostat designed for heat pumps, which recovers gradually, or keep setbacks small.',
        ],
      },
      {
        heading: 'Placement',
        text: [
          'A thermostat on an outside wall, in direct sun or near a lamp, kitchen or supply register reads the wrong temperature. An inside wall in a central room, about five feet above the floor, works best. Remote room sensors can average several rooms.',
        ],
      },
    ],
    ask: [
      'Does our equipment need a specific thermostat to use all its stages or speeds?',
      'Do we have a common wire (C-wire) for a smart thermostat?',
      'How should we set it up to avoid running backup heat unnecessarily?',
    ],
    related: 'energy-savings',
  },
  {
    slug: 'indoor-air-quality-basics',
    label: 'Indoor air quality basics',
    title: 'Indoor air quality basics',
    description:
      'How filtration, humidity control and fresh-air ventilation work with your heating and cooling system to keep indoor air healthy.',
    intro: [
      'Your heating and cooling system moves all the air in your home through it several times an hour. That makes it the natural place to clean the air, balance its humidity and bring in fresh air.',
    ],
    sections: [
      {
        heading: 'Filtration and MERV ratings',
        text: [
          'Filters are rated by MERV, from 1 to 16 for home use. A MERV 8 filter catches dust, pollen and lint. MERV 11 to 13 also catches finer particles such as pet dander, smoke and some bacteria.',
          'A high-MERV filter can restrict airflow if the system was not designed for it. Ask your dealer before moving up, or consider a media cabinet with a thicker filter, which can last up to 6 months. Whole-home electronic air cleaners can remove up to 99.98% of particles of the sizes they are tested for.',
        ],
      },
      {
        heading: 'Humidity',
        text: [
          'Indoor humidity between 30 and 50 percent is comfortable and discourages dust mites and mold. In winter, heated air can become very dry: a whole-home humidifier on the furnace adds moisture, sized for homes up to about 4,200 to 5,000 square feet depending on the model. In summer, a properly sized air conditioner removes moisture, and a dehumidifier can help in damp climates.',
        ],
      },
      {
        heading: 'Ventilation',
        text: [
          'Tight, energy-efficient homes hold in cooking odors, moisture and chemicals from cleaning products and furniture. A heat recovery ventilator (HRV) or energy recovery ventilator (ERV) brings in fresh outdoor air and exhausts stale air while transferring most of the heat, and with an ERV some moisture, between the two streams.',
        ],
      },
      {
        heading: 'Simple habits',
        list: [
          'Check the filter monthly and change it when it looks grey or dusty.',
          'Run bathroom and kitchen fans while showering and cooking.',
          'Keep supply registers and return grilles clear of furniture and rugs.',
        ],
        text: [],
      },
    ],
    ask: [
      'What is the highest MERV filter our system can use without hurting airflow?',
      'Is our humidity in a healthy range in winter and summer?',
      'Would our home benefit from an HRV or ERV?',
    ],
    related: 'maintenance',
    demoNote: true,
  },
  {
    slug: 'when-to-replace',
    label: 'When to replace your system',
    title: 'When to replace your heating and cooling system',
    description:
      'Signs that it is time to replace a furnace, air conditioner or heat pump, how to weigh repair against replacement, and what to expect.',
    intro: [
      'Most furnaces and air conditioners last 15 to 20 years and heat pumps 10 to 15, with yearly maintenance. Replacing before a breakdown lets you choose calmly instead of in the middle of a heat wave.',
    ],
    sections: [
      {
        heading: 'Signs it may be time',
        list: [
          'The system is near or past the typical lifespan.',
          'Repairs are frequent, or one repair costs a large share of a new system.',
          'Energy bills keep rising although your use has not changed.',
          'Some rooms never get comfortable, or the house feels humid in summer.',
          'An air conditioner or heat pump uses R-22 refrigerant and is leaking.',
          'A furnace shows rust, cracks, yellow flames or sets off a carbon monoxide alarm (call for service right away).',
        ],
        text: ['Consider a replacement when you see these signs:'],
      },
      {
        heading: 'Repair or replace?',
        text: [
          'A common rule of thumb multiplies the age of the system by the cost of the repair. If the result is more than about $5,000, replacing is usually the better investment. A 12-year-old system with a $500 repair comes to $6,000, so it is worth getting a replacement quote.',
          'Replacing an air conditioner and furnace together often costs less than replacing them a few years apart, and the new parts are guaranteed to be matched.',
        ],
      },
      {
        heading: 'What a replacement costs',
        text: [
          'Installed prices for Alderline systems start at about $5,400 for an air conditioner, $3,400 for a gas furnace, $5,800 for a heat pump and $3,600 for an air handler, before tax. Ductwork, if your home needs it, adds $3,000 to $10,000. Leasing lets you pay monthly instead, with repairs, maintenance and filters included.',
        ],
      },
      {
        heading: 'After installation',
        text: [
          'Register your new equipment within 60 days of installation. Registered Alderline equipment usually carries a 10-year limited parts warranty instead of the base 5 years. Both cover parts but not labor; a dealer may offer an extended warranty that does.',
        ],
      },
    ],
    ask: [
      'How many more years do you expect from our current system, and what repairs are likely?',
      'Can we see quotes for a repair and for a replacement side by side?',
      'Will you register the warranty for us, and what does your labor warranty cover?',
      'Are there rebates, tax credits or leasing options available?',
    ],
    related: 'buying-guide',
    demoNote: true,
  },
]
