import type { FactTable, Row } from '../fact-table.js';

const AS_OF = '2026-11-26';
const NOTE =
  'NHS health A to Z (nhs.uk/conditions); Gray’s Anatomy (42nd edition); AQA GCSE Combined Science: Trilogy specification (8464)';
const GCSE = { subject: 'science', levels: ['gcse'] } as const;

/** [what the part does or is, the part, level, aliases, also right]: not the eight organs of organ-function. */
const PARTS: readonly Row[] = [
  ['produces bile to help digest fats', 'Liver', 'm'],
  ['churns food with acid and enzymes after it is swallowed', 'Stomach', 'e'],
  ['is the muscular tube that carries food from the throat to the stomach', 'Oesophagus', 'm', ['Gullet', 'Esophagus']],
  ['is commonly called the voice box', 'Larynx', 'e'],
  ['is commonly called the windpipe', 'Trachea', 'm'],
  ['is the flap that stops food going down the windpipe when you swallow', 'Epiglottis', 'm'],
  ['absorbs water from undigested food before it leaves the body', 'Large intestine', 'm', ['Colon', 'Large bowel']],
  ['stores urine until it is passed', 'Bladder', 'e', ['Urinary bladder']],
  ['is the pea-sized gland under the brain, often called the master gland', 'Pituitary', 'm', ['Pituitary gland']],
  [
    'is the butterfly-shaped gland in the neck whose hormones control the metabolic rate',
    'Thyroid',
    'm',
    ['Thyroid gland'],
  ],
  ['is the sheet of muscle under the lungs that contracts when you breathe in', 'Diaphragm', 'm'],
  ['is the largest part of the brain, divided into two hemispheres', 'Cerebrum', 'm'],
  ['is the part of the brain at the back that coordinates balance and movement', 'Cerebellum', 'h'],
  ['is the organ on the left of the abdomen that filters old red blood cells', 'Spleen', 'h'],
  ['is the small pouch off the large intestine that can become inflamed and need removing', 'Appendix', 'e'],
  ['is the tough cord that joins a muscle to a bone', 'Tendon', 'e'],
  ['is the tough band that joins one bone to another at a joint', 'Ligament', 'm'],
  ['is the soft tissue inside the large bones where blood cells are made', 'Bone marrow', 'e', ['Marrow']],
  ['is the largest muscle in the human body, in the buttock', 'Gluteus maximus', 'h', ['Glutes', 'Gluteus']],
];

/** [which part of the eye or ear and what it does, the part, level, aliases]. */
const SENSES: readonly Row[] = [
  ['of the eye is coloured and controls the size of the pupil', 'Iris', 'e'],
  ['of the eye is the black opening in the middle that lets light in', 'Pupil', 'e'],
  ['of the eye is the light-sensitive layer at the back', 'Retina', 'e'],
  ['of the eye is the clear dome at the front that covers the iris', 'Cornea', 'm'],
  ['of the eye changes shape to focus light on the back of the eye', 'Lens', 'e'],
  ['of the eye is the tough white outer coat', 'Sclera', 'h', ['White of the eye']],
  ['carries signals from the eye to the brain', 'Optic nerve', 'm'],
  ['of the retina detects colour', 'Cones', 'h', ['Cone cells', 'Cone']],
  ['of the retina works best in dim light but sees no colour', 'Rods', 'h', ['Rod cells', 'Rod']],
  ['of the ear vibrates when sound waves reach it', 'Eardrum', 'e', ['Tympanic membrane']],
  ['of the inner ear is coiled like a snail shell and turns vibrations into nerve signals', 'Cochlea', 'm'],
  [
    'of the ear is the passage joining the middle ear to the back of the throat',
    'Eustachian tube',
    'h',
    ['Auditory tube'],
  ],
  [
    'of the inner ear, three fluid-filled loops, helps you keep your balance',
    'Semicircular canals',
    'h',
    ['Semicircular canal'],
  ],
  ['of the ear is the visible flap on the side of the head', 'Pinna', 'h', ['Auricle', 'Outer ear']],
];

