import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { acceptAnalytics, declineAnalytics } from '../../../lib/analytics';
import { useAnalyticsConsent } from '../hooks/use-analytics-consent';

type Choice = 'granted' | 'essential';

/** Changing the cookie answer later (the cookie policy page): a labelled choice and a Save button. */
export function CookieSettings() {
  const consent = useAnalyticsConsent();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [saved, setSaved] = useState(false);
  const selected = choice ?? consent ?? 'essential';
  const { hash } = useLocation();
  const settings = useRef<HTMLDivElement>(null);
  // The footer's "Cookie settings" link lands here: bring the settings into view.
  useEffect(() => {
    if (hash === '#cookie-settings') settings.current?.scrollIntoView({ block: 'start' });
  }, [hash]);

  const save = () => {
    if (selected === 'granted') acceptAnalytics();
    else declineAnalytics();
    setSaved(true);
  };

  return (
    <Stack gap="sm" id="cookie-settings" ref={settings}>
      <Radio.Group
        label="Analytics cookies"
        description="Count page visits and a few actions (searches, seasonal quizzes viewed, audience chosen) in our own database."
        value={selected}
        onChange={(value) => {
          setChoice(value as Choice);
          setSaved(false);
        }}
      >
        <Stack gap={6} mt="xs">
          <Radio value="granted" label="Use analytics cookies" />
          <Radio value="essential" label="Essential cookies only" />
        </Stack>
      </Radio.Group>
      <Group>
        <Button size="sm" onClick={save}>
          Save cookie settings
        </Button>
      </Group>
      <Text size="sm" role="status">
        {saved
          ? 'Your cookie settings were saved.'
          : consent === null
            ? 'You have not chosen yet: analytics stays off until you do.'
            : ''}
      </Text>
    </Stack>
  );
}
