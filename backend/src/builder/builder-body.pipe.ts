import type { PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { AppException } from '../common/app-exception';
import { ZodValidationPipe } from '../common/zod-validation.pipe';

/**
 * A builder body checked with its contract schema, refused as QUIZ_003 ("Quiz needs changes") with every issue's
 * path, so the builder shows an empty answer or a too-long option by its field whether the schema or the
 * server's own checks found it.
 */
export class BuilderBodyPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  private readonly pipe: ZodValidationPipe<S>;

  constructor(schema: S) {
    this.pipe = new ZodValidationPipe(schema);
  }

  transform(value: unknown): z.infer<S> {
    try {
      return this.pipe.transform(value);
    } catch (error) {
      if (error instanceof AppException && error.code === 'VAL_001') {
        throw new AppException('QUIZ_003', 'The quiz needs changes', error.issues);
      }
      throw error;
    }
  }
}

export const builderBody = <S extends z.ZodType>(schema: S) => new BuilderBodyPipe(schema);
