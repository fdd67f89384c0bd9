import { z } from 'zod';

/** Flags the product checks; the seed creates each of them. */
export const FEATURE_FLAGS = [
  'arena_multiplayer',
  'vertical_education',
  'vertical_teachers',
  'vertical_corporate',
] as const;
export type FeatureFlagName = (typeof FEATURE_FLAGS)[number];

export const flagNameSchema = z.string().regex(/^[a-z][a-z0-9_]{1,63}$/, 'Unknown flag name');

export const flagCheckResponseSchema = z.object({ enabled: z.boolean() });
export type FlagCheckResponse = z.infer<typeof flagCheckResponseSchema>;

export const myFeaturesResponseSchema = z.object({ features: z.array(z.string()) });
export type MyFeaturesResponse = z.infer<typeof myFeaturesResponseSchema>;
