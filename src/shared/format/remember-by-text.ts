/**
 * A reading of a text, made once per distinct text. The server reads the whole family again after
 * every edit, and the same date and death texts recur across members (and, for privacy, through
 * their relatives' guessed years): at 50,000 members the readings cost more than the rest of the
 * privacy rule. Bounded, so a server fed ever-new texts does not grow without end: past `max`
 * texts it starts over.
 */
export function rememberByText<T>(read: (text: string) => T, max = 200_000): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    if (known.has(text)) return known.get(text) as T;
    const value = read(text);
    if (known.size >= max) known.clear();
    known.set(text, value);
    return value;
  };
}
