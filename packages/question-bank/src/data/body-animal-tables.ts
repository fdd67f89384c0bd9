import type { FactTable, Row } from './fact-table.js';

const AS_OF = '2026-11-21';
const ANATOMY = 'Gray’s Anatomy (42nd edition); NHS health pages';

type Level = 'e' | 'm' | 'h';

/** [everyday name, anatomical name, level]. */
const BONES: readonly (readonly [string, string, Level])[] = [
  ['kneecap', 'Patella', 'e'],
  ['collarbone', 'Clavicle', 'm'],
  ['shoulder blade', 'Scapula', 'm'],
  ['breastbone', 'Sternum', 'm'],
  ['thigh bone', 'Femur', 'e'],
  ['shinbone', 'Tibia', 'm'],
  ['lower jawbone', 'Mandible', 'm'],
  ['upper arm bone', 'Humerus', 'm'],
  ['tailbone', 'Coccyx', 'm'],
  ['stirrup bone of the middle ear', 'Stapes', 'h'],
  ['anvil bone of the middle ear', 'Incus', 'h'],
  ['hammer bone of the middle ear', 'Malleus', 'h'],
];

const ORGANS: readonly Row[] = [
  ['is the largest organ of the human body', 'Skin', 'e'],
  ['is the largest internal organ of the human body', 'Liver', 'm'],
  ['makes insulin', 'Pancreas', 'm'],
  ['pumps blood around the body', 'Heart', 'e'],
  ['filters the blood to make urine', 'Kidney', 'e', ['Kidneys']],
  ['stores bile between meals', 'Gallbladder', 'm', ['Gall bladder']],
  ['absorbs most of the nutrients from digested food', 'Small intestine', 'm', ['Small bowel']],
  ['passes oxygen from the air into the blood', 'Lungs', 'e', ['Lung']],
];

const BODY_NUMBERS: readonly Row[] = [
  ['bones are there in an adult human skeleton', '206', 'e', ['Two hundred and six']],
  ['teeth are in a full adult set, wisdom teeth included', '32', 'm', ['Thirty-two']],
  ['chambers does the human heart have', '4', 'e', ['Four']],
  ['milk teeth does a child usually have', '20', 'm', ['Twenty']],
  ['pairs of chromosomes are in a typical human cell', '23', 'm', ['Twenty-three']],
  ['pairs of ribs does a human usually have', '12', 'm', ['Twelve']],
];

/** Plurals and spellings a quizmaster accepts for each group. */
const GROUP_ALIASES: Record<string, readonly string[]> = {
  Mammal: ['Mammals'],
  Bird: ['Birds'],
  Reptile: ['Reptiles'],
  Amphibian: ['Amphibians'],
  Fish: ['Fishes'],
  Arachnid: ['Arachnids'],
  Insect: ['Insects'],
  Crustacean: ['Crustaceans'],
  Mollusc: ['Molluscs', 'Mollusk', 'Mollusks'],
};

/** [animal, group, level]: textbook classes; the whole group is also accepted where the options differ in rank. */
const ANIMALS: readonly (readonly [string, string, Level])[] = [
  ['dolphin', 'Mammal', 'e'],
  ['whale', 'Mammal', 'e'],
  ['bat', 'Mammal', 'e'],
  ['platypus', 'Mammal', 'm'],
  ['hedgehog', 'Mammal', 'e'],
  ['walrus', 'Mammal', 'e'],
  ['manatee', 'Mammal', 'm'],
  ['penguin', 'Bird', 'e'],
  ['ostrich', 'Bird', 'e'],
  ['kiwi', 'Bird', 'e'],
  ['emu', 'Bird', 'e'],
  ['puffin', 'Bird', 'e'],
  ['crocodile', 'Reptile', 'e'],
  ['tortoise', 'Reptile', 'e'],
  ['chameleon', 'Reptile', 'e'],
  ['Komodo dragon', 'Reptile', 'e'],
  ['gecko', 'Reptile', 'e'],
  ['slow worm', 'Reptile', 'm'],
  ['frog', 'Amphibian', 'e'],
  ['newt', 'Amphibian', 'e'],
  ['salamander', 'Amphibian', 'm'],
  ['axolotl', 'Amphibian', 'm'],
  ['caecilian', 'Amphibian', 'h'],
  ['shark', 'Fish', 'e'],
  ['seahorse', 'Fish', 'm'],
  ['eel', 'Fish', 'm'],
  ['spider', 'Arachnid', 'e'],
  ['scorpion', 'Arachnid', 'm'],
  ['tick', 'Arachnid', 'm'],
  ['ladybird', 'Insect', 'e'],
  ['dragonfly', 'Insect', 'e'],
  ['ant', 'Insect', 'e'],
  ['crab', 'Crustacean', 'e'],
  ['lobster', 'Crustacean', 'e'],
  ['woodlouse', 'Crustacean', 'h'],
  ['barnacle', 'Crustacean', 'h'],
  ['octopus', 'Mollusc', 'm'],
  ['snail', 'Mollusc', 'e'],
  ['squid', 'Mollusc', 'm'],
  ['slug', 'Mollusc', 'm'],
];

export const BODY_ANIMAL_TABLES: readonly FactTable[] = [
  {
    id: 'bone-name',
    name: 'human-body',
    category: 'science',
    note: ANATOMY,
    asOf: AS_OF,
    text: (b) => `What is the anatomical name of the ${b}?`,
    mc: (b) => `Which bone is commonly called the ${b}?`,
    rows: BONES.map(([common, name, level]): Row => [common, name, level]),
  },
  {
    id: 'organ-function',
    name: 'human-body',
    category: 'science',
    note: ANATOMY,
    asOf: AS_OF,
    text: (d) => `Which organ ${d}?`,
    mc: (d) => `Which of these organs ${d}?`,
    rows: ORGANS,
    extraDistractors: ['Stomach', 'Spleen', 'Brain', 'Bladder'],
  },
  {
    id: 'body-number',
    name: 'human-body',
    category: 'science',
    note: ANATOMY,
    asOf: AS_OF,
    text: (d) => `How many ${d}?`,
    mc: (d) => `Pick the right number: how many ${d}?`,
    rows: BODY_NUMBERS,
    extraDistractors: ['6', '8', '16', '24', '28', '30', '46', '196', '212', '300'],
    allowLookAlikes: true,
  },
  {
    id: 'animal-class',
    name: 'animal-classes',
    category: 'nature',
    note: 'Natural History Museum (London) animal pages; Encyclopaedia Britannica',
    asOf: AS_OF,
    text: (a) => `Is the ${a} a mammal, bird, reptile, amphibian, fish, insect, arachnid, crustacean or mollusc?`,
    mc: (a) => `Which group of animals does the ${a} belong to?`,
    rows: ANIMALS.map(([animal, group, level]): Row => [animal, group, level, GROUP_ALIASES[group] ?? []]),
  },
];
