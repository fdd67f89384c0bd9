import { Injectable, type OnModuleInit } from '@nestjs/common';
import { MEMBER_HOME_PATH } from '@trivia/contracts';
import { SpaRouteChecks } from '../../infra/http/spa/spa-route-checks';
import { PrincipalResolver } from '../principal/principal-resolver.service';
import { SESSION_COOKIE } from '../session/session.service';

/**
 * The landing page is for visitors (spec section 2): a member who opens `/` is sent to the dashboard by the server,
 * so visitors get the landing page at once instead of waiting for the app to ask who they are.
 */
@Injectable()
export class LandingRedirect implements OnModuleInit {
  constructor(
    private readonly principals: PrincipalResolver,
    private readonly checks: SpaRouteChecks,
  ) {}

  onModuleInit(): void {
    this.checks.register('/', async (_params, visitor) =>
      (await this.principals.member(visitor.cookies[SESSION_COOKIE])) ? { redirect: MEMBER_HOME_PATH } : {},
    );
  }
}
