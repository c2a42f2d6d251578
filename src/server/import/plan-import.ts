import { readDeath, readYear } from '#shared/family-tree/living.ts';
import { formatGenealogyDate } from '#shared/format/both-calendars.ts';
import { dateDoubt } from '#shared/format/genealogy-date.ts';
import { importMessages as m } from '#shared/messages/import.ts';
import { MAX_GENERATION, type MemberVisibility } from '#shared/schemas/family-member.ts';
import type {
  FamilyData,
  ImportedCitation,
  ImportedEvent,
  ImportedMarriage,
  ImportedPerson,
  ImportedSource,
  ImportWarning,
  MarriageEnd,
} from './family-data';

/** One member to insert, parents before children so each link names a row already written. */
export interface PlannedMember {
  key: string;
  fatherKey: string | null;
  motherKey: string | null;
  values: {
    name: string;
    name_prefix: string;
    name_suffix: string;
    surname: string;
    generation: number;
    gender: 'male' | 'female' | null;
    birth: string;
    death: string;
    role: string;
    bio: string;
    visibility: MemberVisibility;
  };
  /** Where the birth and the death took place, as written; resolved to places when written. */
  birthPlace: string;
  deathPlace: string;
  events: ImportedEvent[];
  /** The sources of the member's facts (decision 060), by the file's source keys. */
  citations?: ImportedCitation[];
}

export interface PlannedMarriage {
  husbandKey: string;
  wifeKey: string;
  order: number;
  ended: MarriageEnd;
  married: string;
  endedOn: string;
  place: string;
  citations?: ImportedCitation[];
}

export interface ImportPlan {
  members: PlannedMember[];
  marriages: PlannedMarriage[];
  /** The file's sources that a planned member or marriage cites (decision 060). */
  sources?: ImportedSource[];
  warnings: ImportWarning[];
  skipped: number;
}

// The limits of the member form (family-member-input.ts), so an imported member can be edited.
const LIMITS = {
  name: 200,
  namePrefix: 100,
  nameSuffix: 100,
  surname: 100,
  birth: 50,
  death: 50,
  role: 200,
  bio: 20_000,
  eventDate: 50,
  eventValue: 200,
} as const;

/**
 * Turns what a reader found into rows that obey the link rules (decision 013), so the import
 * cannot write what the admin form would refuse: a father who is a woman, a mother who is a man,
 * a chain of parents that loops, a marriage between one gender or between ancestor and
 * descendant. A refused link is dropped with a warning naming the people; the people stay.
 * Genders the file leaves out are inferred from being a father or a mother. Generations are
 * counted from the top of each line (1) down the father and mother links.
 */
export function planImport(data: FamilyData): ImportPlan {
  const warnings: ImportWarning[] = [...data.warnings];
  const people = new Map<string, ImportedPerson>();
  for (const person of data.people) if (!people.has(person.key)) people.set(person.key, person);
  const warn = (message: string, line?: number) =>
    warnings.push(line === undefined ? { message } : { message, line });
  const gender = gendersOf(people);
  const links = parentLinks(people, gender, warn);
  const order = parentsFirst(people, links, warn);
  const marriages = planMarriages(data.marriages, people, gender, links, warn);
  const generation = generationsOf(order, marriages, links);

  warnings.push(...livingRuleWarnings(people.values()));
  warnings.push(...dateWarnings(people.values(), data.marriages));

  const members: PlannedMember[] = order.map((key) => {
    const person = people.get(key)!;
    const fit = (field: keyof typeof LIMITS, text: string): string => {
      const max = LIMITS[field];
      const chars = [...text];
      if (chars.length <= max) return text;
      warn(m.truncated(person.name, m.fields[field], max), person.source.line);
      return chars.slice(0, max).join('');
    };
    return {
      key,
      fatherKey: links.father.get(key) ?? null,
      motherKey: links.mother.get(key) ?? null,
      values: {
        name: fit('name', person.name),
        name_prefix: fit('namePrefix', person.namePrefix),
        name_suffix: fit('nameSuffix', person.nameSuffix),
        surname: fit('surname', person.surname),
        generation: Math.min(generation.get(key) ?? 1, MAX_GENERATION),
        gender: gender.get(key) ?? null,
        birth: fit('birth', person.birth),
        death: fit('death', person.death),
        role: fit('role', person.role),
        bio: fit('bio', person.bio),
        visibility: person.visibility,
      },
      birthPlace: person.birthPlace,
      deathPlace: person.deathPlace,
      events: person.events.map((event) => ({
        ...event,
        date: fit('eventDate', event.date),
        endDate: fit('eventDate', event.endDate),
        value: fit('eventValue', event.value),
      })),
      ...(person.citations ? { citations: person.citations } : {}),
    };
  });
  const sources = plannedSources(data.sources ?? [], members, marriages);
  return {
    members,
    marriages,
    ...(sources.length > 0 ? { sources } : {}),
    warnings,
    skipped: data.skipped + (data.people.length - people.size),
  };
}

