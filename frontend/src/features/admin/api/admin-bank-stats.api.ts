import { useQuery } from '@tanstack/react-query';
import type { AdminBankStats } from '@trivia/contracts';

export const ADMIN_BANK_KEY = ['/api/admin/question-bank'] as const;

export function useAdminBankStats() {
  return useQuery<AdminBankStats>({ queryKey: ADMIN_BANK_KEY });
}
