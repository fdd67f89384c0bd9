import { Button, Group, Modal, Radio, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { AdminMonitorRoom, AdminRoomPlayersResponse } from '@trivia/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { emitAdmin } from '../api/admin-monitor.socket';
import { MessageField } from './close-room-dialog';

/** The players of a room matching a part of a nickname, looked up on the room's own node as the admin types. */
function useRoomPlayers(roomId: string | null, search: string) {
  const [found, setFound] = useState<AdminRoomPlayersResponse | null>(null);
  useEffect(() => {
    if (!roomId) return;
    let live = true;
    void emitAdmin('admin:room-players', { roomId, query: search }).then((ack) => {
      if (!live) return;
      if (ack.ok) setFound(ack.data);
      else showErrorToast(ack);
    });
    return () => {
      live = false;
    };
  }, [roomId, search]);
  return roomId ? found : null;
}

/** Finds a player by nickname, asks why, then removes them from the room for good (audited). */
export function KickPlayerDialog({ room, onDone }: { room: AdminMonitorRoom | null; onDone: () => void }) {
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), 250);
  const [playerId, setPlayerId] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const found = useRoomPlayers(room?.roomId ?? null, search);
  const chosen = found?.players.find((player) => player.playerId === playerId) ?? null;
  const close = () => {
    setSearchText('');
    setPlayerId(null);
    setMessage('');
    onDone();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!room || !chosen || !message.trim()) return;
    setBusy(true);
    const ack = await emitAdmin('admin:room-kick', {
      roomId: room.roomId,
      playerId: chosen.playerId,
      message: message.trim(),
    });
    setBusy(false);
    if (!ack.ok) {
      showErrorToast(ack);
      return;
    }
    showSuccessToast('Player removed', `${chosen.nickname} was removed from room ${room.pin ?? room.roomId}.`);
    close();
  };
  const over = found?.phase === 'podium' || found?.phase === 'ended';
  return (
    <Modal opened={room !== null} onClose={close} title={`Remove a player from room ${room?.pin ?? ''}`}>
      <form onSubmit={(event) => void submit(event)}>
        <Stack>
          <TextInput
            label="Find a player"
            description="A part of their nickname"
            type="search"
            value={searchText}
            onChange={(event) => setSearchText(event.currentTarget.value)}
          />
          {over ? <Text size="sm">This game is over: nobody can be removed now.</Text> : null}
          <Radio.Group label="Player" value={playerId} onChange={setPlayerId} required>
            <ScrollArea.Autosize mah={220} type="auto">
              <Stack gap={6} mt={6}>
                {found?.players.map((player) => (
                  <Radio
                    key={player.playerId}
                    value={player.playerId}
                    label={`${player.nickname}${player.connected ? '' : ' (away)'} · ${player.score} pts`}
                  />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </Radio.Group>
          {found && found.matching > found.players.length ? (
            <Text size="xs" c="dimmed">
              Showing {found.players.length} of {found.matching}: type more of the nickname.
            </Text>
          ) : null}
          {found && found.matching === 0 ? <Text size="sm">Nobody in this room matches.</Text> : null}
          <MessageField value={message} onChange={setMessage} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={busy} disabled={!chosen || !message.trim() || over}>
              Remove player
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
