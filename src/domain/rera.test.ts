import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  LOOSE_PATTERN,
  normaliseReraNumber,
  RERA_REGULATORS,
  refineReraNumber,
  reraNumberGuide,
  validateReraNumber,
  type ReraRegistrationKind,
} from './rera.js';
import { INDIAN_STATES, type IndianState } from './taxonomy.js';

const confirmed = (kind: ReraRegistrationKind) =>
  INDIAN_STATES.flatMap((state) => {
    const format = RERA_REGULATORS[state]?.[kind];
    return format?.format === 'confirmed' ? [{ state, example: format.example }] : [];
  });

describe('the table of regulators', () => {
  it('names every state and union territory HouseHunt lists, and nothing else', () => {
    expect(Object.keys(RERA_REGULATORS).sort()).toEqual([...INDIAN_STATES].sort());
  });

  it('gives only https portals', () => {
    for (const state of INDIAN_STATES) {
      const portal = RERA_REGULATORS[state]?.portal;
      if (portal) expect(new URL(portal).protocol, state).toBe('https:');
    }
  });

  it('has a confirmed project format for the states whose numbers were seen', () => {
    expect(confirmed('project').map(({ state }) => state)).toEqual([
      'Chhattisgarh',
      'Delhi',
      'Gujarat',
      'Karnataka',
      'Kerala',
      'Maharashtra',
      'Punjab',
      'Rajasthan',
      'Tamil Nadu',
      'Telangana',
      'Uttar Pradesh',
      'West Bengal',
    ]);
  });

  it('gives the union territories the regulator that serves them', () => {
    expect(RERA_REGULATORS['Andaman and Nicobar Islands']?.regulator).toBe(
      RERA_REGULATORS['Tamil Nadu']?.regulator,
    );
    expect(RERA_REGULATORS['Dadra and Nagar Haveli and Daman and Diu']?.portal).toBe(
      RERA_REGULATORS.Maharashtra?.portal,
    );
  });
});

describe('validateReraNumber', () => {
  it.each(confirmed('project'))("accepts $state's example project number", ({ state, example }) => {
    expect(validateReraNumber(state, example)).toBeNull();
  });

  it.each(confirmed('agent'))("accepts $state's example agent number", ({ state, example }) => {
    expect(validateReraNumber(state, example, 'agent')).toBeNull();
  });

  const nearMisses: [IndianState, string][] = [
    ['Chhattisgarh', 'PCGRERA24021800000'],
    ['Delhi', 'DLRERA19P0001'],
    ['Gujarat', 'PR/GJ/AHMEDABAD/AHMEDABAD CITY/AUDA/RA01234/010119'],
    ['Karnataka', 'PRM/KA/RERA/1251/446/AG/171014/000438'],
    ['Kerala', 'K-RERA/PRJ/ERN/123/23'],
    ['Maharashtra', 'P5180001234'],
    ['Maharashtra', 'A51800012345'],
    ['Punjab', 'PBRERA-SAS80-0396'],
    ['Rajasthan', 'RAJ/A/2019/942'],
    ['Tamil Nadu', 'TN/29/Flat/0048/2017'],
    ['Telangana', 'P024000012345'],
    ['Uttar Pradesh', 'UPRERAAGT1234'],
    ['West Bengal', 'WBRERA/P/KOL/2023/123'],
  ];
  it.each(nearMisses)('refuses a near miss in %s: %s', (state, number) => {
    expect(validateReraNumber(state, number)).toMatch(
      /^This is not a project registration number as .+, e\.g\. /,
    );
  });

  it('says which regulator and what a number looks like', () => {
    expect(validateReraNumber('Maharashtra', 'P518')).toBe(
      'This is not a project registration number as Maharashtra Real Estate Regulatory Authority (MahaRERA) issues them, e.g. P51800012345',
    );
  });

  it("accepts MahaRERA's numbers from its new portal, PR and 13 digits", () => {
    expect(validateReraNumber('Maharashtra', 'PR1260002500123')).toBeNull();
    expect(validateReraNumber('Maharashtra', 'PR126000250012')).not.toBeNull();
  });

  it("accepts a Kerala number from before district codes, and Gujarat's shorter and longer forms", () => {
    expect(validateReraNumber('Kerala', 'K-RERA/PRJ/122/2020')).toBeNull();
    expect(validateReraNumber('Gujarat', 'PR/GJ/AHMEDABAD/RAA14582/261224/301229')).toBeNull();
  });

  it('refuses an agent number given as a project number, and the other way round', () => {
    expect(validateReraNumber('Karnataka', 'PRM/KA/RERA/1251/310/AG/220726/003048')).not.toBeNull();
    expect(validateReraNumber('Delhi', 'DLRERA2019P0001', 'agent')).not.toBeNull();
  });

  it('asks for any sane number where the format is not known', () => {
    expect(RERA_REGULATORS.Haryana?.project.format).toBe('loose');
    expect(validateReraNumber('Haryana', 'RC/REP/HARERA/GGM/860/592/2024/87')).toBeNull();
    expect(validateReraNumber('Haryana', 'HRERA-PKL-SNP-548-2024')).toBeNull();
    expect(validateReraNumber('Odisha', 'RP/19/2020/00123')).toBeNull();
    expect(validateReraNumber('Maharashtra', 'A51800012345', 'agent')).toBeNull();
    const refusal =
      'A RERA registration number has 6 to 60 letters and digits, which may be separated by / or -';
    expect(validateReraNumber('Odisha', 'RERA')).toBe(refusal);
    expect(validateReraNumber('Odisha', 'APPLIED-FOR')).toBe(refusal);
    expect(validateReraNumber('Odisha', 'RP//2020')).toBe(refusal);
    expect(validateReraNumber('Odisha', 'RP/2020/')).toBe(refusal);
    expect(validateReraNumber('Odisha', `RP/${'1'.repeat(58)}`)).toBe(refusal);
    expect(validateReraNumber('Odisha', `RP/${'1'.repeat(57)}`)).toBeNull();
  });

  it('asks for a number when only spaces were typed', () => {
    expect(validateReraNumber('Maharashtra', '   ')).toBe('Enter the RERA registration number');
  });

  it('refuses any number in a state without a regulator', () => {
    expect(validateReraNumber('Nagaland', 'P51800012345')).toBe(
      'Nagaland has no real estate regulatory authority under the RERA Act yet, so there is no RERA number to give',
    );
  });
});

