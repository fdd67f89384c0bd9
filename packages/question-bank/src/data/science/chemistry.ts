import type { FactTable, Row } from '../fact-table.js';

const AS_OF = '2026-11-26';
const NOTE =
  'AQA GCSE Combined Science: Trilogy specification (8464), chemistry topics; Royal Society of Chemistry (rsc.org); Oxford Dictionary of Chemistry (8th edition)';
const GCSE = { subject: 'science', levels: ['gcse'] } as const;

/** [everyday name, chemical name, level, aliases]: none of the names of the chemical-formulae table. */
const COMMON_NAMES: readonly Row[] = [
  ['dry ice', 'Carbon dioxide', 'e', ['Solid carbon dioxide']],
  ['rust', 'Iron oxide', 'e', ['Iron(III) oxide', 'Iron III oxide', 'Hydrated iron oxide', 'Ferric oxide']],
  ['Epsom salts', 'Magnesium sulfate', 'm', ['Magnesium sulphate']],
  ['marsh gas', 'Methane', 'e'],
  ['quicklime', 'Calcium oxide', 'm'],
  ['slaked lime', 'Calcium hydroxide', 'h'],
  ['household bleach', 'Sodium hypochlorite', 'h', ['Sodium chlorate(I)', 'Sodium chlorate I']],
  ['plaster of Paris', 'Calcium sulfate', 'h', ['Calcium sulphate']],
  ['saltpetre', 'Potassium nitrate', 'h'],
  [
    'fool’s gold',
    'Iron disulfide',
    'h',
    ['Iron disulphide', 'Iron pyrite', 'Iron pyrites', 'Pyrite', 'Iron sulfide', 'Iron sulphide'],
  ],
  ['washing soda', 'Sodium carbonate', 'h'],
  ['oil of vitriol', 'Sulfuric acid', 'h', ['Sulphuric acid']],
  ['heavy water', 'Deuterium oxide', 'h'],
  ['aspirin', 'Acetylsalicylic acid', 'm', ['Acetyl salicylic acid']],
  ['the flavour enhancer MSG', 'Monosodium glutamate', 'm'],
];

/** [what the acid is found in or does, the acid, level, aliases]. */
const ACIDS: readonly Row[] = [
  ['gives vinegar its sour taste', 'Ethanoic acid', 'm', ['Acetic acid']],
  ['gives lemons and oranges their sharp taste', 'Citric acid', 'e'],
  ['is made in the human stomach', 'Hydrochloric acid', 'm'],
  ['forms in sour milk and yoghurt', 'Lactic acid', 'e'],
  ['is used in car batteries', 'Sulfuric acid', 'e', ['Sulphuric acid']],
  ['is in the stings of ants and nettles', 'Methanoic acid', 'h', ['Formic acid']],
  ['makes rhubarb leaves poisonous', 'Oxalic acid', 'h'],
  ['is made from ammonia and used to make fertilisers and explosives', 'Nitric acid', 'h'],
  ['takes its name from the Latin for apple', 'Malic acid', 'h'],
];

/** [what the term means, the term, level, aliases]. */
const CHEM_TERMS: readonly Row[] = [
  ['a substance that turns blue litmus red and has a pH below 7', 'Acid', 'e'],
  ['a base that dissolves in water, giving a pH above 7', 'Alkali', 'm'],
  ['the reaction of an acid with an alkali to make a salt and water', 'Neutralisation', 'm', ['Neutralization']],
  ['a dye that changes colour to show how acidic or alkaline a solution is', 'Indicator', 'e', ['pH indicator']],
  ['the indicator made from lichens that turns red in acid and blue in alkali', 'Litmus', 'e', ['Litmus paper']],
  ['a substance that speeds up a reaction without being used up', 'Catalyst', 'e'],
  ['a reaction that gives out heat to its surroundings', 'Exothermic', 'm', ['Exothermic reaction']],
  ['a reaction that takes in heat from its surroundings', 'Endothermic', 'm', ['Endothermic reaction']],
  ['a mixture of a metal with other elements, such as steel or brass', 'Alloy', 'e'],
  ['atoms of the same element with different numbers of neutrons', 'Isotopes', 'm', ['Isotope']],
  ['an atom that has gained or lost electrons and so carries a charge', 'Ion', 'm'],
  ['a substance made of only one kind of atom', 'Element', 'e'],
  ['a substance of two or more elements chemically joined together', 'Compound', 'e'],
  ['burning, the reaction of a fuel with oxygen that gives out heat and light', 'Combustion', 'e', ['Burning']],
  ['the loss of oxygen from a substance', 'Reduction', 'm'],
  ['the substance that dissolves in a liquid, such as sugar in tea', 'Solute', 'm'],
  ['the liquid in which a solid dissolves', 'Solvent', 'e'],
  ['a solid formed when two solutions react', 'Precipitate', 'm'],
  ['a very long molecule made by joining many small molecules, such as polythene', 'Polymer', 'm'],
];

