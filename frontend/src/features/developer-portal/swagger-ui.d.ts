declare module 'swagger-ui-dist/swagger-ui-es-bundle.js' {
  interface SwaggerUiOptions {
    domNode: HTMLElement;
    spec: unknown;
    deepLinking?: boolean;
    validatorUrl?: string | null;
    docExpansion?: 'list' | 'full' | 'none';
    defaultModelsExpandDepth?: number;
    persistAuthorization?: boolean;
    tryItOutEnabled?: boolean;
  }
  const SwaggerUI: (options: SwaggerUiOptions) => unknown;
  export default SwaggerUI;
}
