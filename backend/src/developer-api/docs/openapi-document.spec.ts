import SwaggerParser from '@apidevtools/swagger-parser';
import { API_TIERS, v1QuestionsResponseSchema } from '@trivia/contracts';
import { KEY_PLACEHOLDER } from './code-samples';
import { buildOpenApiDocument } from './openapi-document';

const PUBLIC_URL = 'https://quiz.example.co.uk';
const build = () => buildOpenApiDocument({ publicUrl: PUBLIC_URL, openTdbRequestsPer5Seconds: 1 });

type Operation = {
  parameters?: { name: string; in: string; required: boolean }[];
  responses: Record<string, { content?: Record<string, unknown>; headers?: Record<string, unknown> }>;
  security?: unknown[];
  description: string;
  'x-codeSamples': { lang: string; source: string }[];
};
const operations = (doc: ReturnType<typeof build>) =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Operation>).map(([method, op]) => ({ path, method, op })),
  );

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document (swagger-parser)', async () => {
    // validate() dereferences in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(build()) as never)).resolves.toBeDefined();
    expect(build().openapi).toBe('3.1.0');
  });

  it('documents every /v1 endpoint, the five Open Trivia DB paths and the QC check', () => {
    const listed = operations(build()).map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(listed.sort()).toEqual(
      [
        'GET /v1/me',
        'GET /v1/questions',
        'GET /v1/questions/{id}',
        'POST /v1/questions/{id}/check',
        'GET /v1/categories',
        'POST /v1/sessions',
        'GET /v1/sessions/{id}',
        'DELETE /v1/sessions/{id}',
        'GET /api.php',
        'GET /api_token.php',
        'GET /api_category.php',
        'GET /api_count.php',
        'GET /api_count_global.php',
        'POST /api/qc/check',
      ].sort(),
    );
  });

  it('takes the query parameters of GET /v1/questions from its contract', () => {
    const op = operations(build()).find((o) => o.path === '/v1/questions')!.op;
    const names = op.parameters!.map((p) => p.name);
    expect(names).toEqual(['amount', 'categories', 'difficulty', 'types', 'seed', 'session']);
    expect(op.parameters!.every((p) => p.in === 'query' && p.required === false)).toBe(true);
  });

  it('answers every /v1 error as problem+json with the rate-limit headers, and a 429 with Retry-After', () => {
    const doc = build();
    for (const name of ['BadRequest', 'Unauthorized', 'Forbidden', 'NotFound', 'TooManyRequests'] as const) {
      const response = doc.components.responses[name];
      expect(Object.keys(response.content)).toEqual(['application/problem+json']);
      expect(Object.keys(response.headers)).toEqual(
        expect.arrayContaining(['RateLimit-Policy', 'RateLimit', 'X-RateLimit-Limit', 'X-RateLimit-Remaining']),
      );
    }
    expect(Object.keys(doc.components.responses.TooManyRequests.headers)).toContain('Retry-After');
    for (const { path, op } of operations(doc).filter((o) => o.path.startsWith('/v1/'))) {
      expect([path, Object.keys(op.responses)]).toEqual([path, expect.arrayContaining(['401', '429'])]);
      expect(op.security).toBeUndefined();
    }
    expect(doc.security).toEqual([{ ApiKey: [] }, { BearerKey: [] }]);
    expect(doc.components.securitySchemes.ApiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-API-Key' });
  });

  it('leaves the Open Trivia DB paths public', () => {
    for (const { path, op } of operations(build()).filter((o) => o.path.startsWith('/api_') || o.path === '/api.php')) {
      expect([path, op.security]).toEqual([path, []]);
    }
  });

  it('gives every operation curl, JavaScript and Python examples against the public URL', () => {
    for (const { path, op } of operations(build())) {
      expect(op['x-codeSamples'].map((s) => s.lang)).toEqual(['Shell', 'JavaScript', 'Python']);
      for (const sample of op['x-codeSamples']) {
        expect([path, sample.source]).toEqual([path, expect.stringContaining(PUBLIC_URL)]);
        expect(op.description).toContain(sample.source);
        if (path.startsWith('/v1/')) expect(sample.source).toContain(KEY_PLACEHOLDER);
      }
    }
  });

  it('states the tiers from API_TIERS', () => {
    const { description } = build().info;
    for (const tier of Object.values(API_TIERS)) {
      expect(description).toContain(`| ${tier.name} | ${tier.limits.requestsPerMinute} |`);
    }
  });

  it('describes a question list the contract accepts', () => {
    const schema = build().components.schemas.V1QuestionsResponse as { required: string[] };
    expect(schema.required.sort()).toEqual(Object.keys(v1QuestionsResponseSchema.shape).sort());
  });
});
