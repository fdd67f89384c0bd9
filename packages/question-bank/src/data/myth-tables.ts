import type { FactTable, Row } from './fact-table.js';

const AS_OF = '2026-11-21';
const NOTE = 'Oxford Classical Dictionary entries; Encyclopaedia Britannica';

type Level = 'e' | 'm' | 'h';

/** [Greek, Roman, level]: pairs given in every standard reference. Apollo is Apollo in both and is not asked. */
const COUNTERPARTS: readonly (readonly [string, string, Level])[] = [
  ['Zeus', 'Jupiter', 'e'],
  ['Hera', 'Juno', 'm'],
  ['Poseidon', 'Neptune', 'e'],
  ['Ares', 'Mars', 'e'],
  ['Aphrodite', 'Venus', 'e'],
  ['Athena', 'Minerva', 'm'],
  ['Artemis', 'Diana', 'm'],
  ['Hermes', 'Mercury', 'm'],
  ['Hephaestus', 'Vulcan', 'm'],
  ['Demeter', 'Ceres', 'h'],
  ['Dionysus', 'Bacchus', 'm'],
  ['Hades', 'Pluto', 'm'],
  ['Hestia', 'Vesta', 'h'],
  ['Eros', 'Cupid', 'e'],
  ['Cronus', 'Saturn', 'h'],
  ['Persephone', 'Proserpina', 'h'],
  ['Eos', 'Aurora', 'h'],
  ['Selene', 'Luna', 'h'],
  ['Helios', 'Sol', 'h'],
  ['Nike', 'Victoria', 'h'],
];

/** Other spellings and names in standard references. */
const ALIASES: Record<string, readonly string[]> = {
  Jupiter: ['Jove'],
  Proserpina: ['Proserpine'],
  Cupid: ['Amor'],
  Hades: ['Haides'],
  Athena: ['Athene', 'Pallas Athena'],
  Cronus: ['Kronos', 'Cronos'],
  Hephaestus: ['Hephaistos'],
  Dionysus: ['Dionysos'],
  Heracles: ['Herakles'],
};

/** [deed, figure, level, aliases]: well-attested myths with one agreed figure. */
const DEEDS: readonly (readonly [string, string, Level, (readonly string[])?])[] = [
  ['was king of the gods and ruled from Mount Olympus', 'Zeus', 'e'],
  ['was god of the sea and carried a trident', 'Poseidon', 'e'],
  ['was the god who ruled the underworld', 'Hades', 'e'],
  ['was the goddess of love and beauty', 'Aphrodite', 'e'],
  ['was the god of war', 'Ares', 'e'],
  ['was the goddess of wisdom, whose bird was the owl', 'Athena', 'm', ['Athene', 'Pallas Athena']],
  ['was the messenger of the gods, with winged sandals', 'Hermes', 'm'],
  ['was the goddess of the hunt and twin sister of Apollo', 'Artemis', 'm'],
  ['was the god of wine and revelry', 'Dionysus', 'm', ['Dionysos']],
  ['was the blacksmith god of fire and the forge', 'Hephaestus', 'm', ['Hephaistos']],
  ['was the goddess of the harvest and mother of Persephone', 'Demeter', 'h'],
  ['was the queen of the gods and wife of Zeus', 'Hera', 'm'],
  ['stole fire from the gods and gave it to humankind', 'Prometheus', 'm'],
  ['was the Titan condemned to hold up the sky', 'Atlas', 'm'],
  ['opened a jar that released all the evils into the world', 'Pandora', 'e'],
  ['killed the Minotaur in the labyrinth on Crete', 'Theseus', 'm'],
  ['cut off the head of Medusa', 'Perseus', 'm'],
  ['flew too close to the Sun on wings of feathers and wax', 'Icarus', 'e'],
  ['fell in love with his own reflection in a pool', 'Narcissus', 'e'],
  ['could only be wounded in his heel', 'Achilles', 'e'],
  ['turned everything he touched into gold', 'Midas', 'e', ['King Midas']],
  ['performed twelve labours', 'Heracles', 'e', ['Hercules']],
  ['led the Argonauts in search of the Golden Fleece', 'Jason', 'm'],
  ['took ten years to sail home from Troy to Ithaca', 'Odysseus', 'm', ['Ulysses']],
  ['had snakes for hair and turned onlookers to stone', 'Medusa', 'e'],
  ['was the three-headed dog that guarded the underworld', 'Cerberus', 'm'],
  ['ferried the souls of the dead across the River Styx', 'Charon', 'm'],
  ['was the winged horse that sprang from the blood of Medusa', 'Pegasus', 'm'],
  ['was doomed to roll a boulder up a hill for eternity', 'Sisyphus', 'h'],
  ['was the prophetess of Troy whom nobody believed', 'Cassandra', 'm'],
  ['solved the riddle of the Sphinx and became king of Thebes', 'Oedipus', 'h'],
  ['went to the underworld to bring back his wife Eurydice', 'Orpheus', 'm'],
];

export const MYTH_TABLES: readonly FactTable[] = [
  {
    id: 'greek-roman-god',
    namedSubjects: true,
    name: 'greek-roman-gods',
    category: 'arts-literature',
    note: NOTE,
    asOf: AS_OF,
    text: (g) => `What is the Roman name for the Greek deity ${g}?`,
    mc: (g) => `Which Roman deity is the counterpart of the Greek ${g}?`,
    rows: COUNTERPARTS.map(([greek, roman, level]): Row => [greek, roman, level, ALIASES[roman] ?? []]),
  },
  {
    id: 'roman-greek-god',
    namedSubjects: true,
    mirrorOf: 'greek-roman-god',
    name: 'greek-roman-gods',
    category: 'arts-literature',
    note: NOTE,
    asOf: AS_OF,
    text: (r) => `What is the Greek name for the Roman deity ${r}?`,
    mc: (r) => `Which Greek deity is the counterpart of the Roman ${r}?`,
    rows: COUNTERPARTS.map(([greek, roman, level]): Row => [
      roman,
      greek,
      level === 'e' ? 'm' : 'h',
      ALIASES[greek] ?? [],
    ]),
  },
  {
    id: 'greek-myth-figure',
    name: 'greek-myths',
    category: 'arts-literature',
    note: NOTE,
    asOf: AS_OF,
    text: (d) => `In Greek mythology, who ${d}?`,
    mc: (d) => `Which figure of Greek mythology ${d}?`,
    rows: DEEDS.map(([deed, who, level, aliases]): Row => [deed, who, level, aliases ?? []]),
  },
];
