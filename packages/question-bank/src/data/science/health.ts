import type { FactTable, Row } from '../fact-table.js';

const AS_OF = '2026-11-26';
const GCSE = { subject: 'science', levels: ['gcse'] } as const;

/** [condition, the part of the body it inflames, level, aliases]: none whose name spells out the part. */
const INFLAMED: readonly Row[] = [
  ['hepatitis', 'Liver', 'm'],
  ['gastritis', 'Stomach', 'm', ['Stomach lining']],
  ['dermatitis', 'Skin', 'm'],
  ['cystitis', 'Bladder', 'm', ['Urinary bladder']],
  ['conjunctivitis', 'Eye', 'e', ['Eyes', 'Conjunctiva']],
  ['arthritis', 'Joints', 'e', ['Joint']],
  ['nephritis', 'Kidneys', 'h', ['Kidney']],
  ['encephalitis', 'Brain', 'h'],
  ['rhinitis', 'Nose', 'h', ['Nasal passages', 'Inside of the nose']],
  ['otitis', 'Ear', 'h', ['Ears', 'Middle ear']],
  ['colitis', 'Colon', 'h', ['Large intestine', 'Bowel', 'Large bowel']],
  ['phlebitis', 'Veins', 'h', ['Vein']],
  ['mastitis', 'Breast', 'h', ['Breasts']],
  ['pneumonia', 'Lungs', 'e', ['Lung']],
];

/** [what the hormone does, the hormone, level, aliases]: not insulin, which organ-function asks. */
const HORMONES: readonly Row[] = [
  ['prepares the body for fight or flight', 'Adrenaline', 'e', ['Epinephrine']],
  ['is the main male sex hormone, made in the testes', 'Testosterone', 'e'],
  ['is the main female sex hormone, made in the ovaries', 'Oestrogen', 'e', ['Estrogen']],
  ['keeps the lining of the womb thick during pregnancy', 'Progesterone', 'm'],
  ['is made by the butterfly-shaped gland in the neck and controls the metabolic rate', 'Thyroxine', 'm', ['T4']],
  ['is made by the pineal gland and brings on sleep at night', 'Melatonin', 'm'],
  ['is released during childbirth and breastfeeding and is nicknamed the love hormone', 'Oxytocin', 'm'],
  ['raises the level of glucose in the blood when it falls too low', 'Glucagon', 'h'],
  [
    'is the steroid stress hormone made by the adrenal glands, also given as a medicine for inflammation',
    'Cortisol',
    'm',
    ['Hydrocortisone'],
  ],
  ['controls how much water the kidneys put back into the blood', 'ADH', 'h', ['Antidiuretic hormone', 'Vasopressin']],
  [
    'is made by the pituitary gland and makes eggs mature in the ovaries',
    'FSH',
    'h',
    ['Follicle-stimulating hormone', 'Follicle stimulating hormone'],
  ],
];

export const HEALTH_TABLES: readonly FactTable[] = [
  {
    id: 'science-inflamed',
    name: 'human-body',
    category: 'science',
    note: 'NHS health A to Z (nhs.uk/conditions); Oxford Concise Medical Dictionary (10th edition)',
    asOf: AS_OF,
    words: ['nephritis', 'encephalitis', 'rhinitis', 'otitis', 'colitis', 'phlebitis', 'mastitis', 'cystitis'],
    text: (c) => `Which part of the body is inflamed in ${c}?`,
    mc: (c) => `Which part of the body does ${c} inflame?`,
    rows: INFLAMED,
  },
  {
    id: 'science-hormone',
    name: 'human-body',
    category: 'science',
    note: 'AQA GCSE Combined Science: Trilogy specification (8464), hormonal coordination; Society for Endocrinology, You and Your Hormones (yourhormones.info)',
    asOf: AS_OF,
    curriculum: GCSE,
    words: ['thyroxine', 'melatonin', 'oxytocin', 'glucagon', 'cortisol', 'pineal', 'testes'],
    text: (d) => `Which hormone ${d}?`,
    mc: (d) => `Which of these hormones ${d}?`,
    rows: HORMONES,
  },
];
