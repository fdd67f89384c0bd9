import type { ErrorCode as EngineCode } from '@trivia/arena-engine';
import type { ErrorCode } from '@trivia/contracts';

/** The engine's refusal codes as catalogue codes, for socket acks and toasts. */
export const ENGINE_TO_CATALOGUE: Record<EngineCode, ErrorCode> = {
  VAL_001: 'VAL_001',
  ARENA_LATE: 'ARENA_001',
  ARENA_DUPLICATE: 'ARENA_002',
  ARENA_OUT_OF_RANGE: 'ARENA_003',
  ARENA_WRONG_PHASE: 'ARENA_004',
  ARENA_NOT_HOST: 'ARENA_005',
  ARENA_ROOM_FULL: 'ARENA_006',
  ARENA_NICKNAME_TAKEN: 'ARENA_007',
  ARENA_NOT_IN_ROOM: 'ARENA_008',
  ARENA_KICKED: 'ARENA_009',
};
