import {
  openTdbCategoriesResponseSchema,
  openTdbCountQuerySchema,
  openTdbCountResponseSchema,
  openTdbGlobalCountResponseSchema,
  openTdbQuestionsQuerySchema,
  openTdbQuestionsResponseSchema,
  openTdbTokenResponseSchema,
  qcCheckRequestSchema,
  qcCheckResponseSchema,
  QC_CHECK_RATE,
} from '@trivia/contracts';
import { headerRefs, RATE_LIMIT_HEADERS } from './openapi-components';
import { queryParameters, toJsonSchema } from './openapi-json-schema';
import { jsonContent, operation } from './openapi-operation';

const OPENTDB_TAG = 'Open Trivia DB compatible';
const QC_TAG = 'Question QC';
const PUBLIC: unknown[] = [];
const RATE_HEADERS = headerRefs(['RateLimit-Policy', 'RateLimit'].filter((name) => name in RATE_LIMIT_HEADERS));

const answer = (description: string, schema: Parameters<typeof toJsonSchema>[0]) => ({
  description,
  headers: RATE_HEADERS,
  content: jsonContent(toJsonSchema(schema, 'output')),
});

const rateLimited = (body: string) => ({
  description: `Over the address's limit: ${body}, with \`Retry-After\`.`,
  headers: headerRefs([...Object.keys(RATE_HEADERS), 'Retry-After']),
  content: jsonContent({ type: 'object', properties: { response_code: { const: 5 } } }),
});

const OPENTDB_PARAMETERS = {
  amount: 'How many questions, 1 to 50.',
  category:
    'An Open Trivia DB category id (9 to 32, see `/api_category.php`); one we have no questions for answers code 1.',
  difficulty: '`easy`, `medium` or `hard`.',
  type: '`multiple` or `boolean`.',
  encode:
    'Leave out for HTML entities (`&amp; &quot; &#039; &lt; &gt;` and `&pound;`), or `urlLegacy`, `url3986` or `base64` (every string field encoded, `type` and `difficulty` included).',
  token: 'A session token from `/api_token.php`: no question is served twice to it (code 4 when none are left).',
};

/** Open Trivia DB's five paths, served at the site's root exactly as opentdb.com answers them, and the QC check. */
export function compatPaths(publicUrl: string, openTdbPer5Seconds: number) {
  const op = (spec: Parameters<typeof operation>[1]) => operation(publicUrl, { security: PUBLIC, ...spec });
  const limitNote = `Public, no key; ${openTdbPer5Seconds} question request${openTdbPer5Seconds === 1 ? '' : 's'} per address every 5 seconds, as on opentdb.com.`;
  return {
    '/api.php': {
      get: op({
        operationId: 'openTdbQuestions',
        tag: OPENTDB_TAG,
        summary: 'Questions, as opentdb.com/api.php',
        description: `An app written for Open Trivia DB works by changing only the origin. Response codes 0-5 mean what they mean there. ${limitNote}`,
        sample: { method: 'GET', path: '/api.php?amount=10&category=22&type=multiple', auth: 'none' },
        parameters: queryParameters(openTdbQuestionsQuerySchema, OPENTDB_PARAMETERS),
        responses: {
          '200': answer(
            'The questions and a response code (2 for an invalid parameter).',
            openTdbQuestionsResponseSchema,
          ),
          '429': rateLimited('response code 5'),
        },
      }),
    },
    '/api_token.php': {
      get: op({
        operationId: 'openTdbToken',
        tag: OPENTDB_TAG,
        summary: 'Request or reset a session token',
        description: 'Tokens are 64 hexadecimal characters, as on opentdb.com; ours do not expire after 6 hours.',
        sample: { method: 'GET', path: '/api_token.php?command=request', auth: 'none' },
        parameters: [
          {
            name: 'command',
            in: 'query',
            required: true,
            description: '`request` for a new token, `reset` to forget what a token has been served.',
            schema: { type: 'string', enum: ['request', 'reset'] },
          },
          {
            name: 'token',
            in: 'query',
            required: false,
            description: 'With `command=reset`: the token to reset.',
            schema: { type: 'string', maxLength: 200 },
          },
        ],
        responses: {
          '200': answer('The token (code 0), or code 2 or 3.', openTdbTokenResponseSchema),
          '429': rateLimited('response code 5'),
        },
      }),
    },
    '/api_category.php': {
      get: op({
        operationId: 'openTdbCategories',
        tag: OPENTDB_TAG,
        summary: 'The Open Trivia DB categories we can serve',
        description: 'Open Trivia DB ids mapped from our categories; only those with questions are listed.',
        sample: { method: 'GET', path: '/api_category.php', auth: 'none' },
        responses: { '200': answer('The categories.', openTdbCategoriesResponseSchema), '429': rateLimited('code 5') },
      }),
    },
    '/api_count.php': {
      get: op({
        operationId: 'openTdbCount',
        tag: OPENTDB_TAG,
        summary: 'Questions in one category, by difficulty',
        description: 'Counts of multiple-choice and true-or-false questions in one Open Trivia DB category.',
        sample: { method: 'GET', path: '/api_count.php?category=22', auth: 'none' },
        parameters: queryParameters(openTdbCountQuerySchema, { category: 'An Open Trivia DB category id.' }),
        responses: { '200': answer('The counts.', openTdbCountResponseSchema), '429': rateLimited('code 5') },
      }),
    },
    '/api_count_global.php': {
      get: op({
        operationId: 'openTdbGlobalCount',
        tag: OPENTDB_TAG,
        summary: 'Questions overall and per category',
        description: 'Every question we publish has passed QC, so none are pending or rejected.',
        sample: { method: 'GET', path: '/api_count_global.php', auth: 'none' },
        responses: { '200': answer('The totals.', openTdbGlobalCountResponseSchema), '429': rateLimited('code 5') },
      }),
    },
    '/api/qc/check': {
      post: op({
        operationId: 'qcCheck',
        tag: QC_TAG,
        summary: 'Check a question you wrote against our QC',
        description:
          'Runs the question bank’s checks (British spelling, ambiguity, repeated options, lengths and more) and ' +
          `stores nothing. Open to anyone, ${QC_CHECK_RATE.perMinute} checks a minute per address. It is a site form: ` +
          'send the CSRF token from `GET /api/auth/csrf-token` with the cookie that call sets.',
        sample: {
          method: 'POST',
          path: '/api/qc/check',
          body: {
            type: 'multiple_choice',
            prompt: 'What color is a ripe banana?',
            answer: 'Yellow',
            options: ['Yellow', 'Blue', 'Red', 'Purple'],
          },
          auth: 'csrf',
        },
        requestBody: { required: true, content: jsonContent(toJsonSchema(qcCheckRequestSchema, 'input')) },
        responses: {
          '200': {
            description: '`ok` and the problems found, each naming its rule.',
            content: jsonContent(toJsonSchema(qcCheckResponseSchema, 'output')),
          },
          '400': { description: 'Not a question at all (VAL_001 naming the fields).' },
          '403': { description: 'No or a wrong CSRF token (AUTH_008).' },
          '429': { description: 'Over the address’s checks for this minute (RATE_001), with `Retry-After`.' },
        },
      }),
    },
  };
}
