import type { FactTable, Row } from '../fact-table.js';

const AS_OF = '2026-11-26';

/** [description of an animal, its name, level, aliases]: well-known animals, mostly for easy rounds. */
const ANIMALS: readonly Row[] = [
  ['the striped African relative of the horse', 'Zebra', 'e'],
  ['the Australian animal that hops and carries its young in a pouch', 'Kangaroo', 'e'],
  [
    'the slow-moving mammal that hangs upside down in the trees of Central and South American rain forests',
    'Sloth',
    'e',
  ],
  ['the insect that makes honey', 'Bee', 'e', ['Honeybee', 'Honey bee']],
  ['the white-furred giant of the Arctic ice', 'Polar bear', 'e'],
  ['the reptile with a domed shell that lives only on land', 'Tortoise', 'e'],
  ['the night-time bird of prey that can turn its head almost all the way round', 'Owl', 'e'],
  ['the black-and-white mammal of the Americas that sprays a foul-smelling liquid', 'Skunk', 'e'],
  ['the masked North American mammal that raids dustbins', 'Raccoon', 'e'],
  ['the big cat whose males have a shaggy mane', 'Lion', 'e'],
  ['the marine mammal with long tusks and bristly whiskers', 'Walrus', 'e'],
  ['the caterpillar that spins a cocoon which is unwound to make a fine fabric', 'Silkworm', 'e', ['Silk moth']],
  ['the big spotted cat of South American rain forests, a strong swimmer', 'Jaguar', 'm'],
  ['the striped big cat of Asia', 'Tiger', 'e'],
  ['the largest wild member of the dog family', 'Grey wolf', 'm', ['Wolf', 'Gray wolf']],
  ['the spotted African and Asian big cat that drags its prey up into trees', 'Leopard', 'm'],
  [
    'the fish that puffs itself up into a spiky ball when threatened',
    'Pufferfish',
    'e',
    ['Puffer fish', 'Blowfish', 'Fugu'],
    ['Porcupinefish', 'Porcupine fish', 'Balloonfish'],
  ],
  ['the snake that spreads a hood when alarmed', 'Cobra', 'e'],
  ['the see-through sea creature that drifts with stinging tentacles', 'Jellyfish', 'e'],
  ['the insect whose bite spreads malaria', 'Mosquito', 'e'],
  ['the crustacean that lives in empty shells and moves into bigger ones as it grows', 'Hermit crab', 'e'],
  ['the brightly coloured bird that can learn to copy human speech', 'Parrot', 'e'],
  ['the fish that swims back up the river where it hatched in order to spawn', 'Salmon', 'e', ['Atlantic salmon']],
  ['the large rodent covered in long sharp quills', 'Porcupine', 'e'],
  ['the armour-plated mammal of the Americas', 'Armadillo', 'e'],
  ['the gentle sea mammal of warm coasts and rivers, also called the sea cow', 'Manatee', 'm', [], ['Dugong']],
  ['the large ape of central Africa whose males are called silverbacks', 'Gorilla', 'e'],
  ['the striped desert mammal that stands on its hind legs as a lookout', 'Meerkat', 'e'],
  ['the Australian bird whose male builds and decorates a structure of twigs to attract a mate', 'Bowerbird', 'h'],
];

export const ANIMAL_DESCRIPTION_TABLES: readonly FactTable[] = [
  {
    id: 'nature-animal-description',
    name: 'animals-by-description',
    category: 'nature',
    note: 'Natural History Museum (London) animal pages (nhm.ac.uk); Encyclopaedia Britannica; WWF species pages (wwf.org.uk)',
    asOf: AS_OF,
    words: ['silverbacks', 'meerkat'],
    text: (d) => `Which animal is ${d}?`,
    mc: (d) => `Which of these animals is ${d}?`,
    rows: ANIMALS,
  },
];
