import { z } from 'zod';

type Schema = z.core.$ZodType;
const done = new WeakMap<Schema, Schema>();

/** A copy of `schema` with its definition changed (getters such as an object's lazy shape kept), metadata carried. */
function withDef(schema: Schema, changes: Record<string, unknown>): Schema {
  const def = Object.defineProperties(
    {},
    { ...Object.getOwnPropertyDescriptors(schema._zod.def), ...Object.getOwnPropertyDescriptors(changes) },
  );
  const copy = new schema._zod.constr(def as never) as Schema;
  const meta = z.globalRegistry.get(schema);
  if (meta) z.globalRegistry.add(copy, meta);
  return copy;
}

/**
 * The request-body rule of the whole API: an unknown field is refused (400 naming it), never dropped in silence. Every
 * object of the body schema that strips unknown keys (zod's default) becomes strict, however deep (optional, default,
 * transform, union, array, record); an object that says otherwise (`z.looseObject`, `.catchall`) keeps its choice.
 */
export function strictBody<T extends Schema>(schema: T): T {
  const cached = done.get(schema);
  if (cached) return cached as T;
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  let out: Schema = schema;
  switch (def.type) {
    case 'object': {
      const shape = Object.fromEntries(
        Object.entries(def.shape as Record<string, Schema>).map(([k, v]) => [k, strictBody(v)]),
      );
      out = withDef(schema, { shape, catchall: def.catchall ?? z.never() });
      break;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      out = withDef(schema, { innerType: strictBody(def.innerType as Schema) });
      break;
    case 'pipe':
      out = withDef(schema, { in: strictBody(def.in as Schema), out: strictBody(def.out as Schema) });
      break;
    case 'array':
      out = withDef(schema, { element: strictBody(def.element as Schema) });
      break;
    case 'union':
      out = withDef(schema, { options: (def.options as Schema[]).map(strictBody) });
      break;
    case 'record':
      out = withDef(schema, { valueType: strictBody(def.valueType as Schema) });
      break;
  }
  done.set(schema, out);
  return out as T;
}
