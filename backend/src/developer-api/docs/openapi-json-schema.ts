import { z } from 'zod';

/** A JSON Schema (2020-12) object, as OpenAPI 3.1 embeds them. */
export type JsonSchema = Record<string, unknown>;

/**
 * One contract schema as OpenAPI 3.1's JSON Schema. Requests are described by what a client sends (`input`: a
 * query's text before coercion), responses by what it receives (`output`). The `$schema` key is left out: an
 * OpenAPI document names its dialect once.
 */
export function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

export interface QueryParameter {
  name: string;
  in: 'query';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

/**
 * The query parameters of an object schema, one per property, each with the schema a client's text must meet.
 * `descriptions` explains each in the reference; a property without one keeps the schema's own description.
 */
export function queryParameters(schema: z.ZodObject, descriptions: Record<string, string> = {}): QueryParameter[] {
  const shape = toJsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  const required = new Set(shape.required ?? []);
  return Object.entries(shape.properties ?? {}).map(([name, property]) => {
    const { description, ...propertySchema } = property;
    const text = descriptions[name] ?? (typeof description === 'string' ? description : undefined);
    return {
      name,
      in: 'query' as const,
      required: required.has(name) && propertySchema.default === undefined,
      ...(text ? { description: text } : {}),
      schema: propertySchema,
    };
  });
}
