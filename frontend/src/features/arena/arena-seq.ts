/**
 * Broadcasts carry `seq`, one more than the previous broadcast of the room. Anything else is either a
 * message already covered by the last snapshot (stale) or a sign that we missed one (gap: ask for a snapshot).
 */
export type SeqVerdict = 'apply' | 'stale' | 'gap';

export function checkSeq(lastSeq: number, incoming: number): SeqVerdict {
  if (incoming <= lastSeq) return 'stale';
  return incoming === lastSeq + 1 ? 'apply' : 'gap';
}

/** Reads `seq` from a payload; personal messages (receipt, result, kicked) have none. */
export function seqOf(payload: Record<string, unknown>): number | null {
  const seq = payload['seq'];
  return typeof seq === 'number' && Number.isInteger(seq) ? seq : null;
}
