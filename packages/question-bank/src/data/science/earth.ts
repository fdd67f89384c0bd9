import type { FactTable, Row } from '../fact-table.js';

const AS_OF = '2026-11-26';
const NOTE =
  'British Geological Survey (bgs.ac.uk); Met Office, Weather and climate explained (metoffice.gov.uk); AQA GCSE Combined Science: Trilogy specification (8464)';
const GCSE = { subject: 'science', levels: ['gcse'] } as const;

/** [which layer and what it is, the layer, level, aliases]. */
const LAYERS: readonly Row[] = [
  ['of the Earth is the thin rocky outer shell we live on', 'Crust', 'e', ['The crust', 'Earth’s crust']],
  ['of the Earth lies between the crust and the core and is its thickest layer', 'Mantle', 'e'],
  ['of the Earth is liquid iron and nickel', 'Outer core', 'm'],
  ['of the Earth is a solid ball of iron and nickel at the very centre', 'Inner core', 'm'],
  ['of the atmosphere is nearest the ground, where our weather happens', 'Troposphere', 'm'],
  ['of the atmosphere holds the ozone layer', 'Stratosphere', 'm'],
  ['of the atmosphere is where most meteors burn up', 'Mesosphere', 'h'],
  ['of the atmosphere is where the International Space Station orbits', 'Thermosphere', 'h'],
  ['of the Earth, the crust and the top of the mantle together, is broken into tectonic plates', 'Lithosphere', 'h'],
  ['of the atmosphere is the outermost, fading away into space', 'Exosphere', 'h'],
];

/** [what the rock or mineral is, the rock or mineral, level, aliases]. */
const ROCKS: readonly Row[] = [
  ['igneous rock forms the hexagonal columns of the Giant’s Causeway', 'Basalt', 'm'],
  ['speckled, coarse-grained igneous rock is used for kitchen worktops and the buildings of Aberdeen', 'Granite', 'e'],
  ['black volcanic glass breaks with razor-sharp edges', 'Obsidian', 'e'],
  ['frothy volcanic rock is so full of air bubbles that it floats on water', 'Pumice', 'e', ['Pumice stone']],
  ['soft white sedimentary rock forms the cliffs of Dover', 'Chalk', 'e'],
  ['sedimentary rock is made of grains of sand cemented together', 'Sandstone', 'e'],
  ['sedimentary rock formed from shells and skeletons forms Cheddar Gorge', 'Limestone', 'm'],
  ['black sedimentary rock formed from ancient plants is burned as a fuel', 'Coal', 'e'],
  ['metamorphic rock is formed from limestone and was used for Michelangelo’s David', 'Marble', 'e'],
  ['metamorphic rock forms from mudstone and splits into thin sheets for roofing', 'Slate', 'e'],
  ['metamorphic rock is formed from sandstone', 'Quartzite', 'h'],
  ['mineral is the hardest on the Mohs scale, at 10', 'Diamond', 'e'],
  ['mineral is the softest on the Mohs scale, at 1', 'Talc', 'e'],
  ['mineral, a form of carbon, is used as the lead in pencils', 'Graphite', 'e'],
  ['mineral makes up most of the sand on a typical beach', 'Quartz', 'h'],
];

/** [what the term means, the term, level, aliases]. */
const EARTH_TERMS: readonly Row[] = [
  ['the type of rock formed when molten magma or lava cools and hardens', 'Igneous', 'e', ['Igneous rock']],
  [
    'the type of rock formed from layers of sand, mud or shells squashed and cemented together',
    'Sedimentary',
    'e',
    ['Sedimentary rock'],
  ],
  [
    'the type of rock made when other rock is changed by great heat and pressure without melting',
    'Metamorphic',
    'm',
    ['Metamorphic rock'],
  ],
  ['molten rock beneath the Earth’s surface', 'Magma', 'e'],
  ['molten rock that erupts from a volcano', 'Lava', 'e'],
  ['the remains or traces of an ancient living thing preserved in rock', 'Fossil', 'e'],
  ['the breaking down of rocks where they stand by rain, frost, plants and animals', 'Weathering', 'e'],
  ['the wearing away and carrying off of rock and soil by water, wind or ice', 'Erosion', 'e'],
  ['the giant slabs that the Earth’s surface is broken into', 'Tectonic plates', 'e', ['Plates', 'Tectonic plate']],
  ['the point on the surface directly above where an earthquake starts', 'Epicentre', 'e', ['Epicenter']],
  ['a spike of mineral hanging from the roof of a cave', 'Stalactite', 'e'],
  ['a spike of mineral rising from the floor of a cave', 'Stalagmite', 'e'],
  ['a crack in the crust along which rocks move', 'Fault', 'm', ['Fault line']],
  ['a giant sea wave set off by an undersea earthquake', 'Tsunami', 'e', ['Tidal wave']],
  ['the sinking of one tectonic plate beneath another', 'Subduction', 'm'],
  ['a hot spring that throws water and steam high into the air', 'Geyser', 'e'],
  ['an underground layer of rock that holds water', 'Aquifer', 'h'],
  [
    'the slow movement of the land masses across the globe over millions of years',
    'Continental drift',
    'm',
    ['Plate tectonics'],
  ],
  [
    'a volcano that has not erupted for thousands of years and is not expected to again',
    'Extinct',
    'm',
    ['Extinct volcano'],
  ],
  ['the bowl-shaped hollow at the top of a volcano', 'Crater', 'e', ['Caldera']],
];

