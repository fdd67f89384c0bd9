import { PLANS, type Plan } from '../plans/plans.js';
import type { VerticalId } from '../verticals/vertical-catalogue.js';
import { SITE_NAME } from './site-identity.js';

// Kept apart from page-head.ts: only the server writes structured data (crawlers read it from the first HTML); the
// browser's head updates need neither it nor the plans.

/** Which plans each pricing page offers (the plans' own audiences), for its Offer list. */
const PRICING_AUDIENCE: Record<string, VerticalId | null> = {
  '/pricing': null,
  '/pricing/education': 'student',
  '/pricing/teachers': 'teacher',
  '/pricing/arena': 'gamer',
  '/pricing/corporate': 'corporate',
};

function offerOf(plan: Plan, pageUrl: string): Record<string, unknown> {
  return {
    '@type': 'Offer',
    name: plan.name,
    description: plan.summary,
    price: (plan.pricePence / 100).toFixed(2),
    priceCurrency: 'GBP',
    url: pageUrl,
    ...(plan.interval
      ? {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: (plan.pricePence / 100).toFixed(2),
            priceCurrency: 'GBP',
            unitCode: plan.interval === 'month' ? 'MON' : 'ANN',
            valueAddedTaxIncluded: true,
          },
        }
      : {}),
  };
}

/** The pricing pages' plans as a schema.org OfferCatalog, from the same PLANS the pricing page shows. */
export function pricingStructuredData(path: string, publicUrl: string): Record<string, unknown> | null {
  if (!(path in PRICING_AUDIENCE)) return null;
  const audience = PRICING_AUDIENCE[path];
  const plans = Object.values(PLANS).filter((plan) => !audience || plan.audiences.includes(audience));
  const url = `${publicUrl}${path}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'OfferCatalog',
    name: `${SITE_NAME} plans`,
    url,
    itemListElement: plans.map((plan) => offerOf(plan, url)),
  };
}

export function organisationStructuredData(publicUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    legalName: `${SITE_NAME} Ltd`,
    url: `${publicUrl}/`,
    logo: `${publicUrl}/logo-512.png`,
    description: 'Trusted trivia for pubs, classrooms, teams, players and developers, written and checked in the UK.',
    areaServed: 'GB',
  };
}

/** The schema.org blocks of a page (by its canonical path): the organisation on /, the offers on pricing pages. */
export function structuredDataFor(path: string, publicUrl: string): Record<string, unknown>[] {
  if (path === '/') return [organisationStructuredData(publicUrl)];
  const pricing = pricingStructuredData(path, publicUrl);
  return pricing ? [pricing] : [];
}
