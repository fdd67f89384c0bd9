import { isDependencyDown } from './dependency-errors';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDependencyDown', () => {
  it.each`
    name                                    | error                                                                       | down
    ${'PostgreSQL refusing connections'}    | ${withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')}          | ${true}
    ${'a pooled connection cut'}            | ${new Error('Connection terminated unexpectedly')}                          | ${true}
    ${'the pool giving up on a connection'} | ${new Error('timeout exceeded when trying to connect')}                     | ${true}
    ${'an admin shutdown (57P01)'}          | ${withCode('57P01', 'terminating connection due to administrator command')} | ${true}
    ${'a query wrapped by TypeORM'}         | ${Object.assign(new Error('q'), { driverError: withCode('08006') })}        | ${true}
    ${'Redis out of retries'}               | ${Object.assign(new Error('r'), { name: 'MaxRetriesPerRequestError' })}     | ${true}
    ${'Redis connection closed'}            | ${new Error('Connection is closed.')}                                       | ${true}
    ${'a statement timeout (57014)'}        | ${withCode('57014', 'canceling statement due to statement timeout')}        | ${true}
    ${'too many connections (53300)'}       | ${withCode('53300', 'sorry, too many clients already')}                     | ${true}
    ${'pg query_timeout'}                   | ${new Error('Query read timeout')}                                          | ${true}
    ${'a closed pg client'}                 | ${new Error('Client was closed and is not queryable')}                      | ${true}
    ${'every address refused'}              | ${new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')])} | ${true}
    ${'a unique violation (23505)'}         | ${withCode('23505', 'duplicate key value')}                                 | ${false}
    ${'a syntax error (42601)'}             | ${withCode('42601', 'syntax error')}                                        | ${false}
    ${'a bug'}                              | ${new TypeError('x is undefined')}                                          | ${false}
    ${'nothing'}                            | ${null}                                                                     | ${false}
  `('$name → $down', ({ error, down }) => {
    expect(isDependencyDown(error)).toBe(down);
  });
});