/** [what the word means, the word, level, aliases]. */
const WEATHER: readonly Row[] = [
  ['a line on a weather map joining places of equal air pressure', 'Isobar', 'e', ['Isobars']],
  ['a line on a weather map joining places of equal temperature', 'Isotherm', 'm', ['Isotherms']],
  ['an area of high air pressure that brings settled weather', 'Anticyclone', 'e', ['High', 'High pressure']],
  ['an area of low air pressure that brings unsettled weather', 'Depression', 'e', ['Low', 'Low pressure']],
  ['the boundary between a warm and a cold mass of air', 'Front', 'm', ['Weather front']],
  ['a long period with much less rain than usual', 'Drought', 'e'],
  ['any water falling from the sky, such as rain, sleet, snow or hail', 'Precipitation', 'e'],
  ['balls of ice that fall from thunderclouds', 'Hail', 'e', ['Hailstones']],
  ['cloud at ground level that cuts visibility to less than a kilometre', 'Fog', 'e'],
  ['the amount of water vapour in the air', 'Humidity', 'e'],
  ['the seasonal wind that brings heavy summer rains to South Asia', 'Monsoon', 'e'],
  ['a violent spinning column of air reaching down from a thundercloud to the ground', 'Tornado', 'e', ['Twister']],
  ['a tropical storm over the Atlantic with winds of at least 74 miles an hour', 'Hurricane', 'e'],
  ['a tropical storm of hurricane strength in the north-west Pacific', 'Typhoon', 'm'],
  [
    'the scale of wind force from 0 for calm to 12 for hurricane',
    'Beaufort',
    'm',
    ['Beaufort scale', 'Beaufort wind force scale'],
  ],
  ['the temperature at which water vapour in the air starts to condense', 'Dew point', 'm'],
  ['ice crystals formed on surfaces on a cold, clear night', 'Frost', 'e'],
  ['a mixture of rain and snow falling together', 'Sleet', 'e'],
];

/** [what the cloud looks like, the cloud type, level, aliases]. */
const CLOUDS: readonly Row[] = [
  ['towers into a huge anvil shape and brings thunderstorms', 'Cumulonimbus', 'e'],
  ['forms fluffy white heaps with flat bases on fine days', 'Cumulus', 'e'],
  ['forms thin, wispy streaks high in the sky, sometimes called mares’ tails', 'Cirrus', 'm'],
  ['forms a flat grey sheet low over the sky, often bringing drizzle', 'Stratus', 'm'],
  ['forms a thick, dark grey layer that brings steady rain or snow', 'Nimbostratus', 'h'],
  ['forms thin, very high sheets of tiny white ripples made of ice crystals', 'Cirrocumulus', 'h'],
];

export const EARTH_TABLES: readonly FactTable[] = [
  {
    id: 'science-earth-layer',
    name: 'earth-science',
    category: 'science',
    note: NOTE,
    asOf: AS_OF,
    curriculum: GCSE,
    text: (d) => `Which layer ${d}?`,
    mc: (d) => `Which of these layers ${d}?`,
    rows: LAYERS,
  },
  {
    id: 'science-rock',
    name: 'earth-science',
    category: 'science',
    note: 'British Geological Survey (bgs.ac.uk), rocks and minerals pages; Natural History Museum (nhm.ac.uk)',
    asOf: AS_OF,
    text: (d) => `Which ${d}?`,
    words: ['mudstone', 'Mohs'],
    mc: (d) => `In geology, which ${d}?`,
    rows: ROCKS,
  },
  {
    id: 'science-earth-term',
    name: 'earth-science',
    category: 'science',
    note: NOTE,
    asOf: AS_OF,
    curriculum: GCSE,
    text: (d) => `What name is given to ${d}?`,
    mc: (d) => `In earth science, which term means ${d}?`,
    rows: EARTH_TERMS,
  },
  {
    id: 'science-weather-word',
    name: 'weather',
    category: 'science',
    note: 'Met Office, Weather and climate explained (metoffice.gov.uk); Met Office glossary',
    asOf: AS_OF,
    text: (d) => `In weather forecasting, what name is given to ${d}?`,
    mc: (d) => `Which weather word means ${d}?`,
    rows: WEATHER,
  },
  {
    id: 'science-cloud',
    name: 'weather',
    category: 'science',
    note: 'Met Office, Types of clouds (metoffice.gov.uk); World Meteorological Organization, International Cloud Atlas',
    asOf: AS_OF,
    words: ['cumulonimbus', 'nimbostratus', 'cirrocumulus', 'altostratus', 'stratocumulus', 'altocumulus'],
    text: (d) => `Which type of cloud ${d}?`,
    mc: (d) => `Which of these types of cloud ${d}?`,
    rows: CLOUDS,
    extraDistractors: ['Altostratus', 'Stratocumulus', 'Altocumulus', 'Cirrostratus'],
  },
];
