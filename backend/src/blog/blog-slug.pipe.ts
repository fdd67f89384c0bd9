import type { PipeTransform } from '@nestjs/common';
import { blogSlugSchema } from '@trivia/contracts';
import { AppException } from '../common/app-exception';

/** A post or guide address: one that cannot be a slug is as unknown as one with no file (404, not 400). */
export class BlogSlugPipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    const slug = blogSlugSchema.safeParse(value);
    if (!slug.success) throw new AppException('RES_001', 'No such page');
    return slug.data;
  }
}
