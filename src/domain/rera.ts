/**
 * India's real estate regulators under the RERA Act 2016, per state or union territory, and the shape of the
 * registration numbers each issues, so a listing's RERA number is checked against its own state's format (issue 22).
 * Nothing here fetches: whether a number is actually registered is a check a person makes on the portal.
 */
import type { z } from 'zod';
import type { IndianState } from './taxonomy.js';

export type ReraRegistrationKind = 'project' | 'agent';

/**
 * `confirmed`: the patterns were seen in at least two independent public sources (developers' and agents' own
 * sites, news reports), so a number outside them is refused. `loose`: the shape is not known well enough to refuse a
 * real number, so only a sane registration number is asked for (see LOOSE_PATTERN).
 */
export type ReraNumberFormat =
  { format: 'confirmed'; patterns: readonly RegExp[]; example: string } | { format: 'loose' };

export type ReraRegulator = {
  /** The authority's name as it presents itself; null where it was not confirmed. */
  regulator: string | null;
  /** The regulator's public portal (https), where the number can be looked up; null where not confirmed. */
  portal: string | null;
  project: ReraNumberFormat;
  agent: ReraNumberFormat;
  /** Whether a number may hold spaces (Gujarat's name its district and city); elsewhere typed spaces are dropped. */
  keepsSpaces?: boolean;
  /** The number as the regulator writes it, from its upper-cased form (Tamil Nadu writes "Building", not "BUILDING"). */
  canonical?: (upperCased: string) => string;
};

/** Letters and digits in groups separated by one / or -, with a digit somewhere, 6 to 60 characters. */
export const LOOSE_PATTERN = /^(?=.{6,60}$)(?=.*\d)[A-Z0-9]+(?:[/-][A-Z0-9]+)*$/;

const LOOSE: ReraNumberFormat = { format: 'loose' };

const MAHARERA: ReraRegulator = {
  regulator: 'Maharashtra Real Estate Regulatory Authority (MahaRERA)',
  portal: 'https://maharera.maharashtra.gov.in',
  project: {
    format: 'confirmed',
    // P + 11 digits (a district code then a serial) until 2025; the new portal issues PR + 13 digits.
    patterns: [/^P\d{11}$/, /^PR\d{13}$/],
    example: 'P51800012345',
  },
  // Agents' A + 11 digits (and a newer A + 12) were seen once each at most: not enough to refuse others.
  agent: LOOSE,
};

const TNRERA: ReraRegulator = {
  regulator: 'Tamil Nadu Real Estate Regulatory Authority (TNRERA)',
  portal: 'https://rera.tn.gov.in',
  project: {
    format: 'confirmed',
    patterns: [/^TN\/\d{2}\/(?:Building|Layout)\/\d{3,4}\/\d{4}$/],
    example: 'TN/29/Building/0048/2017',
  },
  agent: LOOSE,
  canonical: (upperCased) =>
    upperCased.replace(
      /\/(BUILDING|LAYOUT)\//,
      (_, kind: string) => `/${kind[0]}${kind.slice(1).toLowerCase()}/`,
    ),
};

