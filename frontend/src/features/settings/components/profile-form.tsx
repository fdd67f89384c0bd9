import { Button, Group, Stack, TextInput } from '@mantine/core';
import { updateProfileRequestSchema, type User } from '@trivia/contracts';
import { useState, type FormEvent } from 'react';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useUpdateProfile } from '../api/update-profile.api';
import { SettingsSection } from './settings-section';

const FIELDS = ['fullName', 'businessName'] as const;

export function ProfileForm({ user }: { user: User }) {
  const [fullName, setFullName] = useState(user.fullName);
  const [businessName, setBusinessName] = useState(user.businessName ?? '');
  const form = useFormErrors(FIELDS);
  const update = useUpdateProfile();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const request = form.check(updateProfileRequestSchema, { fullName, businessName: businessName.trim() || null });
    if (request) update.mutate(request, { onError: form.showFailure });
  };

  return (
    <SettingsSection title="Profile">
      <form onSubmit={handleSubmit} noValidate aria-label="Profile">
        <Stack>
          <TextInput
            label="Full name"
            required
            autoComplete="name"
            value={fullName}
            onChange={(e) => {
              setFullName(e.currentTarget.value);
              form.clear('fullName');
            }}
            error={form.errors.fullName}
          />
          <TextInput
            label="Business name"
            description="Optional"
            autoComplete="organization"
            value={businessName}
            onChange={(e) => {
              setBusinessName(e.currentTarget.value);
              form.clear('businessName');
            }}
            error={form.errors.businessName}
          />
          <Group>
            <Button type="submit" loading={update.isPending}>
              Save profile
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