/** [what the method does, the method, level, aliases]. */
const SEPARATION: readonly Row[] = [
  ['separates an insoluble solid from a liquid using paper', 'Filtration', 'e', ['Filtering']],
  ['separates the dyes in an ink as they travel up paper', 'Chromatography', 'e', ['Paper chromatography']],
  [
    'gets pure water from salty water by boiling it and condensing the steam',
    'Distillation',
    'm',
    ['Simple distillation'],
  ],
  ['separates crude oil, in a tall column, into parts with different boiling points', 'Fractional distillation', 'm'],
  [
    'gets solid salt from a salt solution by evaporating the water slowly',
    'Crystallisation',
    'm',
    ['Crystallization', 'Evaporation'],
  ],
  [
    'spins mixtures very fast so the denser parts sink, as with blood samples',
    'Centrifuging',
    'h',
    ['Centrifugation', 'Centrifuge'],
  ],
];

/** [change of state, its name, level, aliases, also right]. */
const STATE_CHANGES: readonly Row[] = [
  ['solid to liquid', 'Melting', 'e', ['Fusion']],
  ['liquid to solid', 'Freezing', 'e', ['Solidification', 'Solidifying']],
  ['gas to liquid', 'Condensation', 'e', ['Condensing']],
  ['liquid to gas', 'Evaporation', 'e', ['Evaporating', 'Vaporisation', 'Boiling'], ['Boiling', 'Vaporisation']],
  ['solid straight to gas, as dry ice does', 'Sublimation', 'e', ['Subliming']],
  ['gas straight to solid, as when frost forms', 'Deposition', 'h', ['Desublimation']],
];

/** [what the gas does or is, the gas, level, aliases]. */
const GASES: readonly Row[] = [
  ['makes up about 78 per cent of the air', 'Nitrogen', 'e'],
  ['makes up about 21 per cent of the air', 'Oxygen', 'e'],
  ['is the third most plentiful in dry air, at just under 1 per cent', 'Argon', 'm'],
  ['do plants take in from the air for photosynthesis', 'Carbon dioxide', 'e'],
  ['turns limewater milky', 'Carbon dioxide', 'm'],
  ['relights a glowing splint', 'Oxygen', 'm'],
  ['burns with a squeaky pop when lit', 'Hydrogen', 'm'],
  ['bleaches damp litmus paper', 'Chlorine', 'h'],
  ['is the lightest of all', 'Hydrogen', 'e'],
  ['makes party balloons float', 'Helium', 'e'],
  ['glows red in advertising signs', 'Neon', 'e'],
  ['is the main part of natural gas', 'Methane', 'e'],
  ['is the colourless, odourless poison given off by faulty gas boilers', 'Carbon monoxide', 'e'],
  ['smells of rotten eggs', 'Hydrogen sulfide', 'm', ['Hydrogen sulphide']],
  ['is added to swimming pools to kill germs', 'Chlorine', 'e'],
  ['is made from nitrogen and hydrogen in the Haber process', 'Ammonia', 'm'],
  ['is released by burning coal and is a main cause of acid rain', 'Sulfur dioxide', 'm', ['Sulphur dioxide']],
  ['forms a layer in the stratosphere that absorbs ultraviolet light', 'Ozone', 'e'],
];

