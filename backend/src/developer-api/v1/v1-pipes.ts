import type { PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { AppException } from '../../common/app-exception';
import { uuidPathPipe } from '../../common/uuid-path.pipe';

/** The bank's ids: the generator's short hashes and `contrib-<uuid>` for contributed questions. */
const QUESTION_ID = /^[A-Za-z0-9_-]{1,80}$/;

/** A session id in a path: text that cannot be one names nothing, so it is a 404 like an unknown one. */
export const V1SessionIdPipe = uuidPathPipe('No such session for this key');

/** A question id in a path: anything that cannot be a bank id is a 404, and never reaches a lookup. */
export class V1QuestionIdPipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    if (typeof value !== 'string' || !QUESTION_ID.test(value)) {
      throw new AppException('RES_001', 'No such question in the API');
    }
    return value;
  }
}

/**
 * Validates a query with a contracts schema, naming each problem by its query parameter (`categories`, not
 * `categories.0`): 400 VAL_001 with the parameter and what is wrong with it.
 */
export class V1QueryPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    const result = this.schema.safeParse(value);
    if (result.success) return result.data;
    const issues = result.error.issues.map((issue) => ({
      path: String(issue.path[0] ?? ''),
      message: issue.message,
    }));
    throw new AppException('VAL_001', `Invalid ${[...new Set(issues.map((i) => i.path))].join(', ')}`, issues);
  }
}
