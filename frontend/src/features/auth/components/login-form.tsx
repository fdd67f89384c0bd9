import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { loginRequestSchema, type LoginRequest } from '@trivia/contracts';
import { useState, type FormEvent } from 'react';
import { useFormErrors } from '../../../lib/use-form-errors';

export interface LoginFormProps {
  submitting: boolean;
  /** Rejects with the failure when the login is refused. */
  onSubmit: (credentials: LoginRequest) => Promise<unknown>;
}

const FIELDS = ['email', 'password'] as const;

export function LoginForm({ submitting, onSubmit }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const form = useFormErrors(FIELDS);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const credentials = form.check(loginRequestSchema, { email, password });
    if (credentials) onSubmit(credentials).catch(form.showFailure);
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Log in">
      <Stack>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            form.clear('email');
          }}
          error={form.errors.email}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            form.clear('password');
          }}
          error={form.errors.password}
        />
        <Button type="submit" loading={submitting} fullWidth>
          Log In
        </Button>
      </Stack>
    </form>
  );
}
