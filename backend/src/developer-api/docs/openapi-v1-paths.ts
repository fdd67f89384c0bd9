import { V1_MAX_AMOUNT, v1QuestionsQuerySchema } from '@trivia/contracts';
import { headerRefs, RATE_LIMIT_HEADERS, responseRef, schemaRef } from './openapi-components';
import { queryParameters } from './openapi-json-schema';
import { jsonContent, operation, pathParameter } from './openapi-operation';

/** Real question ids from the bank, for the examples: "Which city is the capital of Australia?" (multiple choice). */
export const EXAMPLE_QUESTION_ID = '1cl5h4ehq1g';
/** "What is the capital of Ascension Island?" (typed answer: Georgetown). */
export const EXAMPLE_TEXT_QUESTION_ID = '13u392kwdka';
const EXAMPLE_SESSION_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const TAG = 'Quiz API v1';
const RATE_HEADERS = headerRefs(Object.keys(RATE_LIMIT_HEADERS));

const ok = (description: string, schemaName: string) => ({
  description,
  headers: RATE_HEADERS,
  content: jsonContent(schemaRef(schemaName)),
});

const errors = (...names: ('BadRequest' | 'Unauthorized' | 'Forbidden' | 'NotFound')[]) => ({
  ...Object.fromEntries(names.map((name) => [String(STATUS[name]), responseRef(name)])),
  '429': responseRef('TooManyRequests'),
});
const STATUS = { BadRequest: 400, Unauthorized: 401, Forbidden: 403, NotFound: 404 } as const;

const QUESTION_PARAMETERS = {
  amount: `How many questions, 1 to ${V1_MAX_AMOUNT} (default 10). Your tier's questions-per-call caps it: over the cap is a 400 naming \`amount\`.`,
  categories: 'Comma-separated category ids from `GET /v1/categories` (for example `science,uk-geography`).',
  difficulty: '`easy`, `medium` or `hard`.',
  types:
    'Comma-separated: `multiple` (four options), `boolean` (true or false) and `text` (typed answers, checked with `POST /v1/questions/{id}/check`).',
  seed: 'A seeded set: the same seed and parameters give the same questions in the same order, every time. Needs a tier with seeded sets (403 API_002 otherwise).',
  session:
    'A session id from `POST /v1/sessions`: never serves a question that session has served before, for as long as the key lives.',
};

/** Every /v1 operation, with the headers it always carries, its errors and examples in three languages. */
export function v1Paths(publicUrl: string) {
  const op = (spec: Parameters<typeof operation>[1]) => operation(publicUrl, spec);
  return {
    '/v1/me': {
      get: op({
        operationId: 'getMe',
        tag: TAG,
        summary: 'Your key, tier, limits and today’s usage',
        description:
          'Which key made the call (its name and kind), the tier it is on with its limits, and how many requests ' +
          'the account has made today. Handy as a first call to check a key works.',
        sample: { method: 'GET', path: '/v1/me', auth: 'api-key' },
        responses: { '200': ok('The key and its limits.', 'V1Me'), ...errors('Unauthorized', 'Forbidden') },
      }),
    },
    '/v1/questions': {
      get: op({
        operationId: 'listQuestions',
        tag: TAG,
        summary: 'Questions by amount, category, difficulty and type',
        description:
          'Draws questions from the QC-checked bank. Each has a stable id, its source and the date its fact is ' +
          'true as of, in British spelling. Combine with `seed` for a repeatable set or `session` to never see a ' +
          'question twice (not both).',
        sample: {
          method: 'GET',
          path: '/v1/questions?amount=5&categories=world-geography&types=multiple',
          auth: 'api-key',
        },
        parameters: queryParameters(v1QuestionsQuerySchema, QUESTION_PARAMETERS),
        responses: {
          '200': ok(
            'The questions (fewer than asked for only when the filters or the session run out).',
            'V1QuestionsResponse',
          ),
          ...errors('BadRequest', 'Unauthorized', 'Forbidden', 'NotFound'),
        },
      }),
    },
    '/v1/questions/{id}': {
      get: op({
        operationId: 'getQuestion',
        tag: TAG,
        summary: 'One question by id',
        description: 'The question with that id, as `GET /v1/questions` serves it.',
        sample: { method: 'GET', path: `/v1/questions/${EXAMPLE_QUESTION_ID}`, auth: 'api-key' },
        parameters: [pathParameter('id', 'A question id, as a question list gives it.')],
        responses: { '200': ok('The question.', 'V1Question'), ...errors('Unauthorized', 'Forbidden', 'NotFound') },
      }),
    },
    '/v1/questions/{id}/check': {
      post: op({
        operationId: 'checkAnswer',
        tag: TAG,
        summary: 'Check a typed answer',
        description:
          'Marks an answer with our matcher, which forgives spelling slips, British and US spellings, articles and ' +
          'accents, and says why it was or was not accepted. Needs a tier with answer checking and a secret key ' +
          '(publishable keys are read-only).',
        sample: {
          method: 'POST',
          path: `/v1/questions/${EXAMPLE_TEXT_QUESTION_ID}/check`,
          body: { answer: 'George Town' },
          auth: 'api-key',
        },
        parameters: [pathParameter('id', 'The question being answered.')],
        requestBody: { required: true, content: jsonContent(schemaRef('V1AnswerCheckRequest')) },
        responses: {
          '200': ok('The verdict, the reason and a sentence explaining it.', 'V1AnswerCheckResponse'),
          ...errors('BadRequest', 'Unauthorized', 'Forbidden', 'NotFound'),
        },
      }),
    },
    '/v1/categories': {
      get: op({
        operationId: 'listCategories',
        tag: TAG,
        summary: 'Categories with question counts',
        description: 'Every category id you can filter by, with how many questions it holds by difficulty and type.',
        sample: { method: 'GET', path: '/v1/categories', auth: 'api-key' },
        responses: { '200': ok('The categories.', 'V1CategoriesResponse'), ...errors('Unauthorized', 'Forbidden') },
      }),
    },
    '/v1/sessions': {
      post: op({
        operationId: 'createSession',
        tag: TAG,
        summary: 'Start a session that never repeats a question',
        description:
          'A session belongs to the key that made it and lasts as long as that key: pass its id as `session` to ' +
          '`GET /v1/questions`. Revoking the key ends its sessions.',
        sample: { method: 'POST', path: '/v1/sessions', auth: 'api-key' },
        responses: {
          '201': ok('The new session.', 'V1Session'),
          ...errors('Unauthorized', 'Forbidden'),
        },
      }),
    },
    '/v1/sessions/{id}': {
      get: op({
        operationId: 'getSession',
        tag: TAG,
        summary: 'A session and how many questions it has served',
        description: 'Only the key that made the session can see it; any other gets 404.',
        sample: { method: 'GET', path: `/v1/sessions/${EXAMPLE_SESSION_ID}`, auth: 'api-key' },
        parameters: [pathParameter('id', 'The session id.')],
        responses: { '200': ok('The session.', 'V1Session'), ...errors('BadRequest', 'Unauthorized', 'NotFound') },
      }),
      delete: op({
        operationId: 'deleteSession',
        tag: TAG,
        summary: 'End a session',
        description: 'Forgets the session and the questions it has served.',
        sample: { method: 'DELETE', path: `/v1/sessions/${EXAMPLE_SESSION_ID}`, auth: 'api-key' },
        parameters: [pathParameter('id', 'The session id.')],
        responses: {
          '204': { description: 'Ended.', headers: RATE_HEADERS },
          ...errors('BadRequest', 'Unauthorized', 'Forbidden', 'NotFound'),
        },
      }),
    },
  };
}
