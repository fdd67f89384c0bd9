import { BUILDER_LIMITS, type QcRuleId } from '@trivia/contracts';
import { giveawayReasons, TRUE_FALSE_OPTIONS } from '@trivia/question-bank/qc';
import { ambiguityProblems } from './ambiguity';
import { spellingFindings } from './british-spelling';
import { hasMarkup } from './markup';

/** The same markup test for a member's other text (titles, sources), which QC of a question does not see. */
export { hasMarkup } from './markup';

/** A question a member wrote (an own builder question or a contribution), before it is stored. */
export interface QuestionTextInput {
  type: 'text' | 'multiple_choice' | 'true_false';
  prompt: string;
  answer: string;
  aliases: readonly string[];
  options: readonly string[] | null;
}

/** One thing to fix: `path` names the field ('prompt', 'answer', 'options.2', 'aliases.0'). */
export interface QcProblem {
  path: string;
  message: string;
}

/** A problem with the id of the rule it breaks, so a page can explain the rule (contracts' QC_RULES). */
export interface RuledQcProblem extends QcProblem {
  rule: QcRuleId;
}

const collapse = (text: string) => text.trim().replace(/\s+/g, ' ');
/** Options compare without case or spacing: "Red  Sea" repeats "red sea", and the answer matches either. */
const sameText = (a: string, b: string) =>
  collapse(a).toLocaleLowerCase('en-GB') === collapse(b).toLocaleLowerCase('en-GB');

interface Field {
  path: string;
  label: string;
  value: string;
  min: number;
  max: number;
  /** The question and the answer are checked for British spelling; options and alternatives may be anything. */
  spelling: boolean;
}

function fieldsOf(q: QuestionTextInput): Field[] {
  const { prompt, answer, option } = BUILDER_LIMITS;
  return [
    { path: 'prompt', label: 'The question', value: q.prompt, ...prompt, spelling: true },
    { path: 'answer', label: 'The answer', value: q.answer, ...answer, spelling: true },
    ...q.aliases.map((value, i) => ({
      path: `aliases.${i}`,
      label: 'This alternative',
      value,
      min: 1,
      max: answer.max,
      spelling: false,
    })),
    ...(q.options ?? []).map((value, i) => ({
      path: `options.${i}`,
      label: 'This option',
      value,
      min: 1,
      max: option.max,
      spelling: false,
    })),
  ];
}

/** Markup, length and spelling of one field; spelling only once the text is plain and of a sensible length. */
function fieldProblems(field: Field): RuledQcProblem[] {
  const { path, label, value, min, max } = field;
  if (hasMarkup(value)) return [{ path, rule: 'markup', message: 'Remove the HTML: plain text only.' }];
  const length = value.trim().length;
  if (length === 0) return [{ path, rule: 'length', message: `${label} is empty.` }];
  if (length < min) return [{ path, rule: 'length', message: `${label} needs at least ${min} characters.` }];
  if (length > max) return [{ path, rule: 'length', message: `${label} is too long: ${max} characters at most.` }];
  if (!field.spelling) return [];
  return spellingFindings(value).map(({ word, british }) => ({
    path,
    rule: 'british-spelling' as const,
    message: `Use the British spelling "${british}", not "${word}".`,
  }));
}

/** Each option that repeats an earlier one. */
function repeatedOptions(options: readonly string[]): RuledQcProblem[] {
  const problems: RuledQcProblem[] = [];
  options.forEach((option, i) => {
    const earlier = options.slice(0, i).findIndex((other) => sameText(other, option));
    if (earlier >= 0)
      problems.push({
        path: `options.${i}`,
        rule: 'duplicate-option',
        message: `This option repeats option ${earlier + 1}.`,
      });
  });
  return problems;
}

/**
 * Alternatives that add nothing: the answer again (marking already ignores case), or an earlier alternative word for
 * word. Alternatives differing only in case are let be: the bank has some ("da Vinci", "Da Vinci") and a member
 * editing such a question should not be stopped by them.
 */
