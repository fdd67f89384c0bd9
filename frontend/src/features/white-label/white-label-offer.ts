import type { Offer } from '../../components/offer-grid';

/**
 * What a white-label deployment is, in the product's own terms. Every line describes something the platform does
 * today; the branding is set per deployment by our team (there is no self-service branding screen), and the
 * terms are agreed with us, so no price is shown.
 */

export const WHITE_LABEL_OFFER: readonly Offer[] = [
  {
    title: 'Your name, logo and colours',
    body: 'We run a deployment of the platform for you with your brand name, logo and colour scheme in place of ours, across every page your players see.',
  },
  {
    title: 'Your own domain',
    body: 'The deployment is served from your domain (quiz.yourbrand.co.uk, say), with its own accounts, leaderboards and mail sent in your name.',
  },
  {
    title: 'The daily quizzes',
    body: 'A fresh standard quiz and a multiple-choice quiz every day, the same for every player, with streaks and daily leaderboards.',
    link: { label: 'Try today’s quiz', to: '/daily-quiz' },
  },
  {
    title: 'Arena and host-led sessions',
    body: 'Live head-to-head play, and quiz nights a host runs from one screen while players answer on their phones with a PIN.',
    link: { label: 'See the Arena', to: '/arena' },
  },
  {
    title: 'Catalogue packs',
    body: 'Ready-made quiz packs to browse, preview and download as printable and spreadsheet files for pub and event nights.',
    link: { label: 'Browse the catalogue', to: '/quizzes' },
  },
  {
    title: 'The question bank and its checks',
    body: 'Every question carries its source and a “true as of” date, and passes our quality checks (British spelling, clear wording, no duplicate options) before anyone plays it.',
    link: { label: 'See our sources', to: '/attributions' },
  },
];

/** How an arrangement comes about: from this form to a running deployment, with no step skipped or promised. */
export const WHITE_LABEL_STEPS: readonly string[] = [
  'Tell us about your organisation and your players with the form below.',
  'One of our team replies by e-mail to talk through what you need: which parts of the platform, your brand and your domain.',
  'We agree the terms with you in writing. Nothing is charged before that.',
  'We set up your deployment with your branding and hand it over for you to check before your players see it.',
];
