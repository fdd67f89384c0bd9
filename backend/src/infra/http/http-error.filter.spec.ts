import { BadRequestException, HttpException, NotFoundException } from '@nestjs/common';
import { AppException } from '../../common/app-exception';
import { toErrorResponse } from './http-error.filter';

describe('toErrorResponse', () => {
  it.each([
    [
      'an AppException keeps its code and catalogue status',
      new AppException('AUTH_003', 'Email already exists'),
      409,
      'AUTH_003',
    ],
    ['a route that does not exist', new NotFoundException(), 404, 'RES_001'],
    ['a body over the limit', Object.assign(new Error('too large'), { statusCode: 413 }), 400, 'VAL_001'],
    ['an unsupported content type', Object.assign(new Error('bad type'), { statusCode: 415 }), 400, 'VAL_001'],
    ['malformed JSON', Object.assign(new SyntaxError('Unexpected token'), { statusCode: 400 }), 400, 'VAL_001'],
    ['a Nest bad request', new BadRequestException('nope'), 400, 'VAL_001'],
    ['too many requests', new HttpException('slow down', 429), 429, 'RATE_001'],
    ['an unexpected crash', new TypeError('x is undefined'), 500, 'NET_003'],
  ])('%s', (_label, error, status, code) => {
    const response = toErrorResponse(error);
    expect(response.status).toBe(status);
    expect(response.body.code).toBe(code);
  });

  it('never leaks the internal message of a crash', () => {
    expect(toErrorResponse(new Error('password=hunter2')).body.message).toBe('Internal server error');
  });
});
