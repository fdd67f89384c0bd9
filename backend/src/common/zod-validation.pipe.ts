import { type PipeTransform } from '@nestjs/common';
import { isErrorCode } from '@trivia/contracts';
import type { z } from 'zod';
import { AppException } from './app-exception';

/**
 * Validates a body, param or query with a contracts schema. A failure answers 400 VAL_001 listing what is
 * wrong, unless the schema names its own catalogue code in the issue's params (the weak-password rule does).
 */
export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    const result = this.schema.safeParse(value);
    if (result.success) return result.data;
    const issues = result.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    }));
    const coded = result.error.issues.find(
      (issue) =>
        issue.code === 'custom' && isErrorCode((issue as { params?: { errorCode?: unknown } }).params?.errorCode),
    ) as { params: { errorCode: Parameters<typeof isErrorCode>[0] }; message: string } | undefined;
    if (coded && isErrorCode(coded.params.errorCode)) {
      throw new AppException(coded.params.errorCode, coded.message, issues);
    }
    throw new AppException('VAL_001', 'Invalid request', issues);
  }
}

export const validate = <S extends z.ZodType>(schema: S) => new ZodValidationPipe(schema);
