import { occasionKinds } from '../occasions/kinds';

/**
 * What a browser may ask to be told about (docs/product.md#notifications): the occasions' kinds.
 * Apart from the schemas, so the «تنبيهني» panel carries no validation library.
 */
export const pushKinds = occasionKinds;
export type PushKind = (typeof pushKinds)[number];
