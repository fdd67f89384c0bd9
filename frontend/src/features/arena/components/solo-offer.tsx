import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconCopy, IconPlayerPlay } from '@tabler/icons-react';
import { PUBLIC_ROOM } from '@trivia/contracts';
import { useState } from 'react';
import { copyText } from '../../../lib/clipboard';
import { showFailureToast, showSuccessToast } from '../../../lib/toast';
import { roomInviteUrl, SOLO_OFFER_AFTER_MS } from '../arena-lobby-format';
import { useNow } from '../hooks/use-now';

export interface SoloOfferProps {
  pin: string;
  startingSolo: boolean;
  onPlaySolo: () => void;
}

/** The room's link, to paste into a chat: it opens the join form on this PIN. */
function InviteLink({ url }: { url: string }) {
  const copy = async () => {
    if (await copyText(url)) showSuccessToast('Link copied', 'Send it to your friends: it opens this room.');
    else showFailureToast('Could not copy', 'Copy the link by hand instead.');
  };
  return (
    <TextInput
      label="Invite friends"
      description={`Friends who open it join this room; the game starts ${PUBLIC_ROOM.autoStartSeconds} s after one arrives.`}
      value={url}
      readOnly
      onFocus={(event) => event.currentTarget.select()}
      data-testid="arena-invite-url"
      rightSection={
        <Tooltip label="Copy link">
          <ActionIcon variant="light" aria-label="Copy invite link" onClick={() => void copy()}>
            <IconCopy size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      }
    />
  );
}

/**
 * A quick-match player left alone for a while is not kept waiting with no end in sight: they may play the same
 * questions on their own now, or bring friends in by link. Mounted only while they are alone, so the wait starts
 * again if someone comes and goes.
 */
export function SoloOffer({ pin, startingSolo, onPlaySolo }: SoloOfferProps) {
  const [since] = useState(() => Date.now());
  const now = useNow(true, 1000);
  if (now - since < SOLO_OFFER_AFTER_MS) return null;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="arena-solo-title">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" id="arena-solo-title">
            Nobody else yet
          </Title>
          <Text size="sm" c="dimmed">
            Play these questions on your own now, or invite friends to this room.
          </Text>
        </Stack>
        <Group>
          <Button leftSection={<IconPlayerPlay size={18} aria-hidden />} loading={startingSolo} onClick={onPlaySolo}>
            Play solo now
          </Button>
        </Group>
        <InviteLink url={roomInviteUrl(window.location.origin, pin)} />
      </Stack>
    </Paper>
  );
}
