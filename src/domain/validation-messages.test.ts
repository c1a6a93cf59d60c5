import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldLabel, missingFieldMessage, productErrorMap } from './validation-messages.js';

/** The first message zod gives for `value`, with the product's error map installed (as importing it does). */
const messageFor = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;
const body = (shape: z.ZodRawShape) => z.object(shape);

describe('the product’s error map', () => {
  it('is installed as zod’s own', () => {
    expect(z.config().customError).toBe(productErrorMap);
  });

  it('asks for a field left out in the product’s words, naming the field', () => {
    expect(messageFor(body({ price: z.number() }), {})).toBe('Enter the price');
    expect(messageFor(body({ squareFeet: z.number() }), {})).toBe('Enter the total area');
    expect(messageFor(body({ pincode: z.string() }), {})).toBe('Enter the PIN code');
    expect(messageFor(body({ state: z.enum(['Kerala', 'Goa']) }), {})).toBe('Choose the state');
    expect(messageFor(body({ amenities: z.array(z.string()) }), {})).toBe('Choose the amenities');
  });

  it('names a field no label names from its key', () => {
    expect(fieldLabel('pageSize')).toBe('Page size');
    expect(messageFor(body({ contactEmail: z.string() }), {})).toBe('Enter the contact email');
    expect(missingFieldMessage('bedrooms')).toBe('Enter the number of bedrooms');
  });

  it('says what kind of value is expected, never "Invalid input: expected …"', () => {
    expect(messageFor(body({ price: z.number() }), { price: 'a lot' })).toBe('Enter the price as a number');
    expect(messageFor(body({ bedrooms: z.int() }), { bedrooms: 2.5 })).toBe(
      'Enter the number of bedrooms as a whole number',
    );
    expect(messageFor(body({ title: z.string() }), { title: 42 })).toBe('Enter the title as text');
    expect(messageFor(body({ isFeatured: z.boolean() }), { isFeatured: 'yes' })).toBe(
      'Featured must be yes or no',
    );
    expect(messageFor(body({ features: z.array(z.string()) }), { features: 'Lift' })).toBe(
      'Features must be a list',
    );
    expect(messageFor(body({ price: z.number() }), 'not an object')).toBe(
      'Send the details as a JSON object',
    );
  });

  it('offers the choices of a list', () => {
    expect(messageFor(body({ order: z.enum(['asc', 'desc']) }), { order: 'up' })).toBe(
      'Choose the order from: asc, desc',
    );
  });

  it('says the bounds of text, numbers and lists', () => {
    expect(messageFor(body({ title: z.string().min(1) }), { title: '' })).toBe('Enter the title');
    expect(messageFor(body({ title: z.string().min(5) }), { title: 'Flat' })).toBe(
      'Title must be at least 5 characters',
    );
    expect(messageFor(body({ title: z.string().max(150) }), { title: 'x'.repeat(151) })).toBe(
      'Title must be at most 150 characters',
    );
    expect(messageFor(body({ page: z.number().min(1) }), { page: 0 })).toBe('Page must be at least 1');
    expect(messageFor(body({ price: z.number().positive() }), { price: 0 })).toBe(
      'Price must be more than 0',
    );
    expect(messageFor(body({ pageSize: z.number().max(100) }), { pageSize: 1_000 })).toBe(
      'Page size must be at most 100',
    );
    expect(messageFor(body({ amenities: z.array(z.string()).max(2) }), { amenities: ['a', 'b', 'c'] })).toBe(
      'Choose at most 2 items for the amenities',
    );
  });

  it('says how an email, a link, a date and an id are written', () => {
    expect(messageFor(body({ email: z.email() }), { email: 'priya@' })).toBe(
      'Enter an email address like name@example.com',
    );
    expect(messageFor(body({ link: z.url() }), { link: 'not a link' })).toBe(
      'Enter a full link starting with https://',
    );
    expect(messageFor(body({ availableFrom: z.iso.date() }), { availableFrom: '1/12/2026' })).toBe(
      'Enter the available-from date as a date written as YYYY-MM-DD',
    );
    expect(messageFor(body({ excluding: z.uuid() }), { excluding: '1' })).toBe(
      'Excluding is not an id HouseHunt gave',
    );
  });

  it('names fields a strict body does not know', () => {
    expect(messageFor(z.strictObject({ price: z.number() }), { price: 1, prize: 2 })).toBe(
      'HouseHunt does not know the field prize: leave it out',
    );
  });

  it('leaves a schema’s own message alone', () => {
    expect(messageFor(body({ price: z.number({ error: 'Price must be in rupees' }) }), { price: 'x' })).toBe(
      'Price must be in rupees',
    );
  });
});