// The limits of the source form (source-input.ts), so an imported source can be edited.
const SOURCE_LIMITS = { title: 300, author: 200, details: 20_000, page: 200, note: 2_000 } as const;
const cut = (text: string, max: number) => [...text].slice(0, max).join('');

/**
 * The sources the planned members, their events and marriages cite, cut to the form's limits, and each
 * citation's page and note likewise; a citation of a source not in the file was warned of by the
 * reader and is dropped here. A source nobody cites is still the family's: it is kept.
 */
function plannedSources(
  sources: readonly ImportedSource[],
  members: PlannedMember[],
  marriages: PlannedMarriage[],
): ImportedSource[] {
  const keys = new Set(sources.map((source) => source.key));
  const fit = (citations: ImportedCitation[] | undefined) =>
    citations
      ?.filter((citation) => keys.has(citation.sourceKey))
      .map((citation) => ({
        ...citation,
        page: cut(citation.page, SOURCE_LIMITS.page),
        note: cut(citation.note, SOURCE_LIMITS.note),
      }));
  for (const planned of [...members, ...marriages, ...members.flatMap((member) => member.events)]) {
    if (planned.citations) planned.citations = fit(planned.citations);
  }
  return sources.map((source) => ({
    ...source,
    title: cut(source.title, SOURCE_LIMITS.title),
    author: cut(source.author, SOURCE_LIMITS.author),
    details: cut(source.details, SOURCE_LIMITS.details),
  }));
}

type Gender = 'male' | 'female' | null;
type Warn = (message: string, line?: number) => void;

/** Each person's father and mother as planned: null where the link was refused. */
export interface ParentLinks {
  father: Map<string, string | null>;
  mother: Map<string, string | null>;
}

/** Genders as written, else inferred from being a father or a mother. */
export function gendersOf(people: ReadonlyMap<string, ImportedPerson>): Map<string, Gender> {
  const gender = new Map<string, Gender>();
  for (const person of people.values()) gender.set(person.key, person.gender);
  for (const person of people.values()) {
    if (person.fatherKey && gender.get(person.fatherKey) === null) gender.set(person.fatherKey, 'male');
    if (person.motherKey && gender.get(person.motherKey) === null) gender.set(person.motherKey, 'female');
  }
  return gender;
}

/** Links to people in the file, not to oneself, and not to a father who is a woman or a mother who is a man. */
export function parentLinks(
  people: ReadonlyMap<string, ImportedPerson>,
  gender: ReadonlyMap<string, Gender>,
  warn: Warn,
): ParentLinks {
  const nameOf = (key: string) => people.get(key)?.name ?? key;
  const father = new Map<string, string | null>();
  const mother = new Map<string, string | null>();
  for (const person of people.values()) {
    let fatherKey = person.fatherKey && people.has(person.fatherKey) ? person.fatherKey : null;
    let motherKey = person.motherKey && people.has(person.motherKey) ? person.motherKey : null;
    if (fatherKey === person.key) fatherKey = null;
    if (motherKey === person.key) motherKey = null;
    if (fatherKey && gender.get(fatherKey) === 'female') {
      warn(m.fatherNotMale(person.name, nameOf(fatherKey)), person.source.line);
      fatherKey = null;
    }
    if (motherKey && gender.get(motherKey) === 'male') {
      warn(m.motherNotFemale(person.name, nameOf(motherKey)), person.source.line);
      motherKey = null;
    }
    father.set(person.key, fatherKey);
    mother.set(person.key, motherKey);
  }
  return { father, mother };
}

