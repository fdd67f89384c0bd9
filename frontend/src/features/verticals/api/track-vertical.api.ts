import type { TrackVerticalRequest, VerticalPreferenceResponse } from '@trivia/contracts';
import { apiRequest } from '../../../lib/api-client';

export function trackVertical(request: TrackVerticalRequest): Promise<VerticalPreferenceResponse> {
  return apiRequest<VerticalPreferenceResponse>('POST', '/api/user/track-vertical', request);
}
