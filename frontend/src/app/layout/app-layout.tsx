import { Box } from '@mantine/core';
import { adsAllowedOn } from '@trivia/contracts';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AdSlot } from '../../components/ad-slot';
import { BelowTheFold } from '../../components/below-the-fold';
import { LoadingSpinner } from '../../components/loading-spinner';
import { RouteErrorBoundary } from '../error-boundary/route-error';
import { CookieConsentBanner } from '../../features/cookie-consent';
import { useHasFeature } from '../../features/entitlements';
import { AppFooter, AppHeader } from '../../features/layout-nav';
import { SkipLink } from './skip-link';

export function AppLayout() {
  const { pathname } = useLocation();
  const adFree = useHasFeature('ad_free');
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <CookieConsentBanner />
      <AppHeader />
      {/* At least a screen tall, so the footer starts below the fold and a page arriving after its spinner moves
          nothing the visitor can see (no layout shift). */}
      <Box component="main" id="main-content" tabIndex={-1} style={{ flex: 1, outline: 'none', minHeight: '100vh' }}>
        <RouteErrorBoundary>
          <Suspense fallback={<LoadingSpinner />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </Box>
      {/* Keyed by path so each page view gets a fresh unit; a plan with 'ad_free' shows none. */}
      {adsAllowedOn(pathname) && !adFree ? <AdSlot key={pathname} /> : null}
      {/* The main area is at least a screen tall: the footer is never on the first screen. */}
      <BelowTheFold>
        <AppFooter />
      </BelowTheFold>
    </Box>
  );
}
