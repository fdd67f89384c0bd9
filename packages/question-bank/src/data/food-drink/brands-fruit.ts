import type { FactTable, Row } from '../fact-table.js';

const AS_OF = '2026-11-26';
const WHISKY = ['Whiskey', 'Scotch', 'Bourbon'];
const COGNAC = ['Brandy'];

/** [drinks brand, the kind of drink it is, level, aliases]. */
const DRINK_BRAND: readonly Row[] = [
  ["Gordon's", 'Gin', 'e'],
  ['Bombay Sapphire', 'Gin', 'e'],
  ['Beefeater', 'Gin', 'e'],
  ['Tanqueray', 'Gin', 'm'],
  ["Hendrick's", 'Gin', 'm'],
  ['Sipsmith', 'Gin', 'm'],
  ['Smirnoff', 'Vodka', 'e'],
  ['Absolut', 'Vodka', 'e'],
  ['Grey Goose', 'Vodka', 'e'],
  ['Stolichnaya', 'Vodka', 'm'],
  ['Bacardi', 'Rum', 'e'],
  ['Captain Morgan', 'Rum', 'e'],
  ['Havana Club', 'Rum', 'e'],
  ['Kraken', 'Rum', 'm'],
  ['Mount Gay', 'Rum', 'h'],
  ["Jack Daniel's", 'Whisky', 'e', WHISKY],
  ['Johnnie Walker', 'Whisky', 'e', WHISKY],
  ['The Famous Grouse', 'Whisky', 'e', WHISKY],
  ['Jameson', 'Whisky', 'e', WHISKY],
  ["Bell's", 'Whisky', 'e', WHISKY],
  ["Maker's Mark", 'Whisky', 'm', WHISKY],
  ['Jose Cuervo', 'Tequila', 'e'],
  ['Patrón', 'Tequila', 'm'],
  ['Hennessy', 'Cognac', 'm', COGNAC],
  ['Martell', 'Cognac', 'm', COGNAC],
  ['Courvoisier', 'Cognac', 'm', COGNAC],
  ['Rémy Martin', 'Cognac', 'm', COGNAC],
  ['Moët & Chandon', 'Champagne', 'e'],
  ['Veuve Clicquot', 'Champagne', 'm'],
  ['Dom Pérignon', 'Champagne', 'm'],
  ['Bollinger', 'Champagne', 'm'],
  ["Taylor's", 'Port', 'm'],
  ["Cockburn's", 'Port', 'm'],
  ["Graham's", 'Port', 'h'],
  ['Tio Pepe', 'Sherry', 'm'],
  ['Harveys Bristol Cream', 'Sherry', 'm'],
  ['Croft Original', 'Sherry', 'h'],
];

/** [dessert or sweet, the fruit at its heart, level, aliases]. */
const FRUIT: readonly Row[] = [
  ['a tarte Tatin', 'Apple', 'e', ['Apples']],
  ["an Eve's pudding", 'Apple', 'm', ['Apples']],
  ['a Waldorf salad', 'Apple', 'm', ['Apples']],
  ['a banoffee pie', 'Banana', 'e', ['Bananas']],
  ['a Black Forest gateau', 'Cherry', 'e', ['Cherries']],
  ['a clafoutis', 'Cherry', 'm', ['Cherries']],
  ['an Eton mess', 'Strawberry', 'e', ['Strawberries']],
  ['a poire belle Hélène', 'Pear', 'm', ['Pears']],
  ['crêpes Suzette', 'Orange', 'm', ['Oranges']],
  ['Jaffa Cakes', 'Orange', 'e', ['Oranges']],
  ['a sticky toffee pudding', 'Date', 'm', ['Dates']],
  ['cranachan', 'Raspberry', 'm', ['Raspberries']],
  ['a Sachertorte', 'Apricot', 'h', ['Apricots', 'Apricot jam']],
  ['an Eccles cake', 'Currant', 'm', ['Currants']],
  ['a Bellini', 'Peach', 'm', ['Peaches', 'Peach purée']],
];

/** [food, the nut that is its key ingredient or flavour, level, aliases]. */
const NUT: readonly Row[] = [
  ['pesto alla genovese', 'Pine nuts', 'e', ['Pine nut', 'Pine kernels', 'Pignoli']],
  ['satay sauce', 'Peanuts', 'e', ['Peanut', 'Groundnuts']],
  ['Nutella', 'Hazelnuts', 'e', ['Hazelnut', 'Filberts']],
  ['Ferrero Rocher', 'Hazelnuts', 'e', ['Hazelnut']],
  ['a Snickers bar', 'Peanuts', 'e', ['Peanut']],
  ['a Bakewell tart', 'Almonds', 'm', ['Almond', 'Ground almonds']],
  ['the top of a Dundee cake', 'Almonds', 'm', ['Almond', 'Blanched almonds']],
  ['amaretti biscuits', 'Almonds', 'm', ['Almond']],
  ['macarons', 'Almonds', 'm', ['Almond', 'Ground almonds']],
  ['Toblerone', 'Almonds', 'm', ['Almond']],
  ['a Waldorf salad', 'Walnuts', 'm', ['Walnut']],
  ['a Picnic bar', 'Peanuts', 'm', ['Peanut']],
];

export const BRAND_FRUIT_TABLES: readonly FactTable[] = [
  {
    id: 'food-drink-drink-brand',
    name: 'drinks-brands',
    category: 'food-drink',
    note: 'the producers’ own sites (diageo.com, bacardilimited.com, pernod-ricard.com, lvmh.com, symington.com)',
    asOf: AS_OF,
    namedSubjects: true,
    text: (b) => `What kind of drink is ${b}?`,
    mc: (b) => `${b} is a well-known brand of which drink?`,
    rows: DRINK_BRAND,
  },
  {
    id: 'food-drink-dessert-fruit',
    name: 'food-desserts',
    category: 'food-drink',
    note: 'Oxford Companion to Food (3rd ed., 2014); Oxford Companion to Sugar and Sweets (2015)',
    asOf: AS_OF,
    namedSubjects: true,
    text: (d) => `Which fruit is the key ingredient of ${d}?`,
    mc: (d) => `Which of these fruits is essential to ${d}?`,
    rows: FRUIT,
  },
  {
    id: 'food-drink-nut',
    name: 'food-nuts',
    category: 'food-drink',
    note: 'Oxford Companion to Food (3rd ed., 2014); makers’ ingredient lists (ferrero.co.uk, cadbury.co.uk, mars.com/en-gb)',
    asOf: AS_OF,
    namedSubjects: true,
    text: (f) => `Which nut is essential to ${f}?`,
    mc: (f) => `Which nut is traditionally used in ${f}?`,
    rows: NUT,
  },
];
