/**
 * Reading a posted form through its schema: the same fields, and the same
 * coercion, as the booking API's validation of that schema.
 */
import { validate, type Struct } from 'superstruct';

/** The fields of a posted form: '' for a field that is missing or sent more than once. */
export interface FormFields {
  get(name: string): string;
}

/**
 * What a form sends for a schema's type T: each field as the schema reads it,
 * or, where it cannot, the text as typed (the API then says what is wrong).
 */
export type FormInput<T> = { [K in keyof T]: T[K] | string };

/** The field names of an object schema, in its order. */
export function fieldNames<S extends object>(struct: { schema: S }): Array<keyof S & string> {
  return Object.keys(struct.schema) as Array<keyof S & string>;
}

/** The schema's fields from a form, each coerced by its own rule when that rule accepts it. */
export function readForm<T>(
  form: FormFields,
  struct: Struct<T, { [K in keyof T]: Struct<T[K], unknown> }>,
): FormInput<T> {
  const entries = fieldNames(struct).map((name) => {
    const typed = form.get(name);
    const [error, value] = validate(typed, struct.schema[name], { coerce: true });
    return [name, error ? typed : value];
  });
  return Object.fromEntries(entries) as FormInput<T>;
}

/** A browser form's fields as FormFields: only single string values count, as on the server. */
export function formDataFields(data: FormData): FormFields {
  return {
    get: (name) => {
      const values = data.getAll(name);
      return values.length === 1 && typeof values[0] === 'string' ? values[0] : '';
    },
  };
}
