import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { ArenaPublicRoom } from '@trivia/contracts';
import { LiveDot } from '../../../components/live-dot';
import { playersOnlineText, publicRoomStartText } from '../arena-lobby-format';
import { useNow } from '../hooks/use-now';

// What the lobby draws from its live data (players online, the public rooms): loaded beside that data's first read,
// after the forms a visitor types into.

/** "12 players online", with a dot that is lit while anyone is. */
export function OnlineCount({ count }: { count: number }) {
  return (
    <Group gap={6} wrap="nowrap">
      <LiveDot active={count > 0} />
      <Text size="sm" c="dimmed" data-testid="arena-players-online">
        {playersOnlineText(count)}
      </Text>
    </Group>
  );
}

export interface PublicRoomListProps {
  /** Undefined until the lobby is first read. */
  rooms: ArenaPublicRoom[] | undefined;
  failed: boolean;
  /** The PIN being joined, for its button's spinner. */
  joiningPin: string | null;
  busy: boolean;
  onJoin: (room: ArenaPublicRoom) => void;
}

interface RowActions {
  joining: boolean;
  busy: boolean;
  onJoin: (room: ArenaPublicRoom) => void;
}

function PublicRoomRow({ room, now, joining, busy, onJoin }: { room: ArenaPublicRoom; now: number } & RowActions) {
  const seats = `${room.players}/${room.maxPlayers}`;
  return (
    <Paper component="li" withBorder p="sm" radius="md" data-testid="arena-public-room">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {seats} players
          </Text>
          <Text size="sm" c="dimmed">
            {room.questionCount} questions · {room.questionSeconds} s each
          </Text>
          <Text
            size="sm"
            fw={room.startsAt === null ? 400 : 700}
            c={room.startsAt === null ? 'dimmed' : undefined}
            style={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {publicRoomStartText(room.startsAt, now)}
          </Text>
        </Stack>
        <Button
          variant="light"
          loading={joining}
          disabled={busy && !joining}
          onClick={() => onJoin(room)}
          aria-label={`Join public room, ${room.players} of ${room.maxPlayers} players`}
        >
          Join
        </Button>
      </Group>
    </Paper>
  );
}

/** The open public rooms, fullest first as the server sends them, each counting down to its start. */
export function PublicRoomList({ rooms, failed, joiningPin, busy, onJoin }: PublicRoomListProps) {
  const now = useNow(rooms?.some((room) => room.startsAt !== null) ?? false);
  if (!rooms) {
    return failed ? (
      <Text size="sm" c="dimmed">
        The public rooms could not be loaded. Quick match still works.
      </Text>
    ) : (
      <Skeleton h={72} radius="md" />
    );
  }
  if (rooms.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No public rooms open right now — Quick match opens one.
      </Text>
    );
  }
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Public rooms">
      {rooms.map((room) => (
        <PublicRoomRow
          key={room.roomId}
          room={room}
          now={now}
          joining={joiningPin === room.pin}
          busy={busy}
          onJoin={onJoin}
        />
      ))}
    </Stack>
  );
}