/** Every state and union territory; null where no regulator has been set up (so no number can exist). */
export const RERA_REGULATORS: Record<IndianState, ReraRegulator | null> = {
  // TNRERA is the regulator for the Andaman and Nicobar Islands too; their numbers' shape was not seen.
  'Andaman and Nicobar Islands': { ...TNRERA, project: LOOSE },
  'Andhra Pradesh': {
    regulator: 'Andhra Pradesh Real Estate Regulatory Authority (APRERA)',
    portal: null,
    project: LOOSE,
    agent: LOOSE,
  },
  'Arunachal Pradesh': { regulator: null, portal: null, project: LOOSE, agent: LOOSE },
  Assam: {
    regulator: 'Assam Real Estate Regulatory Authority',
    portal: 'https://rera.assam.gov.in',
    project: LOOSE,
    agent: LOOSE,
  },
  Bihar: { regulator: 'Real Estate Regulatory Authority, Bihar', portal: null, project: LOOSE, agent: LOOSE },
  // Which authority serves Chandigarh was not confirmed.
  Chandigarh: { regulator: null, portal: null, project: LOOSE, agent: LOOSE },
  Chhattisgarh: {
    regulator: 'Chhattisgarh Real Estate Regulatory Authority (CGRERA)',
    portal: 'https://rera.cgstate.gov.in',
    project: { format: 'confirmed', patterns: [/^PCGRERA\d{12}$/], example: 'PCGRERA240218000002' },
    agent: LOOSE,
  },
  // MahaRERA registers projects in these union territories as well; their numbers' shape was not seen.
  'Dadra and Nagar Haveli and Daman and Diu': { ...MAHARERA, project: LOOSE },
  Delhi: {
    regulator: 'Real Estate Regulatory Authority, NCT of Delhi (Delhi RERA)',
    portal: 'https://rera.delhi.gov.in',
    project: { format: 'confirmed', patterns: [/^DLRERA\d{4}P\d{4}$/], example: 'DLRERA2019P0001' },
    agent: { format: 'confirmed', patterns: [/^DLRERA\d{4}A\d{4}$/], example: 'DLRERA2023A0041' },
  },
  Goa: { regulator: 'Goa Real Estate Regulatory Authority', portal: null, project: LOOSE, agent: LOOSE },
  Gujarat: {
    regulator: 'Gujarat Real Estate Regulatory Authority (GujRERA)',
    portal: 'https://gujrera.gujarat.gov.in',
    // District, then city or taluka and the approving authority where given, an office code and the date (DDMMYY).
    project: {
      format: 'confirmed',
      patterns: [
        /^PR\/GJ\/[A-Z]+(?: [A-Z]+)*(?:\/[A-Z]+(?: [A-Z]+)*){0,2}\/[A-Z]{3}\d{5}\/\d{6}(?:\/\d{6})?$/,
      ],
      example: 'PR/GJ/AHMEDABAD/AHMEDABAD CITY/AUDA/RAA01234/010119',
    },
    agent: {
      format: 'confirmed',
      patterns: [/^AG\/GJ\/[A-Z]+(?: [A-Z]+)*(?:\/[A-Z]+(?: [A-Z]+)*){0,2}\/AA\d{5}\/\d{6}R\d$/],
      example: 'AG/GJ/AHMEDABAD/AHMEDABAD CITY/AUDA/AA00789/190329R2',
    },
    keepsSpaces: true,
  },
  // Two benches with their own numbering, each changed over the years (Gurugram RC/REP/HARERA/GGM/…/YYYY/N, earlier
  // GGM/…; Panchkula HRERA-PKL-<district>-N-YYYY): too many shapes to refuse a number by one of them.
  Haryana: {
    regulator: 'Haryana Real Estate Regulatory Authority (HARERA Gurugram, HRERA Panchkula)',
    portal: 'https://haryanarera.gov.in',
    project: LOOSE,
    agent: LOOSE,
  },
  'Himachal Pradesh': {
    regulator: 'Himachal Pradesh Real Estate Regulatory Authority',
    portal: null,
    project: LOOSE,
    agent: LOOSE,
  },
  'Jammu and Kashmir': { regulator: null, portal: null, project: LOOSE, agent: LOOSE },
  Jharkhand: {
    regulator: 'Jharkhand Real Estate Regulatory Authority (JHARERA)',
    portal: 'https://jharera.jharkhand.gov.in',
    project: LOOSE,
    agent: LOOSE,
  },
  Karnataka: {
    regulator: 'Karnataka Real Estate Regulatory Authority (K-RERA)',
    portal: 'https://rera.karnataka.gov.in',
    // PRM/KA/RERA/<office>/<district>/PR or AG/<YYMMDD>/<serial>.
    project: {
      format: 'confirmed',
      patterns: [/^PRM\/KA\/RERA\/\d{4}\/\d{3}\/PR\/\d{6}\/\d{6}$/],
      example: 'PRM/KA/RERA/1251/446/PR/171014/000438',
    },
    agent: {
      format: 'confirmed',
      patterns: [/^PRM\/KA\/RERA\/\d{4}\/\d{3}\/AG\/\d{6}\/\d{6}$/],
      example: 'PRM/KA/RERA/1251/310/AG/220726/003048',
    },
  },
  Kerala: {
    regulator: 'Kerala Real Estate Regulatory Authority (K-RERA)',
    portal: 'https://rera.kerala.gov.in',
    // Since about 2021 a district code (ERN, KKD, TVM…) comes before the serial; earlier numbers have none.
    project: {
      format: 'confirmed',
      patterns: [/^K-RERA\/PRJ\/(?:[A-Z]{3}\/)?\d{3}\/\d{4}$/],
      example: 'K-RERA/PRJ/ERN/123/2023',
    },
    agent: LOOSE,
  },
  // RERA rules were notified in 2020; an authority in operation was not confirmed.
  Ladakh: { regulator: null, portal: null, project: LOOSE, agent: LOOSE },
  Lakshadweep: { regulator: null, portal: null, project: LOOSE, agent: LOOSE },
  'Madhya Pradesh': {
    regulator: 'Madhya Pradesh Real Estate Regulatory Authority (MP RERA)',
    portal: null,
    project: LOOSE,
    agent: LOOSE,
  },
  Maharashtra: MAHARERA,
  Manipur: { regulator: null, portal: null, project: LOOSE, agent: LOOSE },
  Meghalaya: { regulator: null, portal: null, project: LOOSE, agent: LOOSE },
  Mizoram: { regulator: null, portal: null, project: LOOSE, agent: LOOSE },
  // The one state that had not notified RERA rules (Economic Survey 2023-24): there is no regulator to register with.
  Nagaland: null,
  Odisha: {
    regulator: 'Odisha Real Estate Regulatory Authority',
    portal: null,
    project: LOOSE,
    agent: LOOSE,
  },
  Puducherry: { regulator: null, portal: null, project: LOOSE, agent: LOOSE },
  Punjab: {
    regulator: 'Punjab Real Estate Regulatory Authority',
    portal: 'https://rera.punjab.gov.in',
    // PBRERA-<district code + number>-PR<serial>, e.g. SAS80 for SAS Nagar (Mohali).
    project: {
      format: 'confirmed',
      patterns: [/^PBRERA-[A-Z]{3}\d{2}-PR\d{4}$/],
      example: 'PBRERA-SAS80-PR0396',
    },
    agent: LOOSE,
  },
  Rajasthan: {
    regulator: 'Rajasthan Real Estate Regulatory Authority',
    portal: 'https://rera.rajasthan.gov.in',
    project: { format: 'confirmed', patterns: [/^RAJ\/P\/\d{4}\/\d{1,6}$/], example: 'RAJ/P/2019/942' },
    agent: LOOSE,
  },
  Sikkim: { regulator: null, portal: null, project: LOOSE, agent: LOOSE },
  'Tamil Nadu': TNRERA,
  Telangana: {
    regulator: 'Telangana Real Estate Regulatory Authority (TG RERA)',
    portal: 'https://rera.telangana.gov.in',
    project: { format: 'confirmed', patterns: [/^P\d{11}$/], example: 'P02400001234' },
    agent: LOOSE,
  },
  Tripura: { regulator: null, portal: null, project: LOOSE, agent: LOOSE },
  'Uttar Pradesh': {
    regulator: 'Uttar Pradesh Real Estate Regulatory Authority (UP RERA)',
    portal: 'https://www.up-rera.in',
    project: { format: 'confirmed', patterns: [/^UPRERAPRJ\d{3,8}$/], example: 'UPRERAPRJ1234' },
    agent: { format: 'confirmed', patterns: [/^UPRERAAGT\d{4,16}$/], example: 'UPRERAAGT10202' },
  },
  Uttarakhand: {
    regulator: 'Uttarakhand Real Estate Regulatory Authority',
    portal: null,
    project: LOOSE,
    agent: LOOSE,
  },
  'West Bengal': {
    regulator: 'West Bengal Real Estate Regulatory Authority (WBRERA)',
    portal: 'https://rera.wb.gov.in',
    // WBRERA/P/<district code>/<year>/<serial>; the authority's portal opened in January 2023.
    project: {
      format: 'confirmed',
      patterns: [/^WBRERA\/P\/[A-Z]{3}\/\d{4}\/\d{6}$/],
      example: 'WBRERA/P/KOL/2023/000123',
    },
    agent: LOOSE,
  },
};