/** [what the name is given to, the name, level, aliases]. */
const BLOOD: readonly Row[] = [
  ['the blood vessels that carry blood away from the heart', 'Arteries', 'e', ['Artery']],
  ['the blood vessels that carry blood back to the heart', 'Veins', 'e', ['Vein']],
  [
    'the tiny vessels, one cell thick, where substances pass between the blood and the tissues',
    'Capillaries',
    'm',
    ['Capillary'],
  ],
  ['the largest artery in the human body', 'Aorta', 'm'],
  ['the iron-rich protein that carries oxygen in red blood cells', 'Haemoglobin', 'm', ['Hemoglobin']],
  [
    'the cells with no nucleus that carry oxygen around the body',
    'Red blood cells',
    'e',
    ['Red cells', 'Erythrocytes', 'Red corpuscles'],
  ],
  [
    'lymphocytes and phagocytes, which fight infection, as a group',
    'White blood cells',
    'm',
    ['White cells', 'Leucocytes', 'Leukocytes'],
  ],
  ['the cell fragments that help a cut to clot', 'Platelets', 'm', ['Thrombocytes']],
  ['the pale yellow liquid part of the blood', 'Plasma', 'e', ['Blood plasma']],
  ['the two upper chambers of the heart', 'Atria', 'm', ['Atrium', 'Auricles']],
  ['the two lower chambers of the heart, which pump blood out of it', 'Ventricles', 'm', ['Ventricle']],
  ['the blood vessel that carries blood from the heart to the lungs', 'Pulmonary artery', 'h'],
  ['the blood vessel that brings blood from the lungs back to the heart', 'Pulmonary vein', 'h', ['Pulmonary veins']],
  ['the proteins made by white blood cells that stick to particular germs', 'Antibodies', 'm', ['Antibody']],
];

/** [what the name is given to, the name, level, aliases]. */
const TEETH: readonly Row[] = [
  ['the flat-edged front teeth used for biting and cutting', 'Incisors', 'm', ['Incisor']],
  ['the pointed teeth beside the incisors, used for tearing', 'Canines', 'e', ['Canine', 'Eye teeth']],
  ['the broad back teeth used for crushing and grinding', 'Molars', 'e', ['Molar']],
  ['the teeth between the canines and the molars', 'Premolars', 'm', ['Premolar', 'Bicuspids']],
  ['the third molars, usually the last to come through, in early adulthood', 'Wisdom teeth', 'e', ['Wisdom tooth']],
  [
    'a child’s first set, which starts to fall out at about six',
    'Milk teeth',
    'e',
    ['Baby teeth', 'Primary teeth', 'Deciduous teeth'],
  ],
  ['the hard outer coating of a tooth, the hardest substance in the human body', 'Enamel', 'e', ['Tooth enamel']],
  ['the bone-like layer of a tooth beneath the enamel', 'Dentine', 'h', ['Dentin']],
  ['the soft centre of a tooth, containing nerves and blood vessels', 'Pulp', 'h', ['Dental pulp']],
  ['the sticky film of bacteria that builds up on teeth', 'Plaque', 'e', ['Dental plaque']],
  ['the hard deposit that builds up on teeth, which a hygienist scrapes off', 'Tartar', 'm', ['Calculus']],
  ['inflammation of the gums', 'Gingivitis', 'h', ['Gum disease']],
];

/** [disease, the vitamin whose lack causes it, level, aliases]. */
const DEFICIENCY: readonly Row[] = [
  ['scurvy', 'Vitamin C', 'e', ['C', 'Ascorbic acid']],
  ['rickets', 'Vitamin D', 'm', ['D']],
  ['night blindness', 'Vitamin A', 'm', ['A', 'Retinol']],
  ['beriberi', 'Vitamin B1', 'h', ['B1', 'Thiamine', 'Thiamin']],
  ['pellagra', 'Vitamin B3', 'h', ['B3', 'Niacin']],
];

/** [what the vitamin is or does, the vitamin, level, aliases]. */
const VITAMINS: readonly Row[] = [
  ['does the skin make when it is exposed to sunlight', 'Vitamin D', 'e', ['D']],
  ['is plentiful in oranges, lemons and other citrus fruits', 'Vitamin C', 'e', ['C']],
  ['is also called ascorbic acid', 'Vitamin C', 'm', ['C']],
  ['is also called retinol', 'Vitamin A', 'h', ['A']],
  ['does the body make from the beta-carotene in carrots', 'Vitamin A', 'm', ['A']],
  ['is needed for blood to clot, and takes its letter from the German word for clotting', 'Vitamin K', 'h', ['K']],
  ['is given to newborn babies by injection to prevent bleeding', 'Vitamin K', 'h', ['K']],
  ['is also called thiamine', 'Vitamin B1', 'h', ['B1']],
  ['is also called riboflavin', 'Vitamin B2', 'h', ['B2']],
  ['is also called cobalamin', 'Vitamin B12', 'h', ['B12']],
  [
    'is found naturally almost only in animal foods, so vegans are advised to take a supplement',
    'Vitamin B12',
    'h',
    ['B12'],
  ],
  [
    'should everyone in the UK consider taking as a supplement in autumn and winter, the NHS advises',
    'Vitamin D',
    'm',
    ['D'],
  ],
  ['is also called tocopherol', 'Vitamin E', 'h', ['E']],
];

