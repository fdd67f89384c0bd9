import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  type AdminContributionPage,
  type Contribution,
  CONTRIBUTION_PAGE_SIZE,
  MODERATION_STATUSES,
  type ModerationStatus,
  pageCount,
} from '@trivia/contracts';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { type AdminActor, AdminAuditService } from '../admin';
import { AppException } from '../common/app-exception';
import { displayName, memberPlayerKey } from '../identity';
import { BankChangesGateway } from '../question-bank';
import { QuestionBankService } from '../question-bank/question-bank.service';
import { ContributionEntity } from './contribution.entity';
import { inBankShape, type ProposedQuestion } from './contribution-checks';
import { bankQuestionOf } from './contribution-question';
import { contributionView, proposedOf } from './contribution-view';
import { lockPending } from './pending-contribution';
import { ContributionsService } from './contributions.service';

/** The fields an admin's edit changed, before and after, for the audit row. */
function changedFields(before: ProposedQuestion, after: ProposedQuestion) {
  const keys = (Object.keys(after) as (keyof ProposedQuestion)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  const pick = (q: ProposedQuestion) => Object.fromEntries(keys.map((key) => [key, q[key]]));
  return { before: pick(before), after: pick(after) };
}

/** A contribution's prompt, short enough to name it in the audit log. */
const labelOf = (prompt: string) => (prompt.length > 80 ? `${prompt.slice(0, 79)}…` : prompt);

/**
 * The admins' moderation queue: contributions by status, a page at a time; approving (as sent or edited, QC
 * again) puts the question in the bank credited to its contributor; rejecting keeps the reason for them. Every
 * decision is written to the audit log in the same transaction.
 */
@Injectable()
export class ContributionModerationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(ContributionEntity) private readonly contributions: Repository<ContributionEntity>,
    private readonly audit: AdminAuditService,
    private readonly members: ContributionsService,
    private readonly bank: QuestionBankService,
    private readonly bankChanges: BankChangesGateway,
  ) {}

  /** Waiting ones oldest first (a queue); reviewed ones most recently decided first. */
  async list(status: ModerationStatus, page: number): Promise<AdminContributionPage> {
    const [rows, total] = await this.contributions.findAndCount({
      where: { status },
      order: status === 'pending' ? { createdAt: 'ASC', id: 'ASC' } : { reviewedAt: 'DESC', id: 'ASC' },
      skip: (page - 1) * CONTRIBUTION_PAGE_SIZE,
      take: CONTRIBUTION_PAGE_SIZE,
    });
    const names = await this.namesOf(
      rows.map((row) => row.userId),
      this.dataSource.manager,
    );
    const counted: { status: ModerationStatus; count: number }[] = await this.dataSource.query(
      `SELECT status, count(*)::int AS count FROM contributions WHERE status = ANY($1) GROUP BY status`,
      [MODERATION_STATUSES],
    );
    const counts = Object.fromEntries(MODERATION_STATUSES.map((s) => [s, 0])) as Record<ModerationStatus, number>;
    for (const row of counted) counts[row.status] = Number(row.count);
    return {
      items: rows.map((row) => contributionView(row, names.get(row.userId)!)),
      page,
      pageCount: pageCount(total, CONTRIBUTION_PAGE_SIZE),
      total,
      counts,
    };
  }

  /** Into the bank, with the admin's edits if any: QC runs again on the question as it will be asked. */
  async approve(actor: AdminActor, id: string, edits: Partial<ProposedQuestion> = {}): Promise<Contribution> {
    const { row, name } = await this.audit.audited(actor, async (manager) => {
      const row = await lockPending(manager, id);
      const sent = proposedOf(row);
      const final = inBankShape({ ...sent, ...edits });
      const problems = this.members.problems(final);
      if (problems.length > 0) {
        throw new AppException('VAL_001', 'The question needs some changes before it can go in the bank', problems);
      }
      const name = (await this.namesOf([row.userId], manager)).get(row.userId)!;
      const question = bankQuestionOf(final, row, name);
      await this.bank.insert(question, manager);
      Object.assign(row, final, {
        status: 'approved',
        reviewedAt: new Date(),
        reviewedBy: actor.id,
        questionId: question.id,
      });
      await manager.save(row);
      const change = changedFields(sent, final);
      return {
        result: { row, name },
        audit: {
          action: 'contribution.approved',
          target: { type: 'contribution', id, label: labelOf(row.prompt) },
          before: { status: 'pending', ...change.before },
          after: { status: 'approved', question: question.id, ...change.after },
        },
      };
    });
    await this.bankChanges.added([row.questionId!]);
    return contributionView(row, name);
  }

  /** Turned down, with the reason the contributor will read. */
  async reject(actor: AdminActor, id: string, reason: string): Promise<Contribution> {
    const { row, name } = await this.audit.audited(actor, async (manager) => {
      const row = await lockPending(manager, id);
      Object.assign(row, { status: 'rejected', reviewedAt: new Date(), reviewedBy: actor.id, reason });
      await manager.save(row);
      const name = (await this.namesOf([row.userId], manager)).get(row.userId)!;
      return {
        result: { row, name },
        audit: {
          action: 'contribution.rejected',
          target: { type: 'contribution', id, label: labelOf(row.prompt) },
          before: { status: 'pending' },
          after: { status: 'rejected', reason },
        },
      };
    });
    return contributionView(row, name);
  }

  /** Contributors' public names ("Jane D."), the way leaderboards print them. */
  private async namesOf(userIds: string[], manager: EntityManager): Promise<Map<string, string>> {
    const ids = [...new Set(userIds)];
    const rows: { id: string; full_name: string | null }[] = ids.length
      ? await manager.query(`SELECT id, full_name FROM users WHERE id = ANY($1)`, [ids])
      : [];
    const names = new Map(rows.map((row) => [row.id, row.full_name]));
    return new Map(ids.map((id) => [id, displayName(names.get(id) ?? null, memberPlayerKey(id))]));
  }
}
