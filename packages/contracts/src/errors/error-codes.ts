/** Every error code the product uses. Spec section 8 names most; the rest are ours and documented in the catalogue. */
export const ERROR_CODES = [
  'NET_001',
  'NET_002',
  'NET_003',
  'NET_004',
  'AUTH_001',
  'AUTH_002',
  'AUTH_003',
  'AUTH_004',
  'AUTH_005',
  'AUTH_006',
  'AUTH_007',
  'AUTH_008',
  'AUTH_009',
  'AUTH_010',
  'QUIZ_001',
  'QUIZ_002',
  'QUIZ_003',
  'DL_001',
  'DL_002',
  'DL_003',
  'PAY_001',
  'PAY_002',
  'PAY_003',
  'PAY_004',
  'PAY_005',
  'VAL_001',
  'RATE_001',
  'RES_001',
  'ARENA_001',
  'ARENA_002',
  'ARENA_003',
  'ARENA_004',
  'ARENA_005',
  'ARENA_006',
  'ARENA_007',
  'ARENA_008',
  'ARENA_009',
  'ARENA_010',
  'ERR_000',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
