import { Anchor, Container, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import type { RegisterRequest, SignupSource } from '@trivia/contracts';
import { type ReactNode, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageTitle } from '../../../components/page-title';
import { afterAuthPath, nextQuery } from '../after-auth-path';
import { useCurrentUser } from '../api/current-user.api';
import { useRegister } from '../api/register.api';
import { useAuthSuccess } from '../hooks/use-auth-success';
import { useLoginFlow } from '../hooks/use-login-flow';
import { LoginForm } from './login-form';
import { MfaDialog } from './mfa-dialog';
import { RegisterForm } from './register-form';

export type AuthMode = 'login' | 'register';

const MODE_PATH: Record<AuthMode, string> = { login: '/auth/login', register: '/auth/register' };
const TITLES: Record<AuthMode, string> = { login: 'Log in', register: 'Create your account' };

export interface AuthScreenProps {
  mode: AuthMode;
  /** Another portal's own log-in and sign-up routes (the developer portal's under /api/developers). */
  paths?: Record<AuthMode, string>;
  titles?: Record<AuthMode, string>;
  /** Where to land afterwards when no `?next=` asks otherwise (the dashboard by default). */
  home?: string;
  /** Sent with a sign-up so the server records where the account came from. */
  signupSource?: SignupSource;
  intro?: ReactNode;
}

/** One screen for both: the route decides the initial mode, the toggle switches route. */
export function AuthScreen({ mode, paths = MODE_PATH, titles = TITLES, home, signupSource, intro }: AuthScreenProps) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const carryNext = nextQuery(search);
  const { status } = useCurrentUser();
  // Set on success so the delayed redirect of spec section 4 is not overtaken by the logged-in redirect.
  const [justAuthenticated, setJustAuthenticated] = useState(false);
  const loginFlow = useLoginFlow(() => setJustAuthenticated(true), home);
  const registerMutation = useRegister();
  const onSuccess = useAuthSuccess(home);

  if (status === 'unknown') return <LoadingSpinner />;
  if (status === 'logged-in' && !justAuthenticated) return <Navigate to={afterAuthPath(search, home)} replace />;

  const registerUser = (details: RegisterRequest) =>
    registerMutation.mutateAsync(signupSource ? { ...details, source: signupSource } : details, {
      onSuccess: (user) => {
        setJustAuthenticated(true);
        onSuccess(user, { title: 'Account created!', message: 'Welcome to the product.' });
      },
    });

  return (
    <Container size={440} py="xl">
      <PageTitle title={titles[mode]} subtitle={intro} />
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <SegmentedControl
            fullWidth
            aria-label="Log in or sign up"
            value={mode}
            onChange={(value) => void navigate(paths[value as AuthMode] + carryNext)}
            data={[
              { value: 'login', label: 'Log In' },
              { value: 'register', label: 'Sign Up' },
            ]}
          />
          {mode === 'login' ? (
            <LoginForm submitting={loginFlow.submitting} onSubmit={loginFlow.login} />
          ) : (
            <RegisterForm submitting={registerMutation.isPending} onSubmit={registerUser} />
          )}
          <Text size="sm" c="dimmed" ta="center">
            {mode === 'login' ? 'New here? ' : 'Already have an account? '}
            <Anchor component={Link} to={(mode === 'login' ? paths.register : paths.login) + carryNext}>
              {mode === 'login' ? 'Sign up' : 'Log in'}
            </Anchor>
          </Text>
        </Stack>
      </Paper>
      <MfaDialog
        opened={loginFlow.mfaOpen}
        submitting={loginFlow.submitting}
        onSubmit={loginFlow.submitMfa}
        onCancel={loginFlow.cancelMfa}
      />
    </Container>
  );
}