/** [what the group or part is, its name, level, aliases]. */
const ATOMS: readonly Row[] = [
  ['the positively charged particle in the nucleus of an atom', 'Proton', 'e'],
  ['the particle with no charge in the nucleus of an atom', 'Neutron', 'e'],
  ['the negatively charged particle that orbits the nucleus', 'Electron', 'e'],
  ['the vertical columns of the periodic table', 'Groups', 'm', ['Group']],
  ['the horizontal rows of the table of elements', 'Periods', 'm', ['Period']],
  ['the unreactive elements of group 0, such as neon and argon', 'Noble gases', 'm', ['Inert gases', 'Rare gases']],
  ['the soft, reactive metals of group 1, such as sodium and potassium', 'Alkali metals', 'm'],
  ['the elements of group 7, such as chlorine and iodine', 'Halogens', 'm'],
  ['the block of metals in the middle of the periodic table, such as iron and copper', 'Transition metals', 'm'],
  ['the number of protons in an atom', 'Atomic number', 'm', ['Proton number']],
];

export const CHEMISTRY_TABLES: readonly FactTable[] = [
  {
    id: 'science-common-chemical',
    name: 'chemical-names',
    category: 'science',
    note: 'Royal Society of Chemistry (rsc.org); Oxford Dictionary of Chemistry (8th edition)',
    asOf: AS_OF,
    namedSubjects: true,
    words: ['disulfide', 'hypochlorite', 'acetylsalicylic', 'glutamate', 'saltpetre', 'pyrite'],
    text: (n) => `What is the chemical name for ${n}?`,
    mc: (n) => `Which compound is commonly known as ${n}?`,
    rows: COMMON_NAMES,
  },
  {
    id: 'science-everyday-acid',
    name: 'chemical-names',
    category: 'science',
    note: 'Royal Society of Chemistry (rsc.org); Oxford Dictionary of Chemistry (8th edition)',
    asOf: AS_OF,
    words: ['ethanoic', 'methanoic', 'oxalic', 'malic', 'tartaric', 'carbonic'],
    text: (d) => `Which acid ${d}?`,
    mc: (d) => `Which of these acids ${d}?`,
    rows: ACIDS,
  },
  {
    id: 'science-chem-term',
    name: 'chemistry',
    category: 'science',
    note: NOTE,
    asOf: AS_OF,
    curriculum: GCSE,
    words: ['unreactive'],
    text: (d) => `In chemistry, what name is given to ${d}?`,
    mc: (d) => `Which chemistry term means ${d}?`,
    rows: CHEM_TERMS,
  },
  {
    id: 'science-separation',
    name: 'chemistry',
    category: 'science',
    note: NOTE,
    asOf: AS_OF,
    curriculum: GCSE,
    text: (d) => `Which method ${d}?`,
    mc: (d) => `Which separation technique ${d}?`,
    rows: SEPARATION,
    extraDistractors: ['Decanting', 'Sieving', 'Condensation', 'Electrolysis'],
  },
  {
    id: 'science-state-change',
    name: 'states-of-matter',
    category: 'science',
    note: NOTE,
    asOf: AS_OF,
    curriculum: GCSE,
    text: (d) => `What is the change of state from ${d} called?`,
    mc: (d) => `Which word names the change of state from ${d}?`,
    rows: STATE_CHANGES,
    extraDistractors: ['Dissolving', 'Diffusion', 'Crystallisation', 'Combustion'],
  },
  {
    id: 'science-gas',
    name: 'gases',
    category: 'science',
    note: NOTE,
    asOf: AS_OF,
    curriculum: GCSE,
    words: ['limewater'],
    text: (d) => `Which gas ${d}?`,
    mc: (d) => `Which of these gases ${d}?`,
    rows: GASES,
  },
  {
    id: 'science-atom-term',
    name: 'chemistry',
    category: 'science',
    note: NOTE,
    asOf: AS_OF,
    curriculum: GCSE,
    words: ['unreactive'],
    text: (d) => `What name is given to ${d}?`,
    mc: (d) => `In chemistry, which name is given to ${d}?`,
    rows: ATOMS,
  },
];
