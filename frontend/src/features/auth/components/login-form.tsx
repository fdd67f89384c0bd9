import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { loginRequestSchema, type LoginRequest } from '@trivia/contracts';
import { useState, type FormEvent } from 'react';
import { fieldErrorsOf, type FieldErrors } from '../../../lib/form-errors';

export interface LoginFormProps {
  submitting: boolean;
  onSubmit: (credentials: LoginRequest) => void;
}

export function LoginForm({ submitting, onSubmit }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = loginRequestSchema.safeParse({ email, password });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    setErrors({});
    onSubmit(parsed.data);
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
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={errors.email}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.password}
        />
        <Button type="submit" loading={submitting} fullWidth>
          Log In
        </Button>
      </Stack>
    </form>
  );
}