/** Who issued a listing's RERA number, as its page names them: the regulator and portal of the listing's state. */
export type ReraIssuer = { regulator: string | null; portal: string | null };

/** The issuer the property page shows beside a RERA number; null for a listing without one. */
export function reraIssuer(state: IndianState, reraNumber: string | null): ReraIssuer | null {
  if (reraNumber === null) return null;
  const entry = RERA_REGULATORS[state];
  return { regulator: entry?.regulator ?? null, portal: entry?.portal ?? null };
}

/**
 * A typed number as its regulator writes it: trimmed, upper-cased, runs of spaces made one and those around a / or
 * - dropped, and (except where a number holds names, as Gujarat's do) the remaining spaces dropped too.
 */
export function normaliseReraNumber(state: IndianState, typed: string): string {
  const entry = RERA_REGULATORS[state];
  const spaced = typed
    .trim()
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .replace(/ ?([/-]) ?/g, '$1');
  const upperCased = entry?.keepsSpaces ? spaced : spaced.replace(/ /g, '');
  return entry?.canonical ? entry.canonical(upperCased) : upperCased;
}

const KIND_WORDS: Record<ReraRegistrationKind, string> = { project: 'a project', agent: 'an agent' };

/** Why a RERA number cannot be right for the state, or null when its shape is (a match, not a registration). */
export function validateReraNumber(
  state: IndianState,
  typed: string,
  kind: ReraRegistrationKind = 'project',
): string | null {
  const entry = RERA_REGULATORS[state];
  if (entry === null) {
    return `${state} has no real estate regulatory authority under the RERA Act yet, so there is no RERA number to give`;
  }
  const number = normaliseReraNumber(state, typed);
  if (number === '') return 'Enter the RERA registration number';
  const format = entry[kind];
  if (format.format === 'loose') {
    return LOOSE_PATTERN.test(number)
      ? null
      : 'A RERA registration number has 6 to 60 letters and digits, which may be separated by / or -';
  }
  if (format.patterns.some((pattern) => pattern.test(number))) return null;
  const issuer = entry.regulator ?? `${state}'s regulator`;
  return `This is not ${KIND_WORDS[kind]} registration number as ${issuer} issues them, e.g. ${format.example}`;
}

