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

const firstCopy = rememberByText((text: string) => text, 100_000);

/**
 * The first string seen with this text. Every read of a database row makes new strings, and a
 * family's records repeat the same few texts tens of thousands of times (at 50,000 members
 * «male», «auto», each surname, the common given names and dates, «widowed»): about 9 MB of the
 * server's live heap were copies (decision 051). Bounded as `rememberByText`.
 */
export function oneCopyOf<T extends string | null>(text: T): T {
  return text === null ? text : (firstCopy(text) as T);
}
