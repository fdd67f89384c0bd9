import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { registerRequestSchema, type RegisterRequest } from '@trivia/contracts';
import { useState, type FormEvent } from 'react';
import { useFormErrors } from '../../../lib/use-form-errors';
import { PasswordStrengthMeter } from './password-strength-meter';

export interface RegisterFormProps {
  submitting: boolean;
  /** Rejects with the failure when the server refuses the registration. */
  onSubmit: (details: RegisterRequest) => Promise<unknown>;
}

const FIELDS = ['fullName', 'email', 'password', 'businessName'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { fullName: '', email: '', password: '', businessName: '' };

export function RegisterForm({ submitting, onSubmit }: RegisterFormProps) {
  const [values, setValues] = useState(EMPTY);
  const form = useFormErrors(FIELDS);
  // Read the value while the event is live: the updater may run after React has let go of it.
  const set = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, [field]: value }));
    form.clear(field);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const details = form.check(registerRequestSchema, {
      ...values,
      businessName: values.businessName.trim() || undefined,
    });
    if (details) onSubmit(details).catch(form.showFailure);
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Sign up">
      <Stack>
        <TextInput
          label="Full name"
          autoComplete="name"
          required
          value={values.fullName}
          onChange={set('fullName')}
          error={form.errors.fullName}
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={set('email')}
          error={form.errors.email}
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          required
          value={values.password}
          onChange={set('password')}
          error={form.errors.password}
        />
        <PasswordStrengthMeter password={values.password} />
        <TextInput
          label="Business name"
          description="Optional: the pub, school or company you run quizzes for"
          autoComplete="organization"
          value={values.businessName}
          onChange={set('businessName')}
          error={form.errors.businessName}
        />
        <Button type="submit" loading={submitting} fullWidth>
          Create account
        </Button>
      </Stack>
    </form>
  );
}
