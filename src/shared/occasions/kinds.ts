/**
 * The kinds of occasion (docs/product.md#occasions), in the order the admin offers them. A death
 * notice («نعي») is the one kind with parts of its own (prayer, burial, عزاء, phones).
 */
export const occasionKinds = ['death', 'wedding', 'birth', 'graduation', 'gathering', 'other'] as const;
export type OccasionKind = (typeof occasionKinds)[number];

/** Where an عزاء is held: the family's diwan (its address and map), or an address of its own. */
export const condolencePlaces = ['diwan', 'address'] as const;
export type CondolencePlace = (typeof condolencePlaces)[number];

/** An عزاء lasts three days unless the family says otherwise; never more than ten. */
export const CONDOLENCE_DAYS = { default: 3, min: 1, max: 10 } as const;

/** A notice lists a few numbers to call, not a directory. */
export const MAX_CONDOLENCE_PHONES = 6;

/** An occasion concerns a few members (a couple, a newborn and the parents), at most this many. */
export const MAX_OCCASION_MEMBERS = 20;
