/**
 * Spec section 9: ads only on paths starting /daily-quiz, /daily-mcq-quiz or /arena, never on
 * /daily-quiz/admin or /arena/settings (or below them). The route table names the multiple-choice quiz
 * /daily-mc-quiz, so that prefix is included as well: the spec's "/daily-mcq-quiz" names no route.
 */
const AD_PREFIXES = ['/daily-quiz', '/daily-mc-quiz', '/daily-mcq-quiz', '/arena'];
const AD_EXCLUSIONS = ['/daily-quiz/admin', '/arena/settings'];

export function adsAllowedOn(pathname: string): boolean {
  const excluded = AD_EXCLUSIONS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
  return !excluded && AD_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}