describe('normaliseReraNumber', () => {
  it('trims, upper-cases and drops spaces', () => {
    expect(normaliseReraNumber('Maharashtra', '  p518 0001 2345 ')).toBe('P51800012345');
    expect(validateReraNumber('Maharashtra', '  p518 0001 2345 ')).toBeNull();
    expect(normaliseReraNumber('West Bengal', 'wbrera / p / kol / 2023 / 000123')).toBe(
      'WBRERA/P/KOL/2023/000123',
    );
    expect(normaliseReraNumber('Punjab', 'pbrera - sas80 - pr0396')).toBe('PBRERA-SAS80-PR0396');
  });

  it("keeps one space inside Gujarat's place names", () => {
    const typed = ' pr/gj/ahmedabad /ahmedabad   city/ auda/raa01234/010119';
    expect(normaliseReraNumber('Gujarat', typed)).toBe('PR/GJ/AHMEDABAD/AHMEDABAD CITY/AUDA/RAA01234/010119');
    expect(validateReraNumber('Gujarat', typed)).toBeNull();
  });

  it('writes Tamil Nadu numbers as TNRERA does, whatever the case typed', () => {
    expect(normaliseReraNumber('Tamil Nadu', 'tn/29/BUILDING/0048/2017')).toBe('TN/29/Building/0048/2017');
    expect(normaliseReraNumber('Tamil Nadu', 'TN/11/layout/0123/2021')).toBe('TN/11/Layout/0123/2021');
    expect(validateReraNumber('Tamil Nadu', 'tn/29/building/0048/2017')).toBeNull();
  });

  it('gives only what the loose pattern can accept or refuse', () => {
    expect(LOOSE_PATTERN.test(normaliseReraNumber('Goa', ' prgo 0123 - 2020 '))).toBe(true);
  });
});

describe('refineReraNumber', () => {
  const listing = z
    .object({ state: z.enum(INDIAN_STATES), reraNumber: z.string().nullable().optional() })
    .superRefine(refineReraNumber('reraNumber'));

  it('reports a number that does not fit its state on the number field', () => {
    const result = listing.safeParse({ state: 'Karnataka', reraNumber: 'P51800012345' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      {
        path: ['reraNumber'],
        message:
          'This is not a project registration number as Karnataka Real Estate Regulatory Authority (K-RERA) issues them, e.g. PRM/KA/RERA/1251/446/PR/171014/000438',
      },
    ]);
  });

  it('passes a fitting number, and leaves an absent one to the schema', () => {
    expect(
      listing.safeParse({ state: 'Karnataka', reraNumber: 'PRM/KA/RERA/1251/446/PR/171014/000438' }).success,
    ).toBe(true);
    expect(listing.safeParse({ state: 'Karnataka' }).success).toBe(true);
    expect(listing.safeParse({ state: 'Karnataka', reraNumber: null }).success).toBe(true);
  });
});

describe('reraNumberGuide', () => {
  it('names the regulator and an example where the format is known', () => {
    expect(reraNumberGuide('Maharashtra')).toBe(
      'Issued by Maharashtra Real Estate Regulatory Authority (MahaRERA), e.g. P51800012345',
    );
  });

  it('describes a sane number where it is not, naming the state when its regulator is not known', () => {
    expect(reraNumberGuide('Haryana')).toBe(
      'Issued by Haryana Real Estate Regulatory Authority (HARERA Gurugram, HRERA Panchkula): 6 to 60 letters and digits, which may be separated by / or -',
    );
    expect(reraNumberGuide('Sikkim')).toMatch(/^Issued by Sikkim's real estate regulator: /);
  });

  it('says so where there is no regulator to register with', () => {
    expect(reraNumberGuide('Nagaland')).toBe(validateReraNumber('Nagaland', 'P51800012345'));
  });
});
