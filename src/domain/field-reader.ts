// Reads raw values as HTML forms and JSON bodies send them, reporting one human message per bad field.
import { isOneOf } from './taxonomy.js';

// Plain decimals only: Number() would also take '0x1A', '1e3' and 'Infinity', which nobody types as a price.
const DECIMAL = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Forms send '' for a field left blank and NaN for a blank number input; both mean "no value", like null. */
export function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (typeof value === 'number' && Number.isNaN(value))
  );
}

/** The number a form or JSON value stands for, or null when it is not one. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && DECIMAL.test(value.trim())) return Number(value.trim());
  return null;
}

/**
 * Decimal places as the number was written: JavaScript prints the shortest text that reads back as the same
 * number, so 12.34 counts 2 even though 12.34 * 100 is 1233.9999999999998.
 */
export function decimalPlaces(value: number): number {
  const [mantissa = '', exponent = '0'] = String(Math.abs(value)).split('e');
  const fraction = mantissa.split('.')[1] ?? '';
  return Math.max(0, fraction.length - Number(exponent));
}

/** A 'YYYY-MM-DD' text naming a day that exists (no 31 April, 29 February only in leap years). */
export function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Judges a number that has been read; returns the message for the user, or null when it is fine. */
export type NumberCheck = (value: number, label: string) => string | null;

interface Requirement {
  required?: boolean;
  requiredMessage?: string;
}

interface TextRule extends Requirement {
  min?: number;
  max?: number;
  pattern?: RegExp;
  patternMessage?: string;
}

interface ChoiceRule extends Requirement {
  invalidMessage: string;
}

// Tabs and line breaks stay (descriptions have paragraphs); the other C0 controls and DEL do not.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export class FieldReader<Field extends string> {
  constructor(
    private readonly input: Partial<Record<Field, unknown>>,
    private readonly labels: Record<Field, string>,
    private readonly report: (field: Field, message: string) => void,
  ) {}

  text(field: Field, rule: TextRule): string | null {
    const raw = this.input[field];
    if (this.isMissing(field, rule)) return null;
    const label = this.labels[field];
    if (typeof raw !== 'string') return this.fail(field, `${label} must be text`, null);
    // Control characters (NUL above all, which PostgreSQL text cannot hold) have no place in a listing.
    if (CONTROL_CHARACTERS.test(raw))
      return this.fail(field, `${label} contains characters that are not allowed`, null);
    const text = raw.trim();
    if (rule.min !== undefined && text.length < rule.min) {
      return this.fail(field, `${label} must be at least ${rule.min} characters`, null);
    }
    if (rule.max !== undefined && text.length > rule.max) {
      return this.fail(field, `${label} must be at most ${rule.max} characters`, null);
    }
    if (rule.pattern && !rule.pattern.test(text)) {
      return this.fail(field, rule.patternMessage ?? `${label} is not valid`, null);
    }
    return text;
  }

  number(field: Field, check: NumberCheck, requirement: Requirement = {}): number | null {
    if (this.isMissing(field, requirement)) return null;
    const label = this.labels[field];
    const value = toNumber(this.input[field]);
    if (value === null) return this.fail(field, `${label} must be a number`, null);
    const problem = check(value, label);
    return problem === null ? value : this.fail(field, problem, null);
  }

  choice<T extends string>(field: Field, options: readonly T[], rule: ChoiceRule): T | null {
    if (this.isMissing(field, rule)) return null;
    const raw = this.input[field];
    return isOneOf(options, raw) ? raw : this.fail(field, rule.invalidMessage, null);
  }

  /** A list of names picked from `allowed`, each at most once. */
  names<T extends string>(
    field: Field,
    allowed: readonly T[],
    notAllowedMessage: (name: string) => string,
  ): T[] {
    const raw = this.input[field];
    if (isEmpty(raw)) return [];
    const label = this.labels[field];
    if (!Array.isArray(raw)) return this.fail(field, `${label} must be a list`, []);
    const picked: T[] = [];
    for (const name of raw as unknown[]) {
      if (typeof name !== 'string') return this.fail(field, `${label} must be a list of names`, []);
      if (!isOneOf(allowed, name)) return this.fail(field, notAllowedMessage(name), []);
      if (picked.includes(name)) return this.fail(field, `"${name}" is listed more than once`, []);
      picked.push(name);
    }
    return picked;
  }

  date(field: Field, requirement: Requirement): string | null {
    if (this.isMissing(field, requirement)) return null;
    const raw = this.input[field];
    const text = typeof raw === 'string' ? raw.trim() : '';
    return isCalendarDate(text)
      ? text
      : this.fail(field, `${this.labels[field]} must be a real date written as YYYY-MM-DD`, null);
  }

  /** An unticked checkbox may arrive as nothing at all, so anything empty reads as false. */
  flag(field: Field): boolean {
    const raw = this.input[field];
    if (isEmpty(raw)) return false;
    if (typeof raw === 'boolean') return raw;
    return this.fail(field, `${this.labels[field]} must be true or false`, false);
  }

  /** Reports a problem spanning fields on the one the user should change. */
  reportProblem(field: Field, message: string): void {
    this.report(field, message);
  }

  private isMissing(field: Field, { required = false, requiredMessage }: Requirement): boolean {
    if (!isEmpty(this.input[field])) return false;
    if (required) this.report(field, requiredMessage ?? `${this.labels[field]} is required`);
    return true;
  }

  private fail<T>(field: Field, message: string, fallback: T): T {
    this.report(field, message);
    return fallback;
  }
}
