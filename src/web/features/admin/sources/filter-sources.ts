import type { AdminSource, SourceKind } from '#shared/schemas/source.ts';

export type SourcesFilter = SourceKind | 'all';

/** The keepers' sources list: the search matches the title, the author or the details, ignoring case. */
export function filterSources(sources: readonly AdminSource[], search: string, kind: SourcesFilter) {
  const needle = search.trim().toLocaleLowerCase();
  return sources.filter(
    (source) =>
      (kind === 'all' || source.kind === kind) &&
      (needle === '' ||
        [source.title, source.author, source.details].some((text) =>
          text.toLocaleLowerCase().includes(needle),
        )),
  );
}
