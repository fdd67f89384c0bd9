import type { ArenaReportParticipant, ArenaReportQuestion, ArenaReportTeam, ArenaTeam } from '@trivia/contracts';
import { mean } from './question-stats';

/** A team's score: the mean of its members' scores to one decimal place (a small team is not outscored for size). */
export const teamScore = (scores: readonly number[]): number => Math.round((mean(scores) ?? 0) * 10) / 10;

/**
 * Every named team, best first: ranked by score (equal scores share a rank), teams without members last with 0.
 * `participants` come in final standing order, so each team's members do too.
 */
export function teamStandings(
  teams: readonly ArenaTeam[],
  participants: readonly ArenaReportParticipant[],
  questions: readonly ArenaReportQuestion[],
): ArenaReportTeam[] {
  const scored = new Set(questions.filter((q) => q.status === 'played' && q.type !== 'poll').map((q) => q.index));
  const rows = teams.map((team, order) => {
    const members = participants.filter((p) => p.teamId === team.id);
    const marked = members.flatMap((p) => p.answers.filter((a) => scored.has(a.questionIndex)));
    return {
      order,
      teamId: team.id,
      name: team.name,
      score: teamScore(members.map((p) => p.score)),
      memberCount: members.length,
      correctRate: marked.length > 0 ? marked.filter((a) => a.correct).length / marked.length : null,
      members: members.map((p) => p.nickname),
    };
  });
  const withMembers = rows.filter((row) => row.memberCount > 0).sort((a, b) => b.score - a.score || a.order - b.order);
  const empty = rows.filter((row) => row.memberCount === 0);
  const ranked = withMembers.map(({ order: _order, ...row }) => ({
    ...row,
    rank: 1 + withMembers.filter((other) => other.score > row.score).length,
  }));
  return [...ranked, ...empty.map(({ order: _order, ...row }) => ({ ...row, rank: withMembers.length + 1 }))];
}
