import {
  ARENA_REPORT_VERSION,
  type ArenaReport,
  type ArenaReportEngagement,
  type ArenaReportParticipant,
  type ArenaReportQuestion,
  type ArenaReportQuestionStatus,
} from '@trivia/contracts';
import { answerText } from './answer-display';
import { mean, questionStats } from './question-stats';
import type { ReportAnswerRow, ReportInput } from './report-input';
import { teamStandings } from './team-standings';

const iso = (date: Date) => date.toISOString();

/**
 * A question the game got to and revealed. The last one opened counts when the game reached the podium or when
 * answers to it were stored (they are stored at its reveal); a game ended during an open question never marked it.
 */
function statusOf(input: ReportInput, index: number, answered: ReadonlySet<number>): ArenaReportQuestionStatus {
  const { skipped, reached } = input.played;
  if (skipped.includes(index)) return 'void';
  if (index < reached) return 'played';
  return index === reached && (input.completed || answered.has(index)) ? 'played' : 'not_reached';
}

function groupBy<K>(answers: readonly ReportAnswerRow[], key: (answer: ReportAnswerRow) => K) {
  const grouped = new Map<K, ReportAnswerRow[]>();
  for (const answer of answers) {
    const list = grouped.get(key(answer));
    if (list) list.push(answer);
    else grouped.set(key(answer), [answer]);
  }
  return grouped;
}

function participantsOf(
  input: ReportInput,
  questions: readonly ArenaReportQuestion[],
  answers: readonly ReportAnswerRow[],
): ArenaReportParticipant[] {
  const remarked = new Set(input.remarks.flatMap((r) => r.playerIds.map((id) => `${r.questionIndex}|${id}`)));
  const own = groupBy(answers, (answer) => answer.playerId);
  return [...input.players]
    .sort((a, b) => a.rank - b.rank || a.nickname.localeCompare(b.nickname))
    .map((player) => {
      const given = (own.get(player.playerId) ?? [])
        .filter((answer) => questions[answer.questionIndex]?.status === 'played')
        .sort((a, b) => a.questionIndex - b.questionIndex);
      const average = mean(given.map((answer) => answer.elapsedMs));
      return {
        playerId: player.playerId,
        nickname: player.nickname,
        isGuest: player.isGuest,
        teamId: player.teamId,
        rank: player.rank,
        score: player.score,
        correctCount: player.correctCount,
        answeredCount: given.length,
        averageMs: average === null ? null : Math.round(average),
        answers: given.map((answer) => ({
          questionIndex: answer.questionIndex,
          answer: answerText(input.played.questions[answer.questionIndex]!, answer.choice),
          correct: questions[answer.questionIndex]!.type === 'poll' ? null : answer.correct,
          points: answer.points,
          elapsedMs: answer.elapsedMs,
          receivedAt: iso(answer.receivedAt),
          remarked: remarked.has(`${answer.questionIndex}|${answer.playerId}`),
        })),
      };
    });
}

function engagementOf(report: Omit<ArenaReport, 'engagement'>): ArenaReportEngagement {
  const played = report.questions.filter((q) => q.status === 'played');
  const scored = played.filter((q) => q.type !== 'poll');
  const answers = played.reduce((sum, q) => sum + q.answeredCount, 0);
  const scoredAnswers = scored.reduce((sum, q) => sum + q.answeredCount, 0);
  const correct = scored.reduce((sum, q) => sum + (q.correctCount ?? 0), 0);
  const possible = report.participants.length * played.length;
  const times = report.participants.flatMap((p) => p.answers.map((a) => a.elapsedMs));
  const average = mean(times);
  return {
    participants: report.participants.length,
    teams: report.teams.filter((team) => team.memberCount > 0).length,
    questionsPlayed: played.length,
    questionsVoid: report.questions.filter((q) => q.status === 'void').length,
    questionsNotReached: report.questions.filter((q) => q.status === 'not_reached').length,
    polls: played.length - scored.length,
    answers,
    participationRate: possible > 0 ? answers / possible : null,
    correctRate: scoredAnswers > 0 ? correct / scoredAnswers : null,
    averageMs: average === null ? null : Math.round(average),
    answeredEvery: played.length > 0 ? report.participants.filter((p) => p.answeredCount === played.length).length : 0,
    splitQuestions: played.filter((q) => q.split).length,
    remarks: report.remarks.length,
  };
}

/**
 * The report of a finished host-led session, from its stored rows alone: the same rows always give the same
 * report. Answers count only from players in the final standings (a kicked player's are left out) and only on
 * questions played (a void question's were dropped by the room).
 */
export function buildReport(input: ReportInput): ArenaReport {
  const inStandings = new Set(input.players.map((p) => p.playerId));
  const answers = input.answers.filter(
    (a) => inStandings.has(a.playerId) && a.questionIndex >= 0 && a.questionIndex < input.played.questions.length,
  );
  const grouped = groupBy(answers, (answer) => answer.questionIndex);
  const answered = new Set(grouped.keys());
  const remarksPer = (index: number) => input.remarks.filter((r) => r.questionIndex === index).length;
  const questions = input.played.questions.map((question, index) =>
    questionStats(question, index, statusOf(input, index, answered), grouped.get(index) ?? [], remarksPer(index)),
  );
  const participants = participantsOf(input, questions, answers);
  const nicknames = new Map(participants.map((p) => [p.playerId, p.nickname]));
  const report: Omit<ArenaReport, 'engagement'> = {
    version: ARENA_REPORT_VERSION,
    sessionId: input.session.id,
    title: input.session.title,
    hostName: input.session.hostName,
    startedAt: input.session.startedAt ? iso(input.session.startedAt) : null,
    endedAt: iso(input.session.endedAt),
    completed: input.completed,
    scoring: input.settings.scoring,
    teamMode: input.settings.teamMode,
    questionSeconds: input.settings.questionSeconds,
    participants,
    teams: input.settings.teamMode === 'teams' ? teamStandings(input.settings.teams, participants, questions) : [],
    questions,
    participation: questions
      .filter((q) => q.status !== 'not_reached')
      .map((q) => ({
        questionIndex: q.index,
        answered: q.answeredCount,
        share: participants.length > 0 ? q.answeredCount / participants.length : 0,
        void: q.status === 'void',
      })),
    remarks: [...input.remarks]
      .sort((a, b) => a.at.getTime() - b.at.getTime())
      .map((r) => ({
        questionIndex: r.questionIndex,
        answer: r.answer,
        accepted: r.accepted,
        players: r.playerIds.map((id) => nicknames.get(id) ?? 'A removed player'),
        byName: r.byName,
        at: iso(r.at),
      })),
  };
  return { ...report, engagement: engagementOf(report) };
}
