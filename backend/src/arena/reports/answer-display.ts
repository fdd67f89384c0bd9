import type { PlayedQuestion } from './played-game';

/** Numbers as a British reader writes them: "1,066.5". */
const NUMBER = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 6 });

/** Items of an order answer or key, as they read in that order. */
export const ORDER_SEPARATOR = ' → ';

const withUnit = (value: number, unit: string | undefined) => `${NUMBER.format(value)}${unit ? ` ${unit}` : ''}`;

/**
 * A stored choice (arena_answers.choice) as the player gave it: an option index "2" is the option shown, an order
 * "[2,0,1]" is the items in the player's order, an estimate "1066.5" the number with its unit; typed answers are
 * as typed. Anything that does not read as its question's type is shown as stored.
 */
export function answerText(question: PlayedQuestion, stored: string): string {
  const options = question.options ?? [];
  switch (question.type) {
    case 'text':
      return stored;
    case 'estimate': {
      const value = Number(stored);
      return stored.trim() !== '' && Number.isFinite(value) ? withUnit(value, question.unit) : stored;
    }
    case 'order': {
      const order = parseOrder(stored);
      const items = order?.map((i) => options[i]);
      return items && items.every((item) => item !== undefined) ? items.join(ORDER_SEPARATOR) : stored;
    }
    default: {
      const index = Number(stored);
      return (Number.isInteger(index) ? options[index] : undefined) ?? stored;
    }
  }
}

/** An order as stored: JSON "[2,0,1]"; a bare "2,0,1" (an array written with String()) reads the same. */
function parseOrder(stored: string): number[] | null {
  let order: unknown;
  try {
    order = JSON.parse(stored.trim().startsWith('[') ? stored : `[${stored}]`);
  } catch {
    return null;
  }
  return Array.isArray(order) && order.length > 0 && order.every((i) => Number.isInteger(i)) ? order : null;
}

/** The answer as the reveal showed it; null for a poll, which has none. */
export function correctAnswerText(question: PlayedQuestion): string | null {
  const { key } = question;
  if ('poll' in key) return null;
  if ('correctOption' in key) return key.correctOption;
  if ('answer' in key) return key.answer;
  if ('items' in key) return key.items.join(ORDER_SEPARATOR);
  return withUnit(key.value, key.unit ?? question.unit);
}

/** The option index a choice question's key marks right, or null. */
export const correctIndexOf = (question: PlayedQuestion): number | null =>
  'correctIndex' in question.key ? question.key.correctIndex : null;
