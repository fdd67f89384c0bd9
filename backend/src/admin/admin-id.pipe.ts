import type { PipeTransform } from '@nestjs/common';
import { adminUserIdSchema } from '@trivia/contracts';
import { AppException } from '../common/app-exception';

/** A user id in an admin path: one that cannot be an id names nobody, so it is a 404 like an unknown one. */
export class AdminUserIdPipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    const parsed = adminUserIdSchema.safeParse(value);
    if (!parsed.success) throw new AppException('RES_001', 'No such user');
    return parsed.data;
  }
}
