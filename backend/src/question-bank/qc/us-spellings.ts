/**
 * American spellings whose British form is not one regular change away (gray → grey is a whole word, not a rule).
 * Only words the British dictionary refuses reach this table, so "tire" or "program" are never touched here.
 */
const IRREGULAR: Readonly<Record<string, string>> = {
  gray: 'grey',
  grays: 'greys',
  grayish: 'greyish',
  aluminum: 'aluminium',
  plow: 'plough',
  plows: 'ploughs',
  plowed: 'ploughed',
  mustache: 'moustache',
  mustaches: 'moustaches',
  pajamas: 'pyjamas',
  cozy: 'cosy',
  donut: 'doughnut',
  donuts: 'doughnuts',
  airplane: 'aeroplane',
  airplanes: 'aeroplanes',
  jewelry: 'jewellery',
  maneuver: 'manoeuvre',
  maneuvers: 'manoeuvres',
  yogurt: 'yoghurt',
  omelet: 'omelette',
  omelets: 'omelettes',
  tidbit: 'titbit',
  mom: 'mum',
  behoove: 'behove',
};

type Rule = (word: string) => string[];

/**
 * Every word made by replacing one match of `from` with `to` (a word may carry the pattern more than once). The
 * patterns use lookarounds for context, so only the matched letters themselves are replaced.
 */
function replaceEach(word: string, from: RegExp, to: string): string[] {
  return [...word.matchAll(new RegExp(from.source, 'g'))].map(
    (match) => word.slice(0, match.index) + to + word.slice(match.index + match[0].length),
  );
}

/** The regular American-to-British changes, each as candidates the British dictionary then confirms or not. */
const RULES: readonly Rule[] = [
  // color → colour, favorite → favourite, neighborhood → neighbourhood
  (w) => replaceEach(w, /(?<=\w)or(?!u)/, 'our'),
  // center → centre, theaters → theatres, fibered stays a candidate the dictionary may refuse
  (w) => replaceEach(w, /(?<=[bcdgtv])er(?=$|s$|ed$)/, 're'),
  // organize → organise, realization → realisation, analyze → analyse
  (w) => replaceEach(w, /iz/, 'is'),
  (w) => replaceEach(w, /yz/, 'ys'),
  // catalog → catalogue, dialogs → dialogues
  (w) => replaceEach(w, /og(?=$|s$)/, 'ogue'),
  // defense → defence, offense → offence
  (w) => replaceEach(w, /ense(?=$|s$)/, 'ence'),
  // traveled → travelled, canceling → cancelling, jeweler → jeweller
  (w) => replaceEach(w, /(?<=[aeiou])l(?=ed$|ing$|er$|ers$)/, 'll'),
  // skillful → skilful, fulfill → fulfil, enrollment → enrolment
  (w) => replaceEach(w, /ll(?=ful|ment|$|s$)/, 'l'),
  // pediatric → paediatric, anemia → anaemia, estrogen → oestrogen; never in short words ("de" is not "doe")
  (w) => (w.length >= 6 ? replaceEach(w, /e(?=[a-z]{2})/, 'ae') : []),
  (w) => (w.length >= 6 ? replaceEach(w, /e(?=[a-z]{2})/, 'oe') : []),
  // mold → mould, smolder → smoulder
  (w) => replaceEach(w, /o(?=l[dt])/, 'ou'),
  // skeptic → sceptic
  (w) => replaceEach(w, /sk(?=ep)/, 'sc'),
];

/**
 * The British spelling of an American one (in lower case), or null when no known change gives a word `isBritish`
 * accepts.
 */
export function britishFormOf(word: string, isBritish: (candidate: string) => boolean): string | null {
  const irregular = IRREGULAR[word];
  if (irregular) return irregular;
  for (const rule of RULES) {
    const found = rule(word).find(isBritish);
    if (found) return found;
  }
  return null;
}
