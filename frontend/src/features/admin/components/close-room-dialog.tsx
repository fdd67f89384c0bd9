import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { ADMIN_ACTION_MESSAGE_MAX, type AdminMonitorRoom } from '@trivia/contracts';
import { type FormEvent, useState } from 'react';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { emitAdmin } from '../api/admin-monitor.socket';

/** The message players read on their screens: required, so nobody is thrown out without a word. */
export function MessageField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Textarea
      label="Message to players"
      description={`${value.length}/${ADMIN_ACTION_MESSAGE_MAX} characters: shown on their screens`}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      maxLength={ADMIN_ACTION_MESSAGE_MAX}
      autosize
      minRows={2}
      required
      data-autofocus
    />
  );
}

/** Asks why, then ends the room's game for everyone in it (audited). */
export function CloseRoomDialog({ room, onDone }: { room: AdminMonitorRoom | null; onDone: () => void }) {
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const close = () => {
    setMessage('');
    onDone();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!room || !message.trim()) return;
    setBusy(true);
    const ack = await emitAdmin('admin:room-close', { roomId: room.roomId, message: message.trim() });
    setBusy(false);
    if (!ack.ok) {
      showErrorToast(ack);
      return;
    }
    showSuccessToast(
      'Room closed',
      `The game in room ${room.pin ?? room.roomId} has ended; its players were told why.`,
    );
    close();
  };
  return (
    <Modal opened={room !== null} onClose={close} title={`Close room ${room?.pin ?? ''}`}>
      <form onSubmit={(event) => void submit(event)}>
        <Stack>
          <Text size="sm">
            The game ends now for all {room?.playersJoined ?? 0} players. The standings so far stand, and the room
            cannot be reopened.
          </Text>
          <MessageField value={message} onChange={setMessage} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={busy} disabled={!message.trim()}>
              Close room
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
