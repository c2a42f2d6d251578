import { occasionKinds } from '../occasions/kinds';

/**
 * What a reader may ask to be told about, by a notification on the phone or by e-mail
 * (docs/product.md#notifications): each kind of occasion, and the news. Apart from the schemas, so
 * the «تنبيهني» panel carries no validation library.
 */
export const notificationKinds = [...occasionKinds, 'news'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** A browser subscribes to any of them. */
export const pushKinds = notificationKinds;
export type PushKind = NotificationKind;
