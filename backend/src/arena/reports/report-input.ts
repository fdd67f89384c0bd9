import type { ArenaScoring, ArenaTeam, ArenaTeamMode } from '@trivia/contracts';
import type { PlayedGame } from './played-game';

/** A final standing (arena_match_players). */
export interface ReportPlayerRow {
  playerId: string;
  nickname: string;
  isGuest: boolean;
  teamId: string | null;
  score: number;
  rank: number;
  correctCount: number;
}

/** One stored answer (arena_answers), choice as stored. */
export interface ReportAnswerRow {
  playerId: string;
  questionIndex: number;
  choice: string;
  receivedAt: Date;
  elapsedMs: number;
  correct: boolean;
  points: number;
}

/** One re-marking by the host (hosted_session_overrides). */
export interface ReportRemarkRow {
  questionIndex: number;
  answer: string;
  accepted: boolean;
  playerIds: string[];
  byName: string;
  at: Date;
}

/** Everything a report is built from, as read from the database: the builder itself is pure. */
export interface ReportInput {
  session: { id: string; title: string; hostName: string; startedAt: Date | null; endedAt: Date };
  completed: boolean;
  settings: { scoring: ArenaScoring; teamMode: ArenaTeamMode; teams: ArenaTeam[]; questionSeconds: number };
  played: PlayedGame;
  players: ReportPlayerRow[];
  answers: ReportAnswerRow[];
  remarks: ReportRemarkRow[];
}
