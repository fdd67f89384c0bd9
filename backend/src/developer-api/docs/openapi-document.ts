import { API_TIER_LIST, OPENTDB_MAX_AMOUNT } from '@trivia/contracts';
import { securitySchemes, sharedHeaders, v1Responses, v1Schemas } from './openapi-components';
import { compatPaths } from './openapi-compat-paths';
import { v1Paths } from './openapi-v1-paths';

export interface OpenApiOptions {
  /** The site's public URL: the server every example and "Try it out" call goes to. */
  publicUrl: string;
  /** Open Trivia DB question requests allowed per address every 5 seconds. */
  openTdbRequestsPer5Seconds: number;
}

const tierLine = (tier: (typeof API_TIER_LIST)[number]) =>
  `| ${tier.name} | ${tier.limits.requestsPerMinute} | ${tier.limits.requestsPerDay.toLocaleString('en-GB')} | ${tier.limits.questionsPerCall} | ${tier.limits.keys} | ${tier.features.length > 0 ? 'seeded sets, answer checking' : '—'} |`;

function overview(): string {
  return [
    'British trivia questions for your apps and games: checked for British spelling and ambiguity, each with its source and the date its fact is true as of.',
    '',
    'Send your key in `X-API-Key` (or `Authorization: Bearer`). Every answer carries `RateLimit-Policy`, `RateLimit` and `X-RateLimit-*` headers; errors are RFC 9457 `application/problem+json` with one of our error codes.',
    '',
    '| Tier | Requests a minute (per key) | Requests a day | Questions a call | Keys | Features |',
    '|---|---|---|---|---|---|',
    ...API_TIER_LIST.map(tierLine),
    '',
    `The Open Trivia DB–compatible paths (\`/api.php\` and friends, up to ${OPENTDB_MAX_AMOUNT} questions a call) need no key.`,
  ].join('\n');
}

/** The OpenAPI 3.1 document of the developer API, built from the contracts' zod schemas. */
export function buildOpenApiDocument(options: OpenApiOptions) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Quiz API',
      version: '1.0.0',
      summary: 'British trivia questions, categories, sessions and answer checking.',
      description: overview(),
    },
    servers: [{ url: options.publicUrl }],
    security: [{ ApiKey: [] }, { BearerKey: [] }],
    tags: [
      { name: 'Quiz API v1', description: 'Questions, categories, sessions and answer checking (API key).' },
      { name: 'Open Trivia DB compatible', description: 'The same paths, parameters and JSON as opentdb.com.' },
      { name: 'Question QC', description: 'Our question checks as a service.' },
    ],
    paths: {
      ...v1Paths(options.publicUrl),
      ...compatPaths(options.publicUrl, options.openTdbRequestsPer5Seconds),
    },
    components: {
      schemas: v1Schemas(),
      responses: v1Responses(),
      headers: sharedHeaders(),
      securitySchemes: securitySchemes(),
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
