import {
  type BuilderQuestionType,
  type Contribution,
  type ContributionProblem,
  type ContributionRequest,
  contributionRequestSchema,
} from '@trivia/contracts';

/** The wrong options a multiple-choice question offers beside its answer (the bank's questions offer four in all). */
export const WRONG_OPTIONS = 3;

/** The form's fields: one message list each, whatever the server's path ('options.2' is a wrong option). */
export const DRAFT_FIELDS = [
  'type',
  'category',
  'difficulty',
  'prompt',
  'answer',
  'aliases',
  'wrongOptions',
  'sourceUrl',
  'asOf',
] as const;
export type DraftField = (typeof DRAFT_FIELDS)[number];

/** A question as the form holds it while it is written. */
export interface ContributionDraft {
  type: BuilderQuestionType;
  category: string | null;
  difficulty: 'easy' | 'medium' | 'hard';
  prompt: string;
  answer: string;
  aliases: string[];
  wrongOptions: string[];
  sourceUrl: string;
  asOf: string;
}

/** Today on the contributor's own calendar, as YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function emptyDraft(today = localToday()): ContributionDraft {
  return {
    type: 'text',
    category: null,
    difficulty: 'medium',
    prompt: '',
    answer: '',
    aliases: [],
    wrongOptions: Array<string>(WRONG_OPTIONS).fill(''),
    sourceUrl: '',
    asOf: today,
  };
}

/** A stored contribution back in the form (an admin editing one before approving it). */
export function draftOf(contribution: Contribution): ContributionDraft {
  const options = contribution.options ?? [];
  const wrong = options.filter((option) => option !== contribution.answer);
  return {
    type: contribution.type,
    category: contribution.category,
    difficulty: contribution.difficulty,
    prompt: contribution.prompt,
    answer: contribution.answer,
    aliases: contribution.aliases,
    wrongOptions: contribution.type === 'multiple_choice' ? wrong : emptyDraft().wrongOptions,
    sourceUrl: contribution.sourceUrl,
    asOf: contribution.asOf,
  };
}

/**
 * The request the draft makes: a typed answer with its alternatives, multiple choice with the answer first and
 * then the wrong options, true or false with neither (the server gives it True and False).
 */
export function requestOf(draft: ContributionDraft): ContributionRequest {
  return {
    type: draft.type,
    category: (draft.category ?? '') as ContributionRequest['category'],
    difficulty: draft.difficulty,
    prompt: draft.prompt,
    answer: draft.answer,
    aliases: draft.type === 'text' ? draft.aliases : [],
    options: draft.type === 'multiple_choice' ? [draft.answer, ...draft.wrongOptions] : null,
    sourceUrl: draft.sourceUrl.trim(),
    asOf: draft.asOf,
  };
}

/** The form field a problem's path is about: 'options.0' is the answer itself, later options the wrong ones. */
export function fieldOf(path: string): DraftField | null {
  const [head, index] = path.split('.');
  if (head === 'options') return index === '0' ? 'answer' : 'wrongOptions';
  return (DRAFT_FIELDS as readonly string[]).includes(head ?? '') ? (head as DraftField) : null;
}

/** Problems gathered on their fields, in order, each said once. Problems about no field go under `other`. */
export function problemsByField(problems: readonly ContributionProblem[]): {
  fields: Partial<Record<DraftField, string[]>>;
  other: string[];
} {
  const fields: Partial<Record<DraftField, string[]>> = {};
  const other: string[] = [];
  for (const problem of problems) {
    const field = fieldOf(problem.path);
    const list = field ? (fields[field] ??= []) : other;
    if (!list.includes(problem.message)) list.push(problem.message);
  }
  return { fields, other };
}

/** What the shared schema says is missing or malformed, on the contract's paths: checked before asking the server. */
export function schemaProblems(draft: ContributionDraft): ContributionProblem[] {
  const parsed = contributionRequestSchema.safeParse(requestOf(draft));
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    // The schema's own words for a missing choice list every category id: a person needs a plainer sentence.
    return { path, message: path === 'category' ? 'Choose a category.' : issue.message };
  });
}

/** The fields an admin changed, as the approve request's `edits` (nothing when none changed). */
export function editsBetween(before: ContributionDraft, after: ContributionDraft): Partial<ContributionRequest> {
  const [was, now] = [requestOf(before), requestOf(after)];
  const edits: Partial<Record<keyof ContributionRequest, unknown>> = {};
  for (const key of Object.keys(now) as (keyof ContributionRequest)[]) {
    if (JSON.stringify(was[key]) !== JSON.stringify(now[key])) edits[key] = now[key];
  }
  return edits as Partial<ContributionRequest>;
}
