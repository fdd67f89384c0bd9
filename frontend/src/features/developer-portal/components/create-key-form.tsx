import { Button, Radio, Stack, Group, Textarea, TextInput } from '@mantine/core';
import {
  type ApiKeyKind,
  type CreateApiKeyRequest,
  type CreatedApiKey,
  createApiKeyRequestSchema,
  MAX_ALLOWED_ORIGINS,
} from '@trivia/contracts';
import { type FormEvent, useState } from 'react';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useCreateApiKey } from '../api/developer-keys.api';
import { originsFieldOf, parseOrigins } from '../origins-text';

const FIELDS = ['name', 'kind', 'allowedOrigins'] as const;

/** Name, kind and (for a publishable key) its origins; on success the parent shows the key once. */
export function CreateKeyForm({ onCreated }: { onCreated: (key: CreatedApiKey) => void }) {
  const [name, setName] = useState('');
  const [kind, setKind] = useState<ApiKeyKind>('secret');
  const [origins, setOrigins] = useState('');
  const form = useFormErrors(FIELDS);
  const create = useCreateApiKey();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request: CreateApiKeyRequest = {
      name,
      kind,
      allowedOrigins: kind === 'publishable' ? parseOrigins(origins) : [],
    };
    const checked = form.check(createApiKeyRequestSchema, request);
    if (checked) create.mutateAsync(checked).then(onCreated).catch(form.showFailure);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Create an API key">
      <Stack>
        <TextInput
          label="Name"
          description="So you can tell your keys apart, such as the app that uses it."
          required
          data-autofocus
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            form.clear('name');
          }}
          error={form.errors.name}
          maxLength={60}
        />
        <Radio.Group
          label="Kind"
          value={kind}
          onChange={(value) => setKind(value as ApiKeyKind)}
          error={form.errors.kind}
        >
          <Stack gap={6} mt={6}>
            <Radio value="secret" label="Secret: for your server. Never put it in a web page or an app." />
            <Radio value="publishable" label="Publishable: read-only, for a web page on the origins you list (CORS)." />
          </Stack>
        </Radio.Group>
        {kind === 'publishable' ? (
          <Textarea
            label="Allowed origins"
            description={`One per line, such as https://quiz.example.com (at most ${MAX_ALLOWED_ORIGINS}).`}
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
          <Button type="submit" loading={create.isPending}>
            Create key
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
