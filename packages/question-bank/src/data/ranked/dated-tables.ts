import { sentence } from '../../lib/text.js';
import { EVENT_LABELS } from './event-labels.js';

/** An item reads at most this long in a list on a phone. */
export const MAX_ITEM_LENGTH = 60;

/**
 * Year tables whose rows are dated things (an event, a battle, a film and its year), put in order: the years are
 * the tables' own, checked against their sources. `label` turns a row's subject into an item, or leaves it out.
 */
export interface DatedOrderTheme {
  templateId: string;
  tables: readonly string[];
  prompt: string;
  minGap: number;
  count: number;
  sizes?: readonly number[];
  label: (table: string, subject: string) => string | undefined;
}

const fromLabels = (table: string, subject: string) => EVENT_LABELS[table]?.[subject];
/** "the Battle of Poitiers, won by the Black Prince," → "The Battle of Poitiers". */
const nounPhrase = (_table: string, subject: string) => sentence(subject.replace(/,.*$/, '').trim());
const title = (_table: string, subject: string) => subject;

export const DATED_ORDER_THEMES: readonly DatedOrderTheme[] = [
  {
    templateId: 'british-history-event-order',
    tables: [
      'british-history-year-early',
      'british-history-year-medieval',
      'british-history-year-georgian',
      'british-history-year-early-20th',
      'british-history-year-late-20th',
    ],
    prompt: 'Put these events in British history in order, earliest first.',
    minGap: 5,
    count: 45,
    sizes: [4, 4, 5, 3],
    label: fromLabels,
  },
  {
    templateId: 'world-history-event-order',
    tables: ['world-history-year-medieval', 'world-history-year-modern', 'world-history-year-postwar'],
    prompt: 'Put these events in world history in order, earliest first.',
    minGap: 5,
    count: 35,
    sizes: [4, 4, 5, 3],
    label: fromLabels,
  },
  {
    templateId: 'british-history-battle-order',
    tables: ['british-history-battle-year'],
    prompt: 'Put these battles in order, earliest first.',
    minGap: 10,
    count: 25,
    sizes: [4, 4, 3],
    label: nounPhrase,
  },
  {
    templateId: 'general-knowledge-christmas-order',
    tables: ['general-knowledge-christmas-year', 'general-knowledge-christmas-history-year'],
    prompt: 'Put these Christmas moments in order, earliest first.',
    minGap: 5,
    count: 12,
    sizes: [4, 3],
    label: nounPhrase,
  },
  {
    templateId: 'film-release-order',
    tables: ['film-year'],
    prompt: 'Put these films in order of release, earliest first.',
    minGap: 3,
    count: 30,
    sizes: [4, 4, 5],
    label: title,
  },
  {
    templateId: 'film-christmas-release-order',
    tables: ['film-christmas-year'],
    prompt: 'Put these Christmas films in order of release, earliest first.',
    minGap: 3,
    count: 12,
    label: title,
  },
  {
    templateId: 'film-horror-release-order',
    tables: ['film-horror-year'],
    prompt: 'Put these horror films in order of release, earliest first.',
    minGap: 3,
    count: 12,
    label: title,
  },
];

/**
 * Year tables asked the other way round (the monarch who came to the throne in 1509): their answers are the
 * items, their subjects the years. A name that recurs (Churchill in 1940 and 1951) counts by its first year.
 */
export interface ReverseDatedTheme {
  table: string;
  templateId: string;
  prompt: string;
  minGap: number;
  count: number;
  sizes?: readonly number[];
  /** Names that read better in a list and a question ("King John"). */
  labels?: Readonly<Record<string, string>>;
  estimatePrompt: (item: string) => string;
}

export const REVERSE_DATED_THEMES: readonly ReverseDatedTheme[] = [
  {
    table: 'monarch-accession',
    templateId: 'british-history-monarch-order',
    prompt: 'Put these monarchs in order of their coming to the throne, earliest first.',
    // Five years apart: a reign that began late in one year is never set against one early in the next.
    minGap: 5,
    count: 40,
    sizes: [4, 4, 5, 3],
    labels: { John: 'King John', Stephen: 'King Stephen', Anne: 'Queen Anne', Victoria: 'Queen Victoria' },
    estimatePrompt: (m) => `In which year did ${m} come to the throne?`,
  },
  {
    table: 'uk-pm-year',
    templateId: 'british-history-pm-order',
    prompt: 'Put these Prime Ministers in order of when they first took office, earliest first.',
    minGap: 3,
    count: 30,
    sizes: [4, 4, 5, 3],
    estimatePrompt: (p) => `In which year did ${p} first become Prime Minister?`,
  },
];

/** Year tables (subject: what happened, answer: its year) asked as estimates with their own typed wording. */
export const YEAR_ESTIMATE_TABLES: readonly string[] = [
  'general-knowledge-christmas-year',
  'general-knowledge-christmas-history-year',
  'film-year',
  'film-christmas-year',
  'film-horror-year',
  'british-history-battle-year',
  'british-history-other-accession',
  'british-history-act-year-early',
  'british-history-act-year-modern',
  'british-history-year-early',
  'british-history-year-medieval',
  'british-history-year-georgian',
  'british-history-year-early-20th',
  'british-history-year-late-20th',
  'british-history-scots-welsh-year',
  'british-history-gunpowder-year',
  'world-history-year-medieval',
  'world-history-year-modern',
  'world-history-year-postwar',
  'world-history-independence-year',
  'space-event-year',
  'famous-people-nobel-peace-year',
];
