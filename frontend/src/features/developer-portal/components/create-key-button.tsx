import { Button, Modal } from '@mantine/core';
import type { CreatedApiKey } from '@trivia/contracts';
import { useState } from 'react';
import { CreateKeyForm } from './create-key-form';
import { CreatedKeyPanel } from './created-key-panel';

/** "Create key": the form in a dialog, then the new key in the same dialog, once. */
export function CreateKeyButton({ disabled, disabledReason }: { disabled: boolean; disabledReason?: string }) {
  const [opened, setOpened] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  // Closing forgets the key: it is not kept in the page once the dialog is gone.
  const close = () => {
    setOpened(false);
    setCreated(null);
  };
  return (
    <>
      <Button onClick={() => setOpened(true)} disabled={disabled} title={disabled ? disabledReason : undefined}>
        Create key
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={created ? 'Your new API key' : 'Create an API key'}
        closeOnClickOutside={!created}
      >
        {created ? <CreatedKeyPanel created={created} onDone={close} /> : <CreateKeyForm onCreated={setCreated} />}
      </Modal>
    </>
  );
}
