import type { FactTable, Row } from '../fact-table.js';

const AS_OF = '2026-11-26';
const NOTE =
  'AQA GCSE Combined Science: Trilogy specification (8464); BBC Bitesize GCSE Combined Science; Oxford Dictionary of Biology (8th edition)';
const GCSE = { subject: 'science', levels: ['gcse'] } as const;

/** [what the part does, the part, level, aliases]. */
const CELL_PARTS: readonly Row[] = [
  ['controls its activities and holds its genetic material', 'Nucleus', 'e'],
  ['is where aerobic respiration releases energy', 'Mitochondria', 'e', ['Mitochondrion']],
  ['is where photosynthesis takes place', 'Chloroplasts', 'm', ['Chloroplast']],
  ['is where proteins are made', 'Ribosomes', 'm', ['Ribosome']],
  ['controls what passes in and out', 'Membrane', 'm', ['Cell membrane', 'Plasma membrane']],
  ['is the jelly-like substance where most chemical reactions happen', 'Cytoplasm', 'm'],
  ['is the permanent sac of sap found in plants', 'Vacuole', 'm'],
  ['is the rigid layer of cellulose that supports a plant', 'Wall', 'm', ['Cell wall']],
  ['is the small ring of extra DNA found in bacteria', 'Plasmid', 'h', ['Plasmids']],
  ['is the whip-like tail that lets some bacteria swim', 'Flagellum', 'h', ['Flagella']],
];

/** [what the term means, the term, level, aliases]. */
const PLANT_TERMS: readonly Row[] = [
  ['the process by which green plants make glucose from carbon dioxide and water, using light', 'Photosynthesis', 'e'],
  ['the green pigment in leaves that absorbs light', 'Chlorophyll', 'e'],
  ['the loss of water vapour from the leaves of a plant', 'Transpiration', 'm'],
  ['the tiny pores on the underside of a leaf that let gases in and out', 'Stomata', 'm', ['Stoma', 'Stomas']],
  ['the tissue that carries water and minerals up from the roots', 'Xylem', 'm'],
  ['the tissue that carries dissolved sugars around a plant', 'Phloem', 'm'],
  ['the growth of a plant’s shoots towards light', 'Phototropism', 'm'],
  ['the transfer of pollen from an anther to a stigma', 'Pollination', 'e'],
  ['the sprouting of a seed into a young plant', 'Germination', 'e'],
  ['the male part of a flower, made of an anther on a filament', 'Stamen', 'm'],
  ['the female part of a flower, made of stigma, style and ovary', 'Carpel', 'h', ['Pistil']],
  ['the sweet liquid made by flowers to attract insects', 'Nectar', 'e'],
  ['the carbohydrate that plants store glucose as, which turns iodine blue-black', 'Starch', 'm'],
  ['the carbohydrate that makes up plant cell walls', 'Cellulose', 'm'],
  ['the tiny hair-like cells that take in water from the soil', 'Root hairs', 'h', ['Root hair cells', 'Root hair']],
];

/** [what the term means, the term, level, aliases]. */
const BIO_TERMS: readonly Row[] = [
  [
    'the release of energy from glucose, which goes on in every living cell',
    'Respiration',
    'm',
    ['Cellular respiration'],
  ],
  ['the movement of water across a partially permeable membrane', 'Osmosis', 'm'],
  ['the spreading of particles from where they are concentrated to where they are less so', 'Diffusion', 'm'],
  ['the keeping of the body’s internal conditions steady', 'Homeostasis', 'm'],
  ['cell division that produces two identical daughter cells', 'Mitosis', 'm'],
  ['cell division that produces sperm and egg cells', 'Meiosis', 'm'],
  ['a protein that acts as a biological catalyst', 'Enzyme', 'e'],
  ['a chemical messenger carried in the blood', 'Hormone', 'e'],
  ['a microorganism that causes disease', 'Pathogen', 'm', ['Germ']],
  ['an animal that eats only plants', 'Herbivore', 'e'],
  ['an animal that eats only meat', 'Carnivore', 'e'],
  ['an animal that eats both plants and meat', 'Omnivore', 'e'],
  ['an organism, such as a green plant, that makes its own food', 'Producer', 'm', ['Autotroph']],
  ['a sex cell such as a sperm or an egg', 'Gamete', 'm'],
  ['a section of DNA that codes for a particular protein', 'Gene', 'e'],
  ['the different forms of the same gene, such as those for blue or brown eyes', 'Alleles', 'm', ['Allele']],
  ['a random change in an organism’s DNA', 'Mutation', 'e'],
  ['the whole set of genetic material of an organism', 'Genome', 'm'],
  ['a genetically identical copy of an organism, such as Dolly the sheep', 'Clone', 'e'],
  ['the variety of all the different species in an area or on Earth', 'Biodiversity', 'e'],
  ['the place where an organism lives', 'Habitat', 'e'],
  ['the permanent dying out of a species', 'Extinction', 'e'],
  ['a medicine that kills bacteria but not viruses', 'Antibiotic', 'e', ['Antibiotics']],
  ['a weakened or dead form of a germ given to make a person immune', 'Vaccine', 'e', ['Vaccination']],
  ['the change of a tadpole into a frog or a caterpillar into a butterfly', 'Metamorphosis', 'e'],
];

