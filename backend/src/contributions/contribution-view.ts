import type { Contribution } from '@trivia/contracts';
import type { ContributionEntity } from './contribution.entity';
import type { ProposedQuestion } from './contribution-checks';

/** A contribution as the contract shows it, credited by the contributor's public name. */
export function contributionView(row: ContributionEntity, contributorName: string): Contribution {
  return {
    id: row.id,
    status: row.status,
    type: row.type,
    category: row.category,
    difficulty: row.difficulty,
    prompt: row.prompt,
    answer: row.answer,
    aliases: row.aliases,
    options: row.options,
    sourceUrl: row.sourceUrl,
    asOf: row.asOf,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt ? row.reviewedAt.toISOString() : null,
    reason: row.reason,
    questionId: row.questionId,
    contributor: { id: row.userId, name: contributorName },
  };
}

/** The question fields of a stored contribution. */
export function proposedOf(row: ContributionEntity): ProposedQuestion {
  return {
    type: row.type,
    category: row.category,
    difficulty: row.difficulty,
    prompt: row.prompt,
    answer: row.answer,
    aliases: row.aliases,
    options: row.options,
    sourceUrl: row.sourceUrl,
    asOf: row.asOf,
  };
}
