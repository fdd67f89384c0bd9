import { BUILDER_LIMITS } from '../builder/builder.schemas.js';
import type { QcRuleId } from './qc-service.schemas.js';

export interface QcRuleDescription {
  title: string;
  /** What the rule asks for, in one sentence. */
  summary: string;
  /** A question that fails the rule, and the same question fixed. */
  fail: string;
  fix: string;
}

const { prompt, answer, options } = BUILDER_LIMITS;

/** What each QC rule checks, with an example: the /qc-service page lists them, and problems link to them by id. */
export const QC_RULES: Record<QcRuleId, QcRuleDescription> = {
  markup: {
    title: 'Plain text only',
    summary: 'No HTML tags, character references or script links in any field.',
    fail: 'Which river flows through <b>Paris</b>?',
    fix: 'Which river flows through Paris?',
  },
  length: {
    title: 'Sensible lengths',
    summary: `The question has ${prompt.min} to ${prompt.max} characters; the answer, each option and each alternative ${answer.min} to ${answer.max}.`,
    fail: 'Capital?',
    fix: 'What is the capital city of Australia?',
  },
  'british-spelling': {
    title: 'British spelling',
    summary: 'The question and the answer use British spelling; names and quoted words are left alone.',
    fail: 'What color is a ripe banana?',
    fix: 'What colour is a ripe banana?',
  },
  'option-count': {
    title: 'Enough options',
    summary: `Multiple choice has ${options.min} to ${options.max} options.`,
    fail: 'Options: Mars',
    fix: 'Options: Mars, Venus, Jupiter, Saturn',
  },
  'duplicate-option': {
    title: 'No repeated options',
    summary: 'No option repeats another, ignoring case and spacing.',
    fail: 'Options: Mars, Venus, mars, Saturn',
    fix: 'Options: Mars, Venus, Jupiter, Saturn',
  },
  'answer-in-options': {
    title: 'The answer is an option',
    summary: 'In multiple choice the answer is one of the options, written the same way.',
    fail: 'Answer: Mars; options: Venus, Jupiter, Saturn',
    fix: 'Answer: Mars; options: Mars, Venus, Jupiter, Saturn',
  },
  giveaway: {
    title: 'No giveaways',
    summary: 'The answer does not share a word with the question when no other option does.',
    fail: 'Which currency is used in Japan? Options: Japanese yen, Euro, Dollar',
    fix: 'Which currency is used in Japan? Options: Yen, Euro, Dollar',
  },
  'true-false-shape': {
    title: 'True or false is true or false',
    summary: 'A true or false statement has the options "True" and "False", and one of them is the answer.',
    fail: 'Answer: Yes',
    fix: 'Answer: True',
  },
  'typed-has-options': {
    title: 'Typed answers have no options',
    summary: 'A question answered by typing shows no options; choose multiple choice if it should.',
    fail: 'Typed answer with options: Paris, Lyon',
    fix: 'Typed answer with no options',
  },
  'redundant-alternative': {
    title: 'Alternatives add something',
    summary: 'An accepted alternative is neither the answer again nor a repeat of another alternative.',
    fail: 'Answer: Seine; alternatives: Seine, River Seine',
    fix: 'Answer: Seine; alternatives: River Seine',
  },
  'vague-superlative': {
    title: 'Say by what measure',
    summary: '"Biggest", "largest" and "smallest" say by what: area, population, length, mass…',
    fail: 'What is the largest country in Africa?',
    fix: 'What is the largest country in Africa by area?',
  },
  'undated-time': {
    title: 'Date what changes',
    summary: '"Currently", "now", "today" or "this year" need a date, or the answer goes stale.',
    fail: 'Who is currently the Prime Minister of Canada?',
    fix: 'Who was the Prime Minister of Canada in January 2024?',
  },
  'missing-options': {
    title: 'Show the options you mention',
    summary: '"Which of these" or "which of the following" needs options to choose from.',
    fail: 'Typed answer: Which of these planets is closest to the Sun?',
    fix: 'Multiple choice: Which of these planets is closest to the Sun? Options: Mercury, Venus, Mars',
  },
};
