/**
 * "Kavitha Sivakumar" → "Kavitha S." (issue 16 item 2: guests see no surname, the initial only). Used by the API's
 * presenter and by the PWA when a profile saved for a member is shown to someone else on the same device.
 */
export function nameForGuests(name: string): string {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return words[0] ?? '';
  const last = words.at(-1)!;
  return `${words.slice(0, -1).join(' ')} ${[...last][0]}.`;
}
