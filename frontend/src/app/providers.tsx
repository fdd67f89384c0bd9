import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';
import { appTheme, colorSchemeManager, DEFAULT_COLOR_SCHEME } from '../features/theme';
import { ErrorBoundary } from './error-boundary/error-boundary';
import { OverlayHosts } from './overlay-hosts';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={appTheme} colorSchemeManager={colorSchemeManager} defaultColorScheme={DEFAULT_COLOR_SCHEME}>
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <OverlayHosts />
          {children}
        </QueryClientProvider>
      </ErrorBoundary>
    </MantineProvider>
  );
}