/**
 * Every key, parents first; a link that would close a loop is dropped from `links` with a warning
 * (no recursion: deep files are fine).
 */
export function parentsFirst(
  people: ReadonlyMap<string, ImportedPerson>,
  links: ParentLinks,
  warn: Warn,
): string[] {
  const { father, mother } = links;
  const order: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  for (const start of people.keys()) {
    if (state.has(start)) continue;
    const stack: { key: string; parents: string[] }[] = [];
    const enter = (key: string) => {
      state.set(key, 'visiting');
      const parents = [father.get(key), mother.get(key)].filter((p): p is string => !!p);
      stack.push({ key, parents });
    };
    enter(start);
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const next = top.parents.shift();
      if (next === undefined) {
        stack.pop();
        state.set(top.key, 'done');
        order.push(top.key);
        continue;
      }
      const seen = state.get(next);
      if (seen === 'done') continue;
      if (seen === 'visiting') {
        const person = people.get(top.key)!;
        warn(m.cycle(person.name), person.source.line);
        if (father.get(top.key) === next) father.set(top.key, null);
        if (mother.get(top.key) === next) mother.set(top.key, null);
        continue;
      }
      enter(next);
    }
  }
  return order;
}

/**
 * Marriages: one per couple, husband and wife by gender (a spouse of unknown gender takes the one
 * the marriage gives, in `gender`), never between ancestor and descendant; each husband's wives
 * ranked 1, 2, 3… in the order the file gives, whatever numbers it used.
 */
export function planMarriages(
  marriagesRead: readonly ImportedMarriage[],
  people: ReadonlyMap<string, ImportedPerson>,
  gender: Map<string, Gender>,
  { father, mother }: ParentLinks,
  warn: Warn,
): PlannedMarriage[] {
  const nameOf = (key: string) => people.get(key)?.name ?? key;
  const ancestorsOf = (key: string): Set<string> => {
    const found = new Set<string>();
    const stack = [father.get(key), mother.get(key)];
    while (stack.length > 0) {
      const next = stack.pop();
      if (!next || found.has(next)) continue;
      found.add(next);
      stack.push(father.get(next), mother.get(next));
    }
    return found;
  };
  const marriages: PlannedMarriage[] = [];
  const couples = new Set<string>();
  for (const marriage of marriagesRead) {
    let { husbandKey, wifeKey } = marriage;
    if (!people.has(husbandKey) || !people.has(wifeKey) || husbandKey === wifeKey) continue;
    const [hg, wg] = [gender.get(husbandKey), gender.get(wifeKey)];
    if (hg === 'female' && wg !== 'female') [husbandKey, wifeKey] = [wifeKey, husbandKey];
    const line = marriage.source.line;
    const couple = `${husbandKey}\u0000${wifeKey}`;
    const refusal =
      hg !== null && hg === wg
        ? m.marriageSameGender
        : ancestorsOf(husbandKey).has(wifeKey) || ancestorsOf(wifeKey).has(husbandKey)
          ? m.marriageRelatives
          : couples.has(couple)
            ? m.marriageRepeated
            : null;
    if (refusal !== null) {
      warn(refusal(nameOf(husbandKey), nameOf(wifeKey)), line);
      continue;
    }
    couples.add(couple);
    if (gender.get(husbandKey) === null) gender.set(husbandKey, 'male');
    if (gender.get(wifeKey) === null) gender.set(wifeKey, 'female');
    const { order, ended, married, endedOn, place, citations } = marriage;
    marriages.push({
      husbandKey,
      wifeKey,
      order,
      ended,
      married,
      endedOn,
      place,
      ...(citations ? { citations } : {}),
    });
  }
  const byHusband = new Map<string, PlannedMarriage[]>();
  for (const marriage of marriages)
    byHusband.set(marriage.husbandKey, [...(byHusband.get(marriage.husbandKey) ?? []), marriage]);
  for (const list of byHusband.values()) {
    list.sort((a, b) => a.order - b.order);
    list.forEach((marriage, index) => (marriage.order = index + 1));
  }
  return marriages;
}

