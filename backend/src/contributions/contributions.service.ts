import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  type Contribution,
  type ContributionCheck,
  type ContributionProblem,
  CONTRIBUTION_RATE,
} from '@trivia/contracts';
import type { DataSource, Repository } from 'typeorm';
import { AppException } from '../common/app-exception';
import { displayName, type MemberPrincipal } from '../identity';
import { assertAllowed } from '../infra/rate-limit/rate-limit-refusal';
import { RATE_LIMITER, type RateLimiter, type RateLimitPolicy } from '../infra/rate-limit/rate-limiter';
import { QuestionSourceService } from '../question-bank/question-source.service';
import { ContributionEntity } from './contribution.entity';
import { checkContribution, inBankShape, type ProposedQuestion } from './contribution-checks';
import { contributionView } from './contribution-view';
import { lockPending } from './pending-contribution';

/** Questions one member may send, counted on every node: enough for an enthusiast, too few to flood the queue. */
export const CONTRIBUTIONS_PER_HOUR: RateLimitPolicy = {
  name: 'contributions-hour',
  points: CONTRIBUTION_RATE.perHour,
  windowSeconds: 60 * 60,
  scope: 'shared',
};
export const CONTRIBUTIONS_PER_DAY: RateLimitPolicy = {
  name: 'contributions-day',
  points: CONTRIBUTION_RATE.perDay,
  windowSeconds: 24 * 60 * 60,
  scope: 'shared',
};

/** The contributor's own list: the newest this many. */
const MINE_SHOWN = 100;

/** A member's side of contributions: the check as they type, sending a question, what became of theirs, withdrawing one. */
@Injectable()
export class ContributionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(ContributionEntity) private readonly contributions: Repository<ContributionEntity>,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    private readonly source: QuestionSourceService,
  ) {}

  check(question: ProposedQuestion, now = new Date()): ContributionCheck {
    const problems = this.problems(question, now);
    return { ok: problems.length === 0, problems };
  }

  /** What keeps a question out of the bank, each on its field; none when it may go in. */
  problems(question: ProposedQuestion, now = new Date()): ContributionProblem[] {
    return checkContribution(question, now, (query) => {
      const found = this.source.lookalike(query);
      return found ? { prompt: found.question.prompt, reason: found.reason } : null;
    });
  }

  /** Stores a question that passes QC, for an admin to review; refused with every problem otherwise. */
  async submit(member: MemberPrincipal, question: ProposedQuestion): Promise<Contribution> {
    const problems = this.problems(question);
    if (await this.alreadySent(member.userId, question.prompt)) {
      problems.push({ path: 'prompt', message: 'You have already sent this question.' });
    }
    if (problems.length > 0) {
      throw new AppException('VAL_001', 'The question needs some changes before it can be sent', problems);
    }
    // The hour's window first: a refusal there must not spend the day's allowance.
    assertAllowed(
      await this.limiter.consume(CONTRIBUTIONS_PER_HOUR, member.userId),
      'RATE_001',
      `You can send ${CONTRIBUTION_RATE.perHour} questions an hour`,
    );
    assertAllowed(
      await this.limiter.consume(CONTRIBUTIONS_PER_DAY, member.userId),
      'RATE_001',
      `You can send ${CONTRIBUTION_RATE.perDay} questions a day`,
    );
    const row = await this.contributions.save(
      this.contributions.create({ ...inBankShape(question), userId: member.userId, status: 'pending' }),
    );
    return contributionView(row, displayName(member.user.fullName, member.playerKey));
  }

  /** The member's contributions, newest first, with each one's status and any reason it was turned down. */
  async mine(member: MemberPrincipal): Promise<Contribution[]> {
    const rows = await this.contributions.find({
      where: { userId: member.userId },
      order: { createdAt: 'DESC', id: 'ASC' },
      take: MINE_SHOWN,
    });
    const name = displayName(member.user.fullName, member.playerKey);
    return rows.map((row) => contributionView(row, name));
  }

  /** Taken back by its member while it waits: it leaves the admins' queue (VAL_001 once an admin has decided). */
  async withdraw(member: MemberPrincipal, id: string): Promise<Contribution> {
    const row = await this.dataSource.transaction(async (manager) => {
      const row = await lockPending(manager, id, member.userId);
      row.status = 'withdrawn';
      return manager.save(row);
    });
    return contributionView(row, displayName(member.user.fullName, member.playerKey));
  }

  /** The same question from the same member, waiting or already in the bank (a rejected or withdrawn one may be sent again). */
  private async alreadySent(userId: string, prompt: string): Promise<boolean> {
    const found = await this.contributions
      .createQueryBuilder('c')
      .where("c.user_id = :userId AND lower(c.prompt) = lower(:prompt) AND c.status IN ('pending', 'approved')", {
        userId,
        prompt,
      })
      .getExists();
    return found;
  }
}