const VITAMIN_OPTIONS = [
  'Vitamin A',
  'Vitamin B1',
  'Vitamin B2',
  'Vitamin B6',
  'Vitamin B12',
  'Vitamin C',
  'Vitamin D',
  'Vitamin E',
  'Vitamin K',
];

/** [what is counted, the number, level, aliases]: not the bones, teeth, heart chambers, ribs or chromosomes of body-number. */
const COUNTS: readonly Row[] = [
  ['degrees Celsius is normal human body temperature, roughly', '37', 'e', ['Thirty-seven']],
  ['senses are traditionally counted in humans', '5', 'e', ['Five']],
  ['tiny bones are in each middle ear', '3', 'm', ['Three']],
  ['lobes does the right lung have', '3', 'h', ['Three']],
  ['lobes does the left lung have', '2', 'h', ['Two']],
  ['blood groups are there in the ABO system', '4', 'm', ['Four']],
  ['vertebrae are in the human neck', '7', 'h', ['Seven']],
  ['bones are in each human hand, wrist included', '27', 'h', ['Twenty-seven']],
  ['pairs of cranial nerves does a human have', '12', 'h', ['Twelve']],
  ['kidneys does a healthy person usually have', '2', 'e', ['Two']],
];

export const BODY_TABLES: readonly FactTable[] = [
  {
    id: 'science-body-part',
    name: 'human-body',
    category: 'science',
    note: NOTE,
    asOf: AS_OF,
    curriculum: GCSE,
    text: (d) => `Which part of the human body ${d}?`,
    mc: (d) => `Which of these parts of the body ${d}?`,
    rows: PARTS,
  },
  {
    id: 'science-sense-part',
    name: 'human-body',
    category: 'science',
    note: NOTE,
    asOf: AS_OF,
    curriculum: GCSE,
    text: (d) => `Which part ${d}?`,
    mc: (d) => `In the human body, which part ${d}?`,
    rows: SENSES,
  },
  {
    id: 'science-blood',
    name: 'human-body',
    category: 'science',
    note: NOTE,
    asOf: AS_OF,
    curriculum: GCSE,
    text: (d) => `What name is given to ${d}?`,
    mc: (d) => `Which name is given to ${d}?`,
    rows: BLOOD,
  },
  {
    id: 'science-teeth',
    name: 'human-body',
    category: 'science',
    note: NOTE,
    asOf: AS_OF,
    text: (d) => `What name is given to ${d}?`,
    mc: (d) => `Which term names ${d}?`,
    rows: TEETH,
  },
  {
    id: 'science-vitamin-lack',
    name: 'vitamins',
    category: 'science',
    note: 'NHS, Vitamins and minerals (nhs.uk/conditions/vitamins-and-minerals); NHS A to Z pages on scurvy and rickets',
    asOf: AS_OF,
    text: (d) => `A lack of which vitamin causes ${d}?`,
    mc: (d) => `Which vitamin deficiency causes ${d}?`,
    rows: DEFICIENCY,
    extraDistractors: VITAMIN_OPTIONS,
  },
  {
    id: 'science-vitamin',
    name: 'vitamins',
    category: 'science',
    note: 'NHS, Vitamins and minerals (nhs.uk/conditions/vitamins-and-minerals); British Nutrition Foundation',
    asOf: AS_OF,
    words: ['ascorbic', 'retinol', 'cobalamin', 'riboflavin', 'tocopherol', 'thiamine'],
    text: (d) => `Which vitamin ${d}?`,
    mc: (d) => `Which of these vitamins ${d}?`,
    rows: VITAMINS,
    extraDistractors: VITAMIN_OPTIONS,
  },
  {
    id: 'science-body-count',
    name: 'human-body',
    category: 'science',
    note: NOTE,
    asOf: AS_OF,
    text: (d) => `How many ${d}?`,
    mc: (d) => `Pick the right number: how many ${d}?`,
    rows: COUNTS,
    extraDistractors: ['1', '6', '8', '9', '10', '14', '20', '24', '26', '30', '32', '36', '38', '46'],
    allowLookAlikes: true,
  },
];
