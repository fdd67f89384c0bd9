import { normalise } from '../lib/text.js';
import type { GeneratedQuestion } from '../types.js';

const STOPWORDS = new Set(
  'a an the of in on at to is was which what who whom whose these this that by for from and or does did do its as with be'.split(
    ' ',
  ),
);

export function normalisePrompt(prompt: string): string {
  return normalise(prompt).replace(/[.+]/g, ' ').replace(/\s+/g, ' ').trim();
}

function contentTokens(prompt: string): Set<string> {
  return new Set(
    normalisePrompt(prompt)
      .split(' ')
      .filter((t) => t && !STOPWORDS.has(t)),
  );
}

export function similarity(a: string, b: string): number {
  const x = contentTokens(a);
  const y = contentTokens(b);
  let shared = 0;
  for (const t of x) if (y.has(t)) shared++;
  const union = x.size + y.size - shared;
  return union === 0 ? 1 : shared / union;
}

export const NEAR_DUPLICATE_THRESHOLD = 0.8;

/**
 * One template filled with two different subjects asks about two different things, even when the prompts share
 * most words ("the Republic of the Congo" and "the Democratic Republic of the Congo"). Subjects that are themselves
 * near-identical ("1812 Overture" and "the 1812 Overture") still count as the same fact.
 */
function differentFacts(a: GeneratedQuestion, b: GeneratedQuestion): boolean {
  if (a.templateId !== b.templateId || a.type !== b.type) return false;
  return normalise(a.subject) !== normalise(b.subject) && similarity(a.subject, b.subject) < NEAR_DUPLICATE_THRESHOLD;
}

/**
 * What makes two prompts the same question. A picture question's prompt is the same for every picture ("Which
 * country's flag is this?") and an order question's for every set of items: the picture or the items count. An
 * estimate may keep the typed question's words ("In which year did the Titanic sink?"): it is that fact asked
 * another way, shares its fact key, and a draw never serves both.
 */
function promptKey(q: GeneratedQuestion): string {
  const prompt = normalisePrompt(q.prompt);
  if (q.media) return `${prompt}|${q.media.kind}:${q.media.code}`;
  if (q.type === 'order') return `${prompt}|${(q.items ?? []).map(normalise).sort().join('|')}`;
  if (q.type === 'estimate') return `estimate|${prompt}`;
  return prompt;
}

/** Reasons per question id; the first question of a duplicate pair is kept, later ones are flagged. */
export function duplicateReasons(questions: readonly GeneratedQuestion[]): Map<string, string[]> {
  const reasons = new Map<string, string[]>();
  const add = (id: string, reason: string) => reasons.set(id, [...(reasons.get(id) ?? []), reason]);
  const ids = new Set<string>();
  const prompts = new Map<string, string>();
  const byAnswer = new Map<string, GeneratedQuestion[]>();
  for (const q of questions) {
    if (ids.has(q.id)) add(q.id, `duplicate id ${q.id}`);
    ids.add(q.id);
    const key = promptKey(q);
    const first = prompts.get(key);
    if (first) {
      add(q.id, `duplicate prompt of ${first}`);
      continue;
    }
    prompts.set(key, q.id);
    // True or false has two answers for every fact: its statements are compared as prompts only.
    if (q.type === 'true_false') continue;
    const answerKey = `${q.type}|${normalise(q.answer)}`;
    const earlier = byAnswer.get(answerKey) ?? [];
    const twin = earlier.find(
      (e) => similarity(e.prompt, q.prompt) >= NEAR_DUPLICATE_THRESHOLD && !differentFacts(e, q),
    );
    if (twin) add(q.id, `near-duplicate of ${twin.id} (same answer, similar prompt)`);
    else byAnswer.set(answerKey, [...earlier, q]);
  }
  return reasons;
}
