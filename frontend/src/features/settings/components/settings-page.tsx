import { Container, Stack } from '@mantine/core';
import { PageTitle } from '../../../components/page-title';
import { useCurrentUser } from '../../auth';
import { BillingLinkSection } from './billing-link-section';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountSection } from './delete-account-section';
import { EmailSection } from './email-section';
import { MfaSection } from './mfa-section';
import { ProfileForm } from './profile-form';

/** Rendered behind RequireAuth, so the user is known. */
export function SettingsPage() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <Container size="sm" py="xl">
      <PageTitle title="Account Settings" />
      <Stack gap="lg">
        <ProfileForm user={user} />
        <BillingLinkSection />
        <EmailSection user={user} />
        <ChangePasswordForm />
        <MfaSection user={user} />
        <DeleteAccountSection />
      </Stack>
    </Container>
  );
}
