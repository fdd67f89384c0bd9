import type { FactTable, Row } from '../fact-table.js';

const AS_OF = '2026-11-26';
const NOTE =
  'Royal Horticultural Society (rhs.org.uk); Natural History Museum; RSPB and Woodland Trust species pages; ' +
  'British Christmas Tree Growers Association; Oxford Dictionary of English Folklore (Simpson and Roud, 2000)';

/** The creepy side of nature for Hallowe’en (animals and plants asked elsewhere are left out). */
const HALLOWEEN_NATURE: readonly Row[] = [
  ['the bat of the Americas that feeds on the blood of other animals', 'Vampire bat', 'e'],
  ['the genus of pumpkins, marrows and squashes', 'Cucurbita', 'h'],
  ['the poisonous plant of legend, also called monkshood, said to ward off werewolves', 'Wolfsbane', 'm', ['Aconite']],
  ['the plant whose forked root was said to scream when pulled from the ground', 'Mandrake', 'm'],
  ['the beetle whose ticking in old timber was once taken as a warning of death', 'Deathwatch beetle', 'm'],
  ['the spider whose female has a red hourglass mark on her underside', 'Black widow', 'm'],
  ['the deadly fungus Amanita phalloides', 'Death cap', 'h'],
];

/** Plants and animals of Christmas. */
const CHRISTMAS_NATURE: readonly Row[] = [
  ['the red-leaved Mexican plant sold at Christmas, named after a US diplomat', 'Poinsettia', 'e'],
  ["the fir that is Britain's best-selling real Christmas tree", 'Nordmann fir', 'm'],
  ['the spruce that was the traditional British Christmas tree, as in Trafalgar Square', 'Norway spruce', 'm'],
  ['the North American name for the reindeer', 'Caribou', 'm'],
  ['the only deer whose females grow antlers as well as the males', 'Reindeer', 'm'],
  ['the winter-flowering plant called the Christmas rose', 'Hellebore', 'h', ['Helleborus niger', 'Black hellebore']],
  ["the tiny bird hunted on St Stephen's Day in Irish and Manx custom", 'Wren', 'h'],
];

const table = (id: string, seasons: FactTable['seasons'], rows: readonly Row[]): FactTable => ({
  id,
  name: seasons?.includes('christmas') ? 'christmas-nature' : 'halloween-nature',
  category: 'nature',
  note: NOTE,
  asOf: AS_OF,
  seasons,
  words: ['Cucurbita', 'Amanita', 'phalloides', 'Nordmann', 'Helleborus', 'niger', 'Manx'],
  text: (s) => `What is the name of ${s}?`,
  mc: (s) => `Which of these is ${s}?`,
  statement: (s, a) => `${a} is ${s}.`,
  rows,
});

export const SEASONAL_NATURE_TABLES: readonly FactTable[] = [
  table('nature-halloween', ['halloween'], HALLOWEEN_NATURE),
  table('nature-christmas', ['christmas'], CHRISTMAS_NATURE),
];
