import { randomUUID } from 'node:crypto';
import type { Contribution, ContributionRequest } from '@trivia/contracts';
import type { TestApp, TestClient } from './harness';

/**
 * A question no bank asks: its made-up creature is a word of this run's own, so every call gives a question that
 * passes QC and the duplicate check.
 */
export function freshQuestion(extra: Partial<ContributionRequest> = {}): ContributionRequest & { word: string } {
  const word = `Zorbix${randomUUID().replace(/\D/g, '').slice(0, 8)}`;
  return {
    word,
    type: 'text',
    category: 'nature',
    difficulty: 'medium',
    prompt: `Which made-up creature of the test valley is called the ${word} by the people who study it?`,
    answer: `The ${word} moth`,
    aliases: [`${word} moth`],
    sourceUrl: 'https://en.wikipedia.org/wiki/Moth',
    asOf: '2025-06-01',
    ...extra,
  };
}

/** Sends a question as `client`'s member, expecting it to be taken. */
export async function contribute(client: TestClient, extra: Partial<ContributionRequest> = {}) {
  const { word, ...request } = freshQuestion(extra);
  const response = await client.send<Contribution>('POST', '/api/contributions', request);
  if (response.status !== 201) throw new Error(`contribute: ${response.status} ${JSON.stringify(response.body)}`);
  return { ...response.body, word };
}

export async function contributionCount(t: TestApp, userId: string): Promise<number> {
  const rows: { count: number }[] = await t.dataSource.query(
    `SELECT count(*)::int AS count FROM contributions WHERE user_id = $1`,
    [userId],
  );
  return Number(rows[0]!.count);
}

/** A question in play from the generated bank, to propose again. */
export async function someBankQuestion(t: TestApp) {
  const rows: { prompt: string; answer: string; category: string }[] = await t.dataSource.query(
    `SELECT prompt, answer, category FROM questions
     WHERE type = 'text' AND qc_passed AND NOT retired AND id NOT LIKE 'contrib-%' AND length(prompt) BETWEEN 20 AND 200
     ORDER BY id LIMIT 1`,
  );
  return rows[0]!;
}

/** Takes questions a test file approved into the bank out of play again: other test files share this database. */
export async function retireQuestions(t: TestApp, ids: readonly string[]): Promise<void> {
  await t.dataSource.query(`UPDATE questions SET retired = true WHERE id = ANY($1)`, [ids]);
}
