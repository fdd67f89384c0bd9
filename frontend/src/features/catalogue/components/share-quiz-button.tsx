import { Button } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { copyText } from '../../../lib/clipboard';
import { showSuccessToast, showWarningToast } from '../../../lib/toast';

/** Phones and tablets share through the system sheet where the browser has one; elsewhere the link is copied. */
function canUseShareSheet(): boolean {
  return typeof navigator.share === 'function' && window.matchMedia?.('(pointer: coarse)').matches === true;
}

export async function shareLink(title: string, url: string): Promise<void> {
  if (canUseShareSheet()) {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      // Closing the sheet is not a failure; anything else falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  if (await copyText(url)) showSuccessToast('Link copied', 'Paste it anywhere to share this quiz.');
  else showWarningToast('Could not copy the link', url);
}

export function ShareQuizButton({ title, path }: { title: string; path: string }) {
  return (
    <Button
      variant="default"
      leftSection={<IconShare size={16} aria-hidden />}
      onClick={() => void shareLink(title, new URL(path, window.location.origin).toString())}
    >
      Share
    </Button>
  );
}
