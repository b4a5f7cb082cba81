import type { PostCategory } from '../../../../../domain/learn/posts'
import type { DemoImageKey } from '../../../media/imageKeys'
import type { PostPart } from './postContent'

export type DemoPost = {
  title: string
  slug: string
  date: string
  category: PostCategory
  image: DemoImageKey
  excerpt: string
  content: PostPart[]
}

const DEMO =
  'Alderline is a fictional brand: figures about its products on this site are demo data. The general advice applies to any system.'

/** The blog's demo posts, newest first. */
export const DEMO_POSTS: DemoPost[] = [
  {
    title: 'Seven ways to lower your heating bill this winter',
    slug: 'lower-your-heating-bill-this-winter',
    date: '2025-10-28T12:00:00.000Z',
    category: 'energy-savings',
    image: 'hero-home-exterior',
    excerpt:
      'Small, low-cost changes to settings, filters and air leaks that cut what you spend on heat, without feeling colder.',
    content: [
      'Heating is the largest energy expense in most homes in colder climates. The good news is that the cheapest savings come from habits and small fixes, not from new equipment. Here are seven that pay back within a season.',
      { h2: '1. Turn the thermostat back when you sleep or go out' },
      'Setting the temperature 7 to 10 °F lower for about eight hours a day can cut heating and cooling costs by up to 10 percent a year. A programmable or smart thermostat does it without you having to remember. If you heat with a heat pump, keep the setback modest or use a thermostat that recovers gradually, so the electric backup heat does not switch on every morning.',
      { h2: '2. Check the filter' },
      'A clogged filter makes the blower work harder and reduces the heat that reaches your rooms. Look at it monthly in winter and replace it when it looks grey. Thin one-inch filters often need changing every one to three months; thicker media filters last longer.',
      { h2: '3. Seal the obvious air leaks' },
      'Gaps around doors, windows, attic hatches and where pipes and wires pass through walls let warm air escape and cold air in. Weatherstripping and a tube of caulk cost little. Sealing the attic hatch and the gaps around recessed lights often makes the biggest difference.',
      { h2: '4. Let the sun help' },
      'Open curtains on south-facing windows during sunny days and close them at night. Heavy curtains are a cheap extra layer of insulation on cold nights.',
      { h2: '5. Keep registers and returns clear' },
      'Furniture, rugs and curtains over supply registers or return grilles block airflow and can leave rooms cold while the system runs longer. Closing registers in unused rooms rarely saves energy in a ducted system and can raise pressure in the ducts, so keep them open.',
      { h2: '6. Mind the humidity' },
      'Moist air feels warmer than dry air at the same temperature. Keeping indoor humidity between 30 and 50 percent lets many people lower the thermostat a degree or two without noticing.',
      { h2: '7. Book a tune-up' },
      'A yearly check by a dealer keeps burners, heat exchangers, blower motors and heat pump coils working efficiently and catches small problems before they become no-heat calls on the coldest night of the year.',
      { h2: 'When to think bigger' },
      'If your furnace is more than 15 years old or rated 80% AFUE or lower, or your home has rooms that never warm up, it may be time to look at insulation, duct sealing or a higher-efficiency system. A dealer can measure where the heat is going before you spend on equipment.',
    ],
  },
  {
    title: 'What SEER2 means for your next air conditioner',
    slug: 'what-seer2-means-for-your-next-air-conditioner',
    date: '2025-09-16T12:00:00.000Z',
    category: 'buying-guide',
    image: 'slide-air-conditioner',
    excerpt:
      'Efficiency ratings changed in 2023. How to read SEER2 on a quote, what the minimums are, and when a higher rating pays off.',
    content: [
      'If you have shopped for an air conditioner or heat pump recently, you have seen a new rating: SEER2. It replaced SEER in January 2023, and it changes how you should compare quotes.',
      { h2: 'What changed' },
      'SEER measures how much cooling a system delivers over a typical season for each unit of electricity. The old test assumed very little resistance to airflow, far less than in a real home with ducts and filters. The SEER2 test uses higher, more realistic resistance, so the same equipment scores a little lower. A unit that was rated 15 SEER is about 14.3 SEER2.',
      'The important rule: only compare SEER2 with SEER2. An older brochure quoting 16 SEER is not better than a new quote for 15.2 SEER2; they are about the same.',
      { h2: 'The minimums' },
      'Since 2023, a new split air conditioner must reach at least 13.4 SEER2 in northern states and 14.3 SEER2 for most sizes in the South and Southwest, where hot-weather efficiency (EER2) is also regulated. Split heat pumps must reach 14.3 SEER2 everywhere. A system installed before 2006 may be as low as 10 SEER, so almost any new system uses noticeably less electricity.',
      { h2: 'When a higher rating pays off' },
      'Cooling cost falls roughly in proportion to the rating. Going from 14.3 to 17 SEER2 cuts cooling electricity by about 16 percent; going to 20 SEER2 cuts it by about 30 percent. Whether that is worth the higher price depends on how much you cool:',
      {
        ul: [
          'Long, hot summers and high electricity rates: higher ratings pay back sooner.',
          'Mild summers with a few hot weeks: a mid-range two-stage system is often the sweet spot.',
          'Humid climates: a two-stage or variable-speed system removes more moisture, a comfort benefit beyond the rating.',
        ],
      },
      { h2: 'Read the whole combination' },
      'A rating belongs to a specific outdoor unit, indoor coil and, sometimes, furnace or air handler together. Ask for the AHRI certificate number of the exact combination on your quote. A high-efficiency outdoor unit paired with an old or mismatched coil will not reach its rating.',
      { h2: 'Installation counts as much as the label' },
      'Undersized ducts, a wrong refrigerant charge or poor airflow can cost more efficiency than the gap between two models. Choose a dealer who does a load calculation, checks the ducts and measures airflow and charge at start-up.',
      DEMO,
    ],
  },
  {
    title: 'Why one room is always too hot or too cold',
    slug: 'why-one-room-is-always-too-hot-or-too-cold',
    date: '2025-07-08T12:00:00.000Z',
    category: 'comfort',
    image: 'hero-living-room',
    excerpt:
      'The usual reasons a bedroom over the garage or a sunny room never matches the rest of the house, and the fixes that work.',
    content: [
      'Almost every house has one: the bedroom over the garage that is freezing in January, or the sunroom you avoid in July. Uneven temperatures are rarely a sign the system is too small. More often the air is not getting where it needs to go, or the room gains and loses heat faster than the rest of the house.',
      { h2: 'Common causes' },
      {
        ul: [
          'Long or leaky duct runs: rooms at the end of a long duct, or fed by ducts in an attic or crawl space, get less and cooler (or warmer) air.',
          'Too little return air: a room with its door closed and no return grille cannot push air back, so new air cannot come in.',
          'Big windows and sun: south and west windows add a lot of heat on summer afternoons.',
          'Poor insulation: rooms over garages, in additions and under roofs often have less insulation than the rest of the house.',
          'The thermostat’s location: it only knows the temperature where it hangs.',
        ],
      },
      { h2: 'What you can check yourself' },
      'Make sure the register in the room is fully open and not blocked by furniture, and that the filter is clean. Try leaving the door open for a day to see whether it helps; if it does, the room needs a better return path. Feel the airflow at the register compared with other rooms.',
      { h2: 'What a dealer can do' },
      'A dealer can measure airflow at each register and the static pressure in the ducts, then balance the system with dampers, seal and insulate the duct that feeds the room, or add a return. These fixes are usually far cheaper than new equipment.',
      'If your system is single-stage, upgrading to a variable-speed blower or a two-stage or variable-speed system helps too: longer, gentler cycles mix the air in the house more evenly.',
      { h2: 'When a room needs its own system' },
      'For additions, converted attics and garages, or sunrooms, a ductless mini-split is often the best answer. It heats and cools the one room with its own thermostat, without touching the rest of the system. Zoning, with motorized dampers and a thermostat per area, is another option for larger homes with very different upstairs and downstairs needs.',
    ],
  },
  {
    title: 'How often should you change your furnace filter?',
    slug: 'how-often-to-change-your-furnace-filter',
    date: '2025-05-20T12:00:00.000Z',
    category: 'maintenance',
    image: 'card-filter',
    excerpt:
      'A clean filter protects your system and your air. How often to change it, which MERV rating to pick, and how to do it in five minutes.',
    content: [
      'The air filter is the one part of your heating and cooling system you are meant to look after yourself, and it matters more than it looks. A clogged filter cuts airflow, which makes the system run longer, can freeze an air conditioner coil or overheat a furnace, and lets dust build up inside the equipment.',
      { h2: 'How often' },
      {
        ul: [
          'One-inch filters: every 1 to 3 months.',
          'Four- and five-inch media filters: every 6 to 12 months; some last up to 6 months in heavy use.',
          'Change more often with pets, during renovation work, or when someone in the home has allergies.',
          'Washable filters in ductless units: rinse about once a month while the system is in heavy use.',
        ],
      },
      'The simplest rule is to look at it every month. If it is grey and you cannot see light through it, change it.',
      { h2: 'Which filter to buy' },
      'Filters are rated by MERV. MERV 8 is a good everyday choice that catches dust, pollen and lint. MERV 11 to 13 also catches finer particles such as pet dander and smoke. Higher-rated filters are denser, and some systems cannot move enough air through a thin high-MERV filter. If you want better filtration, ask a dealer whether your system can handle it, or about a media cabinet that holds a thicker filter with more surface area.',
      { h2: 'Changing it, step by step' },
      {
        ol: [
          'Turn the system off at the thermostat.',
          'Find the filter: in a slot next to the furnace or air handler, or behind a return grille in a wall or ceiling.',
          'Note the size printed on the frame, for example 16 x 25 x 1, and the arrow showing airflow direction.',
          'Slide in the new filter with the arrow pointing toward the furnace or air handler, away from the return.',
          'Close any cover, turn the system back on and write the date on the filter frame.',
        ],
      },
      { h2: 'Beyond the filter' },
      'A filter protects the equipment, but it does not replace a yearly tune-up. A dealer cleans coils, checks refrigerant and burner operation, tests safety controls and catches worn parts before they fail.',
    ],
  },
  {
    title: 'Can a heat pump keep a cold-climate home warm?',
    slug: 'can-a-heat-pump-keep-a-cold-climate-home-warm',
    date: '2025-03-05T12:00:00.000Z',
    category: 'buying-guide',
    image: 'slide-heat-pump',
    excerpt:
      'Modern heat pumps heat well below freezing. What to look for in a cold-climate model and how backup heat fits in.',
    content: [
      'Heat pumps once had a reputation for blowing lukewarm air and giving up when winter arrived. Today’s variable-speed, cold-climate models are a different machine, and they now heat homes in some of the coldest parts of North America.',
      { h2: 'How a heat pump heats in the cold' },
      'A heat pump collects heat from outdoor air and moves it inside. There is still plenty of heat in air at 0 °F; the colder it gets, the harder the compressor has to work to collect it. Variable-speed compressors can speed up on cold days to keep output high, where older single-speed units lost capacity quickly.',
      { h2: 'What to look for' },
      {
        ul: [
          'Rated heating capacity at 5 °F, ideally close to its capacity at 47 °F.',
          'A high HSPF2 rating for seasonal heating efficiency.',
          'A variable-speed (inverter) compressor.',
          'A control and thermostat that manage defrost and backup heat well.',
        ],
      },
      { h2: 'Backup heat still has a place' },
      'Most cold-climate installations keep a backup for the coldest few days. That can be electric heat strips in the air handler, or a gas furnace in a dual fuel system. The dealer sets the point where the backup starts. With good sizing, the backup runs for only a small share of the winter.',
      { h2: 'Sizing for heating, not only cooling' },
      'In cold climates a heat pump sized only for summer cooling may be too small for winter heating. A room-by-room load calculation shows the heat your home loses on a design winter day, so the dealer can choose a unit that covers most of it and a backup for the rest.',
      { h2: 'What it costs to run' },
      'Even in cold weather, a heat pump typically delivers two to three units of heat for each unit of electricity, far better than electric baseboard heat. Compared with gas, the answer depends on local prices. Ask your dealer for a side-by-side estimate using your own utility rates, and check for local heat pump rebates, which can change the math considerably.',
      DEMO,
    ],
  },
  {
    title: 'Smart thermostat settings that actually save money',
    slug: 'smart-thermostat-settings-that-save-money',
    date: '2025-01-14T12:00:00.000Z',
    category: 'energy-savings',
    image: 'slide-thermostat',
    excerpt:
      'A smart thermostat only saves what its settings let it save. Schedules, away mode, heat pump options and sensors, set up properly.',
    content: [
      'A smart thermostat can trim heating and cooling costs by around 8 to 10 percent, but only if it is set up to. Out of the box, many run a default schedule that does not match how your household lives. Ten minutes with the settings makes the difference.',
      { h2: 'Build a schedule that matches your days' },
      'Set four periods: wake, leave, return and sleep. Let the temperature drift 7 to 10 °F from your comfort setting while everyone is out and overnight. In winter, 68 °F while home and awake is a good starting point; in summer, 78 °F. Adjust from there.',
      { h2: 'Use away and geofencing' },
      'Geofencing uses your phone’s location to switch to away mode when the last person leaves and back to comfort as someone heads home. It catches the days the schedule gets wrong, such as holidays and sick days.',
      { h2: 'Heat pump settings' },
      'If you have a heat pump, tell the thermostat. Then check two settings:',
      {
        ul: [
          'Auxiliary heat lockout: the outdoor temperature above which electric backup heat is not allowed to run.',
          'Recovery: gradual recovery that lets the heat pump bring the house back up slowly instead of calling for backup heat.',
        ],
      },
      { h2: 'Fan: auto, not on' },
      'Leaving the fan on all the time keeps air moving but uses more electricity, and in summer it can blow moisture from the coil back into the house. Auto is the better choice for most homes. If you want extra filtering, use a circulate setting that runs the fan a set number of minutes per hour.',
      { h2: 'Add sensors where it matters' },
      'Remote room sensors let the thermostat focus on the rooms you are using, such as bedrooms at night. They help most in homes with one room that runs warmer or cooler than the thermostat’s hallway.',
      { h2: 'Read the reports' },
      'Most smart thermostats send a monthly report of run time. A sudden increase with no change in weather or settings is an early sign of a dirty filter, a refrigerant leak or another problem worth a service call.',
    ],
  },
]
