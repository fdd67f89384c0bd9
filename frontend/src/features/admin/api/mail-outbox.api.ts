import { useQuery } from '@tanstack/react-query';
import type { OutboxResponse } from '@trivia/contracts';

export const MAIL_OUTBOX_KEY = ['/api/admin/mail-outbox'] as const;

/** Read with the default query function; refetched on demand because new mail keeps arriving. */
export function useMailOutbox() {
  return useQuery<OutboxResponse>({ queryKey: MAIL_OUTBOX_KEY });
}
