import breeds from 'dog-breeds/dog-breeds.json' with { type: 'json' };
import { questionsFromFact } from '../lib/question-factory.js';
import type { Difficulty, GeneratedQuestion } from '../types.js';

const SOURCE = 'dog-breeds@2.1.0';
const AS_OF = '2026-11-21';

/** Origins that are present-day countries (or a nation of the UK), normalised to the names we use elsewhere. */
const ORIGINS: Record<string, string> = {
  "People's Republic of China": 'China',
  China: 'China',
  'Czech Republic': 'Czechia',
};
const UK_NATIONS = new Set(['England', 'Scotland', 'Wales', 'United Kingdom']);
const NOT_COUNTRIES = new Set([
  'Tibet',
  'Soviet Union',
  'Czechoslovakia',
  'North Africa',
  'Alaska',
  'German Empire',
  'Brittany',
  'Soviet Central Asia',
  'Mallorca',
  'Ibiza',
  'Canary Islands',
  'Europe',
  'Ancient Rome',
  'Kurdistan',
  'Rhodesia',
  'Arabian Peninsula',
  'Sarail Upazila',
  'Siberia',
  'Taiwan Island',
  'Sakha',
  'Faroe Islands',
  'Greenland',
]);

const FAMOUS = new Set(
  (
    'Labrador Retriever|Golden Retriever|German Shepherd|Dachshund|Chihuahua|Poodle|Dalmatian|Beagle|Pug|Akita|' +
    'Shih Tzu|Great Dane|Pomeranian|Rottweiler|Siberian Husky|Saint Bernard|Newfoundland|Pekingese|Shar Pei|' +
    'Bernese Mountain Dog|Chow Chow|Basenji|Afghan Hound|Samoyed|Weimaraner|Doberman Pinscher|Boxer|Shiba Inu'
  ).split('|'),
);

interface Breed {
  name: string;
  origin: string;
}

function usable(): Breed[] {
  const seen = new Set<string>();
  const out: Breed[] = [];
  for (const b of breeds) {
    const origin = ORIGINS[b.origin] ?? b.origin;
    if (!origin || origin.includes(',') || NOT_COUNTRIES.has(origin) || seen.has(b.name)) continue;
    // A breed named after its answer ("English Setter", "Scottish Terrier") gives itself away.
    const stem = origin.toLowerCase().slice(0, 4);
    if (b.name.toLowerCase().includes(stem)) continue;
    if (/english|scottish|welsh|british|irish/i.test(b.name) && UK_NATIONS.has(origin)) continue;
    seen.add(b.name);
    out.push({ name: b.name, origin });
  }
  return out;
}

/** A breed from England is also from the United Kingdom, so those answers never appear together. */
function alsoRight(origin: string): string[] {
  if (origin === 'United Kingdom') return ['England', 'Scotland', 'Wales'];
  if (UK_NATIONS.has(origin)) return ['United Kingdom'];
  return [];
}

export function dogBreedQuestions(): GeneratedQuestion[] {
  // Only breeds most people know: the origin of a niche breed is padding, not a pub quiz question.
  const all = usable();
  const list = all.filter((b) => FAMOUS.has(b.name));
  const origins = [...new Set(all.map((b) => b.origin))];
  return list.flatMap((b) => {
    const difficulty: Difficulty = 'easy';
    return questionsFromFact({
      templateId: 'dog-breed-origin',
      subject: b.name,
      category: 'nature',
      difficulty,
      source: SOURCE,
      asOf: AS_OF,
      answer: b.origin,
      aliases: UK_NATIONS.has(b.origin) && b.origin !== 'United Kingdom' ? ['United Kingdom', 'UK', 'Britain'] : [],
      alsoRight: alsoRight(b.origin),
      textPrompt: `In which country did the ${b.name} dog breed originate?`,
      mcPrompt: `The ${b.name} is a dog breed from which of these countries?`,
      distractors: origins,
    });
  });
}