/**
 * A zod refinement for an object holding a state and a RERA number (at `field`): reports a number that does not fit
 * its state's format on that field, e.g. `schema.superRefine(refineReraNumber('reraNumber'))`. An absent number is
 * left to the schema, which knows when one is required.
 */
export function refineReraNumber<Field extends string>(field: Field, kind: ReraRegistrationKind = 'project') {
  return (value: { state: IndianState } & { [key in Field]?: string | null }, ctx: z.RefinementCtx): void => {
    const number = value[field];
    if (number === undefined || number === null) return;
    const problem = validateReraNumber(value.state, number, kind);
    if (problem !== null) ctx.addIssue({ code: 'custom', path: [field], message: problem });
  };
}

/**
 * What the listing form says under the number field for the chosen state: who issues the numbers and what one
 * looks like, in the words the validation uses, so the hint and a refusal never disagree.
 */
export function reraNumberGuide(state: IndianState, kind: ReraRegistrationKind = 'project'): string {
  const entry = RERA_REGULATORS[state];
  if (entry === null) return validateReraNumber(state, '', kind)!;
  const issuer = entry.regulator ?? `${state}'s real estate regulator`;
  const format = entry[kind];
  return format.format === 'confirmed'
    ? `Issued by ${issuer}, e.g. ${format.example}`
    : `Issued by ${issuer}: 6 to 60 letters and digits, which may be separated by / or -`;
}
