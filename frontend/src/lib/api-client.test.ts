import { toStructuredError } from '@trivia/contracts';
import { ApiError, apiErrorMessage, buildQueryUrl, parseErrorBody } from './api-client';

describe('buildQueryUrl', () => {
  it.each([
    [['/api/auth/me'], '/api/auth/me'],
    [['/api/feature-flags/check', 'arena_multiplayer'], '/api/feature-flags/check/arena_multiplayer'],
    [['/api/quizzes', 'abc', 3], '/api/quizzes/abc/3'],
    [['/api/quizzes', { page: 2, q: 'pub quiz' }], '/api/quizzes?page=2&q=pub+quiz'],
    [['/api/quizzes', { page: null, q: undefined, sort: 'new' }], '/api/quizzes?sort=new'],
    [['/api/quizzes', { page: null }], '/api/quizzes'],
  ])('turns %j into %s', (key, url) => {
    expect(buildQueryUrl(key)).toBe(url);
  });
});

describe('apiErrorMessage', () => {
  it('is the status, a colon and space, then the body text', () => {
    expect(apiErrorMessage(409, 'Conflict', 'user already exists')).toBe('409: user already exists');
  });

  it('falls back to the status text when the body is empty', () => {
    expect(apiErrorMessage(502, 'Bad Gateway', '')).toBe('502: Bad Gateway');
  });
});

describe('ApiError', () => {
  const body = JSON.stringify({ code: 'AUTH_001', message: 'Invalid credentials' });

  it('keeps the status, the parsed body and its code', () => {
    const error = new ApiError(401, 'Unauthorized', body);
    expect(error.message).toBe(`401: ${body}`);
    expect(error.status).toBe(401);
    expect(error.code).toBe('AUTH_001');
    expect(error.body).toEqual({ code: 'AUTH_001', message: 'Invalid credentials' });
  });

  it('maps to the catalogue entry of the code the backend sent', () => {
    expect(toStructuredError(new ApiError(401, 'Unauthorized', body)).title).toBe('Login failed');
    const locked = new ApiError(429, 'Too Many Requests', JSON.stringify({ code: 'AUTH_002', message: 'Locked' }));
    expect(toStructuredError(locked).code).toBe('AUTH_002');
  });

  it('falls back to the status rules for a body without a code', () => {
    const error = new ApiError(503, 'Service Unavailable', '');
    expect(error.code).toBeUndefined();
    expect(toStructuredError(error).code).toBe('NET_003');
  });
});

describe('parseErrorBody', () => {
  it('ignores text that is not an error body', () => {
    expect(parseErrorBody('Not Found')).toBeUndefined();
    expect(parseErrorBody('{"code":"NOPE","message":"x"}')).toBeUndefined();
    expect(parseErrorBody('{broken')).toBeUndefined();
  });
});
