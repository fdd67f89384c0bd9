export interface ClipboardLike {
  writeText(text: string): Promise<void>;
}

/** Copies text; false (never a throw) when the browser refuses or has no clipboard, so the caller can say so. */
export async function copyText(text: string, clipboard: ClipboardLike | undefined = globalThis.navigator?.clipboard) {
  if (!clipboard) return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
