import { Box, Container } from '@mantine/core';
import { useEffect } from 'react';

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

const SCRIPT_ID = 'adsense-script';

/** The AdSense script, added once per page load whatever the number of slots or navigations. */
function ensureAdScript(client: string): void {
  if (document.getElementById(SCRIPT_ID)) return;
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  script.crossOrigin = 'anonymous';
  script.src = `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(client)}`;
  document.head.appendChild(script);
}

function AdUnit({ client }: { client: string }) {
  useEffect(() => {
    ensureAdScript(client);
    try {
      (window.adsbygoogle ??= []).push({});
    } catch (error) {
      console.warn('Ad slot could not be filled', error);
    }
  }, [client]);
  return (
    <Container size="lg" my="md">
      <Box component="aside" aria-label="Advertisement" mih={90}>
        <ins
          className="adsbygoogle"
          style={{ display: 'block' }}
          data-ad-client={client}
          data-ad-format="auto"
          data-full-width-responsive="true"
        />
      </Box>
    </Container>
  );
}

/**
 * An advert, for the paths where spec section 9 allows them (the layout decides). Without a configured
 * client id it renders nothing and fetches nothing from a third party.
 */
export function AdSlot() {
  const client = import.meta.env.VITE_ADSENSE_CLIENT?.trim();
  return client ? <AdUnit client={client} /> : null;
}
