import { Anchor, Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { acceptAnalytics, declineAnalytics } from '../../../lib/analytics';
import { SITE } from '../../../lib/site-config';
import { useAnalyticsConsent } from '../hooks/use-analytics-consent';

type Answer = 'granted' | 'essential';

const CONFIRMATIONS: Record<Answer, string> = {
  granted: 'You’ve accepted analytics cookies.',
  essential: 'You’ve chosen essential cookies only.',
};

/**
 * The cookie question, asked once, in the page flow above the header (after the skip link), so it never covers
 * what it sits on. Until it is answered nothing non-essential runs. After an answer a short confirmation keeps
 * focus in place until the visitor hides it; the choice can be changed on the cookie policy page.
 */
export function CookieConsentBanner() {
  const consent = useAnalyticsConsent();
  const [answered, setAnswered] = useState<Answer | null>(null);
  const headingId = useId();
  if (consent !== null && answered === null) return null;

  const answer = (choice: Answer) => {
    if (choice === 'granted') acceptAnalytics();
    else declineAnalytics();
    setAnswered(choice);
  };

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      py="md"
      style={{
        background: 'var(--mantine-color-default-hover)',
        borderBottom: '1px solid var(--mantine-color-default-border)',
      }}
    >
      <Container size="xl">
        {answered ? (
          <Stack gap="xs">
            <Title order={2} size="h5" id={headingId}>
              Cookies on {SITE.name}
            </Title>
            <Text size="sm" role="status">
              {CONFIRMATIONS[answered]} You can{' '}
              <Anchor component={Link} to="/cookie-policy#cookie-settings">
                change your cookie settings
              </Anchor>{' '}
              at any time.
            </Text>
            <Group>
              <Button size="xs" variant="default" onClick={() => setAnswered(null)} data-autofocus autoFocus>
                Hide cookie message
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="xs">
            <Title order={2} size="h5" id={headingId}>
              Cookies on {SITE.name}
            </Title>
            <Text size="sm">
              We use some essential cookies to make this site work. We’d also like to count page visits and a few
              actions, such as searches, in our own analytics (no third parties, no advertising) to learn what helps
              people. That needs your permission.{' '}
              <Anchor component={Link} to="/cookie-policy">
                How we use cookies
              </Anchor>
            </Text>
            <Group gap="sm">
              <Button size="sm" onClick={() => answer('granted')}>
                Accept analytics
              </Button>
              <Button size="sm" variant="default" onClick={() => answer('essential')}>
                Essential only
              </Button>
            </Group>
          </Stack>
        )}
      </Container>
    </Box>
  );
}