/** Generations down the links; a spouse who married in takes the generation of the one they married. */
export function generationsOf(
  order: readonly string[],
  marriages: readonly PlannedMarriage[],
  { father, mother }: ParentLinks,
): Map<string, number> {
  const generation = new Map<string, number>();
  for (const key of order) {
    const parents = [father.get(key), mother.get(key)].filter((p): p is string => !!p);
    const above = Math.max(0, ...parents.map((p) => generation.get(p) ?? 0));
    generation.set(key, above + 1);
  }
  for (const marriage of marriages) {
    for (const [self, other] of [
      [marriage.husbandKey, marriage.wifeKey],
      [marriage.wifeKey, marriage.husbandKey],
    ] as const) {
      const hasParents = father.get(self) || mother.get(self);
      if (!hasParents && (generation.get(other) ?? 1) > (generation.get(self) ?? 1)) {
        generation.set(self, generation.get(other)!);
      }
    }
  }
  return generation;
}

/** Warnings counted by their text: one per message, at its first line, with how many times. */
function countedWarnings() {
  const byMessage = new Map<string, ImportWarning>();
  return {
    add(message: string, line: number) {
      const seen = byMessage.get(message);
      if (seen) seen.count = (seen.count ?? 1) + 1;
      else byMessage.set(message, { message, line });
    },
    list: () => [...byMessage.values()],
  };
}

/**
 * Every birth, death, marriage and divorce date the site cannot read whole (dateDoubt): a phrase,
 * a date read with a part left out (with what will be shown), a text with no year. A death field
 * that is no date at all («حي», «متوفى», «-») is the living rule's to warn of.
 */
function dateWarnings(people: Iterable<ImportedPerson>, marriages: ImportedMarriage[]): ImportWarning[] {
  const warnings = countedWarnings();
  const check = (field: keyof typeof m.fields, text: string, line: number) => {
    const written = text.trim();
    const doubt = dateDoubt(written);
    if (doubt === 'phrase')
      warnings.add(m.datePhrase(m.fields[field], written.replace(/^\(|\)$/g, '')), line);
    else if (doubt === 'partial')
      warnings.add(
        m.datePartlyRead(m.fields[field], written, formatGenealogyDate(written, { otherCalendar: false })),
        line,
      );
    else if (doubt === 'unread') warnings.add(m.dateNotRead(m.fields[field], written), line);
  };
  for (const person of people) {
    check('birth', person.birth, person.source.line);
    if (readDeath(person.death) === 'date') check('death', person.death, person.source.line);
  }
  for (const marriage of marriages) {
    check('married', marriage.married, marriage.source.line);
    check('endedOn', marriage.endedOn, marriage.source.line);
  }
  return warnings.list();
}

/**
 * What the living rule (decision 015) will make of each birth and death field, where the family
 * may not expect it: a death field that says alive, holds a placeholder or is not understood (the
 * member is then taken for living), a bare Hijri year, a two-digit year. One warning per text,
 * counted, at its first line: a file with «-» in every death cell says so once.
 */
function livingRuleWarnings(people: Iterable<ImportedPerson>): ImportWarning[] {
  const { add, list } = countedWarnings();
  for (const person of people) {
    const { line } = person.source;
    const death = person.death.trim();
    const reading = readDeath(death);
    if (reading === 'alive') add(m.deathSaysAlive(death), line);
    else if (reading === 'placeholder') add(m.deathPlaceholder(death), line);
    else if (reading === 'unclear') add(m.deathUnclear(death), line);
    const birth = person.birth.trim();
    const year = readYear(birth);
    if (year.kind === 'unmarked-hijri') add(m.birthHijri(birth, year.year), line);
    else if (year.kind === 'two-digits') add(m.birthTwoDigits(birth), line);
  }
  return list();
}
