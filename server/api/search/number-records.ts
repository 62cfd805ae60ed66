/**
 * The database's compact answers of many small records ('1 20640 20647,7 …':
 * numbers by a space, records by a comma; none negative), read digit by
 * digit: hundreds of thousands of records at 50,000 houses, and splitting
 * them into strings first costs several times the time and heap.
 */
export function eachRecord(text: string, width: number, record: (numbers: readonly number[]) => void): void {
  if (!text) return;
  const numbers = new Array<number>(width).fill(0);
  let at = 0;
  let value = 0;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 44;
    if (c >= 48 && c <= 57) {
      value = value * 10 + (c - 48);
      continue;
    }
    numbers[at++] = value;
    value = 0;
    if (c !== 44) continue; // a space: the next number of the same record
    record(numbers);
    at = 0;
  }
}
