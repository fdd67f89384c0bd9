import { type PipeTransform, type Type } from '@nestjs/common';
import { AppException } from './app-exception';

/** A UUID as PostgreSQL's gen_random_uuid() writes it (any case). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A pipe for an id in a path: text that cannot be an id names nothing, so it is a 404 (RES_001, `notFound`) like an
 * unknown one, and never reaches a query; a real one comes out lower-cased. Usable as `@Param('id', ThePipe)` or
 * `new ThePipe()`.
 */
export function uuidPathPipe(notFound: string): Type<PipeTransform<unknown, string>> {
  return class UuidPathPipe implements PipeTransform<unknown, string> {
    transform(value: unknown): string {
      if (typeof value !== 'string' || !UUID.test(value)) throw new AppException('RES_001', notFound);
      return value.toLowerCase();
    }
  };
}
