import type { PipeTransform } from '@nestjs/common';
import { quizSlugSchema } from '@trivia/contracts';
import { AppException } from '../../common/app-exception';

/** A quiz address: one that cannot be a slug is as unknown as one that is not stored (the 404 page, not a 400). */
export class QuizSlugPipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    const slug = quizSlugSchema.safeParse(value);
    if (!slug.success) throw new AppException('RES_001', 'No such quiz');
    return slug.data;
  }
}
