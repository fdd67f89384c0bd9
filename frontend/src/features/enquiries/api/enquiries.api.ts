import { useMutation } from '@tanstack/react-query';
import type { EnquiryReceipt, EnquiryRequest } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';

/** Sends a sales enquiry; the form shows refusals on their fields and anything else (the hourly limit) as a toast. */
export function useSendEnquiry() {
  return useMutation({
    mutationFn: (request: EnquiryRequest) => apiRequest<EnquiryReceipt>('POST', '/api/enquiries', request),
    meta: { silent: true },
  });
}
