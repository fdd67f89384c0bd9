import { NotFoundException } from '@nestjs/common';
import { problemDetailsSchema } from '@trivia/contracts';
import { AppException } from '../../common/app-exception';
import { redact } from './error-reporting';
import { toErrorResponse } from './http-error.filter';
import { isProblemPath, toProblemDetails } from './problem-details';

const URL_BASE = 'https://quiz.example.com';
const problemOf = (error: unknown, url = '/v1/questions?amount=99') =>
  toProblemDetails(toErrorResponse(error), error, { method: 'GET', url }, URL_BASE);

describe('problem details for the developer API', () => {
  it.each([
    ['/v1', true],
    ['/v1/questions?amount=5', true],
    ['/v10/x', false],
    ['/api/v1/x', false],
    ['/api.php', false],
  ])('%s is answered as problem+json: %s', (url, expected) => {
    expect(isProblemPath(url)).toBe(expected);
  });

  it('names each bad parameter of a 400, with the catalogue title and docs link', () => {
    const problem = problemOf(
      new AppException('VAL_001', 'Invalid request', [
        { path: 'amount', message: 'Too big: expected number to be <=50' },
        { path: '', message: 'Nothing to change' },
      ]),
    );
    expect(problemDetailsSchema.parse(problem)).toEqual({
      type: `${URL_BASE}/api/docs#error-VAL_001`,
      title: 'Invalid input',
      status: 400,
      detail: 'Invalid request',
      instance: '/v1/questions',
      code: 'VAL_001',
      errors: [
        { parameter: 'amount', message: 'Too big: expected number to be <=50' },
        { parameter: 'request', message: 'Nothing to change' },
      ],
    });
  });

  it('carries a refusal’s own fields and says where the reference is for an unknown path', () => {
    const limited = new AppException('RATE_001', 'slow down').withProblemFields({ tier: 'api-free', upgrade: 'u' });
    expect(problemOf(limited)).toMatchObject({ status: 429, tier: 'api-free', upgrade: 'u' });
    expect(problemOf(new NotFoundException(), '/v1/nope')).toMatchObject({
      status: 404,
      code: 'RES_001',
      detail: `There is no GET /v1/nope in the API: see ${URL_BASE}/api/docs`,
    });
  });

  it('never repeats a crash’s internal message', () => {
    expect(problemOf(new Error('connection string postgres://secret')).detail).toBe('Internal server error');
  });
});

describe('redact', () => {
  it('removes API keys from headers and from any text before an error report or a log line', () => {
    const key = `tq_sk_${'Ab3'.repeat(13)}x`;
    expect(
      redact({
        request: { headers: { 'x-api-key': key, Authorization: `Bearer ${key}`, accept: 'application/json' } },
        message: `bad key ${key} used`,
        list: [`tq_pk_${'Z9'.repeat(20)}`],
      }),
    ).toEqual({
      request: { headers: { 'x-api-key': '[redacted]', Authorization: '[redacted]', accept: 'application/json' } },
      message: 'bad key [redacted] used',
      list: ['[redacted]'],
    });
  });
});
