import {
  Anchor,
  Box,
  Button,
  Checkbox,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { ENQUIRY_LIMITS, type EnquiryKind, enquiryRequestSchema, formatNumber } from '@trivia/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useSendEnquiry } from '../api/enquiries.api';

const FIELDS = ['name', 'email', 'organisation', 'role', 'audienceSize', 'message', 'consent'] as const;
type Field = (typeof FIELDS)[number];
type TextField = Exclude<Field, 'audienceSize' | 'consent'>;

interface Values {
  name: string;
  email: string;
  organisation: string;
  role: string;
  audienceSize: number | string;
  message: string;
  consent: boolean;
  website: string;
}

const EMPTY: Values = {
  name: '',
  email: '',
  organisation: '',
  role: '',
  audienceSize: '',
  message: '',
  consent: false,
  website: '',
};

/** What the form sends: blanks become "not given", as the server reads them. */
const requestOf = (kind: EnquiryKind, values: Values) => ({
  kind,
  name: values.name,
  email: values.email,
  organisation: values.organisation,
  role: values.role.trim() || null,
  audienceSize: typeof values.audienceSize === 'number' ? values.audienceSize : null,
  message: values.message,
  consent: values.consent,
  ...(values.website ? { website: values.website } : {}),
});

export interface EnquiryFormProps {
  kind: EnquiryKind;
  /** The form's accessible name and heading, e.g. "Ask about a white-label deployment". */
  title: string;
  /** What the audience field asks about on this page ("players per event", "pupils"). */
  audienceLabel: string;
}

/** A sales enquiry: checked with the shared schema before sending, the server's problems on their fields after. */
export function EnquiryForm({ kind, title, audienceLabel }: EnquiryFormProps) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useSendEnquiry();
  const form = useFormErrors(FIELDS);
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (sentTo) doneRef.current?.focus();
  }, [sentTo]);

  // Read the value while the event is live: the updater may run after React has let go of it.
  const set = (field: TextField | 'website') => (event: { currentTarget: { value: string } }) => {
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, [field]: value }));
    if (field !== 'website') form.clear(field);
  };

  const focusFirstError = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const request = form.check(enquiryRequestSchema, requestOf(kind, values));
    if (!request) {
      focusFirstError();
      return;
    }
    send.mutate(request, {
      onSuccess: () => setSentTo(values.email.trim()),
      onError: (error) => {
        form.showFailure(error);
        focusFirstError();
      },
    });
  };

  if (sentTo) {
    return (
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="xs" role="status">
          <Title order={2} size="h3" ref={doneRef} tabIndex={-1}>
            <IconCircleCheck size={24} aria-hidden style={{ verticalAlign: 'text-bottom', marginRight: 8 }} />
            Thank you: your enquiry has reached our team
          </Title>
          <Text>
            We have sent a copy to {sentTo}. One of our team will reply to that address; nothing is arranged or charged
            until you have spoken with us.
          </Text>
        </Stack>
      </Paper>
    );
  }

  const messageLength = values.message.trim().length;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <form ref={formRef} onSubmit={handleSubmit} noValidate aria-labelledby="enquiry-form-title">
        <Stack>
          <Title order={2} size="h3" id="enquiry-form-title">
            {title}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Your name"
              autoComplete="name"
              required
              maxLength={ENQUIRY_LIMITS.name}
              value={values.name}
              onChange={set('name')}
              error={form.errors.name}
            />
            <TextInput
              label="Work e-mail"
              type="email"
              autoComplete="email"
              required
              value={values.email}
              onChange={set('email')}
              error={form.errors.email}
            />
            <TextInput
              label="Organisation"
              autoComplete="organization"
              required
              maxLength={ENQUIRY_LIMITS.organisation}
              value={values.organisation}
              onChange={set('organisation')}
              error={form.errors.organisation}
            />
            <TextInput
              label="Your role (optional)"
              autoComplete="organization-title"
              maxLength={ENQUIRY_LIMITS.role}
              value={values.role}
              onChange={set('role')}
              error={form.errors.role}
            />
          </SimpleGrid>
          <NumberInput
            label={audienceLabel}
            description="Optional: a rough number is fine"
            min={1}
            max={ENQUIRY_LIMITS.audienceSize}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            value={values.audienceSize}
            onChange={(value) => {
              setValues((current) => ({ ...current, audienceSize: value }));
              form.clear('audienceSize');
            }}
            error={form.errors.audienceSize}
          />
          <Textarea
            label="Your message"
            description={`What you have in mind (${ENQUIRY_LIMITS.message.min} to ${formatNumber(ENQUIRY_LIMITS.message.max)} characters, plain text): ${formatNumber(messageLength)} so far`}
            required
            autosize
            minRows={4}
            maxRows={12}
            value={values.message}
            onChange={set('message')}
            error={form.errors.message}
          />
          {/* The honeypot: hidden from view and from assistive technology; only bots fill it in. */}
          <Box
            aria-hidden="true"
            style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
          >
            <label htmlFor={`enquiry-website-${kind}`}>Leave this empty</label>
            <input
              id={`enquiry-website-${kind}`}
              name="website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              value={values.website}
              onChange={set('website')}
            />
          </Box>
          <Checkbox
            label="I agree to be contacted by e-mail about this enquiry"
            description={
              <>
                We use your details only to reply; see our{' '}
                <Anchor component={Link} to="/privacy-policy" inherit>
                  privacy policy
                </Anchor>
                .
              </>
            }
            checked={values.consent}
            onChange={(event) => {
              const { checked } = event.currentTarget;
              setValues((current) => ({ ...current, consent: checked }));
              form.clear('consent');
            }}
            error={form.errors.consent}
          />
          <Button
            type="submit"
            loading={send.isPending}
            w={{ base: '100%', sm: 'auto' }}
            style={{ alignSelf: 'flex-start' }}
          >
            Send enquiry
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
