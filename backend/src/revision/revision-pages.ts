import { Injectable, type OnModuleInit } from '@nestjs/common';
import { revisionLevelSchema, revisionSetName, revisionSubjectSchema } from '@trivia/contracts';
import { SpaRouteChecks } from '../infra/http/spa/spa-route-checks';

/**
 * Revision practice pages for the server: `/education/practice/:subject/:level` exists only for a subject and level
 * of the curriculum (any other pair is a 404) and names its set in the page's head.
 */
@Injectable()
export class RevisionPages implements OnModuleInit {
  constructor(private readonly checks: SpaRouteChecks) {}

  onModuleInit(): void {
    this.checks.register('/education/practice/:subject/:level', ({ subject, level }) => {
      const s = revisionSubjectSchema.safeParse(subject);
      const l = revisionLevelSchema.safeParse(level);
      if (!s.success || !l.success) return Promise.resolve(null);
      const name = revisionSetName(s.data, l.data);
      return Promise.resolve({
        title: `${name} revision quiz`,
        description: `Practise ${name} on your own: questions from our bank, each answer marked as you go, and your score at the end.`,
      });
    });
  }
}
