import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type AttemptState,
  type DailyQuizKind,
  type DailyResult,
  type SubmitAnswerRequest,
  type SubmitAnswerResponse,
  ukDate,
} from '@trivia/contracts';
import type { DataSource } from 'typeorm';
import { AnalyticsService } from '../analytics/analytics.service';
import { AppException } from '../common/app-exception';
import { APP_CONFIG, type AppConfig } from '../infra/config/config';
import { QuestionBankService } from '../question-bank/question-bank.service';
import { isCorrect } from './answer-marker';
import { toPlayerQuestion, toReveal } from './attempt-view';
import { DailyAnswerEntity, DailyAttemptEntity, type DailyQuizEntity } from './daily-quiz.entities';
import { DailyPlayersService } from './daily-players.service';
import { DailyQuizzesService } from './daily-quizzes.service';
import { DailyRanksService } from './daily-ranks.service';
import type { Player } from '../identity';
import { shareText } from './ranking';

/** Playing a daily quiz: one ranked attempt per player per day, past days in practice, answers marked here. */
@Injectable()
export class DailyAttemptsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly quizzes: DailyQuizzesService,
    private readonly bank: QuestionBankService,
    private readonly players: DailyPlayersService,
    private readonly ranks: DailyRanksService,
    private readonly analytics: AnalyticsService,
  ) {}

  async start(kind: DailyQuizKind, date: string | undefined, player: Player, now = new Date()): Promise<AttemptState> {
    const today = ukDate(now);
    const target = date ?? today;
    if (target > today) throw new AppException('VAL_001', 'That quiz has not been played yet');
    const practice = target < today;
    const quiz = practice ? await this.quizzes.find(target, kind) : await this.quizzes.getOrCreate(today, kind);
    if (!quiz) throw new AppException('RES_001', 'No quiz was played on that day');
    const attempt = practice
      ? await this.practiceAttempt(quiz, player, now)
      : await this.rankedAttempt(quiz, player, now);
    return this.state(attempt, quiz);
  }

  async get(attemptId: string, playerKey: string | null): Promise<AttemptState> {
    const attempt = await this.owned(attemptId, playerKey);
    return this.state(attempt, await this.quizOf(attempt));
  }

  async answer(
    attemptId: string,
    playerKey: string | null,
    input: SubmitAnswerRequest,
    now = new Date(),
  ): Promise<SubmitAnswerResponse> {
    const attempt = await this.owned(attemptId, playerKey);
    if (attempt.finishedAt) throw new AppException('VAL_001', 'This quiz is already finished');
    if (input.index !== attempt.currentIndex) {
      throw new AppException(
        'VAL_001',
        `Question ${input.index + 1} is not the one being asked: answer question ${attempt.currentIndex + 1}`,
      );
    }
    const quiz = await this.quizOf(attempt);
    const question = this.bank.get(quiz.questionIds[input.index]!)!;
    const correct = isCorrect(question, input.answer, this.bank.knownAnswers(question.category));
    const last = input.index === quiz.questionIds.length - 1;
    const elapsedMs = Math.max(0, now.getTime() - attempt.startedAt.getTime());
    await this.record(attempt.id, input, question.id, correct, last ? { now, elapsedMs } : null);
    const saved = Object.assign(attempt, {
      currentIndex: attempt.currentIndex + 1,
      score: attempt.score + (correct ? 1 : 0),
      ...(last ? { finishedAt: now, elapsedMs } : {}),
    });
    if (last) await this.completed(saved, quiz, now);
    else await this.players.active(quiz.kind, attempt.playerKey, now.getTime());
    const answer = {
      attemptId,
      questionIndex: input.index,
      questionId: question.id,
      given: input.answer,
      correct,
      answeredAt: now,
    };
    return { reveal: toReveal(answer, question), state: await this.state(saved, quiz) };
  }

  /**
   * One statement: the attempt moves on only if it is still at this question, and the answer is written only
   * if it did. A duplicate or racing answer counts once, and nothing is ever half-written.
   */
  private async record(
    attemptId: string,
    input: SubmitAnswerRequest,
    questionId: string,
    correct: boolean,
    finish: { now: Date; elapsedMs: number } | null,
  ): Promise<void> {
    const rows: unknown[] = await this.dataSource.query(
      `WITH moved AS (
         UPDATE daily_attempts
         SET current_index = current_index + 1, score = score + $4,
             finished_at = COALESCE($5, finished_at), elapsed_ms = COALESCE($6, elapsed_ms)
         WHERE id = $1 AND current_index = $2 AND finished_at IS NULL
         RETURNING id)
       INSERT INTO daily_answers (attempt_id, question_index, question_id, given, correct)
       SELECT id, $2, $3, $7, $8 FROM moved RETURNING attempt_id`,
      [
        attemptId,
        input.index,
        questionId,
        correct ? 1 : 0,
        finish?.now ?? null,
        finish?.elapsedMs ?? null,
        input.answer,
        correct,
      ],
    );
    if (rows.length === 0) throw new AppException('VAL_001', 'That question has already been answered');
  }

  private async completed(attempt: DailyAttemptEntity, quiz: DailyQuizEntity, now: Date): Promise<void> {
    await this.players.finished(quiz.kind, attempt.playerKey);
    await this.analytics.record('quiz_complete', attempt.userId, {
      quiz_id: `${quiz.kind}-${quiz.quizDate}`,
      quiz_type: quiz.kind,
      duration: Math.round((now.getTime() - attempt.startedAt.getTime()) / 1000),
      difficulty: 'mixed',
      score: attempt.score,
      ranked: attempt.ranked,
    });
  }

  private async rankedAttempt(quiz: DailyQuizEntity, player: Player, now: Date): Promise<DailyAttemptEntity> {
    const inserted = await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(DailyAttemptEntity)
      .values({ quizId: quiz.id, playerKey: player.key, userId: player.userId, ranked: true, startedAt: now })
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

  private async practiceAttempt(quiz: DailyQuizEntity, player: Player, now: Date): Promise<DailyAttemptEntity> {
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
      repo.create({ quizId: quiz.id, playerKey: player.key, userId: player.userId, ranked: false, startedAt: now }),
    );
  }

  /** Someone else's attempt answers 404, like one that does not exist: ids are not to be probed. */
  private async owned(attemptId: string, playerKey: string | null): Promise<DailyAttemptEntity> {
    const attempt = await this.dataSource.getRepository(DailyAttemptEntity).findOneBy({ id: attemptId });
    if (!attempt || attempt.playerKey !== playerKey) throw new AppException('RES_001', 'No such attempt');
    return attempt;
  }

  private async quizOf(attempt: DailyAttemptEntity): Promise<DailyQuizEntity> {
    return (await this.quizzes.byId(attempt.quizId))!;
  }

  private async state(attempt: DailyAttemptEntity, quiz: DailyQuizEntity): Promise<AttemptState> {
    const answers = await this.dataSource
      .getRepository(DailyAnswerEntity)
      .find({ where: { attemptId: attempt.id }, order: { questionIndex: 'ASC' } });
    const current = attempt.finishedAt ? null : this.bank.get(quiz.questionIds[attempt.currentIndex]!);
    return {
      attemptId: attempt.id,
      kind: quiz.kind,
      date: quiz.quizDate,
      ranked: attempt.ranked,
      questionCount: quiz.questionIds.length,
      question: current
        ? toPlayerQuestion(current, attempt.currentIndex, this.bank.categoryName(current.category))
        : null,
      answered: answers.map((answer) => toReveal(answer, this.bank.get(answer.questionId)!)),
      result: attempt.finishedAt ? await this.result(attempt, quiz) : null,
    };
  }

  private async result(attempt: DailyAttemptEntity, quiz: DailyQuizEntity): Promise<DailyResult> {
    const elapsedMs = attempt.elapsedMs ?? 0;
    const standing = attempt.ranked ? await this.ranks.standing(quiz.id, attempt.score, elapsedMs) : null;
    const rank = standing?.rank ?? null;
    const players = standing?.players ?? 0;
    const total = quiz.questionIds.length;
    return {
      score: attempt.score,
      total,
      elapsedMs,
      rank,
      players,
      shareText: shareText({
        kind: quiz.kind,
        date: quiz.quizDate,
        score: attempt.score,
        total,
        elapsedMs,
        rank,
        players,
        publicUrl: this.config.publicUrl,
      }),
    };
  }
}
