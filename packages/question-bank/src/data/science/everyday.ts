import type { FactTable, Row } from '../fact-table.js';

const AS_OF = '2026-11-26';
const NOTE =
  'AQA GCSE Combined Science: Trilogy specification (8464), required practicals and chemical tests; Royal Society of Chemistry (rsc.org); BBC Bitesize GCSE Combined Science';
const GCSE = { subject: 'science', levels: ['gcse'] } as const;

/** [what turns or shows the colour, the colour, level, aliases, also right]. */
const COLOURS: readonly Row[] = [
  ['does blue litmus paper turn in an acid', 'Red', 'e', ['Pink']],
  ['does red litmus paper turn in an alkali', 'Blue', 'e'],
  ['does universal indicator turn in pure water', 'Green', 'm'],
  ['is the flame of a Bunsen burner with its air hole open', 'Blue', 'e'],
  ['is the flame of a Bunsen burner with its air hole closed', 'Yellow', 'e', ['Orange', 'Yellow-orange'], ['Orange']],
  ['does iodine solution turn when it is added to starch', 'Blue-black', 'm', ['Black', 'Dark blue', 'Blue'], ['Blue']],
  ['is the flame when a potassium compound is held in it', 'Lilac', 'h', ['Light purple', 'Mauve']],
  [
    'is the flame when a copper compound is held in it',
    'Blue-green',
    'h',
    ['Green-blue', 'Green', 'Blue'],
    ['Green', 'Blue'],
  ],
  ['is the flame when a lithium compound is held in it', 'Red', 'h', ['Crimson', 'Crimson red']],
  ['are crystals of hydrated copper sulfate', 'Blue', 'h'],
  ['does copper turn as it weathers on roofs and statues', 'Green', 'e'],
  ['of visible light has the longest wavelength', 'Red', 'm'],
  ['of visible light has the shortest wavelength', 'Violet', 'm', ['Purple']],
  ['of light do red and green light make when they are mixed', 'Yellow', 'm'],
  ['of light do red, green and blue light make when they are mixed', 'White', 'e'],
];

/** [what the metal is or does, the metal, level, aliases]. */
const METALS: readonly Row[] = [
  ['is a liquid at room temperature', 'Mercury', 'e', ['Quicksilver']],
  ['is most used for electrical wiring', 'Copper', 'e'],
  ['is the main ingredient of steel', 'Iron', 'e'],
  ['is the light metal of drinks cans and kitchen foil', 'Aluminium', 'e', ['Aluminum']],
  ['is used to coat iron and steel in the process called galvanising', 'Zinc', 'm'],
  ['made the glowing filament of old-style light bulbs', 'Tungsten', 'm', ['Wolfram']],
  ['is mixed with copper to make bronze', 'Tin', 'm'],
  ['is mixed with copper to make brass', 'Zinc', 'm'],
  ['is the best conductor of electricity of all the elements', 'Silver', 'm'],
  ['gives plumbing its name, from its Latin name, plumbum', 'Lead', 'm'],
  ['is the most plentiful in the Earth’s crust', 'Aluminium', 'h', ['Aluminum']],
  ['powers the rechargeable batteries of phones and electric cars', 'Lithium', 'e'],
  ['burns with a dazzling white flame', 'Magnesium', 'm'],
  ['forms the thin green skin of the Statue of Liberty', 'Copper', 'm'],
  ['is, with nickel and cobalt, one of the three common magnetic metals', 'Iron', 'm'],
  ['is the 24-carat metal that never tarnishes', 'Gold', 'e'],
];

/** [question, number, level, aliases]: each question read as written. */
const NUMBERS: readonly Row[] = [
  ['At what temperature in degrees Celsius does pure water boil at sea level', '100', 'e', ['One hundred']],
  ['At what temperature in degrees Celsius does pure water freeze', '0', 'e', ['Zero', 'Nought']],
  ['What is the pH of pure water', '7', 'e', ['Seven']],
  ['What is the highest value on the usual pH scale', '14', 'm', ['Fourteen']],
  [
    'What is absolute zero, to the nearest degree Celsius',
    '-273',
    'm',
    ['Minus 273', '−273', 'Minus two hundred and seventy-three'],
  ],
  ['At how many degrees are the Celsius and Fahrenheit scales equal', '-40', 'h', ['Minus 40', '−40', 'Minus forty']],
  ['What is the voltage of UK mains electricity', '230', 'm', ['230 volts', '230V']],
  ['What is the frequency of UK mains electricity in hertz', '50', 'h', ['Fifty', '50 hertz', '50Hz']],
  ['How many volts does a standard AA battery give', '1.5', 'm', ['One and a half', '1.5 volts']],
  ['How many colours are traditionally named in the rainbow', '7', 'e', ['Seven']],
  ['How many amps is the fuse in a UK plug for a kettle', '13', 'm', ['Thirteen', '13 amps', '13A']],
  [
    'At what temperature in degrees Fahrenheit does pure water boil at sea level',
    '212',
    'm',
    ['Two hundred and twelve'],
  ],
  ['How many states of matter are usually taught at school', '3', 'e', ['Three']],
];

export const EVERYDAY_TABLES: readonly FactTable[] = [
  {
    id: 'science-colour',
    name: 'colours-in-science',
    category: 'science',
    note: NOTE,
    asOf: AS_OF,
    curriculum: GCSE,
    words: ['Bunsen'],
    text: (d) => `What colour ${d}?`,
    mc: (d) => `Which colour ${d}?`,
    rows: COLOURS,
    extraDistractors: ['Orange', 'Brown', 'Grey'],
  },
  {
    id: 'science-metal',
    name: 'metals',
    category: 'science',
    note: 'Royal Society of Chemistry, Periodic Table (rsc.org/periodic-table); British Geological Survey mineral profiles',
    asOf: AS_OF,
    words: ['plumbum', 'galvanising'],
    text: (d) => `Which metal ${d}?`,
    mc: (d) => `Which of these metals ${d}?`,
    rows: METALS,
  },
  {
    id: 'science-number',
    name: 'science-numbers',
    category: 'science',
    note: 'BIPM SI Brochure (9th edition); BS EN 50160 and National Grid (UK mains supply); BS 1362 (plug fuses)',
    asOf: AS_OF,
    text: (q) => `${q}?`,
    mc: (q) => `Pick the right number. ${q}?`,
    rows: NUMBERS,
    extraDistractors: ['1', '2', '4', '5', '6', '8', '9', '10', '12', '32', '60', '110', '120'],
    allowLookAlikes: true,
  },
];
