import { LRUCache } from 'lru-cache';
import { OneAtATime } from '#server/lib/one-at-a-time.ts';
import type { ShareCardContent } from './card-content';
import { renderShareCard } from './render-card';

/**
 * The cards kept, by bytes: about fifty cards of 50–80 KB. Enough for the occasions being shared
 * this week; an older one asked for again is drawn again (about 50 ms, decision 054).
 */
export const KEPT_CARD_BYTES = 4 * 1024 * 1024;

/**
 * The share cards, drawn once per version (what they show and how they are drawn,
 * `shareCardVersion`) and kept within a bound of bytes: a card whose occasion, wording or family
 * name changed has a new version, so nothing needs forgetting; the old one ages out. Requests for
 * a card being drawn wait for that drawing (lru-cache's `fetch`), and cards are drawn one at a
 * time, so a crawler asking for every card at once holds at most one of libuv's threads.
 */
export class ShareCards {
  private readonly drawing = new OneAtATime();
  private readonly kept: LRUCache<string, Buffer, ShareCardContent>;

  constructor(maxBytes = KEPT_CARD_BYTES) {
    this.kept = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (png) => png.length,
      fetchMethod: (_version, _stale, { context }) => this.drawing.run(() => renderShareCard(context)),
    });
  }

  /** The PNG of `content`, whose version is `version`. */
  async card(version: string, content: ShareCardContent): Promise<Buffer> {
    const png = await this.kept.fetch(version, { context: content });
    // fetchMethod always answers a buffer or throws: undefined would be lru-cache's own failure.
    if (!png) throw new Error(`share card ${version} was not drawn`);
    return png;
  }

  /** How many cards are kept, and their bytes (for the tests of the bound). */
  get size(): { cards: number; bytes: number } {
    return { cards: this.kept.size, bytes: this.kept.calculatedSize };
  }
}
