// The demo family's history (decision 020): the page's texts and map, the timeline and the blocks,
// each seeded only when absent and recorded as demo rows, so «إزالة المحتوى التجريبي» removes them.
import {
  historyBlockInputSchema,
  historyEntryInputSchema,
  historyPageInputSchema,
} from '#shared/schemas/history-input.ts';
import type { DemoContentRepository } from '#server/repositories/demo-content-repository.ts';
import type { HistoryRepository } from '#server/repositories/history-repository.ts';
import { demoHistoryBlocks, demoHistoryPage, demoHistoryTimeline } from './demo-content';

/** The ids of the demo's members and places by key, when this seed created them. */
export interface DemoKeys {
  members: ReadonlyMap<string, number>;
  places: ReadonlyMap<string, number>;
}

/**
 * Seeds what is missing; `writeImages` copies the demo files the given references need. Returns how
 * many files it wrote. The entries name the demo's members and places (decision 063) only when
 * `keys` says this seed created them: a family's own tree is never named by the demo.
 */
export async function seedHistory(
  history: HistoryRepository,
  demoContent: DemoContentRepository | undefined,
  writeImages: (references: string[]) => Promise<number>,
  keys?: DemoKeys,
): Promise<number> {
  let images = 0;
  if ((await history.page()) === undefined) {
    const page = historyPageInputSchema.parse(demoHistoryPage);
    images += await writeImages([page.map_image]);
    const row = await history.savePage(page);
    await demoContent?.record('history_page', [row.id]);
  }

  if ((await history.timeline()).length === 0) {
    const entries = demoHistoryTimeline.map(({ names, ...entry }) =>
      historyEntryInputSchema.parse({
        ...entry,
        ...(names && keys
          ? {
              member_ids: names.members.flatMap((key) => keys.members.get(key) ?? []),
              place_id: (names.place && keys.places.get(names.place)) ?? null,
            }
          : {}),
      }),
    );
    images += await writeImages(entries.map((entry) => entry.image));
    const ids = [];
    for (const entry of entries) ids.push((await history.createEntry(entry)).id);
    await demoContent?.record('history_timeline', ids);
  }

  if ((await history.blocks()).length === 0) {
    const ids = [];
    for (const block of demoHistoryBlocks) {
      ids.push((await history.createBlock(historyBlockInputSchema.parse(block))).id);
    }
    await demoContent?.record('history_blocks', ids);
  }
  return images;
}
