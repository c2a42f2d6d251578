/**
 * A file's bytes in pieces of `size`, as an upload delivers them to a reader; `asked` counts the
 * pieces the reader took, to show it stopped before the end.
 */
export function inPieces(bytes: Uint8Array, size: number): AsyncIterable<Uint8Array> & { asked: number } {
  const source = {
    asked: 0,
    async *[Symbol.asyncIterator]() {
      for (let start = 0; start < bytes.length; start += size) {
        source.asked += 1;
        yield bytes.slice(start, start + size);
      }
    },
  };
  return source;
}
