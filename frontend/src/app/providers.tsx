import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { TOAST } from '@trivia/contracts';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';
import { TOAST_POSITION, TOAST_REGION_CLASS } from '../lib/toast-region';
import { appTheme, colorSchemeManager, DEFAULT_COLOR_SCHEME } from '../features/theme';
import { ErrorBoundary } from './error-boundary/error-boundary';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={appTheme} colorSchemeManager={colorSchemeManager} defaultColorScheme={DEFAULT_COLOR_SCHEME}>
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            <Notifications
              className={TOAST_REGION_CLASS}
              position={TOAST_POSITION}
              limit={TOAST.limit}
              autoClose={TOAST.autoCloseMs}
            />
            {children}
          </ModalsProvider>
        </QueryClientProvider>
      </ErrorBoundary>
    </MantineProvider>
  );
}
