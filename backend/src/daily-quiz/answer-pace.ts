/** Answers faster than this cannot have followed reading the question (round trips included, so it is generous). */
export const DEFAULT_TIME_FLOOR_MS = 800;

/** One fast tap can be a reflex or a lucky guess; several cannot. */
export const FAST_ANSWERS_TO_FLAG = 3;

export interface PaceVerdict {
  flagged: boolean;
  fastAnswers: number;
  reason: string | null;
}

/**
 * Whether a finished attempt was played by a person: it is flagged (kept out of the ranks) when several answers
 * came in under the time floor, timed from the question being shown to the answer arriving.
 */
export function judgePace(answerTimesMs: readonly (number | null)[], floorMs: number): PaceVerdict {
  const fastAnswers = answerTimesMs.filter((ms) => ms !== null && ms < floorMs).length;
  const flagged = floorMs > 0 && fastAnswers >= Math.min(FAST_ANSWERS_TO_FLAG, answerTimesMs.length);
  return {
    flagged,
    fastAnswers,
    reason: flagged
      ? `${fastAnswers} of ${answerTimesMs.length} answers came under ${floorMs} ms after the question was shown`
      : null,
  };
}
