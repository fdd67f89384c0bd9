import { formatGbp, PLANS, type VerticalId } from '@trivia/contracts';

/** The pricing routes of spec section 2 and whom each one is for. */
export interface PricingPage {
  path: string;
  vertical: VerticalId;
  title: string;
  subtitle: string;
  /** An honest word about offers that are not on sale yet (never a fake tier or button). */
  note?: string;
}

export const PRICING_PAGES = {
  all: {
    path: '/pricing',
    vertical: 'universal',
    title: 'Pricing',
    subtitle: `Free to start; paid plans from ${formatGbp(PLANS.essentials.pricePence)} a month, in pounds with VAT included. Cancel any time.`,
  },
  education: {
    path: '/pricing/education',
    vertical: 'student',
    title: 'Education Pricing',
    subtitle: 'Revise for GCSE and A-Level free, or build your own revision quizzes.',
  },
  teachers: {
    path: '/pricing/teachers',
    vertical: 'teacher',
    title: 'Teacher Pricing',
    subtitle: 'Quizzes for starters, plenaries and homework, printed or played live.',
  },
  arena: {
    path: '/pricing/arena',
    vertical: 'gamer',
    title: 'Arena Pricing',
    subtitle: 'Play Arena free with friends; host bigger rooms and build your own rounds on a paid plan.',
  },
  /** Shown by DeveloperPricingPage: the quiz API's tiers, a product line of their own beside the site's plans. */
  developers: {
    path: '/pricing/developers',
    vertical: 'developer',
    title: 'API Pricing',
    subtitle: 'Three tiers for the quiz API, from free to £29 a month. Every account starts on API Free.',
  },
  corporate: {
    path: '/pricing/corporate',
    vertical: 'corporate',
    title: 'Corporate Pricing',
    subtitle: 'Team quizzes for socials and away days, hosted live for the whole office.',
    note: 'Quotes for whole organisations are not offered yet. A team can use the plans below today.',
  },
} as const satisfies Record<string, PricingPage>;

export type PricingPageId = keyof typeof PRICING_PAGES;
