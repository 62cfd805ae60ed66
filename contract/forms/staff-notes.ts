/** An internal note staff add to a booking or a house (docs/product/entities.md#staff-notes). */
import { object, size, string, trimmed, type Infer } from 'superstruct';

export const NOTE_MAX = 2000;
export const NoteForm = object({ text: size(trimmed(string()), 1, NOTE_MAX) });
export type NoteForm = Infer<typeof NoteForm>;
