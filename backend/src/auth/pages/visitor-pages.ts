import { Injectable, type OnModuleInit } from '@nestjs/common';
import { MEMBER_HOME_PATH, NO_SESSION_META } from '@trivia/contracts';
import { SpaRouteChecks } from '../../infra/http/spa/spa-route-checks';
import { SpaVisitorHints } from '../../infra/http/spa/spa-visitor-hints';
import { PrincipalResolver } from '../principal/principal-resolver.service';
import { SESSION_COOKIE } from '../session/session.service';

/**
 * What the server knows of a page's visitor before the app runs, so visitors are not kept waiting on the question of
 * who they are:
 * - the landing page is for visitors (spec section 2): a member who opens `/` is sent to the dashboard;
 * - a browser that sent no session cookie at all is logged out, and every page tells the app so (NO_SESSION_META),
 *   which then does not ask `GET /api/auth/me` for its 401. A cookie that is there but no longer valid still gets
 *   that answer from the app's own request: this costs no lookup per page.
 */
@Injectable()
export class VisitorPages implements OnModuleInit {
  constructor(
    private readonly principals: PrincipalResolver,
    private readonly checks: SpaRouteChecks,
    private readonly hints: SpaVisitorHints,
  ) {}

  onModuleInit(): void {
    this.checks.register('/', async (_params, visitor) =>
      (await this.principals.member(visitor.cookies[SESSION_COOKIE])) ? { redirect: MEMBER_HOME_PATH } : {},
    );
    this.hints.register((visitor) => (visitor.cookies[SESSION_COOKIE] ? null : { ...NO_SESSION_META }));
  }
}
