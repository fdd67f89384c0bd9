import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

const DEBOUNCE_MS = 400;

/**
 * The search text: sent a moment after typing stops, or at once on Enter. The box follows the address when it
 * changes from elsewhere (the back button), but never overwrites what is being typed with its own echo.
 */
export function CatalogueSearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [draft, setDraft] = useState(value);
  // The last search this box sent, and the last address value it saw: an address change that is not its own
  // echo came from elsewhere, and replaces the text.
  const [sent, setSent] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== sent) {
      setSent(value);
      setDraft(value);
    }
  }
  const send = (q: string) => {
    const trimmed = q.trim();
    if (trimmed === sent) return;
    setSent(trimmed);
    onSearch(trimmed);
  };
  const debounced = useDebouncedCallback(send, DEBOUNCE_MS);

  return (
    <TextInput
      type="search"
      aria-label="Search quizzes"
      placeholder="Search quizzes, e.g. Christmas film"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={draft}
      maxLength={100}
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        debounced(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        debounced.cancel();
        send(draft);
      }}
      rightSection={
        draft ? (
          <CloseButton
            aria-label="Clear search"
            size="sm"
            onClick={() => {
              debounced.cancel();
              setDraft('');
              send('');
            }}
          />
        ) : null
      }
      style={{ flex: '1 1 280px' }}
    />
  );
}
