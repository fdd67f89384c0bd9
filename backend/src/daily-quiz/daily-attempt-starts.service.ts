import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AnalyticsService } from '../analytics/analytics.service';
import type { Player } from '../identity';
import { APP_CONFIG, type AppConfig } from '../infra/config/config';
import { RATE_LIMITER, type RateLimiter, type RateLimitPolicy } from '../infra/rate-limit/rate-limiter';
import { DailyAttemptEntity, type DailyQuizEntity } from './daily-quiz.entities';
import { DailyPlayersService } from './daily-players.service';

/**
 * Opening an attempt: today's quiz is ranked, once per player; a past day's is practice. Guests are capped per
 * network and day, so a script cannot throw away guest after guest to learn the answers and rank a fresh one:
 * past the cap a guest still plays today's quiz, unranked.
 */
@Injectable()
export class DailyAttemptStartsService {
  private readonly guestAttempts: RateLimitPolicy;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    private readonly players: DailyPlayersService,
    private readonly analytics: AnalyticsService,
  ) {
    this.guestAttempts = {
      name: 'daily-guest-attempts',
      points: config.dailyGuestAttemptsPerIp,
      windowSeconds: 24 * 60 * 60,
      scope: 'shared',
    };
  }

  /** Today's attempt: the player's ranked one (made now if need be), or an unranked one for a guest over the cap. */
  async today(quiz: DailyQuizEntity, player: Player, ip: string, now: Date): Promise<DailyAttemptEntity> {
    const repo = this.dataSource.getRepository(DailyAttemptEntity);
    const existing = await repo.findOneBy({ quizId: quiz.id, playerKey: player.key, ranked: true });
    if (existing) {
      if (!existing.finishedAt) await this.players.active(quiz.kind, player.key, now.getTime());
      return existing;
    }
    if (player.userId === null) {
      const verdict = await this.limiter.consume(this.guestAttempts, `${ip}|${quiz.quizDate}|${quiz.kind}`);
      if (!verdict.allowed) return this.unranked(quiz, player, now);
    }
    return this.ranked(quiz, player, now);
  }

  /** An unranked attempt (a past day's practice, or a guest over the cap), resumed while it is unfinished. */
  async unranked(quiz: DailyQuizEntity, player: Player, now: Date): Promise<DailyAttemptEntity> {
    const repo = this.dataSource.getRepository(DailyAttemptEntity);
    const open = await repo
      .createQueryBuilder('a')
      .where('a.quiz_id = :quiz AND a.player_key = :player AND NOT a.ranked AND a.finished_at IS NULL', {
        quiz: quiz.id,
        player: player.key,
      })
      .getOne();
    if (open) return open;
    return repo.save(
      repo.create({
        quizId: quiz.id,
        playerKey: player.key,
        userId: player.userId,
        ranked: false,
        startedAt: now,
        questionShownAt: now,
      }),
    );
  }

  /** The unique index on ranked attempts decides a race between two tabs: both get the same attempt. */
  private async ranked(quiz: DailyQuizEntity, player: Player, now: Date): Promise<DailyAttemptEntity> {
    const inserted = await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(DailyAttemptEntity)
      .values({
        quizId: quiz.id,
        playerKey: player.key,
        userId: player.userId,
        ranked: true,
        startedAt: now,
        questionShownAt: now,
      })
      .orIgnore()
      .returning('id')
      .execute();
    const attempt = (await this.dataSource
      .getRepository(DailyAttemptEntity)
      .findOneBy({ quizId: quiz.id, playerKey: player.key, ranked: true }))!;
    if ((inserted.raw as unknown[]).length > 0) {
      await this.players.joined(quiz.quizDate, quiz.kind, player.key, now.getTime());
      await this.analytics.record('quiz_start', player.userId, {
        quiz_id: `${quiz.kind}-${quiz.quizDate}`,
        quiz_type: quiz.kind,
        difficulty: 'mixed',
      });
    } else if (!attempt.finishedAt) {
      await this.players.active(quiz.kind, player.key, now.getTime());
    }
    return attempt;
  }
}
