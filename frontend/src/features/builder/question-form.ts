import {
  builderQuestionSchema,
  type BuilderQuestion,
  type BuilderQuestionType,
  type QuestionCategoryId,
} from '@trivia/contracts';
import type { FieldErrors } from '../../lib/form-errors';
import type { QuestionField } from './issue-paths';

export type QuestionDifficulty = BuilderQuestion['difficulty'];

/** What the question form holds: every type's fields at once, so switching type keeps what was typed. */
export interface QuestionFormValues {
  type: BuilderQuestionType;
  category: QuestionCategoryId;
  difficulty: QuestionDifficulty;
  prompt: string;
  /** The typed answer (a text question). */
  answer: string;
  aliases: string[];
  /** A multiple choice question's options, and which of them is right. */
  options: string[];
  correct: number;
  /** A true or false question's answer. */
  truth: 'True' | 'False';
  source: string;
}

export type QuestionFormField = keyof QuestionFormValues;

export const QUESTION_TYPE_LABELS: Record<BuilderQuestionType, string> = {
  text: 'Typed answer',
  multiple_choice: 'Multiple choice',
  true_false: 'True or false',
};

export const DIFFICULTY_LABELS: Record<QuestionDifficulty, string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' };

const TRUE_FALSE = ['True', 'False'] as const;

export function emptyQuestionForm(category: QuestionCategoryId, difficulty: QuestionDifficulty): QuestionFormValues {
  return {
    type: 'text',
    category,
    difficulty,
    prompt: '',
    answer: '',
    aliases: [],
    options: ['', '', '', ''],
    correct: 0,
    truth: 'True',
    source: '',
  };
}

/** The form filled from a question of the draft, to edit it. */
export function questionFormOf(question: BuilderQuestion): QuestionFormValues {
  const options = question.type === 'multiple_choice' ? [...(question.options ?? [])] : ['', '', '', ''];
  const correct = Math.max(0, options.indexOf(question.answer));
  return {
    type: question.type,
    category: question.category,
    difficulty: question.difficulty,
    prompt: question.prompt,
    answer: question.type === 'text' ? question.answer : '',
    aliases: [...question.aliases],
    options,
    correct,
    truth: question.type === 'true_false' && question.answer === 'False' ? 'False' : 'True',
    source: question.source ?? '',
  };
}

/** An own question's id: `own-` and a random UUID (the server keeps it private to its author). */
export function newOwnQuestionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `own-${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function answerAndOptions(values: QuestionFormValues): Pick<BuilderQuestion, 'answer' | 'aliases' | 'options'> {
  if (values.type === 'true_false') return { answer: values.truth, aliases: [], options: [...TRUE_FALSE] };
  if (values.type === 'multiple_choice') {
    const options = values.options.map((option) => option.trim()).filter((option) => option !== '');
    return { answer: values.options[values.correct]?.trim() ?? '', aliases: [], options };
  }
  return { answer: values.answer, aliases: values.aliases, options: null };
}

/** Form fields the schema's paths name: a multiple choice answer is the option marked right. */
function fieldOfPath(path: readonly PropertyKey[], type: BuilderQuestionType): QuestionFormField {
  const first = String(path[0] ?? 'prompt');
  if (first === 'answer') return type === 'multiple_choice' ? 'options' : type === 'true_false' ? 'truth' : 'answer';
  if (first === 'options' || first === 'aliases' || first === 'prompt' || first === 'source') return first;
  if (first === 'category' || first === 'difficulty' || first === 'type') return first;
  return 'prompt';
}

function duplicateOption(options: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const option of options) {
    const key = option.trim().toLocaleLowerCase('en-GB');
    if (seen.has(key)) return option.trim();
    seen.add(key);
  }
  return null;
}

export interface QuestionCheck {
  question: BuilderQuestion | null;
  errors: FieldErrors<QuestionFormField>;
}

/**
 * The question the form describes, checked with the contracts' schema and the two rules a member trips over most
 * (a blank option, the same option twice). Only a help: the server checks it again, with QC, when the draft saves.
 */
export function checkQuestionForm(
  values: QuestionFormValues,
  base: Pick<BuilderQuestion, 'id' | 'origin' | 'asOf' | 'media'>,
): QuestionCheck {
  const errors: FieldErrors<QuestionFormField> = {};
  if (values.type === 'multiple_choice') {
    const filled = values.options.filter((option) => option.trim() !== '');
    const duplicate = duplicateOption(filled);
    if (filled.length < 2) errors.options = 'Give at least two options';
    else if (duplicate) errors.options = `“${duplicate}” is there twice: each option must differ`;
    else if (!values.options[values.correct]?.trim()) errors.options = 'Mark the right option (it cannot be blank)';
  }
  const parsed = builderQuestionSchema.safeParse({
    ...base,
    type: values.type,
    category: values.category,
    difficulty: values.difficulty,
    prompt: values.prompt,
    ...answerAndOptions(values),
    source: values.source.trim() === '' ? null : values.source.trim(),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOfPath(issue.path, values.type);
      errors[field] ??= issue.message;
    }
  }
  const valid = parsed.success && Object.keys(errors).length === 0;
  return { question: valid ? parsed.data : null, errors };
}

/** The server's word on a question (QUIZ_003) on the form field that shows it. */
export function formErrorsOf(
  issues: Partial<Record<QuestionField, string>> | undefined,
  type: BuilderQuestionType,
): FieldErrors<QuestionFormField> {
  if (!issues) return {};
  const answerField: QuestionFormField =
    type === 'multiple_choice' ? 'options' : type === 'true_false' ? 'truth' : 'answer';
  const { answer, question, ...rest } = issues;
  return {
    ...rest,
    ...(answer ? { [answerField]: answer } : {}),
    ...(question && !rest.prompt ? { prompt: question } : {}),
  } as FieldErrors<QuestionFormField>;
}
