import {
  PROBLEM_JSON,
  problemDetailsSchema,
  v1AnswerCheckRequestSchema,
  v1AnswerCheckResponseSchema,
  v1CategoriesResponseSchema,
  v1QuestionSchema,
  v1QuestionsResponseSchema,
  v1MeResponseSchema,
  v1SessionSchema,
} from '@trivia/contracts';
import { type JsonSchema, toJsonSchema } from './openapi-json-schema';

export const schemaRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const responseRef = (name: string) => ({ $ref: `#/components/responses/${name}` });

/** The named schemas of the /v1 API, each generated from its contract. */
export function v1Schemas(): Record<string, JsonSchema> {
  return {
    V1Me: toJsonSchema(v1MeResponseSchema, 'output'),
    V1Question: toJsonSchema(v1QuestionSchema, 'output'),
    V1QuestionsResponse: toJsonSchema(v1QuestionsResponseSchema, 'output'),
    V1CategoriesResponse: toJsonSchema(v1CategoriesResponseSchema, 'output'),
    V1Session: toJsonSchema(v1SessionSchema, 'output'),
    V1AnswerCheckRequest: toJsonSchema(v1AnswerCheckRequestSchema, 'input'),
    V1AnswerCheckResponse: toJsonSchema(v1AnswerCheckResponseSchema, 'output'),
    ProblemDetails: toJsonSchema(problemDetailsSchema, 'output'),
  };
}

const integerHeader = (description: string) => ({ description, schema: { type: 'integer' } });
const stringHeader = (description: string) => ({ description, schema: { type: 'string' } });

/** The rate-limit fields every /v1 answer carries (IETF draft RateLimit fields and the older X-RateLimit ones). */
export const RATE_LIMIT_HEADERS = {
  'RateLimit-Policy': stringHeader(
    'The limit that applies, as `"name";q=<requests>;w=<seconds>` (draft-ietf-httpapi-ratelimit-headers).',
  ),
  RateLimit: stringHeader('What is left of it: `"name";r=<remaining>;t=<seconds until it resets>`.'),
  'X-RateLimit-Limit': integerHeader('Requests allowed in the current window.'),
  'X-RateLimit-Remaining': integerHeader('Requests left in the current window.'),
  'X-RateLimit-Reset': integerHeader('When the closest-to-running-out window resets, in Unix time (seconds).'),
};

export const headerRefs = (names: string[]) =>
  Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));

const RATE_HEADER_NAMES = Object.keys(RATE_LIMIT_HEADERS);

function problem(description: string, extraHeaders: string[] = []) {
  return {
    description,
    headers: headerRefs([...RATE_HEADER_NAMES, ...extraHeaders]),
    content: { [PROBLEM_JSON]: { schema: schemaRef('ProblemDetails') } },
  };
}

/** The error answers of /v1, every one RFC 9457 problem+json with a catalogue code. */
export function v1Responses() {
  return {
    BadRequest: problem(
      'A parameter or the body is not valid (VAL_001). `errors` names each bad parameter and what is wrong with it; ' +
        'asking for more questions than your tier allows in one call names `amount` and the cap.',
    ),
    Unauthorized: problem('No API key, or a key that is unknown or revoked (API_001).'),
    Forbidden: problem(
      'The key may not do this: a feature your tier does not include (API_002, with an `upgrade` link), or a ' +
        'publishable key used from an origin it does not list or for a call that changes something (API_003).',
    ),
    NotFound: problem('No such question or session for this key (RES_001).'),
    TooManyRequests: problem(
      'Over the per-minute or per-day limit of your tier (RATE_001). The body names the `tier`, the `limit` ' +
        '(`minute` or `day`, its size and what was used) and an `upgrade` link; `Retry-After` says when to try again.',
      ['Retry-After'],
    ),
  };
}

export function sharedHeaders() {
  return {
    ...RATE_LIMIT_HEADERS,
    'Retry-After': integerHeader('Seconds to wait before trying again.'),
  };
}

export function securitySchemes() {
  return {
    ApiKey: {
      type: 'apiKey',
      in: 'header',
      name: 'X-API-Key',
      description:
        'Your key from the developer dashboard: `tq_sk_…` (secret, for servers) or `tq_pk_…` (publishable, ' +
        'read-only, for browsers on the origins listed on the key).',
    },
    BearerKey: {
      type: 'http',
      scheme: 'bearer',
      description: 'The same key sent as `Authorization: Bearer <key>`.',
    },
  };
}
