import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { registerRequestSchema, type RegisterRequest } from '@trivia/contracts';
import { useState, type FormEvent } from 'react';
import { fieldErrorsOf, type FieldErrors } from '../../../lib/form-errors';
import { PasswordStrengthMeter } from './password-strength-meter';

export interface RegisterFormProps {
  submitting: boolean;
  onSubmit: (details: RegisterRequest) => void;
}

const EMPTY = { fullName: '', email: '', password: '', businessName: '' };

function validate(values: typeof EMPTY) {
  const businessName = values.businessName.trim() || undefined;
  const parsed = registerRequestSchema.safeParse({ ...values, businessName });
  if (!parsed.success) return { errors: fieldErrorsOf(parsed.error) };
  if (!values.password) return { errors: { password: 'Password is required' } };
  return { data: parsed.data };
}

export function RegisterForm({ submitting, onSubmit }: RegisterFormProps) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  // Read the value while the event is live: the updater may run after React has let go of it.
  const set = (field: keyof typeof EMPTY) => (event: { currentTarget: { value: string } }) => {
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, [field]: value }));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(values);
    setErrors(result.errors ?? {});
    if (result.data) onSubmit(result.data);
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
          error={errors.fullName}
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={set('email')}
          error={errors.email}
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          required
          value={values.password}
          onChange={set('password')}
          error={errors.password}
        />
        <PasswordStrengthMeter password={values.password} />
        <TextInput
          label="Business name"
          description="Optional: the pub, school or company you run quizzes for"
          autoComplete="organization"
          value={values.businessName}
          onChange={set('businessName')}
          error={errors.businessName}
        />
        <Button type="submit" loading={submitting} fullWidth>
          Create account
        </Button>
      </Stack>
    </form>
  );
}