function redundantAliases(aliases: readonly string[], answer: string): RuledQcProblem[] {
  const problems: RuledQcProblem[] = [];
  aliases.forEach((alias, i) => {
    const path = `aliases.${i}`;
    if (sameText(alias, answer)) {
      problems.push({
        path,
        rule: 'redundant-alternative',
        message: 'This alternative is the answer itself: remove it.',
      });
      return;
    }
    const earlier = aliases.slice(0, i).findIndex((other) => collapse(other) === collapse(alias));
    if (earlier >= 0)
      problems.push({
        path,
        rule: 'redundant-alternative',
        message: `This alternative repeats alternative ${earlier + 1}.`,
      });
  });
  return problems;
}

function multipleChoiceProblems(q: QuestionTextInput): RuledQcProblem[] {
  const options = q.options ?? [];
  const { min, max } = BUILDER_LIMITS.options;
  const problems: RuledQcProblem[] = [];
  if (options.length < min || options.length > max) {
    problems.push({
      path: 'options',
      rule: 'option-count',
      message: `Multiple choice needs ${min} to ${max} options.`,
    });
  }
  problems.push(...repeatedOptions(options));
  if (!options.some((option) => option.trim() === q.answer.trim())) {
    problems.push({
      path: 'answer',
      rule: 'answer-in-options',
      message: 'The answer must be one of the options, written the same way.',
    });
  } else if (giveawayReasons({ ...q, options: [...options] }).length > 0) {
    problems.push({
      path: 'answer',
      rule: 'giveaway',
      message: 'The answer shares a word with the question and no other option does: it gives itself away.',
    });
  }
  return problems;
}

function trueFalseProblems(q: QuestionTextInput): RuledQcProblem[] {
  const options = q.options ?? [];
  const problems: RuledQcProblem[] = [];
  if (options.length !== 2 || options.some((option, i) => option !== TRUE_FALSE_OPTIONS[i])) {
    problems.push({
      path: 'options',
      rule: 'true-false-shape',
      message: 'True or false has exactly the options "True" and "False".',
    });
  }
  if (!(TRUE_FALSE_OPTIONS as readonly string[]).includes(q.answer.trim())) {
    problems.push({
      path: 'answer',
      rule: 'true-false-shape',
      message: 'The answer to true or false is "True" or "False".',
    });
  }
  return problems;
}

function typedProblems(q: QuestionTextInput): RuledQcProblem[] {
  const problems: RuledQcProblem[] = [];
  if (q.options && q.options.length > 0) {
    problems.push({
      path: 'options',
      rule: 'typed-has-options',
      message: 'A typed answer has no options: remove them or choose multiple choice.',
    });
  }
  return [...problems, ...redundantAliases(q.aliases, q.answer)];
}

const TYPE_PROBLEMS: Record<QuestionTextInput['type'], (q: QuestionTextInput) => RuledQcProblem[]> = {
  multiple_choice: multipleChoiceProblems,
  true_false: trueFalseProblems,
  text: typedProblems,
};

/**
 * The bank's QC for one question a member wrote: no markup, lengths, British spelling of the question and answer,
 * and the shape of its type (options, alternatives, giveaways), each problem naming its rule. With `ambiguity`,
 * also the wording rules (a measureless superlative, an undated "currently", "which of these" with nothing to
 * choose from): advice for QC as a service, not yet a bar to saving in the builder or contributions.
 */
export function checkQuestionRules(q: QuestionTextInput, options: { ambiguity?: boolean } = {}): RuledQcProblem[] {
  return [
    ...fieldsOf(q).flatMap(fieldProblems),
    ...TYPE_PROBLEMS[q.type](q),
    ...(options.ambiguity ? ambiguityProblems(q) : []),
  ];
}

/**
 * The same QC as the builder and contributions have always had: empty when the question passes; otherwise every
 * problem, each naming its field and saying what to fix.
 */
export function checkQuestionText(q: QuestionTextInput): QcProblem[] {
  return checkQuestionRules(q).map(({ path, message }) => ({ path, message }));
}
