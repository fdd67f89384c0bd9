export { uncounted } from './answers.js';
export { apply } from './apply.js';
export { answerGroupKey, choiceText, parseChoice } from './choices.js';
export { isWellFormed, MAX_TEXT_ANSWER } from './commands.js';
export type { Command, CommandType, LeaveReason, ScoreChange } from './commands.js';
export { createGame } from './create-game.js';
export type { CreateGameResult } from './create-game.js';
export type { Effect, GameResults, Outcome } from './effects.js';
export { ERROR_CODES } from './errors.js';
export {
  ANSWER_REFUSALS,
  answerGate,
  checkAnswer,
  elapsedAt,
  endsAnswering,
  isAnswerRefusal,
  memberStatus,
} from './gate.js';
export type { AnswerGate, AnswerRefusal, MemberStatus, StoredAnswer } from './gate.js';
export type { EngineError, ErrorCode } from './errors.js';
export { cleanNickname, isOffensive, nicknameKey, nicknameProblem, NICKNAME_MAX, NICKNAME_MIN } from './nicknames.js';
export { remarkChanges, remarkProblem } from './overrides.js';
export type { MarkedAnswer } from './overrides.js';
export { ANSWER_GROUPS_MAX } from './reveal.js';
export { scoreAnswer, speedPoints, streakBonus } from './scoring.js';
export type { AnswerScore } from './scoring.js';
export { deserialize, serialize } from './serialize.js';
export { DEFAULT_SETTINGS, LIMITS, resolveSettings } from './settings.js';
export type { SettingsInput } from './settings.js';
export { snapshot, SNAPSHOT_PLAYERS_MAX, SNAPSHOT_STANDINGS_MAX } from './snapshot.js';
export type { OwnStatus, Snapshot } from './snapshot.js';
export {
  APPLIED_OVERRIDES_MAX,
  BASE_POINTS,
  DIFFICULTIES,
  isFinished,
  QUESTION_TYPES,
  STREAK_CAP,
  STREAK_STEP,
} from './state.js';
export type {
  AnswerRecord,
  Choice,
  Difficulty,
  GameState,
  Phase,
  Player,
  Question,
  QuestionType,
  Settings,
} from './state.js';
export { pendingStores } from './stored.js';
export { answerKey, gameResults, publicQuestion, roster, standings, teamStandings } from './views.js';
export type { AnswerKey, PublicPlayer, PublicQuestion, Roster, Standing, TeamStanding } from './views.js';
