import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { type ApiKeySummary, MAX_ALLOWED_ORIGINS, updateApiKeyRequestSchema } from '@trivia/contracts';
import { type FormEvent, useState } from 'react';
import { showSuccessToast } from '../../../lib/toast';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useUpdateApiKey } from '../api/developer-keys.api';
import { originsFieldOf, parseOrigins } from '../origins-text';

const FIELDS = ['name', 'allowedOrigins'] as const;

/** Rename a key, and change a publishable key's origins; the key itself never changes. */
function EditKeyForm({ apiKey, onDone }: { apiKey: ApiKeySummary; onDone: () => void }) {
  const [name, setName] = useState(apiKey.name);
  const [origins, setOrigins] = useState(apiKey.allowedOrigins.join('\n'));
  const form = useFormErrors(FIELDS);
  const update = useUpdateApiKey();
  const publishable = apiKey.kind === 'publishable';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changes = form.check(updateApiKeyRequestSchema, {
      name,
      ...(publishable ? { allowedOrigins: parseOrigins(origins) } : {}),
    });
    if (!changes) return;
    update
      .mutateAsync({ id: apiKey.id, changes })
      .then(() => {
        showSuccessToast('Key saved', `${changes.name ?? apiKey.name} is up to date.`);
        onDone();
      })
      .catch(form.showFailure);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`Edit ${apiKey.name}`}>
      <Stack>
        <TextInput
          label="Name"
          required
          data-autofocus
          value={name}
          maxLength={60}
          onChange={(e) => {
            setName(e.currentTarget.value);
            form.clear('name');
          }}
          error={form.errors.name}
        />
        {publishable ? (
          <Textarea
            label="Allowed origins"
            description={`One per line (at most ${MAX_ALLOWED_ORIGINS}). Browsers on other origins are refused.`}
            required
            autosize
            minRows={2}
            value={origins}
            onChange={(e) => {
              setOrigins(e.currentTarget.value);
              form.clear('allowedOrigins');
            }}
            error={originsFieldOf(form.errors)}
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function EditKeyModal({ apiKey, onClose }: { apiKey: ApiKeySummary | null; onClose: () => void }) {
  return (
    <Modal opened={apiKey !== null} onClose={onClose} title="Edit key">
      {apiKey ? <EditKeyForm key={apiKey.id} apiKey={apiKey} onDone={onClose} /> : null}
    </Modal>
  );
}
