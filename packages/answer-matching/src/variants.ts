// British spellings whose American form is not produced by the suffix rules below. Context-dependent pairs
// (programme/program, tyre/tire, licence/license, practise/practice, draught/draft, cheque/check, kerb/curb,
// storey/story, metre/meter, disc/disk) and different things (tonne/ton, whisky/whiskey) are left out on purpose:
// see CONTENT-SOURCES.md.
const BRITISH_TO_AMERICAN: Record<string, string> = {
  grey: 'gray',
  greys: 'grays',
  aluminium: 'aluminum',
  caesium: 'cesium',
  sulphur: 'sulfur',
  sulphuric: 'sulfuric',
  sulphate: 'sulfate',
  defence: 'defense',
  offence: 'offense',
  pretence: 'pretense',
  catalogue: 'catalog',
  analogue: 'analog',
  monologue: 'monolog',
  travelogue: 'travelog',
  theatre: 'theater',
  theatres: 'theaters',
  centre: 'center',
  centres: 'centers',
  litre: 'liter',
  litres: 'liters',
  fibre: 'fiber',
  calibre: 'caliber',
  sabre: 'saber',
  sombre: 'somber',
  spectre: 'specter',
  lustre: 'luster',
  manoeuvre: 'maneuver',
  mould: 'mold',
  plough: 'plow',
  pyjamas: 'pajamas',
  moustache: 'mustache',
  sceptic: 'skeptic',
  sceptical: 'skeptical',
  jewellery: 'jewelry',
  jeweller: 'jeweler',
  aeroplane: 'airplane',
  doughnut: 'donut',
  encyclopaedia: 'encyclopedia',
  archaeology: 'archeology',
  archaeologist: 'archeologist',
  paediatrician: 'pediatrician',
  haemoglobin: 'hemoglobin',
  anaemia: 'anemia',
  oesophagus: 'esophagus',
  oestrogen: 'estrogen',
  foetus: 'fetus',
  mediaeval: 'medieval',
  travelled: 'traveled',
  travelling: 'traveling',
  traveller: 'traveler',
  travellers: 'travelers',
  cancelled: 'canceled',
  modelled: 'modeled',
  labelled: 'labeled',
  fuelled: 'fueled',
  marvellous: 'marvelous',
  woollen: 'woolen',
  counsellor: 'counselor',
  fulfil: 'fulfill',
  skilful: 'skillful',
  enrolment: 'enrollment',
  instalment: 'installment',
  judgement: 'judgment',
  ageing: 'aging',
  artefact: 'artifact',
  cosy: 'cozy',
};

// -ise/-ize and -yse/-yze with at least four letters before the suffix, so "prise" and "rise" stay as they are.
const ISE = /^([a-z]{4,})is(e|es|ed|ing|ation|ations|er|ers)$/;
const YSE = /^([a-z]{3,})ys(e|es|ed|ing)$/;
// -our/-or with at least three letters before it, so "four", "hour", "tour" and "flour" stay as they are.
const OUR = /^([a-z]{3,})our(s|ed|ing|ful|able|ably|ite|ites|er|ers|less|ism|ist|hood|hoods|y)?$/;
// Abbreviations that are only ever read one way before another word ("St Lucia", "Mt Everest").
const ABBREVIATIONS: Record<string, string> = { st: 'saint', mt: 'mount' };

/** One spelling for a word that British and American English spell differently (colour and color give color). */
export function foldSpellingVariant(word: string): string {
  const listed = BRITISH_TO_AMERICAN[word];
  if (listed !== undefined) return listed;
  return word.replace(ISE, '$1iz$2').replace(YSE, '$1yz$2').replace(OUR, '$1or$2');
}

/** Folds every word of a normalised answer, and expands "St" and "Mt" when another word follows. */
export function foldSpellingVariants(normalised: string): string {
  const words = normalised.split(' ');
  return words
    .map((word, i) => (i < words.length - 1 ? (ABBREVIATIONS[word] ?? word) : word))
    .map(foldSpellingVariant)
    .join(' ');
}
