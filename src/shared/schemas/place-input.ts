import { z } from 'zod';
import { placesAdminMessages } from '../messages/places-admin';
import { idSchema, optionalIdSchema, optionalText, recordVersion, requiredText } from './input';

const m = placesAdminMessages.validation;

/** A coordinate in decimal degrees, or null: '' and absent mean none; Arabic digits and commas read. */
function coordinate(limit: number, message: string) {
  return z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === null) return null;
      const text = String(value)
        .trim()
        .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
        .replace('٫', '.')
        .replace(',', '.');
      if (text === '') return null;
      const number = Number(text);
      if (!Number.isFinite(number) || Math.abs(number) > limit) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return number;
    });
}

/** Body of create.php and update.php under /api/admin/places/ (docs/product.md#admin-endpoints). */
export const placeInputSchema = z
  .object({
    name: requiredText(200, m.nameRequired),
    /** One a line. */
    older_names: optionalText(2_000),
    latitude: coordinate(90, m.latitudeRange),
    longitude: coordinate(180, m.longitudeRange),
    parent_id: optionalIdSchema(m.parentNotFound),
    version: recordVersion,
  })
  .refine((place) => (place.latitude === null) === (place.longitude === null), {
    message: m.bothCoordinates,
    path: ['latitude'],
  });
export type PlaceInput = z.input<typeof placeInputSchema>;
export type PlaceValues = z.output<typeof placeInputSchema>;

/**
 * Body of merge.php?id= under /api/admin/places/ (decision 061): the place `id` is merged into
 * `into_id`, each at the version the keeper saw.
 */
export const placeMergeInputSchema = z.object({
  into_id: idSchema(m.mergeTargetRequired),
  version: recordVersion,
  into_version: recordVersion,
});
export type PlaceMergeInput = z.input<typeof placeMergeInputSchema>;
