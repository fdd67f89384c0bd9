import type { PipeTransform } from '@nestjs/common';
import { AppException } from '../../common/app-exception';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A key id in a path: text that cannot be an id names no key, so it is a 404 like another member's key. */
export class ApiKeyIdPipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    if (typeof value !== 'string' || !UUID.test(value)) throw new AppException('RES_001', 'No such API key');
    return value.toLowerCase();
  }
}
