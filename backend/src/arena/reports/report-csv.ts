import type { ArenaReport, ArenaReportAnswer } from '@trivia/contracts';
import { buildSafeCsv } from '../../infra/documents';
import { teamNames } from './report-format';

/** The columns, in order: one row per player per question. */
export const REPORT_CSV_COLUMNS = [
  'player',
  'team',
  'final_rank',
  'final_score',
  'question_number',
  'round',
  'question_type',
  'question',
  'status',
  'answer',
  'correct',
  'correct_answer',
  'points',
  'seconds',
  'received_at',
  'remarked',
] as const;

const STATUS_TEXT = { void: 'void', not_reached: 'not reached' } as const;

/**
 * Every player's row for every question, players in final standing order. `status` says what happened to the
 * question for this player: answered, no answer, void (the host skipped it) or not reached (the game ended first);
 * `correct` is yes or no for an answered scored question and empty otherwise (polls have no right answer).
 */
export function buildReportCsv(report: ArenaReport): Buffer {
  const teams = teamNames(report);
  const rows = report.participants.flatMap((player) => {
    const given = new Map<number, ArenaReportAnswer>(player.answers.map((a) => [a.questionIndex, a]));
    return report.questions.map((question) => {
      const answer = question.status === 'played' ? given.get(question.index) : undefined;
      const status = question.status === 'played' ? (answer ? 'answered' : 'no answer') : STATUS_TEXT[question.status];
      return [
        player.nickname,
        player.teamId ? (teams.get(player.teamId) ?? '') : '',
        String(player.rank),
        String(player.score),
        String(question.index + 1),
        question.round ?? '',
        question.type,
        question.prompt,
        status,
        answer?.answer ?? '',
        answer && answer.correct !== null ? (answer.correct ? 'yes' : 'no') : '',
        question.correctAnswer ?? '',
        answer ? String(answer.points) : '',
        answer ? (answer.elapsedMs / 1000).toFixed(1) : '',
        answer?.receivedAt ?? '',
        answer?.remarked ? 'yes' : '',
      ];
    });
  });
  return buildSafeCsv(REPORT_CSV_COLUMNS, rows);
}
