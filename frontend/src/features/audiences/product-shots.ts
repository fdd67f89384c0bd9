import type { ProductShotProps } from './components/product-shot';

/**
 * Screenshots of the running product (taken with Playwright from a demo server by e2e/scripts/audience-shots.mjs),
 * kept under frontend/public/product-shots/ as WebP.
 */
export const CORPORATE_SHOTS: ProductShotProps[] = [
  {
    src: '/product-shots/presenter-lobby.webp',
    alt: 'The presenter view before a session starts: the join PIN and QR code, and six players each with the team they picked',
    caption: 'Colleagues join with a PIN or QR code and pick their team before you start.',
    width: 1280,
    height: 800,
  },
  {
    src: '/product-shots/presenter-question.webp',
    alt: 'The presenter view during a question: the question, its four options, the countdown and how many have answered',
    caption: 'The presenter view: large enough to read from the back of the room or over a shared screen.',
    width: 1280,
    height: 800,
  },
  {
    src: '/product-shots/session-report.webp',
    alt: 'A session report: engagement figures such as participants, participation and right answers, then the team standings, with CSV and PDF downloads',
    caption: 'The report afterwards: engagement, team standings and every answer, as CSV or PDF.',
    width: 1280,
    height: 800,
  },
];

export const TEACHER_SHOTS: ProductShotProps[] = [
  {
    src: '/product-shots/classroom-question.webp',
    alt: 'A GCSE Science revision question on the presenter view, with the countdown and the number of pupils who have answered',
    caption: 'A GCSE Science revision set on the board.',
    width: 1280,
    height: 800,
  },
  {
    src: '/product-shots/player-phone.webp',
    alt: 'A pupil’s phone showing the same question with four large answer buttons',
    caption: 'What each pupil sees on their phone or tablet.',
    width: 390,
    height: 560,
  },
];
