import { importMessages as m } from '#shared/messages/import.ts';
import type { ImportFormat, ImportResponse } from '#shared/schemas/import.ts';
import { readFamilyCsv } from './csv/read-family-csv';
import { UnreadableFileError, type FamilyData } from './family-data';
import type { FileSource, ReadLimits } from './file-source';
import { readGedcomFile } from './gedcom/read-gedcom-file';
import { planImport, type ImportPlan } from './plan-import';

/** The answer lists this many warnings, then says how many more there were. */
const MAX_WARNINGS = 100;
const PREVIEW_ROWS = 10;

export type ImportSummary = ImportResponse['summary'];

/** What the import writes (importBatches.apply): the plan's members and marriages, not its warnings. */
export type PlanToApply = Pick<ImportPlan, 'members' | 'marriages' | 'sources'> &
  Pick<FamilyData, 'placeDetails'>;

/** All an import learns before it writes: what the admin is shown, and, unless a dry run, the plan. */
export interface ImportReading {
  summary: ImportSummary;
  plan: PlanToApply | null;
}

const readers: Record<ImportFormat, (source: FileSource, limits: ReadLimits) => Promise<FamilyData>> = {
  gedcom: readGedcomFile,
  csv: readFamilyCsv,
};

/**
 * Reads a file as it arrives, plans it under the link rules and sums it up: everything an import
 * does before it writes, and what the import worker runs (decision 036). Throws
 * UnreadableFileError, in Arabic, for a file that is refused.
 */
export async function readImport(
  format: ImportFormat,
  source: FileSource,
  options: { dryRun: boolean; maxMembers: number },
): Promise<ImportReading> {
  const data = await readers[format](source, { maxPeople: options.maxMembers });
  const plan = planImport(data);
  if (plan.members.length === 0) throw new UnreadableFileError(m.nothingToImport);
  return {
    summary: summarise(plan),
    plan: options.dryRun
      ? null
      : {
          members: plan.members,
          marriages: plan.marriages,
          placeDetails: data.placeDetails ?? [],
          ...(plan.sources ? { sources: plan.sources } : {}),
        },
  };
}

function summarise(plan: ImportPlan): ImportSummary {
  const names = new Map(plan.members.map((member) => [member.key, member.values.name]));
  const spouses = new Map<string, string[]>();
  for (const marriage of plan.marriages) {
    spouses.set(marriage.husbandKey, [
      ...(spouses.get(marriage.husbandKey) ?? []),
      names.get(marriage.wifeKey) ?? '',
    ]);
    spouses.set(marriage.wifeKey, [
      ...(spouses.get(marriage.wifeKey) ?? []),
      names.get(marriage.husbandKey) ?? '',
    ]);
  }
  const extra = plan.warnings.length - MAX_WARNINGS;
  return {
    members: plan.members.length,
    marriages: plan.marriages.length,
    skipped: plan.skipped,
    warnings: [
      ...plan.warnings.slice(0, MAX_WARNINGS),
      ...(extra > 0 ? [{ message: m.moreWarnings(extra) }] : []),
    ],
    preview: plan.members.slice(0, PREVIEW_ROWS).map((member) => ({
      name: member.values.name,
      gender: member.values.gender,
      birth: member.values.birth,
      death: member.values.death,
      generation: member.values.generation,
      father: member.fatherKey ? (names.get(member.fatherKey) ?? '') : '',
      mother: member.motherKey ? (names.get(member.motherKey) ?? '') : '',
      spouses: spouses.get(member.key) ?? [],
    })),
  };
}
