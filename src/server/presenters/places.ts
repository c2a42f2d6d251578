import { fullPlaceName } from '#shared/places/place-names.ts';
import type { AdminPlace } from '#shared/schemas/place.ts';
import type { PlaceRow } from '../db/schema';
import type { PlaceNode } from '../repositories/places-repository';

/** A stored place with what the keepers' list shows beside it: its chain and how often it is named. */
export interface PlaceRecord extends PlaceRow {
  full_name: string;
  uses: number;
  members: number;
}

/** The row with its chain (the places it lies within), its uses and the members named there counted. */
export function placeRecord(
  row: PlaceRow,
  nodes: ReadonlyMap<number, PlaceNode>,
  uses: ReadonlyMap<number, number>,
  members: ReadonlyMap<number, number>,
): PlaceRecord {
  const node = nodes.get(row.id) ?? { id: row.id, name: row.name, parentId: row.parent_id };
  return {
    ...row,
    full_name: fullPlaceName(node, nodes),
    uses: uses.get(row.id) ?? 0,
    members: members.get(row.id) ?? 0,
  };
}

export const presentAdminPlace = (record: PlaceRecord): AdminPlace => ({
  id: record.id,
  name: record.name,
  older_names: record.older_names,
  latitude: record.latitude,
  longitude: record.longitude,
  parent_id: record.parent_id,
  full_name: record.full_name,
  uses: record.uses,
  members: record.members,
  version: record.version,
});
