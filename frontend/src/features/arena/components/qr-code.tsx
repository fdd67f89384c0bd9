import { Image, Skeleton } from '@mantine/core';
import { useEffect, useState } from 'react';

/**
 * The join link as a QR code, drawn in the browser (no third-party service sees the PIN). The encoder is fetched
 * when a code is first shown, not with the Arena page (issue 16's budget); a skeleton holds its place meanwhile.
 */
export function QrCode({ text, size = 180 }: { text: string; size?: number }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then(({ default: QRCode }) => QRCode.toDataURL(text, { margin: 1, width: size, errorCorrectionLevel: 'M' }))
      .then((data) => {
        if (live) setUrl(data);
      })
      .catch((error: unknown) => console.error('Could not draw the QR code', error));
    return () => {
      live = false;
    };
  }, [text, size]);
  if (!url) return <Skeleton w={size} h={size} />;
  return <Image src={url} w={size} h={size} alt={`QR code for ${text}`} radius="sm" />;
}
