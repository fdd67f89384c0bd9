import type { BuilderQuestionType, QcCheckRequest, QcServiceProblem } from '@trivia/contracts';

/** What the /qc-service form holds: alternatives and options one to a line, as a person types them. */
export interface QcDraft {
  type: BuilderQuestionType;
  prompt: string;
  answer: string;
  aliases: string;
  options: string;
}

export type QcField = 'type' | 'prompt' | 'answer' | 'aliases' | 'options';

export const EMPTY_QC_DRAFT: QcDraft = { type: 'text', prompt: '', answer: '', aliases: '', options: '' };

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);

/** The request the endpoint takes: only the lists the type uses, true or false with its two fixed options. */
export function requestOf(draft: QcDraft): QcCheckRequest {
  const base = { type: draft.type, prompt: draft.prompt, answer: draft.answer };
  if (draft.type === 'text') return { ...base, aliases: lines(draft.aliases), options: null };
  if (draft.type === 'true_false') return { ...base, aliases: [], options: ['True', 'False'] };
  return { ...base, aliases: [], options: lines(draft.options) };
}

/**
 * Each problem on the field it belongs to: "options.2" shows on the options box as "Option 3: …", so a list typed
 * one to a line still says which line is wrong.
 */
export function messagesByField(problems: readonly QcServiceProblem[]): Partial<Record<QcField, string[]>> {
  const messages: Partial<Record<QcField, string[]>> = {};
  for (const { path, message } of problems) {
    const [field, index] = path.split('.') as [string, string | undefined];
    const key: QcField = field === 'aliases' || field === 'options' || field === 'answer' ? field : 'prompt';
    const label = field === 'aliases' ? 'Alternative' : 'Option';
    const text = index === undefined ? message : `${label} ${Number(index) + 1}: ${message}`;
    (messages[key] ??= []).push(text);
  }
  return messages;
}
