import { SITE_NAME } from '@trivia/contracts';

/** Company facts shown in the footer and legal pages; kept in one place so they change once. */
export const SITE = {
  name: SITE_NAME,
  companyName: 'Trivia Platform Ltd',
  registration:
    'Trivia Platform Ltd is being registered in England and Wales; the company number will appear here once issued.',
  privacyEmail: 'privacy@trivia.example',
  contactEmail: 'hello@trivia.example',
} as const;
