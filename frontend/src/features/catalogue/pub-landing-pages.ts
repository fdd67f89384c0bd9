import type { PackFileType } from '@trivia/contracts';

export type PubLandingPageId = 'downloadable-pub-quiz' | 'pub-quiz-download';

export interface PubLandingPage {
  title: string;
  intro: string;
  /** The longer explainer walks through hosting with a pack; the short download page goes straight to the sample. */
  explainer: boolean;
}

export const PUB_LANDING_PAGES: Record<PubLandingPageId, PubLandingPage> = {
  'downloadable-pub-quiz': {
    title: 'Downloadable Pub Quiz',
    intro:
      'Ready-to-print pub quiz packs for quiz hosts: every question checked against its source, with a host sheet, answers, team answer sheets and a spreadsheet of the questions. Two new quizzes are published every day.',
    explainer: true,
  },
  'pub-quiz-download': {
    title: 'Pub Quiz Download',
    intro:
      'A complete pub quiz, ready to print in a minute: rounds of questions with answers for you and answer sheets for the teams. Try this week’s pack free.',
    explainer: false,
  },
};

/** What each file of a pack is for, in a host's words. */
export const PACK_FILE_DESCRIPTIONS: Record<PackFileType, string> = {
  'host-sheet':
    'Every question with its answer, the other answers you can accept, and where each fact comes from and when it was last true.',
  answers: 'Just the answers, round by round, for marking quickly at the bar.',
  'answer-sheet': 'One sheet per team: the team name, numbered lines for every round and a box for each round’s total.',
  csv: 'One row per question, for a spreadsheet or your own quiz software. Opens cleanly in Excel.',
};

export const HOSTING_STEPS = [
  'Pick a quiz from the catalogue: search by subject, length, difficulty or season.',
  'Download the host sheet for yourself and print a team answer sheet for each table.',
  'Read out each round, collect the sheets and mark them with the answers-only sheet.',
  'Add up the round totals and announce the winners.',
] as const;
