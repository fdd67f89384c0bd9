import { Center, Loader } from '@mantine/core';

export function LoadingSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Center mih={240} role="status" aria-live="polite" aria-label={label}>
      <Loader />
    </Center>
  );
}
