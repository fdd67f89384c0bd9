import { z } from 'zod';

import { VERTICAL_IDS } from './vertical-catalogue.js';

export * from './vertical-catalogue.js';

export const verticalIdSchema = z.enum(VERTICAL_IDS);

export const verticalPreferenceResponseSchema = z.object({ preferredVertical: verticalIdSchema.nullable() });
export type VerticalPreferenceResponse = z.infer<typeof verticalPreferenceResponseSchema>;

export const trackVerticalRequestSchema = z.strictObject({
  vertical: verticalIdSchema,
  source: z.enum(['homepage_switcher', 'header_dropdown', 'role_modal', 'auto_detect']).optional(),
});
export type TrackVerticalRequest = z.infer<typeof trackVerticalRequestSchema>;
