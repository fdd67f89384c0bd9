/**
 * Why the engine refused a command. The backend maps each code to its error catalogue entry, so these strings
 * are part of the package's contract: add codes, never rename them.
 */
export const ERROR_CODES = {
  invalidInput: 'VAL_001',
  late: 'ARENA_LATE',
  duplicate: 'ARENA_DUPLICATE',
  outOfRange: 'ARENA_OUT_OF_RANGE',
  wrongPhase: 'ARENA_WRONG_PHASE',
  notHost: 'ARENA_NOT_HOST',
  roomFull: 'ARENA_ROOM_FULL',
  nicknameTaken: 'ARENA_NICKNAME_TAKEN',
  notInRoom: 'ARENA_NOT_IN_ROOM',
  kicked: 'ARENA_KICKED',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export type EngineError = { code: ErrorCode; message: string };
