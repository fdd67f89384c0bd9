import type { FactTable, Row } from '../fact-table.js';

const AS_OF = '2026-11-26';
const NOTE =
  'IUCN Red List species ranges (iucnredlist.org); Encyclopaedia Britannica; Natural History Museum (London) animal pages';

/** [animal, the only country where it lives in the wild, level, aliases]. */
const NATIVE_COUNTRY: readonly Row[] = [
  ['koala', 'Australia', 'e'],
  ['ring-tailed lemur', 'Madagascar', 'e'],
  ['giant panda', 'China', 'e'],
  ['Komodo dragon', 'Indonesia', 'm'],
  ['platypus', 'Australia', 'e'],
  ['tuatara', 'New Zealand', 'h', ['NZ']],
  ['quokka', 'Australia', 'm'],
  ['Tasmanian devil', 'Australia', 'e'],
  ['aye-aye', 'Madagascar', 'h'],
  ['fossa', 'Madagascar', 'h'],
  ['okapi', 'Democratic Republic of the Congo', 'h', ['DR Congo', 'DRC', 'Congo', 'Democratic Republic of Congo']],
  ['Galápagos giant tortoise', 'Ecuador', 'm'],
  ['marine iguana', 'Ecuador', 'h'],
  ['axolotl', 'Mexico', 'm'],
  ['wombat', 'Australia', 'e'],
  ['takahe', 'New Zealand', 'h', ['NZ']],
  ['golden lion tamarin', 'Brazil', 'h'],
  ['bilby', 'Australia', 'h'],
];

/** [animal, the continent it lives on in the wild, level, aliases]. */
const CONTINENT: readonly Row[] = [
  ['giraffe', 'Africa', 'e'],
  ['zebra', 'Africa', 'e'],
  ['hippopotamus', 'Africa', 'e'],
  ['gorilla', 'Africa', 'e'],
  ['chimpanzee', 'Africa', 'e'],
  ['meerkat', 'Africa', 'e'],
  ['aardvark', 'Africa', 'm'],
  ['wildebeest', 'Africa', 'e'],
  ['warthog', 'Africa', 'e'],
  ['bonobo', 'Africa', 'm'],
  ['mandrill', 'Africa', 'm'],
  ['orangutan', 'Asia', 'e'],
  ['tiger', 'Asia', 'e'],
  ['red panda', 'Asia', 'm'],
  ['yak', 'Asia', 'e'],
  ['snow leopard', 'Asia', 'm'],
  ['king cobra', 'Asia', 'm'],
  ['gibbon', 'Asia', 'm'],
  ['vicuña', 'South America', 'm'],
  ['guanaco', 'South America', 'h'],
  ['red-bellied piranha', 'South America', 'e'],
  ['green anaconda', 'South America', 'm'],
  ['giant otter', 'South America', 'h'],
  ['rhea', 'South America', 'h'],
  ['prairie dog', 'North America', 'e'],
  ['pronghorn', 'North America', 'h'],
  ['coyote', 'North America', 'e'],
  ['Adélie penguin', 'Antarctica', 'e'],
  ['Weddell seal', 'Antarctica', 'h'],
  ['Iberian lynx', 'Europe', 'e'],
  ['Alpine ibex', 'Europe', 'h'],
];

export const HABITAT_TABLES: readonly FactTable[] = [
  {
    id: 'nature-native-country',
    name: 'where-animals-live',
    category: 'nature',
    note: NOTE,
    asOf: AS_OF,
    curriculum: { subject: 'geography', levels: ['gcse'] },
    words: ['tuatara', 'quokka', 'fossa', 'okapi', 'axolotl', 'takahe', 'tamarin', 'bilby', 'Galápagos'],
    text: (a) => `In which country does the ${a} live in the wild?`,
    mc: (a) => `The ${a} is found in the wild in only one country. Which?`,
    rows: NATIVE_COUNTRY,
    extraDistractors: ['South Africa', 'India', 'Chile', 'Peru', 'Kenya'],
  },
  {
    id: 'nature-native-continent',
    name: 'where-animals-live',
    category: 'nature',
    note: NOTE,
    asOf: AS_OF,
    curriculum: { subject: 'geography', levels: ['gcse'] },
    words: ['meerkat', 'aardvark', 'bonobo', 'mandrill', 'vicuña', 'guanaco', 'rhea', 'pronghorn', 'Weddell', 'Adélie'],
    text: (a) => `On which continent does the ${a} live in the wild?`,
    mc: (a) => `The ${a} lives in the wild on which continent?`,
    rows: CONTINENT,
    extraDistractors: ['Australia'],
  },
];
