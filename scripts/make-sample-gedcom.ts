/**
 * Writes a synthetic family the size of royal92.ged (3,010 people) for the import benchmark
 * (decision 012); the family itself is made by src/server/test/sample-gedcom.ts. Nothing in it is real;
 * the same seed gives the same bytes. Generated files are not committed.
 *
 *   npx tsx scripts/make-sample-gedcom.ts <out.ged> [--people 3010] [--seed 92] [--latin] [--ansel]
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { sampleGedcom } from '../src/server/test/sample-gedcom';

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      people: { type: 'string', default: '3010' },
      seed: { type: 'string', default: '92' },
      latin: { type: 'boolean', default: false },
      ansel: { type: 'boolean', default: false },
    },
  });
  const out = positionals[0];
  if (!out) {
    console.error(
      'usage: npx tsx scripts/make-sample-gedcom.ts <out.ged> [--people N] [--seed S] [--latin] [--ansel]',
    );
    process.exit(1);
  }
  const family = sampleGedcom({
    people: Number(values.people),
    seed: Number(values.seed),
    latin: values.latin,
    ansel: values.ansel,
  });
  writeFileSync(out, family.bytes);
  console.log(
    `${out}: ${family.people} people, ${family.families} families, ${family.remarried} people with two or more marriages, ` +
      `${family.generations} generations, ${(family.bytes.length / 1024).toFixed(0)} KB ${values.ansel ? 'ANSEL' : 'UTF-8'}`,
  );
}

main();
