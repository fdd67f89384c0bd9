import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type AttemptState,
  type DailyQuizKind,
  type DailyResult,
  type SubmitAnswerRequest,
  type SubmitAnswerResponse,
  type UnrankedReason,
  ukDate,
} from '@trivia/contracts';
import type { DataSource } from 'typeorm';
import { AnalyticsService } from '../analytics/analytics.service';
import { AppException } from '../common/app-exception';
import { APP_CONFIG, type AppConfig } from '../infra/config/config';
import { QuestionSourceService } from '../question-bank/question-source.service';
import { answerReveal, isCorrect, playerQuestion } from '../question-bank';
import { DailyAnswerEntity, DailyAttemptEntity, type DailyQuizEntity } from './daily-quiz.entities';
import { DailyAttemptStartsService } from './daily-attempt-starts.service';
import { DailyPaceService } from './daily-pace.service';
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
    private readonly bank: QuestionSourceService,
    private readonly players: DailyPlayersService,
    private readonly ranks: DailyRanksService,
    private readonly analytics: AnalyticsService,
    private readonly starts: DailyAttemptStartsService,
    private readonly pace: DailyPaceService,
  ) {}

  async start(
    kind: DailyQuizKind,
    date: string | undefined,
    player: Player,
    ip: string,
    now = new Date(),
  ): Promise<AttemptState> {
    const today = ukDate(now);
    const target = date ?? today;
    if (target > today) throw new AppException('VAL_001', 'That quiz has not been played yet');
    const practice = target < today;
    const quiz = practice ? await this.quizzes.find(target, kind) : await this.quizzes.getOrCreate(today, kind);
    if (!quiz) throw new AppException('RES_001', 'No quiz was played on that day');
    const attempt = practice
      ? await this.starts.unranked(quiz, player, now)
      : await this.starts.today(quiz, player, ip, now);
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
    const answerMs = Math.max(0, now.getTime() - (attempt.questionShownAt ?? attempt.startedAt).getTime());
    await this.record(attempt.id, input, { questionId: question.id, correct, answerMs, now }, last ? elapsedMs : null);
    const saved = Object.assign(attempt, {
      currentIndex: attempt.currentIndex + 1,
      score: attempt.score + (correct ? 1 : 0),
      questionShownAt: now,
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
      answerMs,
      answeredAt: now,
    };
    return { reveal: answerReveal(answer.questionIndex, answer, question), state: await this.state(saved, quiz) };
  }

  /**
   * One statement: the attempt moves on only if it is still at this question, and the answer is written only
   * if it did. A duplicate or racing answer counts once, and nothing is ever half-written. The next question is
   * shown from now, so its answer time starts now.
   */
  private async record(
    attemptId: string,
    input: SubmitAnswerRequest,
    marked: { questionId: string; correct: boolean; answerMs: number; now: Date },
    finishedElapsedMs: number | null,
  ): Promise<void> {
    const finished = finishedElapsedMs !== null;
    const rows: unknown[] = await this.dataSource.query(
      `WITH moved AS (
         UPDATE daily_attempts
         SET current_index = current_index + 1, score = score + $4, question_shown_at = $5,
             finished_at = CASE WHEN $6::boolean THEN $5 ELSE finished_at END,
             elapsed_ms = COALESCE($7, elapsed_ms)
         WHERE id = $1 AND current_index = $2 AND finished_at IS NULL
         RETURNING id)
       INSERT INTO daily_answers (attempt_id, question_index, question_id, given, correct, answer_ms)
       SELECT id, $2, $3, $8, $9, $10 FROM moved RETURNING attempt_id`,
      [
        attemptId,
        input.index,
        marked.questionId,
        marked.correct ? 1 : 0,
        marked.now,
        finished,
        finishedElapsedMs,
        input.answer,
        marked.correct,
        marked.answerMs,
      ],
    );
    if (rows.length === 0) throw new AppException('VAL_001', 'That question has already been answered');
  }

  private async completed(attempt: DailyAttemptEntity, quiz: DailyQuizEntity, now: Date): Promise<void> {
    await this.players.finished(quiz.kind, attempt.playerKey);
    if (attempt.ranked) Object.assign(attempt, await this.pace.review(attempt.id, now));
    await this.analytics.record('quiz_complete', attempt.userId, {
      quiz_id: `${quiz.kind}-${quiz.quizDate}`,
      quiz_type: quiz.kind,
      duration: Math.round((now.getTime() - attempt.startedAt.getTime()) / 1000),
      difficulty: 'mixed',
      score: attempt.score,
      ranked: attempt.ranked,
    });
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
      ranked: unrankedReason(attempt, quiz) === null,
      unrankedReason: unrankedReason(attempt, quiz),
      questionCount: quiz.questionIds.length,
      question: current
        ? playerQuestion(
            current,
            attempt.currentIndex,
            this.bank.categoryName(current.category),
            current.type === 'multiple_choice',
          )
        : null,
      answered: answers.map((answer) => answerReveal(answer.questionIndex, answer, this.bank.get(answer.questionId)!)),
      result: attempt.finishedAt ? await this.result(attempt, quiz) : null,
    };
  }

  private async result(attempt: DailyAttemptEntity, quiz: DailyQuizEntity): Promise<DailyResult> {
    const elapsedMs = attempt.elapsedMs ?? 0;
    const counts = unrankedReason(attempt, quiz) === null;
    const standing = counts ? await this.ranks.standing(quiz.id, attempt.score, elapsedMs) : null;
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

/**
 * Why an attempt is not in the day's ranks, or null when it is: flagged for its pace, a past day's practice, or
 * (an unranked attempt at the quiz of the day it was started) a guest over their network's limit.
 */
export function unrankedReason(attempt: DailyAttemptEntity, quiz: DailyQuizEntity): UnrankedReason | null {
  if (attempt.flaggedAt) return 'too-fast';
  if (attempt.ranked) return null;
  return quiz.quizDate === ukDate(attempt.startedAt) ? 'guest-limit' : 'practice';
}
