import type { FactTable, Row } from '../fact-table.js';

const AS_OF = '2026-11-26';
const NHM = 'Natural History Museum (London) Dino Directory and animal pages (nhm.ac.uk); Encyclopaedia Britannica';

/** [genus, geological period it lived in, level]: only genera whose period is settled. */
const PERIODS: readonly Row[] = [
  ['Tyrannosaurus', 'Cretaceous', 'm'],
  ['Triceratops', 'Cretaceous', 'm'],
  ['Velociraptor', 'Cretaceous', 'm'],
  ['Stegosaurus', 'Jurassic', 'm'],
  ['Brachiosaurus', 'Jurassic', 'm'],
  ['Diplodocus', 'Jurassic', 'm'],
  ['Allosaurus', 'Jurassic', 'h'],
  ['Spinosaurus', 'Cretaceous', 'h'],
  ['Ankylosaurus', 'Cretaceous', 'h'],
  ['Iguanodon', 'Cretaceous', 'h'],
  ['Archaeopteryx', 'Jurassic', 'h'],
  ['Megalosaurus', 'Jurassic', 'h'],
  ['Coelophysis', 'Triassic', 'h'],
  ['Plateosaurus', 'Triassic', 'h'],
  ['Baryonyx', 'Cretaceous', 'h'],
  ['Pteranodon', 'Cretaceous', 'h'],
];

/** [what the creature was or had, its name, level, aliases]. */
const PREHISTORIC: readonly Row[] = [
  ['had three horns on its face and a bony frill', 'Triceratops', 'e'],
  ['had two rows of plates along its back and a spiked tail', 'Stegosaurus', 'e'],
  [
    'was the huge predator of Late Cretaceous North America with tiny two-fingered arms',
    'Tyrannosaurus',
    'e',
    ['Tyrannosaurus rex', 'T rex', 'T. rex'],
  ],
  ['was the first dinosaur to be scientifically named, by William Buckland in 1824', 'Megalosaurus', 'h'],
  ['was first known from teeth found in Sussex by Gideon and Mary Ann Mantell', 'Iguanodon', 'h'],
  ['had armour plating and a heavy bony club on the end of its tail', 'Ankylosaurus', 'm'],
  ['had a tall sail on its back and hunted fish', 'Spinosaurus', 'm'],
  ['was the species of Dippy, the cast that stood for decades in the Natural History Museum', 'Diplodocus', 'm'],
  ['was a duck-billed dinosaur with a long hollow crest curving back from its head', 'Parasaurolophus', 'h'],
  ['had a thick bony dome on top of its skull', 'Pachycephalosaurus', 'h'],
  [
    'was a turkey-sized feathered hunter from Mongolia, shown far larger in Jurassic Park',
    'Velociraptor',
    'm',
    ['Raptor'],
  ],
  ['was a flying reptile with a long crest pointing back from its head', 'Pteranodon', 'm'],
  [
    'was the dolphin-shaped “fish lizard” whose skeletons Mary Anning found at Lyme Regis',
    'Ichthyosaur',
    'm',
    ['Ichthyosaurus'],
  ],
  [
    'was the long-necked, four-flippered sea reptile often compared to the Loch Ness Monster',
    'Plesiosaur',
    'm',
    ['Plesiosaurus'],
  ],
  ['was a giraffe-like giant whose front legs were longer than its back legs', 'Brachiosaurus', 'm'],
  ['had a huge claw on each hand and was found in a Surrey clay pit in 1983', 'Baryonyx', 'h'],
  ['was the giant marine lizard first found near Maastricht in the 18th century', 'Mosasaurus', 'h', ['Mosasaur']],
];

/** [what the extinct animal was or did, its name, level, aliases]. */
const EXTINCT: readonly Row[] = [
  ['was a flightless bird of Mauritius', 'Dodo', 'e'],
  ['was a hairy elephant of the Ice Age', 'Woolly mammoth', 'e', ['Mammoth']],
  [
    'was the striped marsupial predator whose last known individual died in Hobart Zoo in 1936',
    'Thylacine',
    'm',
    ['Tasmanian tiger', 'Tasmanian wolf'],
  ],
  ['was the North American bird whose last individual, Martha, died in 1914', 'Passenger pigeon', 'm'],
  [
    'was the flightless seabird of the North Atlantic whose last confirmed pair was killed off Iceland in 1844',
    'Great auk',
    'h',
  ],
  ['was a zebra of southern Africa striped only on its front half', 'Quagga', 'h'],
  [
    'was the giant sea cow of the Bering Sea, hunted out within 30 years of its discovery in 1741',
    'Steller’s sea cow',
    'h',
    ["Steller's sea cow", 'Stellers sea cow'],
  ],
  ['was the giant flightless bird of New Zealand, hunted out by early Maori settlers', 'Moa', 'm'],
  ['was the wild ancestor of domestic cattle, the last of which died in Poland in 1627', 'Aurochs', 'h'],
  [
    'was the big cat with huge canine teeth whose fossils fill the La Brea tar pits',
    'Smilodon',
    'm',
    ['Sabre-toothed cat', 'Sabre-toothed tiger', 'Sabretooth'],
  ],
  ['was the huge flightless Madagascan giant that laid the largest eggs known', 'Elephant bird', 'h'],
  ['was the giant raptor of New Zealand that preyed on moa', 'Haast’s eagle', 'h', ["Haast's eagle", 'Haasts eagle']],
  ['was the Spanish wild goat briefly brought back by cloning in 2003', 'Pyrenean ibex', 'h', ['Bucardo']],
  ['was the shaggy two-horned grazer of Ice Age Europe', 'Woolly rhinoceros', 'm', ['Woolly rhino']],
  [
    'was the only parrot native to the eastern United States, its last known bird dying in 1918',
    'Carolina parakeet',
    'h',
  ],
  ['was the elephant-sized ground sloth of South America', 'Megatherium', 'h', ['Giant ground sloth']],
];

export const PREHISTORIC_TABLES: readonly FactTable[] = [
  {
    id: 'nature-dinosaur-period',
    name: 'dinosaurs',
    category: 'nature',
    note: NHM,
    asOf: AS_OF,
    namedSubjects: true,
    text: (g) => `In which geological period did ${g} live?`,
    mc: (g) => `${g} lived in which geological period?`,
    rows: PERIODS,
    extraDistractors: ['Permian', 'Carboniferous', 'Devonian'],
  },
  {
    id: 'nature-prehistoric-reptile',
    name: 'dinosaurs',
    category: 'nature',
    note: NHM,
    asOf: AS_OF,
    words: ['Buckland', 'Mantell', 'Anning', 'Lyme', 'Regis', 'Maastricht', 'flippered'],
    text: (d) => `Which prehistoric reptile ${d}?`,
    mc: (d) => `Which of these prehistoric reptiles ${d}?`,
    rows: PREHISTORIC,
  },
  {
    id: 'nature-extinct-animal',
    name: 'extinct-animals',
    category: 'nature',
    note: `${NHM}; IUCN Red List (iucnredlist.org)`,
    asOf: AS_OF,
    words: ['Hobart', 'Maori', 'Brea', 'Madagascan', 'marsupial', 'moa'],
    text: (d) => `Which extinct animal ${d}?`,
    mc: (d) => `Which of these extinct animals ${d}?`,
    rows: EXTINCT,
  },
];
