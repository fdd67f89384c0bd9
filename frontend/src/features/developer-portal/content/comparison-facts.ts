/**
 * The other APIs on the comparison page: only what we could check in their own published pages, each with the
 * page and the day it was checked. Anything we could not check says so; nothing is guessed.
 */
export type CompetitorId = 'opentdb' | 'the-trivia-api' | 'api-ninjas';

export const COMPARISON_ROWS = [
  'questions',
  'categories',
  'types',
  'perCall',
  'limits',
  'key',
  'noRepeats',
  'seeded',
  'answerChecking',
  'rateLimitHeaders',
  'licence',
  'price',
] as const;
export type ComparisonRow = (typeof COMPARISON_ROWS)[number];

export const ROW_LABELS: Record<ComparisonRow, string> = {
  questions: 'Questions',
  categories: 'Categories',
  types: 'Question types',
  perCall: 'Questions a call',
  limits: 'Rate limits',
  key: 'API key',
  noRepeats: 'No repeats',
  seeded: 'Repeatable (seeded) sets',
  answerChecking: 'Answer checking',
  rateLimitHeaders: 'Rate-limit headers',
  licence: 'Content licence',
  price: 'Price',
};

export interface Source {
  label: string;
  url: string;
}

export interface Competitor {
  id: CompetitorId;
  name: string;
  /** YYYY-MM-DD: when these facts were read from the sources. */
  checked: string;
  sources: Source[];
  facts: Record<ComparisonRow, string>;
}

export const NOT_CONFIRMED = 'Not confirmed';
const CHECKED = '2026-11-27';

const notConfirmed = (): Record<ComparisonRow, string> =>
  Object.fromEntries(COMPARISON_ROWS.map((row) => [row, NOT_CONFIRMED])) as Record<ComparisonRow, string>;

export const COMPETITORS: readonly Competitor[] = [
  {
    id: 'opentdb',
    name: 'Open Trivia DB',
    checked: CHECKED,
    sources: [
      { label: 'opentdb.com API page', url: 'https://opentdb.com/api_config.php' },
      { label: 'category list', url: 'https://opentdb.com/api_category.php' },
    ],
    facts: {
      questions: 'Not stated on its API page (its /api_count_global.php gives a live count)',
      categories: '24 (ids 9 to 32)',
      types: 'Multiple choice, true or false',
      perCall: 'Up to 50',
      limits: 'One request per IP address every 5 seconds (response code 5 when exceeded)',
      key: 'None: no key needed',
      noRepeats: 'Session tokens; deleted after 6 hours of inactivity',
      seeded: 'Not in its documented API',
      answerChecking: 'Not in its documented API',
      rateLimitHeaders: 'Not published',
      licence: 'CC BY-SA 4.0',
      price: 'Free',
    },
  },
  {
    id: 'the-trivia-api',
    name: 'The Trivia API',
    checked: CHECKED,
    sources: [
      { label: 'the-trivia-api.com', url: 'https://the-trivia-api.com' },
      {
        label: 'its own client library, @trivia-api/fetch 1.46.0 (functions and parameters)',
        url: 'https://www.npmjs.com/package/@trivia-api/fetch',
      },
      { label: '@trivia-api/models 1.41.0 (category list)', url: 'https://www.npmjs.com/package/@trivia-api/models' },
    ],
    // From the service's own client packages (same author and homepage): their documentation pages could not be read.
    facts: {
      ...notConfirmed(),
      categories:
        '10: arts and literature, film and TV, food and drink, general knowledge, geography, history, music, science, society and culture, sport and leisure',
      types: 'Text choice, image choice and typed (text input) questions',
      perCall: 'A limit parameter; its maximum is not stated in the client library',
      key: 'Optional for random questions; needed for sessions, saved quizzes and answer checking',
      noRepeats: 'Sessions: random questions without duplicates (an API key with access to sessions)',
      seeded: 'No seed parameter; a saved quiz gives several people the same set (with an API key)',
      answerChecking: 'Yes: validateAnswer says whether an answer is correct and gives the correct answer',
    },
  },
  {
    id: 'api-ninjas',
    name: 'API Ninjas (Trivia)',
    checked: CHECKED,
    sources: [
      { label: 'api-ninjas.com trivia page', url: 'https://api-ninjas.com/api/trivia' },
      { label: 'RapidAPI listing', url: 'https://rapidapi.com/apininjas/api/trivia-by-api-ninjas' },
    ],
    facts: { ...notConfirmed(), price: 'Freemium: a free tier and paid plans (RapidAPI listing)' },
  },
];
