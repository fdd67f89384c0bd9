import 'swagger-ui-dist/swagger-ui.css';
import SwaggerUI from 'swagger-ui-dist/swagger-ui-es-bundle.js';
import { useEffect, useRef } from 'react';

/**
 * The interactive reference (Swagger UI, bundled with the site: no CDN, works offline). "Try it out" calls this
 * site with the key given under "Authorize"; the online validator badge is off, so nothing leaves the origin.
 */
export function SwaggerReference({ document }: { document: unknown }) {
  const node = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!node.current) return;
    SwaggerUI({
      domNode: node.current,
      spec: document,
      deepLinking: true,
      validatorUrl: null,
      docExpansion: 'list',
      defaultModelsExpandDepth: 0,
      persistAuthorization: false,
    });
  }, [document]);
  return <div ref={node} className="api-reference" />;
}
