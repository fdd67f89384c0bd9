import { Progress, Stack, Text } from '@mantine/core';
import { passwordStrength, type StrengthLabel } from '@trivia/contracts';

const COLOUR: Record<StrengthLabel, string> = { Weak: 'red', Fair: 'yellow', Good: 'teal', Strong: 'green' };

export function PasswordStrengthMeter({ password }: { password: string }) {
  if (!password) return null;
  const strength = passwordStrength(password);
  return (
    <Stack gap={4} aria-live="polite">
      <Progress value={strength.score} color={COLOUR[strength.label]} size="sm" aria-label="Password strength" />
      <Text size="sm">
        Password strength: <strong>{strength.label}</strong>
      </Text>
      {strength.hint ? (
        <Text size="xs" c="dimmed">
          {strength.hint}
        </Text>
      ) : null}
    </Stack>
  );
}
