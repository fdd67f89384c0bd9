import { Injectable } from '@nestjs/common';

/** The time as the catalogue's releases see it: tests fix it to publish a chosen day. */
@Injectable()
export class CatalogueClock {
  now(): Date {
    return new Date();
  }
}
