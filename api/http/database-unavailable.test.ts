import { DriverException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './error-middleware.ts';

/** What MikroORM's PostgreSQL driver throws for an error of `pg` or of the socket under it. */
const driverError = (message: string, code?: string) => new DriverException(Object.assign(new Error(message), code ? { code } : {}));

describe('isDatabaseUnavailable (decision 140)', () => {
  it('is true for a database that cannot be reached, is going away or is starting', () => {
    for (const error of [
      driverError('read ECONNRESET', 'ECONNRESET'),
      driverError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      driverError('terminating connection due to administrator command', '57P01'),
      driverError('the database system is starting up', '57P03'),
      driverError('connection failure', '08006'),
      driverError('sorry, too many clients already', '53300'),
      driverError('Connection terminated unexpectedly'),
      driverError('timeout exceeded when trying to connect'),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
    }
  });

  it('is false for errors of the query itself and for anything else', () => {
    expect(isDatabaseUnavailable(driverError('syntax error at or near "selec"', '42601'))).toBe(false);
    expect(isDatabaseUnavailable(new UniqueConstraintViolationException(Object.assign(new Error('duplicate key'), { code: '23505' })))).toBe(false);
    expect(isDatabaseUnavailable(new Error('read ECONNRESET'))).toBe(false);
  });
});