/** [abbreviation, what it stands for, level, aliases]. */
const ABBREVIATIONS: readonly Row[] = [
  ['DNA', 'Deoxyribonucleic acid', 'm'],
  ['RNA', 'Ribonucleic acid', 'h'],
  ['ATP', 'Adenosine triphosphate', 'h'],
  ['LED', 'Light-emitting diode', 'e', ['Light emitting diode']],
  ['LCD', 'Liquid crystal display', 'm'],
  ['MRI', 'Magnetic resonance imaging', 'e'],
  ['radar', 'Radio detection and ranging', 'h', ['Radio detecting and ranging']],
  ['sonar', 'Sound navigation and ranging', 'h'],
  ['CFC', 'Chlorofluorocarbon', 'h', ['Chlorofluorocarbons']],
  ['PVC', 'Polyvinyl chloride', 'm'],
  ['TNT', 'Trinitrotoluene', 'm'],
  ['AC in electricity', 'Alternating current', 'e'],
  ['DC in electricity', 'Direct current', 'e'],
  ['UV', 'Ultraviolet', 'e', ['Ultra violet', 'Ultra-violet']],
  ['IVF', 'In vitro fertilisation', 'e', ['In vitro fertilization']],
  ['HIV', 'Human immunodeficiency virus', 'm'],
  ['CPR', 'Cardiopulmonary resuscitation', 'e'],
  ['ECG', 'Electrocardiogram', 'h', ['Electrocardiograph', 'Electrocardiography']],
  ['BMI', 'Body mass index', 'e'],
  ['GM food', 'Genetically modified', 'e'],
];

export const BIOLOGY_TABLES: readonly FactTable[] = [
  {
    id: 'science-cell-part',
    name: 'biology',
    category: 'science',
    note: NOTE,
    asOf: AS_OF,
    curriculum: GCSE,
    text: (d) => `Which part of a cell ${d}?`,
    mc: (d) => `In biology, which part of a cell ${d}?`,
    rows: CELL_PARTS,
  },
  {
    id: 'science-plant-term',
    name: 'biology',
    category: 'science',
    note: NOTE,
    asOf: AS_OF,
    curriculum: GCSE,
    text: (d) => `In plant biology, what name is given to ${d}?`,
    mc: (d) => `What do botanists call ${d}?`,
    rows: PLANT_TERMS,
  },
  {
    id: 'science-bio-term',
    name: 'biology',
    category: 'science',
    note: NOTE,
    asOf: AS_OF,
    curriculum: GCSE,
    text: (d) => `What is the biological term for ${d}?`,
    mc: (d) => `Which word do biologists use for ${d}?`,
    rows: BIO_TERMS,
  },
  {
    id: 'science-abbreviation',
    name: 'science-abbreviations',
    category: 'science',
    note: 'Oxford Dictionary of Science (7th edition); Collins English Dictionary',
    asOf: AS_OF,
    namedSubjects: true,
    text: (a) => `In science, what does ${a} stand for?`,
    mc: (a) => `What does the abbreviation ${a} stand for?`,
    rows: ABBREVIATIONS,
  },
];
