import 'swagger-ui-dist/swagger-ui.css';
import SwaggerUI from 'swagger-ui-dist/swagger-ui-es-bundle.js';
import { useEffect, useRef } from 'react';

/**
 * The interactive reference (Swagger UI, bundled with the site: no CDN, works offline). "Try it out" calls this
 * site with the key given under "Authorize"; the online validator badge is off, so nothing leaves the origin.
 */
export function SwaggerReference({ document }: { document: object }) {
  const node = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!node.current) return;
    SwaggerUI({
      domNode: node.current,
      // "Try it out" calls the origin this page is on (the document names the configured public URL).
      spec: { ...document, servers: [{ url: window.location.origin }] },
      deepLinking: true,
      validatorUrl: null,
      docExpansion: 'list',
      defaultModelsExpandDepth: 0,
      persistAuthorization: false,
    });
  }, [document]);
  // Wide parts (response tables) scroll inside the reference, not the page, on a phone.
  return <div ref={node} className="api-reference" style={{ overflowX: 'auto' }} />;
}
